import type { HandWrittenLabel } from '../handWrittenLabel.ts';

/**
 * devset34, author R: Public & Local Services, Restaurants & Bars, Shopping & Fashion, Sports,
 * Travel & Vacation, Utilities and Vehicles & Transportation. 44 pages: 39 business pages, one per
 * subcategory (Public & Local 6, Restaurants & Bars 7, Shopping & Fashion 5, Sports 8, Travel &
 * Vacation 4, Utilities 3, Vehicles & Transportation 6), and 5 say-nothing pages.
 * Languages: en 8, de 6, fr 6, es 6, nl 6, it 6, pt 6, in regional variants (Austria, Switzerland,
 * Ticino, Québec, Belgium and Flanders, Mexico, Argentina, Chile, Brazil, Ireland, Australia, New
 * Zealand, the UK) with their own phone, postcode and address formats.
 * Kinds: jsShell 7 (Nuxt 3 `__NUXT_DATA__`, Nuxt 2 `window.__NUXT__`, Next app-router flight data,
 * SvelteKit, Remix, Gatsby, Angular transfer state), misleading 9, boilerplate 7, sayNothing 5,
 * plain 16.
 *
 * The theme as built here: every business page gives its contact facts partly in another markup
 * vocabulary (hCard and microformats2 h-card, RDFa schema.org, Open Graph business and place tags,
 * `geo.placename`, `data-phone`/`data-email` attributes behind "Call us" buttons, `tel:` links with
 * an icon, `mailto:` with `?subject=`, vCard downloads, Maps embeds and links whose query is the
 * address, `wa.me` links, an image's alt text), often with another party's values in the same
 * vocabulary (the web agency's h-card in the footer). And each tells its own past and future in its
 * own voice: an old number no longer in use, a new number from a coming date, a former address, a
 * coming address or a temporary venue, a takeover, a second shop's opening, a certification, an
 * anniversary, a closing for holidays.
 *
 * Labelling rules as applied: the category is what the company sells today. `contacts` holds only
 * the company's own current values for the place customers use: the phone to call first today as
 * the page writes it (visible text, or the attribute value when only there), never an old or not
 * yet valid one; the general mailbox; the street and address customers visit now (never a PO box,
 * a former, a coming or a temporary future address); the founding or first opening year only, kept
 * through takeovers and moves when the page states it, left out when it does not; social links
 * exactly as in the href. `decoys` are the old and future numbers and addresses, other parties'
 * contact facts and links, and years that are not the founding; each occurs verbatim in the page.
 * Coming and temporary addresses are filed under the `previousAddress` trap with `timeline`.
 */
