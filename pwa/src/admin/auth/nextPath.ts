const DEFAULT_ADMIN_PATH = '/admin/dashboard';

/** `/admin` itself or a path below it (not `/administrator`, never `//host` or a URL). */
const ADMIN_PATH = /^\/admin(\/|$|\?|#)/;
/** Pages for the signed-out admin: returning there after signing in would be a dead end. */
const SIGNED_OUT_PAGES = ['/admin/login', '/admin/accept-invitation'];

/**
 * Where to go after signing in: the admin page the guard sent us from, never a path outside
 * the admin panel or another origin (an open redirect), else the dashboard.
 */
export function adminNextPath(next: string | null): string {
  if (!next || !ADMIN_PATH.test(next)) return DEFAULT_ADMIN_PATH;
  if (SIGNED_OUT_PAGES.some((page) => next.startsWith(page))) return DEFAULT_ADMIN_PATH;
  return next;
}
