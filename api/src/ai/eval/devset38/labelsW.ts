import type { HandWrittenLabel } from '../handWrittenLabel.ts';

/**
 * Author W's share of devset38: 39 homepages of small and mid-sized businesses in Public & Local
 * Services, Restaurants & Bars, Shopping & Fashion, Sports, Travel & Vacation, Utilities and
 * Vehicles & Transportation (no subcategory twice), and five pages that say nothing (a parked
 * domain for sale, a hosting company's placeholder, a suspended account, a coming-soon page and a
 * members-only login wall). Twelve are plain, ten misleading (the words belong to another trade
 * than the one the company sells: a church written as a café and gig venue, a bar called The
 * Library, a vegan restaurant written as a butcher's, a jeans repair shop written as a clinic, a
 * bike workshop written as a coffee bar, a padel club written as a rice restaurant), nine JS
 * shells (Next.js pages and app router, Nuxt 2 and 3, SvelteKit, Remix, Gatsby, Astro islands,
 * Angular transfer state: the words live only in the app's payload) and eight buried in
 * boilerplate (consent walls, mega menus of forty links, booking widgets, newsletters, legal
 * footers, chat widgets). Each page is written as the real site would be (WordPress with Astra,
 * Divi, Elementor, Kadence, GeneratePress, OceanWP, Avada, Enfold or Twenty Twenty-Four, Wix,
 * Squarespace, Shopify, Webflow, TYPO3, Joomla, Jimdo, Webnode, a hand-made page, or one of the
 * frameworks above), in its country's way of writing phones and addresses (Austria, Switzerland,
 * Belgium, Québec, Argentina, Mexico, Chile, Brazil and Portugal among them), with two to five
 * decoys of the author's choosing among the values a reader most easily takes wrongly: other
 * parties' phones, mailboxes, addresses and links, and years that are not the founding.
 * Twenty-six business pages state a founding year; thirteen state none while other years abound.
 *
 * Labelling rules:
 * - The category is what the company itself sells today, as a careful reader would file it,
 *   whatever most of the page talks about (a staffing agency for hotels is an employment service,
 *   a family centre full of pregnancy yoga is a kids-and-family service, a boat line to the Cinque
 *   Terre is water transport, a food-tour company is a tour operator).
 * - `contacts` holds only the company's own current facts for the place customers use: the phone
 *   to call first today as the page writes it (the visible text; the attribute or markup value
 *   only when the page has nothing else), the general mailbox, the street line (`street`, verbatim
 *   on the page) and the whole address (`address`, as the page writes it) customers visit now,
 *   the founding or first opening year (a takeover, rename or move keeps the original year when
 *   the page states it), and the LinkedIn and Facebook hrefs. A field the page does not state is
 *   left out (a women's shelter keeps its address confidential; a tour company has none).
 * - `decoys` lists what must never be taken, each verbatim on the page (phones exactly as
 *   written, addresses as a contiguous substring, years as numbers appearing on the page): other
 *   parties' phones, mailboxes, addresses and links (helplines, public offices, regulators,
 *   registry courts, arbitration boards, suppliers, makers' hotlines, landlords, tenants,
 *   partners, clients, lenders, funders, venues, booking platforms, marketplaces, hosting and
 *   parking companies), the company's own former address and other rink, and years that are not
 *   the founding (buildings, renovations, takeovers, moves, licences, certifications,
 *   memberships, awards, standards, price lists, model years, the owner's or family's career,
 *   former businesses on the premises, copyright lines). `traps` names their kinds; a page has
 *   traps exactly when it has decoys.
 * - The company's own secondary lines and mailboxes (WhatsApp, emergency line, jobs, billing,
 *   support) are neither truth nor decoy.
 * - Say-nothing pages are `uncategorised` and carry no contacts; the parking, hosting and platform
 *   companies' numbers, mailboxes and addresses on them are decoys.
 */
