import type { HandWrittenLabel } from '../handWrittenLabel.ts';

/**
 * devset33, author N. Written blind: the author read no classifier, reader or other set, and ran
 * no evaluation on these pages.
 *
 * Main categories (39 business pages): Food, Beverages & Tobacco 5; Health & Medical 5; Hobbies &
 * Crafts 5; Home & Garden 5; Home Services 5; Legal Services & Government 5; Media & Publishing
 * 4; Money & Insurance 5. Each business page is a different subcategory. Plus 5 say-nothing pages
 * (parked domain, expired hosting, login wall, coming soon, default server page).
 *
 * Languages: en 8 (UK 2, US 2, Ireland, Canada, Australia, New Zealand), de 6 (Germany, Austria, Switzerland), fr 6 (France, Belgium, Switzerland, Québec), es 6
 * (Spain, Mexico, Argentina), nl 6 (Netherlands, Flanders), it 6, pt 6 (Portugal, Brazil).
 * Kinds: jsShell 8 (Next pages router, Nuxt 2, Gatsby, Astro island, Remix, Angular state,
 * SvelteKit, Vue store), misleading 9, boilerplate 7, sayNothing 5, plain 15.
 *
 * Theme: the company's own several contact facts. Every business page gives more of its own
 * facts than one: a fax (first in Austrian and German imprints), a mobile or WhatsApp (in the
 * header before the landline on some pages), direct lines, a department's line, an own
 * emergency or on-call number, a toll-free line, a shop and a registered office (sede legale /
 * siège social / maatschappelijke zetel), a showroom and a warehouse, a visiting and a postal
 * address (Postbus, Postfach, case postale), a PO box, several mailboxes (info@, jobs@, invoices@,
 * press@, a partner's own). Some of these facts sit in JS payloads.
 *
 * Labelling rules:
 * - `phone`: the number the page gives customers to call first (its main "Tel." line, the number
 *   in its contact block or header); not a fax, not a chat-only WhatsApp, not a branch's, not a
 *   department's line or extension when a main line is given. Where a tradesman's or a
 *   photographer's header or contact block leads with a mobile to call, the mobile is the phone.
 * - `email`: the general mailbox customers write to, not jobs@, press@, invoices@, orders@ when a
 *   general one is given.
 * - `street`/`address`: the place customers visit (shop, showroom, practice, office), as the page
 *   writes it; the head office when the page gives only one place; never a PO box, a registered
 *   office with no customers, or a warehouse "not open to the public".
 * - `founded`: the company's own founding or opening year, never a former business's in the
 *   premises, a grandfather's trade, a licence or award year.
 * - The company's own other numbers, mailboxes and addresses are NOT decoys; each label's comment
 *   names them. `decoys` hold other parties' values only (a supplier, a helpline, a venue, a
 *   manufacturer, a public office, a namesake, a former business), with `traps`.
 */
