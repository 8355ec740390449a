/**
 * Where to go after signing in or up: the `next` parameter when it is a path on this site
 * (never `//other.site` or `https://…`, so the parameter cannot send anyone elsewhere), else '/'.
 */
export function safeNext(search: string): string {
  const next = new URLSearchParams(search).get('next') ?? '';
  const onThisSite = next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\');
  return onThisSite ? next : '/';
}

/** `path` carrying `next` along (Sign In ↔ Create Account keep where the visitor was going). */
export function withNext(path: string, next: string): string {
  return next === '/' ? path : `${path}?next=${encodeURIComponent(next)}`;
}
