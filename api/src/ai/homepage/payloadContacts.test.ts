import { describe, expect, it } from 'vitest';
import { factsFromHomepage } from '../contacts.ts';
import { extractFacts } from './extractFacts.ts';
import { payloadContacts } from './payloadContacts.ts';

describe("contact facts in a JS app's data", () => {
  it('takes the one phone and address, and emails at the site', () => {
    const next = JSON.stringify({
      props: {
        blocks: [
          { heading: 'Engineering talent, found faster.' },
          {
            phone: '024 7610 0455',
            email: 'talent@cobalt.co.uk',
            address: '12 Priory Street, Coventry CV1 5FB',
          },
        ],
      },
    });
    expect(payloadContacts([next], 'cobalt.co.uk')).toEqual({
      emails: ['talent@cobalt.co.uk'],
      phones: ['024 7610 0455'],
      addresses: ['12 Priory Street, Coventry CV1 5FB'],
      founded: null,
      profiles: {},
    });
  });

  it("takes the phone in the object with the site's mailbox, under any key for a phone", () => {
    const nuxt = JSON.stringify({
      header: { icon: 'mdi-phone', telefon: '06172 9 48 71-0', email: 'auftrag@kestrel.de' },
      depots: [{ stadt: 'Bad Homburg', telefon: '06172 9 48 99-0' }],
    });
    expect(payloadContacts([nuxt], 'kestrel.de').phones).toEqual(['06172 9 48 71-0']);
    const widget = JSON.stringify({
      venuePhone: '0117 496 0471',
      platformSupport: '0203 966 0124',
    });
    expect(payloadContacts([widget], 'kestrel.de').phones).toEqual(['0117 496 0471']);
  });

  it("leaves an event's phone alone: a retreat's venue, a calendar's dates", () => {
    const gatsby = JSON.stringify({
      site: { nom: 'Studio Kestrel', email: 'namaste@kestrel.be' },
      retraite: { lieu: 'Route du Hérou 12, 6660 Houffalize', tel: '+32 61 28 94 10' },
    });
    expect(payloadContacts([gatsby], 'kestrel.be').phones).toEqual([]);
    const calendar = JSON.stringify({
      kontakt: { tel: '06345 8 27 55' },
      termine: [{ titel: 'Weinprobe' }, { titel: 'Hoffest', telefon: '0221 478 00 12' }],
    });
    expect(payloadContacts([calendar], 'kestrel.de').phones).toEqual(['06345 8 27 55']);
  });

  it("leaves a form's placeholder, a fax, a hotel's name and an unplaced second line alone", () => {
    const shop = JSON.stringify({
      shop: { phone: '(201) 555-0153', phoneAlt: '+1 201 555 0153' },
      booking: { placeholderPhone: '(555) 000-0000', fax: '0201 555 0199' },
      hotel: 'Hotel Adler 0201 555',
    });
    // One line written two ways is one phone.
    expect(payloadContacts([shop], 'kestrel.de').phones).toEqual(['+1 201 555 0153']);
    const branches = JSON.stringify({ a: { phone: '030 1234 500' }, b: { phone: '040 9876 500' } });
    expect(payloadContacts([branches], 'kestrel.de').phones).toEqual([]);
  });

  it('takes an address kept in fields, and a founding year kept under its key', () => {
    const next = JSON.stringify({
      kontakt: {
        firma: 'Kestrel GmbH',
        strasse: 'Hasestraße 54',
        ort: '49074 Osnabrück',
        mail: 'info@kestrel.de',
        gegruendet: '1999',
      },
      partner: { street: 'Industriestr. 4', city: '49134 Wallenhorst' },
    });
    const contacts = payloadContacts([next], 'kestrel.de');
    expect(contacts.addresses).toEqual(['Hasestraße 54, 49074 Osnabrück']);
    expect(contacts.founded).toBe('1999');
  });

  it("reads a North American address's postal and province fields", () => {
    const state = JSON.stringify({
      contact: { street: '5541 Young Street', city: 'Halifax', province: 'NS', postal: 'B3K 1Z7' },
    });
    expect(payloadContacts([state], 'pinewoodpiano.ca').addresses).toEqual([
      '5541 Young Street, Halifax NS B3K 1Z7',
    ]);
  });

  it("reads an Eircode, a Dutch 'postcodePlaats', a Swiss 'nap' and a French 'codePostal' (devset40)", () => {
    const read = (contact: object, host: string) =>
      payloadContacts([JSON.stringify({ contact })], host).addresses;
    expect(
      read(
        { streetAddress: '14 Shop Street', locality: 'Galway', eircode: 'H91 X2T6' },
        'claddagh.ie',
      ),
    ).toEqual(['14 Shop Street, Galway H91 X2T6']);
    expect(
      read({ adres: 'Ringbaan-West 240', postcodePlaats: '5038 KK Tilburg' }, 'vandongen.nl'),
    ).toEqual(['Ringbaan-West 240, 5038 KK Tilburg']);
    expect(read({ via: 'Riva Paradiso 14', nap: '6900 Lugano-Paradiso' }, 'ceresio.ch')).toEqual([
      'Riva Paradiso 14, 6900 Lugano-Paradiso',
    ]);
    expect(
      read(
        { adresse: '18 boulevard des Poilus', codePostal: '44300', ville: 'Nantes' },
        'martineau.fr',
      ),
    ).toEqual(['18 boulevard des Poilus, 44300 Nantes']);
    // A place the street field already holds is not written twice.
    expect(
      read({ adresse: 'Route de Cossonay 12, 1303 Penthaz', npa: '1303' }, 'venoge.ch'),
    ).toEqual(['Route de Cossonay 12, 1303 Penthaz']);
  });

  it("leaves several phones alone, and another site's email", () => {
    const nuxt =
      'window.__NUXT__={branches:[{phone:"0113 496 0731"},{phone:"0114 496 0990"}],agency:{email:"hello@pixelwerk.com"}}';
    expect(payloadContacts([nuxt], 'cobalt.co.uk')).toEqual({
      emails: [],
      phones: [],
      addresses: [],
      founded: null,
      profiles: {},
    });
  });
});

