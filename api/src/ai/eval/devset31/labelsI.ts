import type { HandWrittenLabel } from '../handWrittenLabel.ts';

/**
 * devset31, author I's third: 44 hand-written homepages (`pages/{domain}.html`, every domain's
 * name part ending in `-i`) whose words point to the wrong trade.
 *
 * Main categories (39 business pages, no subcategory twice): Public & Local Services 6,
 * Restaurants & Bars 6, Shopping & Fashion 5, Sports 7, Travel & Vacation 5, Utilities 3,
 * Vehicles & Transportation 7; and 5 say-nothing pages.
 * Languages: en 8 (Canada, UK, South Africa, Ireland, Australia, India), de 6 (Germany, Switzerland,
 * Austria), fr 6 (Switzerland, Belgium, Québec, France, Luxembourg), es 6 (Peru, Spain, Mexico,
 * Colombia), nl 6 (Netherlands, Flanders), it 6, pt 6 (Brazil, Portugal), with their own phone,
 * postcode and address formats.
 * Kinds: misleading 24, jsShell 7 (Remix `__remixContext`, Next app router `self.__next_f`, Nuxt 2
 * `window.__NUXT__`, SvelteKit fetched data, Astro island props, Nuxt 3 `__NUXT_DATA__`, Angular
 * `ng-state`), boilerplate 7, plain 1 (Dutch), sayNothing 5. Most JS shells and boilerplate pages
 * are misleading in their words too; they are labelled by their technical kind.
 *
 * The theme: most of each page's words belong to another trade than the one the company sells in
 * (its customers' trade, a trade its name borrows, its premises' former business, a product it only
 * uses, a club it sponsors, a sponsor, a lookalike trade, a metaphor), the company's own trade said
 * once or twice, plainly.
 *
 * Labelling rules: `category`/`subcategory` are catalogue slugs for what the company itself sells
 * today (a seller to another trade by what it sells, a business named after another trade by its
 * own). `contacts` holds only what the page states as the company's own: `phone` as written,
 * `email`, `street` and the whole `address` as written, `founded` only the company's own founding or
 * opening year (a former business in the same premises or the family's older trade is a decoy),
 * `linkedin`/`facebook` exactly as in the href. A field the page does not state is left out.
 * `decoys` are other parties' phones, mails, addresses and profiles, and years a careless reader
 * might take for the founding; each appears verbatim on its page. Say-nothing pages:
 * `uncategorised`, no contacts.
 */
