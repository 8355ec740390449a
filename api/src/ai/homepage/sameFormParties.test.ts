import { describe, expect, it } from 'vitest';
import { extractFacts } from './extractFacts.ts';

// Another party's facts in the same form as the company's own (devset32): two cards, two rows
// of one table, two `<address>` elements, a JSON-LD node. Only the words around them say whose.
const read = (host: string, body: string, head = '') =>
  extractFacts(`<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`, {
    url: `https://${host}/`,
    truncated: false,
  });

describe("another party's card beside the company's", () => {
  it("takes the address of the card titled with the site's name, whichever comes first", () => {
    const facts = read(
      'musikschule-rondo.de',
      `<section><h2>Sommerkonzert</h2><p>Am 14. Juni spielen unsere Schüler, Eintritt frei.</p>
        <div class="card"><h3>Bürgerhaus Süd</h3><p>Birkenauer Talstraße 1, 69469 Weinheim</p></div>
        <div class="card"><h3>Musikschule Rondo</h3><p>Bergstraße 28, 69469 Weinheim</p></div>
      </section>`,
    );
    expect(facts.addressText).toBe('Bergstraße 28, 69469 Weinheim');
  });

  it("refuses a table row whose header names a partner, and reads Québec's rang", () => {
    const facts = read(
      'ferme-lachance.ca',
      `<table class="contacts">
        <tr><th>Vétérinaire partenaire – Clinique Bellechasse</th><td>310, route 277, Saint-Lazare (Québec) G0R 3J0</td><td><a href="tel:4185550111">418 555-0111</a></td></tr>
        <tr><th>Écurie – cours et pension</th><td>55, rang du Nord, Saint-Henri (Québec) G0R 3E0</td><td><a href="tel:4185550144">418 555-0144</a></td></tr>
      </table>`,
    );
    expect(facts.addressText).toBe('55, rang du Nord, Saint-Henri (Québec) G0R 3E0');
    expect(facts.phones[0]).toBe('418 555-0144');
  });

  it('refuses the address, number and mailbox of the franchisor named in its card, in the languages', () => {
    for (const title of [
      'Franchisor – Sunbeam Travel Group',
      'Central de la red Sunbeam Travel (franquiciador)',
      'Franchisegeber Sunbeam Travel Group',
      'Franqueadora Sunbeam Travel',
    ]) {
      const facts = read(
        'sunbeam-travel-bristol.co.uk',
        `<footer><div><h4>${title}</h4><p>Sunbeam Travel Group Ltd<br>1 Kingsway<br>London WC2B 6AN<br>Tel. <a href="tel:+442079460000">020 7946 0000</a><br><a href="mailto:franchise@sunbeamtravel-group.co.uk">franchise@sunbeamtravel-group.co.uk</a></p></div>
          <div><h4>Your agency</h4><p>14 Park Street<br>Bristol BS1 5HX<br>Tel. <a href="tel:+441179460111">0117 946 0111</a><br><a href="mailto:bristol@sunbeamtravel.co.uk">bristol@sunbeamtravel.co.uk</a></p></div></footer>`,
      );
      expect(facts.addressText, title).toBe('14 Park Street, Bristol BS1 5HX');
      expect(facts.phones, title).toEqual(['0117 946 0111']);
      expect(facts.emails, title).toEqual(['bristol@sunbeamtravel.co.uk']);
    }
  });

  it("keeps a section's heading or a sentence before the company's own line from refusing it", () => {
    const facts = read(
      'kestrel-cafe.co.uk',
      `<footer><h3>Parking and opening hours</h3><p>4 Riverside Walk, Exeter EX2 4AB</p></footer>`,
    );
    expect(facts.addressText).toBe('4 Riverside Walk, Exeter EX2 4AB');
  });

  it("takes the <address> that names the site, not a namesake's or an association's before it", () => {
    const facts = read(
      'dewerkplaats-utrecht.nl',
      `<footer>
        <address>Timmerfabriek Werkplaats Bos &amp; Zn.<br>Kanaalweg 12, 3526 KL Utrecht</address>
        <address>De Werkplaats – fietsreparatie<br>Oudegracht 210, 3511 NS Utrecht<br><a href="mailto:info@dewerkplaats-utrecht.nl">info@dewerkplaats-utrecht.nl</a></address>
      </footer>`,
    );
    expect(facts.addressText).toContain('Oudegracht 210, 3511 NS Utrecht');
  });
});

