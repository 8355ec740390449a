import type { HandWrittenLabel } from '../handWrittenLabel.ts';

/**
 * What a right answer holds for author B's pages of `pages/`: the label is what the company itself
 * sells (not the trade its page talks about), and `contacts` its own phone, email, street, address
 * and founding year as the page gives them; a value the page does not give is left out. `decoys`
 * are other parties' values on the same page (a supplier, a quoted client, a regulator, a host,
 * a registrar, a brand, a sister shop) and years that are not the founding.
 */
export const DEVSET20_LABELS_B: readonly HandWrittenLabel[] = [
  {
    domain: 'destilleerderij-deapotheek.nl',
    name: 'De Apotheek Distilleerderij',
    language: 'nl',
    kind: 'misleading',
    category: 'food-beverages-and-tobacco',
    subcategory: 'beverages-and-liquor',
    // A jenever and gin distillery named after the pharmacy its building was: the page talks of
    // recipes, doses, tinctures and a package leaflet. It sells spirits (not beer or wine), so
    // Beverages & Liquor. Decoys: the real pharmacy it sends people to, its KvK number, 1782 the
    // building, 2025 the copyright.
    contacts: {
      phone: '010 473 81 26',
      email: 'info@destilleerderij-deapotheek.nl',
      street: 'Lange Haven 87',
      address: 'Lange Haven 87, 3111 CD Schiedam',
      founded: 2014,
    },
    traps: ['namesakeBusiness', 'registrationNumber', 'buildingYear', 'copyrightYear'],
    decoys: {
      phones: ['010 426 19 08', '68214590'],
      addresses: ['Hoogstraat 112, 3111 HL Schiedam'],
      years: [1782, 2025],
    },
  },
  {
    domain: 'unitbasecatering.co.uk',
    name: 'Unit Base Catering',
    language: 'en',
    kind: 'misleading',
    category: 'food-beverages-and-tobacco',
    subcategory: 'lunch-and-catering',
    // A caterer for film and TV crews: the page's words are the film set's (call sheets, first
    // AD, principal photography, wrap). It sells meals, so Lunch & Catering. No founding year.
    // Decoys: a quoted
    // production manager's mailbox, the recruiter's line, the company number, the award year and
    // the copyright year.
    contacts: {
      phone: '0161 496 0723',
      email: 'bookings@unitbasecatering.co.uk',
      street: '7 Ordsall Mill Lane',
      address: '7 Ordsall Mill Lane, Salford M5 3QT',
    },
    traps: [
      'testimonialSignature',
      'recruiter',
      'registrationNumber',
      'awardYear',
      'copyrightYear',
    ],
    decoys: {
      phones: ['0161 496 0958', '06893412'],
      emails: ['hannah.cole@greyhoundpictures.co.uk'],
      years: [2022, 2026],
    },
  },
  {
    domain: 'carniceria-hermanos-pardo.es',
    name: 'Carnicería Hermanos Pardo',
    language: 'es',
    kind: 'plain',
    category: 'food-beverages-and-tobacco',
    subcategory: 'meat-seafood-and-eggs',
    // No founding year: 1964 is the grandfather's first shop in another town. Decoys: the farm
    // that supplies the lamb, the Saturday market stall with its own phone, an
    // IBAN that reads like a long number, and the copyright year. Hours are written 09:30–14:00.
    contacts: {
      phone: '983 21 47 56',
      email: 'pedidos@carniceria-hermanos-pardo.es',
      street: 'Calle Panaderos 38',
      address: 'Calle Panaderos 38, 47004 Valladolid',
    },
    traps: [
      'familyHistoryYear',
      'supplierContact',
      'marketStall',
      'bankDetails',
      'openingHours',
      'priceFigures',
      'copyrightYear',
    ],
    decoys: {
      phones: ['983 33 09 12', 'ES76 2100 4521 8302 0015 7364'],
      addresses: ['Ctra. de Portillo km 4, 47130 Simancas', 'Plaza del Val, 47003 Valladolid'],
      years: [1964, 2025],
    },
  },
  {
    domain: 'torrefazione-molo-audace.it',
    name: 'Torrefazione Molo Audace',
    language: 'it',
    kind: 'jsShell',
    category: 'food-beverages-and-tobacco',
    subcategory: 'coffee-and-tea',
    // A Nuxt 2 shell: all words and contacts in `window.__NUXT__`. "dal 1952" is the founding.
    // Decoys: the green-coffee importer's object, the web agency's credit, the P.IVA, and 1961
    // the espresso machine's model year.
    contacts: {
      phone: '040 364 218',
      email: 'ordini@torrefazione-molo-audace.it',
      street: 'Via dei Cavazzeni 7',
      address: 'Via dei Cavazzeni 7, 34133 Trieste',
      founded: 1952,
    },
    traps: ['supplierContact', 'webProvider', 'registrationNumber', 'modelYear'],
    decoys: {
      phones: ['040 322 1190', '01187630329'],
      emails: ['info@caffeverdeimport.it', 'hello@pixelfaro.it'],
      addresses: ['Punto Franco Nuovo, Magazzino 42, 34123 Trieste'],
      years: [1961],
    },
  },
  {
    domain: 'chocolaterie-lisbeth.be',
    name: 'Chocolaterie Lisbeth',
    language: 'fr',
    kind: 'boilerplate',
    category: 'food-beverages-and-tobacco',
    subcategory: 'candy-and-chocolate',
    // A Complianz cookie wall with its vendor list over the page. "Maison fondée en 1987" is the
    // founding. Decoys: Google's and Mailchimp's addresses in the vendor list, the Belgian data
    // protection authority's address, phone and mailbox, the VAT number, the award year and the
    // copyright year; the newsletter placeholder is no mailbox of the shop.
    contacts: {
      phone: '081 22 64 17',
      email: 'bonjour@chocolaterie-lisbeth.be',
      street: 'Rue de Fer 41',
      address: 'Rue de Fer 41, 5000 Namur',
      founded: 1987,
    },
    traps: [
      'cookieVendor',
      'newsletterService',
      'supervisoryAuthority',
      'registrationNumber',
      'awardYear',
      'formPlaceholder',
      'copyrightYear',
    ],
    decoys: {
      phones: ['+32 2 274 48 00', 'BE 0642.318.594'],
      emails: ['contact@apd-gba.be', 'votre@email.be'],
      addresses: [
        'Gordon House, Barrow Street, Dublin 4',
        '405 N Angier Ave NE, Atlanta, GA 30308',
        'Rue de la Presse 35, 1000 Bruxelles',
      ],
      years: [2019, 2025],
    },
  },
  {
    domain: 'hortifruti-quintal-curitiba.com.br',
    name: 'Hortifruti Quintal',
    language: 'pt',
    kind: 'plain',
    category: 'food-beverages-and-tobacco',
    subcategory: 'fruits-and-vegetables',
    // The WhatsApp number is the only line the page gives: it is the phone. No founding year:
    // 2011 is the organic market's. Decoys: the supplying cooperative, the CNPJ, the list of
    // delivery postcodes, the market year and the copyright year.
    contacts: {
      phone: '(41) 99812-4470',
      email: 'contato@hortifruti-quintal-curitiba.com.br',
      street: 'Rua Mateus Leme, 2871',
      address: 'Rua Mateus Leme, 2871 - São Francisco, Curitiba - PR',
    },
    traps: [
      'supplierContact',
      'registrationNumber',
      'marketStall',
      'exampleValue',
      'priceFigures',
      'copyrightYear',
    ],
    decoys: {
      phones: ['(41) 3677-2210', '27.418.553/0001-62'],
      addresses: ['Estrada do Cerne km 18, Campo Magro - PR'],
      years: [2011, 2025],
    },
  },
  {
    domain: 'behandlungseinheiten-ruehl.de',
    name: 'Rühl Dentaleinrichtung',
    language: 'de',
    kind: 'misleading',
    category: 'health-and-medical',
    subcategory: 'health-equipment',
    // A dealer of dental practice equipment: the page speaks of patients, prophylaxis and
    // implantology, but it sells treatment units, sterilisers and X-ray to dentists, so Health
    // Equipment, not Dental Services. "Seit 1993 Ihr Partner" is its founding. Decoys: the brand's
    // founding year and hotline, a client practice's address, the trade fair's venue and year.
    contacts: {
      phone: '0911 65893-40',
      email: 'vertrieb@behandlungseinheiten-ruehl.de',
      street: 'Ostendstraße 196',
      address: 'Ostendstraße 196, 90482 Nürnberg',
      founded: 1993,
    },
    traps: ['resoldBrand', 'manufacturerHotline', 'clientReference', 'tradeFair'],
    decoys: {
      phones: ['0800 337 26 84'],
      addresses: ['Königstraße 88, 90762 Fürth', 'Messeplatz 1, 50679 Köln'],
      years: [1898, 2025],
    },
  },
  {
    domain: 'farmaciadelsentiero.it',
    name: 'Farmacia del Sentiero',
    language: 'it',
    kind: 'misleading',
    category: 'health-and-medical',
    subcategory: 'pharmacy-and-medicine',
    // A village pharmacy whose homepage is a hiking blog (trails, huts, via ferrata): its own
    // trade is named only in the sidebar. No founding year. Decoys: a mountain hut's phone and
    // building year, the pharmacy on duty in the next village, the P.IVA, the copyright year.
    contacts: {
      phone: '0462 601 337',
      email: 'info@farmaciadelsentiero.it',
      street: 'Strèda Dolomites 48',
      address: 'Strèda Dolomites 48, 38032 Canazei (TN)',
    },
    traps: [
      'recommendedPartner',
      'buildingYear',
      'pharmacyOnDuty',
      'registrationNumber',
      'copyrightYear',
    ],
    decoys: {
      phones: ['0462 764 105', '0462 764 212', '02418750225'],
      addresses: ['Piaza de Vich 3, 38039 Vigo di Fassa'],
      years: [1911, 2024],
    },
  },
  {
    domain: 'praktijk-veerkracht-utrecht.nl',
    name: 'Praktijk Veerkracht',
    language: 'nl',
    kind: 'plain',
    category: 'health-and-medical',
    subcategory: 'mental-health',
    // No founding year. Decoys: the national suicide-prevention line, the
    // health centre's reception, the psychologist's BIG number, the KvK number, the year she
    // joined the NIP, the insurers' contract year (also the copyright year).
    contacts: {
      phone: '030 231 84 62',
      email: 'praktijk@praktijk-veerkracht-utrecht.nl',
      street: 'Biltstraat 141',
      address: 'Biltstraat 141, 3572 AN Utrecht',
    },
    traps: ['helpline', 'centreReception', 'registrationNumber', 'membershipYear', 'copyrightYear'],
    decoys: {
      phones: ['0800-0113', '030 271 90 40', '29054873225', '52871094'],
      years: [2004, 2025],
    },
  },
  {
    domain: 'soinsadomicile-boreal.ca',
    name: 'Soins à domicile Boréal',
    language: 'fr',
    kind: 'plain',
    category: 'health-and-medical',
    subcategory: 'therapy-and-senior-health',
    // Home care for seniors in Quebec; no founding year. Decoys: the public health
    // board's line, the owner's nursing-order membership year, the accreditation year, the NEQ.
    contacts: {
      phone: '819 378-2245',
      email: 'info@soinsadomicile-boreal.ca',
      street: '1475, boulevard des Forges',
      address: '1475, boulevard des Forges, Trois-Rivières (Québec) G8Z 1T7',
    },
    traps: ['publicOffice', 'helpline', 'licenceYear', 'certificationYear', 'registrationNumber'],
    decoys: {
      phones: ['819 370-2200', '1162847390'],
      years: [1994, 2021],
    },
  },
  {
    domain: 'laboratorio-clinico-altavista.mx',
    name: 'Laboratorio Clínico Altavista',
    language: 'es',
    kind: 'jsShell',
    category: 'health-and-medical',
    subcategory: 'diagnostics-and-testing',
    // A Next.js shell: everything is in `__NEXT_DATA__`, founding in the slogan ("fundado en
    // 1998"). Decoys: a second branch with its own phone and address, an insurer's line, the
    // home-sampling booking platform's mailbox, and 2012 the ISO standard's year.
    contacts: {
      phone: '81 8345 2290',
      email: 'contacto@laboratorio-clinico-altavista.mx',
      street: 'Av. Eugenio Garza Sada 3820',
      address: 'Av. Eugenio Garza Sada 3820, Col. Más Palomas, 64780 Monterrey, N.L.',
      founded: 1998,
    },
    traps: ['branchElsewhere', 'partnerNetwork', 'bookingPlatform', 'standardYear'],
    decoys: {
      phones: ['81 8376 1102', '800 227 4400'],
      emails: ['citas@clinicalia.mx'],
      addresses: ['Av. Universidad 1240, San Nicolás de los Garza, N.L.'],
      years: [2012],
    },
  },
  {
    domain: 'centroudito-ferraris.it',
    name: 'Centro Udito Ferraris',
    language: 'it',
    kind: 'boilerplate',
    category: 'health-and-medical',
    subcategory: 'vision-and-hearing',
    // A 40-link mega menu, a long GDPR notice and a legal footer around two sentences of trade.
    // "fondata nel 1979" is the founding; 2018 the renovation. Decoys: the external DPO's mailbox,
    // the Garante's address, switchboard and mailbox, the insurer's address, P.IVA, the regulation
    // year 2016 and the copyright year.
    contacts: {
      phone: '011 597 43 26',
      email: 'info@centroudito-ferraris.it',
      street: 'Corso Vinzaglio 31',
      address: 'Corso Vinzaglio 31, 10121 Torino',
      founded: 1979,
    },
    traps: [
      'externalDpo',
      'supervisoryAuthority',
      'insurerDetails',
      'registrationNumber',
      'buildingYear',
      'standardYear',
      'copyrightYear',
    ],
    decoys: {
      phones: ['06 696771', '05531870014'],
      emails: ['dpo@privacylabpiemonte.it', 'protocollo@gpdp.it'],
      addresses: ['Piazza Venezia 11, 00187 Roma', 'Via Nizza 150, 10126 Torino'],
      years: [2018, 2016, 2025],
    },
  },
  {
    domain: 'la-boulangerie-guitares.fr',
    name: 'La Boulangerie',
    language: 'fr',
    kind: 'misleading',
    category: 'hobbies-and-crafts',
    subcategory: 'music-and-instruments',
    // A guitar maker named "La Boulangerie" that writes in bakery words (fournil, pétrin, levain,
    // fournée): it builds and repairs instruments. Email obfuscated ("[at]", "[point]"). "fondé en
    // 2016" is the founding. Decoys: the real bakery next door, the former bakery's years in the
    // building, the luthier's diploma year, the SIRET.
    contacts: {
      phone: '04 78 29 61 05',
      email: 'atelier@la-boulangerie-guitares.fr',
      street: "14 rue d'Austerlitz",
      address: "14 rue d'Austerlitz, 69004 Lyon",
      founded: 2016,
    },
    traps: [
      'namesakeBusiness',
      'previousBusinessYear',
      'personalProfile',
      'registrationNumber',
      'priceFigures',
    ],
    decoys: {
      phones: ['04 78 28 14 90', '812 447 392 00018'],
      addresses: ['3 place de la Croix-Rousse, 69004 Lyon'],
      years: [1923, 2012, 2004],
    },
  },
  {
    domain: 'rakaiatackle.co.nz',
    name: 'Rakaia Tackle',
    language: 'en',
    kind: 'plain',
    category: 'hobbies-and-crafts',
    subcategory: 'fishing-and-hunting',
    // "Family-run since 1987" is the founding. Decoys: the rod brand's year, the fish & game
    // council's phone, the licence season's years.
    contacts: {
      phone: '03 302 7418',
      email: 'shop@rakaiatackle.co.nz',
      street: '41 Main South Road',
      address: '41 Main South Road, Rakaia 7710',
      founded: 1987,
    },
    traps: ['resoldBrand', 'publicOffice', 'priceListYear'],
    decoys: {
      phones: ['03 366 5512'],
      years: [1954, 2025, 2026],
    },
  },
  {
    domain: 'wollstube-emmental.ch',
    name: 'Wollstube Emmental',
    language: 'de',
    kind: 'jsShell',
    category: 'hobbies-and-crafts',
    subcategory: 'needlework-and-knitting',
    // A Gatsby shell with its page data inline. No founding year: 1921 is the spinning mill's.
    // Decoys: the sheep farm in the "related" list, the UID number.
    contacts: {
      phone: '034 422 18 57',
      email: 'hallo@wollstube-emmental.ch',
      street: 'Hohengasse 21',
      address: 'Hohengasse 21, 3400 Burgdorf',
    },
    traps: ['resoldBrand', 'supplierContact', 'registrationNumber'],
    decoys: {
      phones: ['034 437 12 90', 'CHE-312.845.907'],
      addresses: ['Lüderenalp 3, 3457 Wasen i.E.'],
      years: [1921],
    },
  },
  {
    domain: 'pinturas-artisticas-ceibo.com.ar',
    name: 'Pinturas Artísticas Ceibo',
    language: 'es',
    kind: 'boilerplate',
    category: 'hobbies-and-crafts',
    subcategory: 'painting-and-paper',
    // A Tiendanube shop: a 40-link mega menu, a newsletter box and Argentina's consumer-protection
    // footer. "desde 1978" is the founding. Decoys: the consumer office's line, the CUIT, the
    // newsletter placeholder, the acrylic brand's year and the copyright year.
    contacts: {
      phone: '(0351) 423-7781',
      email: 'ventas@pinturas-artisticas-ceibo.com.ar',
      street: 'Av. Colón 1184',
      address: 'Av. Colón 1184, X5000 Córdoba',
      founded: 1978,
    },
    traps: [
      'consumerArbitration',
      'registrationNumber',
      'formPlaceholder',
      'resoldBrand',
      'copyrightYear',
    ],
    decoys: {
      phones: ['0800 555 8932', '30-71248593-2'],
      emails: ['tuemail@ejemplo.com'],
      years: [1952, 2025],
    },
  },
  {
    domain: 'vitrais-ribeira.pt',
    name: 'Vitrais Ribeira',
    language: 'pt',
    kind: 'plain',
    category: 'hobbies-and-crafts',
    subcategory: 'metal-stone-and-glass-work',
    // A stained-glass workshop. No founding year: 1743 is the church it restores. Decoys: the
    // customer's project site, the NIF.
    contacts: {
      phone: '222 083 541',
      email: 'atelier@vitrais-ribeira.pt',
      street: 'Rua da Reboleira 27',
      address: 'Rua da Reboleira 27, 4050-492 Porto',
    },
    traps: ['clientReference', 'buildingYear', 'registrationNumber'],
    decoys: {
      phones: ['508 214 376'],
      addresses: ['Largo de São Martinho, 4620-695 Lousada'],
      years: [1743],
    },
  },
  {
    domain: 'kappersmeubelen-desmet.be',
    name: 'Desmet Kappersmeubelen',
    language: 'nl',
    kind: 'misleading',
    category: 'home-and-garden',
    subcategory: 'furniture-stores',
    // A maker and seller of salon furniture whose words are the hairdresser's (knippen, föhnen,
    // kleuren, barbier). It sells furniture with a showroom, so Furniture Stores, not Hair Care.
    // No founding year: 1974 is when the owner learnt the trade in his
    // father's workshop. Decoys: a quoted client salon's address and phone, the
    // trade fair's venue and year, the Italian brand's year, the VAT number.
    contacts: {
      phone: '056 21 48 73',
      email: 'info@kappersmeubelen-desmet.be',
      street: 'Gentsesteenweg 318',
      address: 'Gentsesteenweg 318, 8500 Kortrijk',
    },
    traps: [
      'familyHistoryYear',
      'testimonialSignature',
      'tradeFair',
      'resoldBrand',
      'registrationNumber',
      'priceFigures',
    ],
    decoys: {
      phones: ['056 60 12 38', 'BE 0437.912.604'],
      addresses: ['Stationsstraat 14, 8790 Waregem', 'Jan Van Rijswijcklaan 191, 2020 Antwerpen'],
      years: [1974, 1962, 2026],
    },
  },
  {
    domain: 'giardini-bellandi.it',
    name: 'Giardini Bellandi',
    language: 'it',
    kind: 'misleading',
    category: 'home-and-garden',
    subcategory: 'garden-and-pond',
    // Landscape gardeners whose page is written in wedding words (sposi, ricevimento, cerimonia):
    // they design and keep villa gardens, ponds and fountains, so Garden & Pond, not Wedding &
    // Party. "dal 1986" is the founding. Decoys: the villa (venue) with its building year, the
    // wedding planner's phone and mailbox, the P.IVA.
    contacts: {
      phone: '0341 583 207',
      email: 'studio@giardini-bellandi.it',
      street: 'Via Provinciale 64',
      address: 'Via Provinciale 64, 23826 Mandello del Lario (LC)',
      founded: 1986,
    },
    traps: ['eventVenue', 'buildingYear', 'testimonialSignature', 'registrationNumber'],
    decoys: {
      phones: ['031 950 338', '02736510137'],
      emails: ['info@lariowedding.it'],
      addresses: ['Via per Bellagio 12, 22021 Bellagio (CO)'],
      years: [1823],
    },
  },
  {
    domain: 'huonwoodheaters.com.au',
    name: 'Huon Wood Heaters',
    language: 'en',
    kind: 'jsShell',
    category: 'home-and-garden',
    subcategory: 'energy-and-heating',
    // An Astro island rendered client-only: every word is in its serialised props. "Established
    // in 2003" is the founding. Decoys: the heater brand's year and warranty line, the chimney
    // sweep it recommends, the standard's year.
    contacts: {
      phone: '03 6264 1187',
      email: 'sales@huonwoodheaters.com.au',
      street: '28 Main Road',
      address: '28 Main Road, Huonville TAS 7109',
      founded: 2003,
    },
    traps: ['resoldBrand', 'manufacturerHotline', 'recommendedPartner', 'standardYear'],
    decoys: {
      phones: ['1300 655 218', '0418 592 044'],
      years: [1979, 2014],
    },
  },
  {
    domain: 'kuechenwerk-pichler.at',
    name: 'Küchenwerk Pichler',
    language: 'de',
    kind: 'boilerplate',
    category: 'home-and-garden',
    subcategory: 'bathroom-and-kitchen',
    // A Borlabs cookie wall with its vendor table over a short page, and an Austrian legal
    // footer. "Seit 1991 planen wir Küchen" is the founding. Decoys: the vendors' addresses, the
    // data protection authority's address, phone and mailbox, the trade authority, the insurer,
    // the UID number, the copyright year.
    contacts: {
      phone: '0732 77 12 94',
      email: 'kuechen@kuechenwerk-pichler.at',
      street: 'Wiener Straße 181',
      address: 'Wiener Straße 181, 4020 Linz',
      founded: 1991,
    },
    traps: [
      'cookieVendor',
      'supervisoryAuthority',
      'publicOffice',
      'insurerDetails',
      'registryCourt',
      'registrationNumber',
      'copyrightYear',
    ],
    decoys: {
      phones: ['+43 1 52 152-0', 'ATU58412397'],
      emails: ['dsb@dsb.gv.at'],
      addresses: [
        'Gordon House, Barrow Street, Dublin 4',
        '555 West 18th Street, New York, NY 10011',
        'Barichgasse 40–42, 1030 Wien',
        'Hauptstraße 1–5, 4041 Linz',
        'Gruberstraße 60, 4020 Linz',
      ],
      years: [2025],
    },
  },
  {
    domain: 'atelier-claire-voie.ch',
    name: 'Atelier Claire-Voie',
    language: 'fr',
    kind: 'plain',
    category: 'home-and-garden',
    subcategory: 'decoration-and-interior',
    // No founding year. Decoys: the photographer's credit mailbox, the fabric house's showroom
    // and phone, the award year.
    contacts: {
      phone: '021 312 48 90',
      email: 'bonjour@atelier-claire-voie.ch',
      street: 'Rue du Valentin 28',
      address: 'Rue du Valentin 28, 1004 Lausanne',
    },
    traps: ['imageAltText', 'supplierContact', 'awardYear'],
    decoys: {
      phones: ['022 731 06 55'],
      emails: ['hello@studiolumen.ch'],
      addresses: ['Quai du Seujet 14, 1201 Genève'],
      years: [2022],
    },
  },
  {
    domain: 'casa-e-mesa-utilidades.com.br',
    name: 'Casa & Mesa Utilidades',
    language: 'pt',
    kind: 'plain',
    category: 'home-and-garden',
    subcategory: 'home-goods-stores',
    // "fundada em 1959" is the founding; the head shop (matriz) is the one labelled. Decoys: the
    // second shop's address and phone, the brand's founding year, the CNPJ.
    contacts: {
      phone: '(31) 3274-6120',
      email: 'sac@casa-e-mesa-utilidades.com.br',
      street: 'Rua dos Caetés, 530',
      address: 'Rua dos Caetés, 530 - Centro, Belo Horizonte - MG, 30120-080',
      founded: 1959,
    },
    traps: ['branchElsewhere', 'resoldBrand', 'registrationNumber', 'priceFigures'],
    decoys: {
      phones: ['(31) 3261-4488', '17.248.903/0001-55'],
      addresses: ['Rua Pernambuco, 1102 - Savassi'],
      years: [1911],
    },
  },
  {
    domain: 'wardbright-cleaning.co.uk',
    name: 'Wardbright',
    language: 'en',
    kind: 'misleading',
    category: 'home-services',
    subcategory: 'cleaning-service-providers',
    // A cleaning contractor for hospitals: wards, theatres, patients and infection control fill
    // the page, but it sells cleaning, so Cleaning Service Providers, not Hospital & Emergency.
    // No founding year: 1996 is the founder's own start in the trade. The visiting address is
    // labelled; the registered office at the accountants' is a decoy, as are the fax, a quoted
    // hospital's mailbox and the company number.
    contacts: {
      phone: '0113 496 0381',
      email: 'enquiries@wardbright-cleaning.co.uk',
      street: 'Unit 9 Cross Green Way',
      address: 'Unit 9 Cross Green Way, Leeds LS9 0SE',
    },
    traps: [
      'faxNumber',
      'testimonialSignature',
      'experienceYears',
      'taxAdviser',
      'registrationNumber',
    ],
    decoys: {
      phones: ['0113 496 0382', '11482096'],
      emails: ['ipc@staidanshospital.co.uk'],
      addresses: ['3 Park Square East, Leeds LS1 2NE'],
      years: [1996],
    },
  },
  {
    domain: 'fluegeltransporte-brandl.de',
    name: 'Brandl Flügeltransporte',
    language: 'de',
    kind: 'misleading',
    category: 'home-services',
    subcategory: 'moving-and-storage',
    // Piano movers whose page is in concert words (Orchester, Generalprobe, Bühne, Tournee): they
    // move and store instruments, so Moving & Storage, not Music & Instruments. Email written
    // "info(at)…". "Gegründet 1997" is the founding. Decoys: the concert hall, the piano tuner it
    // recommends, a piano's model year, the owner's master's exam.
    contacts: {
      phone: '0341 4 92 17 30',
      email: 'info@fluegeltransporte-brandl.de',
      street: 'Zschochersche Straße 48',
      address: 'Zschochersche Straße 48, 04229 Leipzig',
      founded: 1997,
    },
    traps: ['eventVenue', 'recommendedPartner', 'modelYear', 'personalProfile'],
    decoys: {
      phones: ['0341 5 83 01 22'],
      addresses: ['Brühl 60, 04109 Leipzig'],
      years: [1908, 1989],
    },
  },
  {
    domain: 'desentupidora-agua-limpa.com.br',
    name: 'Desentupidora Água Limpa',
    language: 'pt',
    kind: 'jsShell',
    category: 'home-services',
    subcategory: 'plumbing-and-sanitation',
    // A Remix shell: all in `window.__remixContext`. No founding year. Decoys: the
    // public water company's line, the web agency's mailbox in the footer object, the CNPJ.
    contacts: {
      phone: '(19) 3242-8810',
      email: 'atendimento@desentupidora-agua-limpa.com.br',
      street: 'Rua Barão de Jaguara, 1450',
      address: 'Rua Barão de Jaguara, 1450 - Centro, Campinas - SP',
    },
    traps: ['utilityEmergency', 'webProvider', 'registrationNumber'],
    decoys: {
      phones: ['0800 771 0195', '09.113.582/0001-40'],
      emails: ['contato@pulsodigital.com.br'],
    },
  },
  {
    domain: 'witgoedhulp-amersfoort.nl',
    name: 'Witgoedhulp Amersfoort',
    language: 'nl',
    kind: 'boilerplate',
    category: 'home-services',
    subcategory: 'repair-service-providers',
    // A Cookiebot banner with its providers and the Dutch data protection authority, and a
    // newsletter box. No founding year. Decoys: Cookiebot's address, the authority's
    // address and phone, the manufacturers' warranty service line, the KvK, the copyright year.
    contacts: {
      phone: '033 465 72 18',
      email: 'service@witgoedhulp-amersfoort.nl',
      street: 'Nijverheidsweg-Noord 62',
      address: 'Nijverheidsweg-Noord 62, 3812 PM Amersfoort',
    },
    traps: [
      'cookieVendor',
      'supervisoryAuthority',
      'manufacturerHotline',
      'registrationNumber',
      'copyrightYear',
    ],
    decoys: {
      phones: ['088 - 1805 250', '088 424 7100', '32087741'],
      addresses: ['Havnegade 39, 1058 København K', 'Bezuidenhoutseweg 30, 2594 AV Den Haag'],
      years: [2025],
    },
  },
  {
    domain: 'carpinteria-los-abedules.mx',
    name: 'Carpintería Los Abedules',
    language: 'es',
    kind: 'plain',
    category: 'home-services',
    subcategory: 'craftsman',
    // The email is only in a mailto: link. No founding year: 1979 is the owner's own start as a
    // carpenter. Decoy: the timber yard's address and phone.
    contacts: {
      phone: '33 3615 2748',
      email: 'taller@carpinteria-los-abedules.mx',
      street: 'Calle Morelos 1874',
      address: 'Calle Morelos 1874, Col. Americana, 44160 Guadalajara, Jal.',
    },
    traps: ['experienceYears', 'supplierContact'],
    decoys: {
      phones: ['33 3630 1155'],
      addresses: ['Av. Vallarta 3320, Zapopan'],
      years: [1979],
    },
  },
  {
    domain: 'avocats-chr-lemoine.fr',
    name: 'Lemoine Avocats',
    language: 'fr',
    kind: 'misleading',
    category: 'legal-services-and-government',
    subcategory: 'lawyers-and-attorneys',
    // A law firm for cafés, hotels and restaurants: brasserie, terrasse, licence IV, chefs. It
    // sells legal advice, so Lawyers & Attorneys. "la création du cabinet en 2009" is the
    // founding. Decoys: a quoted client restaurant's phone, the bar association's address, the
    // lawyer's swearing-in year.
    contacts: {
      phone: '05 56 44 28 71',
      email: 'cabinet@avocats-chr-lemoine.fr',
      street: '18 cours de Verdun',
      address: '18 cours de Verdun, 33000 Bordeaux',
      founded: 2009,
    },
    traps: ['testimonialSignature', 'professionalBody', 'licenceYear'],
    decoys: {
      phones: ['05 56 81 37 20'],
      addresses: ['18-20 rue du Maréchal Joffre, 33000 Bordeaux'],
      years: [1998],
    },
  },
  {
    domain: 'zulassungsdienst-kroll.de',
    name: 'Zulassungsdienst Kroll',
    language: 'de',
    kind: 'misleading',
    category: 'legal-services-and-government',
    subcategory: 'registration-services',
    // A vehicle registration agent: the page is full of cars (Autohaus, Kennzeichen, TÜV,
    // Neuwagen), but it sells registering them at the authority, so Registration Services, not
    // Cars & Trucks. "Seit 25 Jahren" gives no year: no founding. Decoys: the plate maker
    // opposite, the registration office's address and phone, an example eVB number, the
    // classic-car year.
    contacts: {
      phone: '0234 5218640',
      email: 'auftrag@zulassungsdienst-kroll.de',
      street: 'Castroper Straße 191',
      address: 'Castroper Straße 191, 44791 Bochum',
    },
    traps: ['recommendedPartner', 'publicOffice', 'exampleValue', 'modelYear', 'priceFigures'],
    decoys: {
      phones: ['0234 53 07 21', '0234 910-3520'],
      addresses: ['Wittener Straße 123, 44803 Bochum'],
      years: [1995],
    },
  },
  {
    domain: 'fundacioncasares-biblioteca.es',
    name: 'Biblioteca y Archivo de la Fundación Casares',
    language: 'es',
    kind: 'boilerplate',
    category: 'legal-services-and-government',
    subcategory: 'libraries-and-archives',
    // A library and archive behind a cookie notice and a long data-protection text. "Fundada en
    // 1921" is the founding. Decoys: the Spanish data protection agency's address and phone, the
    // external DPO's mailbox, the CIF, the building's year, the laws' years and the copyright year.
    contacts: {
      phone: '981 35 62 14',
      email: 'biblioteca@fundacioncasares-biblioteca.es',
      street: 'Calle Real 112',
      address: 'Calle Real 112, 15402 Ferrol (A Coruña)',
      founded: 1921,
    },
    traps: [
      'supervisoryAuthority',
      'externalDpo',
      'registrationNumber',
      'buildingYear',
      'standardYear',
      'copyrightYear',
    ],
    decoys: {
      phones: ['901 100 099', 'G15087342'],
      emails: ['dpo@lexgalicia-protecciondatos.es'],
      addresses: ['C/ Jorge Juan, 6, 28001 Madrid'],
      years: [1888, 2016, 2018, 2024],
    },
  },
  {
    domain: 'deurwaarder-vanacker.be',
    name: 'Gerechtsdeurwaarder Van Acker',
    language: 'nl',
    kind: 'jsShell',
    category: 'legal-services-and-government',
    subcategory: 'legal-service-providers',
    // A bailiff's office as a Nuxt 3 shell (devalue rows in `__NUXT_DATA__`). "Kantoor opgericht
    // in 1983" is the founding. Decoys: the provincial chamber of bailiffs' object, the client
    // account IBAN, an example file number whose first part reads as a year.
    contacts: {
      phone: '09 225 31 48',
      email: 'info@deurwaarder-vanacker.be',
      street: 'Kortrijksesteenweg 1032',
      address: 'Kortrijksesteenweg 1032, 9051 Gent',
      founded: 1983,
    },
    traps: ['professionalBody', 'bankDetails', 'orderNumber'],
    decoys: {
      phones: ['09 223 47 10', 'BE71 0961 2345 6769', '2025/04817'],
      addresses: ['Sint-Pietersplein 9, 9000 Gent'],
      years: [2025],
    },
  },
  {
    domain: 'aoifebrennanphoto.ie',
    name: 'Aoife Brennan Photography',
    language: 'en',
    kind: 'misleading',
    category: 'media-and-publishing',
    subcategory: 'photography',
    // A wedding photographer whose homepage reads like castle history (tower houses, battlements,
    // banquet halls, dynasties). The owner's mobile is given as the studio line: it is the
    // phone. A PO box only: no street. No founding year. Own Facebook page linked. Decoys: the
    // castle venue's address, events mailbox and building year, the award year.
    contacts: {
      phone: '087 214 6630',
      email: 'hello@aoifebrennanphoto.ie',
      facebook: 'https://www.facebook.com/aoifebrennanphotography',
    },
    traps: ['eventVenue', 'buildingYear', 'awardYear'],
    decoys: {
      emails: ['events@kilbrackcastle.ie'],
      addresses: ['Kilbrack Castle, Kilbrack, Co. Kilkenny R95 X2F4'],
      years: [1450, 2024],
    },
  },
  {
    domain: 'libreria-il-portico.ch',
    name: 'Libreria Il Portico',
    language: 'it',
    kind: 'misleading',
    category: 'media-and-publishing',
    subcategory: 'books-and-magazines',
    // A bookshop whose homepage is a restaurant-review blog (grotti, risotto, brasato); its trade
    // is named in the footer. "dal 1968" is the founding. Decoys: two reviewed restaurants'
    // phones and one's address, the publisher's founding year.
    contacts: {
      phone: '091 922 63 18',
      email: 'libri@libreria-il-portico.ch',
      street: 'Via Pessina 11',
      address: 'Via Pessina 11, 6900 Lugano',
      founded: 1968,
    },
    traps: ['newsMention', 'resoldBrand'],
    decoys: {
      phones: ['091 605 11 73', '091 994 20 87'],
      addresses: ['Via Cantonale 41, 6929 Gravesano'],
      years: [1952],
    },
  },
  {
    domain: 'estudio-la-ballena.com.ar',
    name: 'Estudio La Ballena',
    language: 'es',
    kind: 'jsShell',
    category: 'media-and-publishing',
    subcategory: 'video-and-sound',
    // A SvelteKit shell: the words are in the inline `data` of the start script. No founding year.
    // Decoys: the record label's mailbox and the mastering studio's phone in the
    // "related" list, the console's model year, a client record's award year.
    contacts: {
      phone: '011 4866-3921',
      email: 'reservas@estudio-la-ballena.com.ar',
      street: 'Gurruchaga 1742',
      address: 'Gurruchaga 1742, C1414 CABA',
    },
    traps: ['partnerNetwork', 'modelYear', 'awardYear'],
    decoys: {
      phones: ['011 4553-0817'],
      emails: ['info@pampadiscos.com.ar'],
      years: [1973, 2019],
    },
  },
  {
    domain: 'gazeta-do-cavado.pt',
    name: 'Gazeta do Cávado',
    language: 'pt',
    kind: 'boilerplate',
    category: 'media-and-publishing',
    subcategory: 'media-and-information',
    // A regional newspaper: a 13-link menu, a cookie bar, a newsletter box and the masthead
    // (ficha técnica) with the regulator and the printer. "fundada em 1998" is the founding; the
    // newsroom is labelled. Decoys: the town hall quoted in a news item, the printer's address,
    // the regulator's address and phone, the NIPC, the copyright year.
    contacts: {
      phone: '253 617 240',
      email: 'redacao@gazeta-do-cavado.pt',
      street: 'Avenida da Liberdade 562',
      address: 'Avenida da Liberdade 562, 4710-249 Braga',
      founded: 1998,
    },
    traps: [
      'newsMention',
      'supplierContact',
      'supervisoryAuthority',
      'registrationNumber',
      'copyrightYear',
    ],
    decoys: {
      phones: ['253 203 150', '210 107 000', '504 318 225'],
      addresses: [
        'Praça do Município, 4700-435 Braga',
        'Rua da Indústria 45, 4705-025 Braga',
        'Avenida 24 de Julho, 58, 1200-869 Lisboa',
      ],
      years: [2025],
    },
  },
  {
    domain: 'elektra-guerbetal.ch',
    name: 'Elektra Gürbetal',
    language: 'de',
    kind: 'plain',
    category: 'utilities',
    subcategory: 'energy-and-power',
    // An electricity cooperative; "gegründet 1908" is the founding. Decoys: the regional grid's
    // on-call line, the federal regulator's address, the tariff year, the transformer's year.
    contacts: {
      phone: '031 809 14 20',
      email: 'info@elektra-guerbetal.ch',
      street: 'Dorfstrasse 14',
      address: 'Dorfstrasse 14, 3127 Mühlethurnen',
      founded: 1908,
    },
    traps: ['utilityEmergency', 'supervisoryAuthority', 'priceListYear', 'buildingYear'],
    decoys: {
      phones: ['0800 444 118'],
      addresses: ['Christoffelgasse 5, 3003 Bern'],
      years: [2026, 1954],
    },
  },
  {
    domain: 'mazoutdufresne.ca',
    name: 'Mazout Dufresne & Fils',
    language: 'fr',
    kind: 'jsShell',
    category: 'utilities',
    subcategory: 'oil-and-fuel',
    // An Angular shell whose content is in its transfer state (`ng-state`). "depuis 1962" is the
    // founding. Decoys: the distributors' network object with its line and mailbox, the
    // environment ministry's spill line, the RBQ licence number.
    contacts: {
      phone: '450 436-2281',
      email: 'commandes@mazoutdufresne.ca',
      street: '1240, rue Saint-Georges',
      address: '1240, rue Saint-Georges, Saint-Jérôme (Québec) J7Z 5E2',
      founded: 1962,
    },
    traps: ['partnerNetwork', 'emergencyNumber', 'registrationNumber', 'priceFigures'],
    decoys: {
      phones: ['1 800 561-4400', '1 866 694-5454', '5678-1234-01'],
      emails: ['info@reseauchaleurplus.ca'],
    },
  },
  {
    domain: 'overbergwater.co.za',
    name: 'Overberg Water Services',
    language: 'en',
    kind: 'boilerplate',
    category: 'utilities',
    subcategory: 'water-utilities',
    // A private water supplier behind a cookie notice, a long POPIA notice and a registration
    // footer. "Established in 1999" is the founding. Decoys: the municipality's fault line, the
    // Information Regulator's address, phone and mailbox, the company registration number, the
    // B-BBEE certificate year, the act's year and the copyright year.
    contacts: {
      phone: '028 312 4471',
      email: 'info@overbergwater.co.za',
      street: '14 Mitchell Street',
      address: '14 Mitchell Street, Hermanus, 7200',
      founded: 1999,
    },
    traps: [
      'publicOffice',
      'supervisoryAuthority',
      'registrationNumber',
      'certificationYear',
      'standardYear',
      'copyrightYear',
    ],
    decoys: {
      phones: ['028 313 8111', '010 023 5200', '1999/018273/07'],
      emails: ['enquiries@inforegulator.org.za'],
      addresses: ['JD House, 27 Stiemens Street, Braamfontein, Johannesburg, 2001'],
      years: [2024, 2013, 2025],
    },
  },
  {
    domain: 'kranich-und-partner.de',
    name: 'kranich-und-partner.de',
    language: 'de',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    // A registrar's parking page with ad links: every contact on it is the registrar's.
    traps: ['webProvider', 'copyrightYear'],
    decoys: {
      phones: ['030 2 57 84 90'],
      emails: ['support@domainport.de'],
      addresses: ['Friedrichstraße 88, 10117 Berlin'],
      years: [2025],
    },
  },
  {
    domain: 'maison-lefebvre.fr',
    name: 'maison-lefebvre.fr',
    language: 'fr',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    // A host's 503 maintenance page: the phone, mailbox and address are the host's.
    traps: ['webProvider', 'serviceHotline'],
    decoys: {
      phones: ['05 61 48 92 70'],
      emails: ['assistance@nuagefr.net'],
      addresses: ['41 rue du Faubourg-Bonnefoy, 31500 Toulouse'],
    },
  },
  {
    domain: 'brightwaterco.com',
    name: 'brightwaterco.com',
    language: 'en',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    // A suspended hosting account: the billing line, mailbox and address are the host's; the
    // years are the host's copyright range.
    traps: ['webProvider', 'copyrightYear'],
    decoys: {
      phones: ['1-877-482-6610'],
      emails: ['billing@hostlantic.com'],
      addresses: ['2200 Renaissance Blvd, Suite 150, King of Prussia, PA 19406'],
      years: [2008, 2025],
    },
  },
  {
    domain: 'studio-orsini.it',
    name: 'Studio Orsini',
    language: 'it',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    // A "coming soon" page that never says what the studio does; the contacts are the web
    // agency's building the site.
    traps: ['webProvider', 'agencyEntity'],
    decoys: {
      phones: ['0541 782 350'],
      emails: ['info@webfarmadriatica.it'],
      addresses: ['Via Flaminia 210, 47923 Rimini'],
    },
  },
  {
    domain: 'verhoevengroep.nl',
    name: 'verhoevengroep.nl',
    language: 'nl',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    // A login wall to a customer portal: the help line and mailbox are the portal vendor's; the
    // form placeholder is no mailbox at all.
    traps: ['webProvider', 'formPlaceholder'],
    decoys: {
      phones: ['020 716 35 90'],
      emails: ['support@klantlink.nl', 'naam@bedrijf.nl'],
    },
  },
];
