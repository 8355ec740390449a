import { Transform, type TransformCallback } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { badRequest } from '../../http/errors.ts';

const SNIFF_BYTES = 8192;

/**
 * Decodes the upload as UTF-8 text for the CSV parser, with one line ending: CRLF and lone CR
 * become LF, so the parser counts lines right (it miscounts CRLF inside quoted fields), and
 * imported text has one kind of line break. A UTF-8 byte-order mark is dropped. A NUL byte near
 * the start means a binary file, not a CSV: 400 `Please select a CSV file`.
 */
export function normalizeText(): Transform {
  const decoder = new StringDecoder('utf8');
  let sniffed = 0;
  let first = true;
  let pendingCr = false;
  const convert = (text: string, final: boolean): string => {
    let value = (pendingCr ? '\r' : '') + text;
    pendingCr = !final && value.endsWith('\r');
    if (pendingCr) value = value.slice(0, -1);
    if (first && value.length > 0) {
      if (value.charCodeAt(0) === 0xfeff) value = value.slice(1);
      first = false;
    }
    return value.replace(/\r\n?/g, '\n');
  };
  return new Transform({
    readableObjectMode: false,
    decodeStrings: true,
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      if (sniffed < SNIFF_BYTES) {
        const window = chunk.subarray(0, SNIFF_BYTES - sniffed);
        sniffed += window.length;
        if (window.includes(0)) {
          callback(badRequest('Please select a CSV file'));
          return;
        }
      }
      callback(null, convert(decoder.write(chunk), false));
    },
    flush(callback: TransformCallback) {
      callback(null, convert(decoder.end(), true));
    },
  });
}
