import { describe, expect, it } from 'vitest';
import { factsFromHomepage, isDecoyAddress } from '../contacts.ts';
import { extractFacts } from './extractFacts.ts';
import { foundingYearsInText } from './foundingYears.ts';
import { obfuscatedEmailsInText, phonesInText } from './textFacts.ts';

const read = (body: string, head = '') =>
  extractFacts(`<!DOCTYPE html><html lang="de"><head>${head}</head><body>${body}</body></html>`, {
    url: 'https://kestrel.de/',
    truncated: false,
  });

describe('reading what a homepage says', () => {
  it('reads the words of a JS shell: noscript, __NEXT_DATA__ and Nuxt payloads', () => {
    const noscript = read(
      '<div id="root"></div><noscript><h1>Tierarztpraxis Kestrel</h1></noscript>',
    );
    expect(noscript.text).toContain('Tierarztpraxis Kestrel');
    const next = read(
      `<div id="__next"></div><script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: { hero: { title: 'Impfungen für Hunde und Katzen' }, css: 'btn-primary' } } })}</script>`,
    );
    expect(next.scriptText).toContain('Impfungen für Hunde und Katzen');
    expect(next.scriptText).not.toContain('btn-primary');
    const nuxt = read(
      '<div id="__nuxt"></div><script>window.__NUXT__={"state":{"intro":"Clinique vétérinaire à Lyon"}}</script>',
    );
    expect(nuxt.scriptText).toContain('Clinique vétérinaire à Lyon');
  });

  it("takes a JS shell's address from its contact line among the payload's strings", () => {
    const html = [
      '<h1>Autohaus Kestrel</h1><p>Vertragshändler in Niederbayern.</p>',
      '<p>Autohaus Kestrel GmbH, Ergoldinger Straße 88, 84030 Landshut, Telefon 0871 96 62 00</p>',
    ].join('');
    const shell = read(
      `<div id="__next"></div><script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: { blocks: [{ type: 'richText', html }] } } })}</script>`,
    );
    expect(shell.addressText).toContain('Ergoldinger Straße 88, 84030 Landshut');
  });

  it("takes the payload's address under the card that names the site, not the one before it", () => {
    const contactos = [
      {
        titulo: 'Administración Galería Los Leones',
        direccion: 'Av. Providencia 2124, oficina 301, Providencia, Santiago',
        email: 'administracion@galerialosleones.cl',
      },
      {
        titulo: 'Celulares Providencia – nuestra tienda',
        direccion: 'Av. Providencia 2124, local 15, Providencia, Santiago',
        email: 'ventas@celularesprovidencia.cl',
      },
    ];
    const shell = extractFacts(
      `<!DOCTYPE html><html lang="es"><body><app-root></app-root><script id="ng-state" type="application/json">${JSON.stringify({ home: { titulo: 'Celulares y notebooks', contactos } })}</script></body></html>`,
      { url: 'https://celularesprovidencia.cl/', truncated: false },
    );
    expect(shell.addressText).toBe('Av. Providencia 2124, local 15, Providencia, Santiago');
  });

  it("dates no founding by a JS app's news item or blog post (devset40)", () => {
    const state = {
      artikel: [{ titel: '125 Jahre Freibad', teaser: 'Seit 1899 wird am Neckarufer gebadet.' }],
      ueberUns: { text: 'Unabhängiges Nachrichtenportal für Heilbronn und das Unterland.' },
    };
    const shell = extractFacts(
      `<!DOCTYPE html><html lang="de"><body><div id="__nuxt"></div><script>window.__NUXT__=${JSON.stringify({ data: [state] })}</script></body></html>`,
      { url: 'https://neckarbote.de/', truncated: false },
    );
    expect(factsFromHomepage(shell, 'neckarbote.de').founded).toBeNull();
    const about = { ...state, ueberUns: { text: 'Der Neckar-Bote wurde 2014 gegründet.' } };
    const own = extractFacts(
      `<!DOCTYPE html><html lang="de"><body><div id="__nuxt"></div><script>window.__NUXT__=${JSON.stringify({ data: [about] })}</script></body></html>`,
      { url: 'https://neckarbote.de/', truncated: false },
    );
    expect(factsFromHomepage(own, 'neckarbote.de').founded).toBe(2014);
  });

  it("takes no number from a JS app's quotation (a Next flight row's blockquote and cite)", () => {
    const rows = `7:["$","main",null,{"children":[["$","p",null,{"children":"Handwerk Personal vermittelt Fachkräfte. Telefon 0711 4893260"}],["$","blockquote",null,{"children":[["$","p",null,{"children":"„Wir sind seit 1987 Meisterbetrieb.“"}],["$","cite",null,{"children":"Thomas Maier, Elektro Maier GmbH, Esslingen, Tel. 0711 3169 442"}]]}]]}]`;
    const shell = extractFacts(
      `<!DOCTYPE html><html lang="de"><body><div id="app"></div><script>self.__next_f.push([1,${JSON.stringify(rows)}])</script></body></html>`,
      { url: 'https://handwerk-personal.de/', truncated: false },
    );
    expect(shell.phones).not.toContain('0711 3169 442');
    expect(factsFromHomepage(shell, 'handwerk-personal.de').founded).toBeNull();
  });

  it("takes the main line before a WhatsApp number, and a short one in the company's line", () => {
    const shop = read(
      '<main><p>Kestrel · Hauptstraße 9 · 84030 Landshut · WhatsApp 0151 2345 6789 · 0871 96 62 00</p></main>',
    );
    expect(shop.phones).toEqual(['0871 96 62 00', '0151 2345 6789']);
    const farm = read('<main><p>Kestrel · Osterjork 112 · 21635 Jork · 04162 57 19</p></main>');
    expect(farm.phones).toEqual(['04162 57 19']);
  });

  it("reads an Astro island's props, a JSON of [type, value] pairs in an attribute", () => {
    const props = JSON.stringify({
      page: [
        0,
        {
          title: [0, 'Familien- und Porträtfotografie in Landshut'],
          contact: [
            1,
            [
              [0, 'Altstadt 12, 84028 Landshut'],
              [0, '0871 96 62 00 · foto@kestrel.de'],
            ],
          ],
        },
      ],
    }).replace(/"/g, '&quot;');
    const shell = read(
      `<div id="root"><astro-island uid="Z1" props="${props}"></astro-island></div>`,
    );
    expect(shell.scriptText).toContain('Familien- und Porträtfotografie in Landshut');
    expect(shell.addressText).toBe('Altstadt 12, 84028 Landshut');
    expect(shell.phones).toEqual(['0871 96 62 00']);
  });

  it("takes a payload's bare number after the company's address, not after a branch's", () => {
    const shell = (contact: string[]) =>
      read(
        `<div id="__next"></div><script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: { hero: { title: 'Ristorante cinese a Padova' }, contact } } })}</script>`,
      );
    expect(shell(['Via Altinate 51, 35121 Padova', '049 875 3318']).phones).toEqual([
      '049 875 3318',
    ]);
    const branch = shell([
      'Via Altinate 51, 35121 Padova',
      'Secondo locale: Via Roma 4, 31040 Nervesa della Battaglia',
      '0422 779 560',
    ]);
    expect(branch.phones).toEqual([]);
  });

  it('reads the body of a theme whose body classes name menus, modals and sidebars', () => {
    const page = extractFacts(
      '<!DOCTYPE html><html><body class="home avada-has-boxed-modal-shadow-none fusion-sub-menu-fade has-sidebar-right"><main><p>Wärmepumpen und Fußbodenheizung.</p></main></body></html>',
      { url: 'https://kestrel.de/', truncated: false },
    );
    expect(page.bodyText).toContain('Wärmepumpen und Fußbodenheizung');
  });

  it("reads a SvelteKit page's fetched data, whose body is JSON in a string", () => {
    const body = JSON.stringify({ hero: 'Paid social and search for ecommerce brands.' });
    const shell = read(
      `<script type="application/json" data-sveltekit-fetched data-url="/api/site.json">${JSON.stringify({ status: 200, body })}</script>`,
    );
    expect(shell.scriptText).toContain('Paid social and search for ecommerce brands.');
  });

  it('keeps menus, footers, cookie and newsletter boxes out of the body and the lead', () => {
    const facts = read(
      '<div class="cookie-banner">Wir verwenden Cookies</div><nav><a href="/">Versicherung</a></nav><main><h1>Bäckerei</h1><p>Brot und Brötchen</p></main><div class="newsletter">Newsletter abonnieren</div><footer>Kredit über unsere Bank</footer>',
      '<meta name="twitter:description" content="Die Bäckerei am Markt">',
    );
    expect(facts.text).toContain('Versicherung');
    expect(facts.bodyText).not.toMatch(/Cookies|Versicherung|Newsletter|Kredit/);
    expect(facts.leadText).toBe('Bäckerei Brot und Brötchen');
    expect(facts.descriptions).toEqual(['Die Bäckerei am Markt']);
    expect(facts.language).toBe('de');
  });

  it("keeps customers' testimonials, client logos and a blog feed out of the body", () => {
    const facts = read(
      '<body class="home blog"><main><h1>Praxissoftware</h1><p>Termine und Abrechnung.</p><section class="testimonials"><p>Unsere Tierarztpraxis spart Zeit.</p></section><div class="trusted-by">Tierklinik Nord</div><blockquote>Beste Tierarztsoftware</blockquote><section class="latest-posts"><h2>Unser neuer Lieferwagen</h2></section></main></body>',
    );
    expect(facts.text).toContain('Tierklinik Nord');
    expect(facts.bodyText).toBe('Praxissoftware Termine und Abrechnung.');
    expect(facts.leadText).toBe('Praxissoftware Termine und Abrechnung.');
  });

  it("keeps a WordPress posts page's articles out of the body", () => {
    const facts = read(
      '<body class="home blog"><main><article><h2><a href="/2024/06/buca-14/">La buca 14</a></h2><p>Par 4, birdie!</p></article><article class="post type-post hentry"><p>Handicap 12</p></article></main><aside><p>Implantologia e ortodonzia.</p></aside></body>',
    );
    expect(facts.bodyText).not.toContain('birdie');
    expect(facts.bodyText).not.toContain('Handicap');
    expect(facts.text).toContain('birdie');
  });

  it("weighs a JS app's self-description apart from its translations", () => {
    const facts = read(
      `<div id="__next"></div><script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: { messages: { cookie: 'Wir verwenden Cookies und Tracking' }, seo: { description: 'Praxissoftware für Tierärzte' }, footer: { phone: 'Tel. 030 1234567 Berlin' } } } })}</script>`,
    );
    expect(facts.scriptLead).toBe('Praxissoftware für Tierärzte');
    expect(facts.scriptText).toBe('Praxissoftware für Tierärzte');
    expect(facts.phones).toEqual(['030 1234567']);
  });

  it('takes the JSON-LD entity of the site, not the agency beside it or a theme demo', () => {
    const graph = {
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'Organization',
          name: 'Pixelwerk Agency',
          url: 'https://pixelwerk.com/',
          telephone: '+44 20 7946 0000',
          email: 'hello@pixelwerk.com',
        },
        {
          '@type': 'LocalBusiness',
          name: 'Your Business Name',
          telephone: '(123) 456-7890',
          address: '123 Main Street, Anytown',
        },
        {
          '@type': 'Bakery',
          name: 'Kestrel',
          url: 'https://www.kestrel.de/',
          contactPoint: { '@type': 'ContactPoint', telephone: '+49 30 2846 1193' },
        },
      ],
    };
    const facts = read(
      '<p>Website by <a href="https://pixelwerk.com/">Pixelwerk</a> <a href="mailto:hello@pixelwerk.com">mail</a></p>',
      `<script type="application/ld+json">${JSON.stringify(graph)}</script>`,
    );
    expect(facts.organization?.telephone).toBe('+49 30 2846 1193');
    expect(facts.schemaTypes).toContain('Bakery');
    expect(facts.emails).toEqual([]);
    const profile = factsFromHomepage(facts, 'kestrel.de');
    expect(profile.phone).toBe('+49 30 2846 1193');
    expect(profile.address).toBeNull();
  });

  it('finds phones written as text, obfuscated emails and microdata, and skips decoys', () => {
    const facts = read(
      `<p>Im Notfall wählen Sie bitte den Notruf 112.</p>
       <form><input type="tel" placeholder="+49 123 456789"><input placeholder="name@example.com"></form>
       <section class="events"><address>Halle 4, Stand B12, Messeplatz 1, 30521 Hannover</address></section>
       <div class="share"><a href="https://www.linkedin.com/company/acme-partners">Partner</a></div>
       <footer><p>Telefon: +49 30 4417 2086</p><p>E-Mail: info [at] kestrel [dot] de</p>
       <address>Hauptstraße 12<br>10115 Berlin</address>
       <span itemprop="foundingDate">1987</span>
       <a href="https://www.linkedin.com/company/kestrel-gmbh">LinkedIn</a></footer>`,
    );
    const profile = factsFromHomepage(facts, 'kestrel.de');
    expect(profile.phone).toBe('+49 30 4417 2086');
    expect(profile.email).toBe('info@kestrel.de');
    expect(profile.address).toBe('Hauptstraße 12 10115 Berlin');
    expect(profile.founded).toBe(1987);
    expect(profile.social.linkedin).toBe('https://www.linkedin.com/company/kestrel-gmbh');
  });

  it("leaves an agency's entity without a URL alone, and a theme's demo store", () => {
    const node = (fields: Record<string, unknown>) =>
      `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', ...fields })}</script>`;
    const agency = read(
      '<p>Kestrel</p>',
      node({
        '@type': 'Organization',
        name: 'Pixelfold Studio',
        telephone: '0161 496 0321',
        email: 'studio@pixelfold-agency.co.uk',
      }),
    );
    expect(agency.organization).toBeNull();
    const demo = read(
      '<p>Kestrel</p>',
      node({
        '@type': 'FurnitureStore',
        name: 'Furniture Store Demo',
        telephone: '+1 555 0100',
        address: { '@type': 'PostalAddress', streetAddress: '123 Demo Street' },
      }),
    );
    expect(demo.organization).toBeNull();
    const arena = read(
      '<p>Kestrel</p>',
      node({
        '@type': 'SportsActivityLocation',
        name: 'Demo Arena',
        telephone: '+44 20 7946 0000',
        address: { '@type': 'PostalAddress', streetAddress: '1 Sample Road' },
      }),
    );
    expect(arena.organization).toBeNull();
    // A LocalBusiness subtype no suffix names is the company's own node.
    const school = extractFacts(
      `<html><head>${node({ '@type': 'SportsActivityLocation', name: 'Onda Azul Surf School', telephone: '+351 912 448 203' })}</head><body><p>Vens de fora? O nosso parceiro Surf House Ribamar tem quartos. Reservas diretamente com eles: +351 261 862 144.</p></body></html>`,
      { url: 'https://ondaazul-surf.pt/', truncated: false },
    );
    expect(school.organization?.telephone).toBe('+351 912 448 203');
    expect(factsFromHomepage(school, 'ondaazul-surf.pt').phone).toBe('+351 912 448 203');
    // The company's own node, written with a mail address at a mail provider.
    const own = extractFacts(
      `<html><head>${node({ '@type': 'Bakery', name: 'Bäckerei Müller', telephone: '030 2846 1193', email: 'baeckerei.mueller@gmail.com' })}</head><body></body></html>`,
      { url: 'https://www.mueller-backwaren.de/', truncated: false },
    );
    expect(own.organization?.telephone).toBe('030 2846 1193');
  });

  it("takes no contact from the web agency written as the site's publisher (devset29)", () => {
    const website = (publisher: Record<string, unknown>) =>
      `<html><head><script type="application/ld+json">${JSON.stringify({
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: 'Ofenhaus Brenner',
        url: 'https://www.ofenhaus-brenner.de/',
        publisher,
      })}</script></head><body></body></html>`;
    const page = { url: 'https://www.ofenhaus-brenner.de/', truncated: false };
    const agency = extractFacts(
      website({
        '@type': 'Organization',
        name: 'Pixelwerk Leipzig GmbH',
        telephone: '+49 341 2418 600',
        address: { '@type': 'PostalAddress', streetAddress: 'Karl-Liebknecht-Straße 1884' },
      }),
      page,
    );
    expect(agency.organization).toBeNull();
    // The company as its own site's publisher stays its own.
    const own = extractFacts(
      website({
        '@type': 'Organization',
        name: 'Ofenhaus Brenner GmbH',
        telephone: '0341 978 19 45',
      }),
      page,
    );
    expect(own.organization?.telephone).toBe('0341 978 19 45');
  });

  it('takes no address from a block inviting to a show or a fair', () => {
    const fair = read(
      '<ul><li>Meet us at the Midlands Model Railway Show, Kingsway Exhibition Centre, 5 Showground Way, Coventry CV8 4QT</li></ul><p>Bezoek ons op de Hippische Vakbeurs, Beursplein 12, 3521 AM Utrecht</p>',
    );
    expect(fair.addressText).toBeNull();
    const own = read('<footer><p>Kestrel B.V., Beursplein 5, 1012 JW Amsterdam</p></footer>');
    expect(own.addressText).toContain('Beursplein 5');
  });

  it("refuses a congress or fair venue in either provider's answer, as the page reader does", () => {
    // One list for both: the OpenAI provider's answer goes through isDecoyAddress.
    expect(isDecoyAddress('Congress Center Hamburg, Am Dammtor, 20355 Hamburg')).toBe(true);
    expect(isDecoyAddress('Kongress Palais, Holländischer Platz 1, 34117 Kassel')).toBe(true);
    expect(isDecoyAddress('Hall 4, Stand B12, Messeplatz 1, 30521 Hannover')).toBe(true);
    expect(isDecoyAddress('Hauptstraße 12, 10115 Berlin')).toBe(false);
  });

  it("leaves a theme's typed demo numbers, emails and streets alone, in any language", () => {
    for (const demo of ['01 23 45 67 89', '+49 30 12345678', '0987 654 321']) {
      const profile = factsFromHomepage(read(`<footer><p>Tel. ${demo}</p></footer>`), 'kestrel.de');
      expect(profile.phone, demo).toBeNull();
    }
    const german = factsFromHomepage(
      read(
        '<footer><address>Musterstraße 1, 12345 Musterstadt</address><a href="mailto:max.mustermann@kestrel.de">Mail</a></footer>',
      ),
      'kestrel.de',
    );
    expect(german.address).toBeNull();
    expect(german.email).toBeNull();
  });

  it("leaves a theme's demo contact widget alone, every block of it", () => {
    const profile = factsFromHomepage(
      read(
        '<div class="footer-widget"><h4>Contact Info</h4><p>Address: 2307 Beverley Rd Brooklyn, New York 11226 United States.</p><p>Email: hello@example.com</p></div><footer>Kestrel Ltd · Unit 6, Cumberland Road, Bristol BS1 6XW</footer>',
      ),
      'kestrel.co.uk',
    );
    expect(profile.address).toContain('Cumberland Road');
  });

  it('leaves a lone partner profile and a demo number alone', () => {
    const facts = read(
      '<div class="partners"><a href="https://www.linkedin.com/company/acme-partners">Acme</a></div><p>Call us: (123) 456-7890</p>',
    );
    const profile = factsFromHomepage(facts, 'kestrel.de');
    expect(profile.social.linkedin).toBeNull();
    expect(profile.phone).toBeNull();
  });
});

