/** The service worker's cache of API reads (`sw/apiReads.ts`); emptied by `forgetDevice`. */
export const API_READS_CACHE = 'api-reads';

/**
 * Which requests the service worker keeps for offline reading: public API reads only. Admin
 * data, the session (`/api/auth/...`) and the account's own data (`/api/account/...`, the
 * GDPR export) are per person and must never be served to whoever uses the browser next.
 */
export function isCachedApiRead(url: URL, method: string): boolean {
  return (
    method === 'GET' &&
    url.pathname.startsWith('/api/') &&
    !/^\/api\/(account|admin|auth)(\/|$)/.test(url.pathname)
  );
}
