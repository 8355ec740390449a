import type { HandWrittenLabel } from '../handWrittenLabel.ts';

/**
 * Author Q's share of devset37: 39 homepages of small and mid-sized businesses in Public & Local
 * Services, Restaurants & Bars, Shopping & Fashion, Sports, Travel & Vacation, Utilities and
 * Vehicles & Transportation (no subcategory twice), and five pages that say nothing (a parked
 * domain for sale, a hosting default page, a suspended account, a coming-soon page, a login wall).
 * Twelve are plain homepages, ten misleading ones whose words mostly belong to another trade, nine
 * JS shells whose words live only in the framework's data payload (Next.js pages and app router,
 * Nuxt 2 and 3, SvelteKit, Remix, Gatsby, Astro islands, Angular transfer state), and eight real
 * pages buried in consent walls, mega menus, newsletter boxes, chat widgets and legal footers. Each
 * page is written as the real site would be (WordPress with Astra, Divi, Elementor, Kadence or
 * GeneratePress, Wix, Squarespace, Shopify, Webflow, TYPO3, Joomla, Jimdo, a hand-made page, or
 * one of the frameworks above), in its country's way of writing phones and addresses, with two to
 * four decoys among the values a reader most easily takes wrongly. Thirteen business pages state no
 * founding year while other years abound.
 *
 * Labelling rules:
 * - The category is what the company itself sells today, as a careful reader would file it,
 *   whatever most of the page talks about (a milliner writing about horse racing sells
 *   accessories, a café in a former tailor's shop is a café, an airport car park whose page reads
 *   like a travel agency is parking, an air-charter firm writing about soy harvests flies people).
 * - `contacts` holds only the company's own current facts for the place customers use: the phone
 *   to call first today as the page writes it (the visible text; the attribute or markup value
 *   only when the page has nothing else), the general mailbox, the street line (`street`, verbatim
 *   on the page) and the whole address (`address`, as the page writes it) customers visit now,
 *   the founding or first opening year (a takeover, rename or move keeps the original year when
 *   the page states it), and the LinkedIn and Facebook hrefs. A field the page does not state is
 *   left out; a link the payload only carries escaped (`https:\u002F\u002F…`) is not stated.
 * - `decoys` lists what must never be taken, each verbatim on the page: other parties' phones,
 *   mailboxes, addresses and links (cemetery offices, tourist boards, federations, sponsors,
 *   partners, suppliers, landlords' and tenants' lines, importers, breakdown and emergency numbers,
 *   regulators, arbitration boards, data-protection officers, web agencies, consent vendors,
 *   booking platforms, venues and fairs, sister businesses, a namesake, a former shop), and years
 *   that are not the founding (buildings, licences, certifications, memberships, awards, model
 *   years, price lists, laws, anniversaries, moves, family history, copyright lines). `traps`
 *   names their kinds; a page has traps exactly when it has decoys.
 * - The company's own secondary lines and mailboxes (WhatsApp, fax, jobs, billing) are neither
 *   truth nor decoy.
 * - Say-nothing pages are `uncategorised` and carry no contacts; the parking, hosting, agency and
 *   portal vendors' numbers, mailboxes, links and years on them are decoys.
 */
