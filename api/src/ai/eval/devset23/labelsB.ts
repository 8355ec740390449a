import type { HandWrittenLabel } from '../handWrittenLabel.ts';

/**
 * Author B's third of devset23: Food, Beverages & Tobacco; Health & Medical; Hobbies & Crafts;
 * Home & Garden; Home Services; Legal Services & Government; Media & Publishing; Money &
 * Insurance. 44 pages: 39 business pages (no subcategory twice) and 5 that say nothing about a
 * business (a Shopify password page, a Plesk default page, an Apache directory listing, a staging
 * login, a registrar's expired-domain page).
 *
 * Labelling rules:
 * - `category` / `subcategory` are what the company itself sells, however much of the page is
 *   about its customers' or its subject's world (a roaster writing about cycling sells coffee; a
 *   lawyer for doctors sells legal advice; a repairer of espresso machines sells repairs).
 * - `contacts` holds only what the page states as the company's own: `phone` exactly as written
 *   (the main line when there are several of its own; a WhatsApp or on-call line beside it is
 *   neither truth nor decoy), `street` as written, `address` the street with postcode and town as
 *   a visitor would copy them, `founded` a year the page gives as the company's founding or
 *   opening, `facebook` / `linkedin` the company's own page URL.
 * - `decoys` are other parties' values on the page (consent vendors, a web agency, a host, a
 *   supplier, a client, an authority, a helpline, a pharmacy on duty, a ticket office…), numbers
 *   that only look like phones (company, VAT, CNPJ, NIF, KvK, RBQ numbers, an ISBN), form
 *   placeholders, and years that are not the founding (a building, an award, a vintage, a model,
 *   a law, a certificate, a copyright range, the family's or the owner's own story).
 * - JS shells keep every word inside scripts (Remix, React Router 7 turbo-stream, Next.js App
 *   Router flight rows, Nuxt 3 `__NUXT_DATA__`, Angular `ng-state`, SvelteKit's inline data, a
 *   Pinia state, Vike's `vike_pageContext`).
 */
