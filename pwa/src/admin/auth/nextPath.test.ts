import { describe, expect, it } from 'vitest';
import { adminNextPath } from './nextPath.ts';

describe('adminNextPath', () => {
  it('returns to the admin page the guard came from', () => {
    expect(adminNextPath('/admin/reviews?x=1')).toBe('/admin/reviews?x=1');
    expect(adminNextPath('/admin')).toBe('/admin');
  });

  it('defaults to the dashboard for anything else', () => {
    for (const next of [null, '', '/', '//evil.com', 'https://evil.com/admin', '/administrator']) {
      expect(adminNextPath(next)).toBe('/admin/dashboard');
    }
    expect(adminNextPath('/admin/login')).toBe('/admin/dashboard');
    expect(adminNextPath('/admin/accept-invitation?token=x')).toBe('/admin/dashboard');
  });
});
