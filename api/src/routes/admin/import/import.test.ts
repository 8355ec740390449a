import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import type { ImportResult } from '#shared/types/admin';
import { countRows } from '../../../test/count.ts';
import { HEADER } from '../../../test/csv.ts';
import { useTestDatabase } from '../../../test/database.ts';
import { buildAdmin } from '../../../test/factories.ts';
import { signInAdmin } from '../../../test/signIn.ts';
import type { TestClient } from '../../../test/testClient.ts';
import { useTestServer } from '../../../test/testServer.ts';
import { MAX_UPLOAD_BYTES } from './upload.ts';

const CSV = [HEADER, 'upload.com,5,Uploaded,Through the form,false,,,2024-06-01'].join('\n');

function form(content: BlobPart, name = 'reviews.csv', type = 'text/csv', field = 'file') {
  const body = new FormData();
  body.append(field, new Blob([content], { type }), name);
  return body;
}

/** The client's session cookies, for requests sent with fetch directly (multipart bodies). */
const cookieHeader = (client: TestClient) =>
  ['rv.sid', 'rv.sid.sig'].map((name) => `${name}=${client.cookie(name)}`).join('; ');

async function upload(client: TestClient, body: FormData, query = '') {
  const response = await fetch(`${client.baseUrl}/api/admin/import-reviews${query}`, {
    method: 'POST',
    body,
    headers: {
      Origin: client.baseUrl,
      Cookie: `rv.sid=${client.cookie('rv.sid')}; rv.sid.sig=${client.cookie('rv.sid.sig')}`,
    },
  });
  return {
    status: response.status,
    body: (await response.json()) as ImportResult & { message?: string },
  };
}

const leftoverUploads = async () =>
  (await readdir(tmpdir())).filter((name) => name.startsWith('review-import-'));

describe('POST /api/admin/import-reviews', () => {
  const db = useTestDatabase();
  const server = useTestServer(db);
  const adminClient = async () => signInAdmin(server().client(), await buildAdmin(db().knex));

  it('imports the multipart field file and answers the result', async () => {
    const client = await adminClient();
    const before = await leftoverUploads();
    const response = await upload(client, form(CSV));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: true,
      imported: 1,
      failed: 0,
      duplicates: 0,
      errors: [],
    });
    const again = await upload(client, form(CSV, 'export.CSV', 'application/octet-stream'));
    expect(again.body).toMatchObject({ imported: 0, duplicates: 1 });
    expect(await leftoverUploads()).toEqual(before);
  });

  it('counts a re-imported file whose good rows are all duplicates as a success', async () => {
    const client = await adminClient();
    const file = [
      HEADER,
      'again.com,4,Twice,Imported twice,false,,,2024-06-02',
      'again.com,9,Bad,Rating out of range,false,,,2024-06-02',
    ].join('\n');
    expect((await upload(client, form(file))).body).toMatchObject({ success: true, imported: 1 });
    const again = await upload(client, form(file));
    expect(again.body).toEqual({
      success: true,
      imported: 0,
      failed: 1,
      duplicates: 1,
      errors: [expect.stringMatching(/^Row 3: rating/)],
    });
  });

  it('validates without writing with ?dryRun=true', async () => {
    const client = await adminClient();
    const before = await countRows(db().knex, 'reviews');
    const csv = [HEADER, 'dry-upload.com,4,Dry,Run,false,,,'].join('\n');
    const response = await upload(client, form(csv), '?dryRun=true');
    expect(response.body).toMatchObject({ success: true, imported: 1 });
    expect(await countRows(db().knex, 'reviews')).toBe(before);
  });

  it('refuses what is not a CSV file with the spec message', async () => {
    const client = await adminClient();
    for (const body of [
      form('\u0089PNG', 'logo.png', 'image/png'),
      form(CSV, 'reviews.csv', 'text/csv', 'upload'),
      new FormData(),
    ]) {
      const response = await upload(client, body);
      expect(response.status).toBe(400);
      expect(response.body.message).toMatch(/^Please select a CSV file/);
    }
    const json = await client.post('/api/admin/import-reviews', { file: CSV });
    expect(json.status).toBe(400);
    expect(json.body).toEqual({ message: 'Please select a CSV file' });
  });

  it('answers 400 naming a missing column, writing nothing', async () => {
    const client = await adminClient();
    const response = await upload(client, form('company_domain,title,content\na.com,t,c\n'));
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Missing required column: rating' });
  });

  it('answers 413 for a file over 50 MB, declared or not, keeping no copy', async () => {
    const client = await adminClient();
    const before = await leftoverUploads();
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1024).fill(0x61);
    const declared = await upload(client, form(big));
    expect(declared.status).toBe(413);
    expect(declared.body).toEqual({ message: 'The file is too large: 50 MB at most' });

    // Chunked (no Content-Length): multer's own limit stops it.
    const boundary = 'x-boundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.csv"\r\nContent-Type: text/csv\r\n\r\n`;
    const chunk = new Uint8Array(1024 * 1024).fill(0x61);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(new TextEncoder().encode(head));
        if (sent > MAX_UPLOAD_BYTES + chunk.length) {
          controller.enqueue(new TextEncoder().encode(`\r\n--${boundary}--\r\n`));
          controller.close();
          return;
        }
        controller.enqueue(chunk);
        sent += chunk.length;
      },
    });
    const response = await fetch(`${client.baseUrl}/api/admin/import-reviews`, {
      method: 'POST',
      body: stream,
      duplex: 'half',
      headers: {
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        Origin: client.baseUrl,
        Cookie: cookieHeader(client),
      },
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await leftoverUploads()).toEqual(before);
  });

  it('offers the template download', async () => {
    const client = await adminClient();
    const response = await client.get('/api/admin/import-template');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="review_import_template.csv"',
    );
    const lines = response.text.trim().split('\r\n');
    expect(lines[0]).toBe(HEADER);
    expect(lines).toHaveLength(3);
  });
});
