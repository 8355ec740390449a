import type { HandWrittenLabel } from '../handWrittenLabel.ts';

/**
 * devset30, author F: 44 hand-written homepages of ordinary small and mid-sized businesses as a
 * crawler meets them in 2026 (WordPress, Wix, Squarespace, Jimdo, Shopify, Webflow, Shopware,
 * TYPO3, hand-made tables, one-page sites, parking and hosting pages, framework app shells).
 *
 * Main categories (39 business pages, each a different subcategory): Public & Local Services 6,
 * Restaurants & Bars 7, Shopping & Fashion 5, Sports 7, Travel & Vacation 4, Utilities 3,
 * Vehicles & Transportation 7; plus 5 say-nothing pages.
 * Languages: en 8 (Irish, South African, Canadian, Indian, generic), de 6 (German, Austrian,
 * Swiss), fr 6 (French, Swiss, Belgian, Luxembourgish, Québec), es 6 (Spanish, Mexican,
 * Colombian, Peruvian), nl 6 (Dutch, Belgian), it 6, pt 6 (Portuguese, Brazilian).
 * Kinds: plain 8, misleading 14, jsShell 8 (Nuxt 2, Nuxt 3, Next app router, Next pages router
 * with JSON-LD, SvelteKit, Remix, Astro island props, Angular ng-state), boilerplate 9,
 * sayNothing 5.
 *
 * Labelling rules: `category`/`subcategory` are catalogue slugs for what the company itself sells
 * today, as a careful reader files it (a business named after, or writing mostly about, another
 * trade is filed by its own). `contacts` holds only what the page states as the company's own:
 * `phone` exactly as the visible text or payload writes it, `email` as written, `street` and the
 * whole `address` as the page writes them, `founded` only the company's own founding/opening
 * year, `linkedin`/`facebook` exactly as in the href. Fields the page does not state are left
 * out. `decoys` list values on the page that are someone else's or years that are not the
 * founding; every one appears verbatim on the page. Say-nothing pages are
 * `uncategorised`/`uncategorised` with no contacts.
 */
