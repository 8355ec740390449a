import { describe, expect, it } from 'vitest';
import { bareHost, hostOf, siteLabel } from './hostOf.ts';
import { ownDomainEmailsInText } from './plainEmails.ts';

describe('host rules', () => {
  it('compares hosts lower-case and without www.', () => {
    expect(bareHost('WWW.Kestrel.DE')).toBe('kestrel.de');
    expect(hostOf('https://www.kestrel.de/kontakt')).toBe('kestrel.de');
    expect(hostOf('mailto:info@kestrel.de')).toBeNull();
    expect(hostOf('/kontakt')).toBeNull();
  });

  it("names a site by the public suffix list, whatever the suffix's length", () => {
    expect(siteLabel('www.kestrel.de')).toBe('kestrel');
    expect(siteLabel('shop.kestrel.co.uk')).toBe('kestrel');
    expect(siteLabel('kestrel.com.br')).toBe('kestrel');
  });

  it("takes a written address at the site's name under another suffix, not a look-alike", () => {
    const text = 'info@kestrel.com · sales@kestrel.co.uk · hello@kestrel-design.de';
    expect(ownDomainEmailsInText(text, 'kestrel.de')).toEqual([
      'info@kestrel.com',
      'sales@kestrel.co.uk',
    ]);
  });
});