export const DEVSET34_LABELS_R: readonly HandWrittenLabel[] = [
  // Graz funeral home (WordPress, Astra): h-card contact block, old number "nicht mehr in Betrieb"
  // since 2024, third generation since 2016 (founded 1952), cemetery office and the web agency's h-card.
  {
    domain: 'bestattung-lechner-r.at',
    name: 'Bestattung Lechner',
    language: 'de',
    kind: 'plain',
    category: 'public-and-local-services',
    subcategory: 'funeral-and-memorial',
    contacts: {
      phone: '0316 48 22 17',
      email: 'office@bestattung-lechner-r.at',
      street: 'Grabenstraße 41',
      address: 'Grabenstraße 41, 8010 Graz',
      founded: 1952,
      facebook: 'https://www.facebook.com/bestattunglechnergraz',
    },
    traps: ['formerNumber', 'timeline', 'publicOffice', 'webProvider'],
    decoys: {
      phones: ['0316 71 30 55', '0316 46 19 05', '0316 71 44 90'],
      emails: ['hallo@pixelwerk-graz.at'],
      addresses: ['Annenstraße 22'],
      years: [2016, 2024],
      links: [],
    },
  },
  // Ghent staffing agency, Nuxt 3 shell (everything in __NUXT_DATA__): head office plus the Eeklo
  // branch (opened 2019), a move to Nederkouter from 1 March 2026, VDAB's free number.
  {
    domain: 'jobhuis-vermeulen-r.be',
    name: 'Jobhuis Vermeulen',
    language: 'nl',
    kind: 'jsShell',
    category: 'public-and-local-services',
    subcategory: 'employment-and-career',
    contacts: {
      phone: '09 233 41 70',
      email: 'gent@jobhuis-vermeulen-r.be',
      street: 'Kortrijksesteenweg 212',
      address: 'Kortrijksesteenweg 212, 9000 Gent',
      founded: 2004,
      linkedin: 'https://www.linkedin.com/company/jobhuis-vermeulen',
    },
    traps: ['branchElsewhere', 'previousAddress', 'timeline', 'publicOffice'],
    decoys: {
      phones: ['09 377 20 15', '0800 30 700'],
      emails: ['eeklo@jobhuis-vermeulen-r.be'],
      addresses: ['Stationsstraat 31, 9900 Eeklo', 'Nederkouter 88, 9000 Gent'],
      years: [2019, 2026],
      links: [],
    },
  },
  // Reformed congregation in Lugano (hand-made, RDFa Organization with foundingDate 1912): a coming
  // temporary venue during the 2026 restoration, the temple's 1931 inauguration and 1958 organ,
  // the cantonal church's office in Bellinzona.
  {
    domain: 'chiesa-riformata-lugano-r.ch',
    name: 'Comunità evangelica riformata di Lugano',
    language: 'it',
    kind: 'plain',
    category: 'public-and-local-services',
    subcategory: 'religious-institutions',
    contacts: {
      phone: '091 923 45 67',
      email: 'segretariato@chiesa-riformata-lugano-r.ch',
      street: 'Viale Carlo Cattaneo 15',
      address: 'Viale Carlo Cattaneo 15, 6900 Lugano',
      founded: 1912,
    },
    traps: ['previousAddress', 'buildingYear', 'timeline', 'parentGroup', 'bankDetails'],
    decoys: {
      phones: ['091 825 18 42'],
      emails: [],
      addresses: ['Via Maraini 8, 6963 Pregassona', 'Via Orico 2, 6500 Bellinzona'],
      years: [1931, 1958, 2026],
      links: [],
    },
  },
  // Sherbrooke container rental and waste collection (Divi): Loi 25 cookie wall, 40-link mega menu,
  // newsletter; Open Graph business tags, "Appelez-nous" tel link, mailto with ?subject; the former
  // yard on rue Galt Est closed in 2022; the city's eco-centre and the web agency's hCard.
  {
    domain: 'conteneurs-gagnon-roy-r.ca',
    name: 'Conteneurs Gagnon-Roy',
    language: 'fr',
    kind: 'boilerplate',
    category: 'public-and-local-services',
    subcategory: 'waste-management',
    contacts: {
      phone: '819 563-2210',
      email: 'info@conteneurs-gagnon-roy-r.ca',
      street: '2450, rue King Ouest',
      address: '2450, rue King Ouest, Sherbrooke (Québec) J1J 2E8',
      founded: 1987,
      facebook: 'https://www.facebook.com/conteneursgagnonroy',
    },
    traps: ['previousAddress', 'publicOffice', 'webProvider', 'formPlaceholder'],
    decoys: {
      phones: ['819 821-5858', '819 843-7711'],
      emails: ['vieprivee@conteneurs-gagnon-roy-r.ca', 'votre@courriel.com'],
      addresses: ['1175, rue Galt Est'],
      years: [2022],
      links: [],
    },
  },
  // Porto homeless shelter charity (Wix): the phone only in a data-phone attribute behind "Ligue-nos",
  // the former warehouse on Rua do Almada until 2021, the second residence opened 2023, the national
  // social emergency line 144 and the volunteers' WhatsApp.
  {
    domain: 'casa-abrigo-sao-vicente-r.pt',
    name: 'Casa Abrigo São Vicente',
    language: 'pt',
    kind: 'plain',
    category: 'public-and-local-services',
    subcategory: 'shelters-and-homes',
    contacts: {
      phone: '22 208 41 53',
      email: 'geral@casa-abrigo-sao-vicente-r.pt',
      street: 'Rua de Cedofeita 318',
      address: 'Rua de Cedofeita 318, 4050-174 Porto',
      founded: 1994,
      facebook: 'https://www.facebook.com/casaabrigosaovicente',
    },
    traps: ['previousAddress', 'timeline', 'helpline', 'bankDetails', 'registrationNumber'],
    decoys: {
      phones: ['351936220417'],
      emails: [],
      addresses: ['Rua do Almada 97'],
      years: [2021, 2023],
      links: [],
    },
  },
  // North Shore stream restoration trust (Squarespace, microformats2 h-card): a PO box beside the
  // nursery address, a new number from 1 March 2026, the nursery's 2011 opening, the council's
  // pollution hotline.
  {
    domain: 'kaipatiki-stream-care-r.org.nz',
    name: 'Kaipātiki Stream Care Trust',
    language: 'en',
    kind: 'plain',
    category: 'public-and-local-services',
    subcategory: 'nature-and-environment',
    contacts: {
      phone: '09 483 2716',
      email: 'kiaora@kaipatiki-stream-care-r.org.nz',
      street: '27 Birkdale Road',
      address: '27 Birkdale Road, Birkenhead, Auckland 0626',
      founded: 1998,
      facebook: 'https://www.facebook.com/KaipatikiStreamCare',
    },
    traps: ['formerNumber', 'timeline', 'publicOffice', 'funder', 'registrationNumber'],
    decoys: {
      phones: ['09 480 5521', '09 301 0101'],
      emails: [],
      addresses: ['PO Box 40512, Glenfield, Auckland 0747'],
      years: [2011, 2026],
      links: [],
    },
  },
  // Winterthur café-bar in a former pharmacy (Webflow): almost all words are about the 1889 pharmacy,
  // its jars and herbs; the café since 2016 is said once. The phone only in a tel: link with an icon,
  // the address in a Maps embed's q=; the pharmacy moved to Bahnhofplatz in 2015 with its own number.
  {
    domain: 'cafe-alte-apotheke-r.ch',
    name: 'Alte Apotheke',
    language: 'de',
    kind: 'misleading',
    category: 'restaurants-and-bars',
    subcategory: 'bars-and-cafes',
    contacts: {
      phone: '+41522123456',
      email: 'hallo@cafe-alte-apotheke-r.ch',
      street: 'Marktgasse 14',
      address: 'Marktgasse 14, 8400 Winterthur',
      founded: 2016,
    },
    traps: ['previousBusinessYear', 'namesakeBusiness', 'mapEmbed', 'modelYear'],
    decoys: {
      phones: ['052 213 80 80'],
      emails: [],
      addresses: ['Bahnhofplatz 7'],
      years: [1889, 1902, 2015],
      links: [],
    },
  },
  // Lyon bouchon (WordPress theme): footer hCard, opened 1964, granddaughter in charge since 2019,
  // the old number "n'est plus attribué", summer closing 2025, the butcher's address at the Halles,
  // a booking-platform link.
  {
    domain: 'bouchon-chez-mado-r.fr',
    name: 'Chez Mado',
    language: 'fr',
    kind: 'plain',
    category: 'restaurants-and-bars',
    subcategory: 'european-cuisine',
    contacts: {
      phone: '04 78 39 52 17',
      street: '14 rue Mercière',
      address: '14 rue Mercière, 69002 Lyon',
      founded: 1964,
      facebook: 'https://www.facebook.com/chezmadolyon',
    },
    traps: ['formerNumber', 'timeline', 'supplierContact', 'bookingPlatform'],
    decoys: {
      phones: ['04 78 28 11 06'],
      emails: [],
      addresses: ['102 cours Lafayette'],
      years: [2019, 2025],
      links: ['https://www.thefork.fr/restaurant/chez-mado-r123456'],
    },
  },
  // Melbourne izakaya, Next.js app router with client rendering (everything in self.__next_f flight
  // data): opened 2014, a sister bento shop coming in spring 2025 at Gertrude Street, the sake
  // importer's Sydney number.
  {
    domain: 'kumo-izakaya-r.com.au',
    name: 'Kumo Izakaya',
    language: 'en',
    kind: 'jsShell',
    category: 'restaurants-and-bars',
    subcategory: 'japanese-cuisine',
    contacts: {
      phone: '(03) 9417 2280',
      email: 'hello@kumo-izakaya-r.com.au',
      street: '212 Smith Street',
      address: '212 Smith Street, Collingwood VIC 3066',
      founded: 2014,
    },
    traps: [
      'sisterCompany',
      'previousAddress',
      'timeline',
      'supplierContact',
      'registrationNumber',
    ],
    decoys: {
      phones: ['(02) 9212 4410'],
      emails: [],
      addresses: ['88 Gertrude Street, Fitzroy'],
      years: [2025],
      links: [],
    },
  },
  // Greek restaurant in an Utrecht wharf cellar (Jimdo): og:email, og:phone_number and place tags,
  // founded 1988, son in the kitchen since 2012, the temporary address during the works until
  // April 2024, a delivery platform link.
  {
    domain: 'taverna-kalimera-r.nl',
    name: 'Taverna Kalimera',
    language: 'nl',
    kind: 'plain',
    category: 'restaurants-and-bars',
    subcategory: 'mediterranean-cuisine',
    contacts: {
      phone: '030 231 88 47',
      email: 'info@taverna-kalimera-r.nl',
      street: 'Oudegracht 178',
      address: 'Oudegracht 178, 3511 AX Utrecht',
      founded: 1988,
      facebook: 'https://www.facebook.com/tavernakalimerautrecht',
    },
    traps: ['previousAddress', 'timeline', 'marketplace'],
    decoys: {
      phones: [],
      emails: [],
      addresses: ['Voorstraat 52'],
      years: [2012, 2024],
      links: ['https://www.thuisbezorgd.nl/menu/taverna-kalimera-utrecht'],
    },
  },
  // Argentine grill in Valencia (hand-made, RDFa Restaurant with foundingDate 2009): the old number
  // "ya no está operativo", the 2022 award and the 2024 extension, the meat importer's address at
  // Mercavalencia, a delivery platform link.
  {
    domain: 'parrilla-don-julian-r.es',
    name: 'Parrilla Don Julián',
    language: 'es',
    kind: 'plain',
    category: 'restaurants-and-bars',
    subcategory: 'north-and-south-american-cuisine',
    contacts: {
      phone: '963 51 27 40',
      email: 'reservas@parrilla-don-julian-r.es',
      street: 'Calle de Cuba 23',
      address: 'Calle de Cuba 23, 46006 Valencia',
      founded: 2009,
      facebook: 'https://www.facebook.com/parrilladonjulianvlc',
    },
    traps: ['formerNumber', 'awardYear', 'timeline', 'supplierContact', 'marketplace'],
    decoys: {
      phones: ['961 10 45 83'],
      emails: [],
      addresses: ['Carretera en Proyecto 6, 46013 Valencia'],
      years: [2022, 2024],
      links: ['https://glovoapp.com/es/es/valencia/parrilla-don-julian-val/'],
    },
  },
  // Naples takeaway of folded pizza and fried snacks (WordPress, Flatsome): iubenda cookie wall,
  // newsletter, long legal footer; the new number since 1 February 2025, the old one "non è più
  // attivo", a delivery platform, the web agency's mailbox.
  {
    domain: 'pizzeria-da-gennaro-r.it',
    name: 'Da Gennaro Asporto',
    language: 'it',
    kind: 'boilerplate',
    category: 'restaurants-and-bars',
    subcategory: 'takeaway',
    contacts: {
      phone: '081 764 22 13',
      street: 'Via Luca Giordano 66',
      address: 'Via Luca Giordano 66, 80127 Napoli',
      founded: 1978,
      facebook: 'https://www.facebook.com/dagennaroasporto',
    },
    traps: ['formerNumber', 'timeline', 'marketplace', 'webProvider', 'cookieVendor'],
    decoys: {
      phones: ['081 556 30 98'],
      emails: ['info@partenopedigital.it'],
      addresses: [],
      years: [2025],
      links: ['https://www.justeat.it/restaurants-da-gennaro-asporto-vomero'],
    },
  },
  // Cork vegan restaurant (hand-made): a vCard download and a Maps link whose query holds the
  // address, founded 2017, the first premises on Oliver Plunkett Street until 2023, certified
  // since 2020, the growers' farm-gate number.
  {
    domain: 'leafline-kitchen-r.ie',
    name: 'Leafline Kitchen',
    language: 'en',
    kind: 'plain',
    category: 'restaurants-and-bars',
    subcategory: 'vegetarian-and-diet',
    contacts: {
      phone: '021 427 3390',
      email: 'hello@leafline-kitchen-r.ie',
      street: '41 MacCurtain Street',
      address: '41 MacCurtain Street, Cork T23 X2K8',
      founded: 2017,
      facebook: 'https://www.facebook.com/leaflinekitchencork',
    },
    traps: ['previousAddress', 'certificationYear', 'supplierContact', 'registrationNumber'],
    decoys: {
      phones: ['063 91 802'],
      emails: [],
      addresses: ['12 Oliver Plunkett Street'],
      years: [2020, 2023],
      links: [],
    },
  },
  // Belo Horizonte leather bag workshop (Bootstrap, hand-made): the phone only in an image's alt
  // text, a Maps embed, founded 2002, a mall kiosk coming in March 2026 with the mall's address.
  {
    domain: 'bolsas-maria-r.com.br',
    name: 'Bolsas Maria',
    language: 'pt',
    kind: 'plain',
    category: 'shopping-and-fashion',
    subcategory: 'accessories',
    contacts: {
      phone: '(31) 3224-5817',
      email: 'contato@bolsas-maria-r.com.br',
      street: 'Rua Fernandes Tourinho 470',
      address: 'Rua Fernandes Tourinho 470, Savassi, Belo Horizonte – MG, 30112-000',
      founded: 2002,
      facebook: 'https://www.facebook.com/bolsasmariabh',
    },
    traps: ['imageAltText', 'mapEmbed', 'branchElsewhere', 'timeline', 'registrationNumber'],
    decoys: {
      phones: [],
      emails: [],
      addresses: ['Rodovia BR-356, 3049 – Belvedere'],
      years: [2026],
      links: [],
    },
  },
  // Paris-region maker of chefs' clothing (Shopify): nearly every word is about kitchens, brigades
  // and restaurants (its customers); the clothing is said once. Open Graph business tags, the email
  // only in data-email behind "Écrivez-nous"; the showroom left rue Montorgueil on 2 September 2024;
  // a chef's testimonial with his restaurant's number.
  {
    domain: 'toque-et-tablier-r.fr',
    name: 'Toque & Tablier',
    language: 'fr',
    kind: 'misleading',
    category: 'shopping-and-fashion',
    subcategory: 'clothing-and-underwear',
    contacts: {
      phone: '01 46 87 22 40',
      email: 'contact@toque-et-tablier-r.fr',
      street: '12 rue du Pont des Halles',
      address: '12 rue du Pont des Halles, 94150 Rungis',
      founded: 1993,
      linkedin: 'https://www.linkedin.com/company/toque-et-tablier',
    },
    traps: [
      'previousAddress',
      'timeline',
      'testimonialSignature',
      'clientReference',
      'registrationNumber',
    ],
    decoys: {
      phones: ['01 42 33 10 55'],
      emails: [],
      addresses: ['27 rue Montorgueil'],
      years: [2024],
      links: [],
    },
  },
  // Haarlem clothing repair and alterations (WordPress block theme, microformats2 h-card): founded
  // 2010, moving to Kleine Houtstraat from 1 January 2026, the dry cleaner it refers customers to.
  {
    domain: 'naaiatelier-de-zoom-r.nl',
    name: 'Naaiatelier De Zoom',
    language: 'nl',
    kind: 'plain',
    category: 'shopping-and-fashion',
    subcategory: 'clothing-rental-and-repair',
    contacts: {
      phone: '023 532 17 84',
      email: 'atelier@naaiatelier-de-zoom-r.nl',
      street: 'Zijlstraat 33',
      address: 'Zijlstraat 33, 2011 TK Haarlem',
      founded: 2010,
      facebook: 'https://www.facebook.com/naaiatelierdezoom',
    },
    traps: ['previousAddress', 'timeline', 'recommendedPartner', 'registrationNumber'],
    decoys: {
      phones: ['023 531 40 22'],
      emails: [],
      addresses: ['Grote Houtstraat 120', 'Kleine Houtstraat 61'],
      years: [2026],
      links: [],
    },
  },
  // Guadalajara bridal gown boutique (Wix): most words are about venues, banquets, mariachi and
  // photographers; the gowns are said once. The email only in data-email, a wa.me booking link;
  // the former boutique on Av. Vallarta closed in 2020; a venue's number and a photographer's email.
  {
    domain: 'novias-alondra-r.com.mx',
    name: 'Novias Alondra',
    language: 'es',
    kind: 'misleading',
    category: 'shopping-and-fashion',
    subcategory: 'costume-and-wedding',
    contacts: {
      phone: '33 3615 4208',
      email: 'hola@novias-alondra-r.com.mx',
      street: 'Av. Chapultepec Sur 284',
      address: 'Av. Chapultepec Sur 284, Col. Americana, 44160 Guadalajara, Jal.',
      founded: 1999,
      facebook: 'https://www.facebook.com/noviasalondragdl',
    },
    traps: ['previousAddress', 'recommendedPartner', 'eventVenue'],
    decoys: {
      phones: ['33 3689 0012'],
      emails: ['citas@luzdejaliscofoto.mx'],
      addresses: ['Av. Vallarta 1520'],
      years: [2020],
      links: [],
    },
  },
  // Turin jeweller and watchmaker (hand-made, RDFa JewelryStore with foundingDate 1962): authorised
  // service centre since 2008, a temporary repairs address during the January 2026 refit, a
  // watch-service hotline.
  {
    domain: 'gioielleria-ferraris-r.it',
    name: 'Gioielleria Ferraris',
    language: 'it',
    kind: 'plain',
    category: 'shopping-and-fashion',
    subcategory: 'jewelry-and-watches',
    contacts: {
      phone: '011 562 48 93',
      email: 'info@gioielleria-ferraris-r.it',
      street: 'Via Roma 214',
      address: 'Via Roma 214, 10121 Torino',
      founded: 1962,
      facebook: 'https://www.facebook.com/gioielleriaferraristorino',
    },
    traps: ['certificationYear', 'previousAddress', 'timeline', 'manufacturerHotline'],
    decoys: {
      phones: ['800 912 447'],
      emails: [],
      addresses: ['Via Lagrange 5'],
      years: [2008, 2026],
      links: [],
    },
  },
  // Cork basketball club, Remix shell (window.__remixContext loader data): founded 1979, cup wins
  // 1999 and 2014, the old clubhouse landline "no longer in use", Basketball Ireland's office and
  // number, a sponsor's link.
  {
    domain: 'ballincollig-basketball-r.ie',
    name: 'Ballincollig Basketball Club',
    language: 'en',
    kind: 'jsShell',
    category: 'sports',
    subcategory: 'ball-games',
    contacts: {
      phone: '087 214 6630',
      email: 'secretary@ballincollig-basketball-r.ie',
      street: 'Old Fort Road',
      address: 'Old Fort Road, Ballincollig, Co. Cork P31 X4E7',
      founded: 1979,
      facebook: 'https://www.facebook.com/BallincolligBasketball',
    },
    traps: ['formerNumber', 'awardYear', 'parentGroup', 'sponsor'],
    decoys: {
      phones: ['021 487 1290', '01 459 0211'],
      emails: [],
      addresses: ['Tymon Park, Dublin 24, D24 Y0HF'],
      years: [1999, 2014],
      links: ['https://www.supervalu.ie/stores/ballincollig'],
    },
  },
  // Surrey village cricket club (WordPress, GeneratePress, microformats2 h-card): founded 1884, on
  // Tadworth Green until 1961, new pavilion 2019, mailto with ?cc to the chair, the county board's
  // office and number, a sponsor's link.
  {
    domain: 'tadworth-cricket-club-r.co.uk',
    name: 'Tadworth Cricket Club',
    language: 'en',
    kind: 'plain',
    category: 'sports',
    subcategory: 'bat-and-ball-games',
    contacts: {
      phone: '01737 812440',
      email: 'secretary@tadworth-cricket-club-r.co.uk',
      street: 'Preston Lane',
      address: 'Preston Lane, Tadworth, Surrey KT20 5RS',
      founded: 1884,
      facebook: 'https://www.facebook.com/TadworthCC',
    },
    traps: ['previousAddress', 'buildingYear', 'urlQuery', 'professionalBody', 'sponsor'],
    decoys: {
      phones: ['0203 946 0100'],
      emails: ['chair@tadworth-cricket-club-r.co.uk'],
      addresses: ['The Kia Oval, London SE11 5SS'],
      years: [1961, 2019],
      links: ['https://www.kingswoodmotors.co.uk'],
    },
  },
  // Bologna dance and gymnastics school (WordPress, OceanWP, hCard): founded 1985, the daughter
  // directing since 2018, a 40th-anniversary show on 14 June 2025 at a theatre with its box office
  // number, mailto with ?subject.
  {
    domain: 'scuola-danza-tersicore-r.it',
    name: 'Tersicore – Scuola di danza',
    language: 'it',
    kind: 'plain',
    category: 'sports',
    subcategory: 'dancing-and-gymnastics',
    contacts: {
      phone: '051 644 21 97',
      email: 'segreteria@scuola-danza-tersicore-r.it',
      street: 'Via San Vitale 97',
      address: 'Via San Vitale 97, 40125 Bologna',
      founded: 1985,
      facebook: 'https://www.facebook.com/tersicoredanzabologna',
    },
    traps: ['anniversaryYear', 'timeline', 'eventVenue', 'ticketOffice'],
    decoys: {
      phones: ['051 231836'],
      emails: [],
      addresses: ['Via Cartoleria 42'],
      years: [2018, 2025],
      links: [],
    },
  },
  // Leeds strength gym (WordPress, Kadence): CookieYes banner, 32-link mega menu, newsletter, long
  // legal footer; Open Graph business tags and the phone only in data-phone behind "Call us";
  // opened 2012, a Harrogate gym coming in January 2026, the old mobile, the accountants' address.
  {
    domain: 'ironworks-gym-leeds-r.co.uk',
    name: 'Ironworks Gym',
    language: 'en',
    kind: 'boilerplate',
    category: 'sports',
    subcategory: 'fitness-and-weight-lifting',
    contacts: {
      phone: '0113 245 9031',
      email: 'hello@ironworks-gym-leeds-r.co.uk',
      street: '27 Globe Road',
      address: '27 Globe Road, Leeds LS11 5QG',
      founded: 2012,
      facebook: 'https://www.facebook.com/ironworksgymleeds',
    },
    traps: ['formerNumber', 'branchElsewhere', 'timeline', 'taxAdviser', 'formPlaceholder'],
    decoys: {
      phones: ['07700 900431'],
      emails: ['you@example.com'],
      addresses: ['14 Station Parade, Harrogate HG1 1UE', '3 Park Square East, Leeds LS1 2NE'],
      years: [2026],
      links: [],
    },
  },
  // Golf club above Lausanne (WordPress theme): og:phone_number in international form, the theme's
  // demo Open Graph business address and phone left in the head, founded 1971, new clubhouse 2023,
  // the restaurant tenant's number, the federation's address.
  {
    domain: 'golf-trois-chenes-r.ch',
    name: 'Golf Club des Trois-Chênes',
    language: 'fr',
    kind: 'plain',
    category: 'sports',
    subcategory: 'golf-and-ultimate',
    contacts: {
      phone: '021 652 38 10',
      email: 'secretariat@golf-trois-chenes-r.ch',
      street: 'Route des Trois-Chênes 40',
      address: 'Route des Trois-Chênes 40, 1052 Le Mont-sur-Lausanne',
      founded: 1971,
      facebook: 'https://www.facebook.com/golftroischenes',
    },
    traps: [
      'themeDemoContent',
      'buildingYear',
      'tenantContact',
      'professionalBody',
      'priceListYear',
    ],
    decoys: {
      phones: ['+1 760 555 0199', '021 652 38 15'],
      emails: [],
      addresses: ['1600 Fairway Drive', 'Place de la Croix-Blanche 19, 1066 Epalinges'],
      years: [2023, 2025],
      links: [],
    },
  },
  // Buenos Aires judo, BJJ and wrestling academy in a former bakery (hand-made): nearly all words
  // are about the 1952 bakery, its pastries and oven; the dojo since 2013 is said once. A Maps link
  // whose q= is the address; the bakery closed here in 2011 and bakes two blocks away with its own
  // number.
  {
    domain: 'dojo-la-panaderia-r.com.ar',
    name: 'La Panadería Dojo',
    language: 'es',
    kind: 'misleading',
    category: 'sports',
    subcategory: 'martial-arts-and-wrestling',
    contacts: {
      phone: '(011) 4855-2391',
      street: 'Thames 1130',
      address: 'Thames 1130, C1414DCV CABA',
      founded: 2013,
    },
    traps: ['previousBusinessYear', 'namesakeBusiness', 'mapEmbed'],
    decoys: {
      phones: ['4854-6620'],
      emails: [],
      addresses: ['Av. Scalabrini Ortiz 715'],
      years: [1952, 1960, 2011],
      links: [],
    },
  },
  // Ericeira surf school (WordPress, Astra): Complianz cookie wall, 32-link mega menu, newsletter,
  // long legal footer; hCard in the footer, tel: and wa.me links, mailto with ?subject; founded
  // 2006, certified 2024, the beach base moving on 1 June 2026, the harbour office's number and a
  // booking platform.
  {
    domain: 'escola-surf-ericeira-r.pt',
    name: 'Onda Norte – Escola de Surf',
    language: 'pt',
    kind: 'boilerplate',
    category: 'sports',
    subcategory: 'swimming-and-water-sports',
    contacts: {
      phone: '261 862 417',
      email: 'ola@escola-surf-ericeira-r.pt',
      street: 'Rua Dr. Eduardo Burnay 12',
      address: 'Rua Dr. Eduardo Burnay 12, 2655-370 Ericeira',
      founded: 2006,
      facebook: 'https://www.facebook.com/ondanorteericeira',
    },
    traps: [
      'certificationYear',
      'previousAddress',
      'timeline',
      'publicOffice',
      'bookingPlatform',
      'consumerArbitration',
    ],
    decoys: {
      phones: ['261 860 940'],
      emails: ['o.seu@email.pt'],
      addresses: ["Praia de Ribeira d'Ilhas, Estrada Nacional 247"],
      years: [2024, 2026],
      links: ['https://www.getyourguide.pt/ericeira-l4567/aula-de-surf-onda-norte-t98231/'],
    },
  },
  // Tennis and padel club near Brussels, SvelteKit shell (data in the kit.start payload): founded
  // 1928, padel courts 2021, a new secretariat number since 1 March 2025 and the old one "n'est plus
  // en service", the federation's address and number, a court-booking platform.
  {
    domain: 'tc-la-hulpe-r.be',
    name: 'Royal Tennis Club La Hulpe',
    language: 'fr',
    kind: 'jsShell',
    category: 'sports',
    subcategory: 'tennis-and-racquet-sports',
    contacts: {
      phone: '02 652 14 80',
      email: 'secretariat@tc-la-hulpe-r.be',
      street: 'Avenue Albert Ier 52',
      address: 'Avenue Albert Ier 52, 1310 La Hulpe',
      founded: 1928,
      facebook: 'https://www.facebook.com/RTCLaHulpe',
    },
    traps: ['formerNumber', 'buildingYear', 'timeline', 'professionalBody', 'bookingPlatform'],
    decoys: {
      phones: ['02 653 07 22', '02 333 25 60'],
      emails: [],
      addresses: ['Rue du Saint-Esprit 67, 1190 Forest'],
      years: [2021, 2025],
      links: ['https://ballejaune.com/club/rtclahulpe'],
    },
  },
  // Douro holiday house, Nuxt 2 shell (window.__NUXT__ IIFE payload): house built 1887, restored
  // 2014–2015, opened to guests 2016, a winter closing in January 2026, the quinta's number for
  // cellar visits, Booking.com and Airbnb listings.
  {
    domain: 'casa-da-ribeira-r.pt',
    name: 'Casa da Ribeira',
    language: 'pt',
    kind: 'jsShell',
    category: 'travel-and-vacation',
    subcategory: 'accommodation-and-lodging',
    contacts: {
      phone: '254 318 442',
      email: 'reservas@casa-da-ribeira-r.pt',
      street: 'Rua da Ribeira 18',
      address: 'Rua da Ribeira 18, 5050-237 Peso da Régua',
      founded: 2016,
    },
    traps: ['buildingYear', 'timeline', 'partnerNetwork', 'bookingPlatform', 'registrationNumber'],
    decoys: {
      phones: ['254 322 190'],
      emails: [],
      addresses: [],
      years: [1887, 2014, 2015, 2026],
      links: [
        'https://www.booking.com/hotel/pt/casa-da-ribeira-peso-da-regua.html',
        'https://www.airbnb.pt/rooms/28145537',
      ],
    },
  },
  // Costa Brava kayak and snorkel tours (WordPress, Hello Elementor): Complianz banner, 32-link mega
  // menu, newsletter, long LSSI/GDPR footer; geo.placename, tel: link, mailto with ?subject; since
  // 2008, the former base at Llafranc until 2019, the 2025 season, sea rescue's number, the external
  // DPO's mailbox, a tour marketplace.
  {
    domain: 'kayak-costa-brava-r.es',
    name: 'Kayak Calella',
    language: 'es',
    kind: 'boilerplate',
    category: 'travel-and-vacation',
    subcategory: 'activities-and-tours',
    contacts: {
      phone: '972 61 48 03',
      email: 'hola@kayak-costa-brava-r.es',
      street: 'Carrer de Chopitea 7',
      address: 'Carrer de Chopitea 7, 17210 Calella de Palafrugell (Girona)',
      founded: 2008,
      facebook: 'https://www.facebook.com/kayakcalella',
    },
    traps: [
      'previousAddress',
      'priceListYear',
      'emergencyNumber',
      'externalDpo',
      'marketplace',
      'formPlaceholder',
    ],
    decoys: {
      phones: ['900 202 202'],
      emails: ['dpo@protecdata-girona.es', 'tu@correo.com'],
      addresses: ['Passeig de Cipsela'],
      years: [2019, 2025],
      links: ['https://www.civitatis.com/es/costa-brava/excursion-kayak-calella/'],
    },
  },
  // Langhe hotel in a former winery (Squarespace, hCard, place and geo tags): nearly all words are
  // about the 1903 cellar, Nebbiolo, harvests and barrels; the hotel since 2010 is said once. The
  // family winery's new cellar and tasting number, the regional wine shop's address.
  {
    domain: 'hotel-la-cantina-r.it',
    name: 'Hotel La Cantina',
    language: 'it',
    kind: 'misleading',
    category: 'travel-and-vacation',
    subcategory: 'hotels',
    contacts: {
      phone: '0173 67 21 58',
      email: 'ospiti@hotel-la-cantina-r.it',
      street: 'Via Borgonuovo 9',
      address: 'Via Borgonuovo 9, 12052 Neive (CN)',
      founded: 2010,
      facebook: 'https://www.facebook.com/hotellacantinaneive',
    },
    traps: ['previousBusinessYear', 'namesakeBusiness', 'stockist', 'registrationNumber'],
    decoys: {
      phones: ['0173 67 03 12'],
      emails: [],
      addresses: ['Strada Bricco 4', 'Piazza del Municipio 7, Barbaresco'],
      years: [1903, 1996],
      links: [],
    },
  },
  // São Paulo dive travel agency (hand-made): nearly all words are about dive sites, reefs, wrecks
  // and sharks; the travel agency is said once. The phone only in data-phone behind "Ligue para
  // nós"; since 2005, the former office on Haddock Lobo until 2019, the partner dive operator's number.
  {
    domain: 'mergulho-viagens-r.com.br',
    name: 'Mergulho Viagens',
    language: 'pt',
    kind: 'misleading',
    category: 'travel-and-vacation',
    subcategory: 'travel-agencies',
    contacts: {
      phone: '(11) 3062-4471',
      email: 'viagens@mergulho-viagens-r.com.br',
      street: 'Rua Augusta 2690',
      address: 'Rua Augusta 2690, conj. 34, Jardins, São Paulo – SP, 01412-100',
      founded: 2005,
      facebook: 'https://www.facebook.com/mergulhoviagens',
    },
    traps: ['previousAddress', 'partnerNetwork', 'registrationNumber'],
    decoys: {
      phones: ['(81) 3619-1288'],
      emails: [],
      addresses: ['Rua Haddock Lobo 595'],
      years: [2019],
      links: [],
    },
  },
  // Small hydro power plant selling green electricity in Steyr (TYPO3, RDFa Organization with
  // foundingDate 1921): nearly all words are about the grain mill of 1658, its millstones and
  // millers; the electricity supply is said once. A new service number from 1 January 2026, the grid
  // operator's outage hotline, the mill's 1964 end and the 1910 roller mill.
  {
    domain: 'kraftwerk-hofmuehle-r.at',
    name: 'Elektrizitätswerk Hofmühle',
    language: 'de',
    kind: 'misleading',
    category: 'utilities',
    subcategory: 'energy-and-power',
    contacts: {
      phone: '07252 53 118',
      email: 'strom@kraftwerk-hofmuehle-r.at',
      street: 'Hofmühlgasse 3',
      address: 'Hofmühlgasse 3, 4400 Steyr',
      founded: 1921,
    },
    traps: ['formerNumber', 'timeline', 'previousBusinessYear', 'utilityEmergency', 'modelYear'],
    decoys: {
      phones: ['07252 90 400', '0800 818 400'],
      emails: [],
      addresses: [],
      years: [1658, 1910, 1964, 2026],
      links: [],
    },
  },
  // Kassel heating-oil and diesel supplier (WordPress, Enfold): Borlabs cookie wall, 32-link mega
  // menu, price-alert newsletter, long legal footer; Open Graph business tags, an "Anrufen" tel:
  // link, mailto with ?subject, a vCard; since 1949, part of a regional group since 2018 (its
  // address), the tank depot in Lohfelden since 2015.
  {
    domain: 'heizoel-brandt-r.de',
    name: 'Heizöl Brandt',
    language: 'de',
    kind: 'boilerplate',
    category: 'utilities',
    subcategory: 'oil-and-fuel',
    contacts: {
      phone: '0561 70 48 90',
      email: 'bestellung@heizoel-brandt-r.de',
      street: 'Sandershäuser Straße 88',
      address: 'Sandershäuser Straße 88, 34123 Kassel',
      founded: 1949,
      facebook: 'https://www.facebook.com/heizoelbrandtkassel',
    },
    traps: ['parentGroup', 'timeline', 'registryCourt', 'formPlaceholder'],
    decoys: {
      phones: [],
      emails: ['ihre@email.de'],
      addresses: ['Frankfurter Straße 210, 34134 Kassel'],
      years: [2015, 2018],
      links: [],
    },
  },
  // Rural drinking-water cooperative in the Elqui valley, Angular shell (ng-state transfer state):
  // founded 1976, the new tank 2019 and chlorination 2023, the office moving in April 2026 to Av.
  // Principal, the regulator's number, the public works office's address.
  {
    domain: 'apr-el-molle-r.cl',
    name: 'Cooperativa de Agua Potable Rural El Molle',
    language: 'es',
    kind: 'jsShell',
    category: 'utilities',
    subcategory: 'water-utilities',
    contacts: {
      phone: '+56 51 241 2236',
      email: 'contacto@apr-el-molle-r.cl',
      street: 'Los Aromos 145',
      address: 'Los Aromos 145, El Molle, Vicuña, Región de Coquimbo',
      founded: 1976,
    },
    traps: ['buildingYear', 'previousAddress', 'timeline', 'supervisoryAuthority', 'publicOffice'],
    decoys: {
      phones: ['600 600 6060'],
      emails: [],
      addresses: ['Av. Principal 310, El Molle', 'Cirujano Videla 200, La Serena'],
      years: [2019, 2023, 2026],
      links: [],
    },
  },
  // Frisian agricultural tyre and wheel service (hand-made): nearly all words are about dairy and
  // arable farming and contractors (its customers); the tyres are said once. The phone only in
  // data-phone, a Maps embed whose q= is the address; founded 1986, took over a Drachten tyre
  // dealer's customers in 2022; a contractor's testimonial with its number.
  {
    domain: 'bandenservice-hoekstra-r.nl',
    name: 'Bandenservice Hoekstra',
    language: 'nl',
    kind: 'misleading',
    category: 'vehicles-and-transportation',
    subcategory: 'auto-parts-and-wheels',
    contacts: {
      phone: '0511 46 23 90',
      email: 'werkplaats@bandenservice-hoekstra-r.nl',
      street: 'Industrieweg 14',
      address: 'Industrieweg 14, 9251 MV Burgum',
      founded: 1986,
      facebook: 'https://www.facebook.com/bandenservicehoekstra',
    },
    traps: [
      'timeline',
      'testimonialSignature',
      'clientReference',
      'mapEmbed',
      'registrationNumber',
    ],
    decoys: {
      phones: ['0511 42 18 05'],
      emails: [],
      addresses: [],
      years: [2022],
      links: [],
    },
  },
  // Freiburg bike shop and workshop, Gatsby shell (page data inlined as JSON): founded 1994, took
  // over another shop in 2021, a workshop break over Christmas 2025/26, a move to Basler Straße from
  // 1 April 2026, the leasing company's service number and link.
  {
    domain: 'radhaus-kessler-r.de',
    name: 'Radhaus Kessler',
    language: 'de',
    kind: 'jsShell',
    category: 'vehicles-and-transportation',
    subcategory: 'bicycles',
    contacts: {
      phone: '0761 3892410',
      email: 'laden@radhaus-kessler-r.de',
      street: 'Wiesentalstraße 19',
      address: 'Wiesentalstraße 19, 79115 Freiburg im Breisgau',
      founded: 1994,
      facebook: 'https://www.facebook.com/radhauskessler',
    },
    traps: ['previousAddress', 'timeline', 'serviceHotline', 'partnerLinks'],
    decoys: {
      phones: ['0761 20 55 11 00'],
      emails: [],
      addresses: ['Basler Straße 60, 79100 Freiburg', 'Carl-Kistner-Straße'],
      years: [2021, 2025, 2026],
      links: ['https://www.jobrad.org'],
    },
  },
  // Hasselt car and van dealer (dealer template): Cookiebot wall, 32-link mega menu, newsletter,
  // long legal footer (FSMA, environmental info); hCard, geo.placename, wa.me; founded 1958, third
  // generation since 2020, the brand's roadside assistance number.
  {
    domain: 'garage-peeters-r.be',
    name: 'Garage Peeters',
    language: 'nl',
    kind: 'boilerplate',
    category: 'vehicles-and-transportation',
    subcategory: 'cars-and-trucks',
    contacts: {
      phone: '011 22 47 80',
      email: 'verkoop@garage-peeters-r.be',
      street: 'Kempische Steenweg 311',
      address: 'Kempische Steenweg 311, 3500 Hasselt',
      founded: 1958,
      linkedin: 'https://www.linkedin.com/company/garage-peeters-hasselt',
      facebook: 'https://www.facebook.com/garagepeetershasselt',
    },
    traps: [
      'timeline',
      'breakdownService',
      'manufacturerHotline',
      'formPlaceholder',
      'registrationNumber',
    ],
    decoys: {
      phones: ['0800 14 370'],
      emails: ['naam@voorbeeld.be'],
      addresses: [],
      years: [2020],
      links: [],
    },
  },
  // Bristol vehicle hire for film and TV crews (Webflow, microformats2 h-card): nearly all words are
  // about shoot days, unit bases, call sheets and productions (its customers); the vehicle hire is
  // said once. Since 2003, the Cardiff depot opened 2018 with its own number, the film office's number.
  {
    domain: 'unitbase-vehicle-hire-r.co.uk',
    name: 'Unit Base Vehicle Hire',
    language: 'en',
    kind: 'misleading',
    category: 'vehicles-and-transportation',
    subcategory: 'vehicle-rental',
    contacts: {
      phone: '0117 955 3021',
      email: 'bookings@unitbase-vehicle-hire-r.co.uk',
      street: '214 Feeder Road',
      address: '214 Feeder Road, Bristol BS2 0TQ',
      founded: 2003,
      linkedin: 'https://www.linkedin.com/company/unit-base-vehicle-hire',
    },
    traps: ['branchElsewhere', 'timeline', 'publicOffice', 'clientReference', 'registrationNumber'],
    decoys: {
      phones: ['029 2066 4410', '0117 922 3898'],
      emails: [],
      addresses: ['Unit 3, Penarth Road, Cardiff CF11 8TW'],
      years: [2018],
      links: [],
    },
  },
  // Brescia garage with a fuel station (Site123): og:phone_number and og:email, a tel: link whose text
  // is an icon, a Maps place link; since 1971, Bosch network since 2017, took over the station in
  // 2024, new hours from March 2026, the motoring club's breakdown number.
  {
    domain: 'autofficina-bellini-r.it',
    name: 'Autofficina Bellini',
    language: 'it',
    kind: 'plain',
    category: 'vehicles-and-transportation',
    subcategory: 'vehicle-repair-and-fuel',
    contacts: {
      phone: '030 241 73 55',
      email: 'officina@autofficina-bellini-r.it',
      street: 'Via Orzinuovi 118',
      address: 'Via Orzinuovi 118, 25125 Brescia',
      founded: 1971,
      facebook: 'https://www.facebook.com/autofficinabellinibrescia',
    },
    traps: [
      'certificationYear',
      'timeline',
      'breakdownService',
      'openingHours',
      'registrationNumber',
    ],
    decoys: {
      phones: ['803 116'],
      emails: [],
      addresses: [],
      years: [2017, 2024, 2026],
      links: [],
    },
  },
  // Monterrey taxi rank and dispatch (WordPress, OceanWP, hCard, geo tags, wa.me): founded 1968, own
  // app since 2022, the former number "ya no está en servicio", the airport's authorised taxi desk
  // and the transport authority's number.
  {
    domain: 'sitio-taxis-obispado-r.com.mx',
    name: 'Sitio de Taxis Obispado',
    language: 'es',
    kind: 'plain',
    category: 'vehicles-and-transportation',
    subcategory: 'taxis-and-public-transport',
    contacts: {
      phone: '81 8348 2290',
      email: 'central@sitio-taxis-obispado-r.com.mx',
      street: 'Av. Hidalgo 2415',
      address: 'Av. Hidalgo 2415, Col. Obispado, 64060 Monterrey, N.L.',
      founded: 1968,
      facebook: 'https://www.facebook.com/taxisobispadomty',
    },
    traps: ['formerNumber', 'timeline', 'supervisoryAuthority', 'namesakeBusiness'],
    decoys: {
      phones: ['81 8346 1177', '81 8369 0755', '81 2020 6300'],
      emails: [],
      addresses: [],
      years: [2022],
      links: [],
    },
  },
  // Say-nothing pages. A parked domain with sponsored "related searches" (boat tours, lighthouse
  // hotels, marine insurance) and a make-an-offer link.
  {
    domain: 'harbourlight-r.com',
    name: 'harbourlight-r.com',
    language: 'en',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
  },
  // A hosting provider's "Hier entsteht eine neue Internetpräsenz" placeholder.
  {
    domain: 'sonnenhof-r.de',
    name: 'sonnenhof-r.de',
    language: 'de',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
  },
  // Expired hosting: "Ce site est temporairement suspendu" with the host's FAQ.
  {
    domain: 'atelier-lumiere-r.fr',
    name: 'atelier-lumiere-r.fr',
    language: 'fr',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
  },
  // A fresh WordPress + WooCommerce Storefront shop with no products ("Mijn WordPress-site",
  // "Hallo wereld!").
  {
    domain: 'webshop-de-kleine-r.nl',
    name: 'webshop-de-kleine-r.nl',
    language: 'nl',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
  },
  // A login wall: "Área de Cliente – Iniciar sessão", nothing else.
  {
    domain: 'portal-clientes-r.pt',
    name: 'portal-clientes-r.pt',
    language: 'pt',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
  },
];
