import type { HandWrittenLabel } from '../handWrittenLabel.ts';

/**
 * devset33, author M: 44 pages (39 business pages, 5 say-nothing pages).
 *
 * Main categories (one subcategory per page, none twice):
 * - Animals & Pets 6 (all six subcategories)
 * - Beauty & Well-being 6 (all but Yoga & Meditation)
 * - Business Services 6
 * - Construction & Manufacturing 6
 * - Education & Training 5
 * - Electronics & Technology 5 (all five)
 * - Events & Entertainment 5
 *
 * Languages: en 8 (Canada, Ireland, UK ×2, Australia, US, New Zealand, a parked .com), de 6
 * (Germany, Austria, Switzerland), fr 6 (France, Québec, Belgium, Switzerland), es 6 (Mexico,
 * Argentina, Spain, Colombia), nl 6 (Netherlands, Flanders), it 6 (Italy, Ticino), pt 6
 * (Brazil, Portugal).
 * Kinds: plain 15, jsShell 8 (Next pages router, Nuxt 2, Nuxt 3, Gatsby, Remix, SvelteKit,
 * Angular state, Astro island), misleading 9 (a former bakery, butcher's, print shop,
 * carpentry and mill in the premises; a chef recruiter, a printer for restaurants and an AV
 * installer for churches in their customers' words; a repair shop named after a cobbler),
 * boilerplate 7 (cookie walls, mega menus, newsletter boxes, legal footers), sayNothing 5
 * (parked domain, coming soon, expired hosting, login wall, cookie wall only).
 *
 * Theme: the company's own several contact facts. Pages give a switchboard and direct lines,
 * a fax (first in a German imprint), a mobile before the landline (tradesmen, a children's
 * entertainer), WhatsApp buttons, free hotlines, an own after-hours line, a visiting and a
 * postal address (Postfach, Postbus, PO box only), a registered office beside the place
 * customers come to (siège social / atelier, sede legale / sede operativa, maatschappelijke
 * zetel), a head office beside branches, a move ("since March at our new address"), and several
 * mailboxes (info@, jobs@, invoices@, press@). Facts sit in header, body, footer or a JS payload,
 * in varying order.
 *
 * Labelling rules: `phone` is the number the page gives customers to call first (its main
 * "Tel." line, the number in its header or contact block; not a fax, not a chat-only number,
 * not a branch's, not a department's direct line when a main line is given; on a tradesman's
 * page that leads with the mobile, the mobile). `email` is the general mailbox (not jobs@,
 * press@, invoices@). `street`/`address` are the place customers visit (showroom, shop,
 * practice, training centre; the head office when it is the only place; never a PO box: a page
 * with only a PO box has no street). `founded` is the company's own founding or opening year.
 * The company's own other numbers, mailboxes and addresses are never decoys: they are named in
 * the comment above each label. Decoys are other parties' values only (partners, suppliers,
 * the building's reception, public offices, platforms) and years that are not the founding.
 */
