import type { HandWrittenLabel } from '../handWrittenLabel.ts';

/**
 * Author T's share of devset35: one page each of 39 subcategories of Food, Beverages & Tobacco,
 * Health & Medical, Hobbies & Crafts, Home & Garden, Home Services, Legal Services & Government,
 * Media & Publishing and Money & Insurance, and five pages that say nothing. Every business page
 * is crowded with years written the way founding years are written but told of something else
 * (an activity "since", the owner's or staff's career, the building, a partner, a supplier, a
 * club, the company's own move, takeover or certification), and with other parties' phones,
 * mailboxes and addresses written as the company's own are.
 *
 * How the labels were written:
 * - The category is what the company itself sells today, whatever most of the page talks about
 *   (a former butcher's shop, the customers' trade, a name that sounds like another business).
 * - `contacts` holds only the company's own current facts for the place customers use: the phone
 *   to call first today as the page writes it (text, or the attribute/markup value when only
 *   there; never an old, coming or fax number), the general mailbox, the street and the whole
 *   address customers visit now, the founding or first opening year (a takeover, rename or move
 *   keeps the original year when the page states it), and the LinkedIn and Facebook hrefs. A
 *   field the page does not state is left out; four business pages state no founding year.
 * - `decoys` list what must never be taken, each verbatim on the page: other parties' phones,
 *   mailboxes, addresses and links, the company's own former or coming numbers and addresses, and
 *   years that are not the founding. The company's own secondary lines and mailboxes (WhatsApp,
 *   jobs, a second branch's desk) are neither truth nor decoy.
 * - Say-nothing pages (parked domain, coming soon, default server page, suspended hosting, an
 *   empty shop template) carry no contacts and are `uncategorised`.
 */