describe('founding years in the page’s words', () => {
  it.each([
    ['Family-run since 1987.', 1987],
    ['Founded by Jane Morris in 1994.', 1994],
    ['Seit 1987 in Familienhand.', 1987],
    ['Entreprise familiale depuis 1987.', 1987],
    ['Desde 1987 a tu servicio.', 1987],
    ['Sinds 1987 een familiebedrijf.', 1987],
    ['Dal 1987 al vostro servizio.', 1987],
    ['Fundada em 1987.', 1987],
  ])('reads "%s"', (text, year) => {
    expect(foundingYearsInText(text)).toEqual([year]);
  });

  it('does not take a building’s year or a membership', () => {
    expect(foundingYearsInText('Our offices are in a listed building dating from 1890.')).toEqual(
      [],
    );
    expect(foundingYearsInText('Ein denkmalgeschütztes Gebäude von 1890.')).toEqual([]);
    expect(foundingYearsInText('Chamber member since 2001.')).toEqual([]);
    // A founding said with its verb comes before a year after "since".
    expect(foundingYearsInText('Viticultores desde 1890, bodega fundada en 1964.')).toEqual([
      1964, 1890,
    ]);
    expect(
      foundingYearsInText('Ein Verlag, 1991 in Leipzig von zwei Buchhändlern gegründet.'),
    ).toEqual([1991]);
    // The company's own opening; a named other's doing since a year ("has helped", like "has
    // been helping") is that other's.
    expect(
      foundingYearsInText('Our centre opened in 2018. BrightMinds has helped since 2002.'),
    ).toEqual([2018]);
    expect(foundingYearsInText('Unser Club wurde 2016 eröffnet. VIVA gibt es seit 1998.')).toEqual([
      2016, 1998,
    ]);
    expect(
      foundingYearsInText('Unsere Kirche wurde 1907 geweiht; die Gemeinde besteht seit 1872.'),
    ).toEqual([1872]);
    expect(
      foundingYearsInText('Sinds 2021 ondersteund door investeerder Utrecht Ventures.'),
    ).toEqual([]);
    // A status held since a year, in its clause.
    expect(
      foundingYearsInText(
        'Laboratorio acreditado por ENAC (acreditación nº 1152/LE2140) desde 2016.',
      ),
    ).toEqual([]);
    expect(foundingYearsInText("Iscritta all'Albo degli Psicologi n. 8214 dal 2012.")).toEqual([]);
    expect(
      foundingYearsInText('Association affiliée à la Fédération, le club existe depuis 1971.'),
    ).toEqual([1971]);
    expect(foundingYearsInText('Scuola paritaria dal 2004.')).toEqual([]);
    expect(foundingYearsInText('Fachbetrieb, zertifiziert seit 2015.')).toEqual([]);
    expect(foundingYearsInText('Organisme agréé depuis 2008.')).toEqual([]);
    for (const text of [
      'Per oltre un secolo, dal 1887, in questo casale lavorò la famiglia Nardi, fabbri.',
      'Since 1887 this barn housed the village forge.',
      'Seit 1887 wurde in diesem Haus Brot gebacken.',
      'Sinds 1887 was in dit pand een smederij.',
    ]) {
      expect(foundingYearsInText(text), text).toEqual([]);
    }
    expect(foundingYearsInText('Dal 1987 in questa città al vostro servizio.')).toEqual([1987]);
  });

  it("takes no founding year from a testimonial, a blog post or a partner's box", () => {
    const founded = (body: string) => factsFromHomepage(read(body), 'kestrel.de').founded;
    expect(
      founded(
        '<main><p>Frische Brötchen jeden Morgen.</p></main><section class="testimonials"><p>„Wir sind Kunden seit 1998 und immer zufrieden.“</p></section>',
      ),
    ).toBeNull();
    expect(
      founded(
        '<main><p>Fresh bread every morning.</p><div class="latest-posts"><p>Our neighbours the Rovers, playing here since 1921, won the cup.</p></div></main>',
      ),
    ).toBeNull();
    expect(
      founded('<main><p>Bäckerei seit 1987.</p></main><footer><p>Seit 1987 in Köln</p></footer>'),
    ).toBe(1987);
  });

  it('does not take a membership, a certificate or a price in the other languages', () => {
    for (const text of [
      'Mitglied der Tischler-Innung seit 1987.',
      'Nous sommes certifiés Qualibat depuis 2012.',
      'Socio de la asociación de hosteleros desde 2001.',
      'Lid van de branchevereniging sinds 1999.',
      'Paquetes desde 1500 € por persona.',
    ]) {
      expect(foundingYearsInText(text), text).toEqual([]);
    }
    expect(foundingYearsInText('Familienbetrieb seit 1987, Mitglied der Innung.')).toEqual([1987]);
    expect(foundingYearsInText("A friendly members' club since 1921.")).toEqual([1921]);
  });

  it("does not take another party's phone from a credit or a pointer to another site", () => {
    const facts = read(
      '<footer><p>Rua da Sofia 210, Coimbra · Tel. 239 82 45 17</p><p>Site desenvolvido por <a href="https://www.webminho.pt">WebMinho</a> – tel. 253 000 111</p><p>Em caso de litígio: CASA, www.arbitragemauto.pt, tel. 21 795 16 96.</p></footer>',
    );
    expect(facts.phones).toEqual(['239 82 45 17']);
  });

  it("does not take an ombudsman's or a named helpline's number", () => {
    const facts = read(
      '<footer><p>Kestrel Motors, Whitehouse Road, Ipswich IP1 5LT · Sales 01473 745 210</p><p>You can refer your complaint to the Financial Ombudsman Service, Exchange Tower, London E14 9SR, telephone 0800 023 4567.</p><p>For free help to stop smoking, call Quit Your Way Scotland on 0800 84 84 84.</p></footer>',
    );
    expect(facts.phones).toEqual(['01473 745 210']);
  });

  it('takes numbers after the short labels businesses write', () => {
    expect(read('<footer><p>T: +49 30 2846 1193</p></footer>').phones).toEqual([
      '+49 30 2846 1193',
    ]);
    expect(read('<p>Call us on 0113 496 0721 today.</p>').phones).toEqual(['0113 496 0721']);
    expect(read('<p>Móvil 612 34 56 78</p>').phones).toEqual(['612 34 56 78']);
    // An emergency number is not a business line, and "call" without "us" names no one.
    const emergency = read('<p>In an emergency, always call 999.</p>');
    expect(factsFromHomepage(emergency, 'kestrel.de').phone).toBeNull();
    expect(read('<p>Smell gas? This is not us – call 0800 111 999.</p>').phones).toEqual([]);
  });

  it("takes a written email at the site's domain or a free mailbox, not another party's", () => {
    expect(read('<footer><p>Schreiben Sie uns: info@kestrel.de</p></footer>').emails).toEqual([
      'info@kestrel.de',
    ]);
    expect(read('<footer><p>kestrel.baeckerei@gmail.com</p></footer>').emails).toEqual([
      'kestrel.baeckerei@gmail.com',
    ]);
    const others = read(
      '<footer><p>Tickets: events@stadthalle-berlin.de</p><p>Website by Pixelwerk, hello@gmail.com</p></footer>',
    );
    expect(others.emails).toEqual([]);
  });

  it('reads emails hidden in the seven languages’ ways, and ends them with the sentence', () => {
    expect(obfuscatedEmailsInText('contact [arobase] cabinet-roux (point) fr')).toEqual([
      'contact@cabinet-roux.fr',
    ]);
    expect(
      obfuscatedEmailsInText('info (arroba) taller.es · ciao [chiocciola] bottega [punto] it'),
    ).toEqual(['info@taller.es', 'ciao@bottega.it']);
    expect(obfuscatedEmailsInText('Mail: info [at] kestrel [dot] de. Wir antworten')).toEqual([
      'info@kestrel.de',
    ]);
  });

  it('takes a line for bookings or the switchboard, a bare T, a qualified label', () => {
    expect(phonesInText('Réservations : 03 20 55 08 46')).toEqual(['03 20 55 08 46']);
    expect(phonesInText('Standard : 02 47 05 31 60')).toEqual(['02 47 05 31 60']);
    expect(phonesInText('Reservas directas: (+34) 959 12 84 60')).toEqual(['(+34) 959 12 84 60']);
    expect(phonesInText('T 038-4213567')).toEqual(['038-4213567']);
    expect(phonesInText('Teléfono gratuito 900 83 44 12')).toEqual(['900 83 44 12']);
    expect(phonesInText('Tel. 07161 – 8 12 09')).toEqual(['07161 - 8 12 09']);
    // Without its colon a booking word is a sentence, not a label.
    expect(phonesInText('Reservations 2025 sold out')).toEqual([]);
  });

  it('takes a label with a word before its colon, and a vanity number by its digits', () => {
    expect(phonesInText('Phone orders: 1-866-LEAF-NOW (1-866-532-3669)')).toEqual([
      '1-866-532-3669',
    ]);
    expect(phonesInText('Telefon Notdienst: 0171 234 5678')).toEqual(['0171 234 5678']);
    // A fax line is not the phone, and a label's word with hours after it holds no number.
    expect(phonesInText('Tel fax: 0171 234 5678')).toEqual([]);
    expect(phonesInText('Phone hours: 9:00-17:00')).toEqual([]);
    // Without its digits a vanity number is not read.
    expect(phonesInText('Phone orders: 1-866-LEAF-NOW')).toEqual([]);
  });

  it("takes the practice's own line, an appointment line, and a bare number beside the address", () => {
    expect(phonesInText('Praxistelefon: 0431 - 73 92 18')).toEqual(['0431 - 73 92 18']);
    expect(phonesInText('Pide cita: 965 12 48 03 · WhatsApp 622 18 40 77')).toEqual([
      '965 12 48 03',
    ]);
    const grid = read(
      '<main><p>Os exames realizam-se no Centro de Exames, Rua do Brasil 410, 3030-175 Coimbra (tel. 239 70 23 33).</p><div><p>Kestrel, Lda.<br>Avenida Fernão de Magalhães 522<br>3000-174 Coimbra</p></div><div><p>239 82 61 90</p></div></main>',
    );
    expect(grid.phones[0]).toBe('239 82 61 90');
    expect(grid.phones).not.toContain('239 70 23 33');
  });

  it("reads a number with its label in the block before, or on its address's lines", () => {
    const listed = read('<footer><dl><dt>Telefon</dt><dd>0951 / 2 45 33</dd></dl></footer>');
    expect(listed.phones).toEqual(['0951 / 2 45 33']);
    const lines = read('<main><p>Diezerstraat 48<br>8011 RJ Zwolle<br>015 - 212 48 06</p></main>');
    expect(lines.phones).toEqual(['015 - 212 48 06']);
  });

  it('takes one number of a run, a line for phone and fax, and no bracket after it', () => {
    expect(phonesInText('Order by phone: 0161 496 0932 / 0161 496 0933')).toEqual([
      '0161 496 0932',
    ]);
    expect(phonesInText('Tel. 075 572 36 19 (24h)')).toEqual(['075 572 36 19']);
    expect(phonesInText('Tel. 04231 / 6 13 52')).toEqual(['04231 / 6 13 52']);
    expect(phonesInText('Tel. e fax 039 32 18 77')).toEqual(['039 32 18 77']);
    expect(phonesInText('Tel. & Fax 01636 960 274')).toEqual(['01636 960 274']);
  });

  it("takes the numbers of the company's own contact line before a label elsewhere", () => {
    const shop = read(
      '<main><p>Für Übernachtungen empfehlen wir das Landhotel Zur Linde, Tel. 05141 - 88 31 20.</p><p>Kestrel · Dorfstraße 9 · 29229 Celle · <strong>05141</strong>&nbsp;<strong>4 71 06</strong></p></main>',
    );
    expect(shop.phones[0]).toBe('05141 4 71 06');
    const shell = read(
      `<div id="__next"></div><script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { cards: [{ text: 'Chemin de Montelly 12, 1007 Lausanne · 021 624 19 73' }], footer: { partner: "Location d'instruments : Musique Hug, tél. 021 310 23 23", credit: 'Website: Pixelhof Media, Tel. 0821 56 77 10' } } })}</script>`,
    );
    expect(shell.phones[0]).toBe('021 624 19 73');
    expect(shell.phones).not.toContain('0821 56 77 10');
  });

  it('takes the address a page writes over lines, not a PO box, a branch or a venue', () => {
    expect(read('<footer><p>14 Quay Street<br>Whitby<br>YO21 3PS</p></footer>').addressText).toBe(
      '14 Quay Street, Whitby, YO21 3PS',
    );
    const office = read(
      '<main><address>Kestrel mbB<br>Postfach 10 14 62<br>44014 Dortmund</address><p>Besucheranschrift: Kleppingstraße 20, 44135 Dortmund</p></main>',
    );
    expect(office.addressText).toContain('Kleppingstraße 20');
    const branch = read(
      '<footer><h3>Unsere Filiale</h3><p>Marktplatz 3, 97318 Kitzingen</p><h3>Kontakt</h3><p>Kestrel · Semmelstraße 44 · 97070 Würzburg</p></footer>',
    );
    expect(branch.addressText).toContain('Semmelstraße 44');
  });

  it('puts Italian certified mail (PEC) after the address to write to', () => {
    const studio = read(
      '<footer><p>PEC: <a href="mailto:kestrel@pec.it">kestrel@pec.it</a> · <a href="mailto:segreteria@kestrel.de">segreteria@kestrel.de</a></p></footer>',
    );
    expect(studio.emails).toEqual(['segreteria@kestrel.de', 'kestrel@pec.it']);
  });

  it('takes numbers after a label with its word for number, joined or apart', () => {
    expect(phonesInText('Telefonnummer: 030 1234567')).toEqual(['030 1234567']);
    expect(phonesInText('Tel.-Nr.: 0711 123456')).toEqual(['0711 123456']);
    expect(phonesInText('Tel. Nr. 030 1234567')).toEqual(['030 1234567']);
    expect(phonesInText('Phone number: 0161 496 0000')).toEqual(['0161 496 0000']);
    expect(phonesInText('Telefoonnummer 020 123 4567')).toEqual(['020 123 4567']);
  });

  it('takes a tel: link as the page shows the number', () => {
    const facts = read('<p>Tag und Nacht: <a href="tel:+433167123400">0316 71 23 40</a></p>');
    expect(facts.phones).toEqual(['0316 71 23 40']);
    const icon = read('<p><a href="tel:+4930123456">Anrufen</a></p>');
    expect(icon.phones).toEqual(['+4930123456']);
  });

  it("does not take a partner's profile from the footer, only the company's own", () => {
    const partners = read(
      '<footer><p>Partner: <a href="https://www.booking.com/hotel/x">Booking.com</a> · <a href="https://www.facebook.com/riccioneturismo">Riccione Turismo</a> · <a href="https://www.linkedin.com/company/simple-booking">Simple Booking</a></p></footer>',
    );
    expect(partners.socialLinks).toEqual({});
    const named = read(
      '<footer><p>Hosted with <a href="https://www.facebook.com/someagency">Some Agency</a></p></footer>',
    );
    expect(named.socialLinks).toEqual({});
    const own = read(
      '<footer><p>Folgen Sie uns: <a href="https://www.facebook.com/hotelkestrel">Facebook</a> <a href="https://www.linkedin.com/company/kestrel-gruppe"></a></p></footer>',
    );
    expect(own.socialLinks).toEqual({
      facebook: 'https://www.facebook.com/hotelkestrel',
      linkedin: 'https://www.linkedin.com/company/kestrel-gruppe',
    });
  });

  it.each([
    [
      'a sponsor strip in the footer',
      '<footer><div class="sponsor-logos"><a href="https://www.facebook.com/brauereiwaldhaus"></a></div></footer>',
    ],
    [
      "the agency's credit beside its icon",
      '<footer><p>Webdesign von Pixelhaus <a href="https://www.facebook.com/pixelhaus"></a></p></footer>',
    ],
    [
      'a partnership written out',
      '<footer><p>Mit freundlicher Unterstützung der Stadtwerke <a href="https://www.facebook.com/stadtwerke"></a></p></footer>',
    ],
    [
      'an Italian patronage',
      '<footer><p>Con il patrocinio del Comune <a href="https://www.facebook.com/comune"></a></p></footer>',
    ],
  ])("does not take %s as the company's profile", (_kind, body) => {
    expect(read(body).socialLinks).toEqual({});
  });
});

