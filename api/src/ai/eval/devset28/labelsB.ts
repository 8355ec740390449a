import type { HandWrittenLabel } from '../handWrittenLabel.ts';

/**
 * devset28, author B: 44 hand-written homepages (39 business pages, one per subcategory, and 5
 * say-nothing pages) in the main categories Food, Beverages & Tobacco; Health & Medical; Hobbies &
 * Crafts; Home & Garden; Home Services; Legal Services & Government; Media & Publishing; Money &
 * Insurance (4 to 5 subcategories each).
 *
 * Languages: en 8 (Australian, Irish, British, New Zealand, US), de 6 (German, Swiss, Austrian),
 * fr 6 (French, Belgian, Swiss, Québec), es 6 (Spanish, Mexican, Argentine), nl 6 (Dutch,
 * Flemish), it 6, pt 6 (Portuguese, Brazilian).
 * Kinds: plain 8, misleading 14, jsShell 8 (Next.js pages and app router, Nuxt 2, SvelteKit,
 * Remix, Angular transfer state, Vue SSR state, Astro island props), boilerplate 9, sayNothing 5.
 *
 * Theme: companies in change (rebrands, takeovers by a group, successions, relocations, closed
 * branches, new domains) and B2B trades in their own jargon (an egg-packing centre, a co-packer of
 * sauces, a medical laboratory, a scientific glassblower, a textile-rental laundry, a customs
 * broker, an archives contractor, a payroll bureau, a factoring house), plus sole traders whose
 * homepage is half CV (a sworn translator who was a nurse, a food photographer who was a chef).
 *
 * Labelling rules:
 * - The label is what the company itself sells today, as a careful reader would file it: a seller
 *   to another trade is filed by what it sells; a business named after another trade (a studio in
 *   an old olive mill, a curtain maker in an old pharmacy, a chocolate maker in an old printing
 *   house) by its own.
 * - `contacts` holds only what the page states as the company's own, for its main site: `phone`
 *   exactly as the visible text (or the payload) writes it, `email` as written, `street` and full
 *   `address` as the page writes them (the address contains the street), `founded` only for the
 *   company's own founding or opening year (a rebrand keeps the business's founding year when the
 *   page says so), `linkedin` and `facebook` exactly as written in the href. A field the page does
 *   not state is left out.
 * - `decoys` are values on the page that are not the company's: the predecessor's and the
 *   acquirer's contacts and years, old addresses and numbers, faxes, other parties' phones,
 *   emails, addresses and links, and years that are not the founding.
 * - Say-nothing pages are `uncategorised` and carry no contacts.
 */
