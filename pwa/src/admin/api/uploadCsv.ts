import type { ImportResult } from '#shared/types/admin';
import { HttpError } from '../../api/http.ts';

/** §9: the import gives up after five minutes. */
const UPLOAD_TIMEOUT_MS = 300_000;
export const UPLOAD_TIMEOUT_MESSAGE =
  'Upload timeout - file may be too large or connection is slow';

export type UploadPhase = { phase: 'uploading'; percent: number } | { phase: 'processing' };

/**
 * POSTs the CSV as multipart field `file` with XMLHttpRequest, because fetch cannot report
 * upload progress: `onProgress` gets the real share of bytes sent, then `processing` once the
 * body is on the server and the import runs. A non-success answer rejects with the same
 * `"{status}: {body}"` error as every other call.
 */
export function uploadCsv(
  file: File,
  onProgress: (phase: UploadPhase) => void,
  timeoutMs: number = UPLOAD_TIMEOUT_MS,
): Promise<ImportResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/admin/import-reviews');
    xhr.withCredentials = true;
    xhr.timeout = timeoutMs;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress({ phase: 'uploading', percent: Math.round((event.loaded / event.total) * 100) });
      }
    };
    xhr.upload.onload = () => onProgress({ phase: 'processing' });
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText) as ImportResult);
        } catch {
          reject(new Error('The server answered something that is not JSON'));
        }
        return;
      }
      reject(new HttpError(xhr.status, xhr.statusText, xhr.responseText));
    };
    xhr.ontimeout = () => reject(new Error(UPLOAD_TIMEOUT_MESSAGE));
    xhr.onerror = () => reject(new Error('Network error'));
    const body = new FormData();
    body.append('file', file);
    xhr.send(body);
  });
}