describe("an Inertia app's page in its root's data-page (devset21)", () => {
  it('reads its words and its contact card', () => {
    const page = JSON.stringify({
      component: 'Home',
      props: {
        publisher: {
          name: 'Uitgeverij Scheldeboek',
          intro: 'Onafhankelijke uitgeverij van literaire fictie en essays uit Antwerpen.',
        },
        contact: { phone: '03 231 47 62', email: 'redactie@uitgeverijscheldeboek.be' },
      },
    }).replace(/"/g, '&quot;');
    const facts = extractFacts(
      `<!DOCTYPE html><html><body><div id="app" data-page="${page}"></div><script type="module" src="/build/app.js"></script></body></html>`,
      { url: 'https://uitgeverijscheldeboek.be/', truncated: false },
    );
    expect(facts.scriptText).toContain('Onafhankelijke uitgeverij');
    expect(facts.phones).toEqual(['03 231 47 62']);
  });
});

describe("a component's data in an attribute (devset22)", () => {
  it("reads Alpine's x-data and Livewire's wire:snapshot, not a widget's small state", () => {
    const alpine = extractFacts(
      `<!DOCTYPE html><html><body x-data="{ empresa: 'Turma do Balão Festas', sobre: 'Somos uma equipe de recreadores, palhaços e atores que leva a brincadeira até a sua festa.', contato: { email: 'festas@turmadobalao.com.br' } }"><h1 x-text="empresa"></h1><button x-data="{ open: false }"></button></body></html>`,
      { url: 'https://turmadobalao.com.br/', truncated: false },
    );
    expect(alpine.scriptText).toContain('Somos uma equipe de recreadores');
    expect(alpine.emails).toEqual(['festas@turmadobalao.com.br']);
    const snapshot = JSON.stringify({
      data: {
        headline: 'Burst geyser? Blocked drain?',
        intro: 'Family plumbers for the Southern Suburbs since 1997.',
        phone: '021 761 4420',
      },
      memo: { name: 'home-page' },
    }).replace(/"/g, '&quot;');
    const livewire = extractFacts(
      `<!DOCTYPE html><html><body><div wire:snapshot="${snapshot}" wire:id="x1"></div></body></html>`,
      { url: 'https://bluecraneplumbing.co.za/', truncated: false },
    );
    expect(livewire.scriptText).toContain('Family plumbers for the Southern Suburbs');
    expect(livewire.phones).toEqual(['021 761 4420']);
  });

  it("reads a Stimulus controller's JSON values, filed under their names", () => {
    const facts = extractFacts(
      `<!DOCTYPE html><html><body><div data-controller="landing" data-landing-hero-value='{"title":"Van een 4 naar een 7 – zonder stress","text":"Bijles wiskunde en natuurkunde voor vmbo, havo en vwo in Eindhoven."}' data-landing-contact-value='{"street":"Hoogstraat 212","phone":"040 737 02 18","email":"info@bijlesslimmer.nl"}' data-landing-locale-value="nl-NL"></div></body></html>`,
      { url: 'https://bijlesslimmer.nl/', truncated: false },
    );
    expect(facts.scriptLead).toContain('Van een 4 naar een 7');
    expect(facts.scriptText).toContain('Bijles wiskunde en natuurkunde');
    expect(facts.phones).toEqual(['040 737 02 18']);
  });

  it("reads a client-side template's markup as the page's, its placeholders left out", () => {
    const facts = extractFacts(
      `<!DOCTYPE html><html><body><div id="app"></div><script type="text/x-template" id="home"><section><h1>Get your hands dirty.</h1><p>Wheel-throwing classes for beginners in a converted warehouse.</p><p>{{ studio.phone }}</p></section></script><script type="text/template" id="tpl"><h2><%- hero.title %></h2></script><script>new Vue({ el: '#app', template: '#home' });</script></body></html>`,
      { url: 'https://clayandkiln.com/', truncated: false },
    );
    expect(facts.headings).toEqual(['Get your hands dirty.']);
    expect(facts.text).toContain('Wheel-throwing classes for beginners');
    expect(facts.text).not.toContain('studio.phone');
  });
});

describe("a logo's alt text (devset22)", () => {
  it('keeps the alt texts that hold a year and name the company, for its founding', () => {
    const facts = extractFacts(
      '<html><body><header><img src="/logo.png" alt="Harbourview School of Music – Est. 2006"></header><main><p>Piano lessons.</p><img src="/p.png" alt="Steinway &amp; Sons, est. 1853"></main></body></html>',
      { url: 'https://harbourviewmusic.ca/', truncated: false },
    );
    expect(facts.ownAltText).toBe('Harbourview School of Music – Est. 2006');
    expect(factsFromHomepage(facts, 'harbourviewmusic.ca').founded).toBe(2006);
  });
});

describe('numbers written oddly (devset21)', () => {
  it('ends a labelled number before an unclosed bracket', () => {
    expect(phonesInText('Tel. 013 572 44 10 (24/7)')).toEqual(['013 572 44 10']);
  });

  it("joins a number's prefix and rest written in elements of their own", () => {
    const facts = extractFacts(
      '<html><body><footer><p>Baustoffe Neckartal GmbH<br>Eppelheimer Straße 90, 69123 Heidelberg<br>Telefon <span class="tel-prefix">+49 (0)6221-</span><span class="tel-number">33 44 55</span></p></footer></body></html>',
      { url: 'https://baustoffe-neckartal.de/', truncated: false },
    );
    expect(facts.phones[0]).toBe('+49 (0)6221-33 44 55');
  });
});

describe("JSON-LD types of another business beside the site's own (devset23)", () => {
  it("leaves out a client's type once the site's entity is known by its URL", () => {
    const graph = {
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'Organization',
          name: 'Pruett Practice Growth LLC',
          url: 'https://www.pruettpracticegrowth.com/',
        },
        { '@type': 'Dentist', name: 'Whitcomb Family Dentistry', description: 'Case study client' },
        { '@type': 'LocalBusiness', name: 'Pruett Practice Growth – Greenville office' },
      ],
    };
    const facts = extractFacts(
      `<html><head><script type="application/ld+json">${JSON.stringify(graph)}</script></head><body><p>Marketing for dental offices.</p></body></html>`,
      { url: 'https://www.pruettpracticegrowth.com/', truncated: false },
    );
    expect(facts.schemaTypes).toEqual(['Organization', 'LocalBusiness']);
  });
});