describe("another party's object in a JS app's data (devset19)", () => {
  it("refuses a franchisor's or a useful address's fields, and reads the company's own", () => {
    const data = JSON.stringify({
      franchise: {
        naam: 'KlusNet Franchise B.V.',
        adres: 'Europalaan 100, 3526 KS Utrecht',
        telefoon: '088 020 40 40',
        email: 'info@klusnet.nl',
      },
      usefulAddresses: [
        { name: 'Agencia Tributaria', address: 'Calle de Guzmán el Bueno 139, 28003 Madrid' },
      ],
      contact: {
        naam: 'Fixfabriek Eindhoven',
        straat: 'Kruisstraat 61',
        postcode: '5612 CE',
        plaats: 'Eindhoven',
        telefoon: '040 290 48 13',
        // At a domain that is part of the site's name: the company's, after one at the site's.
        email: 'klus@fixfabriek.nl',
      },
    });
    const found = payloadContacts([data], 'fixfabriek-eindhoven.nl');
    expect(found.phones).toEqual(['040 290 48 13']);
    expect(found.addresses).toEqual(['Kruisstraat 61, 5612 CE Eindhoven']);
  });

  it("refuses a testimonial's phone, as the classifier reads its text as another's", () => {
    const data = JSON.stringify({
      testimonials: [{ author: 'Hanna Vos', company: 'Vos Logistiek', phone: '010 414 22 90' }],
      contact: { phone: '040 290 48 13' },
    });
    expect(payloadContacts([data], 'fixfabriek-eindhoven.nl').phones).toEqual(['040 290 48 13']);
  });

  it("keeps the company's own head office", () => {
    const data = JSON.stringify({
      company: {
        headquarters: {
          street: 'Celsiusweg 23',
          zip: '5928 PR',
          city: 'Venlo',
          phone: '077 354 12 80',
          email: 'planning@transporthendriks.nl',
        },
        depots: [{ city: 'Geldern', phone: '02831 97 41 50' }],
      },
    });
    const found = payloadContacts([data], 'transporthendriks.nl');
    expect(found.phones).toEqual(['077 354 12 80']);
    expect(found.addresses).toEqual(['Celsiusweg 23, 5928 PR Venlo']);
  });
});

describe("a mailbox named after the site in a JS app's data", () => {
  it("takes a franchise branch's mailbox before the franchisor's", () => {
    const data = JSON.stringify({
      salon: { name: 'HaarWerk Leipzig-Gohlis', email: 'leipzig-gohlis@haarwerk-friseure.de' },
      brand: {
        hq: 'HaarWerk Franchise GmbH, Königsallee 88, 40212 Düsseldorf, info@haarwerk-friseure.de',
      },
    });
    expect(payloadContacts([data], 'haarwerk-leipzig-gohlis.de').emails).toEqual([
      'leipzig-gohlis@haarwerk-friseure.de',
    ]);
  });
});

