import { afterEach, describe, expect, it, vi } from 'vitest';
import { UPLOAD_TIMEOUT_MESSAGE, type UploadPhase, uploadCsv } from './uploadCsv.ts';

/** Just enough of XMLHttpRequest to drive the upload's events by hand. */
class FakeXhr {
  static last: FakeXhr | undefined;
  upload: { onprogress?: (e: ProgressEvent) => void; onload?: () => void } = {};
  onload?: () => void;
  ontimeout?: () => void;
  onerror?: () => void;
  status = 0;
  statusText = '';
  responseText = '';
  timeout = 0;
  withCredentials = false;
  method = '';
  url = '';
  body: unknown;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(body: unknown) {
    this.body = body;
  }
}

afterEach(() => vi.unstubAllGlobals());

function start(onProgress: (phase: UploadPhase) => void = () => {}) {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  const file = new File(['a,b\n'], 'reviews.csv', { type: 'text/csv' });
  const promise = uploadCsv(file, onProgress);
  const xhr = FakeXhr.last!;
  return { promise, xhr };
}

describe('uploadCsv', () => {
  it('reports real upload progress, then processing, then the result', async () => {
    const phases: UploadPhase[] = [];
    const { promise, xhr } = start((phase) => phases.push(phase));
    expect(xhr).toMatchObject({
      method: 'POST',
      url: '/api/admin/import-reviews',
      withCredentials: true,
      timeout: 300_000,
    });
    expect((xhr.body as FormData).get('file')).toBeInstanceOf(File);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 25, total: 100 } as ProgressEvent);
    xhr.upload.onload?.();
    xhr.status = 200;
    xhr.responseText = JSON.stringify({
      success: true,
      imported: 2,
      failed: 0,
      duplicates: 0,
      errors: [],
    });
    xhr.onload?.();
    await expect(promise).resolves.toMatchObject({ imported: 2 });
    expect(phases).toEqual([{ phase: 'uploading', percent: 25 }, { phase: 'processing' }]);
  });

  it("fails with the spec's time-out message", async () => {
    const { promise, xhr } = start();
    xhr.ontimeout?.();
    await expect(promise).rejects.toThrow(UPLOAD_TIMEOUT_MESSAGE);
  });

  it('fails with status and body on an error answer', async () => {
    const { promise, xhr } = start();
    xhr.status = 400;
    xhr.responseText = '{"message":"Please select a CSV file"}';
    xhr.onload?.();
    await expect(promise).rejects.toThrow('400: {"message":"Please select a CSV file"}');
  });
});
