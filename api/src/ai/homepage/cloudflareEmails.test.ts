import { describe, expect, it } from 'vitest';
import { decodeCloudflareEmail, withCloudflareEmailsDecoded } from './cloudflareEmails.ts';
import { extractFacts } from './extractFacts.ts';

/** Encodes an address as Cloudflare's edge does: a key byte, then each character XOR the key. */
function encode(address: string, key = 0x5a): string {
  const hex = (value: number) => value.toString(16).padStart(2, '0');
  return hex(key) + [...address].map((char) => hex(char.charCodeAt(0) ^ key)).join('');
}

const read = (body: string) =>
  extractFacts(`<!DOCTYPE html><html lang="de"><head></head><body>${body}</body></html>`, {
    url: 'https://kestrel-bau.de/',
    truncated: false,
  });

describe("Cloudflare's email obfuscation", () => {
  it('decodes the hex string with its key byte, and refuses what is no address', () => {
    expect(decodeCloudflareEmail(encode('info@kestrel-bau.de', 0x3f))).toBe('info@kestrel-bau.de');
    expect(decodeCloudflareEmail(encode('not an address'))).toBeNull();
    expect(decodeCloudflareEmail('abc')).toBeNull();
  });

  it('writes out a protected span and a protected link as the browser shows them', () => {
    const hex = encode('buero@kestrel-bau.de');
    const page = withCloudflareEmailsDecoded(
      `<p>E-Mail: <a href="/cdn-cgi/l/email-protection" class="__cf_email__" data-cfemail="${hex}">[email&#160;protected]</a></p><p><a href="https://kestrel-bau.de/cdn-cgi/l/email-protection#${hex}">Schreiben Sie uns</a></p>`,
    );
    expect(page).toContain('>buero@kestrel-bau.de</a>');
    expect(page).not.toContain('email-protection');
    expect(page.match(/href="mailto:buero@kestrel-bau\.de"/g)).toHaveLength(2);
  });

  it("takes the company's protected address from a span and from a link", () => {
    const facts = read(
      [
        '<h1>Kestrel Bau GmbH</h1>',
        `<footer><p>Kontakt: <span class="__cf_email__" data-cfemail="${encode('info@kestrel-bau.de')}">[email&#160;protected]</span></p></footer>`,
      ].join(''),
    );
    expect(facts.emails).toEqual(['info@kestrel-bau.de']);
    const linked = read(
      `<h1>Kestrel Bau GmbH</h1><p><a href="/cdn-cgi/l/email-protection#${encode('info@kestrel-bau.de')}">E-Mail schreiben</a></p>`,
    );
    expect(linked.emails).toEqual(['info@kestrel-bau.de']);
  });
});