export const DEVSET35_LABELS_T: readonly HandWrittenLabel[] = [
  // Flemish arable farm (WordPress): the cooperative founded 1948 with its phone, mail and address,
  // the barn of 1887, quinoa since 2019, the 2008 takeover and a contractor's mobile; founded 1931.
  {
    domain: 'hoeve-de-linde-t.be',
    name: 'Hoeve De Linde',
    language: 'nl',
    kind: 'plain',
    category: 'food-beverages-and-tobacco',
    subcategory: 'agriculture-and-produce',
    contacts: {
      phone: '014 30 52 87',
      email: 'info@hoeve-de-linde-t.be',
      street: 'Lindestraat 41',
      address: 'Lindestraat 41, 2450 Meerhout',
      founded: 1931,
      facebook: 'https://www.facebook.com/hoevedelinde',
    },
    traps: ['buildingYear', 'timeline', 'partnerNetwork', 'recommendedPartner', 'bankDetails'],
    decoys: {
      phones: ['014 58 21 90', '0475 12 34 56'],
      emails: ['info@kempense-akkerbouwers.be'],
      addresses: ['Industrieweg 12, 2440 Geel'],
      years: [1887, 1948, 2008, 2019],
    },
  },
  // Bern bakery (hand-made) in the former Metzgerei Wyss: butcher vocabulary, the butcher here
  // since 1923 with its new phone and address, the 1999 move, gluten-free since 2017, master since
  // 2006; founded 1962.
  {
    domain: 'beck-gerber-t.ch',
    name: 'Bäckerei-Konditorei Gerber',
    language: 'de',
    kind: 'misleading',
    category: 'food-beverages-and-tobacco',
    subcategory: 'bakery-and-pastry',
    contacts: {
      phone: '031 332 18 45',
      email: 'hallo@beck-gerber-t.ch',
      street: 'Lorrainestrasse 23',
      address: 'Lorrainestrasse 23, 3013 Bern',
      founded: 1962,
      facebook: 'https://www.facebook.com/beckgerberbern',
    },
    traps: [
      'previousBusinessYear',
      'experienceYears',
      'timeline',
      'recommendedPartner',
      'orderNumber',
    ],
    decoys: {
      phones: ['031 931 44 10'],
      addresses: ['Bernstrasse 88, 3072 Ostermundigen'],
      years: [1923, 1999, 2006, 2017],
    },
  },
  // Québec farm brewery as a Next.js pages-router shell (__NEXT_DATA__): barn of 1908, brewer since
  // 2004, delivery since 2020, the cheese partner since 1952 with its phone and mail, permit and
  // NEQ numbers; founded 2013.
  {
    domain: 'microbrasserie-rang-croche-t.ca',
    name: 'Microbrasserie du Rang Croche',
    language: 'fr',
    kind: 'jsShell',
    category: 'food-beverages-and-tobacco',
    subcategory: 'beer-and-wine',
    contacts: {
      phone: '450 793-2214',
      email: 'info@microbrasserie-rang-croche-t.ca',
      street: '1450, rang Croche',
      address: '1450, rang Croche, Saint-Liboire (Québec) J0H 1R0',
      founded: 2013,
      facebook: 'https://www.facebook.com/microrangcroche',
    },
    traps: [
      'buildingYear',
      'experienceYears',
      'recommendedPartner',
      'registrationNumber',
      'priceFigures',
    ],
    decoys: {
      phones: ['450 793-4410'],
      emails: ['fromagerie@troisrangs.ca'],
      years: [1908, 2004, 2020, 1952],
    },
  },
  // Lugano coffee roaster on Shopify behind a cookie wall and a 35-link mega menu: house of 1760,
  // roaster since 1991, capsules since 2016, the Honduran co-op founded 1970, the machine service
  // partner's phone and mail, IBAN and tracking code; founded (dal) 1949.
  {
    domain: 'torrefazione-bernasconi-t.ch',
    name: 'Torrefazione Bernasconi',
    language: 'it',
    kind: 'boilerplate',
    category: 'food-beverages-and-tobacco',
    subcategory: 'coffee-and-tea',
    contacts: {
      phone: '091 922 47 38',
      email: 'info@torrefazione-bernasconi-t.ch',
      street: 'Via Cantonale 18',
      address: 'Via Cantonale 18, 6900 Lugano',
      founded: 1949,
      facebook: 'https://www.facebook.com/torrefazionebernasconi',
    },
    traps: [
      'buildingYear',
      'experienceYears',
      'supplierContact',
      'serviceHotline',
      'bankDetails',
      'cookieVendor',
      'orderNumber',
    ],
    decoys: {
      phones: ['091 605 33 12'],
      emails: ['assistenza@caffetecnica.ch'],
      years: [1760, 1991, 2016, 1970],
    },
  },
  // Cork caterer on Squarespace whose page is all weddings (brides, venues, first dance): the venue
  // built 1790 with its phone, a wedding planner's mail, chef since 2001, lunch boxes since 2019,
  // CRO and VAT numbers; established 2008.
  {
    domain: 'saltwater-catering-t.ie',
    name: 'Saltwater Catering',
    language: 'en',
    kind: 'misleading',
    category: 'food-beverages-and-tobacco',
    subcategory: 'lunch-and-catering',
    contacts: {
      phone: '021 430 9182',
      email: 'hello@saltwater-catering-t.ie',
      street: 'Unit 4 Kilnap Business Park',
      address: 'Unit 4 Kilnap Business Park, Mallow Road, Cork, T23 X6P2',
      founded: 2008,
      linkedin: 'https://www.linkedin.com/company/saltwater-catering-cork',
      facebook: 'https://www.facebook.com/saltwatercateringcork',
    },
    traps: [
      'eventVenue',
      'buildingYear',
      'recommendedPartner',
      'experienceYears',
      'tradeFair',
      'registrationNumber',
    ],
    decoys: {
      phones: ['023 884 9900'],
      emails: ['hello@bloomandvow.ie'],
      years: [1790, 2001, 2019],
    },
  },
  // Matosinhos fishmonger on Wix: market hall inaugurated 1952, fishmonger since 1994, home
  // delivery since 2021, the fish auction's phone, NIF; founded 1978.
  {
    domain: 'peixaria-mare-viva-t.pt',
    name: 'Peixaria Maré Viva',
    language: 'pt',
    kind: 'plain',
    category: 'food-beverages-and-tobacco',
    subcategory: 'meat-seafood-and-eggs',
    contacts: {
      phone: '229 371 508',
      email: 'geral@peixaria-mare-viva-t.pt',
      street: 'Rua Brito Capelo 214',
      address: 'Rua Brito Capelo 214, 4450-068 Matosinhos',
      founded: 1978,
      facebook: 'https://www.facebook.com/peixariamareviva',
    },
    traps: ['buildingYear', 'experienceYears', 'supplierContact', 'marketStall', 'openingHours'],
    decoys: {
      phones: ['229 998 410'],
      years: [1952, 1994, 2021],
    },
  },
  // Buenos Aires tobacconist as a Nuxt 2 shell (window.__NUXT__): building of 1910, sommelier since
  // 2009, pipes since 2018, the distributor's phone and mail, CUIT and law number; founded (desde)
  // 1957.
  {
    domain: 'tabaqueria-ortiz-t.com.ar',
    name: 'Tabaquería Ortiz',
    language: 'es',
    kind: 'jsShell',
    category: 'food-beverages-and-tobacco',
    subcategory: 'smoking-and-tobacco',
    contacts: {
      phone: '(011) 4371-5820',
      email: 'consultas@tabaqueria-ortiz-t.com.ar',
      street: 'Av. Corrientes 1847',
      address: 'Av. Corrientes 1847, C1045AAD CABA',
      founded: 1957,
      facebook: 'https://www.facebook.com/tabaqueriaortiz',
    },
    traps: ['buildingYear', 'experienceYears', 'supplierContact', 'registrationNumber'],
    decoys: {
      phones: ['(011) 4312-7700'],
      emails: ['ventas@habanosdelplata.com.ar'],
      years: [1910, 2009, 2018],
    },
  },
  // Graz dental practice on TYPO3 with no founding year: dentist since 1998, implants since 2015,
  // the insurance contract since 2003, the house of 1894, the lab's phone and mail, the old number,
  // the on-call line and the chamber's address.
  {
    domain: 'zahnarzt-reiter-t.at',
    name: 'Zahnarztpraxis Dr. Angelika Reiter',
    language: 'de',
    kind: 'plain',
    category: 'health-and-medical',
    subcategory: 'dental-services',
    contacts: {
      phone: '0316 71 45 23',
      email: 'ordination@zahnarzt-reiter-t.at',
      street: 'Annenstraße 34',
      address: 'Annenstraße 34, 8020 Graz',
    },
    traps: [
      'experienceYears',
      'licenceYear',
      'buildingYear',
      'supplierContact',
      'formerNumber',
      'outOfHoursService',
      'professionalBody',
    ],
    decoys: {
      phones: ['0316 71 22 80', '0316 83 21 90', '0316 58 12 04'],
      emails: ['labor@zahntechnik-koller.at'],
      addresses: ['Marburger Kai 51, 8010 Graz'],
      years: [1998, 2015, 2003, 1894],
    },
  },
  // Liège medical lab as a Nuxt 3 shell (__NUXT_DATA__): biologist since 1999, ISO 15189 since
  // 2012, a second site opened 2017, the portal helpdesk and the hospital lab's phone and address,
  // BCE and INAMI numbers; founded 1986.
  {
    domain: 'labo-meuse-t.be',
    name: 'Meuse Biologie',
    language: 'fr',
    kind: 'jsShell',
    category: 'health-and-medical',
    subcategory: 'diagnostics-and-testing',
    contacts: {
      phone: '04 223 51 80',
      email: 'secretariat@labo-meuse-t.be',
      street: 'Boulevard de la Sauvenière 112',
      address: 'Boulevard de la Sauvenière 112, 4000 Liège',
      founded: 1986,
      linkedin: 'https://www.linkedin.com/company/meuse-biologie',
    },
    traps: [
      'experienceYears',
      'certificationYear',
      'timeline',
      'webProvider',
      'partnerNetwork',
      'registrationNumber',
    ],
    decoys: {
      phones: ['078 15 30 40', '04 225 66 00'],
      addresses: ['Boulevard du 12e de Ligne 1, 4000 Liège'],
      years: [1999, 2012, 2017],
    },
  },
  // Utrecht psychology practice on WordPress behind a Complianz cookie banner, newsletter and long
  // Wkkgz/AVG footer: BIG-registered since 2003, online since 2020, monument of 1652, LVVP member
  // since 2010, crisis and GP-post numbers, KvK and AGB codes; founded (opgericht) 2009.
  {
    domain: 'praktijk-kompas-t.nl',
    name: 'Psychologenpraktijk Het Kompas',
    language: 'nl',
    kind: 'boilerplate',
    category: 'health-and-medical',
    subcategory: 'mental-health',
    contacts: {
      phone: '030 231 45 67',
      email: 'info@praktijk-kompas-t.nl',
      street: 'Oudegracht 211',
      address: 'Oudegracht 211, 3511 NH Utrecht',
      founded: 2009,
      linkedin: 'https://www.linkedin.com/company/psychologenpraktijk-het-kompas',
    },
    traps: [
      'licenceYear',
      'buildingYear',
      'membershipYear',
      'helpline',
      'outOfHoursService',
      'cookieVendor',
      'registrationNumber',
    ],
    decoys: {
      phones: ['0800-0113', '088 130 96 70'],
      years: [2003, 2020, 1652, 2010],
    },
  },
  // Bologna pharmacy (WordPress) whose page leads with its beauty corner (facials, make-up,
  // skincare brands): beauty cabin since 2009, palace of 1582, pharmacist since 1993, the pharmacy
  // on duty with its address and phone, the out-of-hours doctor, P.IVA; founded 1921.
  {
    domain: 'farmaciasanrocco-t.it',
    name: 'Farmacia San Rocco',
    language: 'it',
    kind: 'misleading',
    category: 'health-and-medical',
    subcategory: 'pharmacy-and-medicine',
    contacts: {
      phone: '051 23 45 78',
      email: 'info@farmaciasanrocco-t.it',
      street: 'Via San Vitale 41',
      address: 'Via San Vitale 41, 40125 Bologna',
      founded: 1921,
      facebook: 'https://www.facebook.com/farmaciasanroccobologna',
    },
    traps: [
      'pharmacyOnDuty',
      'outOfHoursService',
      'buildingYear',
      'experienceYears',
      'registrationNumber',
      'priceFigures',
    ],
    decoys: {
      phones: ['051 49 22 10', '051 637 87 60'],
      addresses: ['Via Emilia Levante 88, 40139 Bologna'],
      years: [2009, 1582, 1993],
    },
  },
  // Santiago orthopaedic supplier (WordPress): rentals since 2018, physiotherapist since 2001, the
  // old Ñuñoa shop closed 2016, a rehab centre's phone and mail, RUT; founded 1994.
  {
    domain: 'ortopedia-losandes-t.cl',
    name: 'Ortopedia Los Andes',
    language: 'es',
    kind: 'plain',
    category: 'health-and-medical',
    subcategory: 'physical-aids',
    contacts: {
      phone: '+56 2 2334 5120',
      email: 'contacto@ortopedia-losandes-t.cl',
      street: 'Av. Providencia 2133',
      address: 'Av. Providencia 2133, local 14, Providencia, Santiago',
      founded: 1994,
      facebook: 'https://www.facebook.com/ortopedialosandes',
    },
    traps: [
      'experienceYears',
      'previousAddress',
      'timeline',
      'recommendedPartner',
      'registrationNumber',
    ],
    decoys: {
      phones: ['+56 2 2946 8810'],
      emails: ['agenda@kinevital.cl'],
      addresses: ['Av. Irarrázaval 3020, Ñuñoa'],
      years: [2018, 2001, 2016],
    },
  },
  // Campinas senior day centre as a SvelteKit shell (data in the start script): hydrotherapy since
  // 2019, nurse since 1996, house of 1928, the partner lab's phone, CNPJ and COREN numbers; founded
  // 2005.
  {
    domain: 'vidaplena-centrodia-t.com.br',
    name: 'Vida Plena Centro-Dia para Idosos',
    language: 'pt',
    kind: 'jsShell',
    category: 'health-and-medical',
    subcategory: 'therapy-and-senior-health',
    contacts: {
      phone: '(19) 3234-5678',
      email: 'contato@vidaplena-centrodia-t.com.br',
      street: 'Rua Barão de Jaguara 1120',
      address: 'Rua Barão de Jaguara 1120, Centro, Campinas – SP, 13015-001',
      founded: 2005,
      linkedin: 'https://www.linkedin.com/company/vida-plena-centro-dia',
    },
    traps: [
      'experienceYears',
      'buildingYear',
      'partnerNetwork',
      'registrationNumber',
      'priceFigures',
    ],
    decoys: {
      phones: ['(19) 3251-2000'],
      years: [2019, 1996, 1928],
    },
  },
  // Ludlow opticians (Webflow) named after and talking of the old bank it occupies (banking hall,
  // vault, savings accounts): bank built 1899 and closed 2007, the 2010 move, optometrist since
  // 2002, hearing since 2016, the audiology partner's phone, the old number; established 1987.
  {
    domain: 'oldbank-opticians-t.co.uk',
    name: 'The Old Bank Opticians',
    language: 'en',
    kind: 'misleading',
    category: 'health-and-medical',
    subcategory: 'vision-and-hearing',
    contacts: {
      phone: '01584 872 310',
      email: 'hello@oldbank-opticians-t.co.uk',
      street: '14 Broad Street',
      address: 'The Old Bank, 14 Broad Street, Ludlow SY8 1NG',
      founded: 1987,
      facebook: 'https://www.facebook.com/oldbankopticiansludlow',
    },
    traps: [
      'buildingYear',
      'previousBusinessYear',
      'timeline',
      'experienceYears',
      'partnerNetwork',
      'formerNumber',
      'namesakeBusiness',
    ],
    decoys: {
      phones: ['01432 355 910', '01584 876 221'],
      years: [1899, 2007, 2010, 2002, 2016],
    },
  },
  // Tours pottery studio on Wix: potter since 1994, the rented wood kiln built 1880, summer courses
  // since 2019, the potters' market held since 1985 with its association's mail, SIRET; founded
  // 2002.
  {
    domain: 'atelier-terre-de-loire-t.fr',
    name: 'Atelier Terre de Loire',
    language: 'fr',
    kind: 'plain',
    category: 'hobbies-and-crafts',
    subcategory: 'art-and-handicraft',
    contacts: {
      phone: '02 47 61 38 90',
      email: 'bonjour@atelier-terre-de-loire-t.fr',
      street: '12 rue Colbert',
      address: '12 rue Colbert, 37000 Tours',
      founded: 2002,
      facebook: 'https://www.facebook.com/atelierterredeloire',
    },
    traps: [
      'experienceYears',
      'buildingYear',
      'localAnniversary',
      'eventVenue',
      'registrationNumber',
    ],
    decoys: {
      emails: ['contact@terresdetouraine.fr'],
      years: [1994, 1880, 2019, 1985],
    },
  },
  // Schwerin tackle shop as a Remix shell (__remixContext loaderData): fishing permits since 2017,
  // guide since 2008, the anglers' club since 1921 with its mail, the fisheries office's phone,
  // register and VAT numbers; founded 1991.
  {
    domain: 'angelsport-brandt-t.de',
    name: 'Angelsport Brandt',
    language: 'de',
    kind: 'jsShell',
    category: 'hobbies-and-crafts',
    subcategory: 'fishing-and-hunting',
    contacts: {
      phone: '0385 565 24 71',
      email: 'info@angelsport-brandt-t.de',
      street: 'Wismarsche Straße 128',
      address: 'Wismarsche Straße 128, 19053 Schwerin',
      founded: 1991,
      facebook: 'https://www.facebook.com/angelsportbrandt',
    },
    traps: ['experienceYears', 'sponsor', 'publicOffice', 'registryCourt', 'priceFigures'],
    decoys: {
      phones: ['0385 588 31 50'],
      emails: ['vorstand@petriheil-schwerin.de'],
      years: [2017, 2008, 1921],
    },
  },
  // Florence stained-glass workshop (hand-made) whose page talks of churches, saints, parishes and
  // liturgy: the parish church built 1487 with the parish's phone and mail, the Soprintendenza's
  // address, master glazier since 1985, online courses since 2009, P.IVA and REA; founded 1968.
  {
    domain: 'vetrate-bellini-t.it',
    name: 'Vetrate Artistiche Bellini',
    language: 'it',
    kind: 'misleading',
    category: 'hobbies-and-crafts',
    subcategory: 'metal-stone-and-glass-work',
    contacts: {
      phone: '055 229 41 86',
      email: 'bottega@vetrate-bellini-t.it',
      street: 'Via dei Serragli 76/r',
      address: 'Via dei Serragli 76/r, 50124 Firenze',
      founded: 1968,
      facebook: 'https://www.facebook.com/vetratebellini',
    },
    traps: [
      'buildingYear',
      'clientReference',
      'publicOffice',
      'experienceYears',
      'registrationNumber',
    ],
    decoys: {
      phones: ['055 845 91 20'],
      emails: ['pieve.sanlorenzo@parrocchie-mugello.it'],
      addresses: ["Piazza de' Pitti 1, 50125 Firenze"],
      years: [1487, 1985, 2009],
    },
  },
  // Granada guitar maker on WooCommerce with a CookieYes banner, a 35-link mega menu, newsletter
  // and LSSI legal footer: luthier since 1988, rentals since 2018, the festival held since 1952, a
  // repair partner's phone and mail, CIF and register entry; founded 1946.
  {
    domain: 'guitarras-ortega-t.es',
    name: 'Guitarras Hermanos Ortega',
    language: 'es',
    kind: 'boilerplate',
    category: 'hobbies-and-crafts',
    subcategory: 'music-and-instruments',
    contacts: {
      phone: '958 22 71 34',
      email: 'tienda@guitarras-ortega-t.es',
      street: 'Cuesta de Gomérez 21',
      address: 'Cuesta de Gomérez 21, 18009 Granada',
      founded: 1946,
      facebook: 'https://www.facebook.com/guitarrasortegagranada',
    },
    traps: [
      'experienceYears',
      'localAnniversary',
      'recommendedPartner',
      'registrationNumber',
      'cookieVendor',
      'priceFigures',
    ],
    decoys: {
      phones: ['958 20 11 46'],
      emails: ['reparaciones@lutheriamolina.es'],
      years: [1988, 2018, 1952],
    },
  },
  // Antwerp yarn shop as a Gatsby shell (page data only in a script): knitting café since 2020, the
  // butcher's shop here since 1923, the yarn maker founded 1948, a repair atelier's phone, VAT and
  // order numbers; founded (sinds) 1979.
  {
    domain: 'wolwinkel-bollekat-t.be',
    name: 'Wolwinkel De Bolle Kat',
    language: 'nl',
    kind: 'jsShell',
    category: 'hobbies-and-crafts',
    subcategory: 'needlework-and-knitting',
    contacts: {
      phone: '03 231 87 45',
      email: 'hallo@wolwinkel-bollekat-t.be',
      street: 'Kammenstraat 47',
      address: 'Kammenstraat 47, 2000 Antwerpen',
      founded: 1979,
      facebook: 'https://www.facebook.com/wolwinkeldebollekat',
    },
    traps: [
      'previousBusinessYear',
      'supplierContact',
      'recommendedPartner',
      'registrationNumber',
      'orderNumber',
    ],
    decoys: {
      phones: ['03 226 14 90'],
      years: [2020, 1923, 1948],
    },
  },
  // Eindhoven kitchen studio on WordPress with Cookiebot, a 35-link mega menu, newsletter and legal
  // footer: the Philips workshop of 1928, bathrooms since 2021, CBW member since 2005, Bosch's
  // service line, financing figures, KvK/BTW; founded (opgericht) 1991.
  {
    domain: 'keukenstudio-vandermeer-t.nl',
    name: 'Keukenstudio Van der Meer',
    language: 'nl',
    kind: 'boilerplate',
    category: 'home-and-garden',
    subcategory: 'bathroom-and-kitchen',
    contacts: {
      phone: '040 251 73 80',
      email: 'info@keukenstudio-vandermeer-t.nl',
      street: 'Hurksestraat 19',
      address: 'Hurksestraat 19, 5652 AH Eindhoven',
      founded: 1991,
      linkedin: 'https://www.linkedin.com/company/keukenstudio-van-der-meer',
      facebook: 'https://www.facebook.com/keukenstudiovandermeer',
    },
    traps: [
      'buildingYear',
      'membershipYear',
      'manufacturerHotline',
      'priceFigures',
      'cookieVendor',
      'registrationNumber',
    ],
    decoys: {
      phones: ['088 424 40 10'],
      years: [1928, 2021, 2005],
    },
  },
  // Bamberg heating and heat-pump installer (WordPress) named after the brewery it occupies and
  // talking of brewing (Sudhaus, Rauchbier, Gärkeller): brewery 1865–1989 with its new phone, heat
  // pumps since 2019, master since 2001, the gas emergency line; founded 2007.
  {
    domain: 'brauhaus-energie-t.de',
    name: 'Brauhaus Energie',
    language: 'de',
    kind: 'misleading',
    category: 'home-and-garden',
    subcategory: 'energy-and-heating',
    contacts: {
      phone: '0951 297 48 10',
      email: 'info@brauhaus-energie-t.de',
      street: 'Mälzerweg 7',
      address: 'Mälzerweg 7, 96052 Bamberg',
      founded: 2007,
      facebook: 'https://www.facebook.com/brauhausenergie',
    },
    traps: [
      'previousBusinessYear',
      'namesakeBusiness',
      'experienceYears',
      'utilityEmergency',
      'registryCourt',
    ],
    decoys: {
      phones: ['0951 406 33 20', '0951 77 44 55'],
      years: [1865, 1989, 2019, 2001],
    },
  },
  // Lausanne-area furniture store on Webflow: the sofa maker founded 1890 with its after-sales
  // phone, joiner since 1994, showroom enlarged 2011, delivery since 2016, IDE number; founded
  // (depuis) 1958.
  {
    domain: 'meubles-perrin-t.ch',
    name: 'Meubles Perrin',
    language: 'fr',
    kind: 'plain',
    category: 'home-and-garden',
    subcategory: 'furniture-stores',
    contacts: {
      phone: '021 634 18 52',
      email: 'info@meubles-perrin-t.ch',
      street: 'Route de Cossonay 45',
      address: 'Route de Cossonay 45, 1008 Prilly',
      founded: 1958,
      linkedin: 'https://www.linkedin.com/company/meubles-perrin-sa',
      facebook: 'https://www.facebook.com/meublesperrin',
    },
    traps: [
      'supplierContact',
      'manufacturerHotline',
      'experienceYears',
      'timeline',
      'registrationNumber',
    ],
    decoys: {
      phones: ['041 921 35 70'],
      years: [1890, 1994, 2011, 2016],
    },
  },
  // Melbourne pond centre as an Astro client-only island (props attribute): swimming ponds since
  // 2019, the nursery family-run since 1952 with its phone, horticulturist since 1989, ABN; est.
  // 1996.
  {
    domain: 'lilykoi-ponds-t.com.au',
    name: 'Lily & Koi Pond Centre',
    language: 'en',
    kind: 'jsShell',
    category: 'home-and-garden',
    subcategory: 'garden-and-pond',
    contacts: {
      phone: '(03) 9544 2187',
      email: 'sales@lilykoi-ponds-t.com.au',
      street: '88 Wellington Road',
      address: '88 Wellington Road, Clayton VIC 3168',
      founded: 1996,
      facebook: 'https://www.facebook.com/lilykoiponds',
    },
    traps: ['supplierContact', 'experienceYears', 'registrationNumber', 'priceFigures'],
    decoys: {
      phones: ['(03) 9791 4420'],
      years: [2019, 1952, 1989],
    },
  },
  // Porto Alegre windows and doors maker on Wix: PVC since 2015, installer certified since 2008,
  // the stove factory hall of 1962, the glass supplier's phone, CNPJ; founded 2001.
  {
    domain: 'sulesquadrias-t.com.br',
    name: 'Sul Esquadrias',
    language: 'pt',
    kind: 'plain',
    category: 'home-and-garden',
    subcategory: 'home-improvements',
    contacts: {
      phone: '(51) 3344-2190',
      email: 'contato@sulesquadrias-t.com.br',
      street: 'Av. Assis Brasil 3540',
      address: "Av. Assis Brasil 3540, Passo d'Areia, Porto Alegre – RS, 91010-003",
      founded: 2001,
      facebook: 'https://www.facebook.com/sulesquadriaspoa',
    },
    traps: ['licenceYear', 'buildingYear', 'supplierContact', 'registrationNumber'],
    decoys: {
      phones: ['(51) 3222-1450'],
      years: [2015, 2008, 1962],
    },
  },
  // Mexico City home-decor shop on Shopify with a cookie notice, a 35-link mega menu, newsletter
  // and legal footer: house of 1908, designer since 2004, online since 2018, the Tonalá co-op
  // family-run since 1952 with its phone, RFC and tracking number; founded (desde) 1999.
  {
    domain: 'casajacaranda-t.com.mx',
    name: 'Casa Jacaranda',
    language: 'es',
    kind: 'boilerplate',
    category: 'home-and-garden',
    subcategory: 'decoration-and-interior',
    contacts: {
      phone: '55 5574 2318',
      email: 'hola@casajacaranda-t.com.mx',
      street: 'Colima 212',
      address: 'Colima 212, Roma Norte, Cuauhtémoc, 06700 Ciudad de México',
      founded: 1999,
      facebook: 'https://www.facebook.com/casajacarandamx',
    },
    traps: [
      'buildingYear',
      'experienceYears',
      'supplierContact',
      'registrationNumber',
      'orderNumber',
      'cookieVendor',
    ],
    decoys: {
      phones: ['33 3683 1290'],
      years: [1908, 2004, 2018, 1952],
    },
  },
  // Portland commercial cleaner (WordPress) whose page talks of restaurant kitchens, dining rooms,
  // chefs and dental operatories (its customers' trades): a client dentist's phone, licensed since
  // 2014, association member since 2016, rentals since 2019, CCB number; founded 2012.
  {
    domain: 'brightoak-cleaning-t.us',
    name: 'Bright Oak Commercial Cleaning',
    language: 'en',
    kind: 'misleading',
    category: 'home-services',
    subcategory: 'cleaning-service-providers',
    contacts: {
      phone: '(503) 231-7745',
      email: 'office@brightoak-cleaning-t.us',
      street: '2150 SE Division St',
      address: '2150 SE Division St, Suite 4, Portland, OR 97202',
      founded: 2012,
      linkedin: 'https://www.linkedin.com/company/bright-oak-commercial-cleaning',
      facebook: 'https://www.facebook.com/brightoakcleaningpdx',
    },
    traps: [
      'clientReference',
      'testimonialSignature',
      'licenceYear',
      'membershipYear',
      'registrationNumber',
    ],
    decoys: {
      phones: ['(503) 232-8810'],
      years: [2014, 2016, 2019],
    },
  },
  // Hallein joinery on Jimdo: stairs since 2018, master since 2006, the 2012 takeover, the sawmill
  // family-owned since 1908, the glazier's phone, company-register and VAT numbers; founded 1949.
  {
    domain: 'tischlerei-pichler-t.at',
    name: 'Tischlerei Pichler',
    language: 'de',
    kind: 'plain',
    category: 'home-services',
    subcategory: 'craftsman',
    contacts: {
      phone: '06245 824 31',
      email: 'office@tischlerei-pichler-t.at',
      street: 'Davisstraße 12',
      address: 'Davisstraße 12, 5400 Hallein',
      founded: 1949,
      facebook: 'https://www.facebook.com/tischlereipichlerhallein',
    },
    traps: [
      'experienceYears',
      'timeline',
      'supplierContact',
      'recommendedPartner',
      'registryCourt',
    ],
    decoys: {
      phones: ['06245 802 77'],
      years: [2018, 2006, 2012, 1908],
    },
  },
  // Milan removals firm as an Angular shell (ng-state transfer state): storage since 2012,
  // warehouse hall of 1965, ISO 9001 since 2008, the lift-rental partner's phone, P.IVA and REA;
  // founded 1983.
  {
    domain: 'traslochi-colombo-t.it',
    name: 'Traslochi Colombo',
    language: 'it',
    kind: 'jsShell',
    category: 'home-services',
    subcategory: 'moving-and-storage',
    contacts: {
      phone: '02 3801 4425',
      email: 'info@traslochi-colombo-t.it',
      street: 'Via Gallarate 214',
      address: 'Via Gallarate 214, 20151 Milano',
      founded: 1983,
      linkedin: 'https://www.linkedin.com/company/traslochi-colombo',
    },
    traps: [
      'timeline',
      'buildingYear',
      'certificationYear',
      'partnerNetwork',
      'registrationNumber',
    ],
    decoys: {
      phones: ['02 4870 2299'],
      years: [2012, 1965, 2008],
    },
  },
  // Lyon plumber on WordPress with a tarteaucitron banner, newsletter and long mentions-légales
  // footer, and no founding year: plumber since 1994, 7-day service since 2018, RGE since 2016,
  // GRDF and water emergency lines, the mediator's and host's addresses, RCS/SIRET/insurance
  // numbers.
  {
    domain: 'plomberie-girard-t.fr',
    name: 'Plomberie Girard',
    language: 'fr',
    kind: 'boilerplate',
    category: 'home-services',
    subcategory: 'plumbing-and-sanitation',
    contacts: {
      phone: '04 78 60 21 94',
      email: 'contact@plomberie-girard-t.fr',
      street: '38 rue Paul Bert',
      address: '38 rue Paul Bert, 69003 Lyon',
      facebook: 'https://www.facebook.com/plomberiegirardlyon',
    },
    traps: [
      'experienceYears',
      'certificationYear',
      'utilityEmergency',
      'consumerArbitration',
      'webProvider',
      'registrationNumber',
      'cookieVendor',
    ],
    decoys: {
      phones: ['0 800 47 33 33', '09 69 39 69 99'],
      addresses: [
        '27 avenue de la Libération, 42400 Saint-Chamond',
        '2 rue Kellermann, 59100 Roubaix',
      ],
      years: [1994, 2018, 2016],
    },
  },
  // Madrid law firm on Squarespace whose page is all mortgages, banks, flats and property
  // purchases: mediation since 2018, bar member since 1998, building of 1905, the bar association's
  // address and phone, fee figures; founded 1972.
  {
    domain: 'abogados-salcedo-t.es',
    name: 'Salcedo Arroyo Abogados',
    language: 'es',
    kind: 'misleading',
    category: 'legal-services-and-government',
    subcategory: 'lawyers-and-attorneys',
    contacts: {
      phone: '914 35 62 08',
      email: 'despacho@abogados-salcedo-t.es',
      street: 'Calle de Velázquez 57',
      address: 'Calle de Velázquez 57, 3.º izq., 28001 Madrid',
      founded: 1972,
      linkedin: 'https://www.linkedin.com/company/salcedo-arroyo-abogados',
    },
    traps: [
      'licenceYear',
      'buildingYear',
      'professionalBody',
      'priceFigures',
      'registrationNumber',
    ],
    decoys: {
      phones: ['91 435 78 10'],
      addresses: ['Calle Serrano 9, 28001 Madrid'],
      years: [2018, 1998, 1905],
    },
  },
  // Haarlem notary as a Next.js app-router shell (self.__next_f.push flight data): notary since
  // 2008, villa of 1898, digital signing since 2021, the notaries' body address and helpline, KvK
  // and client-account IBAN; founded (opgericht) 1964.
  {
    domain: 'notaris-bosman-t.nl',
    name: 'Notariskantoor Bosman',
    language: 'nl',
    kind: 'jsShell',
    category: 'legal-services-and-government',
    subcategory: 'legal-service-providers',
    contacts: {
      phone: '023 531 20 45',
      email: 'info@notaris-bosman-t.nl',
      street: 'Zijlweg 84',
      address: 'Zijlweg 84, 2013 DK Haarlem',
      founded: 1964,
      linkedin: 'https://www.linkedin.com/company/notariskantoor-bosman',
    },
    traps: ['licenceYear', 'buildingYear', 'professionalBody', 'helpline', 'bankDetails'],
    decoys: {
      phones: ['0900-346 93 93'],
      addresses: ['Spui 184, 2511 BW Den Haag'],
      years: [2008, 1898, 2021],
    },
  },
  // Warkworth volunteer archive (hand-made): the post office built 1884, digitising since 2019 a
  // paper of 1901, archivist since 1997, the public library's address and the council's phone,
  // charity and bank numbers; established 1979.
  {
    domain: 'kowhaiheritage-t.org.nz',
    name: 'Kowhai Coast Heritage Archive',
    language: 'en',
    kind: 'plain',
    category: 'legal-services-and-government',
    subcategory: 'libraries-and-archives',
    contacts: {
      phone: '09 425 7712',
      email: 'archive@kowhaiheritage-t.org.nz',
      street: '41 Queen Street',
      address: '41 Queen Street, Warkworth 0910',
      founded: 1979,
      facebook: 'https://www.facebook.com/kowhaiheritagearchive',
    },
    traps: [
      'buildingYear',
      'experienceYears',
      'namesakeBusiness',
      'publicOffice',
      'bankDetails',
      'registrationNumber',
    ],
    decoys: {
      phones: ['09 301 0110'],
      addresses: ['2 Alnwick Street, Warkworth 0910'],
      years: [1884, 2019, 1901, 1997],
    },
  },
  // Portuguese parish council on TYPO3 with a 35-link mega menu, cookie notice and
  // accessibility/RGPD footer: church of 1762, the fair since 1985, the town hall's address and
  // phone, the health centre and SNS 24 lines, news dates, NIF and IBAN; parish created 1928.
  {
    domain: 'jf-valedosouto-t.pt',
    name: 'Junta de Freguesia de Vale do Souto',
    language: 'pt',
    kind: 'boilerplate',
    category: 'legal-services-and-government',
    subcategory: 'municipal-department',
    contacts: {
      phone: '255 812 340',
      email: 'geral@jf-valedosouto-t.pt',
      street: 'Largo do Souto 5',
      address: 'Largo do Souto 5, 4620-301 Lousada',
      founded: 1928,
      facebook: 'https://www.facebook.com/jfvaledosouto',
    },
    traps: [
      'buildingYear',
      'localAnniversary',
      'publicOffice',
      'helpline',
      'bankDetails',
      'cookieVendor',
    ],
    decoys: {
      phones: ['255 820 500', '255 820 100', '808 24 24 24'],
      addresses: ['Praça Dr. Francisco Sá Carneiro, 4620-695 Lousada'],
      years: [1762, 1985],
    },
  },
  // Bordeaux bookshop (WordPress) in a wine merchant's cellars, named "La Cave" and talking of
  // grands crus, barrels and tastings: the merchant founded 1872, the wine-shop partner's phone and
  // mail, bookseller since 1991, comics since 2015, SIRET; founded 1983.
  {
    domain: 'lacaveauxlivres-t.fr',
    name: 'La Cave aux Livres',
    language: 'fr',
    kind: 'misleading',
    category: 'media-and-publishing',
    subcategory: 'books-and-magazines',
    contacts: {
      phone: '05 56 44 27 13',
      email: 'librairie@lacaveauxlivres-t.fr',
      street: '17 rue des Bahutiers',
      address: '17 rue des Bahutiers, 33000 Bordeaux',
      founded: 1983,
      facebook: 'https://www.facebook.com/lacaveauxlivresbordeaux',
    },
    traps: [
      'previousBusinessYear',
      'namesakeBusiness',
      'eventSupplier',
      'experienceYears',
      'registrationNumber',
    ],
    decoys: {
      phones: ['05 56 81 42 10'],
      emails: ['contact@cave-saintpierre.fr'],
      years: [1872, 1991, 2015],
    },
  },
  // Turin photographer on Squarespace with no founding year: photographer since 2004, palazzo of
  // 1853, drone work since 2016, an award of 2019, the print lab's phone, P.IVA and prices.
  {
    domain: 'luciamarchetti-foto-t.it',
    name: 'Lucia Marchetti Fotografia',
    language: 'it',
    kind: 'plain',
    category: 'media-and-publishing',
    subcategory: 'photography',
    contacts: {
      phone: '+39 011 812 4470',
      email: 'studio@luciamarchetti-foto-t.it',
      street: 'Via Po 18',
      address: 'Via Po 18, 10123 Torino',
      facebook: 'https://www.facebook.com/luciamarchettifotografia',
    },
    traps: ['experienceYears', 'buildingYear', 'awardYear', 'supplierContact', 'priceFigures'],
    decoys: {
      phones: ['011 436 2290'],
      years: [2004, 1853, 2016, 2019],
    },
  },
  // Nashville recording studio (Webflow) named after and talking of the bakery it occupies (ovens,
  // sourdough, bagels): the bakery here 1936–1998 with its phone, a 1973 console, podcasts since
  // 2020, engineer since 2003, day rates; founded 2011.
  {
    domain: 'bakehouse-studio-t.us',
    name: 'The Bakehouse',
    language: 'en',
    kind: 'misleading',
    category: 'media-and-publishing',
    subcategory: 'video-and-sound',
    contacts: {
      phone: '(615) 742-3390',
      email: 'hello@bakehouse-studio-t.us',
      street: '1412 Clinton St',
      address: '1412 Clinton St, Nashville, TN 37203',
      founded: 2011,
      linkedin: 'https://www.linkedin.com/company/the-bakehouse-recording',
      facebook: 'https://www.facebook.com/bakehousestudionashville',
    },
    traps: [
      'previousBusinessYear',
      'namesakeBusiness',
      'modelYear',
      'experienceYears',
      'priceFigures',
    ],
    decoys: {
      phones: ['(615) 254-1180'],
      years: [1936, 1998, 1973, 2020, 2003],
    },
  },
  // Ghent accountancy on Jimdo: accredited since 1995, the 2014 takeover, digital since 2020, the
  // professional institute's address and the tax office's phone, company and ITAA numbers; founded
  // (opgericht) 1978.
  {
    domain: 'boekhouding-claes-t.be',
    name: 'Boekhoudkantoor Claes',
    language: 'nl',
    kind: 'plain',
    category: 'money-and-insurance',
    subcategory: 'accounting-and-tax',
    contacts: {
      phone: '09 245 61 30',
      email: 'kantoor@boekhouding-claes-t.be',
      street: 'Kortrijksesteenweg 1102',
      address: 'Kortrijksesteenweg 1102, 9051 Sint-Denijs-Westrem',
      founded: 1978,
      linkedin: 'https://www.linkedin.com/company/boekhoudkantoor-claes',
    },
    traps: ['licenceYear', 'timeline', 'professionalBody', 'publicOffice', 'registrationNumber'],
    decoys: {
      phones: ['02 572 57 57'],
      addresses: ['Legrandlaan 45, 1050 Brussel'],
      years: [1995, 2014, 2020],
    },
  },
  // Curitiba insurance broker on WordPress with an LGPD cookie banner, a 35-link mega menu,
  // newsletter and SUSEP legal footer: broker licensed since 1989, farm insurance since 2017, the
  // 2003 move, an insurer's 24h line and the regulator's ombudsman, CNPJ and SUSEP numbers; founded
  // 1993.
  {
    domain: 'horizonte-corretora-t.com.br',
    name: 'Horizonte Corretora de Seguros',
    language: 'pt',
    kind: 'boilerplate',
    category: 'money-and-insurance',
    subcategory: 'insurance',
    contacts: {
      phone: '(41) 3322-8150',
      email: 'atendimento@horizonte-corretora-t.com.br',
      street: 'Rua Marechal Deodoro 630',
      address: 'Rua Marechal Deodoro 630, conj. 1204, Centro, Curitiba – PR, 80010-010',
      founded: 1993,
      linkedin: 'https://www.linkedin.com/company/horizonte-corretora-de-seguros',
      facebook: 'https://www.facebook.com/horizontecorretoraseguros',
    },
    traps: [
      'licenceYear',
      'timeline',
      'insurerDetails',
      'breakdownService',
      'supervisoryAuthority',
      'registrationNumber',
      'cookieVendor',
    ],
    decoys: {
      phones: ['0800 701 4120', '0800 021 8484'],
      years: [1989, 2017, 2003],
    },
  },
  // Edinburgh estate agent (hand-made) with no founding year: a listed flat's tenement of 1882,
  // agent since 1999, letting register since 2018, the ombudsman's address and a conveyancer's
  // phone, listing refs, prices and a letting date.
  {
    domain: 'glenmore-property-t.co.uk',
    name: 'Glenmore Property',
    language: 'en',
    kind: 'plain',
    category: 'money-and-insurance',
    subcategory: 'real-estate',
    contacts: {
      phone: '0131 229 4816',
      email: 'hello@glenmore-property-t.co.uk',
      street: '112 Bruntsfield Place',
      address: '112 Bruntsfield Place, Edinburgh EH10 4ES',
      linkedin: 'https://www.linkedin.com/company/glenmore-property',
      facebook: 'https://www.facebook.com/glenmorepropertyedinburgh',
    },
    traps: [
      'buildingYear',
      'experienceYears',
      'licenceYear',
      'consumerArbitration',
      'recommendedPartner',
      'priceFigures',
      'registrationNumber',
    ],
    decoys: {
      phones: ['0131 225 9901'],
      addresses: ['Milford House, 43-55 Milford Street, Salisbury SP1 2BP'],
      years: [1882, 1999, 2018],
    },
  },
  // Parked domain for sale with sponsored "related searches" (lettings, flights, insurance): no
  // business.
  {
    domain: 'harbourview-lettings-t.co.uk',
    name: 'harbourview-lettings-t.co.uk',
    language: 'en',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
  },
  // SeedProd "coming soon" page with a countdown and newsletter box; only the web agency's mailbox.
  {
    domain: 'bergblick-kaernten-t.at',
    name: 'bergblick-kaernten-t.at',
    language: 'de',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['webProvider'],
    decoys: {
      emails: ['hallo@pixelwerk-salzburg.at'],
    },
  },
  // cPanel "cuenta suspendida" page under a name that sounds like an auto-parts shop; only the
  // host's support mail and phone and a reference code.
  {
    domain: 'refaccionaria-delvalle-t.com.mx',
    name: 'refaccionaria-delvalle-t.com.mx',
    language: 'es',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['webProvider'],
    decoys: {
      phones: ['55 4170 8800'],
      emails: ['soporte@hostingmx-planes.com.mx'],
    },
  },
  // Plesk default web page under a name that sounds like a pastry shop: no business.
  {
    domain: 'pasticceria-dolcevita-t.it',
    name: 'pasticceria-dolcevita-t.it',
    language: 'it',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
  },
  // Untouched Shopify Dawn template in Portuguese: placeholder banner, "Título do produto de
  // exemplo" at R$ 0,00, no shop.
  {
    domain: 'modaverao-t.com.br',
    name: 'modaverao-t.com.br',
    language: 'pt',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
  },
];
