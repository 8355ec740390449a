/** A screen's data failed to load: what it was and the server's reason, announced. */
export function LoadError({ what, error }: { what: string; error: Error | null }) {
  if (!error) return null;
  return (
    <p role="alert" className="mb-4 text-red-700">
      Could not load {what}: {error.message}
    </p>
  );
}
