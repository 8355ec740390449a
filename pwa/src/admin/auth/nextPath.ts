export const DEFAULT_ADMIN_PATH = '/admin/dashboard';

/**
 * Where to go after signing in: the admin page the guard sent us from, never a path outside
 * the admin panel or another origin (an open redirect), else the dashboard.
 */
export function adminNextPath(next: string | null): string {
  if (!next?.startsWith('/admin') || next.startsWith('//')) return DEFAULT_ADMIN_PATH;
  if (next.startsWith('/admin/login') || next.startsWith('/admin/accept-invitation')) {
    return DEFAULT_ADMIN_PATH;
  }
  if (!/^\/admin(\/|$|\?|#)/.test(next)) return DEFAULT_ADMIN_PATH;
  return next;
}