export const DEVSET37_LABELS_Q: readonly HandWrittenLabel[] = [
  // Lebanese restaurant in Lakemba, Sydney (en-AU, Squarespace 7.1): "first opened our doors on Haldon Street in 2009"; the partner function venue's phone and address, grandmother's recipe book 1978, Good Food Guide 2019.
  {
    domain: 'beitzeitoun-q.com.au',
    name: 'Beit Zeitoun Lebanese Kitchen',
    language: 'en',
    kind: 'plain',
    category: 'restaurants-and-bars',
    subcategory: 'middle-eastern-cuisine',
    contacts: {
      phone: '(02) 9758 4412',
      email: 'hello@beitzeitoun-q.com.au',
      street: '61 Haldon Street',
      address: '61 Haldon Street, Lakemba NSW 2195',
      founded: 2009,
      facebook: 'https://www.facebook.com/beitzeitounlakemba',
    },
    traps: ['eventVenue', 'familyHistoryYear', 'awardYear'],
    decoys: {
      phones: ['(02) 9740 2231'],
      addresses: ['14 Canterbury Road, Punchbowl NSW 2196'],
      years: [1978, 2019],
    },
  },
  // Campervan hire in Inverness (en-GB, Webflow): no founding year; the airport's address in the pick-up FAQ, the roadside breakdown line, a 2023 model year and the 2025 price list.
  {
    domain: 'glenaffric-campervans-q.co.uk',
    name: 'Glen Affric Campervans',
    language: 'en',
    kind: 'plain',
    category: 'vehicles-and-transportation',
    subcategory: 'vehicle-rental',
    contacts: {
      phone: '01463 718 240',
      email: 'hello@glenaffric-campervans-q.co.uk',
      street: 'Unit 4, Carsegate Road North',
      address: 'Unit 4, Carsegate Road North, Inverness IV3 8DU',
    },
    traps: ['directions', 'breakdownService', 'modelYear', 'priceListYear'],
    decoys: {
      phones: ['0800 917 4352'],
      addresses: ['Inverness Airport, Dalcross IV2 7JB'],
      years: [2023, 2025],
    },
  },
  // Funeral home in Dresden (de-DE, TYPO3 bootstrap_package): "gründete das Bestattungshaus im Jahr 1923"; the cemetery office's phone, the crematorium hall's address, the owner's master exam 1998, the building's year 1905.
  {
    domain: 'bestattungen-lindner-q.de',
    name: 'Bestattungshaus Lindner',
    language: 'de',
    kind: 'plain',
    category: 'public-and-local-services',
    subcategory: 'funeral-and-memorial',
    contacts: {
      phone: '0351 427 63 90',
      email: 'info@bestattungen-lindner-q.de',
      street: 'Bautzner Straße 118',
      address: 'Bautzner Straße 118, 01099 Dresden',
      founded: 1923,
      facebook: 'https://www.facebook.com/bestattungshaus.lindner.dresden',
    },
    traps: ['publicOffice', 'eventVenue', 'experienceYears', 'buildingYear'],
    decoys: {
      phones: ['0351 439 36 10'],
      addresses: ['Wehlener Straße 15, 01279 Dresden'],
      years: [1998, 1905],
    },
  },
  // Ski school in Flachau, Salzburg (de-AT, WordPress Astra): "die Skischule Bergwind 1971 ... gegründet"; the tourist board's phone, the rental partner's address, the son's instructor licence 1994, the quality seal 2022.
  {
    domain: 'skischule-bergwind-q.at',
    name: 'Skischule Bergwind',
    language: 'de',
    kind: 'plain',
    category: 'sports',
    subcategory: 'outdoor-and-winter-sports',
    contacts: {
      phone: '+43 6457 2318',
      email: 'office@skischule-bergwind-q.at',
      street: 'Dorfstraße 27',
      address: 'Dorfstraße 27, 5542 Flachau',
      founded: 1971,
      facebook: 'https://www.facebook.com/skischulebergwind',
    },
    traps: ['publicOffice', 'recommendedPartner', 'licenceYear', 'certificationYear'],
    decoys: {
      phones: ['+43 6457 2214'],
      addresses: ['Hauptstraße 9, 5542 Flachau'],
      years: [1994, 2022],
    },
  },
  // Watchmaker and jeweller in Lausanne (fr-CH, hand-made page): "Depuis 1948"; the watch brand's after-sales phone, the former shop's address, the master's certificate 1986, the move in 2011.
  {
    domain: 'favre-bijouterie-q.ch',
    name: 'Favre & Fils',
    language: 'fr',
    kind: 'plain',
    category: 'shopping-and-fashion',
    subcategory: 'jewelry-and-watches',
    contacts: {
      phone: '021 312 45 87',
      email: 'contact@favre-bijouterie-q.ch',
      street: 'Rue de Bourg 17',
      address: 'Rue de Bourg 17, 1003 Lausanne',
      founded: 1948,
    },
    traps: ['manufacturerHotline', 'previousAddress', 'experienceYears', 'timeline'],
    decoys: {
      phones: ['032 931 44 20'],
      addresses: ['Rue du Pont 4, 1003 Lausanne'],
      years: [1986, 2011],
    },
  },
  // Judo club in Liège (fr-BE, Wix): "Fondé en 1967" (also foundingDate in JSON-LD); the federation's secretariat phone, a sponsor bakery's phone, the 50th-anniversary tournament 2017, a junior title 2019.
  {
    domain: 'judosakura-liege-q.be',
    name: 'Judo Club Sakura',
    language: 'fr',
    kind: 'plain',
    category: 'sports',
    subcategory: 'martial-arts-and-wrestling',
    contacts: {
      phone: '04 362 18 45',
      email: 'info@judosakura-liege-q.be',
      street: 'Rue des Vennes 112',
      address: 'Rue des Vennes 112, 4020 Liège',
      founded: 1967,
      facebook: 'https://www.facebook.com/judosakuraliege',
    },
    traps: ['professionalBody', 'sponsor', 'anniversaryYear', 'awardYear'],
    decoys: {
      phones: ['02 657 15 78', '04 341 22 09'],
      years: [2017, 2019],
    },
  },
  // Padel club in Valencia (es-ES, WordPress Elementor + Rank Math): "Abrimos nuestras pistas en 2008"; the partner physio's phone and address, court renovation 2021, the 2025 price list.
  {
    domain: 'padelturia-q.es',
    name: 'Club de Pádel Turia',
    language: 'es',
    kind: 'plain',
    category: 'sports',
    subcategory: 'tennis-and-racquet-sports',
    contacts: {
      phone: '96 345 21 78',
      email: 'info@padelturia-q.es',
      street: 'Camino de Moncada, 143',
      address: 'Camino de Moncada, 143, 46025 Valencia',
      founded: 2008,
      facebook: 'https://www.facebook.com/clubpadelturia',
    },
    traps: ['recommendedPartner', 'timeline', 'priceListYear'],
    decoys: {
      phones: ['96 362 14 09'],
      addresses: ['Calle Emilio Baró, 41, 46020 Valencia'],
      years: [2021, 2025],
    },
  },
  // Holiday cabins near Pucón (es-CL, Jimdo Creator): no founding year; the tourist office's phone, a Booking.com listing link, the quality seal 2022, the volcano eruption 2015.
  {
    domain: 'cabanasloscoihues-q.cl',
    name: 'Cabañas Los Coihues',
    language: 'es',
    kind: 'plain',
    category: 'travel-and-vacation',
    subcategory: 'accommodation-and-lodging',
    contacts: {
      phone: '+56 9 6241 8830',
      email: 'reservas@cabanasloscoihues-q.cl',
      street: 'Camino a Caburgua 2450',
      address: 'Camino a Caburgua 2450, Pucón, Región de La Araucanía',
      facebook: 'https://www.facebook.com/cabanasloscoihuespucon',
    },
    traps: ['publicOffice', 'bookingPlatform', 'certificationYear', 'localAnniversary'],
    decoys: {
      phones: ['+56 45 229 3002'],
      years: [2022, 2015],
      links: ['https://www.booking.com/hotel/cl/cabanas-los-coihues-q.html'],
    },
  },
  // Ramen bar in De Pijp, Amsterdam (nl-NL, Squarespace 7.0): no founding year; the parking garage's address, the TheFork booking link, the chef's Sapporo year 2006, a Bib Gourmand 2023.
  {
    domain: 'kaminari-ramen-q.nl',
    name: 'Kaminari Ramen',
    language: 'nl',
    kind: 'plain',
    category: 'restaurants-and-bars',
    subcategory: 'japanese-cuisine',
    contacts: {
      phone: '020 624 18 73',
      email: 'hallo@kaminari-ramen-q.nl',
      street: 'Eerste Van der Helststraat 52',
      address: 'Eerste Van der Helststraat 52, 1072 NZ Amsterdam',
    },
    traps: ['directions', 'bookingPlatform', 'personalProfile', 'awardYear'],
    decoys: {
      addresses: ['Marie Heinekenplein 22, 1072 MH Amsterdam'],
      years: [2006, 2023],
      links: ['https://www.thefork.nl/restaurant/kaminari-ramen-q'],
    },
  },
  // Catholic parish in Borgo Roma, Verona (it-IT, Joomla 4 Cassiopeia): "la costituì parrocchia nel 1958"; the diocesan curia's phone, the Caritas listening centre's address, the church's consecration 1962.
  {
    domain: 'santamariaassunta-verona-q.it',
    name: 'Parrocchia Santa Maria Assunta',
    language: 'it',
    kind: 'plain',
    category: 'public-and-local-services',
    subcategory: 'religious-institutions',
    contacts: {
      phone: '045 501 228',
      email: 'segreteria@santamariaassunta-verona-q.it',
      street: 'Via Mantovana 45',
      address: 'Via Mantovana 45, 37137 Verona',
      founded: 1958,
    },
    traps: ['parentGroup', 'supportedCharity', 'buildingYear'],
    decoys: {
      phones: ['045 808 3711'],
      addresses: ['Via Prato Santo 11, 37126 Verona'],
      years: [1962],
    },
  },
  // Alterations and ceremony-wear rental in Milan (it-IT, WordPress GeneratePress): no founding year; a namesake tailor's phone in Monza, the owner's diploma 1999, a copyright line 2024.
  {
    domain: 'sartorialucia-q.it',
    name: 'Sartoria Lucia',
    language: 'it',
    kind: 'plain',
    category: 'shopping-and-fashion',
    subcategory: 'clothing-rental-and-repair',
    contacts: {
      phone: '02 8945 1123',
      email: 'info@sartorialucia-q.it',
      street: 'Via Vigevano 21',
      address: 'Via Vigevano 21, 20144 Milano',
    },
    traps: ['namesakeBusiness', 'personalProfile', 'copyrightYear'],
    decoys: {
      phones: ['039 232 8841'],
      years: [1999, 2024],
    },
  },
  // Bicycle shop in Aveiro (pt-PT, WordPress Kadence + WooCommerce): "foi fundada em 1994" (also foundingDate in JSON-LD); the e-bike maker's support line, the first shop's address, 2025 models, the move in 2007.
  {
    domain: 'cicloria-q.pt',
    name: 'Ciclo Ria',
    language: 'pt',
    kind: 'plain',
    category: 'vehicles-and-transportation',
    subcategory: 'bicycles',
    contacts: {
      phone: '+351 234 421 657',
      email: 'loja@cicloria-q.pt',
      street: 'Rua de Viana do Castelo 38',
      address: 'Rua de Viana do Castelo 38, 3800-275 Aveiro',
      founded: 1994,
      facebook: 'https://www.facebook.com/cicloria.aveiro',
    },
    traps: ['manufacturerHotline', 'previousAddress', 'modelYear', 'timeline'],
    decoys: {
      phones: ['808 200 145'],
      addresses: ['Rua Direita 112, 3810-180 Aveiro'],
      years: [2025, 2007],
    },
  },
  // Milliner in Cheltenham whose page is all horse racing (en-GB, Shopify Dawn): "Ffion founded the studio in 2012"; the racecourse's address and ticket office phone, a Tatler mention 2023, Royal Ascot run since 1711.
  {
    domain: 'ffionhartley-q.co.uk',
    name: 'Ffion Hartley Millinery',
    language: 'en',
    kind: 'misleading',
    category: 'shopping-and-fashion',
    subcategory: 'accessories',
    contacts: {
      phone: '01242 584 319',
      email: 'studio@ffionhartley-q.co.uk',
      street: '14 Suffolk Parade',
      address: '14 Suffolk Parade, Cheltenham GL50 2AE',
      founded: 2012,
      facebook: 'https://www.facebook.com/ffionhartleymillinery',
    },
    traps: ['eventVenue', 'ticketOffice', 'newsMention', 'namesakeYear'],
    decoys: {
      phones: ['0344 579 8120'],
      addresses: ['Prestbury Park, Cheltenham GL50 4SH'],
      years: [2023, 1711],
    },
  },
  // Thai restaurant on Cuba Street, Wellington, whose page talks Muay Thai boxing (en-NZ, WordPress Divi): no founding year; the gym upstairs' phone, the chef's title belt 2004, sponsored nationals 2025.
  {
    domain: 'thecornerthai-q.co.nz',
    name: 'The Corner',
    language: 'en',
    kind: 'misleading',
    category: 'restaurants-and-bars',
    subcategory: 'southeast-asian-cuisine',
    contacts: {
      phone: '04 384 6620',
      email: 'eat@thecornerthai-q.co.nz',
      street: '112 Cuba Street',
      address: '112 Cuba Street, Te Aro, Wellington 6011',
      facebook: 'https://www.facebook.com/thecornerthaiwellington',
    },
    traps: ['tenantContact', 'personalProfile', 'sponsor'],
    decoys: {
      phones: ['04 385 2217'],
      years: [2004, 2025],
    },
  },
  // Small hydro electricity supplier in a former flour mill in Waidhofen an der Ybbs, page mostly about milling (de-AT, Joomla 3 Protostar): "1908 ... gründete das Elektrizitätswerk"; the grid operator's fault line, the regulator's phone, the mill's first record 1562, milling stopped 1974.
  {
    domain: 'ew-wimmer-q.at',
    name: 'Elektrizitätswerk Wimmer',
    language: 'de',
    kind: 'misleading',
    category: 'utilities',
    subcategory: 'energy-and-power',
    contacts: {
      phone: '07442 523 18',
      email: 'office@ew-wimmer-q.at',
      street: 'Mühlgasse 6',
      address: 'Mühlgasse 6, 3340 Waidhofen an der Ybbs',
      founded: 1908,
      linkedin: 'https://www.linkedin.com/company/elektrizitaetswerk-wimmer',
    },
    traps: ['utilityEmergency', 'supervisoryAuthority', 'buildingYear', 'previousBusinessYear'],
    decoys: {
      phones: ['0800 500 719', '+43 1 247 24 900'],
      years: [1562, 1974],
    },
  },
  // Airport car park near Nantes whose page reads like a travel agency (fr-FR, WordPress Astra + Elementor): "Depuis 2014"; the airport's address and information line, the Climat et résilience law 2021.
  {
    domain: 'parking-oceane-q.fr',
    name: 'Parking Océane',
    language: 'fr',
    kind: 'misleading',
    category: 'vehicles-and-transportation',
    subcategory: 'airports-and-parking',
    contacts: {
      phone: '02 40 32 77 15',
      email: 'contact@parking-oceane-q.fr',
      street: '14 route de Pornic',
      address: '14 route de Pornic, 44340 Bouguenais',
      founded: 2014,
    },
    traps: ['directions', 'serviceHotline', 'standardYear'],
    decoys: {
      phones: ['0 892 56 48 00'],
      addresses: ['Aéroport Nantes Atlantique, 44340 Bouguenais'],
      years: [2021],
    },
  },
  // Wine-tour operator in Luján de Cuyo whose page is mostly about wine making (es-AR, WordPress GeneratePress + GenerateBlocks): "desde 2011"; a visited winery's phone, the winery's founding 1902, a favourite vintage 2019.
  {
    domain: 'senderosdelmalbec-q.com.ar',
    name: 'Senderos del Malbec',
    language: 'es',
    kind: 'misleading',
    category: 'travel-and-vacation',
    subcategory: 'activities-and-tours',
    contacts: {
      phone: '+54 261 425-8870',
      email: 'info@senderosdelmalbec-q.com.ar',
      street: 'Viamonte 4820',
      address: 'Viamonte 4820, Chacras de Coria, Luján de Cuyo, Mendoza',
      founded: 2011,
      facebook: 'https://www.facebook.com/senderosdelmalbec',
    },
    traps: ['partnerNetwork', 'namesakeYear', 'modelYear'],
    decoys: {
      phones: ['+54 261 498-0011'],
      years: [1902, 2019],
    },
  },
  // Temp-staffing agency for greenhouses in Honselersdijk whose page talks horticulture (nl-NL, Webflow): no founding year; a quoted grower's phone, the web agency's JSON-LD node with its phone, certification 2016, membership 2012.
  {
    domain: 'westlandflex-q.nl',
    name: 'Westland Flex',
    language: 'nl',
    kind: 'misleading',
    category: 'public-and-local-services',
    subcategory: 'employment-and-career',
    contacts: {
      phone: '0174 28 45 60',
      email: 'info@westlandflex-q.nl',
      street: 'Middel Broekweg 29',
      address: 'Middel Broekweg 29, 2675 KB Honselersdijk',
      linkedin: 'https://www.linkedin.com/company/westland-flex',
      facebook: 'https://www.facebook.com/westlandflex',
    },
    traps: ['clientReference', 'agencyEntity', 'certificationYear', 'membershipYear'],
    decoys: {
      phones: ['0174 62 11 98', '070 345 82 19'],
      years: [2016, 2012],
    },
  },
  // Archery guild in Mechelen whose page is mostly its club bar and feasts (nl-BE, WordPress Astra): "Sinds de stichting in 1872"; the house brewery's phone, the 150th anniversary 2022, the 2025 king's shoot.
  {
    domain: 'sintsebastiaan-mechelen-q.be',
    name: 'Koninklijke Handboogschutterij Sint-Sebastiaan',
    language: 'nl',
    kind: 'misleading',
    category: 'sports',
    subcategory: 'shooting-and-target-sports',
    contacts: {
      phone: '015 21 38 09',
      email: 'info@sintsebastiaan-mechelen-q.be',
      street: 'Hanswijkvaart 58',
      address: 'Hanswijkvaart 58, 2800 Mechelen',
      founded: 1872,
      facebook: 'https://www.facebook.com/sintsebastiaanmechelen',
    },
    traps: ['supplierContact', 'anniversaryYear', 'localAnniversary'],
    decoys: {
      phones: ['015 20 44 17'],
      years: [2022, 2025],
    },
  },
  // Ligurian trattoria in Framura's old station waiting room, page mostly about the railway (it-IT, Wix): "Abbiamo aperto la trattoria nel 2003"; the rail call centre's number, the sister inn's address, the line's opening 1874.
  {
    domain: 'trattorialastazione-q.it',
    name: 'Trattoria La Stazione',
    language: 'it',
    kind: 'misleading',
    category: 'restaurants-and-bars',
    subcategory: 'mediterranean-cuisine',
    contacts: {
      phone: '0187 823 114',
      email: 'info@trattorialastazione-q.it',
      street: 'Piazzale della Stazione 1',
      address: 'Piazzale della Stazione 1, 19014 Framura (SP)',
      founded: 2003,
    },
    traps: ['ticketOffice', 'sisterCompany', 'localAnniversary'],
    decoys: {
      phones: ['89 20 21'],
      addresses: ['Via della Stazione 2, 19014 Framura'],
      years: [1874],
    },
  },
  // Café in a former tailor's shop in Porto whose page talks tailoring (pt-PT, Squarespace 7.1 Fluid Engine): "Abrimos o café em 2016"; the tailor's current atelier address and phone, the tailor shop's opening 1931, a Facebook share link.
  {
    domain: 'cafeoalfaiate-q.pt',
    name: 'O Alfaiate',
    language: 'pt',
    kind: 'misleading',
    category: 'restaurants-and-bars',
    subcategory: 'bars-and-cafes',
    contacts: {
      phone: '+351 222 084 177',
      email: 'ola@cafeoalfaiate-q.pt',
      street: 'Rua do Almada 304',
      address: 'Rua do Almada 304, 4050-032 Porto',
      founded: 2016,
      facebook: 'https://www.facebook.com/cafeoalfaiateporto',
    },
    traps: ['namesakeBusiness', 'previousBusinessYear', 'shareLinks'],
    decoys: {
      phones: ['222 005 318'],
      addresses: ['Rua de Cedofeita 211, 4050-179 Porto'],
      years: [1931],
      links: ['https://www.facebook.com/sharer/sharer.php?u=https://cafeoalfaiate-q.pt/'],
    },
  },
  // Air-charter operator in Sorriso, Mato Grosso, whose page talks agribusiness (pt-BR, hand-made Bootstrap page): no founding year; the farmers' cooperative's phone, the farm fair's road address, the ANAC certificate 2017.
  {
    domain: 'cerradotaxiaereo-q.com.br',
    name: 'Cerrado Táxi Aéreo',
    language: 'pt',
    kind: 'misleading',
    category: 'vehicles-and-transportation',
    subcategory: 'air-and-water-transport',
    contacts: {
      phone: '(66) 3544-2190',
      email: 'contato@cerradotaxiaereo-q.com.br',
      street: 'Estrada do Aeroporto, s/n, Hangar 7',
      address: 'Estrada do Aeroporto, s/n, Hangar 7 - Sorriso - MT, 78890-000',
      linkedin: 'https://www.linkedin.com/company/cerrado-taxi-aereo',
    },
    traps: ['clientReference', 'tradeFair', 'licenceYear'],
    decoys: {
      phones: ['(66) 3545-8000'],
      addresses: ['Rodovia Antônio Duarte Nogueira, km 321'],
      years: [2017],
    },
  },
  // Ice rink in Peterborough, Ontario (en-CA, Angular 17 SSR shell, facts only in the ng-state transfer cache): "Opened in 1987"; the minor hockey association's phone, the refrigeration grant 2018, a copyright line 2025.
  {
    domain: 'riversideice-q.ca',
    name: 'Riverside Ice Gardens',
    language: 'en',
    kind: 'jsShell',
    category: 'sports',
    subcategory: 'hockey-and-ice-skating',
    contacts: {
      phone: '(705) 741-3920',
      email: 'info@riversideice-q.ca',
      street: '455 Armour Road',
      address: '455 Armour Road, Peterborough, ON K9H 1Y8',
      founded: 1987,
      facebook: 'https://www.facebook.com/riversideicegardens',
    },
    traps: ['tenantContact', 'funder', 'copyrightYear'],
    decoys: {
      phones: ['(705) 742-0113'],
      years: [2018, 2025],
    },
  },
  // Barbell gym in East Austin (en-US, Next.js pages router, facts only in __NEXT_DATA__): no founding year; the physio partner's phone, the state meet venue's address, the coach's certification 2011, the meet year 2025.
  {
    domain: 'ironcladbarbell-q.com',
    name: 'Ironclad Barbell Club',
    language: 'en',
    kind: 'jsShell',
    category: 'sports',
    subcategory: 'fitness-and-weight-lifting',
    contacts: {
      phone: '(512) 394-7781',
      email: 'lift@ironcladbarbell-q.com',
      street: '4700 E 7th St',
      address: '4700 E 7th St, Suite 110, Austin, TX 78702',
      facebook: 'https://www.facebook.com/ironcladbarbellatx',
    },
    traps: ['recommendedPartner', 'tradeFair', 'licenceYear'],
    decoys: {
      phones: ['(512) 481-2276'],
      addresses: ['900 Barton Springs Rd, Austin, TX 78704'],
      years: [2011, 2025],
    },
  },
  // Travel agency in Leipzig-Gohlis (de-DE, Astro with a client:only React island, facts only in its escaped props): "Gegründet 1991"; the franchise cooperative's head-office phone, the tour operators' emergency line, DRV membership 1996.
  {
    domain: 'reisewelt-gohlis-q.de',
    name: 'Reisewelt Gohlis',
    language: 'de',
    kind: 'jsShell',
    category: 'travel-and-vacation',
    subcategory: 'travel-agencies',
    contacts: {
      phone: '0341 590 27 43',
      email: 'info@reisewelt-gohlis-q.de',
      street: 'Gohliser Straße 31',
      address: 'Gohliser Straße 31, 04155 Leipzig',
      founded: 1991,
      facebook: 'https://www.facebook.com/reiseweltgohlis',
    },
    traps: ['franchisor', 'outOfHoursService', 'membershipYear'],
    decoys: {
      phones: ['069 247 13 800', '+49 89 41 66 17 00'],
      years: [1996],
    },
  },
  // Peruvian cevichería in Bordeaux (fr-FR, Nuxt 2 with facts only in window.__NUXT__): "il a ouvert Pachamama en 2015"; the fish supplier's market address, the market warden's phone, the chef's training year 2008.
  {
    domain: 'pachamama-bordeaux-q.fr',
    name: 'Pachamama Cevichería',
    language: 'fr',
    kind: 'jsShell',
    category: 'restaurants-and-bars',
    subcategory: 'north-and-south-american-cuisine',
    contacts: {
      phone: '05 56 48 31 07',
      email: 'hola@pachamama-bordeaux-q.fr',
      street: '27 rue du Pas-Saint-Georges',
      address: '27 rue du Pas-Saint-Georges, 33000 Bordeaux',
      founded: 2015,
    },
    traps: ['supplierContact', 'marketStall', 'experienceYears'],
    decoys: {
      phones: ['05 56 91 23 45'],
      addresses: ['Quai de Brienne, 33800 Bordeaux'],
      years: [2008],
    },
  },
  // Radio-taxi company in Medellín (es-CO, SvelteKit with facts only in the start script's data array): no founding year; the city's mobility office phone, the emergency number 123, the road-safety law of 2011.
  {
    domain: 'taxisnutibara-q.com.co',
    name: 'Taxis Nutibara',
    language: 'es',
    kind: 'jsShell',
    category: 'vehicles-and-transportation',
    subcategory: 'taxis-and-public-transport',
    contacts: {
      phone: '(604) 360 6060',
      email: 'contacto@taxisnutibara-q.com.co',
      street: 'Carrera 65 # 45-30',
      address: 'Carrera 65 # 45-30, Medellín, Antioquia',
      facebook: 'https://www.facebook.com/taxisnutibaramedellin',
    },
    traps: ['supervisoryAuthority', 'emergencyNumber', 'standardYear'],
    decoys: {
      phones: ['(604) 445 77 77', '123'],
      years: [2011],
    },
  },
  // Day-care centre in Utrecht-Oost (nl-NL, Remix with facts only in window.__remixContext loader data): "Sinds 2004"; the partner school's phone, a form placeholder mailbox, the childcare act of 2005.
  {
    domain: 'speelwolk-q.nl',
    name: 'Kinderopvang De Speelwolk',
    language: 'nl',
    kind: 'jsShell',
    category: 'public-and-local-services',
    subcategory: 'kids-and-family',
    contacts: {
      phone: '030 243 87 10',
      email: 'info@speelwolk-q.nl',
      street: 'Biltstraat 212',
      address: 'Biltstraat 212, 3572 BS Utrecht',
      founded: 2004,
      linkedin: 'https://www.linkedin.com/company/kinderopvang-de-speelwolk',
    },
    traps: ['partnerNetwork', 'formPlaceholder', 'standardYear'],
    decoys: {
      phones: ['030 271 44 03'],
      emails: ['naam@voorbeeld.nl'],
      years: [2005],
    },
  },
  // Pizza-by-the-slice takeaway in Turin (it-IT, Next.js app router bailing out to client rendering, facts only in the self.__next_f flight rows): "dal 2010 in Vanchiglia"; the catering partner's phone, the flour mill's founding 1934, the Just Eat listing link.
  {
    domain: 'pizzamole-q.it',
    name: 'Pizza Mole',
    language: 'it',
    kind: 'jsShell',
    category: 'restaurants-and-bars',
    subcategory: 'takeaway',
    contacts: {
      phone: '011 817 4420',
      email: 'ciao@pizzamole-q.it',
      street: 'Via Vanchiglia 18',
      address: 'Via Vanchiglia 18, 10124 Torino',
      founded: 2010,
      facebook: 'https://www.facebook.com/pizzamoletorino',
    },
    traps: ['eventSupplier', 'resoldBrand', 'marketplace'],
    decoys: {
      phones: ['011 19 88 540'],
      years: [1934],
      links: ['https://www.justeat.it/ristoranti-pizzamole-q-torino'],
    },
  },
  // Surf school in Ericeira (pt-PT, Gatsby 5 with the page data inlined as JSON): no founding year; the accident insurer's phone, the beach emergency number 112, the World Surfing Reserve year 2011.
  {
    domain: 'ericeiraonda-q.pt',
    name: 'Ericeira Onda Surf School',
    language: 'pt',
    kind: 'jsShell',
    category: 'sports',
    subcategory: 'swimming-and-water-sports',
    contacts: {
      phone: '+351 912 408 316',
      email: 'hello@ericeiraonda-q.pt',
      street: 'Rua Prudêncio Franco da Trindade 8',
      address: 'Rua Prudêncio Franco da Trindade 8, 2655-344 Ericeira',
      facebook: 'https://www.facebook.com/ericeiraondasurfschool',
    },
    traps: ['insurerDetails', 'emergencyNumber', 'namesakeYear'],
    decoys: {
      phones: ['+351 21 790 44 12', '112'],
      years: [2011],
    },
  },
  // Municipal water and sewage authority in Minas Gerais (pt-BR, Nuxt 3 with facts only in the __NUXT_DATA__ devalue array): "criada pela Lei Municipal nº 812, de 1968"; the fire brigade's 193, the regulator's ombudsman line, the 50th anniversary 2018.
  {
    domain: 'saae-tresribeiras-q.com.br',
    name: 'SAAE Três Ribeiras',
    language: 'pt',
    kind: 'jsShell',
    category: 'utilities',
    subcategory: 'water-utilities',
    contacts: {
      phone: '(35) 3471-2200',
      email: 'atendimento@saae-tresribeiras-q.com.br',
      street: 'Rua Coronel Joaquim Prado, 215',
      address: 'Rua Coronel Joaquim Prado, 215 - Centro, Três Ribeiras - MG, 37950-000',
      founded: 1968,
      facebook: 'https://www.facebook.com/saaetresribeiras',
    },
    traps: ['emergencyNumber', 'helpline', 'anniversaryYear'],
    decoys: {
      phones: ['193', '0800 031 4311'],
      years: [2018],
    },
  },
  // Links golf club in Co. Wicklow under a cookie modal, mega menu, newsletter box, chat widget and company footer (en-IE, Joomla 5 YOOtheme): "Founded in 1926" (also foundingDate in JSON-LD); the registered office at the accountants, the golf union's phone, the newsletter provider's mailbox, a copyright line 2025.
  {
    domain: 'kilcoolelinks-q.ie',
    name: 'Kilcoole Links Golf Club',
    language: 'en',
    kind: 'boilerplate',
    category: 'sports',
    subcategory: 'golf-and-ultimate',
    contacts: {
      phone: '(01) 287 4412',
      email: 'office@kilcoolelinks-q.ie',
      street: 'Sea Road',
      address: 'Sea Road, Kilcoole, Co. Wicklow, A63 KX40',
      founded: 1926,
      facebook: 'https://www.facebook.com/kilcoolelinksgolf',
    },
    traps: ['taxAdviser', 'professionalBody', 'newsletterService', 'copyrightYear'],
    decoys: {
      phones: ['(01) 505 4120'],
      emails: ['support@clubmailer-q.ie'],
      addresses: ['22 Fitzwilliam Place, Dublin 2'],
      years: [2025],
    },
  },
  // Heating-oil and fuel dealer in Rosenheim under a Borlabs cookie box, mega menu, price-alert newsletter and legal footer (de-DE, WordPress Divi): "Josef Brandl gründete 1952"; the energy arbitration board's address and phone, the external data-protection officer's mailbox, association membership 1978.
  {
    domain: 'heizoel-brandl-q.de',
    name: 'Heizöl Brandl',
    language: 'de',
    kind: 'boilerplate',
    category: 'utilities',
    subcategory: 'oil-and-fuel',
    contacts: {
      phone: '08031 2844-0',
      email: 'info@heizoel-brandl-q.de',
      street: 'Kufsteiner Straße 87',
      address: 'Kufsteiner Straße 87, 83022 Rosenheim',
      founded: 1952,
      facebook: 'https://www.facebook.com/heizoelbrandl',
    },
    traps: ['consumerArbitration', 'externalDpo', 'membershipYear'],
    decoys: {
      phones: ['030 27 57 24 80'],
      emails: ['datenschutz@dsb-sued-q.de'],
      addresses: ['Friedrichstraße 131, 10117 Berlin'],
      years: [1978],
    },
  },
  // Car repair garage with filling station in Winterthur under a consent wall, mega menu, newsletter form, chat widget and legal footer (de-CH, WordPress Elementor Pro): no founding year; the importer's customer service, the motoring club's breakdown line, brand partner since 2009, the 2025 service prices.
  {
    domain: 'garage-huerlimann-q.ch',
    name: 'Garage Hürlimann AG',
    language: 'de',
    kind: 'boilerplate',
    category: 'vehicles-and-transportation',
    subcategory: 'vehicle-repair-and-fuel',
    contacts: {
      phone: '052 233 18 40',
      email: 'info@garage-huerlimann-q.ch',
      street: 'Zürcherstrasse 214',
      address: 'Zürcherstrasse 214, 8406 Winterthur',
      linkedin: 'https://www.linkedin.com/company/garage-huerlimann-ag',
      facebook: 'https://www.facebook.com/garagehuerlimann',
    },
    traps: ['manufacturerHotline', 'breakdownService', 'resoldBrand', 'priceListYear'],
    decoys: {
      phones: ['056 463 90 00', '0800 140 140'],
      years: [2009, 2025],
    },
  },
  // Bridal boutique in Angers under an Axeptio consent script, newsletter pop-up, menus and mentions légales (fr-FR, Wix): "Depuis 2009"; the wedding fair's venue address and year 2026, the consumer mediator's address, the web host's address.
  {
    domain: 'lesmarieesdeclemence-q.fr',
    name: 'Les Mariées de Clémence',
    language: 'fr',
    kind: 'boilerplate',
    category: 'shopping-and-fashion',
    subcategory: 'costume-and-wedding',
    contacts: {
      phone: '02 41 87 36 52',
      email: 'contact@lesmarieesdeclemence-q.fr',
      street: '18 rue Plantagenêt',
      address: '18 rue Plantagenêt, 49100 Angers',
      founded: 2009,
      facebook: 'https://www.facebook.com/lesmarieesdeclemence',
    },
    traps: ['tradeFair', 'consumerArbitration', 'webProvider'],
    decoys: {
      addresses: [
        'Route de Paris, 49044 Angers',
        '14 rue Saint Jean, 75017 Paris',
        '40 Namal Tel Aviv St., Tel Aviv 6350671',
      ],
      years: [2026],
    },
  },
  // Lingerie boutique in Bilbao under a CookieYes banner, mega menu, newsletter, WhatsApp widget and legal footer (es-ES, Shopify Prestige): no founding year; the courier's tracking line, the external DPO's mailbox, a press quote dated 2024.
  {
    domain: 'albasotelo-q.es',
    name: 'Alba Sotelo Lencería',
    language: 'es',
    kind: 'boilerplate',
    category: 'shopping-and-fashion',
    subcategory: 'clothing-and-underwear',
    contacts: {
      phone: '94 415 62 08',
      email: 'hola@albasotelo-q.es',
      street: 'Calle Ercilla, 24',
      address: 'Calle Ercilla, 24, 48011 Bilbao, Bizkaia',
      facebook: 'https://www.facebook.com/albasotelolenceria',
    },
    traps: ['serviceHotline', 'externalDpo', 'newsMention'],
    decoys: {
      phones: ['902 118 430'],
      emails: ['dpo@protecciondatos-norte-q.es'],
      years: [2024],
    },
  },
  // Skip-hire and waste company in Zwolle under a Cookiebot dialog, mega menu, newsletter box and registry footer (nl-NL, WordPress GeneratePress Premium): no founding year; the consent vendor's address, the web agency's phone, grandfather's scrap round 1961.
  {
    domain: 'vandijkafvalservice-q.nl',
    name: 'Van Dijk Afvalservice',
    language: 'nl',
    kind: 'boilerplate',
    category: 'public-and-local-services',
    subcategory: 'waste-management',
    contacts: {
      phone: '038 421 67 30',
      email: 'info@vandijkafvalservice-q.nl',
      street: 'Marsweg 14',
      address: 'Marsweg 14, 8013 PE Zwolle',
      linkedin: 'https://www.linkedin.com/company/van-dijk-afvalservice',
    },
    traps: ['cookieVendor', 'webProvider', 'familyHistoryYear'],
    decoys: {
      phones: ['038 303 44 90'],
      addresses: ['Havnegade 39, 1058 København K'],
      years: [1961],
    },
  },
  // Family hotel in Bardolino on Lake Garda under an iubenda banner, booking widget, mega menu, newsletter, chat widget and company footer (it-IT, WordPress Divi): "Nel 1962 ... aprirono le porte"; the sister residence's phone and address, the Booking.com listing, the grandfather's fishing year 1938.
  {
    domain: 'villaoleandri-q.it',
    name: 'Hotel Villa Oleandri',
    language: 'it',
    kind: 'boilerplate',
    category: 'travel-and-vacation',
    subcategory: 'hotels',
    contacts: {
      phone: '+39 045 621 0377',
      email: 'info@villaoleandri-q.it',
      street: 'Via San Colombano 12',
      address: 'Via San Colombano 12, 37011 Bardolino (VR)',
      founded: 1962,
      facebook: 'https://www.facebook.com/hotelvillaoleandribardolino',
    },
    traps: ['sisterCompany', 'bookingPlatform', 'familyHistoryYear'],
    decoys: {
      phones: ['045 721 08 44'],
      addresses: ['Lungolago Cipriani 14, 37011 Bardolino'],
      years: [1938],
      links: ['https://www.booking.com/hotel/it/villa-oleandri-q.html'],
    },
  },
  // Residential care home in Sintra under a Complianz banner, mega menu, newsletter and legal footer (pt-PT, WordPress Kadence): "Abrimos em 1999" (also foundingDate in JSON-LD); the social security helpline, the complaints-book link, the arbitration centre's address, the cooperation agreement 2003.
  {
    domain: 'quintadaamoreira-q.pt',
    name: 'Quinta da Amoreira',
    language: 'pt',
    kind: 'boilerplate',
    category: 'public-and-local-services',
    subcategory: 'shelters-and-homes',
    contacts: {
      phone: '+351 21 923 48 10',
      email: 'geral@quintadaamoreira-q.pt',
      street: 'Rua da Amoreira 45',
      address: 'Rua da Amoreira 45, 2710-402 Sintra',
      founded: 1999,
      facebook: 'https://www.facebook.com/quintadaamoreirasintra',
    },
    traps: ['helpline', 'consumerArbitration', 'funder'],
    decoys: {
      phones: ['300 502 502'],
      addresses: ['Rua dos Douradores, 116, 2.º, 1100-207 Lisboa'],
      years: [2003],
      links: ['https://www.livroreclamacoes.pt/Inicio/'],
    },
  },
  // Parked domain for sale with sponsored related-search links (en, parking lander): no business; the parking broker's phone, mailbox and buy link.
  {
    domain: 'northcrest-q.com',
    name: 'northcrest-q.com',
    language: 'en',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['classifiedAd'],
    decoys: {
      phones: ['+1 646 328 1975'],
      emails: ['offers@parklanedomains-q.com'],
      links: ['https://www.parklanedomains-q.com/buy/northcrest-q.com'],
    },
  },
  // Shared-hosting default page (fr, host's placeholder): no business; the host's support phone, mailbox and customer-area link.
  {
    domain: 'maison-perrin-q.fr',
    name: 'maison-perrin-q.fr',
    language: 'fr',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['webProvider'],
    decoys: {
      phones: ['09 72 10 48 00'],
      emails: ['support@hebergix-q.fr'],
      links: ['https://www.hebergix-q.fr/espace-client'],
    },
  },
  // Suspended hosting account (es, cPanel suspension page): no business; the host's support phone and mailbox.
  {
    domain: 'grupo-castellanos-q.es',
    name: 'grupo-castellanos-q.es',
    language: 'es',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['serviceHotline'],
    decoys: {
      phones: ['91 781 24 60'],
      emails: ['soporte@nubehost-q.es'],
    },
  },
  // Coming-soon page (nl, Jimdo Dolphin placeholder): no business; the web agency's phone and mailbox, the planned launch 2026.
  {
    domain: 'vanderveen-q.nl',
    name: 'vanderveen-q.nl',
    language: 'nl',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['agencyEntity', 'websiteYear'],
    decoys: {
      phones: ['0591 75 30 20'],
      emails: ['hallo@webmakersdrenthe-q.nl'],
      years: [2026],
    },
  },
  // Login wall of a customer portal (it, portal software's sign-in page): no business; the software vendor's helpdesk phone and mailbox.
  {
    domain: 'studio-arcadia-q.it',
    name: 'studio-arcadia-q.it',
    language: 'it',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['agencyEntity'],
    decoys: {
      phones: ['02 8732 1190'],
      emails: ['assistenza@sintesisoftware-q.it'],
    },
  },
];
