import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** The first mail to `to` (the staff notifications may be written beside it). */
export async function waitForMailTo(
  dataDir: string,
  to: string,
  timeoutMs = 10_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await waitForMail(dataDir, 1, 0)).find((mail) => mail.includes(`To: ${to}`));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No mail to ${to} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The .eml files written to `$DATA_DIR/mail`, waiting up to `timeoutMs` for `count` of them. */
export async function waitForMail(
  dataDir: string,
  count = 1,
  timeoutMs = 10_000,
): Promise<string[]> {
  const dir = path.join(dataDir, 'mail');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = await readdir(dir).catch(() => [] as string[]);
    if (files.length >= count || Date.now() > deadline) {
      return Promise.all(files.sort().map((file) => readFile(path.join(dir, file), 'utf8')));
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A mail file's text as written, decoded from quoted-printable (soft breaks and =XX). */
export function decodeMail(mail: string): string {
  return mail
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The first link in a mail file, decoded from quoted-printable. */
export function linkInMail(mail: string): string | undefined {
  return /https?:\/\/[^\s<>"]+/.exec(decodeMail(mail))?.[0];
}
