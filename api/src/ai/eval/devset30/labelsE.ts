import type { HandWrittenLabel } from '../handWrittenLabel.ts';

/**
 * devset30, author E's third: ordinary small businesses as a crawler meets them in 2026.
 *
 * Main categories (39 business pages, no subcategory twice): Food, Beverages & Tobacco 6,
 * Health & Medical 6, Hobbies & Crafts 5, Home & Garden 5, Home Services 5, Legal Services &
 * Government 4, Media & Publishing 3, Money & Insurance 5; and 5 say-nothing pages.
 *
 * Languages: en 8 (Canadian, Indian, Irish, South African, US, UK), de 6 (German, Swiss,
 * Austrian), fr 6 (French, Belgian, Québec, Swiss, Luxembourgish), es 6 (Spanish, Peruvian,
 * Colombian, Mexican), nl 6 (Dutch, Flemish), it 6 (Italian, Ticino), pt 6 (Portuguese,
 * Brazilian).
 *
 * Kinds: plain 8, misleading 14, jsShell 8 (Next pages router, Next app router, Nuxt 2, Nuxt 3,
 * SvelteKit, Remix, Astro island props, Angular ng-state, with JSON-LD beside some),
 * boilerplate 9, sayNothing 5.
 *
 * Theme: ordinary homepages in the shapes real sites take (a 2008 table layout, Jimdo, Wix,
 * Squarespace, Webflow, WordPress themes, Shopify, PrestaShop, app shells), with the contact
 * facts where such sites put them (header button, tel: link only, image alt, footer columns,
 * JSON-LD, payloads, a vCard link) and the clutter they carry: cookie walls, mega-menus,
 * accessibility widgets, chat widgets, newsletter boxes, legal footers.
 *
 * Labelling rules: category and subcategory are catalogue slugs for what the company itself
 * sells today (a seller to another trade by what it sells, a business named after another
 * trade by its own). `contacts` holds only what the page states as the company's own: phone
 * exactly as the text or payload writes it, email as written, street and the full address as
 * the page writes them, founded only the company's own founding or opening year, LinkedIn and
 * Facebook as in the href (or the payload). Fields the page does not state are left out; a
 * second own line (an urgent mobile, a WhatsApp link) is neither truth nor decoy. Decoys are
 * other parties' values, theme leftovers, registration numbers shaped like phones, and years a
 * careless reader might take for the founding. Say-nothing pages: uncategorised, no contacts.
 */