export const DEVSET33_LABELS_M: readonly HandWrittenLabel[] = [
  // Vet practice in Graz; also its fax 0316 28 47 19-9, its own emergency mobile 0664 213 88 40 and bestellung@. Decoys: the weekend on-call service, a partner clinic's address, the vet's doctorate year.
  {
    domain: 'tierarzt-lechner-m.at',
    name: 'Tierarztpraxis Dr. Lechner',
    language: 'de',
    kind: 'plain',
    category: 'animals-and-pets',
    subcategory: 'animal-health',
    contacts: {
      phone: '0316 28 47 19',
      email: 'ordination@tierarzt-lechner-m.at',
      street: 'Kärntner Straße 214',
      address: 'Kärntner Straße 214, 8053 Graz',
      founded: 2006,
    },
    traps: ['onCallPartner', 'recommendedPartner', 'personalProfile'],
    decoys: {
      phones: ['0316 71 42 00'],
      addresses: ['Grabenstraße 88, 8010 Graz'],
      years: [1998],
    },
  },
  // Flemish zoo behind a cookie wall and mega menu; also its group line 014 85 62 39, groepen@ and a postal PO box (Postbus 17) for the administration. Decoy: the consent vendor's mailbox.
  {
    domain: 'dierenpark-kempenhof-m.be',
    name: 'Dierenpark Kempenhof',
    language: 'nl',
    kind: 'boilerplate',
    category: 'animals-and-pets',
    subcategory: 'animal-parks-and-zoo',
    contacts: {
      phone: '014 85 62 30',
      email: 'info@dierenpark-kempenhof-m.be',
      street: 'Kempenhofdreef 40',
      address: 'Kempenhofdreef 40, 2460 Kasterlee',
      founded: 1974,
      facebook: 'https://www.facebook.com/dierenparkkempenhof',
    },
    traps: ['cookieVendor'],
    decoys: { emails: ['privacy@cookiewolk.eu'] },
  },
  // Ragdoll cattery named after the bakery that was in the house; mobile "call or text" first, also its house line (613) 555-0121. Decoys: the bakery's year, the vet's phone.
  {
    domain: 'old-bakery-cattery-m.ca',
    name: 'The Old Bakery Cattery',
    language: 'en',
    kind: 'misleading',
    category: 'animals-and-pets',
    subcategory: 'cats-and-dogs',
    contacts: {
      phone: '(613) 555-0148',
      email: 'hello@old-bakery-cattery-m.ca',
      street: '27 Gore Street East',
      address: '27 Gore Street East, Perth, ON K7H 1H7',
      founded: 2009,
      facebook: 'https://www.facebook.com/oldbakerycattery',
    },
    traps: ['previousBusinessYear', 'recommendedPartner'],
    decoys: { phones: ['(613) 555-0184'], years: [1911] },
  },
  // Riding school; mobile for bookings first, also its office landline 01 99 00 52 18, compta@ and a siège social in Fontainebleau. Decoys: the on-call equine vet, the FFE affiliation year.
  {
    domain: 'ecurie-du-val-de-loing-m.fr',
    name: 'Écurie du Val de Loing',
    language: 'fr',
    kind: 'plain',
    category: 'animals-and-pets',
    subcategory: 'horses-and-riding',
    contacts: {
      phone: '06 39 98 41 27',
      email: 'contact@ecurie-du-val-de-loing-m.fr',
      street: '12 chemin des Prés Hauts',
      address: '12 chemin des Prés Hauts, 77250 Écuelles',
      founded: 1987,
      facebook: 'https://www.facebook.com/ecurieduvaldeloing',
    },
    traps: ['onCallPartner', 'membershipYear'],
    decoys: { phones: ['01 99 00 67 40'], years: [1991] },
  },
  // Dog grooming, Next.js pages-router shell; also its chat-only WhatsApp 33 1908 4471, facturacion@ and its Zapopan branch (33 3833 1710). No decoys.
  {
    domain: 'peludos-spa-canino-m.mx',
    name: 'Peludos Spa Canino',
    language: 'es',
    kind: 'jsShell',
    category: 'animals-and-pets',
    subcategory: 'pet-services',
    contacts: {
      phone: '33 3641 2290',
      email: 'hola@peludos-spa-canino-m.mx',
      street: 'Av. Terranova 1285',
      address: 'Av. Terranova 1285, Col. Providencia, 44630 Guadalajara, Jal.',
      founded: 2015,
      facebook: 'https://www.facebook.com/peludosspacanino',
    },
  },
  // Pet shop with cookie banner, mega menu, legal footer; WhatsApp ordering in the top bar, also its fax 045 861 3329, amministrazione@ and a sede legale at Via Cappello 8. Decoys: the web agency's mailbox, the copyright year.
  {
    domain: 'zoomondo-m.it',
    name: 'Zoomondo',
    language: 'it',
    kind: 'boilerplate',
    category: 'animals-and-pets',
    subcategory: 'pet-stores',
    contacts: {
      phone: '045 861 3320',
      email: 'info@zoomondo-m.it',
      street: 'Via Mantovana 112',
      address: 'Via Mantovana 112, 37137 Verona (VR)',
      founded: 1999,
      facebook: 'https://www.facebook.com/zoomondoverona',
    },
    traps: ['webProvider', 'copyrightYear'],
    decoys: { emails: ['info@pixelfabbrica-web.it'], years: [2024] },
  },
  // Natural cosmetics brand, Nuxt 2 payload with CNPJ line; also its WhatsApp (91) 98812-4407 and imprensa@. Decoy: the supplying cooperative's phone.
  {
    domain: 'flor-de-jambu-m.com.br',
    name: 'Flor de Jambu Cosméticos Naturais',
    language: 'pt',
    kind: 'jsShell',
    category: 'beauty-and-well-being',
    subcategory: 'cosmetics-and-makeup',
    contacts: {
      phone: '(91) 3224-6150',
      email: 'contato@flor-de-jambu-m.com.br',
      street: 'Travessa Quintino Bocaiúva, 1320',
      address: 'Travessa Quintino Bocaiúva, 1320 – Nazaré, Belém – PA, 66035-190',
      founded: 2014,
      facebook: 'https://www.facebook.com/flordejambucosmeticos',
    },
    traps: ['supplierContact'],
    decoys: { phones: ['(91) 3741-2208'] },
  },
  // Hair salon that moved in March (old salon on Paul Street); also its texts-only mobile 087 613 4420 and careers@. Decoy: the booking platform's support mailbox.
  {
    domain: 'marlowe-hair-m.ie',
    name: 'Marlowe Hair Studio',
    language: 'en',
    kind: 'plain',
    category: 'beauty-and-well-being',
    subcategory: 'hair-care-and-styling',
    contacts: {
      phone: '021 427 3916',
      email: 'hello@marlowe-hair-m.ie',
      street: '14 Oliver Plunkett Street',
      address: '14 Oliver Plunkett Street, Cork T12 HX26',
      founded: 2012,
      facebook: 'https://www.facebook.com/marlowehaircork',
    },
    traps: ['bookingPlatform'],
    decoys: { emails: ['support@salonly.io'] },
  },
  // Soap and shaving shop in a former butcher's, in butcher's words; also its wholesale mobile 06 41 27 90 55 and its workshop at Oudeweg 91 (no shop). Decoys: the butcher now in Heemstede, the butcher's years.
  {
    domain: 'de-oude-slagerij-m.nl',
    name: 'De Oude Slagerij',
    language: 'nl',
    kind: 'misleading',
    category: 'beauty-and-well-being',
    subcategory: 'personal-care',
    contacts: {
      phone: '023 531 44 08',
      email: 'winkel@de-oude-slagerij-m.nl',
      street: 'Botermarkt 9',
      address: 'Botermarkt 9, 2011 XL Haarlem',
      founded: 2016,
      facebook: 'https://www.facebook.com/deoudeslagerijhaarlem',
    },
    traps: ['previousBusinessYear', 'namesakeBusiness'],
    decoys: {
      phones: ['023 528 11 62'],
      addresses: ['Binnenweg 112, 2101 JL Heemstede'],
      years: [1926, 2015],
    },
  },
  // Zurich aesthetics institute behind a consent wall and mega menu; Zentrale in the top line, also two direct lines (+41 44 382 16 44, +41 44 382 16 46), fax +41 44 382 16 49, jobs@. Decoy: the external data-protection adviser.
  {
    domain: 'aesthetica-seefeld-m.ch',
    name: 'Aesthetica Seefeld',
    language: 'de',
    kind: 'boilerplate',
    category: 'beauty-and-well-being',
    subcategory: 'salons-and-clinics',
    contacts: {
      phone: '+41 44 382 16 40',
      email: 'empfang@aesthetica-seefeld-m.ch',
      street: 'Seefeldstrasse 152',
      address: 'Seefeldstrasse 152, 8008 Zürich',
      founded: 2008,
      linkedin: 'https://www.linkedin.com/company/aesthetica-seefeld',
    },
    traps: ['externalDpo'],
    decoys: { emails: ['datenschutz@datasafe-treuhand.ch'] },
  },
  // Tattoo studio in a former print shop, told in printers' words; WhatsApp booking button in the header (+54 9 11 3872-5510), the landline is its Tel. Decoys: the print shop's years.
  {
    domain: 'la-imprenta-tattoo-m.com.ar',
    name: 'La Imprenta Tattoo & Piercing',
    language: 'es',
    kind: 'misleading',
    category: 'beauty-and-well-being',
    subcategory: 'tattoos-and-piercings',
    contacts: {
      phone: '(011) 4361-2287',
      email: 'hola@la-imprenta-tattoo-m.com.ar',
      street: 'Defensa 1071',
      address: 'Defensa 1071, San Telmo, C1065AAU Ciudad Autónoma de Buenos Aires',
      founded: 2017,
      facebook: 'https://www.facebook.com/laimprentatattoo',
    },
    traps: ['previousBusinessYear'],
    decoys: { years: [1948, 2012] },
  },
  // Nordic spa near Québec City, Gatsby shell; also its toll-free 1 877 555-0190 and groupes@. Decoy: the partner inn's reservations line.
  {
    domain: 'spa-nordique-le-boise-m.ca',
    name: 'Spa Nordique Le Boisé',
    language: 'fr',
    kind: 'jsShell',
    category: 'beauty-and-well-being',
    subcategory: 'wellness-and-spa',
    contacts: {
      phone: '418 555-0162',
      email: 'info@spa-nordique-le-boise-m.ca',
      street: '2150, chemin du Lac-Beauport',
      address: '2150, chemin du Lac-Beauport, Lac-Beauport (Québec) G3B 0K4',
      founded: 2011,
      facebook: 'https://www.facebook.com/spanordiqueleboise',
    },
    traps: ['recommendedPartner'],
    decoys: { phones: ['418 555-0175'] },
  },
  // Office and answering service; imprint lists the fax 0421 69 64 71-99 before the phone, also a Postfach postal address, rechnungen@ and bewerbung@. Decoy: the business centre's reception.
  {
    domain: 'buero-service-weser-m.de',
    name: 'Büroservice Weser GmbH',
    language: 'de',
    kind: 'boilerplate',
    category: 'business-services',
    subcategory: 'administration-and-services',
    contacts: {
      phone: '0421 69 64 71-0',
      email: 'info@buero-service-weser-m.de',
      street: 'Am Wall 141',
      address: 'Am Wall 141, 28195 Bremen',
      founded: 2004,
      linkedin: 'https://www.linkedin.com/company/bueroservice-weser',
    },
    traps: ['centreReception'],
    decoys: { phones: ['0421 69 64 00'] },
  },
  // Chef recruiter written in kitchen words; switchboard in the header, also its candidate line 0161 496 0735, client line 0161 496 0738, jobs@ and accounts@. Decoy: an award year.
  {
    domain: 'kitchen-brigade-m.co.uk',
    name: 'The Kitchen Brigade',
    language: 'en',
    kind: 'misleading',
    category: 'business-services',
    subcategory: 'hr-and-recruiting',
    contacts: {
      phone: '0161 496 0732',
      email: 'hello@kitchen-brigade-m.co.uk',
      street: '53 Dale Street',
      address: 'Suite 4, 2nd Floor, 53 Dale Street, Manchester M1 2HF',
      founded: 2011,
      linkedin: 'https://www.linkedin.com/company/the-kitchen-brigade-recruitment',
    },
    traps: ['awardYear'],
    decoys: { years: [2019] },
  },
  // Import-export trader; office (customer reception) and warehouse with its own line +351 219 561 004, also fax +351 213 840 229 and encomendas@. Decoy: the customs broker's phone.
  {
    domain: 'atlantico-trade-m.pt',
    name: 'Atlântico Trade – Importação e Exportação, Lda.',
    language: 'pt',
    kind: 'plain',
    category: 'business-services',
    subcategory: 'import-and-export',
    contacts: {
      phone: '+351 213 840 226',
      email: 'geral@atlantico-trade-m.pt',
      street: 'Rua Castilho, 39',
      address: 'Rua Castilho, 39 – 6.º Esq., 1250-068 Lisboa',
      founded: 1996,
      linkedin: 'https://www.linkedin.com/company/atlantico-trade',
    },
    traps: ['supplierContact'],
    decoys: { phones: ['+351 213 902 778'] },
  },
  // IT and telecom services, Nuxt 3 payload; sede operativa (where clients come) and sede legale at Via dell'Indipendenza 20, also its toll-free support 800 913 227, fax 051 637 4419 and a PEC. No decoys.
  {
    domain: 'reteweb-sistemi-m.it',
    name: 'Reteweb Sistemi S.r.l.',
    language: 'it',
    kind: 'jsShell',
    category: 'business-services',
    subcategory: 'it-and-communication',
    contacts: {
      phone: '051 637 4410',
      email: 'info@reteweb-sistemi-m.it',
      street: 'Via della Liberazione 6/B',
      address: 'Via della Liberazione 6/B, 40128 Bologna (BO)',
      founded: 2002,
      linkedin: 'https://www.linkedin.com/company/reteweb-sistemi',
    },
  },
  // Printer selling to restaurants in their words; atelier and pick-up counter, siège social at Avenue Louise 231, also its weekend GSM 0476 21 83 09, fichiers@ and factures@. Decoys: a client brasserie's address and phone.
  {
    domain: 'gastroprint-m.be',
    name: 'GastroPrint',
    language: 'fr',
    kind: 'misleading',
    category: 'business-services',
    subcategory: 'print-and-graphic-design',
    contacts: {
      phone: '02 520 48 17',
      email: 'info@gastroprint-m.be',
      street: 'Rue Wayez 84',
      address: 'Rue Wayez 84, 1070 Anderlecht',
      founded: 2008,
      facebook: 'https://www.facebook.com/gastroprint.bxl',
    },
    traps: ['clientReference'],
    decoys: {
      phones: ['02 511 22 09'],
      addresses: ['Place du Jeu de Balle 12, 1000 Bruxelles'],
    },
  },
  // Haulier behind a cookie banner and mega menu; bezoekadres and Postbus 3120, also fax 077 354 82 99, planning 077 354 82 10, its own 24/7 line 06 53 18 77 02 and facturen@. Decoy: the trade-association membership year.
  {
    domain: 'van-dijk-logistiek-m.nl',
    name: 'Van Dijk Transport & Logistiek',
    language: 'nl',
    kind: 'boilerplate',
    category: 'business-services',
    subcategory: 'shipping-and-logistics',
    contacts: {
      phone: '077 354 82 00',
      email: 'info@van-dijk-logistiek-m.nl',
      street: 'Celsiusweg 38',
      address: 'Celsiusweg 38, 5928 PR Venlo',
      founded: 1968,
      linkedin: 'https://www.linkedin.com/company/van-dijk-transport-logistiek',
    },
    traps: ['membershipYear'],
    decoys: { years: [1994] },
  },
  // Architects' studio; also its fax 944 23 61 79 and the partner's mobile 655 31 07 92. Decoys: the professional body's address, award years.
  {
    domain: 'ibarra-moreno-m.es',
    name: 'Ibarra Moreno Arquitectos',
    language: 'es',
    kind: 'plain',
    category: 'construction-and-manufacturing',
    subcategory: 'architects-and-engineers',
    contacts: {
      phone: '944 23 61 78',
      email: 'estudio@ibarra-moreno-m.es',
      street: 'C/ Henao, 27',
      address: 'C/ Henao, 27 – 2.º izda., 48009 Bilbao (Bizkaia)',
      founded: 2003,
      linkedin: 'https://www.linkedin.com/company/ibarra-moreno-arquitectos',
    },
    traps: ['professionalBody', 'awardYear'],
    decoys: { addresses: ['Alameda de Recalde 33, 48009 Bilbao'], years: [2016, 2021] },
  },
  // Builders' merchant in an old flour mill, told in miller's words; also dispatch 0751 3 62 18-20, fax 0751 3 62 18-29, disposition@ and a Postfach. Decoys: the mill's years.
  {
    domain: 'alte-muehle-baustoffe-m.de',
    name: 'Alte Mühle Baustoffe',
    language: 'de',
    kind: 'misleading',
    category: 'construction-and-manufacturing',
    subcategory: 'building-materials',
    contacts: {
      phone: '0751 3 62 18-0',
      email: 'info@alte-muehle-baustoffe-m.de',
      street: 'Mühlenweg 4',
      address: 'Mühlenweg 4, 88214 Ravensburg',
      founded: 1996,
      facebook: 'https://www.facebook.com/altemuehlebaustoffe',
    },
    traps: ['previousBusinessYear'],
    decoys: { years: [1874, 1968] },
  },
  // Builder; the owner's mobile leads (header and contact block), also office 030 901 2286 and fax 030 901 2287. Decoy: the partner surveyor's phone.
  {
    domain: 'edil-ferrari-m.it',
    name: 'Edil Ferrari',
    language: 'it',
    kind: 'plain',
    category: 'construction-and-manufacturing',
    subcategory: 'construction-services',
    contacts: {
      phone: '347 812 4093',
      email: 'info@edil-ferrari-m.it',
      street: 'Via Industriale 41',
      address: 'Via Industriale 41, 25016 Ghedi (BS)',
      founded: 1979,
      facebook: 'https://www.facebook.com/edilferrarighedi',
    },
    traps: ['recommendedPartner'],
    decoys: { phones: ['030 902 5510'] },
  },
  // Landscaper; "Call Dave" mobile first, also the office line (02) 5550 3312. Decoy: the supplying nursery's phone.
  {
    domain: 'bottlebrush-landscapes-m.com.au',
    name: 'Bottlebrush Landscapes',
    language: 'en',
    kind: 'plain',
    category: 'construction-and-manufacturing',
    subcategory: 'garden-and-landscaping',
    contacts: {
      phone: '0491 570 156',
      email: 'office@bottlebrush-landscapes-m.com.au',
      street: '18 Lysaght Street',
      address: 'Unit 3, 18 Lysaght Street, Mitchell ACT 2911',
      founded: 2010,
      facebook: 'https://www.facebook.com/bottlebrushlandscapes',
    },
    traps: ['supplierContact'],
    decoys: { phones: ['(02) 5550 7781'] },
  },
  // Metal parts maker behind an LGPD banner and mega menu; PABX in the top bar, also WhatsApp (54) 99142-3018, SAC 0800 643 7700, its São Paulo sales office, rh@, nfe@ and etica@. Decoys: the trade fair venue and year.
  {
    domain: 'metalurgica-sul-forte-m.com.br',
    name: 'Metalúrgica Sul Forte Ltda.',
    language: 'pt',
    kind: 'boilerplate',
    category: 'construction-and-manufacturing',
    subcategory: 'manufacturing',
    contacts: {
      phone: '(54) 3218-7700',
      email: 'contato@metalurgica-sul-forte-m.com.br',
      street: 'Rua Pedro Tomasi, 1850',
      address: 'Rua Pedro Tomasi, 1850 – Distrito Industrial, Caxias do Sul/RS – CEP 95112-090',
      founded: 1982,
      linkedin: 'https://www.linkedin.com/company/metalurgica-sul-forte',
    },
    traps: ['tradeFair'],
    decoys: { addresses: ['Rua Ludovico Cavinato, 1431'], years: [2024] },
  },
  // Tool and equipment rental, Remix shell; also its own after-hours line (208) 555-0119 and parts@. Decoy: a tool maker's warranty hotline.
  {
    domain: 'ironbark-tool-rental-m.com',
    name: 'Ironbark Tool & Equipment Rental',
    language: 'en',
    kind: 'jsShell',
    category: 'construction-and-manufacturing',
    subcategory: 'tools-and-equipment',
    contacts: {
      phone: '(208) 555-0117',
      email: 'rentals@ironbark-tool-rental-m.com',
      street: '4120 W Chinden Blvd',
      address: '4120 W Chinden Blvd, Garden City, ID 83714',
      founded: 1998,
      facebook: 'https://www.facebook.com/ironbarkrental',
    },
    traps: ['manufacturerHotline'],
    decoys: { phones: ['1-800-555-0142'] },
  },
  // Cooking classes in Ghent; atelier and a maatschappelijke zetel at Sint-Denijslaan 12, also Elke's GSM 0479 36 12 05. No decoys.
  {
    domain: 'kookatelier-de-pollepel-m.be',
    name: 'Kookatelier De Pollepel',
    language: 'nl',
    kind: 'plain',
    category: 'education-and-training',
    subcategory: 'courses-and-classes',
    contacts: {
      phone: '09 225 73 18',
      email: 'info@kookatelier-de-pollepel-m.be',
      street: 'Kortrijksepoortstraat 166',
      address: 'Kortrijksepoortstraat 166, 9000 Gent',
      founded: 2013,
      facebook: 'https://www.facebook.com/kookateliersdepollepel',
    },
  },
  // Language school, SvelteKit shell; head office plus its Aula Port branch (963 30 17 45), chat-only WhatsApp 611 42 09 87, empleo@. Decoy: the exam centre's phone.
  {
    domain: 'lingua-viva-m.es',
    name: 'Lingua Viva',
    language: 'es',
    kind: 'jsShell',
    category: 'education-and-training',
    subcategory: 'language-learning',
    contacts: {
      phone: '963 51 48 20',
      email: 'info@lingua-viva-m.es',
      street: 'C/ Colón, 48',
      address: 'C/ Colón, 48, 3.ª planta, 46004 València',
      founded: 1994,
      facebook: 'https://www.facebook.com/linguavivavalencia',
    },
    traps: ['partnerNetwork'],
    decoys: { phones: ['963 94 12 00'] },
  },
  // Music school in a former carpentry, told in joiners' words; also the director's mobile +41 79 412 88 63. Decoys: the carpentry's years.
  {
    domain: 'la-falegnameria-m.ch',
    name: 'Scuola di musica La Falegnameria',
    language: 'it',
    kind: 'misleading',
    category: 'education-and-training',
    subcategory: 'music-and-theater-classes',
    contacts: {
      phone: '+41 91 923 58 40',
      email: 'segreteria@la-falegnameria-m.ch',
      street: 'Via Trevano 72',
      address: 'Via Trevano 72, 6900 Lugano',
      founded: 2006,
      facebook: 'https://www.facebook.com/lafalegnamerialugano',
    },
    traps: ['previousBusinessYear'],
    decoys: { years: [1932, 2004] },
  },
  // Vocational training centre; reception line, also enrolment 021 634 18 22, fax 021 634 18 29, inscriptions@ and an administration address in Lausanne. Decoys: the cantonal fund's address and phone, the certification year.
  {
    domain: 'forma-pro-leman-m.ch',
    name: 'Forma-Pro Léman',
    language: 'fr',
    kind: 'plain',
    category: 'education-and-training',
    subcategory: 'vocational-training',
    contacts: {
      phone: '021 634 18 20',
      email: 'info@forma-pro-leman-m.ch',
      street: 'Chemin du Closel 5',
      address: 'Chemin du Closel 5, 1020 Renens',
      founded: 1999,
      linkedin: 'https://www.linkedin.com/company/forma-pro-leman',
    },
    traps: ['funder', 'certificationYear'],
    decoys: {
      phones: ['021 316 63 60'],
      addresses: ['Rue Caroline 11, 1014 Lausanne'],
      years: [2004],
    },
  },
  // Tutoring centre, Angular transfer state; head office hotline, also branches in Gohlis (0341 564 18 05) and Grünau (0341 415 27 33), team@. Decoy: the job centre's address.
  {
    domain: 'lernwerk-nachhilfe-m.de',
    name: 'Lernwerk Nachhilfe',
    language: 'de',
    kind: 'jsShell',
    category: 'education-and-training',
    subcategory: 'education-services',
    contacts: {
      phone: '0341 926 44 70',
      email: 'info@lernwerk-nachhilfe-m.de',
      street: 'Karl-Liebknecht-Straße 93',
      address: 'Karl-Liebknecht-Straße 93, 04275 Leipzig',
      founded: 2009,
      facebook: 'https://www.facebook.com/lernwerkleipzig',
    },
    traps: ['publicOffice'],
    decoys: { addresses: ['Georg-Schumann-Straße 150, 04159 Leipzig'] },
  },
  // Appliance store in Medellín; the store line in header and contact block, also its free national line 01 8000 41 27 40, WhatsApp 300 612 4478 and a warehouse (no public). Decoy: the brand's service centre.
  {
    domain: 'electrohogar-roldan-m.co',
    name: 'Electrohogar Roldán',
    language: 'es',
    kind: 'plain',
    category: 'electronics-and-technology',
    subcategory: 'appliances-and-electronics',
    contacts: {
      phone: '(604) 511 27 40',
      email: 'info@electrohogar-roldan-m.co',
      street: 'Calle 50 # 46-36',
      address: 'Calle 50 # 46-36, Local 104, Centro, Medellín, Antioquia',
      founded: 1986,
      facebook: 'https://www.facebook.com/electrohogarroldan',
    },
    traps: ['manufacturerHotline'],
    decoys: { phones: ['(604) 322 80 15'] },
  },
  // AV installer selling to churches in church words; also Tim's mobile 021 488 302 and support@. Decoy: a testimonial's church address.
  {
    domain: 'faithful-sound-m.co.nz',
    name: 'Faithful Sound',
    language: 'en',
    kind: 'misleading',
    category: 'electronics-and-technology',
    subcategory: 'audio-and-visual',
    contacts: {
      phone: '(09) 443 7120',
      email: 'hello@faithful-sound-m.co.nz',
      street: '29 Porana Road',
      address: 'Unit 6, 29 Porana Road, Wairau Valley, Auckland 0627',
      founded: 2005,
      facebook: 'https://www.facebook.com/faithfulsoundnz',
    },
    traps: ['testimonialSignature'],
    decoys: { addresses: ['42 Taupata Street, Auckland'] },
  },
  // Phone and computer shop; shop landline, also its mobile/WhatsApp 918 240 331 and a registered office at Rua do Bonjardim 880. Decoys: the consumer arbitration centre.
  {
    domain: 'telemovel-porto-m.pt',
    name: 'TeleMóvel Porto',
    language: 'pt',
    kind: 'plain',
    category: 'electronics-and-technology',
    subcategory: 'computers-and-phones',
    contacts: {
      phone: '222 081 457',
      email: 'loja@telemovel-porto-m.pt',
      street: 'Rua de Santa Catarina, 512',
      address: 'Rua de Santa Catarina, 512, 4000-446 Porto',
      founded: 2001,
      facebook: 'https://www.facebook.com/telemovelporto',
    },
    traps: ['consumerArbitration'],
    decoys: {
      phones: ['225 508 349'],
      addresses: ['Rua Damião de Góis, 31, 4050-225 Porto'],
    },
  },
  // Scheduling SaaS, Astro island props; visiting address and Postbus 2211, also its support line 030 207 44 99 and support@. No decoys.
  {
    domain: 'roosterkracht-m.nl',
    name: 'Roosterkracht B.V.',
    language: 'nl',
    kind: 'jsShell',
    category: 'electronics-and-technology',
    subcategory: 'internet-and-software',
    contacts: {
      phone: '030 207 44 90',
      email: 'hallo@roosterkracht-m.nl',
      street: 'Vredenburg 40',
      address: 'Vredenburg 40 (6e verdieping), 3511 BD Utrecht',
      founded: 2016,
      linkedin: 'https://www.linkedin.com/company/roosterkracht',
    },
  },
  // Device repair shop named after a cobbler; also its SMS line 06 39 98 70 12. Decoys: the real cobbler next door.
  {
    domain: 'le-cordonnier-numerique-m.fr',
    name: 'Le Cordonnier Numérique',
    language: 'fr',
    kind: 'misleading',
    category: 'electronics-and-technology',
    subcategory: 'repair-and-services',
    contacts: {
      phone: '04 65 71 23 48',
      email: 'bonjour@le-cordonnier-numerique-m.fr',
      street: '27 rue de la Charité',
      address: '27 rue de la Charité, 69002 Lyon',
      founded: 2018,
      facebook: 'https://www.facebook.com/lecordonniernumerique',
    },
    traps: ['namesakeBusiness'],
    decoys: { phones: ['04 65 71 90 05'], addresses: ['25 rue de la Charité'] },
  },
  // Children's magician; mobile first, also an answering-machine office line 01 966 41 28 and only a PO box (Postfach 88), so no street. Decoy: the café where he performs monthly.
  {
    domain: 'zauberer-flori-m.at',
    name: 'Zauberer Flori',
    language: 'de',
    kind: 'plain',
    category: 'events-and-entertainment',
    subcategory: 'childrens-entertainment',
    contacts: {
      phone: '0676 524 18 37',
      email: 'servus@zauberer-flori-m.at',
      founded: 2007,
      facebook: 'https://www.facebook.com/zaubererflori',
    },
    traps: ['eventVenue'],
    decoys: { addresses: ['Schönbrunner Straße 188, 1120 Wien'] },
  },
  // Events venue with cookie wall, mega menu, newsletter; reception in the utility bar, also the events team's direct line 0131 496 0418, weddings@ and events@. Decoys: the in-house caterer's phone, the building year.
  {
    domain: 'old-customs-house-m.co.uk',
    name: 'The Old Customs House',
    language: 'en',
    kind: 'boilerplate',
    category: 'events-and-entertainment',
    subcategory: 'events-and-venues',
    contacts: {
      phone: '0131 496 0412',
      email: 'hello@old-customs-house-m.co.uk',
      street: '67 Commercial Street',
      address: '67 Commercial Street, Leith, Edinburgh EH6 6LH',
      founded: 2014,
      facebook: 'https://www.facebook.com/oldcustomshouseleith',
      linkedin: 'https://www.linkedin.com/company/old-customs-house-leith',
    },
    traps: ['buildingYear', 'eventSupplier'],
    decoys: { phones: ['0131 496 0977'], years: [1812] },
  },
  // Bicycle museum; ticket office first, also offices 0532 209 716, fax 0532 209 719 and didattica@. Decoy: an exhibit's year.
  {
    domain: 'museo-bicicletta-ferrara-m.it',
    name: 'Museo della Bicicletta Storica',
    language: 'it',
    kind: 'plain',
    category: 'events-and-entertainment',
    subcategory: 'museums-and-exhibits',
    contacts: {
      phone: '0532 209 714',
      email: 'info@museo-bicicletta-ferrara-m.it',
      street: 'Via Garibaldi 118',
      address: 'Via Garibaldi 118, 44121 Ferrara',
      founded: 2001,
      facebook: 'https://www.facebook.com/museobiciclettaferrara',
    },
    traps: ['modelYear'],
    decoys: { years: [1869] },
  },
  // Theatre; box office in the header, also administration (11) 3285-4479, WhatsApp (11) 97214-3306 and imprensa@. Decoys: the ticketing platform's mailbox and phone.
  {
    domain: 'teatro-casa-amarela-m.com.br',
    name: 'Teatro Casa Amarela',
    language: 'pt',
    kind: 'plain',
    category: 'events-and-entertainment',
    subcategory: 'theater-and-opera',
    contacts: {
      phone: '(11) 3285-4470',
      email: 'contato@teatro-casa-amarela-m.com.br',
      street: 'Rua Treze de Maio, 1218',
      address: 'Rua Treze de Maio, 1218 – Bela Vista, São Paulo – SP, 01327-000',
      founded: 1998,
      facebook: 'https://www.facebook.com/teatrocasaamarela',
    },
    traps: ['ticketOffice'],
    decoys: { phones: ['(11) 4003-2211'], emails: ['sac@bilheteriaexpress.com.br'] },
  },
  // Wedding planner; WhatsApp button in the header (999 338 6702), office line in the contact block. Decoys: the partner hacienda's address and phone.
  {
    domain: 'boda-bonita-m.mx',
    name: 'Boda Bonita',
    language: 'es',
    kind: 'plain',
    category: 'events-and-entertainment',
    subcategory: 'wedding-and-party',
    contacts: {
      phone: '999 924 1187',
      email: 'hola@boda-bonita-m.mx',
      street: 'Calle 60 No. 341-A',
      address: 'Calle 60 No. 341-A x 35 y 37, Col. Centro, C.P. 97000, Mérida, Yucatán',
      founded: 2012,
      facebook: 'https://www.facebook.com/bodabonitamerida',
    },
    traps: ['eventVenue'],
    decoys: { phones: ['999 941 0550'], addresses: ['Km 12 Carretera Mérida–Progreso'] },
  },
  // Say-nothing: a parked domain "may be for sale" with sponsored searches.
  {
    domain: 'harbourview-kennels-m.com',
    name: 'harbourview-kennels-m.com',
    language: 'en',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
  },
  // Say-nothing: a French "site en construction" page with a notify-me box.
  {
    domain: 'atelier-lumiere-m.fr',
    name: 'atelier-lumiere-m.fr',
    language: 'fr',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
  },
  // Say-nothing: a Dutch expired-hosting notice.
  {
    domain: 'schildersbedrijf-bakker-m.nl',
    name: 'schildersbedrijf-bakker-m.nl',
    language: 'nl',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
  },
  // Say-nothing: an Italian login wall ("Area riservata").
  {
    domain: 'gestionale-ottica-rossi-m.it',
    name: 'gestionale-ottica-rossi-m.it',
    language: 'it',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
  },
  // Say-nothing: a Portuguese cookie wall over an empty app root.
  {
    domain: 'quinta-do-vale-m.pt',
    name: 'quinta-do-vale-m.pt',
    language: 'pt',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
  },
];
