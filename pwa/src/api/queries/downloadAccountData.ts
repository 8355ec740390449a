import { apiFetch } from '../http.ts';

/**
 * "Download my data": the export (`GET /api/account/export`) saved as the file the server
 * names. Online only and never cached: it is the account's whole record.
 */
export async function downloadAccountData(): Promise<string> {
  const response = await apiFetch('GET', '/api/account/export', undefined, {
    'Cache-Control': 'no-store',
  });
  const blob = await response.blob();
  const filename =
    /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ??
    'b2b-reviews-account.json';
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the click has handed the file to the browser's download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return filename;
}