export const DEVSET30_LABELS_E: readonly HandWrittenLabel[] = [
  // ---------------------------------------------------------------- en
  // Halifax plumber, 2008 table layout, vanity number in the header; traps: manufacturer's and utility's hotlines, fax, licence year, copyright 2008.
  {
    domain: 'harbourview-plumbing-e.ca',
    name: 'Harbourview Plumbing & Heating',
    language: 'en',
    kind: 'plain',
    category: 'home-services',
    subcategory: 'plumbing-and-sanitation',
    contacts: {
      phone: '(902) 455-7473',
      email: 'service@harbourview-plumbing-e.ca',
      street: '2741 Agricola Street',
      address: '2741 Agricola Street, Halifax, NS B3K 4C6',
      founded: 1994,
      facebook: 'https://www.facebook.com/HarbourviewPlumbingHfx',
    },
    traps: ['manufacturerHotline', 'utilityEmergency', 'faxNumber', 'licenceYear', 'copyrightYear'],
    decoys: {
      phones: ['1-800-519-8794', '1-877-428-6004', '(902) 455-7480'],
      years: [1988, 2008],
    },
  },
  // Pune astrologer and numerologist, no founding year (38 years of experience); traps: printer recommended with its phone, a diploma year, a birth-date placeholder.
  {
    domain: 'shubh-jyotish-e.in',
    name: 'Shubh Jyotish Kendra',
    language: 'en',
    kind: 'plain',
    category: 'hobbies-and-crafts',
    subcategory: 'astrology-and-numerology',
    contacts: {
      phone: '+91 98220 41763',
      email: 'panditji@shubh-jyotish-e.in',
      street: 'Plot 17, Lane 4, Prabhat Road',
      address: 'Plot 17, Lane 4, Prabhat Road, Erandwane, Pune 411004, Maharashtra',
      facebook: 'https://www.facebook.com/shubhjyotishpune',
    },
    traps: ['recommendedPartner', 'certificationYear', 'formPlaceholder'],
    decoys: { phones: ['020 2445 6621'], years: [1989, 1987] },
  },
  // Cork insurance broker whose page is all bakeries, ovens and cake shops; traps: insurer's address and claims line, Central Bank's address, a sponsored award year.
  {
    domain: 'mcgrath-insurance-e.ie',
    name: 'McGrath & Co. Insurance Brokers',
    language: 'en',
    kind: 'misleading',
    category: 'money-and-insurance',
    subcategory: 'insurance',
    contacts: {
      phone: '(021) 427 8830',
      email: 'quotes@mcgrath-insurance-e.ie',
      street: "4 Lapp's Quay",
      address: "4 Lapp's Quay, Cork T12 X2F7",
      founded: 1987,
      linkedin: 'https://www.linkedin.com/company/mcgrath-insurance-brokers-cork',
    },
    traps: ['insurerDetails', 'supervisoryAuthority', 'sponsor'],
    decoys: {
      phones: ['1800 300 700'],
      addresses: [
        'Zurich House, Frascati Road, Blackrock, Co. Dublin',
        'New Wapping Street, North Wall Quay, Dublin 1',
      ],
      years: [2019],
    },
  },
  // Stellenbosch accountants whose Wix page is all vineyards, harvest and cellar; traps: SARS contact centre, a wine's vintage, a client estate's founding year.
  {
    domain: 'karoo-ledger-e.co.za',
    name: 'Karoo Ledger',
    language: 'en',
    kind: 'misleading',
    category: 'money-and-insurance',
    subcategory: 'accounting-and-tax',
    contacts: {
      phone: '021 887 4410',
      email: 'admin@karoo-ledger-e.co.za',
      street: "Unit 5, Bosman's Crossing, Distillery Road",
      address: "Unit 5, Bosman's Crossing, Distillery Road, Stellenbosch, 7600",
      founded: 2011,
      linkedin: 'https://www.linkedin.com/company/karoo-ledger',
    },
    traps: ['publicOffice', 'modelYear', 'clientReference'],
    decoys: { phones: ['0800 00 7277'], years: [2015, 1692] },
  },
  // Columbus walk-in lab, Next.js pages router (__NEXT_DATA__ only); traps: Poison Control line, CLIA certification year.
  {
    domain: 'clearpath-labs-e.com',
    name: 'ClearPath Labs',
    language: 'en',
    kind: 'jsShell',
    category: 'health-and-medical',
    subcategory: 'diagnostics-and-testing',
    contacts: {
      phone: '(614) 362-7190',
      email: 'hello@clearpath-labs-e.com',
      street: '1480 W Lane Ave, Suite 210',
      address: '1480 W Lane Ave, Suite 210, Columbus, OH 43221',
      founded: 2016,
      linkedin: 'https://www.linkedin.com/company/clearpath-labs-columbus',
    },
    traps: ['helpline', 'certificationYear'],
    decoys: { phones: ['1-800-222-1222'], years: [2017] },
  },
  // Galway counsellor on Squarespace with cookie banner, UserWay widget and newsletter; phone only in a tel: link; traps: crisis helplines, membership year, the theme's own Facebook link.
  {
    domain: 'quietharbour-counselling-e.ie',
    name: 'Quiet Harbour Counselling',
    language: 'en',
    kind: 'boilerplate',
    category: 'health-and-medical',
    subcategory: 'mental-health',
    contacts: {
      phone: '+353879124450',
      email: 'hello@quietharbour-counselling-e.ie',
      street: '14 Dominick Street Upper',
      address: '2nd Floor, 14 Dominick Street Upper, Galway H91 R2XC',
    },
    traps: ['helpline', 'membershipYear', 'themeDemoContent'],
    decoys: {
      phones: ['116 123', '1800 247 247'],
      years: [2014],
      links: ['https://www.facebook.com/squarespace'],
    },
  },
  // Leeds cleaners on a WordPress theme with Complianz wall, mega-menu, Mailchimp box and Tidio chat; traps: the theme's demo JSON-LD, company number, accountant's registered office, award year.
  {
    domain: 'sparkle-and-shine-e.co.uk',
    name: 'Sparkle & Shine Cleaning',
    language: 'en',
    kind: 'boilerplate',
    category: 'home-services',
    subcategory: 'cleaning-service-providers',
    contacts: {
      phone: '0113 278 5521',
      email: 'bookings@sparkle-and-shine-e.co.uk',
      street: 'Unit 7, Kirkstall Industrial Park, Kirkstall Road',
      address: 'Unit 7, Kirkstall Industrial Park, Kirkstall Road, Leeds LS4 2AZ',
      founded: 2009,
      facebook: 'https://www.facebook.com/sparkleandshineleeds',
    },
    traps: ['demoJsonLd', 'registrationNumber', 'taxAdviser', 'awardYear'],
    decoys: {
      phones: ['(555) 123-4567', '06873214'],
      emails: ['info@cleanpro-demo.com'],
      addresses: ['3 Park Square East, Leeds LS1 2NE'],
      years: [2015, 2022],
    },
  },
  // Parked domain with related-search ad links and a broker's for-sale notice.
  {
    domain: 'greenfield-e.com',
    name: 'greenfield-e.com',
    language: 'en',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['classifiedAd'],
    decoys: {
      phones: ['+1 339-222-5132'],
      links: ['https://www.domainbrokerhub.com/inquire?domain=greenfield-e.com'],
    },
  },

  // ---------------------------------------------------------------- de
  // Rosenheim bakery on Jimdo, "seit 1921"; traps: its counter in a supermarket with own phone, master's exam year, the 100-year celebration.
  {
    domain: 'baeckerei-moosgruber-e.de',
    name: 'Bäckerei Moosgruber',
    language: 'de',
    kind: 'plain',
    category: 'food-beverages-and-tobacco',
    subcategory: 'bakery-and-pastry',
    contacts: {
      phone: '08031 234518',
      email: 'info@baeckerei-moosgruber-e.de',
      street: 'Münchener Straße 41',
      address: 'Münchener Straße 41, 83022 Rosenheim',
      founded: 1921,
      facebook: 'https://www.facebook.com/BaeckereiMoosgruber',
    },
    traps: ['branchElsewhere', 'familyHistoryYear', 'anniversaryYear'],
    decoys: {
      phones: ['08031 887 40 12'],
      addresses: ['Kufsteiner Str. 102, 83022 Rosenheim'],
      years: [1986, 2021],
    },
  },
  // Zürich food photographer (Webflow) whose page speaks the restaurant trade; no street, no founding year; traps: a client restaurant's address, its award and a book year, the owner's personal LinkedIn.
  {
    domain: 'foodbild-studio-e.ch',
    name: 'Foodbild',
    language: 'de',
    kind: 'misleading',
    category: 'media-and-publishing',
    subcategory: 'photography',
    contacts: {
      phone: '+41 44 381 27 90',
      email: 'studio@foodbild-studio-e.ch',
    },
    traps: ['clientReference', 'awardYear', 'personalProfile'],
    decoys: {
      addresses: ['Seefeldstrasse 223, 8008 Zürich'],
      years: [2017, 2024, 2019],
      links: ['https://www.linkedin.com/in/lea-brunner-foodfoto'],
    },
  },
  // Graz coffee roaster in a former pharmacy, page mostly the pharmacy's history; traps: the pharmacy's 1783 privilege and 2009 closure, the nearest pharmacy's address and phone.
  {
    domain: 'zur-alten-apotheke-e.at',
    name: 'Zur alten Apotheke',
    language: 'de',
    kind: 'misleading',
    category: 'food-beverages-and-tobacco',
    subcategory: 'coffee-and-tea',
    contacts: {
      phone: '+43 316 82 14 57',
      email: 'servus@zur-alten-apotheke-e.at',
      street: 'Sporgasse 12',
      address: 'Sporgasse 12, 8010 Graz',
      founded: 2017,
      facebook: 'https://www.facebook.com/zuraltenapotheke.graz',
    },
    traps: ['previousBusinessYear', 'pharmacyOnDuty'],
    decoys: {
      phones: ['0316 829 440'],
      addresses: ['Hauptplatz 14, 8010 Graz'],
      years: [1783, 2009],
    },
  },
  // Heating installer near Linz, Nuxt 3 (__NUXT_DATA__ only); traps: on-call partner's mobile, the provincial subsidy office's address and phone, a standard's year.
  {
    domain: 'waermetechnik-leitner-e.at',
    name: 'Leitner Wärmetechnik',
    language: 'de',
    kind: 'jsShell',
    category: 'home-and-garden',
    subcategory: 'energy-and-heating',
    contacts: {
      phone: '+43 7229 63418',
      email: 'office@waermetechnik-leitner-e.at',
      street: 'Linzer Straße 58',
      address: 'Linzer Straße 58, 4050 Traun',
      founded: 1998,
      facebook: 'https://www.facebook.com/waermetechnik.leitner',
    },
    traps: ['onCallPartner', 'publicOffice', 'standardYear'],
    decoys: {
      phones: ['0664 281 5530', '0732 7720 14140'],
      addresses: ['Bahnhofplatz 1, 4021 Linz'],
      years: [2012],
    },
  },
  // Lucerne music shop under Cookiebot, Eye-Able bar, mega-menu, newsletter and chat; traps: the concert hall's address, the jubilee concert year, the cookie vendor's link.
  {
    domain: 'musikhaus-gwerder-e.ch',
    name: 'Musikhaus Gwerder',
    language: 'de',
    kind: 'boilerplate',
    category: 'hobbies-and-crafts',
    subcategory: 'music-and-instruments',
    contacts: {
      phone: '041 410 23 56',
      email: 'info@musikhaus-gwerder-e.ch',
      street: 'Pilatusstrasse 18',
      address: 'Pilatusstrasse 18, 6003 Luzern',
      founded: 1958,
      linkedin: 'https://www.linkedin.com/company/musikhaus-gwerder',
      facebook: 'https://www.facebook.com/musikhausgwerder',
    },
    traps: ['eventVenue', 'anniversaryYear', 'cookieVendor'],
    decoys: {
      addresses: ['Europaplatz 1, 6005 Luzern'],
      years: [2023],
      links: ['https://www.cookiebot.com'],
    },
  },
  // WordPress maintenance-mode page.
  {
    domain: 'mw-online-e.de',
    name: 'mw-online-e.de',
    language: 'de',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
  },

  // ---------------------------------------------------------------- fr
  // Lyon yarn and haberdashery shop on WordPress, no founding year; traps: the café hosting its knitting evenings, a resold brand's "depuis 1946", the SIRET shaped like a phone.
  {
    domain: 'laines-et-cie-e.fr',
    name: 'Laines & Cie',
    language: 'fr',
    kind: 'plain',
    category: 'hobbies-and-crafts',
    subcategory: 'needlework-and-knitting',
    contacts: {
      phone: '04 78 39 52 16',
      email: 'bonjour@laines-et-cie-e.fr',
      street: "27 rue d'Austerlitz",
      address: "27 rue d'Austerlitz, 69004 Lyon",
      facebook: 'https://www.facebook.com/lainesetcielyon',
    },
    traps: ['eventVenue', 'resoldBrand', 'registrationNumber'],
    decoys: {
      phones: ['752 184 693 00018'],
      addresses: ['19 rue Richan, 69004 Lyon'],
      years: [1946],
    },
  },
  // Namur law firm whose page is all farms, leases and the CAP; vCard link; traps: the bar's address, a 1969 law, a lawyer's admission year.
  {
    domain: 'avocats-delvaux-e.be',
    name: 'Delvaux & Associés',
    language: 'fr',
    kind: 'misleading',
    category: 'legal-services-and-government',
    subcategory: 'lawyers-and-attorneys',
    contacts: {
      phone: '081 22 47 90',
      email: 'cabinet@avocats-delvaux-e.be',
      street: 'Rue de Fer 44',
      address: 'Rue de Fer 44, 5000 Namur',
      founded: 1991,
      linkedin: 'https://www.linkedin.com/company/delvaux-avocats-namur',
    },
    traps: ['professionalBody', 'standardYear', 'licenceYear'],
    decoys: {
      addresses: ['Place du Palais de Justice 5, 5000 Namur'],
      years: [1969, 1998],
    },
  },
  // Montréal piano movers whose page is all pianos and concert halls; traps: a tuner's phone, a client hall's address, a piano's 1912 model year, a share link, the NEQ shaped like a phone.
  {
    domain: 'demenagements-forte-e.ca',
    name: 'Les Déménagements Forté',
    language: 'fr',
    kind: 'misleading',
    category: 'home-services',
    subcategory: 'moving-and-storage',
    contacts: {
      phone: '514 388-6020',
      email: 'info@demenagements-forte-e.ca',
      street: '8575, boulevard Saint-Laurent',
      address: '8575, boulevard Saint-Laurent, Montréal (Québec) H2P 2M9',
      founded: 1979,
      facebook: 'https://www.facebook.com/demenagementsforte',
    },
    traps: [
      'recommendedPartner',
      'clientReference',
      'modelYear',
      'shareLinks',
      'registrationNumber',
    ],
    decoys: {
      phones: ['450 672-1180', '1142289035'],
      addresses: ['1339, rue Sherbrooke Ouest'],
      years: [1912],
      links: ['https://www.facebook.com/sharer/sharer.php?u=https://demenagements-forte-e.ca/'],
    },
  },
  // Lausanne property manager, Next app router (self.__next_f.push only); traps: tenants' on-call line, a listed flat's address and its building year, the listing portal's link.
  {
    domain: 'regie-martinet-e.ch',
    name: 'Régie Martinet SA',
    language: 'fr',
    kind: 'jsShell',
    category: 'money-and-insurance',
    subcategory: 'real-estate',
    contacts: {
      phone: '021 312 45 80',
      email: 'location@regie-martinet-e.ch',
      street: 'Avenue de la Gare 29',
      address: 'Avenue de la Gare 29, 1003 Lausanne',
      founded: 1964,
      linkedin: 'https://www.linkedin.com/company/regie-martinet-sa',
    },
    traps: ['outOfHoursService', 'classifiedAd', 'buildingYear', 'marketplace'],
    decoys: {
      phones: ['0800 800 145'],
      addresses: ['Avenue de Beaulieu 12, Lausanne'],
      years: [1932],
      links: ['https://www.homegate.ch/louer/immobilier/agence/regie-martinet'],
    },
  },
  // Luxembourg bailiff under tarteaucitron, language bar, a11y bar, mega-menu and chatbot; PO box beside the street; traps: the chamber's and the court's addresses, court phone, a 1990 law.
  {
    domain: 'huissier-kremer-e.lu',
    name: 'Étude Kremer',
    language: 'fr',
    kind: 'boilerplate',
    category: 'legal-services-and-government',
    subcategory: 'legal-service-providers',
    contacts: {
      phone: '(+352) 26 48 91 30',
      email: 'etude@huissier-kremer-e.lu',
      street: '12, rue Jean Origer',
      address: '12, rue Jean Origer, L-2269 Luxembourg',
    },
    traps: ['professionalBody', 'publicOffice', 'standardYear'],
    decoys: {
      phones: ['47 59 81-1'],
      addresses: [
        '6, rue Jean-Pierre Brasseur, L-1258 Luxembourg',
        'Plateau du Saint-Esprit, L-1475 Luxembourg',
      ],
      years: [1990],
    },
  },
  // Expired-hosting notice from the host, with the host's support line, mail and address.
  {
    domain: 'jmr-e.fr',
    name: 'jmr-e.fr',
    language: 'fr',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['webProvider'],
    decoys: {
      phones: ['01 84 88 21 30'],
      emails: ['support@hebergix.fr'],
      addresses: ['41 rue du Faubourg Poissonnière, 75009 Paris'],
    },
  },

  // ---------------------------------------------------------------- es
  // Oviedo gun and fishing shop, JSON-LD and a maps link; traps: the Guardia Civil arms office's address and phone, a sponsored championship year.
  {
    domain: 'armeria-canal-e.es',
    name: 'Armería Canal',
    language: 'es',
    kind: 'plain',
    category: 'hobbies-and-crafts',
    subcategory: 'fishing-and-hunting',
    contacts: {
      phone: '985 21 44 07',
      email: 'tienda@armeria-canal-e.es',
      street: 'Calle Uría 52',
      address: 'Calle Uría 52, 33003 Oviedo (Asturias)',
      founded: 1962,
      facebook: 'https://www.facebook.com/armeriacanaloviedo',
    },
    traps: ['publicOffice', 'sponsor'],
    decoys: {
      phones: ['985 22 00 52'],
      addresses: ['Calle Marqués de Santa Cruz 11'],
      years: [2018],
    },
  },
  // Callao customs broker whose page is all blueberries, asparagus and packing; traps: SENASA's phone, SUNAT's address, a client's founding year, the customs law's year.
  {
    domain: 'aduanas-quiroga-e.pe',
    name: 'Aduanas Quiroga',
    language: 'es',
    kind: 'misleading',
    category: 'legal-services-and-government',
    subcategory: 'customs-and-toll',
    contacts: {
      phone: '(01) 429-3370',
      email: 'operaciones@aduanas-quiroga-e.pe',
      street: 'Av. Néstor Gambetta 4720, Of. 302',
      address: 'Av. Néstor Gambetta 4720, Of. 302, Callao 07001',
      founded: 2004,
      linkedin: 'https://www.linkedin.com/company/aduanas-quiroga',
    },
    traps: ['publicOffice', 'clientReference', 'standardYear'],
    decoys: {
      phones: ['(01) 313-3300'],
      addresses: ['Av. Garcilaso de la Vega 1472, Lima'],
      years: [1997, 2008],
    },
  },
  // Xàbia house-watching service whose page is all beaches and holiday lets; no founding year; traps: a rental agency's phone, the local police line.
  {
    domain: 'vigila-casas-e.es',
    name: 'Vigila Casas Xàbia',
    language: 'es',
    kind: 'misleading',
    category: 'home-services',
    subcategory: 'house-sitting-and-security',
    contacts: {
      phone: '966 47 18 33',
      email: 'hola@vigila-casas-e.es',
      street: 'Avinguda del Pla 126, local 4',
      address: 'Avinguda del Pla 126, local 4, 03730 Xàbia (Alicante)',
      facebook: 'https://www.facebook.com/vigilacasasxabia',
    },
    traps: ['recommendedPartner', 'emergencyNumber'],
    decoys: { phones: ['+34 965 79 40 12', '965 790 081'] },
  },
  // Medellín dental clinic, SvelteKit (inline data only); traps: an insurer's hotline, the dentist's licence year, the booking platform's link.
  {
    domain: 'sonrisa-andina-e.com.co',
    name: 'Sonrisa Andina',
    language: 'es',
    kind: 'jsShell',
    category: 'health-and-medical',
    subcategory: 'dental-services',
    contacts: {
      phone: '+57 604 444 3120',
      email: 'citas@sonrisa-andina-e.com.co',
      street: 'Carrera 43A # 7-50',
      address:
        'Carrera 43A # 7-50, Torre Médica, consultorio 1104, El Poblado, Medellín, Antioquia',
      founded: 2007,
      facebook: 'https://www.facebook.com/sonrisaandinamed',
    },
    traps: ['insurerDetails', 'licenceYear', 'bookingPlatform'],
    decoys: {
      phones: ['01 8000 51 8888'],
      years: [1995],
      links: ['https://www.doctoralia.co/clinica/sonrisa-andina-medellin'],
    },
  },
  // Mérida cigar shop on Shopify with age gate, cookie bar, mega-menu, newsletter, WhatsApp widget; no founding year; traps: the quit-smoking helpline, the resold brand's founding.
  {
    domain: 'tabaqueria-la-ceiba-e.com.mx',
    name: 'Tabaquería La Ceiba',
    language: 'es',
    kind: 'boilerplate',
    category: 'food-beverages-and-tobacco',
    subcategory: 'smoking-and-tobacco',
    contacts: {
      phone: '999 923 4418',
      email: 'ventas@tabaqueria-la-ceiba-e.com.mx',
      street: 'Calle 60 No. 471 x 53 y 55',
      address: 'Calle 60 No. 471 x 53 y 55, Centro, C.P. 97000, Mérida, Yucatán',
      facebook: 'https://www.facebook.com/tabaquerialaceiba',
    },
    traps: ['helpline', 'resoldBrand'],
    decoys: { phones: ['800 911 2000'], years: [1994] },
  },
  // SeedProd coming-soon page with a countdown.
  {
    domain: 'mlr-e.es',
    name: 'mlr-e.es',
    language: 'es',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
  },

  // ---------------------------------------------------------------- nl
  // Veghel pond centre, phone also in the banner's alt text; traps: the koi show venue's address, the resold pump maker's "sinds 1949", the KvK number.
  {
    domain: 'vijvercentrum-de-kikker-e.nl',
    name: 'Vijvercentrum De Kikker',
    language: 'nl',
    kind: 'plain',
    category: 'home-and-garden',
    subcategory: 'garden-and-pond',
    contacts: {
      phone: '0413 47 22 90',
      email: 'info@vijvercentrum-de-kikker-e.nl',
      street: 'Hoogstraat 118',
      address: 'Hoogstraat 118, 5461 CX Veghel',
      founded: 1985,
      facebook: 'https://www.facebook.com/vijvercentrumdekikker',
    },
    traps: ['eventVenue', 'resoldBrand', 'registrationNumber'],
    decoys: {
      phones: ['16048293'],
      addresses: ['Meidoornkade 24, 3992 AE Houten'],
      years: [1949],
    },
  },
  // Utrecht hearing-care practice whose page is all drummers, DJs and festivals; no founding year; traps: the concert hall's address, a festival year from its timeline.
  {
    domain: 'oorwerk-e.nl',
    name: 'Oorwerk',
    language: 'nl',
    kind: 'misleading',
    category: 'health-and-medical',
    subcategory: 'vision-and-hearing',
    contacts: {
      phone: '030 231 08 45',
      email: 'afspraak@oorwerk-e.nl',
      street: 'Oudegracht 187',
      address: 'Oudegracht 187, 3511 NE Utrecht',
      linkedin: 'https://www.linkedin.com/company/oorwerk-audiciens',
    },
    traps: ['eventVenue', 'timeline'],
    decoys: { addresses: ['Vredenburgkade 11, Utrecht'], years: [2019] },
  },
  // Roeselare credit broker whose page is all tractors, combines and stables; traps: the lender's and the FSMA's addresses, a trade-fair year, the FSMA number shaped like a mobile.
  {
    domain: 'agrifinance-vercauteren-e.be',
    name: 'Vercauteren',
    language: 'nl',
    kind: 'misleading',
    category: 'money-and-insurance',
    subcategory: 'credit-and-debt-services',
    contacts: {
      phone: '051 72 36 19',
      email: 'krediet@agrifinance-vercauteren-e.be',
      street: 'Brugsesteenweg 212',
      address: 'Brugsesteenweg 212, 8800 Roeselare',
      founded: 2002,
      linkedin: 'https://www.linkedin.com/company/agrifinance-vercauteren',
    },
    traps: ['funder', 'supervisoryAuthority', 'tradeFair', 'registrationNumber'],
    decoys: {
      phones: ['0478215903'],
      addresses: ['Sylvain Dupuislaan 251, 1070 Anderlecht', 'Congresstraat 12-14, 1000 Brussel'],
      years: [2025],
    },
  },
  // Zwolle furniture store, Remix (__remixContext only); traps: a bed maker's customer-service line, the old address and the year it moved.
  {
    domain: 'meubelhuis-brinkman-e.nl',
    name: 'Meubelhuis Brinkman',
    language: 'nl',
    kind: 'jsShell',
    category: 'home-and-garden',
    subcategory: 'furniture-stores',
    contacts: {
      phone: '038 421 56 70',
      email: 'winkel@meubelhuis-brinkman-e.nl',
      street: 'Grote Voort 146',
      address: 'Grote Voort 146, 8041 BS Zwolle',
      founded: 1932,
      facebook: 'https://www.facebook.com/meubelhuisbrinkman',
    },
    traps: ['manufacturerHotline', 'previousAddress'],
    decoys: {
      phones: ['0570 53 55 55'],
      addresses: ['Diezerstraat 40'],
      years: [1998],
    },
  },
  // Ghent recording and video studio, Astro island props only; no founding year; traps: the concert venue's address, a mixing console's 1978.
  {
    domain: 'studio-klankkast-e.be',
    name: 'Studio Klankkast',
    language: 'nl',
    kind: 'jsShell',
    category: 'media-and-publishing',
    subcategory: 'video-and-sound',
    contacts: {
      phone: '+32 9 233 71 48',
      email: 'studio@studio-klankkast-e.be',
      street: 'Dok Noord 7',
      address: 'Dok Noord 7, 9000 Gent',
      linkedin: 'https://www.linkedin.com/company/studio-klankkast',
    },
    traps: ['eventVenue', 'modelYear'],
    decoys: { addresses: ['Jozef Kluyskensstraat 2, 9000 Gent'], years: [1978] },
  },
  // Groningen mobility-aids shop under a cookie wall, ReadSpeaker bar, mega-menu, newsletter, Trengo chat; traps: the municipal Wmo number, an insurer's line, the KvK number.
  {
    domain: 'zorgwinkel-de-steun-e.nl',
    name: 'Zorgwinkel De Steun',
    language: 'nl',
    kind: 'boilerplate',
    category: 'health-and-medical',
    subcategory: 'physical-aids',
    contacts: {
      phone: '050 318 44 02',
      email: 'info@zorgwinkel-de-steun-e.nl',
      street: 'Paterswoldseweg 806',
      address: 'Paterswoldseweg 806, 9728 BM Groningen',
      founded: 1999,
      facebook: 'https://www.facebook.com/zorgwinkeldesteun',
    },
    traps: ['publicOffice', 'insurerDetails', 'registrationNumber'],
    decoys: { phones: ['14 050', '088 222 40 40', '02087461'] },
  },

  // ---------------------------------------------------------------- it
  // Turin appliance repairers, an urgent mobile beside the landline; traps: a manufacturer's warranty line, the VAT number, the consumer code's year.
  {
    domain: 'riparazioni-ferrero-e.it',
    name: 'Riparazioni Ferrero',
    language: 'it',
    kind: 'plain',
    category: 'home-services',
    subcategory: 'repair-service-providers',
    contacts: {
      phone: '011 437 2290',
      email: 'assistenza@riparazioni-ferrero-e.it',
      street: 'Via Nizza 154',
      address: 'Via Nizza 154 – 10126 Torino',
      founded: 1976,
      facebook: 'https://www.facebook.com/riparazioniferrero',
    },
    traps: ['manufacturerHotline', 'registrationNumber', 'standardYear'],
    decoys: { phones: ['02 3035 0111', '07412340016'], years: [2005] },
  },
  // Florence stained-glass workshop whose page is all churches, parishes and restorations; traps: a church's 1232, the heritage office's address.
  {
    domain: 'vetrate-artistiche-bonelli-e.it',
    name: 'Vetrate Artistiche Bonelli',
    language: 'it',
    kind: 'misleading',
    category: 'hobbies-and-crafts',
    subcategory: 'metal-stone-and-glass-work',
    contacts: {
      phone: '055 234 8812',
      email: 'laboratorio@vetrate-artistiche-bonelli-e.it',
      street: 'Via dei Serragli 87/r',
      address: 'Via dei Serragli 87/r, 50124 Firenze',
      founded: 1948,
      facebook: 'https://www.facebook.com/vetratebonelli',
    },
    traps: ['buildingYear', 'publicOffice'],
    decoys: { addresses: ['Piazza Pitti 1'], years: [1232] },
  },
  // Bergamo brewery called "Il Forno" in a former bakery, page mostly bread; traps: the bakery's 1899 and 1987, the namesake bakery's new address and phone.
  {
    domain: 'birrificio-il-forno-e.it',
    name: 'Birrificio Il Forno',
    language: 'it',
    kind: 'misleading',
    category: 'food-beverages-and-tobacco',
    subcategory: 'beer-and-wine',
    contacts: {
      phone: '035 521 904',
      email: 'birre@birrificio-il-forno-e.it',
      street: 'Via Borgo Palazzo 61',
      address: 'Via Borgo Palazzo 61, 24125 Bergamo',
      founded: 2014,
      facebook: 'https://www.facebook.com/birrificioilforno',
    },
    traps: ['previousBusinessYear', 'namesakeBusiness'],
    decoys: {
      phones: ['035 24 18 77'],
      addresses: ['Via Suardi 18'],
      years: [1899, 1987],
    },
  },
  // Treviso kitchen and bathroom showroom, Angular ng-state plus JSON-LD; traps: the trade fair's address and year, a sink maker's freephone.
  {
    domain: 'cucine-sartori-e.it',
    name: 'Sartori Cucine & Bagni',
    language: 'it',
    kind: 'jsShell',
    category: 'home-and-garden',
    subcategory: 'bathroom-and-kitchen',
    contacts: {
      phone: '0422 306 718',
      email: 'showroom@cucine-sartori-e.it',
      street: 'Viale della Repubblica 255',
      address: 'Viale della Repubblica 255, 31100 Treviso',
      founded: 1971,
      linkedin: 'https://www.linkedin.com/company/cucine-sartori',
    },
    traps: ['tradeFair', 'manufacturerHotline'],
    decoys: {
      phones: ['800 014 060'],
      addresses: ['Strada Statale del Sempione 28, 20017 Rho'],
      years: [2025],
    },
  },
  // Ticino vegetable farm on Shopify Dawn with cookie banner, menus, currency switch, newsletter; no founding year; traps: organic-label year, market square, the theme's Shopify Facebook link.
  {
    domain: 'azienda-agricola-al-ronco-e.ch',
    name: 'Azienda Agricola al Ronco',
    language: 'it',
    kind: 'boilerplate',
    category: 'food-beverages-and-tobacco',
    subcategory: 'agriculture-and-produce',
    contacts: {
      phone: '+41 91 780 45 12',
      email: 'ciao@azienda-agricola-al-ronco-e.ch',
      street: 'Via Cantonale 14',
      address: 'Via Cantonale 14, 6573 Magadino',
    },
    traps: ['certificationYear', 'marketStall', 'themeDemoContent'],
    decoys: {
      addresses: ['Piazza Grande'],
      years: [2001],
      links: ['https://www.facebook.com/shopify'],
    },
  },
  // Naples vehicle-paperwork agency on Avada with iubenda wall, mega-menu, newsletter, accessiBe; traps: ACI-PRA's address, the 1991 law, "© 2012 - 2026", the theme's placeholder WhatsApp number.
  {
    domain: 'pratiche-auto-esposito-e.it',
    name: 'Agenzia Esposito',
    language: 'it',
    kind: 'boilerplate',
    category: 'legal-services-and-government',
    subcategory: 'registration-services',
    contacts: {
      phone: '081 552 3047',
      email: 'info@pratiche-auto-esposito-e.it',
      street: 'Corso Garibaldi 312',
      address: 'Corso Garibaldi 312, 80142 Napoli (NA)',
      founded: 1983,
      facebook: 'https://www.facebook.com/praticheautoesposito',
    },
    traps: ['publicOffice', 'standardYear', 'copyrightYear', 'themeDemoContent'],
    decoys: {
      phones: ['393331234567'],
      addresses: ['Via Giovanni Porzio 4, Centro Direzionale Isola G1'],
      years: [1991, 2012],
    },
  },

  // ---------------------------------------------------------------- pt
  // Braga butcher with a Gmail address; traps: its Saturday market stall's address, the DOP year, the NIF shaped like a phone.
  {
    domain: 'talho-barbosa-e.pt',
    name: 'Talho Barbosa',
    language: 'pt',
    kind: 'plain',
    category: 'food-beverages-and-tobacco',
    subcategory: 'meat-seafood-and-eggs',
    contacts: {
      phone: '253 218 447',
      email: 'talhobarbosa@gmail.com',
      street: 'Rua de São Vicente 78',
      address: 'Rua de São Vicente 78, 4710-312 Braga',
      founded: 1968,
      facebook: 'https://www.facebook.com/talhobarbosabraga',
    },
    traps: ['marketStall', 'certificationYear', 'registrationNumber'],
    decoys: {
      phones: ['503 412 776'],
      addresses: ['Praça do Comércio, 4700-372 Braga'],
      years: [1994],
    },
  },
  // Curitiba veterinary compounding pharmacy whose page is all dogs, cats and tutors; traps: the vets' council phone, a regulation's year, house number 1923.
  {
    domain: 'farmavet-manipulacao-e.com.br',
    name: 'FarmaVet',
    language: 'pt',
    kind: 'misleading',
    category: 'health-and-medical',
    subcategory: 'pharmacy-and-medicine',
    contacts: {
      phone: '(41) 3024-7781',
      email: 'atendimento@farmavet-manipulacao-e.com.br',
      street: 'Rua Padre Anchieta, 1923',
      address: 'Rua Padre Anchieta, 1923 - Bigorrilho, Curitiba - PR, 80730-000',
      founded: 2010,
      facebook: 'https://www.facebook.com/farmavetcuritiba',
    },
    traps: ['professionalBody', 'standardYear'],
    decoys: { phones: ['(41) 3263-2511'], years: [2007, 1923] },
  },
  // Lisbon cookbook publisher whose page is all recipes; no phone; traps: the launch bookshop's address and its 1732, an award year.
  {
    domain: 'edicoes-sal-e-brasa-e.pt',
    name: 'Edições Sal & Brasa',
    language: 'pt',
    kind: 'misleading',
    category: 'media-and-publishing',
    subcategory: 'books-and-magazines',
    contacts: {
      email: 'editora@edicoes-sal-e-brasa-e.pt',
      street: 'Rua da Rosa 184',
      address: 'Rua da Rosa 184, 1200-389 Lisboa',
      founded: 2006,
      linkedin: 'https://www.linkedin.com/company/edicoes-sal-e-brasa',
    },
    traps: ['eventVenue', 'awardYear'],
    decoys: {
      addresses: ['Rua Garrett 73-75, 1200-203 Lisboa'],
      years: [2021, 1732],
    },
  },
  // São Paulo wealth manager, Nuxt 2 (window.__NUXT__ with \u002F-escaped URLs) plus JSON-LD; traps: the CVM's address, the custodian's ombudsman line, a membership year.
  {
    domain: 'patrimonio-azul-e.com.br',
    name: 'Patrimônio Azul',
    language: 'pt',
    kind: 'jsShell',
    category: 'money-and-insurance',
    subcategory: 'investments-and-wealth',
    contacts: {
      phone: '(11) 3031-8840',
      email: 'contato@patrimonio-azul-e.com.br',
      street: 'Av. Brigadeiro Faria Lima, 3477',
      address: 'Av. Brigadeiro Faria Lima, 3477 - 14º andar, Itaim Bibi, São Paulo - SP, 04538-133',
      founded: 2012,
      linkedin: 'https://www.linkedin.com/company/patrimonio-azul-investimentos',
    },
    traps: ['supervisoryAuthority', 'serviceHotline', 'membershipYear'],
    decoys: {
      phones: ['0800 722 3710'],
      addresses: ['Rua Sete de Setembro, 111 - Centro, Rio de Janeiro - RJ'],
      years: [2015],
    },
  },
  // Coimbra stationery on PrestaShop with RGPD cookie banner, mega-menu, newsletter, Zendesk chat; no founding year; traps: the consumer arbitration centre's address and phone, the complaints-book link.
  {
    domain: 'papelaria-avenida-e.pt',
    name: 'Papelaria Avenida',
    language: 'pt',
    kind: 'boilerplate',
    category: 'home-and-garden',
    subcategory: 'fabric-and-stationery',
    contacts: {
      phone: '239 826 514',
      email: 'loja@papelaria-avenida-e.pt',
      street: 'Avenida Sá da Bandeira 63',
      address: 'Avenida Sá da Bandeira 63, 3000-351 Coimbra, Portugal',
      facebook: 'https://www.facebook.com/papelariaavenidacoimbra',
    },
    traps: ['consumerArbitration', 'publicOffice'],
    decoys: {
      phones: ['239 821 690'],
      addresses: ['Av. Fernão de Magalhães, 240, 1º, 3000-172 Coimbra'],
      links: ['https://www.livroreclamacoes.pt'],
    },
  },
  // Empty Nuvemshop template with the theme's sample contact block.
  {
    domain: 'minhaloja-e.com.br',
    name: 'Minha Loja',
    language: 'pt',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['themeDemoContent'],
    decoys: {
      phones: ['(11) 1234-5678'],
      emails: ['contato@seudominio.com.br'],
      addresses: ['Rua Exemplo, 123 - São Paulo - SP'],
    },
  },
];