describe('address fields of a JS app (devset20)', () => {
  it("reads a Nuxt 2 object literal's bare keys, not its partner's address", () => {
    const nuxt =
      'window.__NUXT__=(function(a){return {data:[{sections:[{type:"partner",partner:{name:"Caffè Verde Import S.r.l.",address:"Punto Franco Nuovo, Magazzino 42, 34123 Trieste",phone:"040 322 1190"}}]},' +
      'business:{name:"Torrefazione Molo Audace s.n.c.",telephone:"040 364 218",email:"ordini@torrefazione-molo-audace.it",address:{streetAddress:"Via dei Cavazzeni 7",postalCode:"34133",addressLocality:"Trieste"}}]}}(null));';
    expect(payloadContacts([nuxt], 'torrefazione-molo-audace.it').addresses).toEqual([
      'Via dei Cavazzeni 7, 34133 Trieste',
    ]);
  });

  it("takes the address object of the company's card before a marketplace's and a pick-up point's", () => {
    const data = JSON.stringify({
      business: {
        name: 'Front Range Van Rentals',
        address: {
          streetAddress: '4120 Brighton Blvd',
          addressLocality: 'Denver',
          postalCode: '80216',
        },
        email: 'hello@frontrangevanrentals.com',
      },
      listedOn: { name: 'VanShare', address: '2100 Market St, Denver, CO 80205' },
      pickup: { address: { street: '8500 Peña Blvd', city: 'Denver', zip: '80249' } },
    });
    expect(payloadContacts([data], 'frontrangevanrentals.com').addresses).toEqual([
      '4120 Brighton Blvd, Denver 80216',
    ]);
  });
});

describe("another party's years in a JS app's data (devset20)", () => {
  it("takes no founding year from a partner's card", () => {
    const data = JSON.stringify({
      contact: { company: 'Schischule Moser GmbH', email: 'buero@schischule-wildkogel-moser.at' },
      partners: [{ name: 'Salzburger Berufs-Schilehrerverband', role: 'Verband', since: 1962 }],
    });
    expect(payloadContacts([data], 'schischule-wildkogel-moser.at').founded).toBeNull();
  });

  it("reads no founding year in a franchisor's claim", () => {
    const next = JSON.stringify({
      props: {
        pageProps: {
          hero: { title: 'Hautwerk Münster', text: 'Kosmetik und Laser am Prinzipalmarkt.' },
          franchise: {
            name: 'Hautwerk Systemzentrale GmbH',
            claim: 'Über 60 Hautwerk-Studios in Deutschland – seit 2005',
          },
        },
      },
    });
    const facts = factsFromHomepage(
      extractFacts(
        `<html><body><div id="__next"></div><script id="__NEXT_DATA__" type="application/json">${next}</script></body></html>`,
        { url: 'https://hautwerk-muenster.de/', truncated: false },
      ),
      'hautwerk-muenster.de',
    );
    expect(facts.founded).toBeNull();
  });
});

describe('an address kept in a street field and a postcode-and-town field (devset22)', () => {
  it('joins "street" and "zipCity" or "zip_city"', () => {
    for (const key of ['zipCity', 'zip_city']) {
      const script = JSON.stringify({
        contact: {
          company: 'Acquagiardino Brenta s.n.c.',
          street: 'Via Vigonovese 118',
          [key]: '35127 Padova',
          email: 'info@acquagiardinobrenta.it',
        },
      });
      expect(payloadContacts([script], 'acquagiardinobrenta.it').addresses, key).toEqual([
        'Via Vigonovese 118, 35127 Padova',
      ]);
    }
  });
});

describe("a client's address in a case study (devset31)", () => {
  it("refuses the address kept under a case study's key, and reads the company's own", () => {
    const next = JSON.stringify({
      props: {
        cases: [
          {
            cliente: 'Restaurante Ybirá',
            endereco: 'Rua Amauri, 244 – Itaim Bibi, São Paulo – SP',
          },
        ],
        contato: { endereco: 'Rua Fradique Coutinho, 1140 – Pinheiros, São Paulo – SP, 05416-001' },
      },
    });
    expect(payloadContacts([next], 'estudio-brasa.com.br').addresses).toEqual([
      'Rua Fradique Coutinho, 1140 – Pinheiros, São Paulo – SP, 05416-001',
    ]);
  });
});