export const DEVSET38_LABELS_W: readonly HandWrittenLabel[] = [
  // ---- Public & Local Services ----
  // Funeral home in Graz (de-AT, WordPress Astra): "Als Familienbetrieb gibt es uns seit 1952"; the city's cemetery office, the crematorium hall's address, the father's 1978 master's exam and the 2004 hall.
  {
    domain: 'bestattung-lindner-w.at',
    name: 'Bestattung Lindner',
    language: 'de',
    kind: 'plain',
    category: 'public-and-local-services',
    subcategory: 'funeral-and-memorial',
    contacts: {
      phone: '0316 71 24 58',
      email: 'office@bestattung-lindner-w.at',
      street: 'Conrad-von-Hötzendorf-Straße 58',
      address: 'Conrad-von-Hötzendorf-Straße 58, 8010 Graz',
      founded: 1952,
      facebook: 'https://www.facebook.com/bestattunglindnergraz',
    },
    traps: ['publicOffice', 'eventVenue', 'familyHistoryYear', 'buildingYear'],
    decoys: {
      phones: ['0316 887-2400'],
      addresses: ['Alte Poststraße 343, 8020 Graz'],
      years: [1978, 2004],
    },
  },
  // Skip-container hire in Barneveld (nl, WordPress GeneratePress with a Complianz consent wall, mega menu, newsletter, legal footer): no founding year ("al ruim dertig jaar"); the municipality's contact centre, the external DPO's mailbox, the 2025 price list and copyright, ISO 14001:2015.
  {
    domain: 'containerdienst-van-dijk-w.nl',
    name: 'Van Dijk Containerdienst',
    language: 'nl',
    kind: 'boilerplate',
    category: 'public-and-local-services',
    subcategory: 'waste-management',
    contacts: {
      phone: '0342 41 88 20',
      email: 'info@containerdienst-van-dijk-w.nl',
      street: 'Harselaarseweg 61',
      address: 'Harselaarseweg 61, 3771 MB Barneveld',
    },
    traps: ['publicOffice', 'externalDpo', 'priceListYear', 'standardYear', 'copyrightYear'],
    decoys: {
      phones: ['0342 495 911'],
      emails: ['fg@avg-partners-w.nl'],
      years: [2025, 2015],
    },
  },
  // Family centre in Bergamo (it, Jimdo): most words are pregnancy yoga, baby massage and post-natal pilates, yet it is a play space and parents' centre; "è nato nel 2011"; the midwife's mobile, the public family clinic, the teacher's 2018 certification, the funder's link.
  {
    domain: 'spazio-famiglie-girotondo-w.it',
    name: 'Girotondo – Spazio Famiglie',
    language: 'it',
    kind: 'misleading',
    category: 'public-and-local-services',
    subcategory: 'kids-and-family',
    contacts: {
      phone: '035 421 7788',
      email: 'ciao@spazio-famiglie-girotondo-w.it',
      street: 'Via Borgo Palazzo 112',
      address: 'Via Borgo Palazzo 112, 24125 Bergamo',
      founded: 2011,
    },
    traps: ['recommendedPartner', 'publicOffice', 'certificationYear', 'funder'],
    decoys: {
      phones: ['347 882 1190', '035 385 0111'],
      years: [2018],
      links: ['https://www.fondazionebergamo-w.it/progetti/crescere-in-borgo'],
    },
  },
  // Women's shelter in Trois-Rivières (fr-CA, WordPress Divi): no address (kept confidential); "La Maison a ouvert ses portes en 1983"; the province-wide helpline, the victims' aid centre, the 2019 move into a new house, the umbrella body's Facebook page.
  {
    domain: 'maison-du-havre-w.ca',
    name: 'La Maison du Havre',
    language: 'fr',
    kind: 'plain',
    category: 'public-and-local-services',
    subcategory: 'shelters-and-homes',
    contacts: {
      phone: '819 378-4420',
      email: 'info@maison-du-havre-w.ca',
      founded: 1983,
      facebook: 'https://www.facebook.com/maisonduhavre.tr',
    },
    traps: ['helpline', 'recommendedPartner', 'buildingYear', 'professionalBody'],
    decoys: {
      phones: ['1 800 363-9010', '819 376-2260'],
      years: [2019],
      links: ['https://www.facebook.com/regroupementmaisonsfemmes'],
    },
  },
  // Church in Leeds (en, Squarespace): the page is mostly brew bar, gig nights and a venue, but the company is a church; "planted in 2009"; the coffee roaster's phone and Facebook page, the 1898 warehouse.
  {
    domain: 'warehouse-church-w.co.uk',
    name: 'The Warehouse Church',
    language: 'en',
    kind: 'misleading',
    category: 'public-and-local-services',
    subcategory: 'religious-institutions',
    contacts: {
      phone: '0113 245 6610',
      email: 'hello@warehouse-church-w.co.uk',
      street: '27 Kirkstall Road',
      address: '27 Kirkstall Road, Leeds LS3 1HS',
      founded: 2009,
      facebook: 'https://www.facebook.com/thewarehousechurchleeds',
    },
    traps: ['tenantContact', 'buildingYear'],
    decoys: {
      phones: ['0113 320 1144'],
      years: [1898],
      links: ['https://www.facebook.com/grindstonecoffeeleeds'],
    },
  },
  // Hospitality staffing agency in Alicante (es, WordPress Elementor): waiters, cooks, weddings and banquets fill the page, but it is a temp agency; no founding year; the public employment service, the client hotel's number in a testimonial, the 2014 agency licence, "Desde 2019" (the client's), the 2025 copyright.
  {
    domain: 'hosteleria-personal-levante-w.es',
    name: 'Personal Hostelería Levante',
    language: 'es',
    kind: 'misleading',
    category: 'public-and-local-services',
    subcategory: 'employment-and-career',
    contacts: {
      phone: '965 20 48 31',
      email: 'info@hosteleria-personal-levante-w.es',
      street: 'Calle Pintor Aparicio 18',
      address: 'Calle Pintor Aparicio 18, 2.º B, 03003 Alicante',
      linkedin: 'https://www.linkedin.com/company/personal-hosteleria-levante',
    },
    traps: [
      'publicOffice',
      'testimonialSignature',
      'licenceYear',
      'clientReference',
      'copyrightYear',
    ],
    decoys: {
      phones: ['963 866 000', '965 21 04 85'],
      years: [2014, 2019, 2025],
    },
  },

  // ---- Restaurants & Bars ----
  // Cocktail bar in Edinburgh (en, hand-made): named "The Library", the page speaks of catalogues, reading rooms and lending; "opened its doors as a cocktail bar in 2016"; the namesake public library's number, the 1887 reading room, the 2018 award.
  {
    domain: 'the-library-bar-w.co.uk',
    name: 'The Library',
    language: 'en',
    kind: 'misleading',
    category: 'restaurants-and-bars',
    subcategory: 'bars-and-cafes',
    contacts: {
      phone: '0131 225 4419',
      email: 'hello@the-library-bar-w.co.uk',
      street: '42 Broughton Street',
      address: '42 Broughton Street, Edinburgh EH1 3SA',
      founded: 2016,
      facebook: 'https://www.facebook.com/thelibrarybaredinburgh',
    },
    traps: ['namesakeBusiness', 'buildingYear', 'awardYear'],
    decoys: {
      phones: ['0131 242 8000'],
      years: [1887, 2018],
    },
  },
  // Sushi bar in São Paulo (pt-BR, Nuxt 3 `__NUXT_DATA__`, empty `#__nuxt`): no founding year; the partner car park's number, the chef's 1998 apprenticeship, the 2023 guide award, the delivery marketplace link.
  {
    domain: 'sushi-kaze-w.com.br',
    name: 'Kaze Sushi Bar',
    language: 'pt',
    kind: 'jsShell',
    category: 'restaurants-and-bars',
    subcategory: 'japanese-cuisine',
    contacts: {
      phone: '(11) 3062-4471',
      email: 'contato@sushi-kaze-w.com.br',
      street: 'Rua Joaquim Antunes, 214',
      address: 'Rua Joaquim Antunes, 214 - Pinheiros, São Paulo - SP, 05415-010',
    },
    traps: ['directions', 'experienceYears', 'awardYear', 'marketplace'],
    decoys: {
      phones: ['(11) 3031-9090'],
      years: [1998, 2023],
      links: ['https://www.ifood.com.br/delivery/sao-paulo-sp/kaze-sushi-bar-pinheiros/3f9c2a7e'],
    },
  },
  // Greek taverna in Berchem (nl-BE, WordPress Kadence under a Cookiebot wall, Zenchef widget, newsletter, chat): "Sinds 1994 serveert de familie Papadakis"; the car park's address, the 2023 guide listing, the booking platform's link.
  {
    domain: 'taverna-mykonos-w.be',
    name: 'Taverna Mykonos',
    language: 'nl',
    kind: 'boilerplate',
    category: 'restaurants-and-bars',
    subcategory: 'mediterranean-cuisine',
    contacts: {
      phone: '03 239 45 18',
      email: 'info@taverna-mykonos-w.be',
      street: 'Statiestraat 112',
      address: 'Statiestraat 112, 2600 Berchem',
      founded: 1994,
      facebook: 'https://www.facebook.com/tavernamykonosberchem',
    },
    traps: ['directions', 'awardYear', 'bookingPlatform'],
    decoys: {
      addresses: ['Cuperusstraat 1, 2600 Berchem'],
      years: [2023],
      links: ['https://bookings.zenchef.com/results?rid=358712&pid=1001'],
    },
  },
  // Pizza delivery and takeaway in Turin (it, Next.js pages router `__NEXT_DATA__`, empty `#__next`): no founding year; the flour mill's freephone, Ciro's career since 1991, the 2025 price list, the delivery marketplace link.
  {
    domain: 'pizzeria-da-ciro-w.it',
    name: 'Da Ciro',
    language: 'it',
    kind: 'jsShell',
    category: 'restaurants-and-bars',
    subcategory: 'takeaway',
    contacts: {
      phone: '011 437 9920',
      email: 'info@pizzeria-da-ciro-w.it',
      street: 'Corso Vercelli 87',
      address: 'Corso Vercelli 87, 10155 Torino',
      facebook: 'https://www.facebook.com/daciro.torino',
    },
    traps: ['supplierContact', 'experienceYears', 'priceListYear', 'marketplace'],
    decoys: {
      phones: ['800 911 252'],
      years: [1991, 2025],
      links: ['https://deliveroo.it/it/menu/torino/barriera-di-milano/da-ciro-pizza-a-domicilio'],
    },
  },
  // Steakhouse in Palermo, Buenos Aires (es-AR, hand-made Bootstrap): "desde 1978 prendemos el fuego"; the grandfather's 1952 general store, the first premises on Av. Santa Fe, the winery's number.
  {
    domain: 'parrilla-don-anselmo-w.com.ar',
    name: 'Parrilla Don Anselmo',
    language: 'es',
    kind: 'plain',
    category: 'restaurants-and-bars',
    subcategory: 'north-and-south-american-cuisine',
    contacts: {
      phone: '(011) 4831-2276',
      email: 'info@parrilla-don-anselmo-w.com.ar',
      street: 'Gurruchaga 1720',
      address: 'Gurruchaga 1720, C1414 Palermo, CABA',
      founded: 1978,
      facebook: 'https://www.facebook.com/parrilladonanselmo',
    },
    traps: ['supplierContact', 'previousAddress', 'familyHistoryYear'],
    decoys: {
      phones: ['(0261) 498-0123'],
      addresses: ['Av. Santa Fe 3253'],
      years: [1952],
    },
  },
  // Vegan restaurant in Lyon (fr, Webflow): named and written like a butcher's (steak, charcuterie, découpe), but a plant-based restaurant; "Nous y avons ouvert notre restaurant végétal en 2019"; the former butcher's 1921, the supplier's address, the booking platform's link.
  {
    domain: 'la-boucherie-vegetale-w.fr',
    name: 'La Boucherie Végétale',
    language: 'fr',
    kind: 'misleading',
    category: 'restaurants-and-bars',
    subcategory: 'vegetarian-and-diet',
    contacts: {
      phone: '04 78 62 19 07',
      email: 'bonjour@la-boucherie-vegetale-w.fr',
      street: '23 rue de la Charité',
      address: '23 rue de la Charité, 69002 Lyon',
      founded: 2019,
      facebook: 'https://www.facebook.com/laboucherievegetale.lyon',
    },
    traps: ['supplierContact', 'previousBusinessYear', 'bookingPlatform'],
    decoys: {
      addresses: ['12 chemin du Moulin, 69630 Chaponost'],
      years: [1921],
      links: ['https://www.thefork.fr/restaurant/la-boucherie-vegetale-r712345'],
    },
  },

  // ---- Shopping & Fashion ----
  // Leather goods in Florence (it, Shopify Dawn with cookie banner, mega menu, newsletter, payment icons, legal footer, chat): "bottega di famiglia dal 1967"; the tannery's number, the 2022 certification, the 2025 copyright.
  {
    domain: 'pelletteria-arno-w.it',
    name: 'Pelletteria Arno',
    language: 'it',
    kind: 'boilerplate',
    category: 'shopping-and-fashion',
    subcategory: 'accessories',
    contacts: {
      phone: '055 239 8841',
      email: 'info@pelletteria-arno-w.it',
      street: "Via de' Gondi 7r",
      address: "Via de' Gondi 7r, 50122 Firenze",
      founded: 1967,
      facebook: 'https://www.facebook.com/pelletteriaarnofirenze',
    },
    traps: ['supplierContact', 'certificationYear', 'copyrightYear'],
    decoys: {
      phones: ['0571 366 120'],
      years: [2022, 2025],
    },
  },
  // Lingerie shop in Porto (pt-PT, Remix `__remixContext` on Shopify Hydrogen, no markup): "Nascemos em 2008"; the garment maker's address, the spring-summer 2025 collection, the complaints-book link.
  {
    domain: 'rendas-do-norte-w.pt',
    name: 'Rendas do Norte',
    language: 'pt',
    kind: 'jsShell',
    category: 'shopping-and-fashion',
    subcategory: 'clothing-and-underwear',
    contacts: {
      phone: '222 081 347',
      email: 'ola@rendas-do-norte-w.pt',
      street: 'Rua de Santa Catarina 512',
      address: 'Rua de Santa Catarina 512, 4000-446 Porto',
      founded: 2008,
      facebook: 'https://www.facebook.com/rendasdonorte.porto',
    },
    traps: ['supplierContact', 'modelYear', 'consumerArbitration'],
    decoys: {
      addresses: ['Rua da Indústria 88, 4760-123 Vila Nova de Famalicão'],
      years: [2025],
      links: ['https://www.livroreclamacoes.pt/Inicio/'],
    },
  },
  // Jeans repair shop in Zürich (de-CH, hand-made): named a clinic and written in hospital words (Notaufnahme, Diagnose, Operation), but it mends jeans; no founding year; the university hospital's emergency number, the 1873 rivet patent, the 2025 price list.
  {
    domain: 'jeans-klinik-w.ch',
    name: 'Jeans-Klinik Zürich',
    language: 'de',
    kind: 'misleading',
    category: 'shopping-and-fashion',
    subcategory: 'clothing-rental-and-repair',
    contacts: {
      phone: '044 241 77 30',
      email: 'praxis@jeans-klinik-w.ch',
      street: 'Langstrasse 118',
      address: 'Langstrasse 118, 8004 Zürich',
    },
    traps: ['helpline', 'namesakeYear', 'priceListYear'],
    decoys: {
      phones: ['044 255 11 11'],
      years: [1873, 2025],
    },
  },
  // Bridal shop in Guadalajara (es-MX, Wix): "Desde 2003 vestimos a las novias tapatías"; the first shop on Av. México, the 2010 move, the recommended wedding venue's number.
  {
    domain: 'novias-valentina-w.com.mx',
    name: 'Novias Valentina',
    language: 'es',
    kind: 'plain',
    category: 'shopping-and-fashion',
    subcategory: 'costume-and-wedding',
    contacts: {
      phone: '33 3615 2284',
      email: 'contacto@novias-valentina-w.com.mx',
      street: 'Av. Chapultepec Sur 284',
      address: 'Av. Chapultepec Sur 284, Col. Americana, 44160 Guadalajara, Jal.',
      founded: 2003,
      facebook: 'https://www.facebook.com/noviasvalentinagdl',
    },
    traps: ['recommendedPartner', 'previousAddress', 'timeline'],
    decoys: {
      phones: ['33 3630 4455'],
      addresses: ['Av. México 2350, colonia Ladrón de Guevara'],
      years: [2010],
    },
  },
  // Watchmaker and jeweller in Geneva (fr-CH, TYPO3): "Depuis 1946, la famille Dufaux accueille"; the watch brand's service line, a 1969 vintage chronograph, the 1999 membership, TYPO3's copyright comment.
  {
    domain: 'horlogerie-dufaux-w.ch',
    name: 'Horlogerie Dufaux',
    language: 'fr',
    kind: 'plain',
    category: 'shopping-and-fashion',
    subcategory: 'jewelry-and-watches',
    contacts: {
      phone: '022 310 47 82',
      email: 'info@horlogerie-dufaux-w.ch',
      street: 'Rue de la Corraterie 14',
      address: 'Rue de la Corraterie 14, 1204 Genève',
      founded: 1946,
      linkedin: 'https://www.linkedin.com/company/horlogerie-dufaux-sa',
      facebook: 'https://www.facebook.com/horlogeriedufaux',
    },
    traps: ['manufacturerHotline', 'modelYear', 'membershipYear', 'copyrightYear'],
    decoys: {
      phones: ['032 941 28 50'],
      years: [1969, 1999, 1998],
    },
  },
  // Shopping centre in Amersfoort (nl, hand-made CMS under a OneTrust banner, a mega menu of 40 shop links, newsletter): no founding year; the supermarket tenant's number, the landlord fund's address, the 2021 renovation.
  {
    domain: 'winkelcentrum-de-hoven-w.nl',
    name: 'Winkelcentrum De Hoven',
    language: 'nl',
    kind: 'boilerplate',
    category: 'shopping-and-fashion',
    subcategory: 'malls-and-marketplaces',
    contacts: {
      phone: '033 465 22 10',
      email: 'info@winkelcentrum-de-hoven-w.nl',
      street: 'Hovenplein 1',
      address: 'Hovenplein 1, 3817 AB Amersfoort',
      facebook: 'https://www.facebook.com/winkelcentrumdehoven',
    },
    traps: ['tenantContact', 'landlord', 'buildingYear'],
    decoys: {
      phones: ['033 461 09 88'],
      addresses: ['Gustav Mahlerlaan 310, 1082 ME Amsterdam'],
      years: [2021],
    },
  },

  // ---- Sports ----
  // Judo club in Lille (fr, SvelteKit: the words live only in the inline `data` of `kit.start`): "Le club a été créé en 1965"; the district town hall that lends the dojo, the regional league's number, the teacher's 2012 promotion.
  {
    domain: 'judo-club-lille-sud-w.fr',
    name: 'Judo Club Lille Sud',
    language: 'fr',
    kind: 'jsShell',
    category: 'sports',
    subcategory: 'martial-arts-and-wrestling',
    contacts: {
      phone: '03 20 53 71 46',
      email: 'contact@judo-club-lille-sud-w.fr',
      street: '120 rue du Faubourg des Postes',
      address: '120 rue du Faubourg des Postes, 59000 Lille',
      founded: 1965,
      facebook: 'https://www.facebook.com/judoclublillesud',
    },
    traps: ['publicOffice', 'professionalBody', 'certificationYear'],
    decoys: {
      phones: ['03 20 49 56 00', '03 20 06 41 17'],
      years: [2012],
    },
  },
  // Surf school in Ericeira (pt-PT, WordPress OceanWP + Elementor): "A escola abriu em 2007"; the partner surf house's number, the 2012 federation certification, the 2011 surf reserve status, the 2013 licence number.
  {
    domain: 'ondaazul-surf-w.pt',
    name: 'Onda Azul Surf School',
    language: 'pt',
    kind: 'plain',
    category: 'sports',
    subcategory: 'swimming-and-water-sports',
    contacts: {
      phone: '+351 912 448 203',
      email: 'info@ondaazul-surf-w.pt',
      street: 'Rua Dr. Eduardo Burnay 36',
      address: 'Rua Dr. Eduardo Burnay 36, 2655-370 Ericeira',
      founded: 2007,
      facebook: 'https://www.facebook.com/ondaazulsurfschool',
    },
    traps: ['recommendedPartner', 'certificationYear', 'localAnniversary', 'licenceYear'],
    decoys: {
      phones: ['+351 261 862 144'],
      years: [2012, 2011, 2013],
    },
  },
  // Golf club near Eindhoven (nl, Joomla under a CookieFirst banner, mega menu, sponsors, newsletter): "De club werd in 1988 opgericht"; the clubhouse restaurant's own number, the 1992 extension to 18 holes, the federation's link.
  {
    domain: 'golfclub-brabantse-heide-w.nl',
    name: 'Golfclub De Brabantse Heide',
    language: 'nl',
    kind: 'boilerplate',
    category: 'sports',
    subcategory: 'golf-and-ultimate',
    contacts: {
      phone: '040 253 98 10',
      email: 'info@golfclub-brabantse-heide-w.nl',
      street: 'Heidebloemlaan 4',
      address: 'Heidebloemlaan 4, 5503 LA Veldhoven',
      founded: 1988,
      facebook: 'https://www.facebook.com/golfclubdebrabantseheide',
    },
    traps: ['tenantContact', 'timeline', 'professionalBody'],
    decoys: {
      phones: ['040 253 71 19'],
      years: [1992],
      links: ['https://www.ngf.nl/'],
    },
  },
  // CrossFit box in Milan (it, Gatsby with the page data inlined, empty `#___gatsby`): "Il box ha aperto nel 2015"; the physio partner's number, the head coach's 2008, the 2025 memberships.
  {
    domain: 'crossfit-navigli-w.it',
    name: 'CrossFit Navigli',
    language: 'it',
    kind: 'jsShell',
    category: 'sports',
    subcategory: 'fitness-and-weight-lifting',
    contacts: {
      phone: '02 8942 1173',
      email: 'info@crossfit-navigli-w.it',
      street: 'Via Ludovico il Moro 47',
      address: 'Via Ludovico il Moro 47, 20143 Milano',
      founded: 2015,
      facebook: 'https://www.facebook.com/crossfitnavigli',
    },
    traps: ['recommendedPartner', 'experienceYears', 'priceListYear'],
    decoys: {
      phones: ['02 8323 5510'],
      years: [2008, 2025],
    },
  },
  // Padel club in Valencia (es, WordPress Avada): the page is mostly paellas, menus and celebrations, but it sells court time and lessons; no founding year; the rice kitchen's takeaway number, the 2021 new turf, the 2025 tournament and copyright, the court-booking app's link.
  {
    domain: 'club-padel-la-marina-w.es',
    name: 'Club de Pádel La Marina',
    language: 'es',
    kind: 'misleading',
    category: 'sports',
    subcategory: 'tennis-and-racquet-sports',
    contacts: {
      phone: '963 55 21 40',
      email: 'info@club-padel-la-marina-w.es',
      street: 'Calle de Eugenia Viñes 148',
      address: 'Calle de Eugenia Viñes 148, 46011 Valencia',
      facebook: 'https://www.facebook.com/clubpadellamarina',
    },
    traps: ['tenantContact', 'buildingYear', 'copyrightYear', 'bookingPlatform'],
    decoys: {
      phones: ['963 55 87 12'],
      years: [2021, 2025],
      links: ['https://playtomic.io/club-de-padel-la-marina/2f4a7c1e-3b9d-4e6f-8a1c-5d7e9f0b2c4a'],
    },
  },
  // Skating club in Ottawa (en-CA, WordPress GeneratePress): figure and power skating on the club's home rink; "teaching Ottawa to skate since 1959"; the national body's member line, the second arena's address, the 1988 arena.
  {
    domain: 'rideau-skating-club-w.ca',
    name: 'Rideau Skating Club',
    language: 'en',
    kind: 'plain',
    category: 'sports',
    subcategory: 'hockey-and-ice-skating',
    contacts: {
      phone: '(613) 749-3382',
      email: 'info@rideau-skating-club-w.ca',
      street: '2250 Bank Street',
      address: '2250 Bank Street, Ottawa, ON K1V 8R9',
      founded: 1959,
      facebook: 'https://www.facebook.com/rideauskatingclubottawa',
    },
    traps: ['professionalBody', 'branchElsewhere', 'buildingYear'],
    decoys: {
      phones: ['1-888-520-7733'],
      addresses: ['300 Greenbank Road, Nepean, ON K2J 4B9'],
      years: [1988],
    },
  },

  // ---- Travel & Vacation ----
  // Bed and breakfast in Lecce (it, WordPress Kadence): no founding year; the 1768 palazzo, the 2024 guest award, the radio taxi's number, the booking platform's link.
  {
    domain: 'bb-le-due-corti-w.it',
    name: 'B&B Le Due Corti',
    language: 'it',
    kind: 'plain',
    category: 'travel-and-vacation',
    subcategory: 'accommodation-and-lodging',
    contacts: {
      phone: '+39 0832 246 118',
      email: 'info@bb-le-due-corti-w.it',
      street: 'Via Vittorio Emanuele II 21',
      address: 'Via Vittorio Emanuele II 21, 73100 Lecce',
      facebook: 'https://www.facebook.com/leduecortilecce',
    },
    traps: ['recommendedPartner', 'buildingYear', 'awardYear', 'bookingPlatform'],
    decoys: {
      phones: ['0832 306 045'],
      years: [1768, 2024],
      links: ['https://www.booking.com/hotel/it/b-b-le-due-corti-lecce.it.html'],
    },
  },
  // Food tours in Porto (pt-PT, Squarespace): francesinha, pastéis de nata and port wine fill the page, but it sells guided walking tours; "A Provas do Porto nasceu em 2014"; the recommended tavern's address, the port cellars' number, Pombal's 1756 demarcation, the 2016 licence.
  {
    domain: 'provas-do-porto-w.pt',
    name: 'Provas do Porto',
    language: 'pt',
    kind: 'misleading',
    category: 'travel-and-vacation',
    subcategory: 'activities-and-tours',
    contacts: {
      phone: '+351 936 210 447',
      email: 'ola@provas-do-porto-w.pt',
      founded: 2014,
      facebook: 'https://www.facebook.com/provasdoporto',
    },
    traps: ['recommendedPartner', 'namesakeYear', 'licenceYear'],
    decoys: {
      phones: ['+351 223 771 290'],
      addresses: ['Rua da Picaria 31, 4050-477 Porto'],
      years: [1756, 2016],
    },
  },
  // Regional airline in the Laurentians (fr-CA, Angular with the content only in the `ng-state` transfer state, empty `app-root`): "fondée en 1998"; the airport's number and parking link, the 1978 Twin Otter, the 2004 operator certificate.
  {
    domain: 'air-laurentides-w.ca',
    name: 'Air Laurentides',
    language: 'fr',
    kind: 'jsShell',
    category: 'travel-and-vacation',
    subcategory: 'airlines-and-air-travel',
    contacts: {
      phone: '1 866 425-7733',
      email: 'info@air-laurentides-w.ca',
      street: "3000, chemin de l'Aéroport",
      address: "3000, chemin de l'Aéroport, La Macaza (Québec) J0T 1R0",
      founded: 1998,
      linkedin: 'https://www.linkedin.com/company/air-laurentides',
      facebook: 'https://www.facebook.com/airlaurentides',
    },
    traps: ['directions', 'modelYear', 'licenceYear'],
    decoys: {
      phones: ['819 275-9099'],
      years: [1978, 2004],
      links: ['https://www.mtia-aeroport-w.ca/fr/stationnement'],
    },
  },
  // Four-star hotel in Zell am See (de-AT, TYPO3 under a Usercentrics wall, mega menu, booking widget, newsletter, legal footer, chat concierge): no founding year; the tourist board's number and address, the 2019 renovation, stars valid until 2027, the booking engine's link.
  {
    domain: 'hotel-alpenrose-zell-w.at',
    name: 'Hotel Alpenrose',
    language: 'de',
    kind: 'boilerplate',
    category: 'travel-and-vacation',
    subcategory: 'hotels',
    contacts: {
      phone: '+43 6542 72418',
      email: 'info@hotel-alpenrose-zell-w.at',
      street: 'Schmittenstraße 34',
      address: 'Schmittenstraße 34, 5700 Zell am See',
      facebook: 'https://www.facebook.com/hotelalpenrosezell',
    },
    traps: ['publicOffice', 'buildingYear', 'certificationYear', 'bookingPlatform'],
    decoys: {
      phones: ['+43 6542 770'],
      addresses: ['Brucker Bundesstraße 1a, 5700 Zell am See'],
      years: [2019, 2027],
      links: ['https://direct-book.com/properties/hotelalpenrosezell'],
    },
  },
  // Travel agency in Utrecht (nl, Astro with one client-only `astro-island`: the words live only in its props): "werd in 1972 opgericht"; the travel guarantee fund's number and link, the 1985 trade-body membership.
  {
    domain: 'reisbureau-zonnewijzer-w.nl',
    name: 'Reisbureau Zonnewijzer',
    language: 'nl',
    kind: 'jsShell',
    category: 'travel-and-vacation',
    subcategory: 'travel-agencies',
    contacts: {
      phone: '030 231 44 08',
      email: 'info@reisbureau-zonnewijzer-w.nl',
      street: 'Twijnstraat 22',
      address: 'Twijnstraat 22, 3511 ZL Utrecht',
      founded: 1972,
      facebook: 'https://www.facebook.com/reisbureauzonnewijzer',
    },
    traps: ['consumerArbitration', 'membershipYear'],
    decoys: {
      phones: ['070 337 41 90'],
      years: [1985],
      links: ['https://www.sgr.nl/consumenten'],
    },
  },

  // ---- Utilities ----
  // Green-electricity cooperative in Kempten (de, WordPress Enfold under a Usercentrics wall, mega menu, newsletter, legal footer, chat): "Ins Leben gerufen haben die Genossenschaft 2010"; the grid operator's fault line, the registry court's and the arbitration board's numbers and addresses, the 2024 certificate.
  {
    domain: 'buergerstrom-allgaeu-w.de',
    name: 'Allgäuer Bürgerstrom eG',
    language: 'de',
    kind: 'boilerplate',
    category: 'utilities',
    subcategory: 'energy-and-power',
    contacts: {
      phone: '0831 5709 3310',
      email: 'kontakt@buergerstrom-allgaeu-w.de',
      street: 'Bahnhofstraße 12',
      address: 'Bahnhofstraße 12, 87435 Kempten (Allgäu)',
      founded: 2010,
      linkedin: 'https://www.linkedin.com/company/allgaeuer-buergerstrom',
      facebook: 'https://www.facebook.com/buergerstromallgaeu',
    },
    traps: ['utilityEmergency', 'registryCourt', 'consumerArbitration', 'certificationYear'],
    decoys: {
      phones: ['0831 2521-111', '030 2757240-0'],
      addresses: ['Residenzplatz 4-6, 87435 Kempten', 'Friedrichstraße 133, 10117 Berlin'],
      years: [2024],
    },
  },
  // Heating-oil dealer in Roeselare (nl-BE, Joomla Cassiopeia): "Het bedrijf werd in 1961 opgericht"; the economy ministry's contact centre, the tank inspector's number, the son's 1999 takeover.
  {
    domain: 'brandstoffen-verhaeghe-w.be',
    name: 'Brandstoffen Verhaeghe',
    language: 'nl',
    kind: 'plain',
    category: 'utilities',
    subcategory: 'oil-and-fuel',
    contacts: {
      phone: '051 20 14 77',
      email: 'info@brandstoffen-verhaeghe-w.be',
      street: 'Meensesteenweg 301',
      address: 'Meensesteenweg 301, 8800 Roeselare',
      founded: 1961,
      facebook: 'https://www.facebook.com/brandstoffenverhaeghe',
    },
    traps: ['publicOffice', 'recommendedPartner', 'timeline'],
    decoys: {
      phones: ['0800 120 33', '051 31 62 70'],
      years: [1999],
    },
  },
  // Water and sewerage company in Pucón (es-CL, Nuxt 2 `window.__NUXT__`, empty `#__nuxt`): no founding year; the regulator's number, the 1998 concession, the 2020-2025 tariff decree.
  {
    domain: 'aguas-pucon-w.cl',
    name: 'Aguas Pucón',
    language: 'es',
    kind: 'jsShell',
    category: 'utilities',
    subcategory: 'water-utilities',
    contacts: {
      phone: '+56 45 244 1820',
      email: 'contacto@aguas-pucon-w.cl',
      street: "Av. Bernardo O'Higgins 560",
      address: "Av. Bernardo O'Higgins 560, Pucón",
    },
    traps: ['supervisoryAuthority', 'licenceYear', 'priceListYear'],
    decoys: {
      phones: ['600 360 4740'],
      years: [1998, 2020],
    },
  },

  // ---- Vehicles & Transportation ----
  // Boat service to the Cinque Terre from La Spezia (it, hand-made Bootstrap): villages, beaches, trekking and trattorias fill the page, but it runs passenger boats; no founding year; the national park's number, the recommended trattoria's address, the 1997 UNESCO listing.
  {
    domain: 'navigazione-golfo-poeti-w.it',
    name: 'Navigazione Golfo dei Poeti',
    language: 'it',
    kind: 'misleading',
    category: 'vehicles-and-transportation',
    subcategory: 'air-and-water-transport',
    contacts: {
      phone: '0187 732 987',
      email: 'info@navigazione-golfo-poeti-w.it',
      street: 'Passeggiata Costantino Morin 1',
      address: 'Passeggiata Costantino Morin 1, 19121 La Spezia',
      facebook: 'https://www.facebook.com/navigazionegolfodeipoeti',
    },
    traps: ['publicOffice', 'recommendedPartner', 'localAnniversary'],
    decoys: {
      phones: ['0187 762 600'],
      addresses: ['Via Colombo 74, 19017 Riomaggiore'],
      years: [1997],
    },
  },
  // Airport parking at Manchester (en, Next.js app router: the words live only in `self.__next_f.push` flight data): "Skyway was set up in 2012"; the airport's own number, the 2024 safer-parking award, the review site's link.
  {
    domain: 'skyway-parking-w.co.uk',
    name: 'Skyway Parking',
    language: 'en',
    kind: 'jsShell',
    category: 'vehicles-and-transportation',
    subcategory: 'airports-and-parking',
    contacts: {
      phone: '0161 498 7730',
      email: 'help@skyway-parking-w.co.uk',
      street: 'Unit 7 Ringway Trading Estate',
      address: 'Unit 7 Ringway Trading Estate, Shadowmoss Road, Manchester M22 5LH',
      founded: 2012,
      facebook: 'https://www.facebook.com/skywayparkingmanchester',
    },
    traps: ['publicOffice', 'certificationYear', 'partnerLinks'],
    decoys: {
      phones: ['0161 489 3314'],
      years: [2024],
      links: ['https://uk.trustpilot.com/review/skyway-parking-w.co.uk'],
    },
  },
  // Tyres and alloy wheels in Huddersfield (en, Shopify Impulse with cookie banner, a mega menu of 40 brand, size and wheel links, newsletter, FCA footer, chat): no founding year; the tyre maker's care line, the finance lender's address, EU 2020/740, the 2023 certificate, the 2025 copyright.
  {
    domain: 'pennine-tyres-w.co.uk',
    name: 'Pennine Tyres',
    language: 'en',
    kind: 'boilerplate',
    category: 'vehicles-and-transportation',
    subcategory: 'auto-parts-and-wheels',
    contacts: {
      phone: '01484 530 217',
      email: 'info@pennine-tyres-w.co.uk',
      street: '214 Leeds Road',
      address: '214 Leeds Road, Huddersfield HD1 6QE',
      facebook: 'https://www.facebook.com/penninetyres',
    },
    traps: ['manufacturerHotline', 'funder', 'standardYear', 'certificationYear', 'copyrightYear'],
    decoys: {
      phones: ['0345 601 2257'],
      addresses: ['20 Windsor Place, Cardiff CF10 3BY'],
      years: [2020, 2023, 2025],
    },
  },
  // Bike shop and repair workshop in Liège (fr-BE, WordPress Astra): most of the page is espresso, roasts and pastries at the counter, but it sells and repairs bicycles; "Nous avons ouvert l'atelier en 2017"; the coffee roaster's address and number, the 1961 espresso machine.
  {
    domain: 'cyclo-comptoir-w.be',
    name: 'Cyclo Comptoir',
    language: 'fr',
    kind: 'misleading',
    category: 'vehicles-and-transportation',
    subcategory: 'bicycles',
    contacts: {
      phone: '04 223 18 62',
      email: 'atelier@cyclo-comptoir-w.be',
      street: 'Rue Saint-Gilles 87',
      address: 'Rue Saint-Gilles 87, 4000 Liège',
      founded: 2017,
      facebook: 'https://www.facebook.com/cyclocomptoirliege',
    },
    traps: ['supplierContact', 'modelYear'],
    decoys: {
      phones: ['084 31 22 90'],
      addresses: ['Rue de la Gare 12, 6900 Marche-en-Famenne'],
      years: [1961],
    },
  },
  // Used-car dealer in Osnabrück (de, hand-made dealer site): "1974 eröffnete Heinrich Kessler"; the inspection station's address, first registrations 2021 and 2020 in the offers, the marketplace link.
  {
    domain: 'autohaus-kessler-w.de',
    name: 'Autohaus Kessler',
    language: 'de',
    kind: 'plain',
    category: 'vehicles-and-transportation',
    subcategory: 'cars-and-trucks',
    contacts: {
      phone: '0541 76023-0',
      email: 'info@autohaus-kessler-w.de',
      street: 'Pagenstecherstraße 88',
      address: 'Pagenstecherstraße 88, 49090 Osnabrück',
      founded: 1974,
      linkedin: 'https://www.linkedin.com/company/autohaus-kessler-osnabrueck',
    },
    traps: ['recommendedPartner', 'modelYear', 'marketplace'],
    decoys: {
      addresses: ['Hannoversche Straße 40, 49084 Osnabrück'],
      years: [2021, 2020],
      links: ['https://home.mobile.de/AUTOHAUSKESSLEROSNABRUECK'],
    },
  },
  // Taxi cooperative in Seville (es, WordPress Twenty Twenty-Four): "Nacimos en 1986 como cooperativa"; the city's lost-property office, the airport operator's line, the 2011 hybrid fleet.
  {
    domain: 'radiotaxi-giralda-w.es',
    name: 'Radio Taxi Giralda',
    language: 'es',
    kind: 'plain',
    category: 'vehicles-and-transportation',
    subcategory: 'taxis-and-public-transport',
    contacts: {
      phone: '954 67 55 55',
      email: 'info@radiotaxi-giralda-w.es',
      street: 'Avenida de Kansas City 32',
      address: 'Avenida de Kansas City 32, 41007 Sevilla',
      founded: 1986,
      facebook: 'https://www.facebook.com/radiotaxigiraldasevilla',
    },
    traps: ['publicOffice', 'timeline'],
    decoys: {
      phones: ['955 47 05 42', '913 211 000'],
      years: [2011],
    },
  },
  // Car repair garage in Curitiba (pt-BR, Webnode): no founding year; the tow partner's mobile, the father's 1979 start, the 2016 network membership (the WhatsApp line is the garage's own, neither).
  {
    domain: 'oficina-irmaos-lopes-w.com.br',
    name: 'Oficina Mecânica Irmãos Lopes',
    language: 'pt',
    kind: 'plain',
    category: 'vehicles-and-transportation',
    subcategory: 'vehicle-repair-and-fuel',
    contacts: {
      phone: '(41) 3264-1187',
      email: 'contato@oficina-irmaos-lopes-w.com.br',
      street: 'Rua Brigadeiro Franco, 2840',
      address: 'Rua Brigadeiro Franco, 2840 - Rebouças, Curitiba - PR, 80250-030',
      facebook: 'https://www.facebook.com/oficinairmaoslopes',
    },
    traps: ['breakdownService', 'familyHistoryYear', 'membershipYear'],
    decoys: {
      phones: ['(41) 99812-4455'],
      years: [1979, 2016],
    },
  },

  // ---- Pages that say nothing ----
  // Parked domain for sale with sponsored search links (en): the parking company's sales line, mailbox and address, its 2025 copyright.
  {
    domain: 'brightwater-homes-w.com',
    name: 'brightwater-homes-w.com (parked)',
    language: 'en',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['webProvider', 'copyrightYear'],
    decoys: {
      phones: ['+1 (339) 222-5132'],
      emails: ['brokers@parkhaven-w.com'],
      addresses: ['100 Cambridge Street, Suite 1400, Boston, MA 02114'],
      years: [2025],
    },
  },
  // A hosting company's default page on a fresh domain (de): the host's support line, mailbox and address, ISO/IEC 27001:2022.
  {
    domain: 'malerbetrieb-krause-w.de',
    name: 'malerbetrieb-krause-w.de (hosting placeholder)',
    language: 'de',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['webProvider', 'standardYear'],
    decoys: {
      phones: ['0721 170 399-0'],
      emails: ['support@hostwerk-w.de'],
      addresses: ['Kaiserallee 95, 76185 Karlsruhe'],
      years: [2022],
    },
  },
  // A hosting company's "account suspended" page (pt-BR, cPanel): the host's support line, billing mailbox and address, its 2025 copyright.
  {
    domain: 'padaria-bom-gosto-w.com.br',
    name: 'padaria-bom-gosto-w.com.br (suspended)',
    language: 'pt',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['webProvider', 'copyrightYear'],
    decoys: {
      phones: ['(11) 4003-9012'],
      emails: ['financeiro@hospedagemvip-w.com.br'],
      addresses: ['Av. Paulista, 1636, conj. 1504 - Bela Vista, São Paulo - SP, 01310-200'],
      years: [2025],
    },
  },
  // A coming-soon page with a countdown and a sign-up box (en, page builder): the 2026 launch, the builder's badge link.
  {
    domain: 'oakline-studio-w.com',
    name: 'Oakline (coming soon)',
    language: 'en',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['websiteYear', 'webProvider'],
    decoys: {
      years: [2026],
      links: ['https://launchpage-w.io/?ref=badge'],
    },
  },
  // A members-only login wall (en, member-portal platform): the platform's support mailbox, phone and address.
  {
    domain: 'northfield-members-w.co.uk',
    name: 'northfield-members-w.co.uk (login wall)',
    language: 'en',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['webProvider'],
    decoys: {
      phones: ['0330 808 4412'],
      emails: ['help@memberhub-w.io'],
      addresses: ['3 Hardman Square, Manchester M3 3EB'],
    },
  },
];