export const DEVSET31_LABELS_I: readonly HandWrittenLabel[] = [
  // --- English ---
  // Regional airline (Thunder Bay) in a Remix payload, its words about fly-in fishing lodges and hunting outfitters; a partner lodge's phone and "since 1952", the licence year.
  {
    domain: 'northshore-air-i.ca',
    name: 'Northshore Air',
    language: 'en',
    kind: 'jsShell',
    category: 'travel-and-vacation',
    subcategory: 'airlines-and-air-travel',
    contacts: {
      phone: '(807) 475-2290',
      email: 'reservations@northshore-air-i.ca',
      street: '1100 Walsh Street West',
      address: 'Hangar 4, 1100 Walsh Street West, Thunder Bay, ON P7E 4X9',
      founded: 1987,
      linkedin: 'https://www.linkedin.com/company/northshore-air-i',
      facebook: 'https://www.facebook.com/NorthshoreAirYQT',
    },
    traps: ['recommendedPartner', 'licenceYear'],
    decoys: { phones: ['(807) 727-3310'], years: [1952, 1991] },
  },
  // Korean barbecue restaurant in a Next app-router payload, its words about karaoke rooms; the karaoke system supplier's mailbox.
  {
    domain: 'seoul-fire-bbq-i.co.uk',
    name: 'Seoul Fire',
    language: 'en',
    kind: 'jsShell',
    category: 'restaurants-and-bars',
    subcategory: 'chinese-and-korean-cuisine',
    contacts: {
      phone: '0161 236 4471',
      email: 'bookings@seoul-fire-bbq-i.co.uk',
      street: '48 Faulkner Street',
      address: '48 Faulkner Street, Manchester M1 4FH',
      facebook: 'https://www.facebook.com/seoulfiremcr',
    },
    traps: ['supplierContact'],
    decoys: { emails: ['support@ksong-systems.co.uk'] },
  },
  // Bakkie and van hire (Randburg) under a POPIA cookie wall, mega-menu of moving-house tips, newsletter, accessibility and chat widgets; breakdown partner's number, copyright year.
  {
    domain: 'rand-van-hire-i.co.za',
    name: 'Rand Van & Bakkie Hire',
    language: 'en',
    kind: 'boilerplate',
    category: 'vehicles-and-transportation',
    subcategory: 'vehicle-rental',
    contacts: {
      phone: '011 782 4410',
      email: 'bookings@rand-van-hire-i.co.za',
      street: '27 Judges Avenue',
      address: '27 Judges Avenue, Cresta, Randburg, 2194',
      founded: 2009,
    },
    traps: ['breakdownService', 'copyrightYear'],
    decoys: { phones: ['0800 033 007'], years: [2024] },
  },
  // Parked domain with sponsored ad links; no traps.
  {
    domain: 'meridian-holdings-i.com',
    name: 'meridian-holdings-i.com',
    language: 'en',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
  },
  // Skip hire (Cork) whose page is renovation guides and builders' projects; a builder's testimonial phone, the permit year.
  {
    domain: 'leevalley-skips-i.ie',
    name: 'Lee Valley Skips',
    language: 'en',
    kind: 'misleading',
    category: 'public-and-local-services',
    subcategory: 'waste-management',
    contacts: {
      phone: '021 496 3380',
      email: 'orders@leevalley-skips-i.ie',
      street: 'Unit 6 Kilbarry Business Park',
      address: 'Unit 6 Kilbarry Business Park, Dublin Hill, Cork T23 K2X5',
      founded: 1998,
      linkedin: 'https://www.linkedin.com/company/lee-valley-skips-i',
      facebook: 'https://www.facebook.com/LeeValleySkipsCork',
    },
    traps: ['testimonialSignature', 'licenceYear'],
    decoys: { phones: ['087 221 4410'], years: [2004] },
  },
  // Strength gym in a former bank branch, the bank's history at length; the building's 1888 and the strongroom door's 1923.
  {
    domain: 'the-vault-gym-i.com.au',
    name: 'The Vault',
    language: 'en',
    kind: 'misleading',
    category: 'sports',
    subcategory: 'fitness-and-weight-lifting',
    contacts: {
      phone: '(03) 9417 2286',
      email: 'lift@the-vault-gym-i.com.au',
      street: '212 Smith Street',
      address: '212 Smith Street, Collingwood VIC 3066',
      founded: 2016,
      facebook: 'https://www.facebook.com/thevaultcollingwood',
    },
    traps: ['buildingYear'],
    decoys: { years: [1888, 1923] },
  },
  // Sports equipment maker for schools (Pune), in PE teachers' and principals' words; a client school's mailbox, NEP 2020.
  {
    domain: 'khelkit-sports-i.in',
    name: 'KhelKit Sports Supplies',
    language: 'en',
    kind: 'misleading',
    category: 'sports',
    subcategory: 'equipment-and-associations',
    contacts: {
      phone: '+91 20 2567 8841',
      email: 'schools@khelkit-sports-i.in',
      street: 'Plot 14, Bhosari MIDC',
      address: 'Plot 14, Bhosari MIDC, Pune 411026, Maharashtra',
      founded: 2003,
      linkedin: 'https://www.linkedin.com/company/khelkit-sports-i',
      facebook: 'https://www.facebook.com/khelkitsports',
    },
    traps: ['clientReference', 'standardYear'],
    decoys: { emails: ['sportsoffice@greenwoodhigh-pune.in'], years: [2020] },
  },
  // Travel agent for rugby supporters (Limerick), its page fixtures and terraces; a stadium's address, the club's ticket office.
  {
    domain: 'shamrock-away-travel-i.ie',
    name: 'Shamrock Away',
    language: 'en',
    kind: 'misleading',
    category: 'travel-and-vacation',
    subcategory: 'travel-agencies',
    contacts: {
      phone: '061 315 872',
      email: 'tours@shamrock-away-travel-i.ie',
      street: "14 O'Connell Street",
      address: "14 O'Connell Street, Limerick V94 X2F6",
      founded: 2005,
      facebook: 'https://www.facebook.com/ShamrockAwayTravel',
    },
    traps: ['eventVenue', 'ticketOffice'],
    decoys: {
      phones: ['061 421 100'],
      addresses: ['Stade Vélodrome, 3 Boulevard Michelet, 13008 Marseille'],
    },
  },
  // --- German ---
  // Green-power supplier for farms in a Nuxt 2 payload, its words about dairy cows, milking robots and farm shops; the grid operator's fault line.
  {
    domain: 'agrarstrom-hofmann-i.de',
    name: 'AgrarStrom Hofmann',
    language: 'de',
    kind: 'jsShell',
    category: 'utilities',
    subcategory: 'energy-and-power',
    contacts: {
      phone: '0441 960 318-0',
      email: 'service@agrarstrom-hofmann-i.de',
      street: 'Ammerländer Heerstraße 231',
      address: 'Ammerländer Heerstraße 231, 26129 Oldenburg',
      founded: 2011,
      linkedin: 'https://www.linkedin.com/company/agrarstrom-hofmann-i',
    },
    traps: ['utilityEmergency'],
    decoys: { phones: ['0800 2 466 390'] },
  },
  // Alterations tailor (Berlin) under a consent wall, mega-menu, newsletter, legal footer, widgets; half its words about its sewing machines, the Pfaff "von 1962".
  {
    domain: 'aenderungsschneiderei-yildiz-i.de',
    name: 'Änderungsschneiderei Yıldız',
    language: 'de',
    kind: 'boilerplate',
    category: 'shopping-and-fashion',
    subcategory: 'clothing-rental-and-repair',
    contacts: {
      phone: '030 6813 4492',
      email: 'info@aenderungsschneiderei-yildiz-i.de',
      street: 'Karl-Marx-Straße 118',
      address: 'Karl-Marx-Straße 118, 12043 Berlin',
      founded: 1994,
    },
    traps: ['modelYear'],
    decoys: { years: [1962] },
  },
  // Maintenance page ("Wartungsarbeiten"); no traps.
  {
    domain: 'bergblick-i.at',
    name: 'bergblick-i.at',
    language: 'de',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
  },
  // Coffee bar in a former bicycle workshop, named after it, the workshop's history at length; its 1931 and 1968, the neighbouring bike shop's phone.
  {
    domain: 'velowerkstatt-kaffee-i.ch',
    name: 'Kaffeebar Velowerkstatt',
    language: 'de',
    kind: 'misleading',
    category: 'restaurants-and-bars',
    subcategory: 'bars-and-cafes',
    contacts: {
      phone: '044 272 18 60',
      email: 'hallo@velowerkstatt-kaffee-i.ch',
      street: 'Josefstrasse 141',
      address: 'Josefstrasse 141, 8005 Zürich',
      founded: 2018,
      facebook: 'https://www.facebook.com/velowerkstattkaffee',
    },
    traps: ['previousBusinessYear', 'recommendedPartner'],
    decoys: { phones: ['044 271 03 22'], years: [1931, 1968] },
  },
  // Handbag maker called "Sattlerei", the great-grandfather's saddlery for horses and Fiaker told at length; 1896 and 1979 are the old saddlery's.
  {
    domain: 'sattlerei-gruber-i.at',
    name: 'Sattlerei Gruber',
    language: 'de',
    kind: 'misleading',
    category: 'shopping-and-fashion',
    subcategory: 'accessories',
    contacts: {
      phone: '+43 1 523 47 19',
      email: 'werkstatt@sattlerei-gruber-i.at',
      street: 'Zollergasse 9',
      address: 'Zollergasse 9, 1070 Wien',
      founded: 2012,
      facebook: 'https://www.facebook.com/sattlereigruberwien',
    },
    traps: ['familyHistoryYear', 'previousBusinessYear'],
    decoys: { years: [1896, 1979] },
  },
  // Horse-trailer builder whose page is horse welfare and loading training; an equine clinic's phone, a trade fair year.
  {
    domain: 'pferdeanhaenger-brandt-i.de',
    name: 'Brandt Fahrzeugbau',
    language: 'de',
    kind: 'misleading',
    category: 'vehicles-and-transportation',
    subcategory: 'other-vehicles-and-trailers',
    contacts: {
      phone: '02581 94 37 20',
      email: 'anhaenger@pferdeanhaenger-brandt-i.de',
      street: 'Hansestraße 44',
      address: 'Hansestraße 44, 48231 Warendorf',
      founded: 1991,
    },
    traps: ['recommendedPartner', 'tradeFair'],
    decoys: { phones: ['02581 63 30 0'], years: [2025] },
  },
  // --- French ---
  // Public ice rink in SvelteKit fetched data, its words about refrigeration and district heating; the heat network's phone, the plant's 2019.
  {
    domain: 'patinoire-yverdon-i.ch',
    name: "Patinoire d'Yverdon",
    language: 'fr',
    kind: 'jsShell',
    category: 'sports',
    subcategory: 'hockey-and-ice-skating',
    contacts: {
      phone: '024 423 61 70',
      email: 'accueil@patinoire-yverdon-i.ch',
      street: 'Rue des Pêcheurs 12',
      address: 'Rue des Pêcheurs 12, 1400 Yverdon-les-Bains',
      founded: 1974,
      facebook: 'https://www.facebook.com/patinoireyverdon',
    },
    traps: ['partnerNetwork', 'buildingYear'],
    decoys: { phones: ['024 423 65 00'], years: [2019] },
  },
  // Taxi company (Liège) under a cookie wall and widgets, its words about dialysis, chemotherapy and mutual insurance; a clinic's admissions line.
  {
    domain: 'taxis-meuse-i.be',
    name: 'Taxis Meuse',
    language: 'fr',
    kind: 'boilerplate',
    category: 'vehicles-and-transportation',
    subcategory: 'taxis-and-public-transport',
    contacts: {
      phone: '04 252 33 33',
      email: 'dispatch@taxis-meuse-i.be',
      street: 'Quai de Rome 27',
      address: 'Quai de Rome 27, 4000 Liège',
      founded: 1978,
    },
    traps: ['clientReference'],
    decoys: { phones: ['04 321 72 00'] },
  },
  // Host's default "Félicitations! Votre site est en ligne" page; no traps.
  {
    domain: 'lesjardinsboreal-i.ca',
    name: 'lesjardinsboreal-i.ca',
    language: 'fr',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
  },
  // Childcare centre (CPE, Montréal) whose page is its kitchen: chef, seasonal menus, farm suppliers, fermentation; the farm's and the ministry's phones.
  {
    domain: 'cpe-les-petits-radis-i.ca',
    name: 'CPE Les Petits Radis',
    language: 'fr',
    kind: 'misleading',
    category: 'public-and-local-services',
    subcategory: 'kids-and-family',
    contacts: {
      phone: '514 273-8814',
      email: 'info@cpe-les-petits-radis-i.ca',
      street: '6120, rue Saint-Denis',
      address: '6120, rue Saint-Denis, Montréal (Québec) H2S 2R9',
      founded: 1989,
      facebook: 'https://www.facebook.com/cpelespetitsradis',
    },
    traps: ['supplierContact', 'publicOffice'],
    decoys: { phones: ['450 247-3112', '1 855 336-8568'] },
  },
  // Workwear seller for chefs and bakers (Lyon), its page the kitchen rush and the bakehouse; a chef's testimonial phone and her Bocuse d'Or year.
  {
    domain: 'tenues-brigade-i.fr',
    name: 'Brigade',
    language: 'fr',
    kind: 'misleading',
    category: 'shopping-and-fashion',
    subcategory: 'clothing-and-underwear',
    contacts: {
      phone: '04 78 62 19 40',
      email: 'contact@tenues-brigade-i.fr',
      street: '38 rue Tronchet',
      address: '38 rue Tronchet, 69006 Lyon',
      founded: 2014,
      linkedin: 'https://www.linkedin.com/company/tenues-brigade-i',
      facebook: 'https://www.facebook.com/tenuesbrigade',
    },
    traps: ['testimonialSignature', 'awardYear'],
    decoys: { phones: ['04 78 28 10 55'], years: [2023] },
  },
  // Campsite on the Haute-Sûre lake (Luxembourg) whose page is carp fishing, baits and permits; the permit office's phone.
  {
    domain: 'camping-om-sei-i.lu',
    name: 'Camping Om Séi',
    language: 'fr',
    kind: 'misleading',
    category: 'travel-and-vacation',
    subcategory: 'accommodation-and-lodging',
    contacts: {
      phone: '+352 89 91 54',
      email: 'info@camping-om-sei-i.lu',
      street: 'Route de Lultzhausen 3',
      address: 'Route de Lultzhausen 3, L-9660 Insenborn',
      founded: 1967,
    },
    traps: ['publicOffice'],
    decoys: { phones: ['+352 40 22 01-1'] },
  },
  // --- Spanish ---
  // Food-tour operator (Lima) in Astro island props, its words all Peruvian dishes; the partner cevichería's phone.
  {
    domain: 'sabores-barranco-tours-i.pe',
    name: 'Sabores de Barranco',
    language: 'es',
    kind: 'jsShell',
    category: 'travel-and-vacation',
    subcategory: 'activities-and-tours',
    contacts: {
      phone: '+51 998 412 675',
      email: 'reservas@sabores-barranco-tours-i.pe',
      street: 'Jr. Domeyer 211',
      address: 'Jr. Domeyer 211, Barranco, Lima 15063',
      founded: 2015,
      facebook: 'https://www.facebook.com/saboresdebarranco',
    },
    traps: ['partnerNetwork'],
    decoys: { phones: ['(01) 477 8120'] },
  },
  // Golf club (Istán) under Cookiebot, a mega-menu of weddings and restaurant, newsletter, legal footer, widgets; the wedding planner's mailbox, copyright year.
  {
    domain: 'golf-los-almendros-i.es',
    name: 'Los Almendros Golf Club',
    language: 'es',
    kind: 'boilerplate',
    category: 'sports',
    subcategory: 'golf-and-ultimate',
    contacts: {
      phone: '952 83 47 10',
      email: 'reservas@golf-los-almendros-i.es',
      street: 'Ctra. de Istán km 3',
      address: 'Urbanización Los Almendros, Ctra. de Istán km 3, 29611 Istán, Málaga',
      founded: 1991,
    },
    traps: ['eventSupplier', 'copyrightYear'],
    decoys: { emails: ['hola@bodasdelsol.es'], years: [2025] },
  },
  // Recruitment agency for restaurants and hotels (CDMX) in kitchen and bar words; a client restaurant's phone, the REPSE year.
  {
    domain: 'talento-cocina-i.mx',
    name: 'Talento en Cocina',
    language: 'es',
    kind: 'misleading',
    category: 'public-and-local-services',
    subcategory: 'employment-and-career',
    contacts: {
      phone: '55 5207 4418',
      email: 'vacantes@talento-cocina-i.mx',
      street: 'Av. Álvaro Obregón 182',
      address: 'Av. Álvaro Obregón 182, Col. Roma Norte, 06700 Ciudad de México, CDMX',
      founded: 2016,
      linkedin: 'https://www.linkedin.com/company/talento-en-cocina-i',
    },
    traps: ['clientReference', 'licenceYear'],
    decoys: { phones: ['55 5511 3329'], years: [2021] },
  },
  // Vegetarian restaurant (Medellín) under one roof with a yoga studio, retreats and a shop, the restaurant said once; the teacher's personal Facebook.
  {
    domain: 'casa-prana-i.co',
    name: 'Casa Prana',
    language: 'es',
    kind: 'misleading',
    category: 'restaurants-and-bars',
    subcategory: 'vegetarian-and-diet',
    contacts: {
      phone: '+57 604 322 1870',
      email: 'hola@casa-prana-i.co',
      street: 'Carrera 43A # 8-41',
      address: 'Carrera 43A # 8-41, El Poblado, Medellín, Antioquia',
      facebook: 'https://www.facebook.com/casapranamedellin',
    },
    traps: ['personalProfile'],
    decoys: { links: ['https://www.facebook.com/valentina.yoga.medellin'] },
  },
  // Boxing club (Bilbao) in a former smithy named "La Forja", the blacksmiths' history at length; the smithy's 1902 and 1986.
  {
    domain: 'la-forja-boxeo-i.es',
    name: 'La Forja Boxing Club',
    language: 'es',
    kind: 'misleading',
    category: 'sports',
    subcategory: 'martial-arts-and-wrestling',
    contacts: {
      phone: '944 15 62 08',
      email: 'info@la-forja-boxeo-i.es',
      street: 'Calle Zamudio 7',
      address: 'Calle Zamudio 7, 48006 Bilbao, Bizkaia',
      founded: 2017,
      facebook: 'https://www.facebook.com/laforjabilbao',
    },
    traps: ['previousBusinessYear'],
    decoys: { years: [1902, 1986] },
  },
  // Tyre shop (Bogotá) whose page is tyre recycling and the take-back law, a lookalike of a tyre recycler; the recycling plant's phone, "Resolución 1326 de 2017".
  {
    domain: 'llantas-del-norte-i.co',
    name: 'Llantas del Norte',
    language: 'es',
    kind: 'misleading',
    category: 'vehicles-and-transportation',
    subcategory: 'auto-parts-and-wheels',
    contacts: {
      phone: '(601) 742 3318',
      email: 'ventas@llantas-del-norte-i.co',
      street: 'Autopista Norte # 146-28',
      address: 'Autopista Norte # 146-28, Bogotá',
      founded: 2001,
      facebook: 'https://www.facebook.com/llantasdelnortebogota',
    },
    traps: ['partnerNetwork', 'standardYear'],
    decoys: { phones: ['(601) 580 2211'], years: [2017] },
  },
  // --- Dutch ---
  // Plain airport car park (Eindhoven); its house number 1802 reads like a year, the airport's information desk.
  {
    domain: 'parkeren-welschap-i.nl',
    name: 'Parkeren Welschap',
    language: 'nl',
    kind: 'plain',
    category: 'vehicles-and-transportation',
    subcategory: 'airports-and-parking',
    contacts: {
      phone: '040 293 81 50',
      email: 'reserveren@parkeren-welschap-i.nl',
      street: 'Flight Forum 1802',
      address: 'Flight Forum 1802, 5657 DV Eindhoven',
      founded: 2012,
    },
    traps: ['namesakeYear', 'centreReception'],
    decoys: { phones: ['040 291 98 18'], years: [1802] },
  },
  // Housing association (Kampen) under a cookie notice, mega-menu, newsletter, legal footer, read-aloud and chat, its words about solar panels and heat pumps; the out-of-hours repair line.
  {
    domain: 'woonstichting-de-linde-i.nl',
    name: 'Woonstichting De Linde',
    language: 'nl',
    kind: 'boilerplate',
    category: 'public-and-local-services',
    subcategory: 'housing-associations',
    contacts: {
      phone: '038 331 42 00',
      email: 'info@woonstichting-de-linde-i.nl',
      street: 'Oudestraat 120',
      address: 'Oudestraat 120, 8261 CP Kampen',
      founded: 1919,
    },
    traps: ['outOfHoursService'],
    decoys: { phones: ['0800 022 6633'] },
  },
  // Login wall ("Aanmelden"); no traps.
  {
    domain: 'mijnportaal-vdb-i.be',
    name: 'mijnportaal-vdb-i.be',
    language: 'nl',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
  },
  // Lebanese restaurant (Borgerhout) whose page is the futsal club it sponsors; the club's mailbox, Facebook page and founding year.
  {
    domain: 'cedar-borgerhout-i.be',
    name: 'Restaurant Cedar',
    language: 'nl',
    kind: 'misleading',
    category: 'restaurants-and-bars',
    subcategory: 'middle-eastern-cuisine',
    contacts: {
      phone: '03 236 74 19',
      email: 'reservatie@cedar-borgerhout-i.be',
      street: 'Turnhoutsebaan 88',
      address: 'Turnhoutsebaan 88, 2140 Borgerhout',
      founded: 2008,
      facebook: 'https://www.facebook.com/cedarborgerhout',
    },
    traps: ['sponsor'],
    decoys: {
      emails: ['secretariaat@fcborgerhoutfutsal.be'],
      links: ['https://www.facebook.com/fcborgerhoutfutsal'],
      years: [1994],
    },
  },
  // Bike shop called "De Fietsapotheek", written in a pharmacy's metaphors; the real pharmacy next door.
  {
    domain: 'de-fietsapotheek-i.nl',
    name: 'De Fietsapotheek',
    language: 'nl',
    kind: 'misleading',
    category: 'vehicles-and-transportation',
    subcategory: 'bicycles',
    contacts: {
      phone: '030 231 77 40',
      email: 'balie@de-fietsapotheek-i.nl',
      street: 'Twijnstraat 31',
      address: 'Twijnstraat 31, 3511 ZH Utrecht',
      facebook: 'https://www.facebook.com/defietsapotheekutrecht',
    },
    traps: ['namesakeBusiness'],
    decoys: { phones: ['030 231 40 12'] },
  },
  // Swimming school (Gent) whose page is water treatment: ozone, UV, chlorine, heat pump; the drinking-water company's fault line.
  {
    domain: 'zwemschool-otter-i.be',
    name: 'Zwemschool Otter',
    language: 'nl',
    kind: 'misleading',
    category: 'sports',
    subcategory: 'swimming-and-water-sports',
    contacts: {
      phone: '09 225 18 43',
      email: 'info@zwemschool-otter-i.be',
      street: 'Drongensesteenweg 212',
      address: 'Drongensesteenweg 212, 9000 Gent',
      founded: 2003,
    },
    traps: ['utilityEmergency'],
    decoys: { phones: ['078 35 35 99'] },
  },
  // --- Italian ---
  // Pizza delivery (Milan) in a Nuxt 3 payload, its words about its electric scooter fleet and batteries; the scooter maker's freephone.
  {
    domain: 'pizza-volt-i.it',
    name: 'Pizza Volt',
    language: 'it',
    kind: 'jsShell',
    category: 'restaurants-and-bars',
    subcategory: 'takeaway',
    contacts: {
      phone: '02 4537 2210',
      email: 'ordini@pizza-volt-i.it',
      street: 'Via Giambellino 62',
      address: 'Via Giambellino 62, 20146 Milano MI',
      founded: 2020,
    },
    traps: ['manufacturerHotline'],
    decoys: { phones: ['800 912 330'] },
  },
  // Parish (Bologna) under an iubenda banner, a mega-menu of its bar, cinema, concerts and flea market, newsletter, widgets; the curia's switchboard, 1583 consecration, GDPR 2016.
  {
    domain: 'parrocchia-san-donato-i.it',
    name: 'Parrocchia di San Donato',
    language: 'it',
    kind: 'boilerplate',
    category: 'public-and-local-services',
    subcategory: 'religious-institutions',
    contacts: {
      phone: '051 24 61 83',
      email: 'segreteria@parrocchia-san-donato-i.it',
      street: 'Via San Donato 38',
      address: 'Via San Donato 38, 40127 Bologna BO',
    },
    traps: ['parentGroup', 'buildingYear', 'standardYear'],
    decoys: { phones: ['051 6480 611'], years: [1583, 2016] },
  },
  // Jeweller (Vicenza) whose page is wedding planning: venues, banquet, dress; the wedding planner's phone, a trade fair year.
  {
    domain: 'gioielleria-dalla-valle-i.it',
    name: 'Gioielleria Dalla Valle',
    language: 'it',
    kind: 'misleading',
    category: 'shopping-and-fashion',
    subcategory: 'jewelry-and-watches',
    contacts: {
      phone: '0444 32 18 07',
      email: 'info@gioielleria-dalla-valle-i.it',
      street: 'Corso Palladio 141',
      address: 'Corso Palladio 141, 36100 Vicenza VI',
      founded: 1962,
      facebook: 'https://www.facebook.com/gioielleriadallavalle',
    },
    traps: ['recommendedPartner', 'tradeFair'],
    decoys: { phones: ['0444 55 60 12'], years: [2025] },
  },
  // Marine fuel dock (Lerici) whose page is sailing the gulf, regattas and anchoring rules; the harbour office's phone and the sea emergency number 1530.
  {
    domain: 'carburanti-golfo-lerici-i.it',
    name: 'Distributore Nautico del Golfo',
    language: 'it',
    kind: 'misleading',
    category: 'utilities',
    subcategory: 'oil-and-fuel',
    contacts: {
      phone: '0187 96 53 21',
      email: 'banchina@carburanti-golfo-lerici-i.it',
      street: 'Calata Mazzini 5',
      address: 'Calata Mazzini 5, 19032 Lerici SP',
      founded: 1972,
    },
    traps: ['publicOffice', 'emergencyNumber'],
    decoys: { phones: ['0187 96 71 45', '1530'] },
  },
  // Car repair shop for taxis (Rome) in taxi drivers' words; the radiotaxi number.
  {
    domain: 'officina-taxi-prati-i.it',
    name: 'Officina Taxi Prati',
    language: 'it',
    kind: 'misleading',
    category: 'vehicles-and-transportation',
    subcategory: 'vehicle-repair-and-fuel',
    contacts: {
      phone: '06 3972 4410',
      email: 'officina@officina-taxi-prati-i.it',
      street: 'Via Ottaviano 72',
      address: 'Via Ottaviano 72, 00192 Roma RM',
      founded: 1985,
      facebook: 'https://www.facebook.com/officinataxiprati',
    },
    traps: ['partnerNetwork'],
    decoys: { phones: ['06 3570'] },
  },
  // Funeral home (Cuneo) in the family's former carpentry, furniture-making told at length; the carpentry's 1921.
  {
    domain: 'onoranze-funebri-ferrero-i.it',
    name: 'Ferrero Onoranze Funebri',
    language: 'it',
    kind: 'misleading',
    category: 'public-and-local-services',
    subcategory: 'funeral-and-memorial',
    contacts: {
      phone: '0171 69 34 02',
      email: 'info@onoranze-funebri-ferrero-i.it',
      street: 'Corso Nizza 88',
      address: 'Corso Nizza 88, 12100 Cuneo CN',
      founded: 1958,
    },
    traps: ['previousBusinessYear'],
    decoys: { years: [1921] },
  },
  // --- Portuguese ---
  // Shopping centre (Curitiba) in Angular ng-state, its words about the cinema, ice rink and food court; the cinema tenant's line.
  {
    domain: 'shopping-araucaria-i.com.br',
    name: 'Shopping Araucária',
    language: 'pt',
    kind: 'jsShell',
    category: 'shopping-and-fashion',
    subcategory: 'malls-and-marketplaces',
    contacts: {
      phone: '(41) 3021-4500',
      email: 'sac@shopping-araucaria-i.com.br',
      street: 'Rua Brigadeiro Franco, 2300',
      address: 'Rua Brigadeiro Franco, 2300 - Centro, Curitiba - PR, 80250-030',
      founded: 1997,
      facebook: 'https://www.facebook.com/shoppingaraucaria',
    },
    traps: ['tenantContact'],
    decoys: { phones: ['(41) 3029-8800'] },
  },
  // Water and sewage utility (Itabirito) under an LGPD banner, government-style accessibility bar, VLibras, mega-menu, newsletter, chat; its page is its water museum; the regulator's phone, the pump house's 1912.
  {
    domain: 'aguas-serra-azul-i.com.br',
    name: 'Águas da Serra Azul',
    language: 'pt',
    kind: 'boilerplate',
    category: 'utilities',
    subcategory: 'water-utilities',
    contacts: {
      phone: '0800 725 0195',
      email: 'atendimento@aguas-serra-azul-i.com.br',
      street: 'Av. Getúlio Vargas, 1450',
      address: 'Av. Getúlio Vargas, 1450 - Centro, Itabirito - MG, 35450-000',
      founded: 2002,
    },
    traps: ['supervisoryAuthority', 'buildingYear'],
    decoys: { phones: ['(31) 3915-8000'], years: [1912] },
  },
  // Expired hosting account notice; no traps.
  {
    domain: 'alojamento-expirado-i.pt',
    name: 'alojamento-expirado-i.pt',
    language: 'pt',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
  },
  // Japanese restaurant (Matosinhos) whose page is the fish auction and the fishermen; the auction's phone.
  {
    domain: 'sushi-mare-i.pt',
    name: 'Maré Sushi',
    language: 'pt',
    kind: 'misleading',
    category: 'restaurants-and-bars',
    subcategory: 'japanese-cuisine',
    contacts: {
      phone: '229 381 442',
      email: 'reservas@sushi-mare-i.pt',
      street: 'Rua Heróis de França 317',
      address: 'Rua Heróis de França 317, 4450-155 Matosinhos',
      founded: 2019,
      facebook: 'https://www.facebook.com/maresushimatosinhos',
    },
    traps: ['supplierContact'],
    decoys: { phones: ['229 990 100'] },
  },
  // Hotel in a former cotton mill (Guimarães), the textile history at length; the mill's 1884 and 1991.
  {
    domain: 'hotel-fabrica-do-ave-i.pt',
    name: 'Hotel Fábrica do Ave',
    language: 'pt',
    kind: 'misleading',
    category: 'travel-and-vacation',
    subcategory: 'hotels',
    contacts: {
      phone: '+351 253 410 820',
      email: 'reservas@hotel-fabrica-do-ave-i.pt',
      street: 'Rua da Fábrica 120',
      address: 'Rua da Fábrica 120, 4835-044 Guimarães',
      founded: 2016,
      facebook: 'https://www.facebook.com/hotelfabricadoave',
    },
    traps: ['previousBusinessYear'],
    decoys: { years: [1884, 1991] },
  },
  // Padel club (Lisbon) whose homepage is its main sponsor's new hybrid SUV; the car dealer's phone and mailbox.
  {
    domain: 'padel-restelo-i.pt',
    name: 'Restelo Padel Club',
    language: 'pt',
    kind: 'misleading',
    category: 'sports',
    subcategory: 'tennis-and-racquet-sports',
    contacts: {
      phone: '+351 213 018 664',
      email: 'geral@padel-restelo-i.pt',
      street: 'Rua Tomás de Figueiredo 6',
      address: 'Rua Tomás de Figueiredo 6, 1400-409 Lisboa',
      founded: 2020,
      facebook: 'https://www.facebook.com/restelopadelclub',
    },
    traps: ['sponsor'],
    decoys: { phones: ['217 110 330'], emails: ['vendas@belemautomoveis.pt'] },
  },
];