describe("the company's <address> among others", () => {
  it('gives its number and mailbox, whichever card comes first', () => {
    const facts = read(
      'kirchengemeinde-st-petri-musterdorf.de',
      `<div class="kontakte">
        <address><strong>Kirchenamt Nordkreis</strong><br>(Verwaltung für alle Gemeinden)<br>Wallstraße 44<br>37154 Northeim<br>Tel. <a href="tel:+495551912700">05551 91 27 00</a><br><a href="mailto:kirchenamt@nordkreis.de">kirchenamt@nordkreis.de</a></address>
        <address><strong>Gemeindebüro St. Petri</strong><br>Di und Do 9–12 Uhr<br>Kirchplatz 3<br>37154 Northeim-Hammenstedt<br>Tel. <a href="tel:+49555162418">05551 62418</a><br><a href="mailto:buero@st-petri-hammenstedt.de">buero@st-petri-hammenstedt.de</a></address>
      </div>`,
    );
    expect(facts.addressText).toContain('Kirchplatz 3');
    expect(facts.phones[0]).toBe('05551 62418');
    expect(facts.emails[0]).toBe('buero@st-petri-hammenstedt.de');
  });
});

describe('card titles of every length and form', () => {
  it("reads a table row's long title, and a card introducing an ally", () => {
    const taxi = read(
      'taxi-lacroix-figeac.fr',
      `<table>
        <tr><td>Centre hospitalier de Figeac – service de dialyse</td><td>33, rue des Maquisards, 46100 Figeac</td></tr>
        <tr><td>Taxi Lacroix – réservation de vos trajets, 7 jours sur 7</td><td>8, avenue Émile Bouyssou, 46100 Figeac</td></tr>
      </table>`,
    );
    expect(taxi.addressText).toBe('8, avenue Émile Bouyssou, 46100 Figeac');
    const cars = read(
      'autos-rivas.mx',
      `<footer><div><h4>Financiera Centro, nuestro aliado</h4><p>Paseo de los Insurgentes 3356, 37160 León, Gto.</p></div>
        <p>Blvd. Hermanos Serdán 512, Col. Aquiles Serdán, 72140 Puebla, Pue.</p></footer>`,
    );
    expect(cars.addressText).toBe(
      'Blvd. Hermanos Serdán 512, Col. Aquiles Serdán, 72140 Puebla, Pue.',
    );
  });

  it('takes no line of facts for a title, nor a capital that only starts a line', () => {
    const facts = read(
      'restaurante-lacaleta.es',
      `<p>Menú degustación 45 € · Reservas recomendadas los fines de semana</p>
        <p>Calle Rosario 12, 11004 Cádiz · 956 21 35 90</p>`,
    );
    expect(facts.addressText).toBe('Calle Rosario 12, 11004 Cádiz');
  });
});

describe('a JSON-LD node of the company the site sells for', () => {
  const insurer = JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: 'Helvetia Mutua Assicurazioni S.p.A.',
    telephone: '0376 11 22 33',
    email: 'sede@helvetiamutua.it',
    address: {
      '@type': 'PostalAddress',
      streetAddress: 'Via Roma 1',
      postalCode: '46100',
      addressLocality: 'Mantova',
    },
  });
  const head = `<script type="application/ld+json">${insurer}</script>`;

  it("is refused when the site has its own mailbox and the node's domain spells its name", () => {
    const facts = read(
      'agenzia-rossi-assicurazioni.it',
      '<footer><p>Agenzia Rossi · Corso Umberto 5, 26900 Lodi · <a href="mailto:info@agenzia-rossi-assicurazioni.it">info@agenzia-rossi-assicurazioni.it</a></p></footer>',
      head,
    );
    expect(facts.organization).toBeNull();
  });

  it("is the company's own when its brand's domain is the only mailbox the page has", () => {
    const own = JSON.stringify({
      '@type': 'Restaurant',
      name: 'Turia Kappo',
      email: 'reservas@turiakappo.es',
      foundingDate: '2014',
    });
    const facts = read(
      'kaiseki-turia-valencia.es',
      '<footer><p>Turia Kappo · reservas@turiakappo.es</p></footer>',
      `<script type="application/ld+json">${own}</script>`,
    );
    expect(facts.organization?.name).toBe('Turia Kappo');
  });
});
