/** The service worker's cache of API reads (`sw/apiReads.ts`); emptied by `forgetDevice`. */
export const API_READS_CACHE = 'api-reads';

/**
 * Which requests the service worker keeps for offline reading: public API reads only. Admin
 * data, the session (`/api/auth/...`), the account's own data (`/api/account/...`, the GDPR
 * export) and an owner's dashboard (`/api/business/...`) are per person and must never be
 * served to whoever uses the browser next. (The dashboard's last figures are kept offline by
 * the persisted query cache instead, which is dropped on every sign-in and sign-out.)
 */
export function isCachedApiRead(url: URL, method: string): boolean {
  return (
    method === 'GET' &&
    url.pathname.startsWith('/api/') &&
    !/^\/api\/(account|admin|auth|business)(\/|$)/.test(url.pathname)
  );
}