export const DEVSET30_LABELS_F: readonly HandWrittenLabel[] = [
  // Public & Local Services

  // Dublin employment service whose page is all hospitality vacancies; traps: Intreo office phone, a hotel's careers mail, the national network's 1995.
  {
    domain: 'northside-jobs-f.ie',
    name: 'Northside Local Employment Service',
    language: 'en',
    kind: 'misleading',
    category: 'public-and-local-services',
    subcategory: 'employment-and-career',
    contacts: {
      phone: '(01) 867 4410',
      email: 'info@northside-jobs-f.ie',
      street: 'Malahide Road',
      address: 'Unit 4, Coolock Enterprise Centre, Malahide Road, Dublin 17, D17 KX20',
      founded: 2003,
      linkedin: 'https://www.linkedin.com/company/northside-les-f',
      facebook: 'https://www.facebook.com/NorthsideLESCoolock',
    },
    traps: ['parentGroup', 'publicOffice', 'clientReference'],
    decoys: {
      phones: ['(01) 816 7830'],
      emails: ['careers@grangehotel-clontarf.ie'],
      years: [1995],
    },
  },
  // Linz skip-hire and waste firm whose page speaks the building trade's words; traps: fax, a recommended builder's phone, ISO year, AWG 2002.
  {
    domain: 'mulden-gruber-f.at',
    name: 'Gruber Mulden & Entsorgung',
    language: 'de',
    kind: 'misleading',
    category: 'public-and-local-services',
    subcategory: 'waste-management',
    contacts: {
      phone: '0732 77 41 20',
      email: 'office@mulden-gruber-f.at',
      street: 'Industriezeile 47',
      address: 'Industriezeile 47, 4020 Linz',
      founded: 1987,
    },
    traps: ['faxNumber', 'recommendedPartner', 'certificationYear', 'standardYear'],
    decoys: { phones: ['0732 77 41 29', '0732 60 33 18'], years: [2011, 2002] },
  },
  // Braga parish with mass times; no founding year; traps: the church's building year 1691, the archdiocese's phone.
  {
    domain: 'paroquia-sao-vicente-f.pt',
    name: 'Paróquia de São Vicente',
    language: 'pt',
    kind: 'plain',
    category: 'public-and-local-services',
    subcategory: 'religious-institutions',
    contacts: {
      phone: '253 263 118',
      email: 'cartorio@paroquia-sao-vicente-f.pt',
      street: 'Largo de São Vicente',
      address: 'Largo de São Vicente, 4710-305 Braga',
      facebook: 'https://www.facebook.com/paroquiasaovicentebraga',
    },
    traps: ['buildingYear', 'parentGroup'],
    decoys: { phones: ['253 203 180'], years: [1691] },
  },
  // Québec family centre, Nuxt 2 window.__NUXT__ shell with contacts as function arguments; traps: Ligne Parents helpline, ministry recognition 2006.
  {
    domain: 'maison-famille-lotbiniere-f.ca',
    name: 'Maison de la Famille de Lotbinière',
    language: 'fr',
    kind: 'jsShell',
    category: 'public-and-local-services',
    subcategory: 'kids-and-family',
    contacts: {
      phone: '418 728-4422',
      email: 'info@maison-famille-lotbiniere-f.ca',
      street: '1090, rue Principale',
      address: '1090, rue Principale, Saint-Flavien (Québec)  G0S 2M0',
      founded: 1994,
      facebook: 'https://www.facebook.com/maisondelafamillelotbiniere',
    },
    traps: ['helpline', 'certificationYear'],
    decoys: { phones: ['1 800 361-5085'], years: [2006] },
  },
  // Dutch housing association under Cookiebot, ReadSpeaker, mega-menu, chat bot; postbus beside visiting address; traps: after-hours repair line, merger 2008, WoningNet.
  {
    domain: 'woonstichting-de-linde-f.nl',
    name: 'Woonstichting De Linde',
    language: 'nl',
    kind: 'boilerplate',
    category: 'public-and-local-services',
    subcategory: 'housing-associations',
    contacts: {
      phone: '(030) 693 22 10',
      email: 'info@woonstichting-de-linde-f.nl',
      street: 'Laan van Vollenhove 2101',
      address: 'Laan van Vollenhove 2101, 3706 AR Zeist',
      founded: 1919,
      linkedin: 'https://www.linkedin.com/company/woonstichting-de-linde-f',
    },
    traps: ['outOfHoursService', 'timeline', 'marketplace'],
    decoys: {
      phones: ['088 900 11 22'],
      years: [2008],
      links: ['https://www.woningnetregioutrecht.nl'],
    },
  },
  // Pesaro funeral home whose page is the family carpentry's story (its former and cousin's trade); traps: carpentry 1952, cousin's workshop phone and address, cemetery office.
  {
    domain: 'onoranze-ferrante-f.it',
    name: 'Onoranze Funebri Ferrante',
    language: 'it',
    kind: 'misleading',
    category: 'public-and-local-services',
    subcategory: 'funeral-and-memorial',
    contacts: {
      phone: '0721 45 21 88',
      email: 'info@onoranze-ferrante-f.it',
      street: 'Via Giuseppe Mameli 84',
      address: 'Via Giuseppe Mameli 84, 61121 Pesaro (PU)',
      founded: 1989,
      facebook: 'https://www.facebook.com/onoranzefunebriferrante',
    },
    traps: ['previousBusinessYear', 'sisterCompany', 'publicOffice'],
    decoys: {
      phones: ['0721 45 90 12', '0721 387 211'],
      addresses: ['Strada della Romagna 112'],
      years: [1952],
    },
  },

  // Restaurants & Bars

  // Ghent brown café on Wix under a OneTrust banner, Untappd widget, newsletter and chat; traps: 1668 gable, brewery's mail, OneTrust link.
  {
    domain: 'cafe-de-karper-f.be',
    name: 'Café De Karper',
    language: 'nl',
    kind: 'boilerplate',
    category: 'restaurants-and-bars',
    subcategory: 'bars-and-cafes',
    contacts: {
      phone: '09 225 61 30',
      email: 'hallo@cafedekarper-f.be',
      street: 'Kraanlei 21',
      address: 'Kraanlei 21, 9000 Gent',
      founded: 1927,
      facebook: 'https://www.facebook.com/cafedekarpergent',
    },
    traps: ['buildingYear', 'supplierContact', 'cookieVendor'],
    decoys: {
      emails: ['info@brouwerij-vandeneynde.be'],
      years: [1668],
      links: ['https://www.onetrust.com/privacy/'],
    },
  },
  // São Paulo temakeria, Next app router self.__next_f payload only; traps: iFood link, chef's 1998 diploma, web agency's phone.
  {
    domain: 'temakeria-kaze-f.com.br',
    name: 'Temakeria Kaze',
    language: 'pt',
    kind: 'jsShell',
    category: 'restaurants-and-bars',
    subcategory: 'japanese-cuisine',
    contacts: {
      phone: '(11) 3031-7742',
      email: 'contato@temakeriakaze-f.com.br',
      street: 'Rua Fradique Coutinho, 1117',
      address: 'Rua Fradique Coutinho, 1117 - Vila Madalena, São Paulo - SP, 05416-011',
      founded: 2014,
      facebook: 'https://www.facebook.com/temakeriakaze',
    },
    traps: ['marketplace', 'experienceYears', 'webProvider'],
    decoys: {
      phones: ['(11) 2384-5510'],
      years: [1998],
      links: ['https://www.ifood.com.br/delivery/sao-paulo-sp/temakeria-kaze-vila-madalena'],
    },
  },
  // Johannesburg Greek taverna, one-page Bootstrap site with map; traps: centre management phone, Eat Out award 2019, Mr D link.
  {
    domain: 'taverna-mykonos-f.co.za',
    name: 'Taverna Mykonos',
    language: 'en',
    kind: 'plain',
    category: 'restaurants-and-bars',
    subcategory: 'mediterranean-cuisine',
    contacts: {
      phone: '011 483 2290',
      email: 'bookings@tavernamykonos-f.co.za',
      street: '54 Tyrone Avenue',
      address: 'Shop 7, Parkview Centre, 54 Tyrone Avenue, Parkview, Johannesburg, 2193',
      founded: 1996,
      facebook: 'https://www.facebook.com/TavernaMykonosParkview',
    },
    traps: ['centreReception', 'awardYear', 'marketplace'],
    decoys: {
      phones: ['011 486 0055'],
      years: [2019],
      links: ['https://www.mrd.com/restaurant/taverna-mykonos-parkview'],
    },
  },
  // Cologne pizza delivery, Nuxt 3 __NUXT_DATA__ only; no founding year; traps: Lieferando link and hotline, menu year 2026.
  {
    domain: 'pizza-blitz-f.de',
    name: 'Pizza Blitz',
    language: 'de',
    kind: 'jsShell',
    category: 'restaurants-and-bars',
    subcategory: 'takeaway',
    contacts: {
      phone: '0221 / 55 01 44',
      email: 'bestellung@pizza-blitz-f.de',
      street: 'Venloer Straße 412',
      address: 'Venloer Straße 412, 50825 Köln',
    },
    traps: ['marketplace', 'priceListYear'],
    decoys: {
      phones: ['030 311 98 070'],
      years: [2026],
      links: ['https://www.lieferando.de/speisekarte/pizza-blitz-ehrenfeld'],
    },
  },
  // Lima cevichería whose page is about artisanal fishing; traps: fishermen's association phone and Facebook, grandfather's 1958.
  {
    domain: 'cevicheria-el-muelle-f.pe',
    name: 'Cevichería El Muelle',
    language: 'es',
    kind: 'misleading',
    category: 'restaurants-and-bars',
    subcategory: 'north-and-south-american-cuisine',
    contacts: {
      phone: '(01) 247 3390',
      email: 'reservas@elmuelle-f.pe',
      street: 'Av. Pedro de Osma 135',
      address: 'Av. Pedro de Osma 135, Barranco, Lima 15063',
      founded: 2009,
      facebook: 'https://www.facebook.com/cevicheriaelmuellebarranco',
    },
    traps: ['supplierContact', 'familyHistoryYear'],
    decoys: {
      phones: ['251 4477'],
      years: [1958],
      links: ['https://www.facebook.com/pescadoreschorrillos'],
    },
  },
  // Kitchener German restaurant on Squarespace with JSON-LD; traps: Oktoberfest since 1969, festival ticket office phone.
  {
    domain: 'schnitzel-haus-f.ca',
    name: 'Schnitzel Haus',
    language: 'en',
    kind: 'plain',
    category: 'restaurants-and-bars',
    subcategory: 'european-cuisine',
    contacts: {
      phone: '(519) 742-8810',
      email: 'eat@schnitzelhaus-f.ca',
      street: '1402 King St. E',
      address: '1402 King St. E, Kitchener, ON N2G 2N7',
      founded: 1978,
      facebook: 'https://www.facebook.com/SchnitzelHausKitchener',
    },
    traps: ['localAnniversary', 'ticketOffice'],
    decoys: { phones: ['519-576-0571'], years: [1969] },
  },
  // Milan vegan restaurant whose Webflow page is mostly the yoga studio upstairs; traps: the studio's phone, mail and 2009.
  {
    domain: 'verde-vivo-f.it',
    name: 'Verde Vivo',
    language: 'it',
    kind: 'misleading',
    category: 'restaurants-and-bars',
    subcategory: 'vegetarian-and-diet',
    contacts: {
      phone: '02 3653 1187',
      email: 'ciao@verdevivo-f.it',
      street: 'Via Vigevano 18',
      address: 'Via Vigevano 18, 20144 Milano',
      founded: 2017,
      facebook: 'https://www.facebook.com/verdevivomilano',
    },
    traps: ['tenantContact'],
    decoys: {
      phones: ['02 3653 1190'],
      emails: ['info@shantiyoga-milano.it'],
      years: [2009],
    },
  },

  // Shopping & Fashion

  // Lausanne jeweller-watch shop whose page is about watch manufacture; traps: a manufacture's phone and address, calibre 1931.
  {
    domain: 'bijouterie-rochat-f.ch',
    name: 'Bijouterie Rochat',
    language: 'fr',
    kind: 'misleading',
    category: 'shopping-and-fashion',
    subcategory: 'jewelry-and-watches',
    contacts: {
      phone: '+41 21 312 45 06',
      email: 'boutique@bijouterie-rochat-f.ch',
      street: 'Place de la Palud 9',
      address: 'Place de la Palud 9, 1003 Lausanne',
      founded: 1921,
    },
    traps: ['resoldBrand', 'modelYear'],
    decoys: {
      phones: ['+41 21 845 02 00'],
      addresses: ["Rue de l'Orbe 8, 1347 Le Sentier"],
      years: [1931],
    },
  },
  // Antwerp alterations tailor on Jimdo, mobile only, no email; traps: dry cleaner's phone and address on the same street, diploma 2004.
  {
    domain: 'naaiatelier-sofie-f.be',
    name: 'Naaiatelier Sofie',
    language: 'nl',
    kind: 'plain',
    category: 'shopping-and-fashion',
    subcategory: 'clothing-rental-and-repair',
    contacts: {
      phone: '0476 31 22 08',
      street: 'Kloosterstraat 54',
      address: 'Kloosterstraat 54, 2000 Antwerpen',
      founded: 2012,
      facebook: 'https://www.facebook.com/naaiateliersofie',
    },
    traps: ['recommendedPartner', 'experienceYears'],
    decoys: { phones: ['03 238 55 10'], addresses: ['Kloosterstraat 61'], years: [2004] },
  },
  // Medellín bridal shop on Wix with consent banner, accessibility menu, mega-menu, popup and WhatsApp chat; traps: mall PBX, Wix placeholder mail, collection 2026, data law 2012.
  {
    domain: 'novias-camila-f.com.co',
    name: 'Novias Camila',
    language: 'es',
    kind: 'boilerplate',
    category: 'shopping-and-fashion',
    subcategory: 'costume-and-wedding',
    contacts: {
      phone: '+57 315 842 1907',
      email: 'citas@noviascamila-f.com.co',
      street: 'Carrera 43A # 9 Sur - 91',
      address: 'Carrera 43A # 9 Sur - 91, Local 214, Centro Comercial Oviedo, Medellín',
      founded: 2005,
      facebook: 'https://www.facebook.com/noviascamilamedellin',
    },
    traps: ['centreReception', 'themeDemoContent', 'modelYear', 'standardYear'],
    decoys: {
      phones: ['(604) 311 0000'],
      emails: ['info@misitio.com'],
      years: [2026, 2012],
    },
  },
  // Porto leather bag shop on Shopify Dawn with cookie dialog, mega-menu, newsletter, chat; traps: arbitration centre's address, theme's default Facebook link, © 2026.
  {
    domain: 'malas-da-ribeira-f.pt',
    name: 'Malas da Ribeira',
    language: 'pt',
    kind: 'boilerplate',
    category: 'shopping-and-fashion',
    subcategory: 'accessories',
    contacts: {
      phone: '+351 222 081 934',
      email: 'ola@malasdaribeira-f.pt',
      street: 'Rua de São João 44',
      address: 'Rua de São João 44, 4050-552 Porto',
      founded: 2016,
      facebook: 'https://www.facebook.com/malasdaribeira',
    },
    traps: ['consumerArbitration', 'themeDemoContent', 'copyrightYear'],
    decoys: {
      addresses: ['Rua D. Afonso Henriques, 1, 4700-030 Braga'],
      years: [2026],
      links: ['https://www.facebook.com/shopify'],
    },
  },
  // Wels shopping centre whose page is its tenants' fashion, bakery and cinema news; traps: tenants' phones, rebuild 2019.
  {
    domain: 'einkaufszentrum-traunpark-f.at',
    name: 'Einkaufszentrum Traunpark',
    language: 'de',
    kind: 'misleading',
    category: 'shopping-and-fashion',
    subcategory: 'malls-and-marketplaces',
    contacts: {
      phone: '07242 44 980',
      email: 'info@traunpark-f.at',
      street: 'Salzburger Straße 223',
      address: 'Salzburger Straße 223, 4600 Wels',
      founded: 1998,
      linkedin: 'https://www.linkedin.com/company/traunpark-wels',
      facebook: 'https://www.facebook.com/TraunparkWels',
    },
    traps: ['tenantContact', 'timeline'],
    decoys: { phones: ['07242 44 981 20', '07242 21 33 40'], years: [2019] },
  },

  // Sports

  // Toulouse padel club on WordPress; traps: Playtomic booking link, FFT affiliation 2020.
  {
    domain: 'padel-club-garonne-f.fr',
    name: 'Padel Club Garonne',
    language: 'fr',
    kind: 'plain',
    category: 'sports',
    subcategory: 'tennis-and-racquet-sports',
    contacts: {
      phone: '05 61 42 87 90',
      email: 'contact@padelgaronne-f.fr',
      street: '12 chemin des Étroits',
      address: '12 chemin des Étroits, 31400 Toulouse',
      founded: 2019,
      facebook: 'https://www.facebook.com/padelclubgaronne',
    },
    traps: ['bookingPlatform', 'membershipYear'],
    decoys: { years: [2020], links: ['https://playtomic.io/padel-club-garonne-f'] },
  },
  // Bengaluru karate and Kalaripayattu school, SvelteKit inline data only; traps: sensei training since 1992, state association's mail.
  {
    domain: 'kalari-dojo-f.in',
    name: 'Kalari Dojo',
    language: 'en',
    kind: 'jsShell',
    category: 'sports',
    subcategory: 'martial-arts-and-wrestling',
    contacts: {
      phone: '+91 98450 21377',
      email: 'dojo@kalaridojo-f.in',
      street: 'No. 14, 2nd Floor, 5th Cross',
      address: 'No. 14, 2nd Floor, 5th Cross, HAL 2nd Stage, Indiranagar, Bengaluru 560038',
      founded: 2008,
      facebook: 'https://www.facebook.com/kalaridojoblr',
    },
    traps: ['experienceYears', 'professionalBody'],
    decoys: { emails: ['office@karnatakakarate.org'], years: [1992] },
  },
  // Puerto Escondido surf school whose page is a travel guide to the town; traps: a hostel's phone, surf contests since 1975.
  {
    domain: 'escuela-surf-zicatela-f.com.mx',
    name: 'Escuela de Surf Zicatela',
    language: 'es',
    kind: 'misleading',
    category: 'sports',
    subcategory: 'swimming-and-water-sports',
    contacts: {
      phone: '+52 954 582 1190',
      email: 'hola@surfzicatela-f.com.mx',
      street: 'Calle del Morro s/n',
      address: 'Calle del Morro s/n, Playa Zicatela, 71980 Puerto Escondido, Oax.',
      founded: 2011,
      facebook: 'https://www.facebook.com/escuelasurfzicatela',
    },
    traps: ['recommendedPartner', 'localAnniversary'],
    decoys: { phones: ['954 582 3344'], years: [1975] },
  },
  // Veluwe golf club under Complianz wall, member-login bar, weather, mega-menu, sponsors; traps: clubhouse restaurant phone, renovation 2021, NGF link.
  {
    domain: 'golfclub-de-heide-f.nl',
    name: 'Golfclub De Heide',
    language: 'nl',
    kind: 'boilerplate',
    category: 'sports',
    subcategory: 'golf-and-ultimate',
    contacts: {
      phone: '(055) 505 12 40',
      email: 'receptie@golfclubdeheide-f.nl',
      street: 'Koningsweg 180',
      address: 'Koningsweg 180, 7346 AJ Hoog Soeren',
      founded: 1964,
      facebook: 'https://www.facebook.com/golfclubdeheide',
    },
    traps: ['tenantContact', 'timeline', 'professionalBody'],
    decoys: { phones: ['055 505 12 49'], years: [2021], links: ['https://www.ngf.nl'] },
  },
  // Swiss shooting society whose page is its Schützenfest (beer tent, parade, fair); traps: caterer's phone, 175-year jubilee 2023, Swiss Shooting link.
  {
    domain: 'schuetzen-wil-f.ch',
    name: 'Schützengesellschaft Wil',
    language: 'de',
    kind: 'misleading',
    category: 'sports',
    subcategory: 'shooting-and-target-sports',
    contacts: {
      phone: '071 911 23 48',
      email: 'praesident@sgwil-f.ch',
      street: 'Thuraustrasse 30',
      address: 'Schiessanlage Thurau, Thuraustrasse 30, 9500 Wil SG',
      founded: 1848,
    },
    traps: ['eventSupplier', 'anniversaryYear', 'professionalBody'],
    decoys: {
      phones: ['071 923 55 10'],
      years: [2023],
      links: ['https://www.swissshooting.ch'],
    },
  },
  // Ontario skating academy, Remix __remixContext only, phone with extension; traps: the city arena's address, Skate Canada toll-free.
  {
    domain: 'north-bay-skating-f.ca',
    name: 'North Bay Skating Academy',
    language: 'en',
    kind: 'jsShell',
    category: 'sports',
    subcategory: 'hockey-and-ice-skating',
    contacts: {
      phone: '705-474-1933 ext. 2',
      email: 'registrar@northbayskating-f.ca',
      street: '1500 Fisher St',
      address: '1500 Fisher St, Suite 104, North Bay, ON P1B 2H3',
      founded: 1986,
      facebook: 'https://www.facebook.com/NorthBaySkatingAcademy',
    },
    traps: ['eventVenue', 'professionalBody'],
    decoys: {
      phones: ['1-888-747-2372'],
      addresses: ['Memorial Gardens, 100 Chippewa St W, North Bay'],
    },
  },
  // Tuscan amateur football club whose homepage post is about its pizzeria sponsor; no phone; traps: pizzeria's phone, address, 1974 and Facebook.
  {
    domain: 'asd-calcio-borgo-f.it',
    name: 'ASD Calcio Borgo',
    language: 'it',
    kind: 'misleading',
    category: 'sports',
    subcategory: 'ball-games',
    contacts: {
      email: 'segreteria@calcioborgo-f.it',
      street: 'Viale Pecori Giraldi 39',
      address: 'Stadio Comunale Romanelli, Viale Pecori Giraldi 39, 50032 Borgo San Lorenzo (FI)',
      founded: 1920,
      facebook: 'https://www.facebook.com/asdcalcioborgo',
    },
    traps: ['sponsor'],
    decoys: {
      phones: ['055 845 9120'],
      addresses: ['Piazza Dante 7'],
      years: [1974],
      links: ['https://www.facebook.com/pizzeriadagino.borgo'],
    },
  },

  // Travel & Vacation

  // Canazei hotel under iubenda banner, booking bar, mega-menu, weather, newsletter, WhatsApp; traps: booking engine's support mail, renovation 2018, tourist doctor's phone.
  {
    domain: 'hotel-alpenrose-f.it',
    name: 'Hotel Alpenrose',
    language: 'it',
    kind: 'boilerplate',
    category: 'travel-and-vacation',
    subcategory: 'hotels',
    contacts: {
      phone: '+39 0462 601 344',
      email: 'info@hotelalpenrose-f.it',
      street: 'Strèda Dolomites 88',
      address: 'Strèda Dolomites 88, 38032 Canazei (TN)',
      founded: 1962,
      facebook: 'https://www.facebook.com/hotelalpenrosecanazei',
    },
    traps: ['bookingPlatform', 'buildingYear', 'outOfHoursService'],
    decoys: {
      phones: ['0462 601 510'],
      emails: ['support@simplebooking.travel'],
      years: [2018],
    },
  },
  // Douro rural guesthouse, hand-made one-pager; traps: the house's 1780, price list 2026, Booking.com link.
  {
    domain: 'quinta-do-souto-f.pt',
    name: 'Quinta do Souto',
    language: 'pt',
    kind: 'plain',
    category: 'travel-and-vacation',
    subcategory: 'accommodation-and-lodging',
    contacts: {
      phone: '+351 254 321 870',
      email: 'reservas@quintadosouto-f.pt',
      street: 'Lugar do Souto',
      address: 'Lugar do Souto, 5110-204 Armamar',
      founded: 2004,
      facebook: 'https://www.facebook.com/quintadosoutodouro',
    },
    traps: ['buildingYear', 'priceListYear', 'bookingPlatform'],
    decoys: {
      years: [1780, 2026],
      links: ['https://www.booking.com/hotel/pt/quinta-do-souto-armamar.html'],
    },
  },
  // Cusco tour operator, Astro client:only island props only; traps: licence year 2010, PeruRail's enquiry line.
  {
    domain: 'inka-trails-cusco-f.pe',
    name: 'Inka Trails Cusco',
    language: 'es',
    kind: 'jsShell',
    category: 'travel-and-vacation',
    subcategory: 'activities-and-tours',
    contacts: {
      phone: '+51 984 112 730',
      email: 'reservas@inkatrailscusco-f.pe',
      street: 'Calle Plateros 358',
      address: 'Calle Plateros 358, Of. 2, Cusco 08002',
      founded: 2007,
      linkedin: 'https://www.linkedin.com/company/inka-trails-cusco-f',
      facebook: 'https://www.facebook.com/inkatrailscusco',
    },
    traps: ['licenceYear', 'serviceHotline'],
    decoys: { phones: ['(01) 612 6700'], years: [2010] },
  },
  // Luxembourg travel agency whose page is holiday offers (hotels, cruises, tours); traps: tour operator hotline, insurer's claims mail, Vakanz 2026 fair.
  {
    domain: 'voyages-moselle-f.lu',
    name: 'Voyages Moselle',
    language: 'fr',
    kind: 'misleading',
    category: 'travel-and-vacation',
    subcategory: 'travel-agencies',
    contacts: {
      phone: '+352 26 66 14 90',
      email: 'info@voyagesmoselle-f.lu',
      street: '12, route de Stadtbredimus',
      address: '12, route de Stadtbredimus, L-5570 Remich',
      founded: 1993,
    },
    traps: ['resoldBrand', 'insurerDetails', 'tradeFair'],
    decoys: {
      phones: ['+352 2798 4400'],
      emails: ['sinistres@assurvoyage.lu'],
      years: [2026],
    },
  },

  // Utilities

  // Limburg energy cooperative, Angular ng-state transfer state only; traps: grid operator's outage line, first turbine 2016, regulator link.
  {
    domain: 'energiecooperatie-zonnedorp-f.be',
    name: 'Energiecoöperatie Zonnedorp',
    language: 'nl',
    kind: 'jsShell',
    category: 'utilities',
    subcategory: 'energy-and-power',
    contacts: {
      phone: '011 72 55 40',
      email: 'info@zonnedorp-f.be',
      street: 'Stationsstraat 18',
      address: 'Stationsstraat 18, 3590 Diepenbeek',
      founded: 2013,
      linkedin: 'https://www.linkedin.com/company/zonnedorp-cv',
    },
    traps: ['utilityEmergency', 'timeline', 'supervisoryAuthority'],
    decoys: { phones: ['078 35 35 00'], years: [2016], links: ['https://www.vreg.be'] },
  },
  // Verviers heating-oil dealer whose page is boiler and heat-pump advice; traps: recommended heating firm's phone, trade body's phone, bonus 2026.
  {
    domain: 'mazout-dethier-f.be',
    name: 'Combustibles Dethier',
    language: 'fr',
    kind: 'misleading',
    category: 'utilities',
    subcategory: 'oil-and-fuel',
    contacts: {
      phone: '087/22.41.90',
      email: 'commandes@mazoutdethier-f.be',
      street: 'Rue de la Station 41',
      address: 'Rue de la Station 41, 4800 Verviers',
      founded: 1958,
      facebook: 'https://www.facebook.com/mazoutdethier',
    },
    traps: ['recommendedPartner', 'professionalBody', 'priceListYear'],
    decoys: { phones: ['087/33.12.05', '02/558 52 90'], years: [2026] },
  },
  // Cork group water scheme on WordPress with CookieYes, UserWay, mega-menu, Mailchimp and chat; traps: Uisce Éireann line, grant 2019, regulations of 2023.
  {
    domain: 'ballyroe-water-f.ie',
    name: 'Ballyroe Group Water Scheme',
    language: 'en',
    kind: 'boilerplate',
    category: 'utilities',
    subcategory: 'water-utilities',
    contacts: {
      phone: '022 43190',
      email: 'secretary@ballyroewater-f.ie',
      street: 'The Pump House, Ballyroe Cross',
      address: 'The Pump House, Ballyroe Cross, Mallow, Co. Cork, P51 H2X4',
      founded: 1979,
    },
    traps: ['utilityEmergency', 'funder', 'standardYear'],
    decoys: { phones: ['1800 278 278'], years: [2019, 2023] },
  },

  // Vehicles & Transportation

  // Bogotá bike shop on WordPress with JSON-LD; traps: brand warranty line, Ciclovía since 1974.
  {
    domain: 'bicicletas-la-cumbre-f.com.co',
    name: 'Bicicletas La Cumbre',
    language: 'es',
    kind: 'plain',
    category: 'vehicles-and-transportation',
    subcategory: 'bicycles',
    contacts: {
      phone: '(601) 613 4580',
      email: 'ventas@bicilacumbre-f.com.co',
      street: 'Calle 85 # 19A - 23',
      address: 'Calle 85 # 19A - 23, Bogotá',
      founded: 1999,
      facebook: 'https://www.facebook.com/bicicletaslacumbre',
    },
    traps: ['manufacturerHotline', 'localAnniversary'],
    decoys: { phones: ['01 8000 413 922'], years: [1974] },
  },
  // Curitiba garage whose page is car-insurance claims talk; traps: insurer's 0800 line, tow partner's mobile, insurer listing since 2010.
  {
    domain: 'auto-center-guarani-f.com.br',
    name: 'Auto Center Guarani',
    language: 'pt',
    kind: 'misleading',
    category: 'vehicles-and-transportation',
    subcategory: 'vehicle-repair-and-fuel',
    contacts: {
      phone: '(41) 3346-2210',
      email: 'atendimento@autocenterguarani-f.com.br',
      street: 'Rua Brigadeiro Franco, 3022',
      address: 'Rua Brigadeiro Franco, 3022 - Rebouças, Curitiba - PR, 80250-030',
      founded: 2001,
      facebook: 'https://www.facebook.com/autocenterguarani',
    },
    traps: ['insurerDetails', 'breakdownService', 'certificationYear'],
    decoys: { phones: ['0800 701 4455', '(41) 99812-3344'], years: [2010] },
  },
  // Rome radio-taxi cooperative, Next pages-router __NEXT_DATA__ plus JSON-LD; traps: Roma Capitale taxi number, fleet renewal 2022.
  {
    domain: 'taxi-cooperativa-tevere-f.it',
    name: 'Cooperativa Radiotaxi Tevere',
    language: 'it',
    kind: 'jsShell',
    category: 'vehicles-and-transportation',
    subcategory: 'taxis-and-public-transport',
    contacts: {
      phone: '06 5741 8822',
      email: 'info@taxitevere-f.it',
      street: 'Via Ostiense 131/L',
      address: 'Via Ostiense 131/L, 00154 Roma',
      founded: 1972,
      facebook: 'https://www.facebook.com/radiotaxitevere',
    },
    traps: ['publicOffice', 'timeline'],
    decoys: { phones: ['06 0606'], years: [2022] },
  },
  // Tyre and rim web shop on Shopware under Usercentrics, flyout menu, Trusted Shops, newsletter, chat; no founding year; traps: fitting-partner line, EU regulation 2020, Trusted Shops link.
  {
    domain: 'reifen-kaiser-f.de',
    name: 'Reifen Kaiser',
    language: 'de',
    kind: 'boilerplate',
    category: 'vehicles-and-transportation',
    subcategory: 'auto-parts-and-wheels',
    contacts: {
      phone: '+49 (0) 2161 57 48 30',
      email: 'service@reifen-kaiser-f.de',
      street: 'Krefelder Straße 212',
      address: 'Krefelder Straße 212, 41063 Mönchengladbach',
    },
    traps: ['partnerNetwork', 'standardYear', 'partnerLinks'],
    decoys: {
      phones: ['0800 4 73 43 36'],
      years: [2020],
      links: ['https://www.trustedshops.de/bewertung/info_X1A2B3C4D5E6F7.html'],
    },
  },
  // Cape Town campervan hire on Webflow with cookie popup, currency bar, Trustpilot, newsletter, Intercom; traps: AA emergency number, 2024 model year.
  {
    domain: 'karoo-camper-hire-f.co.za',
    name: 'Karoo Camper Hire',
    language: 'en',
    kind: 'boilerplate',
    category: 'vehicles-and-transportation',
    subcategory: 'vehicle-rental',
    contacts: {
      phone: '+27 21 551 0842',
      email: 'bookings@karoocamper-f.co.za',
      street: '14 Montague Drive',
      address: 'Unit 5, Montague Park, 14 Montague Drive, Montague Gardens, Cape Town, 7441',
      founded: 2010,
      facebook: 'https://www.facebook.com/KarooCamperHire',
    },
    traps: ['breakdownService', 'modelYear'],
    decoys: { phones: ['083 84322'], years: [2024] },
  },
  // Beauce snowmobile and ATV dealer whose page is trail conditions; traps: snowmobile club's phone, 2026 models.
  {
    domain: 'motoneiges-beauce-f.ca',
    name: 'Motoneiges Beauce',
    language: 'fr',
    kind: 'misleading',
    category: 'vehicles-and-transportation',
    subcategory: 'motorcycle-and-powersports',
    contacts: {
      phone: '418 227-4410',
      email: 'ventes@motoneigesbeauce-f.ca',
      street: '12025, 1re Avenue',
      address: '12025, 1re Avenue, Saint-Georges (Québec) G5Y 2E1',
      founded: 1984,
      facebook: 'https://www.facebook.com/motoneigesbeauce',
    },
    traps: ['professionalBody', 'modelYear'],
    decoys: { phones: ['418 228-7725'], years: [2026] },
  },
  // Zaragoza trailer maker, 2008-style table layout, address split over lines in an industrial estate; traps: fax, EU regulation 2018.
  {
    domain: 'remolques-ebro-f.es',
    name: 'Remolques Ebro',
    language: 'es',
    kind: 'plain',
    category: 'vehicles-and-transportation',
    subcategory: 'other-vehicles-and-trailers',
    contacts: {
      phone: '976 47 12 80',
      email: 'comercial@remolquesebro-f.es',
      street: 'Calle E, nave 23',
      address: 'Polígono Industrial Malpica, Calle E, nave 23, 50016 Zaragoza',
      founded: 1988,
    },
    traps: ['faxNumber', 'standardYear'],
    decoys: { phones: ['976 47 12 81'], years: [2018] },
  },

  // Say-nothing pages

  // Parked domain with related-search ads; traps: the domain broker's phone and mail.
  {
    domain: 'harbourview-f.com',
    name: 'harbourview-f.com',
    language: 'en',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['webProvider'],
    decoys: { phones: ['+1 (339) 222-5132'], emails: ['sales@domainbroker-example.com'] },
  },
  // WordPress maintenance-mode page; no decoys.
  {
    domain: 'sonnenhof-f.de',
    name: 'Sonnenhof',
    language: 'de',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
  },
  // Bare login wall; trap: the form's placeholder address.
  {
    domain: 'portaal-vdm-f.nl',
    name: 'Portaal VDM',
    language: 'nl',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['formPlaceholder'],
    decoys: { emails: ['naam@voorbeeld.nl'] },
  },
  // Hosting provider's expired-domain notice; traps: the provider's phone, mail and address.
  {
    domain: 'studio-marconi-f.it',
    name: 'Studio Marconi',
    language: 'it',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['webProvider'],
    decoys: {
      phones: ['0575 186 2000'],
      emails: ['assistenza@hostitalia-example.it'],
      addresses: ['Via dei Lecci 12, 52100 Arezzo'],
    },
  },
  // Empty Nuvemshop template with sample products; traps: the theme's placeholder phone, mail and address.
  {
    domain: 'loja-aurora-f.com.br',
    name: 'Minha Loja',
    language: 'pt',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['themeDemoContent'],
    decoys: {
      phones: ['(11) 99999-9999'],
      emails: ['contato@sualoja.com.br'],
      addresses: ['Rua Exemplo, 123 - Centro, São Paulo - SP'],
    },
  },
];
