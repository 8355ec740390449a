/**
 * Files a `<meta>` element: Open Graph's `og:` properties without their prefix, the rest by
 * name; the first of each counts.
 */
export function readMeta(
  attributes: Record<string, string>,
  meta: Map<string, string>,
  openGraph: Record<string, string>,
): void {
  const content = attributes.content;
  if (content === undefined) return;
  const key = (attributes.property ?? attributes.name ?? '').trim().toLowerCase();
  if (key.startsWith('og:')) {
    openGraph[key.slice(3)] ??= content.trim();
    return;
  }
  if (key && !meta.has(key)) meta.set(key, content);
}
