import { Readable } from 'node:stream';

/** A CSV text as the stream the import reads, in small chunks to exercise chunk boundaries. */
export function csvStream(text: string, chunkSize = 7): Readable {
  const bytes = Buffer.from(text, 'utf8');
  const chunks: Buffer[] = [];
  for (let start = 0; start < bytes.length; start += chunkSize) {
    chunks.push(bytes.subarray(start, start + chunkSize));
  }
  return Readable.from(chunks);
}

export const HEADER =
  'company_domain,rating,title,content,is_complaint,reviewer_name,reviewer_email,created_at';
