import type { HandWrittenLabel } from '../handWrittenLabel.ts';

/**
 * What a right answer holds for author C's pages of `pages/`: the label is what the company itself
 * sells (not the trade its page talks about: a tax adviser for restaurants, a bar called "Die
 * Apotheke", a garage's travel blog), and `contacts` its own phone, email, street, address and
 * founding year as the page gives them; a value the page does not give is left out. `decoys` are
 * other parties' values on the same page (a client, a supplier, a regulator, a venue, a platform,
 * an agency, a host) and years that are not the founding. Say-nothing pages hold no contacts: every
 * value on them is a registrar's, host's, consent platform's or agency's.
 */
export const DEVSET20_LABELS_C: readonly HandWrittenLabel[] = [
  {
    domain: 'stb-kranich-gastro.de',
    name: 'Steuerbüro Kranich',
    language: 'de',
    kind: 'misleading',
    category: 'money-and-insurance',
    subcategory: 'accounting-and-tax',
    // A tax adviser for restaurants: the page speaks of kitchens, tills and tips, but what it sells is
    // bookkeeping, payroll and tax returns. Decoys: a quoted restaurant client with its street and phone,
    // the till vendor's hotline, the chamber's address; 1991 is the owner's exam, 2020 a regulation.
    contacts: {
      phone: '0221 278 41 90',
      email: 'kanzlei@stb-kranich-gastro.de',
      street: 'Aachener Straße 214',
      address: 'Aachener Straße 214, 50931 Köln',
      founded: 1994,
    },
    traps: [
      'testimonialSignature',
      'recommendedPartner',
      'professionalBody',
      'licenceYear',
      'standardYear',
      'openingHours',
      'registrationNumber',
    ],
    decoys: {
      phones: ['0221 55 30 18', '0800 663 22 10'],
      addresses: ['Venloer Straße 288, 50823 Köln', 'Am Stadtgarten 8, 50672 Köln'],
      years: [1991, 2020],
    },
  },
  {
    domain: 'paddockrein-insurance.co.uk',
    name: 'Paddock & Rein',
    language: 'en',
    kind: 'misleading',
    category: 'money-and-insurance',
    subcategory: 'insurance',
    // An insurance broker for horse owners: colic, eventing, livery yards fill the page; it sells insurance.
    // Decoys: the equine vets in a claim story, the underwriter's claims line and office, the regulator's
    // address and line. 1986 is the owner's riding, 2009 a trade-association membership.
    contacts: {
      phone: '01638 552 917',
      email: 'quotes@paddockrein-insurance.co.uk',
      street: '14 Exning Road',
      address: '14 Exning Road, Newmarket CB8 0AB',
      founded: 2003,
    },
    traps: [
      'clientReference',
      'insurerDetails',
      'supervisoryAuthority',
      'personalProfile',
      'membershipYear',
      'registrationNumber',
    ],
    decoys: {
      phones: ['01638 661 205', '0345 601 4420', '0800 111 6768'],
      addresses: [
        'Lime Court, 27 Leadenhall Street, London EC3V 1AB',
        '12 Endeavour Square, London E20 1JN',
      ],
      years: [1986, 2009],
    },
  },
  {
    domain: 'geldwissel-leidseplein.nl',
    name: 'Wisselkantoor Leidseplein',
    language: 'nl',
    kind: 'boilerplate',
    category: 'money-and-insurance',
    subcategory: 'banking-and-money',
    // A bureau de change behind a cookie wall of 14 vendors. No founding year: 2011 is its DNB
    // registration, 2014 the copyright. Decoys: the central bank's and the complaints body's
    // addresses and lines, a rate feed's mailbox, exchange rates and opening hours.
    contacts: {
      phone: '020 623 41 87',
      email: 'info@geldwissel-leidseplein.nl',
      street: 'Leidsestraat 88',
      address: 'Leidsestraat 88, 1017 PC Amsterdam',
    },
    traps: [
      'cookieVendor',
      'supervisoryAuthority',
      'consumerArbitration',
      'licenceYear',
      'copyrightYear',
      'priceFigures',
      'openingHours',
      'registrationNumber',
    ],
    decoys: {
      phones: ['0800 020 1068', '070 333 89 65'],
      emails: ['privacy@koersfeed.nl'],
      addresses: ['Spaklerweg 4, 1096 BA Amsterdam', 'Postbus 93257, 2509 AG Den Haag'],
      years: [2011, 2014],
    },
  },
  {
    domain: 'credits-meuse-courtage.be',
    name: 'Meuse Courtage',
    language: 'fr',
    kind: 'plain',
    category: 'money-and-insurance',
    subcategory: 'credit-and-debt-services',
    // A credit broker in Liège. No founding year: 1996 is the founder's degree. Decoys: the public debt-mediation office, a lender's customer line,
    // the regulator's address and line; 2014 is a law, the loan example is figures, not contacts.
    contacts: {
      phone: '04 223 61 48',
      email: 'contact@credits-meuse-courtage.be',
      street: "Boulevard d'Avroy 112",
      address: "Boulevard d'Avroy 112, 4000 Liège",
    },
    traps: [
      'publicOffice',
      'partnerNetwork',
      'supervisoryAuthority',
      'standardYear',
      'personalProfile',
      'exampleValue',
      'registrationNumber',
    ],
    decoys: {
      phones: ['04 220 58 11', '04 361 22 00', '02 220 52 11'],
      addresses: ['Place Saint-Jacques 13, 4000 Liège', 'rue du Congrès 12-14, 1000 Bruxelles'],
      years: [2014, 1996],
    },
  },
  {
    domain: 'patrimonio-brera.it',
    name: 'Brera Patrimoni',
    language: 'it',
    kind: 'jsShell',
    category: 'money-and-insurance',
    subcategory: 'investments-and-wealth',
    // A Next.js shell: everything is in __NEXT_DATA__, with the custodian bank's object (address, phone,
    // mailbox) and the web agency's credit beside the company's own. 2019 is the register decision.
    contacts: {
      phone: '02 8695 3321',
      email: 'studio@patrimonio-brera.it',
      street: 'Via Fiori Chiari 18',
      address: 'Via Fiori Chiari 18, 20121 Milano',
      founded: 2011,
      linkedin: 'https://www.linkedin.com/company/brera-patrimoni',
    },
    traps: ['partnerNetwork', 'webProvider', 'licenceYear', 'registrationNumber'],
    decoys: {
      phones: ['02 6379 1100'],
      emails: ['clienti@bancalariana.it', 'hello@studionebbia.it'],
      addresses: ['Corso Como 40, 20154 Milano'],
      years: [2019],
      links: ['https://www.studionebbia.it'],
    },
  },
  {
    domain: 'antiguapanaderia-inmobiliaria.es',
    name: 'Antigua Panadería Inmobiliaria',
    language: 'es',
    kind: 'plain',
    category: 'money-and-insurance',
    subcategory: 'real-estate',
    // An estate agency in a former bakery: 1921 is the bakery's oven, not the agency ("desde 2015").
    // Decoys: a listed flat's street, the notary's phone. The WhatsApp mobile is the agency's own
    // second line, not a decoy, and not the label (the landline is).
    contacts: {
      phone: '954 21 87 33',
      email: 'hola@antiguapanaderia-inmobiliaria.es',
      street: 'Calle Feria 41',
      address: 'Calle Feria 41, 41003 Sevilla',
      founded: 2015,
    },
    traps: [
      'buildingYear',
      'clientReference',
      'recommendedPartner',
      'priceFigures',
      'registrationNumber',
    ],
    decoys: {
      phones: ['954 56 12 40'],
      addresses: ['Calle Relator 22, Sevilla'],
      years: [1921],
    },
  },
  {
    domain: 'funeraria-lopesfilhos.pt',
    name: 'Agência Funerária Lopes & Filhos',
    language: 'pt',
    kind: 'plain',
    category: 'public-and-local-services',
    subcategory: 'funeral-and-memorial',
    // Decoys: the municipal cemetery's office and the florist's phones, the cemetery street, the
    // tax number written like a phone (501 284 377); 1931 is the founder's birth, 1938 an obituary.
    contacts: {
      phone: '253 617 204',
      email: 'geral@funeraria-lopesfilhos.pt',
      street: 'Rua do Raio 87',
      address: 'Rua do Raio 87, 4710-923 Braga',
      founded: 1962,
    },
    traps: ['publicOffice', 'recommendedPartner', 'registrationNumber', 'familyHistoryYear'],
    decoys: {
      phones: ['253 203 150', '253 262 118', '501 284 377'],
      addresses: ['Rua do Cemitério, 4700-013 Braga'],
      years: [1931, 1938],
    },
  },
  {
    domain: 'fettweg-entsorgung.at',
    name: 'Fettweg Entsorgung GmbH',
    language: 'de',
    kind: 'boilerplate',
    category: 'public-and-local-services',
    subcategory: 'waste-management',
    // Email written "office(at)…". Collection of used cooking oil and grease traps, wrapped in an Austrian legal footer and a
    // cookie banner. Decoys: the chamber's and insurer's lines, the chamber and district office
    // addresses, a cookie vendor's Dublin address, postcode lists; 2012 is a certificate, 2009 the
    // copyright, 2002 a law. Founding: "Seit 1999 Ihr Partner".
    contacts: {
      phone: '01 259 44 70',
      email: 'office@fettweg-entsorgung.at',
      street: 'Pfarrgasse 61',
      address: 'Pfarrgasse 61, 1230 Wien',
      founded: 1999,
    },
    traps: [
      'professionalBody',
      'insurerDetails',
      'publicOffice',
      'cookieVendor',
      'certificationYear',
      'copyrightYear',
      'standardYear',
      'registryCourt',
      'formPlaceholder',
    ],
    decoys: {
      phones: ['01 514 50 1010', '01 211 75 380'],
      emails: ['ihre.kueche@beispiel.at'],
      addresses: [
        'Straße der Wiener Wirtschaft 1, 1020 Wien',
        'Perchtoldsdorfer Straße 2, 1230 Wien',
        'Gordon House, Barrow Street, Dublin 4',
      ],
      years: [2012, 2009, 2002],
    },
  },
  {
    domain: 'loopbaancentrum-scheldepoort.be',
    name: 'Loopbaancentrum Scheldepoort',
    language: 'nl',
    kind: 'boilerplate',
    category: 'public-and-local-services',
    subcategory: 'employment-and-career',
    // Career guidance with a 24-link mega-menu and a long privacy text. No founding year: 2013 is a
    // federation membership, 2016 a regulation, 2024 the text's date. Decoys: the employment office's
    // free line, the Ghent branch, the external DPO, the data-protection authority.
    contacts: {
      phone: '03 231 77 45',
      email: 'afspraak@loopbaancentrum-scheldepoort.be',
      street: 'Noorderlaan 133',
      address: 'Noorderlaan 133, 2030 Antwerpen',
    },
    traps: [
      'publicOffice',
      'branchElsewhere',
      'externalDpo',
      'supervisoryAuthority',
      'membershipYear',
      'standardYear',
      'formPlaceholder',
      'registrationNumber',
    ],
    decoys: {
      phones: ['0800 30 700', '09 251 30 12', '+32 2 274 48 00'],
      emails: ['dpo@privacyhuis.be', 'contact@apd-gba.be', 'jouw@email.be'],
      addresses: ['Port Arthurlaan 4, 9000 Gent', 'Drukpersstraat 35, 1000 Brussel'],
      years: [2013, 2016, 2024],
    },
  },
  {
    domain: 'creche-lespetitslutins-nantes.fr',
    name: 'Micro-crèche Les Petits Lutins',
    language: 'fr',
    kind: 'jsShell',
    category: 'public-and-local-services',
    subcategory: 'kids-and-family',
    // A micro-crèche (childcare, not a school: Kids & Family). A Nuxt 2 shell; the state holds the
    // franchise network's head office, line, mailbox and its own founding (2009), the agency's
    // mailbox, and the child-health office's line. "ouverte depuis 2016" is the crèche's own year.
    contacts: {
      phone: '02 40 73 18 62',
      email: 'contact@creche-lespetitslutins-nantes.fr',
      street: '12 rue Paul Bellamy',
      address: '12 rue Paul Bellamy, 44000 Nantes',
      founded: 2016,
      facebook: 'https://www.facebook.com/lespetitslutinsnantes',
    },
    traps: ['franchisor', 'webProvider', 'publicOffice'],
    decoys: {
      phones: ['01 84 60 22 90', '02 40 41 95 20'],
      emails: ['franchise@petitespousses.fr', 'bonjour@ateliergoeland.fr'],
      addresses: ['45 avenue de la Grande Armée, 75116 Paris'],
      years: [2009],
      links: ['https://www.petitespousses.fr'],
    },
  },
  {
    domain: 'parrocchiasanlorenzo-montebelluna.it',
    name: 'Parrocchia San Lorenzo Martire',
    language: 'it',
    kind: 'misleading',
    category: 'public-and-local-services',
    subcategory: 'religious-institutions',
    // A parish whose homepage is its food festival's menu (spiedo, baccalà, prices): it is the
    // parish, not a restaurant. Decoys: the Pro Loco's booking line and mailbox (the event organiser),
    // the diocese's curia; 1487 is the bell tower. No founding year.
    contacts: {
      phone: '0423 30 18 76',
      email: 'parrocchia@parrocchiasanlorenzo-montebelluna.it',
      street: 'Piazza della Chiesa 3',
      address: 'Piazza della Chiesa 3, 31044 Biadene di Montebelluna (TV)',
    },
    traps: [
      'eventSupplier',
      'parentGroup',
      'buildingYear',
      'priceFigures',
      'openingHours',
      'registrationNumber',
    ],
    decoys: {
      phones: ['0423 60 21 48'],
      emails: ['prolocomontebelluna@gmail.com'],
      addresses: ['Piazza Duomo 2, 31100 Treviso'],
      years: [1487],
    },
  },
  {
    domain: 'atamj.org.mx',
    name: 'Asociación de Talleres Automotrices de Jalisco, A.C.',
    language: 'es',
    kind: 'misleading',
    category: 'public-and-local-services',
    subcategory: 'professional-organizations',
    // A trade association of car-repair shops: brakes, paint, transmissions fill the page, but the
    // association repairs no car; it represents its members (Professional Organizations). Decoys: the
    // trade fair's venue and its organiser's line, three member garages; 1995 is a confederation membership.
    contacts: {
      phone: '33 3825 6014',
      email: 'contacto@atamj.org.mx',
      street: 'Calle Libertad 1735',
      address: 'Calle Libertad 1735, Col. Americana, 44160 Guadalajara, Jal.',
      founded: 1978,
    },
    traps: ['tradeFair', 'eventVenue', 'partnerLinks', 'membershipYear', 'registrationNumber'],
    decoys: {
      phones: ['33 3343 8120', '33 3619 4471', '33 3629 0815', '33 3657 2290'],
      addresses: [
        'Av. Mariano Otero 1499, Verde Valle, 44550 Guadalajara',
        'Calz. Independencia Sur 912, Guadalajara',
        'Av. Patria 2210, Zapopan',
      ],
      years: [1995],
    },
  },
  {
    domain: 'die-apotheke-bar-leipzig.de',
    name: 'Die Apotheke',
    language: 'de',
    kind: 'misleading',
    category: 'restaurants-and-bars',
    subcategory: 'bars-and-cafes',
    // A cocktail bar named "Die Apotheke" in a former pharmacy: tinctures, prescriptions, dosage fill
    // the page. Email obfuscated ("rezept (at) … (punkt) de"). Decoys: the pharmacy emergency line and
    // a real pharmacy's address, the designers' mailbox; 1886 and 1991 are the old pharmacy's years.
    contacts: {
      phone: '0341 23 11 879',
      email: 'rezept@die-apotheke-bar-leipzig.de',
      street: 'Karl-Liebknecht-Straße 61',
      address: 'Karl-Liebknecht-Straße 61, 04275 Leipzig',
      founded: 2012,
    },
    traps: [
      'pharmacyOnDuty',
      'namesakeBusiness',
      'namesakeYear',
      'webProvider',
      'priceFigures',
      'openingHours',
    ],
    decoys: {
      phones: ['0800 00 22 833'],
      emails: ['hallo@kollektiv-nordlicht.de'],
      addresses: ['Karl-Liebknecht-Straße 98, 04275 Leipzig'],
      years: [1886, 1991],
    },
  },
  {
    domain: 'labanque-restaurant-lyon.fr',
    name: 'La Banque',
    language: 'fr',
    kind: 'misleading',
    category: 'restaurants-and-bars',
    subcategory: 'european-cuisine',
    // A Lyonnais restaurant named "La Banque" in a former bank branch: deposits, vaults, interest
    // rates fill the page. Lyonnais cooking: European Cuisine. Decoys: the booking platform's line,
    // the wine merchant's address, the SIRET; 1863 is the old bank's founding, 2016 the restaurant's.
    contacts: {
      phone: '04 78 42 19 65',
      email: 'reservation@labanque-restaurant-lyon.fr',
      street: '7 place des Jacobins',
      address: '7 place des Jacobins, 69002 Lyon',
      founded: 2016,
    },
    traps: [
      'bookingPlatform',
      'supplierContact',
      'namesakeYear',
      'priceFigures',
      'openingHours',
      'registrationNumber',
    ],
    decoys: {
      phones: ['01 76 44 02 18'],
      addresses: ['14 rue Mercière, 69002 Lyon'],
      years: [1863],
    },
  },
  {
    domain: 'ramen-oudegracht.nl',
    name: 'Menya Kaze',
    language: 'nl',
    kind: 'jsShell',
    category: 'restaurants-and-bars',
    subcategory: 'japanese-cuisine',
    // A Gatsby shell: all text in the page-data JSON. Decoys in the same JSON: a delivery platform's
    // line and mailbox, a brewery partner's address, the web agency's mailbox.
    contacts: {
      phone: '030 231 84 09',
      email: 'kom@ramen-oudegracht.nl',
      street: 'Oudegracht 213',
      address: 'Oudegracht 213, 3511 NH Utrecht',
    },
    traps: ['bookingPlatform', 'supplierContact', 'webProvider', 'priceFigures'],
    decoys: {
      phones: ['085 208 11 44'],
      emails: ['support@snelbord.nl', 'info@pixelpier.nl'],
      addresses: ['Vaartsche Rijn 12, 3512 JB Utrecht'],
    },
  },
  {
    domain: 'coriobayfishandchips.com.au',
    name: 'Corio Bay Fish & Chips',
    language: 'en',
    kind: 'plain',
    category: 'restaurants-and-bars',
    subcategory: 'takeaway',
    // A fish-and-chip takeaway; "three generations" gives no founding year. Decoys: the delivery app's support line, the car park's managing agent
    // (landlord); 2019 is an award, the ABN is a registration, prices and hours are figures.
    contacts: {
      phone: '(03) 5221 4786',
      email: 'orders@coriobayfishandchips.com.au',
      street: '142 Pakington Street',
      address: 'Shop 3, 142 Pakington Street, Geelong West VIC 3218',
      facebook: 'https://www.facebook.com/coriobayfishandchips',
    },
    traps: [
      'bookingPlatform',
      'landlord',
      'awardYear',
      'priceFigures',
      'openingHours',
      'registrationNumber',
    ],
    decoys: {
      phones: ['1800 431 227', '03 5229 1040'],
      years: [2019],
    },
  },
  {
    domain: 'folhaverde-vegano.com.br',
    name: 'Folha Verde',
    language: 'pt',
    kind: 'boilerplate',
    category: 'restaurants-and-bars',
    subcategory: 'vegetarian-and-diet',
    // A vegan restaurant behind an LGPD banner, a newsletter box and a legal footer. The phone is
    // also its WhatsApp (its own line). Decoys: the external DPO's mailbox, the data authority's
    // address, the newsletter placeholder; 2018 is a certificate and the law's year; the
    // copyright range "2014–2024" is no founding.
    contacts: {
      phone: '(11) 3062-4418',
      email: 'contato@folhaverde-vegano.com.br',
      street: 'Rua dos Pinheiros 1022',
      address: 'Rua dos Pinheiros 1022, Pinheiros, São Paulo – SP, 05422-001',
    },
    traps: [
      'externalDpo',
      'supervisoryAuthority',
      'newsletterService',
      'formPlaceholder',
      'certificationYear',
      'copyrightYear',
      'standardYear',
      'registrationNumber',
      'priceFigures',
    ],
    decoys: {
      emails: ['dpo@privacidadesimples.com.br', 'seuemail@exemplo.com.br'],
      addresses: ['Setor Comercial Norte, Quadra 6, Conjunto A, Brasília – DF, 70716-900'],
      years: [2018, 2014],
    },
  },
  {
    domain: 'sahara-palermo.com.ar',
    name: 'Sahara – Cocina de Medio Oriente',
    language: 'es',
    kind: 'jsShell',
    category: 'restaurants-and-bars',
    subcategory: 'middle-eastern-cuisine',
    // A SvelteKit shell: the words and contacts are in a fetched JSON string, beside a "relacionados"
    // list with the bakery supplier's address and phone and the delivery app's line and mailbox, and
    // the agency's link.
    contacts: {
      phone: '011 4833-2716',
      email: 'reservas@sahara-palermo.com.ar',
      street: 'Armenia 1642',
      address: 'Armenia 1642, C1414 CABA',
    },
    traps: ['supplierContact', 'bookingPlatform', 'webProvider', 'priceFigures'],
    decoys: {
      phones: ['011 4774-0583', '0810 222 7274'],
      emails: ['ayuda@rapipedido.com.ar'],
      addresses: ['Av. Scalabrini Ortiz 912, CABA'],
      links: ['https://estudiocardon.com.ar'],
    },
  },
  {
    domain: 'orologeria-bernasconi.ch',
    name: 'Orologeria Bernasconi',
    language: 'it',
    kind: 'boilerplate',
    category: 'shopping-and-fashion',
    subcategory: 'jewelry-and-watches',
    // A Shopify watch and jewellery shop with a 30-link mega-menu and a cookie bar quoting the federal
    // data-protection office. Decoys: the brand's service line, the office's address and line; 1898 is
    // the brand's founding, 1978 an association membership.
    contacts: {
      phone: '+41 91 923 48 17',
      email: 'info@orologeria-bernasconi.ch',
      street: 'Via Nassa 29',
      address: 'Via Nassa 29, 6900 Lugano',
      founded: 1952,
    },
    traps: [
      'resoldBrand',
      'manufacturerHotline',
      'supervisoryAuthority',
      'membershipYear',
      'openingHours',
      'registrationNumber',
    ],
    decoys: {
      phones: ['0800 55 19 98', '058 462 43 95'],
      addresses: ['Feldeggweg 1, 3003 Berna'],
      years: [1898, 1978],
    },
  },
  {
    domain: 'naehatelier-seefeld.ch',
    name: 'Nähatelier Seefeld',
    language: 'de',
    kind: 'plain',
    category: 'shopping-and-fashion',
    subcategory: 'clothing-rental-and-repair',
    // An alterations tailor with a contact form and no email (none labelled). No founding year: 1996 is the owner's apprenticeship. Decoys: the dry
    // cleaner's address and line, the building's managing cooperative (landlord).
    contacts: {
      phone: '044 381 07 36',
      street: 'Seefeldstrasse 88',
      address: 'Seefeldstrasse 88, 8008 Zürich',
    },
    traps: ['supplierContact', 'landlord', 'personalProfile', 'priceFigures', 'openingHours'],
    decoys: {
      phones: ['044 383 22 90', '044 422 51 60'],
      addresses: ['Dufourstrasse 171, 8008 Zürich'],
      years: [1996],
    },
  },
  {
    domain: 'loughdergbridal.ie',
    name: 'Lough Derg Bridal',
    language: 'en',
    kind: 'misleading',
    category: 'shopping-and-fashion',
    subcategory: 'costume-and-wedding',
    // A bridal gown boutique whose homepage is a journal of castle wedding venues (halls, banquets,
    // ceremonies): it sells gowns, not venues. Decoys: two castles' venue lines, one's address and
    // mailbox, the photographer's mobile; 1467 and 1966 are a castle's. No founding year.
    contacts: {
      phone: '067 31 522',
      email: 'hello@loughdergbridal.ie',
      street: '21 Kenyon Street',
      address: '21 Kenyon Street, Nenagh, Co. Tipperary E45 KP82',
      facebook: 'https://www.facebook.com/loughdergbridal',
    },
    traps: ['eventVenue', 'recommendedPartner', 'buildingYear'],
    decoys: {
      phones: ['067 24 190', '061 368 411', '087 662 3140'],
      emails: ['events@dromineercastle.ie'],
      addresses: ['Dromineer, Nenagh, Co. Tipperary E45 YX21'],
      years: [1467, 1966],
    },
  },
  {
    domain: 'lenceria-arrieta.es',
    name: 'Lencería Arrieta',
    language: 'es',
    kind: 'boilerplate',
    category: 'shopping-and-fashion',
    subcategory: 'clothing-and-underwear',
    // A lingerie shop on Shopify: 24-link mega-menu, newsletter box, cookie vendors with durations,
    // a register footer. Decoys: the fulfilment warehouse's address, the courier's line, the form
    // placeholder. "Desde 1979" is the shop's founding.
    contacts: {
      phone: '944 21 63 08',
      email: 'hola@lenceria-arrieta.es',
      street: 'Calle Ercilla 27',
      address: 'Calle Ercilla 27, 48011 Bilbao',
      founded: 1979,
    },
    traps: [
      'supplierContact',
      'serviceHotline',
      'cookieVendor',
      'formPlaceholder',
      'registryCourt',
      'openingHours',
    ],
    decoys: {
      phones: ['902 10 32 71'],
      emails: ['tu@correo.com'],
      addresses: ['Polígono Ugaldeguren III, Parcela 8, 48170 Zamudio'],
    },
  },
  {
    domain: 'malasdouro.pt',
    name: 'Malas do Douro',
    language: 'pt',
    kind: 'jsShell',
    category: 'shopping-and-fashion',
    subcategory: 'accessories',
    // An Astro island: the leather goods maker's words and contacts are in the island's props
    // (entity-encoded JSON), with an online marketplace's mailbox and link, a reseller shop's address
    // and phone, the tannery's phone and the web studio's mailbox.
    contacts: {
      phone: '+351 222 084 519',
      email: 'ola@malasdouro.pt',
      street: 'Rua das Flores 164',
      address: 'Rua das Flores 164, 4050-266 Porto',
    },
    traps: ['marketplace', 'stockist', 'supplierContact', 'webProvider', 'priceFigures'],
    decoys: {
      phones: ['222 022 105', '249 889 310'],
      emails: ['apoio@mercadoartesao.pt', 'geral@oficinadigitalnorte.pt'],
      addresses: ['Rua Galeria de Paris 20, 4050-182 Porto'],
      links: ['https://www.mercadoartesao.pt/loja/malasdouro'],
    },
  },
  {
    domain: 'postofficeboxing.co.uk',
    name: 'The Post Office Boxing Gym',
    language: 'en',
    kind: 'misleading',
    category: 'sports',
    subcategory: 'martial-arts-and-wrestling',
    // A boxing gym named "The Post Office" in an old sorting office: letters, parcels, stamps fill the
    // page. Its only phone is the coach's mobile given as the gym line (label it). Decoys: the real
    // post office counter's address and line, the sponsor's phone; 1931 is the building, 2009 the
    // mail's move. Founding: "EST. 2015".
    contacts: {
      phone: '07700 914 382',
      email: 'coach@postofficeboxing.co.uk',
      street: '4 Exchange Street',
      address: '4 Exchange Street, Stockport SK3 0EY',
      founded: 2015,
    },
    traps: ['namesakeBusiness', 'sponsor', 'buildingYear', 'timeline', 'registrationNumber'],
    decoys: {
      phones: ['0345 722 3344', '0161 432 6610'],
      addresses: ['18 Mersey Square, Stockport SK1 1RA'],
      years: [1931, 2009],
    },
  },
  {
    domain: 'clubtennis-sainte-rose.ca',
    name: 'Club de tennis Sainte-Rose',
    language: 'fr',
    kind: 'plain',
    category: 'sports',
    subcategory: 'tennis-and-racquet-sports',
    // A tennis club in Laval, Quebec; the email's @ entity-encoded (&#64;). Decoys: the city's sports department line (the courts' owner),
    // the provincial federation's address and line; 2024 is the price list.
    contacts: {
      phone: '450 625-3318',
      email: 'info@clubtennis-sainte-rose.ca',
      street: '265 boulevard Sainte-Rose',
      address: '265 boulevard Sainte-Rose, Laval (Québec) H7L 1M1',
      founded: 1974,
    },
    traps: [
      'publicOffice',
      'professionalBody',
      'priceListYear',
      'priceFigures',
      'registrationNumber',
    ],
    decoys: {
      phones: ['450 978-8000', '514 252-3064'],
      addresses: ['7665 boulevard Lacordaire, Montréal (Québec) H1S 2A7'],
      years: [2024],
    },
  },
  {
    domain: 'duikcentrum-deschelde.nl',
    name: 'Duikcentrum De Schelde',
    language: 'nl',
    kind: 'plain',
    category: 'sports',
    subcategory: 'swimming-and-water-sports',
    // A dive school; "al ruim vijftien jaar" gives no founding year. Decoys: the swimming pool's address and reception line, the divers' emergency
    // line, a travel agency it refers to; prices and registration numbers.
    contacts: {
      phone: '0111 41 77 32',
      email: 'info@duikcentrum-deschelde.nl',
      street: 'Havenpark 14',
      address: 'Havenpark 14, 4301 JG Zierikzee',
    },
    traps: [
      'eventVenue',
      'emergencyNumber',
      'recommendedPartner',
      'priceFigures',
      'registrationNumber',
    ],
    decoys: {
      phones: ['0111 41 28 90', '0900 4321 000', '0113 56 12 20'],
      addresses: ['Kerkhofweg 2, 4301 JE Zierikzee'],
    },
  },
  {
    domain: 'schischule-wildkogel-moser.at',
    name: 'Schischule Moser',
    language: 'de',
    kind: 'jsShell',
    category: 'sports',
    subcategory: 'outdoor-and-winter-sports',
    // "Seit über 40 Jahren" gives no founding year. An Angular shell: the ski school's text is in the ng-state transfer state, beside the lift
    // company's line and address, the tourist board's line and mailbox, the ski instructors'
    // association's address and its own year (1962).
    contacts: {
      phone: '+43 6565 6271',
      email: 'buero@schischule-wildkogel-moser.at',
      street: 'Marktstraße 21',
      address: 'Marktstraße 21, 5741 Neukirchen am Großvenediger',
    },
    traps: [
      'partnerNetwork',
      'publicOffice',
      'professionalBody',
      'emergencyNumber',
      'priceFigures',
    ],
    decoys: {
      phones: ['+43 6565 6406', '+43 6565 6256'],
      emails: ['info@wildkogel-arena.at'],
      addresses: [
        'Schlosserweg 4, 5741 Neukirchen am Großvenediger',
        'Rainerstraße 6, 5020 Salzburg',
      ],
      years: [1962],
    },
  },
  {
    domain: 'palestra-ferro-bologna.it',
    name: 'Ferro Gym',
    language: 'it',
    kind: 'boilerplate',
    category: 'sports',
    subcategory: 'fitness-and-weight-lifting',
    // A weightlifting gym behind a cookie wall with a vendor table and the data authority's address,
    // line and mailbox; a newsletter box; a legal footer with the insurer's claims line. The WhatsApp
    // mobile is the gym's own second line (not a decoy). No founding year; 2016 is the regulation.
    contacts: {
      phone: '051 636 28 41',
      email: 'ciao@palestra-ferro-bologna.it',
      street: 'Via Francesco Albani 12/B',
      address: 'Via Francesco Albani 12/B, 40129 Bologna',
    },
    traps: [
      'cookieVendor',
      'supervisoryAuthority',
      'insurerDetails',
      'formPlaceholder',
      'standardYear',
      'registrationNumber',
      'priceFigures',
      'openingHours',
    ],
    decoys: {
      phones: ['06 696771', '06 3241 8870'],
      emails: ['protocollo@gpdp.it', 'nome@email.it'],
      addresses: ['Piazza Venezia 11, 00187 Roma'],
      years: [2016],
    },
  },
  {
    domain: 'stellenboschvalleygolf.co.za',
    name: 'Jonkershoek Valley Golf Club',
    language: 'en',
    kind: 'plain',
    category: 'sports',
    subcategory: 'golf-and-ultimate',
    // A golf club; its email only in a mailto link. 1961 is also in its registration number. Decoys: the provincial golf union's line, the club pro's own shop mobile (a
    // concession, not the club's office), the caterer's line; 2004 is the pro's career.
    contacts: {
      phone: '021 887 0419',
      email: 'office@stellenboschvalleygolf.co.za',
      street: 'Jonkershoek Road',
      address: 'Jonkershoek Road, Mostertsdrift, Stellenbosch 7600',
      founded: 1961,
    },
    traps: [
      'professionalBody',
      'tenantContact',
      'eventSupplier',
      'personalProfile',
      'priceFigures',
      'registrationNumber',
    ],
    decoys: {
      phones: ['021 686 1668', '072 488 3105', '021 887 2254'],
      years: [2004],
    },
  },
  {
    domain: 'hotelcerroalegre.cl',
    name: 'Hotel Cerro Alegre',
    language: 'es',
    kind: 'jsShell',
    category: 'travel-and-vacation',
    subcategory: 'hotels',
    // A Remix shell: the boutique hotel's text and contacts are in __remixContext, with the booking
    // engine's support line and mailbox, a tour operator's address and mobile, a transfer firm's
    // mobile and mailbox; 1904 is the house, 2012 the hotel's opening (foundingDate).
    contacts: {
      phone: '+56 32 274 1862',
      email: 'reservas@hotelcerroalegre.cl',
      street: 'Calle Lautaro Rosas 418',
      address: 'Calle Lautaro Rosas 418, Cerro Alegre, Valparaíso',
      founded: 2012,
      facebook: 'https://www.facebook.com/hotelcerroalegre',
    },
    traps: ['bookingPlatform', 'recommendedPartner', 'buildingYear', 'priceFigures', 'trackingId'],
    decoys: {
      phones: ['+56 2 2940 5511', '+56 9 8412 3307', '+56 9 7730 2294'],
      emails: ['soporte@reservanube.cl', 'viajes@transferscl.cl'],
      addresses: ['Almirante Montt 65, Valparaíso'],
      years: [1904],
    },
  },
  {
    domain: 'agriturismo-poggiodeitassi.it',
    name: 'Agriturismo Poggio dei Tassi',
    language: 'it',
    kind: 'plain',
    category: 'travel-and-vacation',
    subcategory: 'accommodation-and-lodging',
    // A farm-stay with holiday flats. "Dal 1998 accogliamo ospiti" is the founding; 1740 is the
    // farmhouse, 1997 its restoration. Decoys: a winery's address and line, the tourist office's.
    // The mobile is the farm-stay's own second line, not a decoy.
    contacts: {
      phone: '075 888 2105',
      email: 'info@agriturismo-poggiodeitassi.it',
      street: 'Vocabolo Tassi 22',
      address: 'Località Pantalla, Vocabolo Tassi 22, 06059 Todi (PG)',
      founded: 1998,
    },
    traps: [
      'buildingYear',
      'recommendedPartner',
      'publicOffice',
      'priceFigures',
      'registrationNumber',
    ],
    decoys: {
      phones: ['075 894 3318', '075 895 6227'],
      addresses: ['Vocabolo Pian di Porto 7, 06059 Todi', 'Piazza del Popolo 29'],
      years: [1740, 1997],
    },
  },
  {
    domain: 'balades-vignes-beaune.fr',
    name: 'Balades en Vignes',
    language: 'fr',
    kind: 'misleading',
    category: 'travel-and-vacation',
    subcategory: 'activities-and-tours',
    // Wine tours: soils, grape varieties, vintages fill the page, but it sells guided excursions and
    // says "nous ne vendons pas de vin" (Activities & Tours, not Beer & Wine). Its only phone is the
    // owner's mobile. Decoys: two estates' lines and one's address, the tourist office meeting point,
    // the guarantee fund's address; 2009 is the owner's diploma.
    contacts: {
      phone: '06 71 48 22 93',
      email: 'bonjour@balades-vignes-beaune.fr',
      street: "3 rue d'Alsace",
      address: "3 rue d'Alsace, 21200 Beaune",
      founded: 2014,
    },
    traps: [
      'partnerNetwork',
      'directions',
      'insurerDetails',
      'personalProfile',
      'priceFigures',
      'registrationNumber',
    ],
    decoys: {
      phones: ['03 80 51 84 27', '03 80 21 63 90'],
      addresses: [
        '12 rue de la Croix Blanche, 21220 Gevrey-Chambertin',
        '6 boulevard Perpreuil, 21200 Beaune',
        '15 avenue Carnot, 75017 Paris',
      ],
      years: [2009],
    },
  },
  {
    domain: 'tasmanbayair.co.nz',
    name: 'Tasman Bay Air',
    language: 'en',
    kind: 'boilerplate',
    category: 'travel-and-vacation',
    subcategory: 'airlines-and-air-travel',
    // A regional airline with a 20-link mega-menu, a cookie bar and a regulator footer. The label is
    // its reservations line and office at the Nelson terminal. Decoys: Wellington airport's address
    // and line, the aviation authority's address, Nelson Airport's lost property; 2016 is copyright.
    contacts: {
      phone: '0800 827 626',
      email: 'fly@tasmanbayair.co.nz',
      street: '18 Trent Drive',
      address: 'Terminal 2, 18 Trent Drive, Nelson Airport, Nelson 7011',
    },
    traps: [
      'centreReception',
      'supervisoryAuthority',
      'copyrightYear',
      'cookieVendor',
      'registrationNumber',
    ],
    decoys: {
      phones: ['04 385 5100', '03 547 3199'],
      addresses: [
        'Stewart Duff Drive, Rongotai, Wellington 6022',
        '55 Featherston Street, Wellington 6011',
      ],
      years: [2016],
    },
  },
  {
    domain: 'rumoaoestadio-viagens.com.br',
    name: 'Rumo ao Estádio Viagens',
    language: 'pt',
    kind: 'misleading',
    category: 'travel-and-vacation',
    subcategory: 'travel-agencies',
    // A travel agency for football fans: matches, stadiums, supporters' chants fill the page; it sells
    // packages (transport, hotel, tickets), not sport. Decoys: the stadium's address and line, the
    // travel insurer's 24h line, the tourism register number; prices.
    contacts: {
      phone: '(31) 3226-8127',
      email: 'vendas@rumoaoestadio-viagens.com.br',
      street: 'Rua dos Timbiras 1540',
      address: 'Rua dos Timbiras 1540, sala 804, Lourdes, Belo Horizonte – MG, 30140-061',
    },
    traps: ['eventVenue', 'insurerDetails', 'registrationNumber', 'priceFigures'],
    decoys: {
      phones: ['(31) 3499-4300', '0800 770 4412'],
      addresses: ['Av. Antônio Abrahão Caram 1001, Pampulha, Belo Horizonte'],
    },
  },
  {
    domain: 'cafe-zahnrad.de',
    name: 'Café Zahnrad',
    language: 'de',
    kind: 'misleading',
    category: 'vehicles-and-transportation',
    subcategory: 'bicycles',
    // A bicycle shop and workshop named "Café Zahnrad": beans, espresso, milk foam fill the page, but
    // it sells and repairs bikes (the espresso bar is the waiting area). Decoys: the roaster's address
    // and line; 1898 is the resold brand's founding, 2006 the mechanic's master exam.
    contacts: {
      phone: '0761 707 812 44',
      email: 'werkstatt@cafe-zahnrad.de',
      street: 'Günterstalstraße 37',
      address: 'Günterstalstraße 37, 79102 Freiburg im Breisgau',
      founded: 2009,
    },
    traps: ['supplierContact', 'resoldBrand', 'personalProfile', 'priceFigures', 'openingHours'],
    decoys: {
      phones: ['07631 17 48 20'],
      addresses: ['Hauptstraße 40, 79379 Müllheim'],
      years: [1898, 2006],
    },
  },
  {
    domain: 'garage-decock-roeselare.be',
    name: 'Garage Decock',
    language: 'nl',
    kind: 'misleading',
    category: 'vehicles-and-transportation',
    subcategory: 'vehicle-repair-and-fuel',
    // A car garage whose homepage is a travel blog (holiday routes, tolls, hotels); it sells car
    // servicing and repair. Decoys: a French hotel's address and line, a local travel agency's address
    // and line, two breakdown services' lines. "Opgericht in 1981" is the garage's founding.
    contacts: {
      phone: '051 20 47 83',
      email: 'info@garage-decock-roeselare.be',
      street: 'Meensesteenweg 312',
      address: 'Meensesteenweg 312, 8800 Roeselare',
      founded: 1981,
    },
    traps: [
      'newsMention',
      'recommendedPartner',
      'breakdownService',
      'priceFigures',
      'openingHours',
      'registrationNumber',
    ],
    decoys: {
      phones: ['+33 3 80 90 72 18', '051 24 66 10', '070 344 777', '03 253 63 63'],
      addresses: ['2 route du Lac, 21320 Pouilly-en-Auxois', 'Ooststraat 44, 8800 Roeselare'],
    },
  },
  {
    domain: 'autolinee-zanetti.it',
    name: 'Autolinee Zanetti',
    language: 'it',
    kind: 'misleading',
    category: 'vehicles-and-transportation',
    subcategory: 'taxis-and-public-transport',
    // Only a quote form, no email of its own: the municipality's mailbox is a decoy. A school-bus operator: pupils, schools, school years fill the page; it sells bus transport
    // (Taxis & Public Transport, not education). Decoys: the municipal education office's address,
    // line and mailbox, the school timetable; the depot is its own site, neither a decoy nor the label.
    contacts: {
      phone: '0363 50 12 77',
      street: 'Via Bergamo 64',
      address: 'Via Bergamo 64, 24043 Caravaggio (BG)',
      founded: 1958,
    },
    traps: ['publicOffice', 'openingHours', 'registrationNumber', 'copyrightYear'],
    decoys: {
      phones: ['0363 317 512'],
      emails: ['istruzione@comune.treviglio.bg.it'],
      addresses: ['Piazza Manara 1, 24047 Treviglio'],
      years: [2024],
    },
  },
  {
    domain: 'frontrangevanrentals.com',
    name: 'Front Range Van Rentals',
    language: 'en',
    kind: 'jsShell',
    category: 'vehicles-and-transportation',
    subcategory: 'vehicle-rental',
    // A Next.js App Router shell: the camper-van rental's data is in __next_f rows, beside the
    // insurer's claims line and mailbox, the roadside service's line, a marketplace's listing link and
    // address and the airport's address; 2021 and 2022 are model years.
    contacts: {
      phone: '(720) 555-0148',
      email: 'hello@frontrangevanrentals.com',
      street: '4120 Brighton Blvd',
      address: '4120 Brighton Blvd, Denver, CO 80216',
      founded: 2018,
    },
    traps: [
      'insurerDetails',
      'breakdownService',
      'marketplace',
      'directions',
      'modelYear',
      'priceFigures',
    ],
    decoys: {
      phones: ['(888) 555-0193', '(800) 555-0177'],
      emails: ['claims@rvcoverpartners.com'],
      addresses: ['2100 Market St, Denver, CO 80205', '8500 Peña Blvd, Denver, CO 80249'],
      years: [2021, 2022],
      links: ['https://www.vanshare.com/hosts/front-range-van-rentals'],
    },
  },
  {
    domain: 'pecasmondego.pt',
    name: 'Peças Mondego',
    language: 'pt',
    kind: 'plain',
    category: 'vehicles-and-transportation',
    subcategory: 'auto-parts-and-wheels',
    // A car-parts and tyre dealer. The mobile is its own second line. Decoys: the battery maker's
    // warranty line, a pick-up point partner shop's address, the company number written like a phone,
    // the IBAN, delivery towns. No founding year.
    contacts: {
      phone: '239 981 562',
      email: 'encomendas@pecasmondego.pt',
      street: 'Estrada Nacional 341, n.º 118',
      address: 'Estrada Nacional 341, n.º 118, 3045-490 Taveiro, Coimbra',
    },
    traps: ['manufacturerHotline', 'stockist', 'registrationNumber', 'bankDetails', 'openingHours'],
    decoys: {
      phones: ['808 200 417', '509 873 224'],
      addresses: ['Rua da Liberdade 27, 3080-166 Figueira da Foz'],
    },
  },
  {
    domain: 'vandermeulen-beheer.nl',
    name: 'vandermeulen-beheer.nl (geparkeerd)',
    language: 'nl',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    // A registrar's parking page with sponsored links: every contact is the registrar's.
    traps: ['webProvider', 'registrationNumber'],
    decoys: {
      phones: ['030 799 41 00'],
      emails: ['support@domeindirect.nl'],
      addresses: ['Stationsplein 45, 3511 ED Utrecht'],
      years: [2003],
    },
  },
  {
    domain: 'atelier-lumiere-bordeaux.fr',
    name: 'atelier-lumiere-bordeaux.fr (suspendu)',
    language: 'fr',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    // A suspended hosting account: the only contacts are the host's; the error reference is no phone.
    traps: ['webProvider', 'copyrightYear', 'orderNumber'],
    decoys: {
      phones: ['05 56 48 12 90'],
      emails: ['facturation@nuagebleu-hebergement.fr'],
      addresses: ['27 rue Sainte-Catherine, 33000 Bordeaux'],
      years: [2011],
    },
  },
  {
    domain: 'brenner-gruppe.de',
    name: 'brenner-gruppe.de (Cookie-Wand ohne Inhalt)',
    language: 'de',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    // A consent wall in front of an empty page: no word about the business, only the consent
    // vendors and the consent platform's address, line and mailbox.
    traps: ['cookieVendor'],
    decoys: {
      phones: ['040 882 17 460'],
      emails: ['datenschutz@consenthafen.de'],
      addresses: ['Am Sandtorkai 54, 20457 Hamburg'],
    },
  },
  {
    domain: 'grupoalbarran.es',
    name: 'Grupo Albarrán (próximamente)',
    language: 'es',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    // A coming-soon page: nothing about the business; the credit is the web agency's address,
    // line, mailbox and its own founding year.
    traps: ['agencyEntity', 'webProvider'],
    decoys: {
      phones: ['952 06 44 18'],
      emails: ['proyectos@lincecreativo.es'],
      addresses: ['Calle Marqués de Larios 8, 29005 Málaga'],
      years: [2010],
    },
  },
  {
    domain: 'myharbourline.com.au',
    name: 'myharbourline.com.au (customer portal)',
    language: 'en',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    // A login wall to a customer portal that never names the business: the only contacts are the
    // portal software vendor's; the email field's placeholder is no mailbox.
    traps: ['webProvider', 'formPlaceholder', 'copyrightYear'],
    decoys: {
      phones: ['1300 767 824'],
      emails: ['help@portalpoint.com.au', 'you@example.com'],
      addresses: ['Level 9, 120 Spencer Street, Melbourne VIC 3000'],
      years: [2019],
    },
  },
];