export const DEVSET33_LABELS_N: readonly HandWrittenLabel[] = [
  // --- Food, Beverages & Tobacco ---

  // Liège bakery (fr-BE): shop phone in the header; also its cake workshop line 04 254 60 12, GSM
  // 0476 31 22 85, commandes@ and compta@, and the registered office/workshop Rue des Wallons 61
  // (no sales). Decoys: the flour mill's phone and founding year.
  {
    domain: 'boulangerie-vanderlinden-n.be',
    name: 'Boulangerie-Pâtisserie Vanderlinden',
    language: 'fr',
    kind: 'plain',
    category: 'food-beverages-and-tobacco',
    subcategory: 'bakery-and-pastry',
    contacts: {
      phone: '04 223 18 47',
      email: 'bonjour@boulangerie-vanderlinden-n.be',
      street: 'Rue Saint-Gilles 214',
      address: 'Rue Saint-Gilles 214, 4000 Liège',
      founded: 1987,
      facebook: 'https://www.facebook.com/boulangerievanderlinden',
    },
    traps: ['supplierContact'],
    decoys: { phones: ['085 21 44 90'], years: [1902] },
  },
  // Graz coffee roaster (de-AT) behind a cookie wall with a mega menu and newsletter; the imprint
  // writes the fax +43 316 821457-9 before the phone; also bestellung@, presse@ and the
  // Postfach 112, 8011 Graz. Decoy: the web agency's mailbox.
  {
    domain: 'kaffeeroesterei-murauer-n.at',
    name: 'Murauer Kaffeerösterei',
    language: 'de',
    kind: 'boilerplate',
    category: 'food-beverages-and-tobacco',
    subcategory: 'coffee-and-tea',
    contacts: {
      phone: '+43 316 821457',
      email: 'office@kaffeeroesterei-murauer-n.at',
      street: 'Annenstraße 38',
      address: 'Annenstraße 38, 8020 Graz',
      founded: 1994,
      facebook: 'https://www.facebook.com/murauerkaffee',
    },
    traps: ['webProvider'],
    decoys: { emails: ['hallo@pixelhof-web.at'] },
  },
  // Guadalajara fishmonger (es-MX), Next.js pages-router payload only: WhatsApp 33 1298 4471
  // (messages only) before the shop line; also facturacion@ and the bodega on Calle Herreros 45
  // (no public sales). Decoy: the fishing cooperative's office phone.
  {
    domain: 'pescaderia-la-ensenada-n.mx',
    name: 'Pescadería La Ensenada',
    language: 'es',
    kind: 'jsShell',
    category: 'food-beverages-and-tobacco',
    subcategory: 'meat-seafood-and-eggs',
    contacts: {
      phone: '33 3614 2280',
      email: 'hola@pescaderia-la-ensenada-n.mx',
      street: 'Av. Federalismo Norte 1180',
      address: 'Av. Federalismo Norte 1180, Col. Santa Mónica, 44220 Guadalajara, Jal.',
      founded: 2009,
      facebook: 'https://www.facebook.com/pescaderialaensenada',
    },
    traps: ['supplierContact'],
    decoys: { phones: ['322 226 1190'] },
  },
  // Deventer wine shop in a former bakery (nl), full of bread words; also its tasting mobile
  // 06 41 82 95 73, proeverij@ and Postbus 312. Decoys: the bakery's years 1923 and 1998.
  {
    domain: 'wijnhuis-de-oude-bakkerij-n.nl',
    name: 'Wijnhuis De Oude Bakkerij',
    language: 'nl',
    kind: 'misleading',
    category: 'food-beverages-and-tobacco',
    subcategory: 'beer-and-wine',
    contacts: {
      phone: '0570 61 44 28',
      email: 'info@wijnhuis-de-oude-bakkerij-n.nl',
      street: 'Brink 47',
      address: 'Brink 47, 7411 BT Deventer',
      founded: 2006,
    },
    traps: ['previousBusinessYear'],
    decoys: { years: [1923, 1998] },
  },
  // Bologna caterer (it): sede operativa (kitchen and tasting room) vs sede legale Via
  // dell'Indipendenza 12; also its fax 051 632 4419, weekend mobile 347 218 0954 and
  // amministrazione@. Decoys: the partner villa's address and booking phone.
  {
    domain: 'tavolarotonda-catering-n.it',
    name: 'Tavola Rotonda Catering',
    language: 'it',
    kind: 'plain',
    category: 'food-beverages-and-tobacco',
    subcategory: 'lunch-and-catering',
    contacts: {
      phone: '051 632 4418',
      email: 'info@tavolarotonda-catering-n.it',
      street: 'Via Stalingrado 84/2',
      address: 'Via Stalingrado 84/2, 40128 Bologna',
      founded: 2003,
    },
    traps: ['eventVenue'],
    decoys: { phones: ['051 589 2213'], addresses: ['Via San Mamolo 140, Bologna'] },
  },

  // --- Health & Medical ---

  // UK dental practice (en-GB) with cookie bar, mega menu, newsletter and legal footer; also its
  // own on-call line 01632 960 499, careers@, accounts@ and the registered office 9 Mill Lane.
  // Decoy: the NHS urgent dental service's number.
  {
    domain: 'harbourside-dental-n.co.uk',
    name: 'Harbourside Dental Practice',
    language: 'en',
    kind: 'boilerplate',
    category: 'health-and-medical',
    subcategory: 'dental-services',
    contacts: {
      phone: '01632 960 418',
      email: 'reception@harbourside-dental-n.co.uk',
      street: '14 Quay Street',
      address: '14 Quay Street, Northby, NE99 4QT',
      founded: 1996,
    },
    traps: ['outOfHoursService'],
    decoys: { phones: ['01632 960 777'] },
  },
  // Freiburg hearing-aid shop (de), Nuxt 2 payload only; also fax 0761 2981449, WhatsApp
  // 0151 23884411 and its Emmendingen branch (07641 93 28 70). Decoy: the manufacturer's hotline.
  {
    domain: 'hoerakustik-brenner-n.de',
    name: 'Hörakustik Brenner',
    language: 'de',
    kind: 'jsShell',
    category: 'health-and-medical',
    subcategory: 'vision-and-hearing',
    contacts: {
      phone: '0761 2981440',
      email: 'info@hoerakustik-brenner-n.de',
      street: 'Kaiser-Joseph-Straße 211',
      address: 'Kaiser-Joseph-Straße 211, 79098 Freiburg im Breisgau',
      founded: 1979,
      facebook: 'https://www.facebook.com/hoerakustik.brenner',
    },
    traps: ['manufacturerHotline'],
    decoys: { phones: ['0800 724 33 10'] },
  },
  // Porto pharmacy (pt-PT): WhatsApp 912 345 078 (messages only) and encomendas@ come before the
  // contact block. Decoys: the pharmacy on duty tonight.
  {
    domain: 'farmacia-sao-bento-n.pt',
    name: 'Farmácia São Bento',
    language: 'pt',
    kind: 'plain',
    category: 'health-and-medical',
    subcategory: 'pharmacy-and-medicine',
    contacts: {
      phone: '222 008 415',
      email: 'geral@farmacia-sao-bento-n.pt',
      street: 'Rua de Cedofeita, 312',
      address: 'Rua de Cedofeita, 312, 4050-174 Porto',
      founded: 1951,
    },
    traps: ['pharmacyOnDuty'],
    decoys: { phones: ['222 004 117'], addresses: ['Rua da Lapa 88, 4050-323 Porto'] },
  },
  // Sherbrooke psychology clinic (fr-CA): main line with extensions, fax 819 555-0148,
  // facturation@. Decoy: the suicide prevention centre's line.
  {
    domain: 'clinique-psy-des-erables-n.ca',
    name: 'Clinique de psychologie des Érables',
    language: 'fr',
    kind: 'plain',
    category: 'health-and-medical',
    subcategory: 'mental-health',
    contacts: {
      phone: '819 555-0147',
      email: 'accueil@clinique-psy-des-erables-n.ca',
      street: '2250, rue King Ouest',
      address: '2250, rue King Ouest, bureau 305, Sherbrooke (Québec) J1J 2E8',
      founded: 2008,
    },
    traps: ['helpline'],
    decoys: { phones: ['819 555-0190'] },
  },
  // Madrid dental-equipment supplier (es) written in dentists' words ("su clínica", "sus
  // pacientes"); also its SAT line 913 27 44 89, sat@ and the warehouse in Pinto (no public).
  // Decoys: the German manufacturer's hotline and the trade-fair year.
  {
    domain: 'dentalequip-iberica-n.es',
    name: 'DentalEquip Ibérica',
    language: 'es',
    kind: 'misleading',
    category: 'health-and-medical',
    subcategory: 'health-equipment',
    contacts: {
      phone: '913 27 44 80',
      email: 'info@dentalequip-iberica-n.es',
      street: 'Calle de Méndez Álvarez 52',
      address: 'Calle de Méndez Álvarez 52, 28045 Madrid',
      founded: 1998,
      linkedin: 'https://www.linkedin.com/company/dentalequip-iberica',
    },
    traps: ['manufacturerHotline', 'tradeFair'],
    decoys: { phones: ['+49 7351 558 200'], years: [2026] },
  },

  // --- Hobbies & Crafts ---

  // Nelson Bay tackle shop (en-AU): shop line first, Dave's after-hours mobile 0491 570 118 second.
  // Decoy: the charter skipper it recommends.
  {
    domain: 'coastline-tackle-n.com.au',
    name: 'Coastline Tackle & Bait',
    language: 'en',
    kind: 'plain',
    category: 'hobbies-and-crafts',
    subcategory: 'fishing-and-hunting',
    contacts: {
      phone: '(02) 5550 3321',
      email: 'shop@coastline-tackle-n.com.au',
      street: '27 Magnus Street',
      address: 'Shop 3, 27 Magnus Street, Nelson Bay NSW 2315',
      founded: 2002,
      facebook: 'https://www.facebook.com/coastlinetacklenelsonbay',
    },
    traps: ['recommendedPartner'],
    decoys: { phones: ['0491 570 266'] },
  },
  // Ghent luthier (nl-BE), Gatsby page data only: atelier line, GSM 0485 21 77 06, boekhouding@
  // and the registered office in Sint-Denijs-Westrem. No decoys.
  {
    domain: 'gitaarbouw-verhaeghe-n.be',
    name: 'Gitaarbouw Verhaeghe',
    language: 'nl',
    kind: 'jsShell',
    category: 'hobbies-and-crafts',
    subcategory: 'music-and-instruments',
    contacts: {
      phone: '09 233 71 40',
      email: 'atelier@gitaarbouw-verhaeghe-n.be',
      street: 'Sint-Pietersnieuwstraat 88',
      address: 'Sint-Pietersnieuwstraat 88, 9000 Gent',
      founded: 2011,
      facebook: 'https://www.facebook.com/gitaarbouwverhaeghe',
    },
  },
  // Turin yarn and embroidery shop (it) behind an iubenda banner, mega menu and newsletter;
  // WhatsApp 333 902 1147 in the top bar, ordini@ and the sede legale Corso Vittorio Emanuele II
  // 94. Decoy: the spinning mill whose yarns it resells.
  {
    domain: 'merceria-filomena-n.it',
    name: 'Merceria Filomena',
    language: 'it',
    kind: 'boilerplate',
    category: 'hobbies-and-crafts',
    subcategory: 'needlework-and-knitting',
    contacts: {
      phone: '011 658 2290',
      email: 'info@merceria-filomena-n.it',
      street: 'Via Nizza 147',
      address: 'Via Nizza 147, 10126 Torino',
      founded: 1968,
      facebook: 'https://www.facebook.com/merceriafilomena',
    },
    traps: ['resoldBrand'],
    decoys: { phones: ['015 742 3380'] },
  },
  // Ohio model-train and RC shop in a former car garage (en-US), written in garage words; also
  // its text line (614) 555-0179 and orders@. Decoys: Gus's Auto Repair, the garage's years.
  {
    domain: 'garage55-models-n.com',
    name: 'Garage 55',
    language: 'en',
    kind: 'misleading',
    category: 'hobbies-and-crafts',
    subcategory: 'hobbies',
    contacts: {
      phone: '(614) 555-0172',
      email: 'hello@garage55-models-n.com',
      street: '2207 West Burnside Road',
      address: '2207 West Burnside Road, Millbrook, OH 43112',
      founded: 2014,
      facebook: 'https://www.facebook.com/garage55hobbies',
    },
    traps: ['previousBusinessYear', 'namesakeBusiness'],
    decoys: { phones: ['(614) 555-0110'], years: [1955, 2004] },
  },
  // Winterthur glassblowing workshop (de-CH): workshop line, owner's mobile 079 442 18 63 and a
  // Postfach 218 for mail. No decoys.
  {
    domain: 'glaswerkstatt-amsler-n.ch',
    name: 'Glaswerkstatt Amsler',
    language: 'de',
    kind: 'plain',
    category: 'hobbies-and-crafts',
    subcategory: 'metal-stone-and-glass-work',
    contacts: {
      phone: '052 213 47 90',
      email: 'werkstatt@glaswerkstatt-amsler-n.ch',
      street: 'Untere Vogelsangstrasse 7',
      address: 'Untere Vogelsangstrasse 7, 8400 Winterthur',
      founded: 1989,
    },
  },

  // --- Home & Garden ---

  // Galway furniture showroom (en-IE); also its head office and warehouse in Oranmore
  // (091 790 318, collections only) and accounts@. Decoy: the finance provider's phone.
  {
    domain: 'oakline-furniture-n.ie',
    name: 'Oakline Furniture',
    language: 'en',
    kind: 'plain',
    category: 'home-and-garden',
    subcategory: 'furniture-stores',
    contacts: {
      phone: '091 771 402',
      email: 'hello@oakline-furniture-n.ie',
      street: 'Unit 4, Ballybane Retail Park, Tuam Road',
      address: 'Unit 4, Ballybane Retail Park, Tuam Road, Galway H91 X2K7',
      founded: 1999,
      facebook: 'https://www.facebook.com/oaklinefurnituregalway',
    },
    traps: ['funder'],
    decoys: { phones: ['01 661 2290'] },
  },
  // "Le Vivier" near Nantes (fr): sounds like a fishmonger, sells koi and builds garden ponds;
  // also Yann's mobile 06 39 98 12 07, devis@ and the siège social in Nantes. Decoy: the
  // namesake seafood restaurant.
  {
    domain: 'le-vivier-bassins-n.fr',
    name: 'Le Vivier',
    language: 'fr',
    kind: 'misleading',
    category: 'home-and-garden',
    subcategory: 'garden-and-pond',
    contacts: {
      phone: '02 61 91 34 52',
      email: 'contact@le-vivier-bassins-n.fr',
      street: '14 route de Clisson',
      address: '14 route de Clisson, 44115 Haute-Goulaine',
      founded: 2004,
      facebook: 'https://www.facebook.com/levivierbassins',
    },
    traps: ['namesakeBusiness'],
    decoys: { phones: ['02 61 91 88 14'] },
  },
  // Oviedo pellet stoves (es), Astro client-only island props only; also fax 985 22 41 08, its own
  // SAT emergency line 644 218 390, sat@ and the pellet warehouse in Llanera. Decoy: the energy
  // foundation's phone.
  {
    domain: 'estufas-pellet-norte-n.es',
    name: 'Estufas y Calderas Norte',
    language: 'es',
    kind: 'jsShell',
    category: 'home-and-garden',
    subcategory: 'energy-and-heating',
    contacts: {
      phone: '985 22 41 07',
      email: 'info@estufas-pellet-norte-n.es',
      street: 'Calle Fray Ceferino, 41',
      address: 'Calle Fray Ceferino, 41 - 33001 Oviedo (Asturias)',
      founded: 1996,
      facebook: 'https://www.facebook.com/estufasnorteoviedo',
    },
    traps: ['publicOffice'],
    decoys: { phones: ['985 09 33 40'] },
  },
  // Amersfoort kitchen studio (nl): WhatsApp 06 28 45 71 30 in the header, showroom and
  // Postbus 1460. Decoy: the appliance maker's service line.
  {
    domain: 'keukenstudio-van-dijk-n.nl',
    name: 'Keukenstudio Van Dijk',
    language: 'nl',
    kind: 'plain',
    category: 'home-and-garden',
    subcategory: 'bathroom-and-kitchen',
    contacts: {
      phone: '033 465 21 90',
      email: 'info@keukenstudio-van-dijk-n.nl',
      street: 'Nijverheidsweg-Noord 82',
      address: 'Nijverheidsweg-Noord 82, 3812 PM Amersfoort',
      founded: 1992,
      facebook: 'https://www.facebook.com/keukenstudiovandijk',
      linkedin: 'https://www.linkedin.com/company/keukenstudio-van-dijk',
    },
    traps: ['manufacturerHotline'],
    decoys: { phones: ['088 040 1100'] },
  },
  // Interior-decor shop in a former flour mill (it), full of mill and flour words; also mobile
  // 340 771 2259, progetti@ and the sede legale in Lecco. Decoys: the mill's years.
  {
    domain: 'ex-mulino-interni-n.it',
    name: "L'Ex Mulino",
    language: 'it',
    kind: 'misleading',
    category: 'home-and-garden',
    subcategory: 'decoration-and-interior',
    contacts: {
      phone: '039 990 2817',
      email: 'info@ex-mulino-interni-n.it',
      street: 'Via del Mulino 3',
      address: 'Via del Mulino 3, 23807 Merate (LC)',
      founded: 2015,
      facebook: 'https://www.facebook.com/exmulinointerni',
    },
    traps: ['previousBusinessYear'],
    decoys: { years: [1887, 1971] },
  },

  // --- Home Services ---

  // Kassel plumber (de): office line in the header beside its own 24-h emergency mobile
  // 0171 482 9033; imprint writes the fax 0561 873 2141 first; rechnung@, jobs@ and a warehouse.
  // Decoy: the utility's gas emergency line.
  {
    domain: 'sanitaer-koehler-n.de',
    name: 'Köhler Sanitär- und Heizungstechnik',
    language: 'de',
    kind: 'plain',
    category: 'home-services',
    subcategory: 'plumbing-and-sanitation',
    contacts: {
      phone: '0561 873 2140',
      email: 'info@sanitaer-koehler-n.de',
      street: 'Wolfhager Straße 211',
      address: 'Wolfhager Straße 211, 34127 Kassel',
      founded: 1984,
    },
    traps: ['utilityEmergency'],
    decoys: { phones: ['0561 575 4460'] },
  },
  // Denver movers (en-US), Remix context only; also its text line (303) 555-0168, claims@,
  // careers@ and the storage warehouse in Commerce City (no walk-ins). Decoy: the federal
  // consumer hotline.
  {
    domain: 'brightway-movers-n.com',
    name: 'Brightway Movers',
    language: 'en',
    kind: 'jsShell',
    category: 'home-services',
    subcategory: 'moving-and-storage',
    contacts: {
      phone: '(303) 555-0163',
      email: 'info@brightway-movers-n.com',
      street: '4180 Brighton Boulevard, Suite 210',
      address: '4180 Brighton Boulevard, Suite 210, Denver, CO 80216',
      founded: 2007,
      linkedin: 'https://www.linkedin.com/company/brightway-movers',
      facebook: 'https://www.facebook.com/brightwaymoversdenver',
    },
    traps: ['supervisoryAuthority'],
    decoys: { phones: ['1-888-555-0199'] },
  },
  // Lausanne cleaning company (fr-CH), cookie wall, mega menu, newsletter and long footer; also its
  // own intervention mobile 079 318 44 06, emplois@ and Case postale 612. Decoy: the trade
  // association's address.
  {
    domain: 'nettoyage-leman-n.ch',
    name: 'Léman Nettoyage',
    language: 'fr',
    kind: 'boilerplate',
    category: 'home-services',
    subcategory: 'cleaning-service-providers',
    contacts: {
      phone: '021 624 18 30',
      email: 'info@nettoyage-leman-n.ch',
      street: 'Avenue de Morges 58',
      address: 'Avenue de Morges 58, 1004 Lausanne',
      founded: 2001,
    },
    traps: ['professionalBody'],
    decoys: { addresses: ['Rue du Petit-Chêne 18, 1003 Lausanne'] },
  },
  // Braga appliance repairer named "the tailor" (pt-PT), in sewing words; the technician's mobile
  // comes before the workshop line, so it is the phone; also faturas@ and the back office on
  // Avenida da Liberdade. Decoy: the grandfather's tailoring year.
  {
    domain: 'o-alfaiate-dos-eletrodomesticos-n.pt',
    name: 'O Alfaiate dos Eletrodomésticos',
    language: 'pt',
    kind: 'misleading',
    category: 'home-services',
    subcategory: 'repair-service-providers',
    contacts: {
      phone: '936 412 508',
      email: 'geral@o-alfaiate-dos-eletrodomesticos-n.pt',
      street: 'Rua do Raio, 118',
      address: 'Rua do Raio, 118, 4710-923 Braga',
      founded: 2010,
      facebook: 'https://www.facebook.com/oalfaiatedoseletrodomesticos',
    },
    traps: ['familyHistoryYear'],
    decoys: { years: [1948] },
  },
  // Rosario joinery (es-AR): workshop line before Martín's WhatsApp/mobile 341 15-562-8830.
  // Decoy: the timber merchant's phone.
  {
    domain: 'carpinteria-hnos-ibarra-n.com.ar',
    name: 'Carpintería Hnos. Ibarra',
    language: 'es',
    kind: 'plain',
    category: 'home-services',
    subcategory: 'craftsman',
    contacts: {
      phone: '(0341) 438-2917',
      email: 'contacto@carpinteria-hnos-ibarra-n.com.ar',
      street: 'Bv. Avellaneda 2380',
      address: 'Bv. Avellaneda 2380, S2002 Rosario, Santa Fe',
      founded: 1978,
      facebook: 'https://www.facebook.com/carpinteriaibarrarosario',
    },
    traps: ['supplierContact'],
    decoys: { phones: ['(0341) 455-1020'] },
  },

  // --- Legal Services & Government ---

  // Vancouver law firm (en-CA): main line, lawyers' direct lines (604-555-0124 …), toll-free
  // 1-888-555-0102, fax 604-555-0129 and a partner's own jrourke@. Decoy: the lawyer referral
  // service.
  {
    domain: 'mcallister-rourke-law-n.ca',
    name: 'McAllister Rourke LLP',
    language: 'en',
    kind: 'plain',
    category: 'legal-services-and-government',
    subcategory: 'lawyers-and-attorneys',
    contacts: {
      phone: '604-555-0120',
      email: 'reception@mcallister-rourke-law-n.ca',
      street: '1055 West Hastings Street',
      address: 'Suite 1400, 1055 West Hastings Street, Vancouver, BC V6E 2E9',
      founded: 1986,
      linkedin: 'https://www.linkedin.com/company/mcallister-rourke-llp',
    },
    traps: ['professionalBody'],
    decoys: { phones: ['604-555-0191'] },
  },
  // Zwolle bailiffs (nl), cookie wall and mega menu; Bezoekadres and Postadres (Postbus 40122),
  // the debtors' desk 038 421 77 66 named before the main line, betalingen@. Decoy: the
  // professional body's complaints address and phone.
  {
    domain: 'deurwaarderskantoor-brink-n.nl',
    name: 'Brink & Oosterhof Gerechtsdeurwaarders',
    language: 'nl',
    kind: 'boilerplate',
    category: 'legal-services-and-government',
    subcategory: 'legal-service-providers',
    contacts: {
      phone: '038 421 77 60',
      email: 'info@deurwaarderskantoor-brink-n.nl',
      street: 'Luttenbergstraat 18',
      address: 'Luttenbergstraat 18, 8012 EE Zwolle',
      founded: 1972,
    },
    traps: ['professionalBody'],
    decoys: { phones: ['070 890 6640'], addresses: ['Laan van Hoornwijck 214, 2289 DG Rijswijk'] },
  },
  // Verona vehicle-registration agency named like a car dealer (it), says it sells no cars;
  // WhatsApp 348 119 2730 in the header, fax 045 823 1175, a PEC mailbox, sede legale Via
  // Cappello 31 vs sede operativa. Decoys: the Motorizzazione office.
  {
    domain: 'pratiche-auto-ferraris-n.it',
    name: 'Ferraris Auto – Studio di consulenza automobilistica',
    language: 'it',
    kind: 'misleading',
    category: 'legal-services-and-government',
    subcategory: 'registration-services',
    contacts: {
      phone: '045 823 1174',
      email: 'info@pratiche-auto-ferraris-n.it',
      street: 'Viale del Lavoro 19/B',
      address: 'Viale del Lavoro 19/B, 37135 Verona',
      founded: 1983,
    },
    traps: ['publicOffice'],
    decoys: { phones: ['045 809 4311'], addresses: ['Via Sommacampagna 86'] },
  },
  // Village town hall (fr) with tarteaucitron banner, mega menu and footer; also urbanisme@ and
  // the communal post office 02 61 91 40 17. Decoys: the intercommunal authority's address and
  // phone.
  {
    domain: 'mairie-saint-aubin-des-pres-n.fr',
    name: 'Mairie de Saint-Aubin-des-Prés',
    language: 'fr',
    kind: 'boilerplate',
    category: 'legal-services-and-government',
    subcategory: 'municipal-department',
    contacts: {
      phone: '02 61 91 40 12',
      email: 'accueil@mairie-saint-aubin-des-pres-n.fr',
      street: "3 place de l'Église",
      address: "3 place de l'Église, 35590 Saint-Aubin-des-Prés",
    },
    traps: ['publicOffice'],
    decoys: { phones: ['02 61 91 55 00'], addresses: ['8 rue de la Gare, 35580 Guichen'] },
  },
  // Curitiba research library and archive (pt-BR), Angular transfer state only (&q; quotes);
  // WhatsApp (41) 99187-2240 for research bookings, pesquisa@, the storage annex, a CNPJ line.
  // Decoy: the municipal culture fund's phone.
  {
    domain: 'acervo-casa-lobato-n.org.br',
    name: 'Biblioteca e Arquivo Histórico Casa Lobato',
    language: 'pt',
    kind: 'jsShell',
    category: 'legal-services-and-government',
    subcategory: 'libraries-and-archives',
    contacts: {
      phone: '(41) 3224-5071',
      email: 'atendimento@acervo-casa-lobato-n.org.br',
      street: 'Rua Barão do Rio Branco, 370',
      address: 'Rua Barão do Rio Branco, 370 – Centro, Curitiba – PR, 80010-180',
      founded: 1964,
      facebook: 'https://www.facebook.com/casalobatocuritiba',
    },
    traps: ['funder'],
    decoys: { phones: ['(41) 3321-3300'] },
  },

  // --- Media & Publishing ---

  // Nelson photographer (en-NZ): "call or text" mobile in the header and first in the contact
  // block, studio landline 03 548 2170 (Tue–Thu) second. Decoy: the vineyard venue's phone.
  {
    domain: 'tui-lens-photography-n.co.nz',
    name: 'Tūī Lens Photography',
    language: 'en',
    kind: 'plain',
    category: 'media-and-publishing',
    subcategory: 'photography',
    contacts: {
      phone: '021 455 902',
      email: 'hello@tui-lens-photography-n.co.nz',
      street: '48 Vanguard Street',
      address: 'Studio 2, 48 Vanguard Street, Nelson 7010',
      founded: 2013,
      facebook: 'https://www.facebook.com/tuilensphotography',
    },
    traps: ['eventVenue'],
    decoys: { phones: ['03 540 2288'] },
  },
  // Linz bookshop (de-AT), cookie banner, mega menu, newsletter; its Urfahr branch (0732 71 09 22),
  // the imprint's fax first, schule@. Decoy: the reading's venue address.
  {
    domain: 'buchhandlung-seidl-n.at',
    name: 'Buchhandlung Seidl',
    language: 'de',
    kind: 'boilerplate',
    category: 'media-and-publishing',
    subcategory: 'books-and-magazines',
    contacts: {
      phone: '0732 77 38 41',
      email: 'buch@buchhandlung-seidl-n.at',
      street: 'Landstraße 67',
      address: 'Landstraße 67, 4020 Linz',
      founded: 1952,
      facebook: 'https://www.facebook.com/buchhandlungseidl',
    },
    traps: ['eventVenue'],
    decoys: { addresses: ['Industriezeile 12, 4020 Linz'] },
  },
  // Buenos Aires production company and sound studio (es-AR), SvelteKit data only; WhatsApp for
  // studio bookings, prensa@, administracion@ and the admin office on Av. Corrientes. Decoy: the
  // award year.
  {
    domain: 'productora-sur-n.com.ar',
    name: 'Productora Sur Audiovisual',
    language: 'es',
    kind: 'jsShell',
    category: 'media-and-publishing',
    subcategory: 'video-and-sound',
    contacts: {
      phone: '+54 11 4771-2093',
      email: 'hola@productora-sur-n.com.ar',
      street: 'Av. Dorrego 1789',
      address: 'Av. Dorrego 1789, C1414CKS CABA',
      founded: 2005,
      linkedin: 'https://www.linkedin.com/company/productora-sur',
    },
    traps: ['awardYear'],
    decoys: { years: [2019] },
  },
  // Regional news site (nl) whose front page is about a bakery, a burglary, sewers and a
  // restaurant; its own tips WhatsApp 06 18 44 27 90, tips@, advertising line 0320 74 55 18 and
  // Postbus 2088 come before the footer's main line. Decoys: the council's phone, the bakery's
  // years.
  {
    domain: 'het-polderblad-n.nl',
    name: 'Het Polderblad',
    language: 'nl',
    kind: 'misleading',
    category: 'media-and-publishing',
    subcategory: 'media-and-information',
    contacts: {
      phone: '0320 74 55 10',
      email: 'info@het-polderblad-n.nl',
      street: 'Stationsplein 9',
      address: 'Stationsplein 9, 8232 BT Lelystad',
      founded: 1961,
      facebook: 'https://www.facebook.com/hetpolderblad',
    },
    traps: ['newsMention', 'publicOffice'],
    decoys: { phones: ['0320 27 89 11'], years: [1925, 1968] },
  },

  // --- Money & Insurance ---

  // Driffield accountants for farmers (en-GB), written in farming words; also the partner's farm
  // visit mobile 07700 900 318 and payroll@. Decoy: the rural payments helpline.
  {
    domain: 'furrow-accountants-n.co.uk',
    name: 'Furrow & Field',
    language: 'en',
    kind: 'misleading',
    category: 'money-and-insurance',
    subcategory: 'accounting-and-tax',
    contacts: {
      phone: '01632 960 245',
      email: 'office@furrow-accountants-n.co.uk',
      street: 'The Granary, 7 Market Place',
      address: 'The Granary, 7 Market Place, Driffield, East Yorkshire YO25 6AP',
      founded: 1979,
      linkedin: 'https://www.linkedin.com/company/furrow-and-field-accountants',
    },
    traps: ['publicOffice'],
    decoys: { phones: ['01632 960 990'] },
  },
  // Campinas insurance broker (pt-BR): WhatsApp (19) 99812-3340 in the header, sinistros@, CNPJ and
  // SUSEP lines. Decoys: two insurers' 24-hour assistance lines.
  {
    domain: 'corretora-ipe-seguros-n.com.br',
    name: 'Ipê Corretora de Seguros',
    language: 'pt',
    kind: 'plain',
    category: 'money-and-insurance',
    subcategory: 'insurance',
    contacts: {
      phone: '(19) 3254-7180',
      email: 'contato@corretora-ipe-seguros-n.com.br',
      street: 'Av. Norte-Sul, 1455',
      address: 'Av. Norte-Sul, 1455 – sala 1203 – Cambuí, Campinas – SP, 13025-320',
      founded: 1997,
      facebook: 'https://www.facebook.com/ipecorretoradeseguros',
    },
    traps: ['insurerDetails'],
    decoys: { phones: ['0800 725 4410', '0800 770 8812'] },
  },
  // Naples estate agency (it), Vue store (__INITIAL_STATE__) only; agent's mobile 339 604 2281,
  // valutazioni@, sede legale on Corso Vittorio Emanuele. Decoy: the notary's address and phone.
  {
    domain: 'immobiliare-sanfelice-n.it',
    name: 'Immobiliare San Felice',
    language: 'it',
    kind: 'jsShell',
    category: 'money-and-insurance',
    subcategory: 'real-estate',
    contacts: {
      phone: '081 552 3107',
      email: 'info@immobiliare-sanfelice-n.it',
      street: 'Via Toledo 256',
      address: 'Via Toledo 256, 80134 Napoli',
      founded: 1991,
      facebook: 'https://www.facebook.com/immobiliaresanfelice',
    },
    traps: ['recommendedPartner'],
    decoys: { phones: ['081 551 8840'], addresses: ['Piazza dei Martiri 58, Napoli'] },
  },
  // Namur debt-mediation non-profit (fr-BE): main line, social worker's mobile 0471 83 26 15, fax
  // 081 22 47 99 and a Thursday permanence in Dinant. Decoys: the over-indebtedness
  // observatory's line and the accreditation year.
  {
    domain: 'mediation-dettes-sambre-n.be',
    name: 'Médiation de dettes Sambre-Meuse',
    language: 'fr',
    kind: 'plain',
    category: 'money-and-insurance',
    subcategory: 'credit-and-debt-services',
    contacts: {
      phone: '081 22 47 93',
      email: 'accueil@mediation-dettes-sambre-n.be',
      street: 'Rue de Fer 42',
      address: 'Rue de Fer 42, 5000 Namur',
      founded: 2001,
    },
    traps: ['helpline', 'licenceYear'],
    decoys: { phones: ['071 33 12 59'], years: [2003] },
  },
  // Monterrey wealth advisers (es-MX): main line and its own toll-free 800 839 2410, the
  // complaints unit une@. Decoy: the financial users' ombudsman's phone.
  {
    domain: 'patrimonia-asesores-n.mx',
    name: 'Patrimonia Asesores Patrimoniales',
    language: 'es',
    kind: 'plain',
    category: 'money-and-insurance',
    subcategory: 'investments-and-wealth',
    contacts: {
      phone: '81 8363 2410',
      email: 'contacto@patrimonia-asesores-n.mx',
      street: 'Av. Ricardo Margáin Zozaya 440',
      address:
        'Av. Ricardo Margáin Zozaya 440, Piso 7, Col. Valle del Campestre, 66265 San Pedro Garza García, N.L.',
      founded: 2010,
      linkedin: 'https://www.linkedin.com/company/patrimonia-asesores',
    },
    traps: ['consumerArbitration'],
    decoys: { phones: ['55 5448 7000'] },
  },

  // --- Say-nothing pages ---

  // Parked domain with sponsored search links (de).
  {
    domain: 'bergblick-ferienwohnungen-n.de',
    name: 'bergblick-ferienwohnungen-n.de',
    language: 'de',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
  },
  // Expired hosting package page (nl).
  {
    domain: 'tuinhuis-design-n.nl',
    name: 'tuinhuis-design-n.nl',
    language: 'nl',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
  },
  // Login wall of a client area (it).
  {
    domain: 'area-clienti-bertoni-n.it',
    name: 'area-clienti-bertoni-n.it',
    language: 'it',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
  },
  // Coming-soon page with a countdown (pt-PT).
  {
    domain: 'casa-do-azulejo-n.pt',
    name: 'casa-do-azulejo-n.pt',
    language: 'pt',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
  },
  // Web host's default server page (pt-BR).
  {
    domain: 'otica-visao-clara-n.com.br',
    name: 'otica-visao-clara-n.com.br',
    language: 'pt',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
  },
];