export const DEVSET23_LABELS_B: readonly HandWrittenLabel[] = [
  // Squarespace: a coffee roaster's page about cycling routes and a sportive it sponsors; the club's line and mailbox, a stockist café, the sportive's first year and the 2014 Grand Départ.
  {
    domain: 'kettlewellroasters.co.uk',
    name: 'Kettlewell Cycle Roasters',
    language: 'en',
    kind: 'misleading',
    category: 'food-beverages-and-tobacco',
    subcategory: 'coffee-and-tea',
    contacts: {
      phone: '01756 760 418',
      email: 'hello@kettlewellroasters.co.uk',
      street: '3 Fold Lane',
      address: '3 Fold Lane, Kettlewell, Skipton BD23 5QZ',
      founded: 2016,
      facebook: 'https://www.facebook.com/kettlewellroasters',
    },
    traps: ['sponsor', 'stockist', 'localAnniversary'],
    decoys: {
      phones: ['01756 799 230', '01756 753 118'],
      emails: ['entries@wharfedalewheelers.org.uk'],
      years: [1998, 2014],
    },
  },
  // Gutenberg blocks: a psychologist's page full of orchestral auditions and repertoire; the Samaritans' line, a workshop venue, the owner's orchestra years and personal LinkedIn.
  {
    domain: 'clontarfperformancepsychology.ie',
    name: 'Clontarf Performance Psychology',
    language: 'en',
    kind: 'misleading',
    category: 'health-and-medical',
    subcategory: 'mental-health',
    contacts: {
      phone: '+353 1 833 4172',
      email: 'aoife@clontarfperformancepsychology.ie',
      street: '41 Vernon Avenue',
      address: '41 Vernon Avenue, Clontarf, Dublin 3, D03 X2K7',
      founded: 2019,
    },
    traps: ['helpline', 'eventVenue', 'experienceYears', 'personalProfile'],
    decoys: {
      phones: ['116 123'],
      addresses: ['7 Kincora Grove, Dublin 3'],
      years: [2004],
      links: ['https://www.linkedin.com/in/aoife-brennan-performance-psychology'],
    },
  },
  // Elementor with an accessibility toolbar, mega-menu, press logos, review widget, newsletter pop-up and a Cookiebot vendor list; the agency's credit, vendors' addresses, a company number, a church window's, an award's and a copyright range's years.
  {
    domain: 'pendleburyglass.co.uk',
    name: 'Pendlebury Glass Studio',
    language: 'en',
    kind: 'boilerplate',
    category: 'hobbies-and-crafts',
    subcategory: 'metal-stone-and-glass-work',
    contacts: {
      phone: '0161 794 2260',
      email: 'studio@pendleburyglass.co.uk',
      street: '112 Station Road',
      address: '112 Station Road, Swinton, Manchester M27 6AF',
      founded: 1986,
      facebook: 'https://www.facebook.com/pendleburyglassstudio',
    },
    traps: [
      'webProvider',
      'cookieVendor',
      'registrationNumber',
      'clientReference',
      'awardYear',
      'copyrightYear',
    ],
    decoys: {
      phones: ['0161 832 5501', '02075318'],
      emails: ['hello@irwelldigital.co.uk'],
      addresses: ['Havnegade 39, 1058 Copenhagen', 'Gordon House, Barrow Street, Dublin 4'],
      years: [2019, 2022, 2008],
    },
  },
  // Drupal: a regional library with a translation picker, Recite Me toolbar, catalogue search, mega-menu, app badges, cookie notice; the council's customer line and mailbox, Lifeline, the 1921 School of Arts building.
  {
    domain: 'tallowoodlibraries.org.au',
    name: 'Tallowood Regional Libraries',
    language: 'en',
    kind: 'boilerplate',
    category: 'legal-services-and-government',
    subcategory: 'libraries-and-archives',
    contacts: {
      phone: '(02) 6652 4180',
      email: 'libraries@tallowood.nsw.gov.au',
      street: '38 Marsh Street',
      address: '38 Marsh Street, Tallowood NSW 2450',
      founded: 1958,
      facebook: 'https://www.facebook.com/tallowoodlibraries',
    },
    traps: ['publicOffice', 'helpline', 'buildingYear'],
    decoys: {
      phones: ['(02) 6652 0000', '13 11 14'],
      emails: ['council@tallowood.nsw.gov.au'],
      years: [1921],
    },
  },
  // Remix shell (`window.__remixContext` loader data): a tax preparer; the CRA's line, a form placeholder, the owner's CPA year and the fee list's tax year.
  {
    domain: 'okotokstax.ca',
    name: 'Okotoks Tax & Bookkeeping',
    language: 'en',
    kind: 'jsShell',
    category: 'money-and-insurance',
    subcategory: 'accounting-and-tax',
    contacts: {
      phone: '(403) 938-2714',
      email: 'office@okotokstax.ca',
      street: '12 McRae Street',
      address: '12 McRae Street, Okotoks, AB T1S 1A8',
      founded: 2009,
      facebook: 'https://www.facebook.com/okotokstax',
      linkedin: 'https://www.linkedin.com/company/okotoks-tax-bookkeeping',
    },
    traps: ['publicOffice', 'formPlaceholder', 'licenceYear', 'priceListYear'],
    decoys: {
      phones: ['1-800-959-8281', '(555) 123-4567'],
      years: [1997, 2024],
    },
  },
  // React Router 7 shell (turbo-stream rows in `streamController.enqueue`): a fly-fishing tackle shop; the Department of Conservation's office, a resold reel brand's "est." and a record trout's year.
  {
    domain: 'turangitackle.co.nz',
    name: 'Tūrangi Tackle Co.',
    language: 'en',
    kind: 'jsShell',
    category: 'hobbies-and-crafts',
    subcategory: 'fishing-and-hunting',
    contacts: {
      phone: '07 386 8127',
      email: 'shop@turangitackle.co.nz',
      street: '22 Ohuanga Road',
      address: '22 Ohuanga Road, Tūrangi 3334',
      founded: 1994,
      facebook: 'https://www.facebook.com/turangitackle',
    },
    traps: ['publicOffice', 'resoldBrand', 'timeline'],
    decoys: {
      phones: ['07 386 9243'],
      years: [1874, 1972],
    },
  },
  // Microdata (schema.org Plumber): a family plumber; the gas utility's emergency line and the grandson's master-plumber year.
  {
    domain: 'hollisplumbing-duluth.com',
    name: 'Hollis & Sons Plumbing',
    language: 'en',
    kind: 'plain',
    category: 'home-services',
    subcategory: 'plumbing-and-sanitation',
    contacts: {
      phone: '(218) 724-3390',
      email: 'service@hollisplumbing-duluth.com',
      street: '1408 East Superior Street',
      address: '1408 East Superior Street, Duluth, MN 55805',
      founded: 1962,
      facebook: 'https://www.facebook.com/hollisplumbingduluth',
    },
    traps: ['utilityEmergency', 'licenceYear'],
    decoys: {
      phones: ['(218) 723-3333'],
      years: [1991],
    },
  },
  // Say-nothing: a Shopify store's password page ("Opening soon"), a name and a copyright year only.
  {
    domain: 'marlowandfinch.com',
    name: 'Marlow & Finch',
    language: 'en',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['copyrightYear'],
    decoys: { years: [2025] },
  },
  // Webflow: an espresso-machine repairer whose page is about crema, milk foam and roasts; the Italian maker's warranty line and mailbox, a café's championship year, a 1978 machine.
  {
    domain: 'kaffeetechnik-brandl.de',
    name: 'Kaffeetechnik Brandl',
    language: 'de',
    kind: 'misleading',
    category: 'home-services',
    subcategory: 'repair-service-providers',
    contacts: {
      phone: '0941 569 27 30',
      email: 'service@kaffeetechnik-brandl.de',
      street: 'Hemauerstraße 41',
      address: 'Hemauerstraße 41, 93047 Regensburg',
      founded: 2011,
    },
    traps: ['manufacturerHotline', 'supplierContact', 'awardYear', 'modelYear'],
    decoys: {
      phones: ['+39 0331 48 22 10'],
      emails: ['ricambi@vesuvio-macchine.it'],
      years: [2023, 1978],
    },
  },
  // Divi: a lawyer for doctors whose page is all Kassenvertrag, PVE and Koloskopie; the medical chamber's line, the bar's address, the doctorate, the 1998 law and the 2015 guidelines.
  {
    domain: 'medizinrecht-oberhauser.at',
    name: 'Kanzlei Dr. Oberhauser',
    language: 'de',
    kind: 'misleading',
    category: 'legal-services-and-government',
    subcategory: 'lawyers-and-attorneys',
    contacts: {
      phone: '+43 316 82 47 19',
      email: 'kanzlei@medizinrecht-oberhauser.at',
      street: 'Kaiserfeldgasse 17',
      address: 'Kaiserfeldgasse 17, 8010 Graz',
      founded: 2007,
    },
    traps: ['professionalBody', 'supervisoryAuthority', 'licenceYear', 'standardYear'],
    decoys: {
      phones: ['+43 316 8044 0'],
      addresses: ['Salzamtsgasse 3, 8010 Graz'],
      years: [1999, 1998, 2015],
    },
  },
  // A local news portal with an accessibility bar, mega-menu, app badges, newsletter overlay, Impressum and a Usercentrics vendor list; a bakery's jubilee line and year in a headline, a classified ad, the CMP's address, a placeholder.
  {
    domain: 'wertachtal-nachrichten.de',
    name: 'Wertachtal-Nachrichten',
    language: 'de',
    kind: 'boilerplate',
    category: 'media-and-publishing',
    subcategory: 'media-and-information',
    contacts: {
      phone: '08341 9671 0',
      email: 'redaktion@wertachtal-nachrichten.de',
      street: 'Ruderatshofener Straße 8',
      address: 'Ruderatshofener Straße 8, 87600 Kaufbeuren',
      founded: 1949,
    },
    traps: ['newsMention', 'classifiedAd', 'cookieVendor', 'formPlaceholder'],
    decoys: {
      phones: ['08341 43 21 87', '0170 3344521'],
      emails: ['max.mustermann@beispiel.de'],
      addresses: ['Sendlinger Straße 7, 80331 München'],
      years: [1925],
    },
  },
  // Next.js App Router shell (`self.__next_f.push` flight rows): a film-set caterer; the recruiter's line and a client's shoot year.
  {
    domain: 'drehpause-catering.de',
    name: 'Drehpause Catering',
    language: 'de',
    kind: 'jsShell',
    category: 'food-beverages-and-tobacco',
    subcategory: 'lunch-and-catering',
    contacts: {
      phone: '+49 331 200 48 61',
      email: 'buchung@drehpause-catering.de',
      street: 'Wetzlarer Straße 54',
      address: 'Wetzlarer Straße 54, 14482 Potsdam',
      founded: 2012,
      linkedin: 'https://www.linkedin.com/company/drehpause-catering',
    },
    traps: ['recruiter', 'clientReference'],
    decoys: {
      phones: ['0331 740 11 90'],
      years: [2019],
    },
  },
  // Duda builder: a pond builder; its fax and the founder's master year.
  {
    domain: 'teichbau-aschauer.de',
    name: 'Garten- und Teichbau Aschauer',
    language: 'de',
    kind: 'plain',
    category: 'home-and-garden',
    subcategory: 'garden-and-pond',
    contacts: {
      phone: '08051 96 44 18',
      email: 'info@teichbau-aschauer.de',
      street: 'Bernauer Straße 62',
      address: 'Bernauer Straße 62, 83209 Prien am Chiemsee',
      founded: 1993,
      facebook: 'https://www.facebook.com/teichbau.aschauer',
    },
    traps: ['faxNumber', 'licenceYear'],
    decoys: {
      phones: ['08051 96 44 19'],
      years: [1988],
    },
  },
  // Say-nothing: Plesk's "Webspace eingerichtet" default page; the host's support line and mailbox.
  {
    domain: 'kastl-lenggries.de',
    name: 'kastl-lenggries.de',
    language: 'de',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['webProvider'],
    decoys: {
      phones: ['+49 89 215 488 00'],
      emails: ['support@isarhost.de'],
    },
  },
  // Wix: a fish wholesaler whose page is chefs, brigades and tasting menus; a starred restaurant's line and star year, the refrigerated carrier's line.
  {
    domain: 'maree-kerherve.fr',
    name: 'Marée Kerhervé',
    language: 'fr',
    kind: 'misleading',
    category: 'food-beverages-and-tobacco',
    subcategory: 'meat-seafood-and-eggs',
    contacts: {
      phone: '02 98 58 14 63',
      email: 'commandes@maree-kerherve.fr',
      street: '7 rue du Men Meur',
      address: '7 rue du Men Meur, 29730 Le Guilvinec',
      founded: 1974,
      facebook: 'https://www.facebook.com/mareekerherve',
    },
    traps: ['clientReference', 'supplierContact', 'awardYear'],
    decoys: {
      phones: ['02 98 95 40 17', '02 98 87 66 20'],
      years: [2021],
    },
  },
  // Odoo: a vineyard estate agent whose page is appellations, yields and vintages; the SAFER's line, two vintages, a manor's building year.
  {
    domain: 'vignobles-brana-immobilier.fr',
    name: 'Vignobles Brana Immobilier',
    language: 'fr',
    kind: 'misleading',
    category: 'money-and-insurance',
    subcategory: 'real-estate',
    contacts: {
      phone: '05 57 24 61 08',
      email: 'contact@vignobles-brana-immobilier.fr',
      street: '3 rue Guadet',
      address: '3 rue Guadet, 33330 Saint-Émilion',
      founded: 2003,
    },
    traps: ['publicOffice', 'modelYear', 'buildingYear'],
    decoys: {
      phones: ['05 56 69 29 90'],
      years: [2015, 2021, 1860],
    },
  },
  // WordPress (Astra) with a language switcher, mega-menu, review widget, tarteaucitron panel and long mentions légales; the host's and the consumer mediator's addresses and mailbox.
  {
    domain: 'chalet-veille-morzine.fr',
    name: 'Chalet Veille',
    language: 'fr',
    kind: 'boilerplate',
    category: 'home-services',
    subcategory: 'house-sitting-and-security',
    contacts: {
      phone: '04 50 79 23 16',
      email: 'bonjour@chalet-veille-morzine.fr',
      street: '274 route du Bouchet',
      address: '274 route du Bouchet, 74110 Morzine',
      founded: 2014,
      facebook: 'https://www.facebook.com/chaletveillemorzine',
    },
    traps: ['webProvider', 'consumerArbitration'],
    decoys: {
      emails: ['cm2c@cm2c.net'],
      addresses: ['2 rue Kellermann, 59100 Roubaix', '49 rue de Ponthieu, 75008 Paris'],
    },
  },
  // HubSpot CMS with Axeptio, mega-menu, reviews and a regulatory footer: an insurance broker; an insurer's assistance line, form placeholders, ACPR and the insurance mediator, the 2014 law and the ORIAS year.
  {
    domain: 'courtage-vasseur-lyon.fr',
    name: 'Cabinet Vasseur',
    language: 'fr',
    kind: 'boilerplate',
    category: 'money-and-insurance',
    subcategory: 'insurance',
    contacts: {
      phone: '04 78 42 17 90',
      email: 'contact@courtage-vasseur-lyon.fr',
      street: '27 rue de la Charité',
      address: '27 rue de la Charité, 69002 Lyon',
      founded: 1988,
      linkedin: 'https://www.linkedin.com/company/cabinet-vasseur-courtage',
    },
    traps: [
      'insurerDetails',
      'formPlaceholder',
      'supervisoryAuthority',
      'consumerArbitration',
      'standardYear',
      'licenceYear',
    ],
    decoys: {
      phones: ['01 55 92 26 92', '06 12 34 56 78'],
      emails: ['prenom.nom@exemple.fr'],
      addresses: [
        '4 place de Budapest, CS 92459, 75436 Paris Cedex 09',
        'TSA 50110, 75441 Paris Cedex 09',
      ],
      years: [2014, 2007],
    },
  },
  // Nuxt 3 shell (`__NUXT_DATA__` devalue array): a hearing-aid centre; the health insurance's short number and the 100 % Santé reform year.
  {
    domain: 'audition-chabrol.fr',
    name: 'Audition Chabrol',
    language: 'fr',
    kind: 'jsShell',
    category: 'health-and-medical',
    subcategory: 'vision-and-hearing',
    contacts: {
      phone: '04 73 91 28 55',
      email: 'rdv@audition-chabrol.fr',
      street: '42 avenue des États-Unis',
      address: '42 avenue des États-Unis, 63000 Clermont-Ferrand',
      founded: 2001,
    },
    traps: ['publicOffice', 'standardYear'],
    decoys: {
      phones: ['36 46'],
      years: [2021],
    },
  },
  // GoDaddy builder (Québec): a joinery workshop; the RBQ licence number that reads as a phone, an ancestral house's year, a copyright year.
  {
    domain: 'menuiserie-gagnon-thibault.ca',
    name: 'Menuiserie Gagnon-Thibault',
    language: 'fr',
    kind: 'plain',
    category: 'home-services',
    subcategory: 'craftsman',
    contacts: {
      phone: '418 723-5590',
      email: 'info@menuiserie-gagnon-thibault.ca',
      street: '285, rue Saint-Germain Est',
      address: '285, rue Saint-Germain Est, Rimouski (Québec) G5L 1B2',
      founded: 1979,
    },
    traps: ['registrationNumber', 'buildingYear', 'copyrightYear'],
    decoys: {
      phones: ['5612-3408-01'],
      years: [1892, 2025],
    },
  },
  // Shopify sections: an instrument shop whose page is Valencian bands, pupils and contests; the federation's line, the contest's first year, a copyright year.
  {
    domain: 'instrumentosllorca.es',
    name: 'Instrumentos Llorca',
    language: 'es',
    kind: 'misleading',
    category: 'hobbies-and-crafts',
    subcategory: 'music-and-instruments',
    contacts: {
      phone: '962 79 14 08',
      email: 'tienda@instrumentosllorca.es',
      street: 'Calle Mayor, 48',
      address: 'Calle Mayor, 48, 46160 Llíria (Valencia)',
      founded: 1985,
      facebook: 'https://www.facebook.com/instrumentosllorca',
    },
    traps: ['professionalBody', 'localAnniversary', 'copyrightYear'],
    decoys: {
      phones: ['963 52 62 05'],
      years: [1979, 2025],
    },
  },
  // Framer (server-rendered): a bathroom refitter whose page is hotel occupancy and housekeeping; a hotel director's signature with the hotel's address and the year of the job.
  {
    domain: 'banosllinares.es',
    name: 'Reformas Llinares',
    language: 'es',
    kind: 'misleading',
    category: 'home-and-garden',
    subcategory: 'bathroom-and-kitchen',
    contacts: {
      phone: '965 85 33 07',
      email: 'presupuestos@banosllinares.es',
      street: 'Calle Tomás Ortuño, 71',
      address: 'Calle Tomás Ortuño, 71, 03501 Benidorm (Alicante)',
      founded: 1997,
    },
    traps: ['testimonialSignature', 'clientReference'],
    decoys: {
      addresses: ['Avenida del Mediterráneo, 88, 03503 Benidorm'],
      years: [2023],
    },
  },
  // GeneratePress with Complianz, an age notice, language switcher, mega-menu, newsletter box and aviso legal: a tobacconist; the tobacco regulator's and Complianz's addresses, a placeholder, the 2005 law, a copyright year.
  {
    domain: 'estanco14zaragoza.es',
    name: 'Estanco Lasierra',
    language: 'es',
    kind: 'boilerplate',
    category: 'food-beverages-and-tobacco',
    subcategory: 'smoking-and-tobacco',
    contacts: {
      phone: '976 39 52 11',
      email: 'estanco14@estanco14zaragoza.es',
      street: 'Calle del Coso, 97',
      address: 'Calle del Coso, 97, 50001 Zaragoza',
      founded: 1952,
      facebook: 'https://www.facebook.com/estancolasierra',
    },
    traps: [
      'supervisoryAuthority',
      'cookieVendor',
      'formPlaceholder',
      'standardYear',
      'copyrightYear',
    ],
    decoys: {
      emails: ['tu@email.com'],
      addresses: ['Paseo de la Habana, 140, 28036 Madrid', 'Kalmarweg 14-5, 9723 JG Groningen'],
      years: [2005, 2025],
    },
  },
  // OneTrust banner and preference centre, mega-menu, rates table, app badges, reviews, a regulatory footer (Mexico): a currency exchange; CONDUSEF's two lines, the registration year, a copyright year.
  {
    domain: 'cambiario-allende.com.mx',
    name: 'Centro Cambiario Allende',
    language: 'es',
    kind: 'boilerplate',
    category: 'money-and-insurance',
    subcategory: 'banking-and-money',
    contacts: {
      phone: '415 152 38 60',
      email: 'atencion@cambiario-allende.com.mx',
      street: 'Hernández Macías 72',
      address: 'Hernández Macías 72, Zona Centro, 37700 San Miguel de Allende, Gto.',
      founded: 2004,
      facebook: 'https://www.facebook.com/cambiarioallende',
    },
    traps: ['consumerArbitration', 'licenceYear', 'copyrightYear'],
    decoys: {
      phones: ['55 5340 0999', '800 999 8080'],
      years: [2013, 2025],
    },
  },
  // Angular shell (`ng-state` transfer state): a vehicle-registration agency; the DGT's 060 and the 1998 regulation.
  {
    domain: 'gestoria-trafico-roldan.es',
    name: 'Gestoría Roldán',
    language: 'es',
    kind: 'jsShell',
    category: 'legal-services-and-government',
    subcategory: 'registration-services',
    contacts: {
      phone: '958 26 41 77',
      email: 'tramites@gestoria-trafico-roldan.es',
      street: 'Calle Recogidas, 33',
      address: 'Calle Recogidas, 33, 18005 Granada',
      founded: 1990,
    },
    traps: ['publicOffice', 'standardYear'],
    decoys: {
      phones: ['060'],
      years: [1998],
    },
  },
  // JSON-LD `@graph` with a clinic, a Person and the referral hospital (Mexico City): a midwifery house; the hospital's line and address, 911, the midwife's certification year.
  {
    domain: 'parteria-tlalpan.mx',
    name: 'Casa de Partería Tlalpan',
    language: 'es',
    kind: 'plain',
    category: 'health-and-medical',
    subcategory: 'pregnancy-and-children',
    contacts: {
      phone: '55 5573 2184',
      email: 'contacto@parteria-tlalpan.mx',
      street: 'Moneda 46',
      address: 'Moneda 46, Tlalpan Centro, 14000 Ciudad de México',
      founded: 2015,
      facebook: 'https://www.facebook.com/parteriatlalpan',
    },
    traps: ['onCallPartner', 'emergencyNumber', 'licenceYear'],
    decoys: {
      phones: ['55 5487 1700', '911'],
      addresses: ['Calzada de Tlalpan 4800'],
      years: [2008],
    },
  },
  // Yoast `@graph`: a greenhouse-roof cleaner whose page is tomatoes, light and the growing season; the coating supplier's line, the KvK number, the first washer's year, the page's publication year.
  {
    domain: 'vdzwaan-kasdekreiniging.nl',
    name: 'Van der Zwaan Kasdekreiniging',
    language: 'nl',
    kind: 'misleading',
    category: 'home-services',
    subcategory: 'cleaning-service-providers',
    contacts: {
      phone: '0174 62 18 40',
      email: 'planning@vdzwaan-kasdekreiniging.nl',
      street: 'Middel Broekweg 29',
      address: 'Middel Broekweg 29, 2675 KB Honselersdijk',
      founded: 1981,
      linkedin: 'https://www.linkedin.com/company/van-der-zwaan-kasdekreiniging',
    },
    traps: ['supplierContact', 'registrationNumber', 'timeline', 'websiteYear'],
    decoys: {
      phones: ['0174 61 90 00', '27163549'],
      years: [1987, 2021],
    },
  },
  // Bricks builder: an ultrasound-equipment service whose page is cattle pregnancy checks, horses' tendons and cats' kidneys; a vet clinic's testimonial line, a 2006 device.
  {
    domain: 'echoservice-peelland.nl',
    name: 'Echoservice Peelland',
    language: 'nl',
    kind: 'misleading',
    category: 'health-and-medical',
    subcategory: 'health-equipment',
    contacts: {
      phone: '0493 31 72 05',
      email: 'service@echoservice-peelland.nl',
      street: 'Molenstraat 112',
      address: 'Molenstraat 112, 5751 LK Deurne',
      founded: 2010,
    },
    traps: ['testimonialSignature', 'modelYear'],
    decoys: {
      phones: ['0492 52 11 80'],
      years: [2006],
    },
  },
  // Flemish heat-pump installer with a mega-menu, language switch, review widget, newsletter form and a Cookiebot vendor list; the grid operator's two emergency lines, the certification year, the premiums' year, a placeholder.
  {
    domain: 'warmtetechniek-verhaegen.be',
    name: 'Warmtetechniek Verhaegen',
    language: 'nl',
    kind: 'boilerplate',
    category: 'home-and-garden',
    subcategory: 'energy-and-heating',
    contacts: {
      phone: '09 348 22 71',
      email: 'info@warmtetechniek-verhaegen.be',
      street: 'Zelebaan 144',
      address: 'Zelebaan 144, 9160 Lokeren',
      founded: 1976,
      facebook: 'https://www.facebook.com/warmtetechniekverhaegen',
    },
    traps: ['utilityEmergency', 'certificationYear', 'priceListYear', 'formPlaceholder'],
    decoys: {
      phones: ['078 35 35 00', '0800 65 0 65'],
      emails: ['naam@voorbeeld.be'],
      years: [2019, 2025],
    },
  },
  // SvelteKit shell (inline `data` of `kit.start`): a furniture store; a resold armchair brand's founding year and the showroom's renovation.
  {
    domain: 'meubelhuis-tenbrinke.nl',
    name: 'Meubelhuis Ten Brinke',
    language: 'nl',
    kind: 'jsShell',
    category: 'home-and-garden',
    subcategory: 'furniture-stores',
    contacts: {
      phone: '0543 51 22 90',
      email: 'winkel@meubelhuis-tenbrinke.nl',
      street: 'Misterweg 78',
      address: 'Misterweg 78, 7101 ER Winterswijk',
      founded: 1953,
      facebook: 'https://www.facebook.com/meubelhuistenbrinke',
    },
    traps: ['resoldBrand', 'buildingYear'],
    decoys: {
      years: [1898, 2022],
    },
  },
  // WooCommerce with Gutenberg blocks: a yarn shop; a phone placeholder in the contact form and a vintage pattern book's year.
  {
    domain: 'garenhuis-oosterhout.nl',
    name: 'Garenhuis Oosterhout',
    language: 'nl',
    kind: 'plain',
    category: 'hobbies-and-crafts',
    subcategory: 'needlework-and-knitting',
    contacts: {
      phone: '0162 43 58 12',
      email: 'winkel@garenhuis-oosterhout.nl',
      street: 'Arendstraat 19',
      address: 'Arendstraat 19, 4901 JP Oosterhout',
      founded: 2008,
      facebook: 'https://www.facebook.com/garenhuisoosterhout',
    },
    traps: ['formPlaceholder', 'modelYear'],
    decoys: {
      phones: ['06 12345678'],
      years: [1954],
    },
  },
  // Say-nothing: an Apache "Index of /" listing with backups and an old site folder.
  {
    domain: 'vanhulst-ruinen.nl',
    name: 'vanhulst-ruinen.nl',
    language: 'nl',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
  },
  // WordPress with The Events Calendar and an Event JSON-LD: a winery whose page is its jazz festival; the ticket office's line, the organiser's mailbox, the VAT number, the first edition's year, a vintage.
  {
    domain: 'cantinapoggiosereno.it',
    name: 'Cantina Poggio Sereno',
    language: 'it',
    kind: 'misleading',
    category: 'food-beverages-and-tobacco',
    subcategory: 'beer-and-wine',
    contacts: {
      phone: '0742 37 96 14',
      email: 'cantina@cantinapoggiosereno.it',
      street: 'Località Turrita 22',
      address: 'Località Turrita 22, 06036 Montefalco (PG)',
      founded: 1971,
      facebook: 'https://www.facebook.com/cantinapoggiosereno',
    },
    traps: ['ticketOffice', 'eventSupplier', 'registrationNumber', 'anniversaryYear', 'modelYear'],
    decoys: {
      phones: ['075 573 6140', '01948260547'],
      emails: ['info@filarisonori.it'],
      years: [2009, 2019],
    },
  },
  // Joomla: a fine-art mover whose page is loans, condition reports and an exhibition; the museum's address, the fine-art insurer's claims line, the VAT number, a 1503 panel, a copyright year.
  {
    domain: 'trasportidarte-ceccarelli.it',
    name: "Trasporti d'Arte Ceccarelli",
    language: 'it',
    kind: 'misleading',
    category: 'home-services',
    subcategory: 'moving-and-storage',
    contacts: {
      phone: '055 422 71 38',
      email: 'info@trasportidarte-ceccarelli.it',
      street: 'Via Pratese 168',
      address: 'Via Pratese 168, 50145 Firenze',
      founded: 1964,
      linkedin: 'https://www.linkedin.com/company/trasporti-d-arte-ceccarelli',
    },
    traps: ['eventVenue', 'insurerDetails', 'registrationNumber', 'modelYear', 'copyrightYear'],
    decoys: {
      phones: ['02 7216 4400', '00428190486'],
      addresses: ['Via dei Servi 41, 50122 Firenze'],
      years: [1503, 2025],
    },
  },
  // Iubenda banner, accessibility toolbar, language switch, mega-menu, app badges, newsletter modal, the ministry's online-sale logo: a pharmacy; the pharmacy on duty, the regional booking line, iubenda's address, the VAT number, the new owners' year, a copyright range.
  {
    domain: 'farmaciamorettivanoni.it',
    name: 'Farmacia Moretti-Vanoni',
    language: 'it',
    kind: 'boilerplate',
    category: 'health-and-medical',
    subcategory: 'pharmacy-and-medicine',
    contacts: {
      phone: '0342 21 48 07',
      email: 'info@farmaciamorettivanoni.it',
      street: 'Via Vittorio Veneto 31',
      address: 'Via Vittorio Veneto 31, 23100 Sondrio',
      founded: 1898,
    },
    traps: [
      'pharmacyOnDuty',
      'publicOffice',
      'cookieVendor',
      'registrationNumber',
      'formPlaceholder',
      'timeline',
      'copyrightYear',
    ],
    decoys: {
      phones: ['0342 51 20 33', '800 638 638', '00781230146'],
      emails: ['nome@esempio.it'],
      addresses: ['Via Lusardi 58, 23100 Sondrio', 'Via San Raffaele 1, 20121 Milano'],
      years: [1986, 2012],
    },
  },
  // Vue 3 shell with a Pinia state (`window.__pinia`): an astrologer; an example chart's birth year and her own.
  {
    domain: 'studioastrologicosbarbaro.it',
    name: 'Studio Astrologico Sbarbaro',
    language: 'it',
    kind: 'jsShell',
    category: 'hobbies-and-crafts',
    subcategory: 'astrology-and-numerology',
    contacts: {
      phone: '+39 010 869 4421',
      email: 'consulti@studioastrologicosbarbaro.it',
      street: 'Via XX Settembre 37/4',
      address: 'Via XX Settembre 37/4, 16121 Genova',
      facebook: 'https://www.facebook.com/studioastrologicosbarbaro',
    },
    traps: ['exampleValue', 'personalProfile'],
    decoys: {
      years: [1988, 1971],
    },
  },
  // Microdata (schema.org BookStore): an independent bookshop; an ISBN, a prize year, the cinema used for events on the same street.
  {
    domain: 'libreriadelpratello.it',
    name: 'Libreria del Pratello',
    language: 'it',
    kind: 'plain',
    category: 'media-and-publishing',
    subcategory: 'books-and-magazines',
    contacts: {
      phone: '051 52 47 93',
      email: 'libri@libreriadelpratello.it',
      street: 'Via del Pratello 61/b',
      address: 'Via del Pratello 61/b, 40122 Bologna',
      founded: 1994,
      facebook: 'https://www.facebook.com/libreriadelpratello',
    },
    traps: ['registrationNumber', 'awardYear', 'eventVenue'],
    decoys: {
      phones: ['978-88-94571-03-2'],
      addresses: ['Via del Pratello 27'],
      years: [2024],
    },
  },
  // Say-nothing: a staging site's login form; the web agency's support mailbox.
  {
    domain: 'bertolini-jesi.it',
    name: 'bertolini-jesi.it',
    language: 'it',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['webProvider'],
    decoys: { emails: ['supporto@pixelmare.it'] },
  },
  // Elementor and WooCommerce (Brazil): a sports-wheelchair maker whose page is wheelchair basketball, tennis and rugby; the federation's line, the CNPJ, the Rio Games' year, the season's year.
  {
    domain: 'rodasturrini.com.br',
    name: 'Rodas Turrini',
    language: 'pt',
    kind: 'misleading',
    category: 'health-and-medical',
    subcategory: 'physical-aids',
    contacts: {
      phone: '(19) 3237-4810',
      email: 'contato@rodasturrini.com.br',
      street: 'Rua Barão de Jaguara, 1481',
      address: 'Rua Barão de Jaguara, 1481 - Centro, Campinas - SP, 13015-002',
      founded: 2006,
      facebook: 'https://www.facebook.com/rodasturrini',
    },
    traps: ['professionalBody', 'registrationNumber', 'timeline', 'priceListYear'],
    decoys: {
      phones: ['(11) 3031-4455', '21.458.963/0001-07'],
      years: [2016, 2025],
    },
  },
  // Webflow (Portugal): a forestry fund manager whose page is cork oaks and the montado; the CMVM's line and address, the NIPC, the estate owners' family year.
  {
    domain: 'montadoinvest.pt',
    name: 'Montado Invest',
    language: 'pt',
    kind: 'misleading',
    category: 'money-and-insurance',
    subcategory: 'investments-and-wealth',
    contacts: {
      phone: '+351 266 747 210',
      email: 'investidores@montadoinvest.pt',
      street: 'Rua de Serpa Pinto, 44',
      address: 'Rua de Serpa Pinto, 44, 7000-537 Évora',
      founded: 2017,
      linkedin: 'https://www.linkedin.com/company/montado-invest',
    },
    traps: ['supervisoryAuthority', 'registrationNumber', 'familyHistoryYear'],
    decoys: {
      phones: ['800 205 339', '514 382 907'],
      addresses: ['Rua Laura Alves, n.º 4, 1050-138 Lisboa'],
      years: [1950],
    },
  },
  // Vike shell (`vike_pageContext` JSON): a recording and video studio; a light-rental partner's line and a festival award's year.
  {
    domain: 'estudiosapucai.com.br',
    name: 'Estúdio Sapucaí',
    language: 'pt',
    kind: 'jsShell',
    category: 'media-and-publishing',
    subcategory: 'video-and-sound',
    contacts: {
      phone: '(35) 3423-9187',
      email: 'agenda@estudiosapucai.com.br',
      street: 'Avenida Dr. Lisboa, 412',
      address: 'Avenida Dr. Lisboa, 412 - Centro, Pouso Alegre - MG, 37550-050',
      founded: 2013,
      facebook: 'https://www.facebook.com/estudiosapucai',
    },
    traps: ['recommendedPartner', 'awardYear'],
    decoys: {
      phones: ['(35) 3421-0070'],
      years: [2022],
    },
  },
  // Hand-written HTML (Brazil): a bakery; the delivery marketplace's link and the shop's renovation year.
  {
    domain: 'padarianovajundiai.com.br',
    name: 'Padaria Nova Jundiaí',
    language: 'pt',
    kind: 'plain',
    category: 'food-beverages-and-tobacco',
    subcategory: 'bakery-and-pastry',
    contacts: {
      phone: '(11) 4586-2231',
      email: 'contato@padarianovajundiai.com.br',
      street: 'Rua Barão de Teffé, 870',
      address: 'Rua Barão de Teffé, 870 - Anhangabaú, Jundiaí - SP, 13208-761',
      founded: 1988,
      facebook: 'https://www.facebook.com/padarianovajundiai',
    },
    traps: ['marketplace', 'buildingYear'],
    decoys: {
      years: [2021],
      links: [
        'https://www.ifood.com.br/delivery/jundiai-sp/padaria-nova-jundiai-anhangabau/8f2e1c4a-7b3d-4e9f-a1c6-5d0b2e7f9a31',
      ],
    },
  },
  // A municipality's portal (Portugal); the SNS 24 helpline, the NIF, the charter's year.
  {
    domain: 'cm-sarrazola.pt',
    name: 'Município de Sarrazola',
    language: 'pt',
    kind: 'plain',
    category: 'legal-services-and-government',
    subcategory: 'municipal-department',
    contacts: {
      phone: '259 420 100',
      email: 'geral@cm-sarrazola.pt',
      street: 'Praça do Município',
      address: 'Praça do Município, 5050-301 Sarrazola',
      facebook: 'https://www.facebook.com/municipiodesarrazola',
    },
    traps: ['helpline', 'registrationNumber', 'localAnniversary'],
    decoys: {
      phones: ['808 24 24 24', '506 812 447'],
      years: [1514],
    },
  },
  // Say-nothing: a registrar's expired-domain page; the registrar's support line and mailbox, a copyright year.
  {
    domain: 'maiafernandes.pt',
    name: 'maiafernandes.pt',
    language: 'pt',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['webProvider', 'copyrightYear'],
    decoys: {
      phones: ['+351 210 998 877'],
      emails: ['suporte@amendoahosting.pt'],
      years: [2025],
    },
  },
];