describe("a company's several places (devset27)", () => {
  const readAt = (url: string, body: string) =>
    extractFacts(`<!DOCTYPE html><html lang="fr"><body>${body}</body></html>`, {
      url,
      truncated: false,
    });

  it("takes the contact card's address, read to its postcode, over a venue's line above it", () => {
    const facts = readAt(
      'https://hockeybelangervachon.ca/',
      `<main><p>Pour les heures de patin libre, adressez-vous à leur réception :</p>
      <ul><li>Complexe sportif des Chutes, 2150, rue de la Rivière, Lévis (Québec) G6W 1K7 — 418 555-0139</li></ul>
      <section id="nous-joindre"><h2>Nous joindre</h2><p>École de hockey Bélanger-Vachon<br>
      Bureau administratif (pas de glace sur place) :<br>
      1240, boulevard Guillaume-Couture, bureau 204, Lévis (Québec) G6W 0R8<br>
      Téléphone : 418 555-0172<br>Courriel : info@hockeybelangervachon.ca<br>
      Du lundi au jeudi, de 9 h à 16 h, sauf les jours fériés et pendant la relâche scolaire de mars</p></section></main>`,
    );
    expect(facts.addressText).toContain('1240, boulevard Guillaume-Couture, bureau 204');
  });

  it('reads an Argentine CPA as a postcode', () => {
    const facts = readAt(
      'https://parrillaibarguren.com.ar/',
      '<main><p>Honduras 5120, C1414BMH CABA<br>Tel. (011) 4832-5517<br>reservas@parrillaibarguren.com.ar</p></main>',
    );
    expect(facts.addressText).toBe('Honduras 5120, C1414BMH CABA');
  });
});

describe("a consent tool's state named on the page's body (devset36)", () => {
  it("still reads the company's own lines: the body is not the consent box", () => {
    for (const bodyClass of ['home page cmplz-optin cmplz-blocked', 'home cookies-not-set']) {
      const facts = extractFacts(
        `<!DOCTYPE html><html lang="de"><head></head><body class="${bodyClass}"><div class="cmplz-cookiebanner"><p>Consentia SAS, Tel. 01 45 22 10 10</p></div><footer><p>Kestrel GmbH, Ergoldinger Straße 88, 84030 Landshut, Telefon 0871 96 62 00</p></footer></body></html>`,
        { url: 'https://kestrel.de/', truncated: false },
      );
      expect(facts.phones, bodyClass).toEqual(['0871 96 62 00']);
      expect(facts.addressText, bodyClass).toContain('Ergoldinger Straße 88');
    }
  });
});
