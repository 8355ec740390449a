import { describe, expect, it } from 'vitest';
import { factsFromHomepage, isDecoyAddress, isRealPhone } from './contacts.ts';
import { extractFacts } from './homepage/extractFacts.ts';

describe('a number that could be the company’s', () => {
  it.each([
    ['(123) 456-7890'],
    ['555-555-5555'],
    ['(555) 201-4433'],
    ['+1 555 201 4433'],
    ['01 23 45 67 89'],
    ['112'],
  ])('refuses the demo or emergency number %s', (phone) => {
    expect(isRealPhone(phone)).toBe(false);
  });

  it.each([['55 5264 1180'], ['+52 55 5520 4471'], ['(503) 555-0142'], ['0431 36 28 40']])(
    'takes %s, a real line (Mexico City’s start with 55 5)',
    (phone) => {
      expect(isRealPhone(phone)).toBe(true);
    },
  );
});

describe('an address that is a fair’s or a venue’s', () => {
  it('is refused, but not a street named after a fair', () => {
    expect(isDecoyAddress('Messe Essen, Halle 3, Stand B12, Norbertstraße 2, 45131 Essen')).toBe(
      true,
    );
    expect(isDecoyAddress('Calle Feria 118, 41002 Sevilla')).toBe(false);
  });
});

describe('the address chosen between JSON-LD and the page', () => {
  const facts = (body: string) =>
    extractFacts(
      `<!DOCTYPE html><html lang="nl"><head><script type="application/ld+json">{"@context":"https://schema.org","@type":"ProfessionalService","name":"Scheldt Customs Brokers","address":{"@type":"PostalAddress","streetAddress":"Noorderlaan 133","postalCode":"2030","addressLocality":"Antwerpen"}}</script></head><body>${body}</body></html>`,
      { url: 'https://scheldt-customs.be/', truncated: false },
    );

  it("takes the page's address when it writes the same street with its box (devset41)", () => {
    const found = factsFromHomepage(
      facts(
        '<footer><p>Scheldt Customs Brokers bv · Noorderlaan 133 bus 4 · 2030 Antwerpen</p></footer>',
      ),
      'scheldt-customs.be',
    );
    expect(found.address).toBe('Noorderlaan 133 bus 4, 2030 Antwerpen');
  });

  it('keeps the structured address when the page writes another street', () => {
    const found = factsFromHomepage(
      facts('<footer><p>Scheldt Customs Brokers bv · Noorderlaan 13 · 2030 Antwerpen</p></footer>'),
      'scheldt-customs.be',
    );
    expect(found.address).toBe('Noorderlaan 133, Antwerpen, 2030');
  });
});
