/**
 * A lazily loaded chunk (`() => import(...)`), fetched once and shared by every caller. A failed
 * download (offline, a deploy in between) is forgotten, so the next call may succeed.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