describe("another party's card beside the company's in an app's data (devset32)", () => {
  it('refuses the address of an object named or labelled as another party', () => {
    const next = JSON.stringify({
      props: {
        offices: [
          {
            name: 'Ironwood Nursing – our sister company for care staff',
            address: '1850 E Southern Ave, Tempe, AZ 85282',
          },
          {
            name: 'Ironwood Staffing',
            address: '2200 N Central Ave, Suite 410, Phoenix, AZ 85004',
          },
        ],
      },
    });
    expect(payloadContacts([next], 'ironwood-staffing.com').addresses).toEqual([
      '2200 N Central Ave, Suite 410, Phoenix, AZ 85004',
    ]);
  });

  it("refuses a payload line under another party's label, and reads a number with its letter", () => {
    const nuxt = `<div id="__nuxt"></div><script>window.__NUXT__={"data":[{"contact":[{"label":"Pakketten buitenland? Klantenservice Pakketnet Europa (onze partner)","adres":"Havenweg 4, 5928 NG Venlo"},{"label":"Koeriers Jansen – ophaalverzoeken","adres":"Ravenswade 12-B, 3439 LD Nieuwegein"}]}]}</script>`;
    const facts = extractFacts(`<!DOCTYPE html><html><body>${nuxt}</body></html>`, {
      url: 'https://jansen-koeriers.nl/',
      truncated: false,
    });
    expect(facts.addressText).toBe('Ravenswade 12-B, 3439 LD Nieuwegein');
  });

  it("refuses an app's string after another party's title, under keys that name neither", () => {
    const next = JSON.stringify({
      props: {
        blocks: [
          { h: 'Pakketten buitenland? Klantenservice Pakketnet Europa (onze partner)' },
          { p: 'Havenweg 4, 5928 NG Venlo' },
          { h: 'Ophaalverzoeken' },
          { p: 'Ravenswade 12, 3439 LD Nieuwegein' },
        ],
      },
    });
    const facts = extractFacts(
      `<!DOCTYPE html><html><body><div id="__next"></div><script id="__NEXT_DATA__" type="application/json">${next}</script></body></html>`,
      { url: 'https://jansen-koeriers.nl/', truncated: false },
    );
    expect(facts.addressText).toBe('Ravenswade 12, 3439 LD Nieuwegein');
  });
});

describe("a JS app's profile links (devset38)", () => {
  it("takes a network's one profile named like the site, its slashes escaped or not", () => {
    const nuxt = `window.__NUXT__={"contacto":{"email":"ola@yoga-ribeira.pt","facebook":"https:\\u002F\\u002Fwww.facebook.com\\u002Fribeirayoga.porto","instagram":"https://www.instagram.com/ribeirayoga"}}`;
    expect(payloadContacts([nuxt], 'yoga-ribeira.pt').profiles).toEqual({
      facebook: 'https://www.facebook.com/ribeirayoga.porto',
      instagram: 'https://www.instagram.com/ribeirayoga',
    });
  });

  it("leaves a group's, a partner's or a person's profile, and a choice between two", () => {
    const group = `{"reseau":{"nom":"Vetalis Santé animale","linkedin":"https://www.linkedin.com/company/vetalis-sante-animale"}}`;
    expect(payloadContacts([group], 'clinique-veterinaire-boreale.ca').profiles).toEqual({});
    const partner = `{"partners":[{"name":"Yoga Porto","facebook":"https://www.facebook.com/yogaribeira.partner"}]}`;
    expect(payloadContacts([partner], 'yoga-ribeira.pt').profiles).toEqual({});
    const two = `{"a":"https://www.facebook.com/ribeirayoga","b":"https://www.facebook.com/ribeirayogastudio"}`;
    expect(payloadContacts([two], 'yoga-ribeira.pt').profiles).toEqual({});
  });

  it("fills a profile the page's markup lacks, and never overrides the markup's", () => {
    const page = (link: string) =>
      `<!DOCTYPE html><html><body><div id="app">${link}</div><script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { footer: { facebook: 'https://www.facebook.com/optikmurinsel' } } })}</script></body></html>`;
    const shell = extractFacts(page(''), { url: 'https://optik-murinsel.at/', truncated: false });
    expect(shell.socialLinks.facebook).toBe('https://www.facebook.com/optikmurinsel');
    const linked = extractFacts(
      page('<footer><a href="https://www.facebook.com/optik.murinsel.graz">Facebook</a></footer>'),
      { url: 'https://optik-murinsel.at/', truncated: false },
    );
    expect(linked.socialLinks.facebook).toBe('https://www.facebook.com/optik.murinsel.graz');
  });
});

describe("a stockist's address in a JS app's data (devset39)", () => {
  it("reads the company's own address, not the department store's that sells its goods", () => {
    const data = JSON.stringify({
      stockists: [{ name: 'Harbour Department Store', address: '12 Queen Street, Auckland 1010' }],
      contact: { phone: '09 371 2200', address: '40 Ponsonby Road, Grey Lynn, Auckland 1011' },
    });
    expect(payloadContacts([data], 'tui-cosmetics.co.nz').addresses).toEqual([
      '40 Ponsonby Road, Grey Lynn, Auckland 1011',
    ]);
  });
});
