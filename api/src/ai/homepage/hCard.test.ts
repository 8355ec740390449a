import { describe, expect, it } from 'vitest';
import { extractFacts } from './extractFacts.ts';

const read = (body: string, url = 'https://roemerhof-zahnarzt.ch/') =>
  extractFacts(`<!DOCTYPE html><html lang="de"><head></head><body>${body}</body></html>`, {
    url,
    truncated: false,
  });

const OWN_CARD = [
  '<div class="vcard h-card"><p class="fn org p-name">Zahnarztpraxis Römerhof</p>',
  '<p class="adr p-adr"><span class="street-address p-street-address">Asylstrasse 19</span><br>',
  '<span class="postal-code p-postal-code">8032</span> <span class="locality p-locality">Zürich</span></p>',
  '<p>Telefon <span class="tel p-tel">+41 (0)44 251 36 70</span></p></div>',
].join('');

const BILLING_LINE =
  '<footer><p>Abrechnungen erfolgen über die Dentalkasse Zürichsee AG, Seestrasse 141, 8820 Wädenswil, Tel. 044 783 12 40.</p></footer>';

describe('contact cards (hCard)', () => {
  it("takes the company's card as its microdata: its number before a billing service's", () => {
    const facts = read(`<h1>Zahnarztpraxis Römerhof</h1>${OWN_CARD}${BILLING_LINE}`);
    expect(facts.phones[0]).toBe('+41 (0)44 251 36 70');
    expect(facts.addressText).toBe('Asylstrasse 19, 8032 Zürich');
  });

  it("leaves a partner's card that does not name the site", () => {
    const partner = [
      '<p>Ihre Rechtsfragen beantwortet unser Partner:</p><div class="vcard">',
      '<span class="fn org">Alpin Revision GmbH</span><br><span class="adr"><span class="street-address">Gäuggelistrasse 7</span>, ',
      '<span class="postal-code">7000</span> <span class="locality">Chur</span></span><br>Tel. <span class="tel">+41 81 257 30 62</span></div>',
    ].join('');
    const own =
      '<footer><p>Zahnarztpraxis Römerhof · Asylstrasse 19, 8032 Zürich · Tel. 044 251 36 70</p></footer>';
    const facts = read(`<h1>Zahnarztpraxis Römerhof</h1>${partner}${own}`);
    expect(facts.phones[0]).toBe('044 251 36 70');
    expect(facts.addressText).toBe('Asylstrasse 19, 8032 Zürich');
  });

  it("reads no blog author's card as the company, and writes a British postcode after its town", () => {
    const author =
      '<span class="author vcard"><a class="url fn n" href="https://wyle-cop-books.co.uk/author/admin/">admin</a></span>';
    const card = [
      '<div class="h-card"><span class="p-name">Wyle Cop Books</span> · ',
      '<span class="p-street-address">5 Wyle Cop</span>, <span class="p-locality">Shrewsbury</span> ',
      '<span class="p-postal-code">SY1 1XB</span></div>',
    ].join('');
    const facts = read(`${author}${card}`, 'https://wyle-cop-books.co.uk/');
    expect(facts.addressText).toBe('5 Wyle Cop, Shrewsbury SY1 1XB');
  });
});

describe("a card's typed numbers (devset34)", () => {
  it("reads the work number's value, not its type word, before a web agency's card", () => {
    const card = [
      '<section class="vcard"><p class="fn org">Hartmann + Kolb Architekten PartGmbB</p>',
      '<p>Tel. <span class="tel"><span class="type">work</span> <span class="value">0761 45 38 92-0</span></span><br>',
      'Fax <span class="tel"><span class="type">fax</span> <span class="value">0761 45 38 92-19</span></span></p></section>',
      '<footer><p class="vcard credit">Gestaltung: <span class="fn org">Studio Linde</span>, <span class="tel">0761 20 77 64</span></p></footer>',
    ].join('');
    expect(read(card, 'https://hartmann-kolb-architekten.de/').phones[0]).toBe('0761 45 38 92-0');
  });
});