export const DEVSET28_LABELS_B: readonly HandWrittenLabel[] = [
  // Food, Beverages & Tobacco

  // Bern wine shop renamed (Weinhandlung Brunner -> Vinothek Bergblick) and moved; traps: the old
  // address and the old number "nicht mehr in Betrieb", a trade body's membership year, vintages.
  {
    domain: 'vinothek-bergblick-b.ch',
    name: 'Vinothek Bergblick',
    language: 'de',
    kind: 'plain',
    category: 'food-beverages-and-tobacco',
    subcategory: 'beer-and-wine',
    contacts: {
      phone: '031 382 17 55',
      email: 'info@vinothek-bergblick-b.ch',
      street: 'Gerechtigkeitsgasse 41',
      address: 'Gerechtigkeitsgasse 41, 3011 Bern',
      founded: 1964,
    },
    traps: ['previousAddress', 'formerNumber', 'membershipYear', 'modelYear'],
    decoys: {
      phones: ['031 381 22 40'],
      addresses: ['Kramgasse 12, 3011 Bern'],
      years: [1988, 2021, 2019],
    },
  },
  // Australian roaster whose page is about opening cafés (fit-outs, machines, training); roasting
  // stated once. Traps: the acquiring group's founding, phone and LinkedIn, a machine partner's
  // service line, a trade fair year.
  {
    domain: 'roastworks-bellbird-b.com.au',
    name: 'Bellbird Roastworks',
    language: 'en',
    kind: 'misleading',
    category: 'food-beverages-and-tobacco',
    subcategory: 'coffee-and-tea',
    contacts: {
      phone: '(03) 9482 6610',
      email: 'wholesale@roastworks-bellbird-b.com.au',
      street: '14 Hoddle Street',
      address: '14 Hoddle Street, Collingwood VIC 3066',
      founded: 2009,
      facebook: 'https://www.facebook.com/bellbirdroastworks',
    },
    traps: ['parentGroup', 'serviceHotline', 'tradeFair'],
    decoys: {
      phones: ['1300 652 771', '02 8274 6100'],
      years: [1987, 2024],
      links: ['https://www.linkedin.com/company/southern-cross-hospitality-group'],
    },
  },
  // Belgian egg-packing centre in a Next.js payload, in the trade's jargon (codes, calibres, DCM);
  // the founder's daughter took over. Traps: the old centre's address, the fax, the food agency's
  // consumer line, a client's year, a tender number, a directive's year.
  {
    domain: 'oeufs-campagne-b.be',
    name: 'Œufs Lambert',
    language: 'fr',
    kind: 'jsShell',
    category: 'food-beverages-and-tobacco',
    subcategory: 'meat-seafood-and-eggs',
    contacts: {
      phone: '+32 81 55 20 14',
      email: 'commandes@oeufs-campagne-b.be',
      street: 'Rue de la Station 27',
      address: 'Rue de la Station 27, 5030 Gembloux',
      founded: 1976,
    },
    traps: [
      'previousAddress',
      'faxNumber',
      'supervisoryAuthority',
      'clientReference',
      'standardYear',
    ],
    decoys: {
      phones: ['+32 81 55 20 19', '0800 13 550'],
      addresses: ['Chaussée de Namur 112, 5030 Gembloux'],
      years: [2019, 2022, 2004, 2021, 1999],
    },
  },
  // Dutch sauce co-packer (loonproductie) now part of a food group, among a cookie wall, a mega-menu,
  // a newsletter and the group's footer. Traps: the group's head office, phone, LinkedIn and 1912
  // founding, the acquisition year, a certification year, trade fairs.
  {
    domain: 'saus-coproductie-b.nl',
    name: 'Sausmakerij Bosveld',
    language: 'nl',
    kind: 'boilerplate',
    category: 'food-beverages-and-tobacco',
    subcategory: 'food-production',
    contacts: {
      phone: '0413 48 22 90',
      email: 'info@saus-coproductie-b.nl',
      street: 'Industrieweg 8',
      address: 'Industrieweg 8, 5461 JT Veghel',
      founded: 1994,
      linkedin: 'https://www.linkedin.com/company/sausmakerij-bosveld',
    },
    traps: ['parentGroup', 'certificationYear', 'tradeFair', 'copyrightYear', 'registrationNumber'],
    decoys: {
      phones: ['+31 (0)40 211 9000'],
      addresses: ['Beursplein 3, 5611 AB Eindhoven'],
      years: [1912, 2021, 2008, 2025],
      links: ['https://www.linkedin.com/company/verhoeven-foods-group'],
    },
  },
  // Turin bean-to-bar chocolate maker named "La Tipografia", whose page is mostly about the
  // printing house of 1898; chocolate stated once. Traps: the printer's founding year, the closed
  // old shop's address, a museum's booking line, a fair's year.
  {
    domain: 'cioccolateria-borgo-b.it',
    name: 'La Tipografia',
    language: 'it',
    kind: 'misleading',
    category: 'food-beverages-and-tobacco',
    subcategory: 'candy-and-chocolate',
    contacts: {
      phone: '011 562 3381',
      email: 'bottega@cioccolateria-borgo-b.it',
      street: 'Via dei Mercanti 9',
      address: 'Via dei Mercanti 9, 10122 Torino',
      founded: 2011,
      facebook: 'https://www.facebook.com/latipografiacioccolato',
    },
    traps: ['previousBusinessYear', 'previousAddress', 'eventVenue', 'tradeFair'],
    decoys: {
      phones: ['011 436 9920'],
      addresses: ['Via Garibaldi 31, 10122 Torino'],
      years: [1898, 1974, 2023],
    },
  },

  // Health & Medical

  // Viennese medical laboratory formed by a merger, in the lab's jargon (Präanalytik, DaME, ÖQUASTA);
  // founded 1983 as Labor Dr. Haas. Traps: the merged lab's 1991 founding and its closed site, the
  // accreditation body's address, the fax, the doctors' on-call number, a standard's year.
  {
    domain: 'labor-donaustadt-b.at',
    name: 'Labor Donaustadt',
    language: 'de',
    kind: 'plain',
    category: 'health-and-medical',
    subcategory: 'diagnostics-and-testing',
    contacts: {
      phone: '+43 1 203 44 10',
      email: 'labor@labor-donaustadt-b.at',
      street: 'Wagramer Straße 81',
      address: 'Wagramer Straße 81, 1220 Wien',
      founded: 1983,
    },
    traps: [
      'previousBusinessYear',
      'previousAddress',
      'professionalBody',
      'faxNumber',
      'emergencyNumber',
      'standardYear',
    ],
    decoys: {
      phones: ['+43 1 203 44 19'],
      addresses: ['Erzherzog-Karl-Straße 24, 1220 Wien', 'Stubenring 1, 1010 Wien'],
      years: [1991, 2020, 2012],
    },
  },
  // Irish distributor of infusion and feeding pumps in a Nuxt 2 payload, now "a Halvorsen
  // Healthcare company". Traps: the acquirer's founding, switchboard and LinkedIn, the regulator's
  // helpline, the former number, the regulation's year.
  {
    domain: 'medsupply-brackenridge-b.ie',
    name: 'Brackenridge Medical',
    language: 'en',
    kind: 'jsShell',
    category: 'health-and-medical',
    subcategory: 'health-equipment',
    contacts: {
      phone: '+353 21 432 8810',
      email: 'orders@medsupply-brackenridge-b.ie',
      street: 'Unit 7, Eastgate Business Park',
      address: 'Unit 7, Eastgate Business Park, Little Island, Cork T45 YX62',
      founded: 1998,
      linkedin: 'https://www.linkedin.com/company/brackenridge-medical',
    },
    traps: ['parentGroup', 'supervisoryAuthority', 'formerNumber', 'standardYear'],
    decoys: {
      phones: ['+47 22 40 18 00', '+353 1 676 4971', '021 435 1002'],
      years: [1901, 2023, 2017],
      links: ['https://www.linkedin.com/company/halvorsen-healthcare'],
    },
  },
  // Mexico City dental practice for wind players: the page speaks embouchure, mouthpieces and reeds;
  // dentistry stated once; the founder's daughter took over in 2019. Traps: the old practice's
  // street, an orchestra's office line, a conservatory's founding year, the licence number.
  {
    domain: 'sonrisa-embocadura-b.mx',
    name: 'Embocadura – Odontología para músicos',
    language: 'es',
    kind: 'misleading',
    category: 'health-and-medical',
    subcategory: 'dental-services',
    contacts: {
      phone: '55 5264 8830',
      email: 'citas@sonrisa-embocadura-b.mx',
      street: 'Av. Álvaro Obregón 182',
      address: 'Av. Álvaro Obregón 182, Roma Nte., 06700 Ciudad de México, CDMX',
      founded: 1985,
    },
    traps: ['previousAddress', 'clientReference', 'namesakeYear', 'registrationNumber'],
    decoys: {
      phones: ['55 5622 7113'],
      addresses: ['Calle Durango 245'],
      years: [2019, 1866],
    },
  },
  // São Paulo optician renamed (Ótica Central -> Bem Vista, now also hearing aids) among an LGPD
  // banner, a shop mega-menu, a review widget and a newsletter. Traps: the old name's disconnected
  // number, a lens maker's SAC, a law's year, a customer's year, the WhatsApp line is the
  // company's own second line (neither).
  {
    domain: 'otica-bemvista-b.com.br',
    name: 'Bem Vista Óptica e Audição',
    language: 'pt',
    kind: 'boilerplate',
    category: 'health-and-medical',
    subcategory: 'vision-and-hearing',
    contacts: {
      phone: '(11) 3061-4470',
      email: 'atendimento@otica-bemvista-b.com.br',
      street: 'Rua Augusta, 2203',
      address: 'Rua Augusta, 2203 - Jardins, São Paulo - SP, 01413-000',
      founded: 1972,
      facebook: 'https://www.facebook.com/bemvistaoptica',
    },
    traps: [
      'formerNumber',
      'manufacturerHotline',
      'standardYear',
      'testimonialSignature',
      'copyrightYear',
    ],
    decoys: {
      phones: ['(11) 3061-2000', '0800 727 2007'],
      years: [2018, 2015, 2025],
    },
  },
  // Québec compounding pharmacy for veterinarians: dogs, cats, horses and ferrets fill the page;
  // the pharmacy stated once; it moved. Traps: the pharmacists' order's phone, the poison centre,
  // the fax, the old address, a client faculty's year, the standards' numbers.
  {
    domain: 'pharmacie-magistrale-b.ca',
    name: 'Préparations Laurier',
    language: 'fr',
    kind: 'misleading',
    category: 'health-and-medical',
    subcategory: 'pharmacy-and-medicine',
    contacts: {
      phone: '418 529-6120',
      email: 'vet@pharmacie-magistrale-b.ca',
      street: '2450, boulevard Laurier',
      address: '2450, boulevard Laurier, Québec (Québec) G1V 2L1',
      founded: 2003,
      facebook: 'https://www.facebook.com/preparationslaurier',
    },
    traps: ['professionalBody', 'helpline', 'faxNumber', 'previousAddress', 'clientReference'],
    decoys: {
      phones: ['514 284-9588', '1 800 463-5060', '418 529-6129'],
      addresses: ['1120, rue Saint-Jean'],
      years: [2010],
    },
  },

  // Hobbies & Crafts

  // Cremona violin maker in a SvelteKit payload; the master's pupil and niece took over in 2018
  // and moved the workshop. Traps: the old workshop's street, Stradivari's and Guarneri's model
  // years, the consortium membership year, the museum's line, a fair's year.
  {
    domain: 'liuteria-bottega-b.it',
    name: 'Bottega Liutaria Bonfanti',
    language: 'it',
    kind: 'jsShell',
    category: 'hobbies-and-crafts',
    subcategory: 'music-and-instruments',
    contacts: {
      phone: '0372 457 118',
      email: 'bottega@liuteria-bottega-b.it',
      street: 'Corso Garibaldi 58',
      address: 'Corso Garibaldi 58, 26100 Cremona',
      founded: 1962,
    },
    traps: ['previousAddress', 'modelYear', 'membershipYear', 'tradeFair', 'eventVenue'],
    decoys: {
      phones: ['0372 080809'],
      addresses: ['Via Platina 12'],
      years: [2018, 1716, 1743, 1996, 2024],
    },
  },
  // Bruges scientific glassblower whose page is the chemists' words (Schlenk lines, Soxhlets,
  // Dean-Stark); glassblowing stated once; taken over by two employees in 2022. Traps: a
  // university client's switchboard and year, the fax, a standard's year, the takeover year.
  {
    domain: 'glasblazerij-brugge-b.be',
    name: 'Glasatelier Vermeulen',
    language: 'nl',
    kind: 'misleading',
    category: 'hobbies-and-crafts',
    subcategory: 'metal-stone-and-glass-work',
    contacts: {
      phone: '050 31 44 72',
      email: 'info@glasblazerij-brugge-b.be',
      street: 'Komvest 33',
      address: 'Komvest 33, 8000 Brugge',
      founded: 1969,
    },
    traps: ['clientReference', 'faxNumber', 'standardYear', 'registrationNumber'],
    decoys: {
      phones: ['09 264 44 11', '050 31 44 79'],
      years: [1991, 2022, 1998],
    },
  },
  // Drôme gunsmith and fishing-tackle shop that moved in 2024; taken over in 2010. Traps: the closed
  // old address, the hunters' federation's phone, a decree's year, the move and takeover years.
  {
    domain: 'armurerie-vallon-b.fr',
    name: 'Armurerie du Vallon',
    language: 'fr',
    kind: 'plain',
    category: 'hobbies-and-crafts',
    subcategory: 'fishing-and-hunting',
    contacts: {
      phone: '04 75 62 18 09',
      email: 'contact@armurerie-vallon-b.fr',
      street: '12 avenue Jean Jaurès',
      address: '12 avenue Jean Jaurès, 26400 Crest',
      founded: 1958,
      facebook: 'https://www.facebook.com/armurerieduvallon',
    },
    traps: ['previousAddress', 'professionalBody', 'standardYear', 'previousBusinessYear'],
    decoys: {
      phones: ['04 75 41 09 72'],
      addresses: ['3 rue de la Poste, 26400 Crest'],
      years: [2024, 2018, 2010],
    },
  },
  // Wells yarn shop renamed (Knit & Natter -> Brambleford Wool Co.) with a new domain, among a
  // OneTrust banner, a mega-menu, a Trustpilot widget and a Mailchimp box. Traps: the old Gmail
  // inbox, the accountants' registered office, Royal Mail's number, a festival year.
  {
    domain: 'wool-brambleford-b.co.uk',
    name: 'Brambleford Wool Co.',
    language: 'en',
    kind: 'boilerplate',
    category: 'hobbies-and-crafts',
    subcategory: 'needlework-and-knitting',
    contacts: {
      phone: '01749 672 310',
      email: 'hello@wool-brambleford-b.co.uk',
      street: '8 Market Place',
      address: '8 Market Place, Wells, Somerset BA5 2RB',
      founded: 2006,
      facebook: 'https://www.facebook.com/bramblefordwool',
    },
    traps: ['previousAddress', 'taxAdviser', 'serviceHotline', 'tradeFair', 'copyrightYear'],
    decoys: {
      phones: ['03457 740 740'],
      emails: ['knitandnatterwells@gmail.com'],
      addresses: ['17 Broad Street, Wells BA5 2DJ'],
      years: [2024],
    },
  },
  // Buenos Aires fine-art paper shop, once a print shop (founded 1948 as Imprenta Bellas, renamed
  // 2015): the page is mostly printing history. Traps: the distributor's phone, the old address,
  // the move year, an art fair's year.
  {
    domain: 'papeleria-bellas-b.com.ar',
    name: 'Casa Bellas',
    language: 'es',
    kind: 'misleading',
    category: 'hobbies-and-crafts',
    subcategory: 'painting-and-paper',
    contacts: {
      phone: '(011) 4862-3307',
      email: 'hola@papeleria-bellas-b.com.ar',
      street: 'Av. Corrientes 3920',
      address: 'Av. Corrientes 3920, C1194AAV CABA',
      founded: 1948,
    },
    traps: ['supplierContact', 'previousAddress', 'tradeFair', 'registrationNumber'],
    decoys: {
      phones: ['(011) 4301-7788'],
      addresses: ['Av. Rivadavia 3850'],
      years: [2015, 2019, 2023],
    },
  },

  // Home & Garden

  // Kassel coal merchant of 1921 turned pellet, heating-oil and LPG supplier (renamed 2016): the page
  // is coal and railway history. Traps: the old yard at the goods station, the disconnected number,
  // an association's membership year, historical years.
  {
    domain: 'waermehandel-kohlen-b.de',
    name: 'Becker Wärme',
    language: 'de',
    kind: 'misleading',
    category: 'home-and-garden',
    subcategory: 'energy-and-heating',
    contacts: {
      phone: '0561 87 14 03 30',
      email: 'bestellung@waermehandel-kohlen-b.de',
      street: 'Lossewerkstraße 14',
      address: 'Lossewerkstraße 14, 34123 Kassel',
      founded: 1921,
    },
    traps: ['previousAddress', 'formerNumber', 'membershipYear', 'timeline'],
    decoys: {
      phones: ['0561 17 22 04'],
      addresses: ['Am Güterbahnhof 3, 34117 Kassel'],
      years: [1947, 2015, 2016, 2008],
    },
  },
  // Dutch pond builder that moved to an industrial estate. Traps: the old address, a koi
  // importer's phone, a garden fair's year, the Chamber of Commerce number.
  {
    domain: 'vijverbouw-beekdal-b.nl',
    name: 'Beekdal Vijverbouw',
    language: 'nl',
    kind: 'plain',
    category: 'home-and-garden',
    subcategory: 'garden-and-pond',
    contacts: {
      phone: '0318 62 71 90',
      email: 'info@vijverbouw-beekdal-b.nl',
      street: 'Nijverheidsweg 22',
      address: 'Nijverheidsweg 22, 3905 PN Veenendaal',
      founded: 2001,
      facebook: 'https://www.facebook.com/beekdalvijverbouw',
    },
    traps: ['previousAddress', 'supplierContact', 'tradeFair', 'registrationNumber'],
    decoys: {
      phones: ['0342 41 92 00'],
      addresses: ['Kerkewijk 140, 3904 JH Veenendaal'],
      years: [2024, 2025],
    },
  },
  // Porto kitchen and bathroom fitter in a Next.js app-router payload, bought by its designer in
  // 2022. Traps: the closed old showroom, appliance makers' service lines, the new owner's years.
  {
    domain: 'cozinhas-bairro-b.pt',
    name: 'Bairro Cozinhas e Banhos',
    language: 'pt',
    kind: 'jsShell',
    category: 'home-and-garden',
    subcategory: 'bathroom-and-kitchen',
    contacts: {
      phone: '+351 22 508 4410',
      email: 'geral@cozinhas-bairro-b.pt',
      street: 'Rua de Costa Cabral 1210',
      address: 'Rua de Costa Cabral 1210, 4200-226 Porto',
      founded: 1989,
      facebook: 'https://www.facebook.com/bairrocozinhas',
    },
    traps: ['previousAddress', 'manufacturerHotline', 'previousBusinessYear', 'registrationNumber'],
    decoys: {
      phones: ['214 250 730', '800 200 440'],
      addresses: ['Rua de Santa Catarina 801, 4000-454 Porto'],
      years: [2022, 2005],
    },
  },
  // Brianza furniture store, part of a group since 2022, among an iubenda banner, a mega-menu, a
  // reviews widget and the group's legal footer. Traps: the group's seat, phone, founding and
  // LinkedIn, a finance partner's number, a fair, a regulation's year.
  {
    domain: 'mobilificio-brianza-b.it',
    name: 'Mobilificio Brambilla',
    language: 'it',
    kind: 'boilerplate',
    category: 'home-and-garden',
    subcategory: 'furniture-stores',
    contacts: {
      phone: '0362 234 771',
      email: 'showroom@mobilificio-brianza-b.it',
      street: 'Via Milano 144',
      address: 'Via Milano 144, 20821 Meda (MB)',
      founded: 1954,
    },
    traps: ['parentGroup', 'funder', 'tradeFair', 'standardYear', 'copyrightYear'],
    decoys: {
      phones: ['031 526 400', '800 880 880'],
      addresses: ['Viale Varese 22, 22100 Como'],
      years: [1978, 2022, 2025, 2016],
      links: ['https://www.linkedin.com/company/gruppo-arredo-lario'],
    },
  },
  // Valladolid curtain and upholstery workshop named "La Botica", in a pharmacy of 1890 whose story
  // fills the page. Traps: the pharmacy's year, the pharmacists' college's phone, a fabric house's
  // showroom, a 1912 prescription book.
  {
    domain: 'cortinas-la-botica-b.es',
    name: 'La Botica',
    language: 'es',
    kind: 'misleading',
    category: 'home-and-garden',
    subcategory: 'decoration-and-interior',
    contacts: {
      phone: '983 35 71 20',
      email: 'hola@cortinas-la-botica-b.es',
      street: 'Calle Platerías 6',
      address: 'Calle Platerías 6, 47003 Valladolid',
      founded: 2008,
      facebook: 'https://www.facebook.com/laboticadecoracion',
    },
    traps: ['previousBusinessYear', 'professionalBody', 'supplierContact', 'buildingYear'],
    decoys: {
      phones: ['983 30 30 11', '914 351 270'],
      years: [1890, 1912],
    },
  },

  // Home Services

  // Enschede textile-rental laundry (RAL-GZ 992, ISO 14644 cleanroom garments) in a Remix payload,
  // now part of a Belgian group; a branch closed. Traps: the group's founding, phone and LinkedIn,
  // the closed branch's address, a quality mark's year.
  {
    domain: 'textielservice-bolderman-b.nl',
    name: 'Bolderman Textielservice',
    language: 'nl',
    kind: 'jsShell',
    category: 'home-services',
    subcategory: 'cleaning-service-providers',
    contacts: {
      phone: '053 430 88 10',
      email: 'service@textielservice-bolderman-b.nl',
      street: 'Haaksbergerstraat 230',
      address: 'Haaksbergerstraat 230, 7545 GK Enschede',
      founded: 1957,
      linkedin: 'https://www.linkedin.com/company/bolderman-textielservice',
    },
    traps: ['parentGroup', 'previousAddress', 'certificationYear'],
    decoys: {
      phones: ['+32 9 265 70 00'],
      addresses: ['Twekkelerweg 91, 7553 LZ Hengelo'],
      years: [1934, 2023, 2012, 2024],
      links: ['https://www.linkedin.com/company/lavanda-group'],
    },
  },
  // Lausanne-area plumbing firm that moved from Renens to Crissier, among a cookie notice, a
  // mega-menu, a newsletter and legal lines. Traps: the old address, the weekend on-call
  // partner's number, the trade body's membership year, the company number.
  {
    domain: 'sanitaire-leman-b.ch',
    name: 'Léman Sanitaire SA',
    language: 'fr',
    kind: 'boilerplate',
    category: 'home-services',
    subcategory: 'plumbing-and-sanitation',
    contacts: {
      phone: '021 635 18 40',
      email: 'info@sanitaire-leman-b.ch',
      street: 'Chemin de Mongevon 9',
      address: 'Chemin de Mongevon 9, 1023 Crissier',
      founded: 1971,
    },
    traps: [
      'previousAddress',
      'onCallPartner',
      'membershipYear',
      'registrationNumber',
      'webProvider',
    ],
    decoys: {
      phones: ['0800 24 24 00'],
      addresses: ['Rue de Lausanne 41, 1020 Renens'],
      years: [1975, 2025],
    },
  },
  // Auckland archive-box storage and office-move firm whose page is law firms' words (retention
  // rules, wills, deeds, discovery); renamed in 2020. Traps: the law society's phone, the old
  // number, the rules' year, a client's year in a testimonial.
  {
    domain: 'archivestore-beckwith-b.co.nz',
    name: 'Beckwith Archive Storage',
    language: 'en',
    kind: 'misleading',
    category: 'home-services',
    subcategory: 'moving-and-storage',
    contacts: {
      phone: '09 579 4410',
      email: 'boxes@archivestore-beckwith-b.co.nz',
      street: '41 Hugo Johnston Drive',
      address: '41 Hugo Johnston Drive, Penrose, Auckland 1061',
      founded: 1994,
      linkedin: 'https://www.linkedin.com/company/beckwith-archive-storage',
    },
    traps: ['professionalBody', 'formerNumber', 'standardYear', 'testimonialSignature'],
    decoys: {
      phones: ['04 472 7837', '09 525 1180'],
      years: [2008, 2020, 2009],
    },
  },
  // Brescia alarm-monitoring and patrol firm, acquired in 2022 by a Milan holding. Traps: the
  // holding's address and phone, the emergency number, the licence year, the standards' years.
  {
    domain: 'vigilanza-bastioni-b.it',
    name: 'Vigilanza Bastioni',
    language: 'it',
    kind: 'plain',
    category: 'home-services',
    subcategory: 'house-sitting-and-security',
    contacts: {
      phone: '030 377 2104',
      email: 'centrale@vigilanza-bastioni-b.it',
      street: 'Via Triumplina 88',
      address: 'Via Triumplina 88, 25123 Brescia',
      founded: 1979,
    },
    traps: ['parentGroup', 'emergencyNumber', 'licenceYear', 'standardYear'],
    decoys: {
      phones: ['02 8734 5500', '112'],
      addresses: ['Piazza della Repubblica 14, 20124 Milano'],
      years: [2022, 2021, 2000, 2015],
    },
  },
  // Zürcher Oberland appliance-repair firm in Angular transfer state, founded 2020 by technicians of
  // a closed manufacturer's service department. Traps: the predecessor's founding, address and
  // number, manufacturers' service lines.
  {
    domain: 'reparatur-bachtel-b.ch',
    name: 'Bachtel Service GmbH',
    language: 'de',
    kind: 'jsShell',
    category: 'home-services',
    subcategory: 'repair-service-providers',
    contacts: {
      phone: '044 935 21 60',
      email: 'service@reparatur-bachtel-b.ch',
      street: 'Zürichstrasse 51',
      address: 'Zürichstrasse 51, 8340 Hinwil',
      founded: 2020,
    },
    traps: ['previousBusinessYear', 'previousAddress', 'formerNumber', 'manufacturerHotline'],
    decoys: {
      phones: ['044 930 11 80', '0800 850 850', '0848 848 111'],
      addresses: ['Bahnhofstrasse 120, 8620 Wetzikon'],
      years: [1948],
    },
  },

  // Legal Services & Government

  // Harwich customs broker in the trade's jargon (CDS, GVMS, NCTS, AEO, IPR), renamed in 2021.
  // Traps: the former number, the port authority's switchboard, HMRC's helpline, a council
  // contract reference, a case study's year, the customs code's year.
  {
    domain: 'customs-brokerage-bridgewater-b.co.uk',
    name: 'Bridgewater Customs',
    language: 'en',
    kind: 'plain',
    category: 'legal-services-and-government',
    subcategory: 'customs-and-toll',
    contacts: {
      phone: '01255 244 610',
      email: 'entries@customs-brokerage-bridgewater-b.co.uk',
      street: '22 Station Road',
      address: '22 Station Road, Harwich, Essex CO12 3BD',
      founded: 2003,
      linkedin: 'https://www.linkedin.com/company/bridgewater-customs',
    },
    traps: ['formerNumber', 'publicOffice', 'clientReference', 'standardYear', 'helpline'],
    decoys: {
      phones: ['01255 508 114', '01255 242 000', '0300 322 7067'],
      years: [2021, 2022, 2016, 2025],
    },
  },
  // Cologne law firm formed by a merger (Bergmann & Kollegen, 1986, + Hoff), among a Usercentrics
  // wall, a mega-menu, a newsletter and the Impressum. Traps: the given-up Hoff offices, the fax,
  // the bar's address and phone, the liability insurer's address, the register court.
  {
    domain: 'kanzlei-bergmann-b.de',
    name: 'Bergmann Hoff Rechtsanwälte',
    language: 'de',
    kind: 'boilerplate',
    category: 'legal-services-and-government',
    subcategory: 'lawyers-and-attorneys',
    contacts: {
      phone: '0221 93 45 62-0',
      email: 'kanzlei@kanzlei-bergmann-b.de',
      street: 'Hohenzollernring 72',
      address: 'Hohenzollernring 72, 50672 Köln',
      founded: 1986,
      linkedin: 'https://www.linkedin.com/company/bergmann-hoff-rechtsanwaelte',
    },
    traps: ['previousAddress', 'faxNumber', 'professionalBody', 'insurerDetails', 'registryCourt'],
    decoys: {
      phones: ['0221 93 45 62-99', '0221 97 30 10-0'],
      addresses: [
        'Severinstraße 199, 50676 Köln',
        'Riehler Straße 30, 50668 Köln',
        'Königinstraße 28, 80802 München',
      ],
      years: [2024, 2025],
    },
  },
  // Campinas sworn translator whose homepage is half CV as an ICU nurse and clinical-research
  // reviewer; the translation trade stated once; obfuscated email with a mailto. Traps: degree and
  // employment years, the board of trade's and a consulate's phones. No founding year stated.
  {
    domain: 'traducao-juramentada-b.com.br',
    name: 'Renata Barbosa – Tradutora Pública',
    language: 'pt',
    kind: 'misleading',
    category: 'legal-services-and-government',
    subcategory: 'legal-service-providers',
    contacts: {
      phone: '(19) 3254-7781',
      email: 'contato@traducao-juramentada-b.com.br',
      street: 'Rua Barão de Jaguara, 1481',
      address: 'Rua Barão de Jaguara, 1481 - Centro, Campinas - SP, 13015-002',
      linkedin: 'https://www.linkedin.com/in/renatabarbosa-tradutora',
    },
    traps: ['personalProfile', 'experienceYears', 'publicOffice'],
    decoys: {
      phones: ['(11) 3468-3050', '(11) 3250-5000'],
      years: [2003, 2004, 2010],
    },
  },
  // Valencia vehicle-registration gestoría in a Vue SSR state, renamed in 2020 (was Gestoría Pardo,
  // founded 1991). Traps: the DGT's appointment line, the gestores' college's phone, the old address,
  // a royal decree's year; the WhatsApp line is the firm's own second line (neither).
  {
    domain: 'gestoria-matriculas-b.es',
    name: 'Gestoría Turia',
    language: 'es',
    kind: 'jsShell',
    category: 'legal-services-and-government',
    subcategory: 'registration-services',
    contacts: {
      phone: '963 52 41 80',
      email: 'tramites@gestoria-matriculas-b.es',
      street: 'Calle de Colón 48',
      address: 'Calle de Colón 48, 46004 Valencia',
      founded: 1991,
      facebook: 'https://www.facebook.com/gestoriaturia',
    },
    traps: ['publicOffice', 'professionalBody', 'previousAddress', 'standardYear'],
    decoys: {
      phones: ['060', '963 51 90 11'],
      addresses: ['Calle de Ruzafa 22, 46006 Valencia'],
      years: [2020, 1998],
    },
  },
  // Brussels archives contractor (sorting tables, disposal slips, acid-free boxes), spun off in
  // 2018 from a document firm. Traps: the State Archives' address and phone, a commune client's
  // year, a tender reference, a standard's year.
  {
    domain: 'archivage-bruxelles-b.be',
    name: 'Archéa',
    language: 'fr',
    kind: 'plain',
    category: 'legal-services-and-government',
    subcategory: 'libraries-and-archives',
    contacts: {
      phone: '02 538 62 17',
      email: 'info@archivage-bruxelles-b.be',
      street: 'Rue de Livourne 45',
      address: 'Rue de Livourne 45, 1050 Ixelles',
      founded: 2012,
      linkedin: 'https://www.linkedin.com/company/archea-archives',
    },
    traps: ['publicOffice', 'clientReference', 'standardYear', 'previousBusinessYear'],
    decoys: {
      phones: ['02 513 76 80'],
      addresses: ['Rue de Ruysbroeck 2, 1000 Bruxelles'],
      years: [2018, 2019, 2016],
    },
  },

  // Media & Publishing

  // Porto food photographer whose page is half a chef's CV (hotel school 2005, restaurants until
  // 2013); photography stated once. Traps: a restaurant's booking line, CV years, an award's year,
  // a book's year.
  {
    domain: 'fotografia-bacalhau-b.pt',
    name: 'Tiago Brás',
    language: 'pt',
    kind: 'misleading',
    category: 'media-and-publishing',
    subcategory: 'photography',
    contacts: {
      phone: '+351 912 448 306',
      email: 'ola@fotografia-bacalhau-b.pt',
      street: 'Rua do Almada 412',
      address: 'Rua do Almada 412, 4050-032 Porto',
      founded: 2014,
    },
    traps: ['personalProfile', 'experienceYears', 'awardYear', 'clientReference'],
    decoys: {
      phones: ['225 370 462'],
      years: [2005, 2013, 2019, 2021],
    },
  },
  // Assisi recording studio named "Il Frantoio", whose page is mostly the olive mill of 1870;
  // recording stated once. Traps: the mill's year, an olive growers' consortium's phone, a
  // festival's year.
  {
    domain: 'studio-suono-b.it',
    name: 'Il Frantoio Recording Studio',
    language: 'it',
    kind: 'misleading',
    category: 'media-and-publishing',
    subcategory: 'video-and-sound',
    contacts: {
      phone: '075 851 2290',
      email: 'studio@studio-suono-b.it',
      street: 'Via del Frantoio 3',
      address: 'Via del Frantoio 3, 06081 Assisi (PG)',
      founded: 2009,
      facebook: 'https://www.facebook.com/ilfrantoiostudio',
    },
    traps: ['previousBusinessYear', 'namesakeBusiness', 'eventVenue', 'buildingYear'],
    decoys: {
      phones: ['0742 301 188'],
      years: [1870, 2023],
    },
  },
  // Amsterdam publisher renamed after a takeover (De Linde -> Boekenhof), among a cookie bar, a
  // mega-menu, a search box, a newsletter and the group's footer. Traps: the group's founding,
  // address, phone and LinkedIn, the book distributor's service line, Book Week's year, an ISBN.
  {
    domain: 'uitgeverij-boekenhof-b.nl',
    name: 'Boekenhof Uitgevers',
    language: 'nl',
    kind: 'boilerplate',
    category: 'media-and-publishing',
    subcategory: 'books-and-magazines',
    contacts: {
      phone: '020 624 91 30',
      email: 'redactie@uitgeverij-boekenhof-b.nl',
      street: 'Keizersgracht 509',
      address: 'Keizersgracht 509, 1017 DK Amsterdam',
      founded: 1968,
      facebook: 'https://www.facebook.com/boekenhofuitgevers',
    },
    traps: ['parentGroup', 'supplierContact', 'eventVenue', 'copyrightYear'],
    decoys: {
      phones: ['030 233 40 00', '0345 475 888'],
      addresses: ['Oudegracht 210, 3511 NS Utrecht'],
      years: [1899, 2025],
      links: ['https://www.linkedin.com/company/noordhoek-media-groep'],
    },
  },
  // London shipping-news bulletin whose page is a freight-market report (TEU, blank sailings, BAF);
  // the publishing trade stated once; now part of an information group. Traps: the group's founding,
  // phone, LinkedIn and press email, a trade fair's year.
  {
    domain: 'freightwire-bulletin-b.com',
    name: 'Freightwire',
    language: 'en',
    kind: 'misleading',
    category: 'media-and-publishing',
    subcategory: 'media-and-information',
    contacts: {
      phone: '+44 20 7946 0831',
      email: 'subscriptions@freightwire-bulletin-b.com',
      street: '21 Leadenhall Street',
      address: '21 Leadenhall Street, London EC3V 1LR',
      founded: 2011,
      linkedin: 'https://www.linkedin.com/company/freightwire',
    },
    traps: ['parentGroup', 'pressContact', 'tradeFair', 'registrationNumber'],
    decoys: {
      phones: ['+44 20 7210 4400'],
      emails: ['press@meridian-information.example'],
      years: [1872, 2025],
      links: ['https://www.linkedin.com/company/meridian-information'],
    },
  },

  // Money & Insurance

  // Zaragoza payroll bureau in its jargon (Sistema RED, SILTRA, modelos 111 y 190); the founder's
  // daughter runs it since 2019; moved in 2021. Traps: the social security's line, membership and
  // succession years, the old street.
  {
    domain: 'nominas-bernal-b.es',
    name: 'Asesoría Bernal',
    language: 'es',
    kind: 'plain',
    category: 'money-and-insurance',
    subcategory: 'accounting-and-tax',
    contacts: {
      phone: '976 23 45 18',
      email: 'nominas@nominas-bernal-b.es',
      street: 'Paseo de Sagasta 31',
      address: 'Paseo de Sagasta 31, 50008 Zaragoza',
      founded: 1983,
      linkedin: 'https://www.linkedin.com/company/asesoria-bernal',
    },
    traps: ['publicOffice', 'membershipYear', 'previousAddress', 'previousBusinessYear'],
    decoys: {
      phones: ['901 50 20 50'],
      addresses: ['Paseo Pamplona 15'],
      years: [2019, 2007, 2021],
    },
  },
  // Linz insurance broker for bakeries: the page is the bakehouse at 3 a.m.; broking stated once;
  // new owner since 2021. Traps: the guild's WKO line, an insurer's claims line, the supervising
  // authority's address, the trade licence number.
  {
    domain: 'versicherungsmakler-baeckerei-b.at',
    name: 'Pichler Versicherungsmakler',
    language: 'de',
    kind: 'misleading',
    category: 'money-and-insurance',
    subcategory: 'insurance',
    contacts: {
      phone: '0732 77 18 40',
      email: 'buero@versicherungsmakler-baeckerei-b.at',
      street: 'Landstraße 49',
      address: 'Landstraße 49, 4020 Linz',
      founded: 1995,
    },
    traps: ['professionalBody', 'insurerDetails', 'supervisoryAuthority', 'registrationNumber'],
    decoys: {
      phones: ['05 90909-3330', '0732 7611-0'],
      addresses: ['Kaplanhofstraße 1, 4020 Linz'],
      years: [2021],
    },
  },
  // Aix estate agency that joined a national network, among an Axeptio wall, a mega-menu, listings
  // with prices, an alert box and the legal mentions. Traps: the network's head office and phone,
  // the guarantor's and the mediator's addresses, the professional card number.
  {
    domain: 'immobilier-bastide-b.fr',
    name: 'Bastide Immobilier',
    language: 'fr',
    kind: 'boilerplate',
    category: 'money-and-insurance',
    subcategory: 'real-estate',
    contacts: {
      phone: '04 42 26 71 90',
      email: 'contact@immobilier-bastide-b.fr',
      street: '18 cours Mirabeau',
      address: '18 cours Mirabeau, 13100 Aix-en-Provence',
      founded: 1987,
      facebook: 'https://www.facebook.com/bastideimmobilieraix',
    },
    traps: [
      'franchisor',
      'insurerDetails',
      'consumerArbitration',
      'priceFigures',
      'registrationNumber',
    ],
    decoys: {
      phones: ['04 78 92 55 00'],
      addresses: [
        '40 rue de la République, 69002 Lyon',
        '89 rue La Boétie, 75008 Paris',
        '73 boulevard de Clichy, 75009 Paris',
      ],
      years: [2025],
    },
  },
  // São Paulo factoring house (duplicatas, deságio, FIDC) in Astro island props, renamed in 2022
  // (was Fomento Paulista, founded 2004). Traps: the disconnected number, the association's phone
  // and membership year, the regulator's address.
  {
    domain: 'antecipa-recebiveis-b.com.br',
    name: 'Antecipa Bandeirantes',
    language: 'pt',
    kind: 'jsShell',
    category: 'money-and-insurance',
    subcategory: 'credit-and-debt-services',
    contacts: {
      phone: '(11) 3382-5510',
      email: 'comercial@antecipa-recebiveis-b.com.br',
      street: 'Av. Brigadeiro Faria Lima, 3144',
      address: 'Av. Brigadeiro Faria Lima, 3144 - 8º andar, Itaim Bibi, São Paulo - SP, 04538-132',
      founded: 2004,
      linkedin: 'https://www.linkedin.com/company/antecipa-bandeirantes',
    },
    traps: ['formerNumber', 'professionalBody', 'membershipYear', 'supervisoryAuthority'],
    decoys: {
      phones: ['(11) 3226-4100', '(11) 3105-6211'],
      addresses: ['Rua Cincinato Braga, 340 - Bela Vista, São Paulo - SP'],
      years: [2022, 2006],
    },
  },
  // Boston wealth manager, "A Harborview Financial Company", among a cookie bar, a mega-menu,
  // insights, a newsletter and regulatory disclosures. Traps: the parent's address, phone, founding
  // and LinkedIn, the custodian's line, BrokerCheck, the acquisition year.
  {
    domain: 'wealth-blackthorn-b.com',
    name: 'Blackthorn Wealth Partners',
    language: 'en',
    kind: 'boilerplate',
    category: 'money-and-insurance',
    subcategory: 'investments-and-wealth',
    contacts: {
      phone: '(617) 742-3310',
      email: 'clientservice@wealth-blackthorn-b.com',
      street: '100 Federal Street',
      address: '100 Federal Street, Suite 1900, Boston, MA 02110',
      founded: 1993,
      linkedin: 'https://www.linkedin.com/company/blackthorn-wealth-partners',
    },
    traps: ['parentGroup', 'serviceHotline', 'supervisoryAuthority', 'copyrightYear'],
    decoys: {
      phones: ['(617) 960-5000', '800-515-2157'],
      addresses: ['500 Boylston Street, Boston, MA 02116'],
      years: [1956, 2023, 2025],
      links: [
        'https://www.linkedin.com/company/harborview-financial',
        'https://brokercheck.finra.org/',
      ],
    },
  },

  // Say-nothing pages

  // A takeover notice that redirects to the acquirer, with no word about the trade.
  {
    domain: 'bridgeford-holdings-b.com',
    name: 'Bridgeford',
    language: 'en',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
  },
  // A domain parked after its owner's rename, with a registrar's ad links (flights, insurance,
  // hotels, car hire) that are not the owner's trade.
  {
    domain: 'dominio-baleares-b.es',
    name: 'dominio-baleares-b.es',
    language: 'es',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
  },
  // A maintenance page during a rebrand ("nieuwe naam en huisstijl").
  {
    domain: 'bouwmans-beheer-b.nl',
    name: 'Bouwmans',
    language: 'nl',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
  },
  // A consent wall only, over an empty app root.
  {
    domain: 'bertolini-servizi-b.it',
    name: 'Bertolini',
    language: 'it',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
  },
  // An empty shop template with placeholder products.
  {
    domain: 'loja-bemtevi-b.com.br',
    name: 'Minha Loja',
    language: 'pt',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
  },
];
