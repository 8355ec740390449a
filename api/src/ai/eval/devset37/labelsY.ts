import type { HandWrittenLabel } from '../handWrittenLabel.ts';

/**
 * Author Y's share of devset37: 39 homepages of small and mid-sized businesses in Animals & Pets,
 * Beauty & Well-being, Business Services, Construction & Manufacturing, Education & Training,
 * Electronics & Technology and Events & Entertainment (no subcategory twice), and five pages that
 * say nothing. Twelve are plain, ten misleading (the words belong to another trade than the one
 * the company sells), nine JS shells (Next.js pages and app router, Nuxt 2 and 3, SvelteKit, Remix,
 * Gatsby, Astro islands, Angular transfer state: the words live only in the app's payload) and
 * eight buried in boilerplate (consent walls, mega menus, newsletters, legal footers, chat
 * widgets). Each page is written as the real site would be (WordPress with Astra, Divi, Elementor,
 * Kadence or GeneratePress, Wix, Squarespace, Shopify, Webflow, TYPO3, Joomla, Jimdo, a hand-made
 * page, or one of the frameworks above), in its country's way of writing phones and addresses,
 * with two to four decoys of the author's choosing among the values a reader most easily takes
 * wrongly: other parties' phones and addresses, and years that are not the founding. Thirteen
 * business pages state no founding year while other years abound.
 *
 * Labelling rules:
 * - The category is what the company itself sells today, as a careful reader would file it,
 *   whatever most of the page talks about (a boarding kennel written as a hotel is a pet service,
 *   software for bakeries is software, a print shop for wineries prints, a repair shop called a
 *   hospital repairs phones, a farm that hires out its barn is an events venue).
 * - `contacts` holds only the company's own current facts for the place customers use: the phone
 *   to call first today as the page writes it (the visible text; the attribute or markup value
 *   only when the page has nothing else), the general mailbox, the street line (`street`, verbatim
 *   on the page) and the whole address (`address`, as the page writes it) customers visit now,
 *   the founding or first opening year (a takeover, rename or move keeps the original year when
 *   the page states it), and the LinkedIn and Facebook hrefs. A field the page does not state is
 *   left out.
 * - `decoys` lists what must never be taken, each verbatim on the page (phones exactly as
 *   written, addresses as a contiguous substring, years as numbers appearing on the page): other
 *   parties' phones, mailboxes, addresses and links (on-call vets, helplines, suppliers, makers'
 *   hotlines, landlords, buying groups, registry courts, regulators, funders, partners, clients,
 *   caterers, florists, press agencies, fairs and venues, web agencies, hosting and parking
 *   companies), the company's own former address and other branch, and years that are not the
 *   founding (buildings, takeovers, licences, certifications, memberships, awards, standards,
 *   price lists, vintages and model years, the owner's career, former businesses, copyright
 *   lines). `traps` names their kinds; a page has traps exactly when it has decoys.
 * - The company's own secondary lines and mailboxes (WhatsApp, fax, jobs, billing, support) are
 *   neither truth nor decoy.
 * - Say-nothing pages are `uncategorised` and carry no contacts; the parking, hosting and platform
 *   companies' numbers and mailboxes on them are decoys.
 */
export const DEVSET37_LABELS_Y: readonly HandWrittenLabel[] = [
  // ---- Animals & Pets ----
  // Vet clinic in Namur (fr-BE, WordPress Divi): "Fondée en 1987"; the on-call vets' rota number, the neighbouring pharmacy's parking address, the 2016 takeover.
  {
    domain: 'clinique-veterinaire-confluent-y.be',
    name: 'Clinique Vétérinaire du Confluent',
    language: 'fr',
    kind: 'plain',
    category: 'animals-and-pets',
    subcategory: 'animal-health',
    contacts: {
      phone: '081 22 47 93',
      email: 'info@clinique-veterinaire-confluent-y.be',
      street: 'Chaussée de Louvain 214',
      address: 'Chaussée de Louvain 214, 5004 Bouge',
      founded: 1987,
      facebook: 'https://www.facebook.com/cliniqueveterinaireduconfluent',
    },
    traps: ['outOfHoursService', 'directions', 'timeline'],
    decoys: {
      phones: ['070 66 01 20'],
      addresses: ['Chaussée de Louvain 230'],
      years: [2016],
    },
  },
  // Bird park near Ede (nl-NL, WordPress Elementor, Cookiebot wall, mega menu, newsletter, legal footer): "Opgericht in 1972"; the animal ambulance's number, the bird fair's venue, NVD membership since 1998.
  {
    domain: 'vogelpark-hoogeweide-y.nl',
    name: 'Vogelpark De Hooge Weide',
    language: 'nl',
    kind: 'boilerplate',
    category: 'animals-and-pets',
    subcategory: 'animal-parks-and-zoo',
    contacts: {
      phone: '0318 456 210',
      email: 'info@vogelpark-hoogeweide-y.nl',
      street: 'Hooge Weideweg 12',
      address: 'Hooge Weideweg 12, 6718 ZB Ede',
      founded: 1972,
      facebook: 'https://www.facebook.com/vogelparkdehoogeweide',
    },
    traps: ['helpline', 'tradeFair', 'membershipYear'],
    decoys: {
      phones: ['0318 650 877'],
      addresses: ['Meidoornkade 24, 3992 AE Houten'],
      years: [1998],
    },
  },
  // Riding school near Sintra (pt-PT, Nuxt 2 payload, JSON-LD with the Facebook link only): "abriu portas em 1994" in the payload; the equine vet's number, the covered arena of 2008, the federation certificate since 2001.
  {
    domain: 'quintavalefundo-equestre-y.pt',
    name: 'Centro Equestre Quinta do Vale Fundo',
    language: 'pt',
    kind: 'jsShell',
    category: 'animals-and-pets',
    subcategory: 'horses-and-riding',
    contacts: {
      phone: '+351 219 245 310',
      email: 'geral@quintavalefundo-equestre-y.pt',
      street: 'Estrada da Lagoa Azul 45',
      address: 'Estrada da Lagoa Azul 45, 2710-089 Sintra',
      founded: 1994,
      facebook: 'https://www.facebook.com/quintavalefundo',
    },
    traps: ['onCallPartner', 'buildingYear', 'certificationYear'],
    decoys: {
      phones: ['+351 261 940 227'],
      years: [2008, 2001],
    },
  },
  // Dog and cat boarding in Monza written as a boutique hotel (it-IT, Wix): no founding; the namesake Rimini hotel's number, the 2025 price list, suites renovated in 2019.
  {
    domain: 'hotelzampadoro-y.it',
    name: "Hotel Zampa d'Oro",
    language: 'it',
    kind: 'misleading',
    category: 'animals-and-pets',
    subcategory: 'pet-services',
    contacts: {
      phone: '039 230 4417',
      email: 'info@hotelzampadoro-y.it',
      street: 'Via Lecco 118',
      address: 'Via Lecco 118, 20900 Monza MB',
    },
    traps: ['namesakeBusiness', 'priceListYear', 'buildingYear'],
    decoys: {
      phones: ['0541 38 22 90'],
      years: [2025, 2019],
    },
  },
  // Pet supplies shop in Leipzig (de-DE, Shopify Dawn, consent banner, mega menu, newsletter, imprint, chat): "2009 haben wir unseren kleinen Laden … eröffnet"; the frozen-food maker's hotline, the arbitration body in Kehl, a trade award of 2022.
  {
    domain: 'napf-und-knochen-y.de',
    name: 'Napf & Knochen Tierbedarf',
    language: 'de',
    kind: 'boilerplate',
    category: 'animals-and-pets',
    subcategory: 'pet-stores',
    contacts: {
      phone: '0341 355 82 19',
      email: 'hallo@napf-und-knochen-y.de',
      street: 'Karl-Liebknecht-Straße 87',
      address: 'Karl-Liebknecht-Straße 87, 04275 Leipzig',
      founded: 2009,
      facebook: 'https://www.facebook.com/napfundknochen',
    },
    traps: ['manufacturerHotline', 'consumerArbitration', 'awardYear'],
    decoys: {
      phones: ['0800 724 63 30'],
      addresses: ['Straßburger Straße 8, 77694 Kehl'],
      years: [2022],
    },
  },

  // ---- Beauty & Well-being ----
  // Olive-oil cosmetics maker in Úbeda whose page is mostly about the family olive grove (es-ES, WordPress Kadence + WooCommerce): "En 2011 … montó … un pequeño obrador"; the olive mill cooperative's number, the great-grandfather's trees of 1932, the 2024 harvest.
  {
    domain: 'olivardelasierra-y.es',
    name: 'Olivar de la Sierra',
    language: 'es',
    kind: 'misleading',
    category: 'beauty-and-well-being',
    subcategory: 'cosmetics-and-makeup',
    contacts: {
      phone: '953 75 42 18',
      email: 'hola@olivardelasierra-y.es',
      street: 'Calle Ancha 14',
      address: 'Calle Ancha 14, 23400 Úbeda (Jaén)',
      founded: 2011,
      facebook: 'https://www.facebook.com/olivardelasierracosmetica',
    },
    traps: ['supplierContact', 'familyHistoryYear', 'modelYear'],
    decoys: {
      phones: ['953 75 10 66'],
      years: [1932, 2024],
    },
  },
  // Hair salon in Fremantle (en-AU, Gatsby with the page data inlined): "opened its doors in 2013" in the payload; the car park's address, the owner's apprenticeship of 2006, the resold haircare brand's Facebook page.
  {
    domain: 'saltandcomb-y.com.au',
    name: 'Salt & Comb Hair Studio',
    language: 'en',
    kind: 'jsShell',
    category: 'beauty-and-well-being',
    subcategory: 'hair-care-and-styling',
    contacts: {
      phone: '(08) 9335 1847',
      email: 'hello@saltandcomb-y.com.au',
      street: '27 Market Street',
      address: 'Shop 3, 27 Market Street, Fremantle WA 6160',
      founded: 2013,
      facebook: 'https://www.facebook.com/saltandcombhair',
    },
    traps: ['directions', 'experienceYears', 'resoldBrand'],
    decoys: {
      addresses: ['10 William Street'],
      years: [2006],
      links: ['https://www.facebook.com/kokobotanicalsau'],
    },
  },
  // Beauty institute in Ghent (nl-BE, Wix): no founding; the dermatologist's number and address, the 2025 price list, laser hair removal "sinds 2020".
  {
    domain: 'instituut-lotus-y.be',
    name: 'Schoonheidsinstituut Lotus',
    language: 'nl',
    kind: 'plain',
    category: 'beauty-and-well-being',
    subcategory: 'salons-and-clinics',
    contacts: {
      phone: '09 222 41 87',
      email: 'info@instituut-lotus-y.be',
      street: 'Kortrijksesteenweg 412',
      address: 'Kortrijksesteenweg 412, 9000 Gent',
      facebook: 'https://www.facebook.com/instituutlotusgent',
    },
    traps: ['recommendedPartner', 'priceListYear', 'timeline'],
    decoys: {
      phones: ['09 233 18 50'],
      addresses: ['Groenkaai 9, Gent'],
      years: [2025, 2020],
    },
  },
  // Tattoo studio in a former Zurich print works whose page talks of presses and type (de-CH, Squarespace): "2014 haben wir das Studio eröffnet"; the old printer's years 1911 and 1989 and its namesake successor's address.
  {
    domain: 'diedruckerei-tattoo-y.ch',
    name: 'Die Druckerei',
    language: 'de',
    kind: 'misleading',
    category: 'beauty-and-well-being',
    subcategory: 'tattoos-and-piercings',
    contacts: {
      phone: '044 462 18 09',
      email: 'studio@diedruckerei-tattoo-y.ch',
      street: 'Zentralstrasse 44',
      address: 'Zentralstrasse 44, 8003 Zürich',
      founded: 2014,
    },
    traps: ['previousBusinessYear', 'namesakeBusiness'],
    decoys: {
      addresses: ['Rütistrasse 9, 8952 Schlieren'],
      years: [1911, 1989],
    },
  },
  // Day spa in Florianópolis (pt-BR, WordPress Elementor, LGPD consent wall, mega menu, newsletter, legal footer, WhatsApp widget): "Desde 2006"; the web agency's node and number in JSON-LD and footer, the partner car park, an award of 2019.
  {
    domain: 'spaaguasclaras-y.com.br',
    name: 'Spa Águas Claras',
    language: 'pt',
    kind: 'boilerplate',
    category: 'beauty-and-well-being',
    subcategory: 'wellness-and-spa',
    contacts: {
      phone: '(48) 3224-5816',
      email: 'contato@spaaguasclaras-y.com.br',
      street: 'Rua Bocaiúva 1850',
      address: 'Rua Bocaiúva 1850, Centro, Florianópolis - SC, 88015-530',
      founded: 2006,
      facebook: 'https://www.facebook.com/spaaguasclarasfloripa',
    },
    traps: ['agencyEntity', 'directions', 'awardYear'],
    decoys: {
      phones: ['(48) 3025-7712'],
      addresses: ['Rua Felipe Schmidt 303', 'Av. Rio Branco 404, sala 1203'],
      years: [2019],
    },
  },
  // Yoga studio in Lyon (fr-FR, Astro islands, props HTML-escaped): no founding; the retreat venue in the Drôme, the teacher's training in 2009 and certification in 2017.
  {
    domain: 'atelier-souffle-yoga-y.fr',
    name: 'Atelier Souffle',
    language: 'fr',
    kind: 'jsShell',
    category: 'beauty-and-well-being',
    subcategory: 'yoga-and-meditation',
    contacts: {
      phone: '04 78 29 61 35',
      email: 'bonjour@atelier-souffle-yoga-y.fr',
      street: '14 rue Sainte-Catherine',
      address: '14 rue Sainte-Catherine, 69001 Lyon',
      facebook: 'https://www.facebook.com/ateliersouffleyoga',
    },
    traps: ['eventVenue', 'experienceYears', 'certificationYear'],
    decoys: {
      addresses: ['410 chemin des Grands Chênes, 26400 Crest'],
      years: [2009, 2017],
    },
  },

  // ---- Business Services ----
  // Recruitment agency for restaurant kitchens in Mexico City whose page speaks of mole, brigades and service (es-MX, WordPress Astra): "fundada en 2012"; the culinary school's number, a client chef's restaurant address, the founders' kitchens "desde 1998".
  {
    domain: 'brigadatalento-y.com.mx',
    name: 'Brigada Talento Gastronómico',
    language: 'es',
    kind: 'misleading',
    category: 'business-services',
    subcategory: 'hr-and-recruiting',
    contacts: {
      phone: '55 5264 3180',
      email: 'contacto@brigadatalento-y.com.mx',
      street: 'Av. Álvaro Obregón 185',
      address: 'Av. Álvaro Obregón 185, Piso 3, Col. Roma Norte, 06700 Ciudad de México, CDMX',
      founded: 2012,
      linkedin: 'https://www.linkedin.com/company/brigada-talento-gastronomico',
      facebook: 'https://www.facebook.com/brigadatalento',
    },
    traps: ['partnerNetwork', 'testimonialSignature', 'experienceYears'],
    decoys: {
      phones: ['55 5211 7480'],
      addresses: ['Presidente Masaryk 240, Polanco'],
      years: [1998],
    },
  },
  // Dried fruit and nut importer-exporter in Rotterdam (nl-NL, Joomla Cassiopeia, cookie hint, mega menu, AcyMailing, trade-terms footer, Tawk chat): no founding; the customs broker's number, the trade fair's address, Incoterms 2020, BRC since 2018.
  {
    domain: 'kadezeven-import-y.nl',
    name: 'Kade 7 Import & Export',
    language: 'nl',
    kind: 'boilerplate',
    category: 'business-services',
    subcategory: 'import-and-export',
    contacts: {
      phone: '010 428 65 90',
      email: 'info@kadezeven-import-y.nl',
      street: 'Waalhaven Oostzijde 81',
      address: 'Waalhaven Oostzijde 81, 3087 BM Rotterdam',
      linkedin: 'https://www.linkedin.com/company/kade-7-import-export',
    },
    traps: ['supplierContact', 'tradeFair', 'standardYear', 'certificationYear'],
    decoys: {
      phones: ['010 472 19 33'],
      addresses: ['ZAC Paris Nord 2, 93420 Villepinte'],
      years: [2020, 2018],
    },
  },
  // Managed IT services in Hamburg (de-DE, Next.js pages router, __NEXT_DATA__ only): "2003 … gegründet" in the payload; the former office left in 2022, the telecom fault line, Microsoft partner since 2019.
  {
    domain: 'netzwerkhaus-nord-y.de',
    name: 'Netzwerkhaus Nord GmbH',
    language: 'de',
    kind: 'jsShell',
    category: 'business-services',
    subcategory: 'it-and-communication',
    contacts: {
      phone: '040 609 44 71-0',
      email: 'kontakt@netzwerkhaus-nord-y.de',
      street: 'Wandsbeker Chaussee 221',
      address: 'Wandsbeker Chaussee 221, 22089 Hamburg',
      founded: 2003,
      linkedin: 'https://www.linkedin.com/company/netzwerkhaus-nord',
    },
    traps: ['previousAddress', 'serviceHotline', 'membershipYear'],
    decoys: {
      phones: ['0800 330 1000'],
      addresses: ['Hammer Landstraße 9, 20537 Hamburg'],
      years: [2019, 2022],
    },
  },
  // Wine-label printer in Alba whose page is all vineyards and vintages (it-IT, WordPress GeneratePress): "Dal 1968 stampiamo"; a client winery's address, the Barolo 2019 label, Vinitaly 2025 and the fair's address.
  {
    domain: 'tipografialanghe-y.it',
    name: 'Tipografia Langhe',
    language: 'it',
    kind: 'misleading',
    category: 'business-services',
    subcategory: 'print-and-graphic-design',
    contacts: {
      phone: '0173 44 18 29',
      email: 'info@tipografialanghe-y.it',
      street: 'Corso Piave 36',
      address: 'Corso Piave 36, 12051 Alba CN',
      founded: 1968,
      facebook: 'https://www.facebook.com/tipografialanghe',
    },
    traps: ['clientReference', 'tradeFair', 'modelYear'],
    decoys: {
      addresses: ["Via Roddino 12, 12065 Monforte d'Alba", 'Viale del Lavoro 8, 37135 Verona'],
      years: [2019, 2025],
    },
  },
  // Marketing agency in Halifax (en-CA, Webflow): no founding; a client bakery "since 1958", an award of 2023, Webflow partner since 2021.
  {
    domain: 'tidewatergrowth-y.ca',
    name: 'Tidewater Growth Co.',
    language: 'en',
    kind: 'plain',
    category: 'business-services',
    subcategory: 'sales-and-marketing',
    contacts: {
      phone: '(902) 482-3170',
      email: 'hello@tidewatergrowth-y.ca',
      street: '1550 Barrington Street',
      address: '1550 Barrington Street, Suite 400, Halifax, NS B3J 1Z7',
      linkedin: 'https://www.linkedin.com/company/tidewater-growth',
    },
    traps: ['clientReference', 'awardYear', 'membershipYear'],
    decoys: {
      years: [1958, 2023, 2021],
    },
  },
  // Road haulier near Porto (pt-PT, Joomla Helix Ultimate): "fundada em 1979"; the Spanish partner's number, the son's takeover in 2005, the transport licence since 1992.
  {
    domain: 'rotanorte-transportes-y.pt',
    name: 'Transportes Rota Norte, Lda.',
    language: 'pt',
    kind: 'plain',
    category: 'business-services',
    subcategory: 'shipping-and-logistics',
    contacts: {
      phone: '229 065 140',
      email: 'geral@rotanorte-transportes-y.pt',
      street: 'Rua da Lionesa 446',
      address: 'Rua da Lionesa 446, 4465-671 Leça do Balio',
      founded: 1979,
      linkedin: 'https://www.linkedin.com/company/transportes-rota-norte',
    },
    traps: ['partnerNetwork', 'timeline', 'licenceYear'],
    decoys: {
      phones: ['+34 986 21 44 90'],
      years: [2005, 1992],
    },
  },
  // Coworking space in Lausanne (fr-CH, SvelteKit data in the start script): "a ouvert ses portes en 2016" in the payload; the building manager's number, the warehouse of 1904, the second space in Morges.
  {
    domain: 'laruche-coworking-y.ch',
    name: 'La Ruche Coworking',
    language: 'fr',
    kind: 'jsShell',
    category: 'business-services',
    subcategory: 'office-space-and-supplies',
    contacts: {
      phone: '021 312 48 60',
      email: 'hello@laruche-coworking-y.ch',
      street: 'Rue de Genève 17',
      address: 'Rue de Genève 17, 1003 Lausanne',
      founded: 2016,
      linkedin: 'https://www.linkedin.com/company/laruche-coworking',
      facebook: 'https://www.facebook.com/laruchecoworkinglausanne',
    },
    traps: ['landlord', 'buildingYear', 'branchElsewhere'],
    decoys: {
      phones: ['021 323 77 10'],
      addresses: ['Grand-Rue 72, 1110 Morges'],
      years: [1904],
    },
  },

  // ---- Construction & Manufacturing ----
  // Architects and engineers in Verona (it-IT, Angular transfer state in ng-state): "Lo studio nasce nel 1985" in the payload; a client estate's address, the founder's registration of 1988 and his personal LinkedIn.
  {
    domain: 'studioferraresi-ai-y.it',
    name: 'Studio Ferraresi Architetti e Ingegneri Associati',
    language: 'it',
    kind: 'jsShell',
    category: 'construction-and-manufacturing',
    subcategory: 'architects-and-engineers',
    contacts: {
      phone: '045 801 33 62',
      email: 'studio@studioferraresi-ai-y.it',
      street: 'Stradone Porta Palio 42',
      address: 'Stradone Porta Palio 42, 37122 Verona',
      founded: 1985,
      linkedin: 'https://www.linkedin.com/company/studio-ferraresi-architetti',
    },
    traps: ['clientReference', 'professionalBody', 'personalProfile'],
    decoys: {
      addresses: ['Via Ca’ Righetti 9, 37024 Negrar di Valpolicella'],
      years: [1988],
      links: ['https://www.linkedin.com/in/marco-ferraresi-architetto'],
    },
  },
  // Builders' merchant in Graz (de-AT, TYPO3, Klaro consent wall, mega menu, newsletter, MedienG/ECG disclosure): "Gegründet 1952"; the buying group's number, the registry court's address, ÖNORM B 2110:2013, the CMS copyright comment's 1998.
  {
    domain: 'baustoffe-pichler-y.at',
    name: 'Baustoffe Pichler GmbH & Co KG',
    language: 'de',
    kind: 'boilerplate',
    category: 'construction-and-manufacturing',
    subcategory: 'building-materials',
    contacts: {
      phone: '0316 29 18 40',
      email: 'office@baustoffe-pichler-y.at',
      street: 'Weblinger Gürtel 25',
      address: 'Weblinger Gürtel 25, 8054 Graz',
      founded: 1952,
      facebook: 'https://www.facebook.com/baustoffepichler',
    },
    traps: ['parentGroup', 'registryCourt', 'standardYear', 'themeDemoContent'],
    decoys: {
      phones: ['+43 1 877 42 10'],
      addresses: ['Marburger Kai 49, 8010 Graz'],
      years: [2013, 1998],
    },
  },
  // Rotational moulder in Oyonnax whose page talks of kayaks and rapids (fr-FR, hand-made): "Entreprise fondée en 1991"; the kayak dealer's number, ISO 9001:2015, the sponsored club's championship of 2024.
  {
    domain: 'rotomoulage-bugey-y.fr',
    name: 'Rotomoulage du Bugey',
    language: 'fr',
    kind: 'misleading',
    category: 'construction-and-manufacturing',
    subcategory: 'chemicals-and-plastic',
    contacts: {
      phone: '04 74 77 52 08',
      email: 'contact@rotomoulage-bugey-y.fr',
      street: '118 rue Anatole France',
      address: 'ZI Nord, 118 rue Anatole France, 01100 Oyonnax',
      founded: 1991,
      linkedin: 'https://www.linkedin.com/company/rotomoulage-du-bugey',
    },
    traps: ['stockist', 'standardYear', 'sponsor'],
    decoys: {
      phones: ['04 75 88 13 62'],
      years: [2015, 2024],
    },
  },
  // Builders in Bristol (en-GB, WordPress GeneratePress): no founding; the council's building control number, the director's apprenticeship of 1996, the © 2025 line.
  {
    domain: 'harbourside-build-y.co.uk',
    name: 'Harbourside Build & Renovation Ltd',
    language: 'en',
    kind: 'plain',
    category: 'construction-and-manufacturing',
    subcategory: 'construction-services',
    contacts: {
      phone: '0117 955 3820',
      email: 'enquiries@harbourside-build-y.co.uk',
      street: '14 Feeder Road',
      address: '14 Feeder Road, Bristol BS2 0SB',
      facebook: 'https://www.facebook.com/harboursidebuildbristol',
    },
    traps: ['publicOffice', 'familyHistoryYear', 'copyrightYear'],
    decoys: {
      phones: ['0117 352 1100'],
      years: [1996, 2025],
    },
  },
  // Landscape gardener in Houten (nl-NL, Jimdo Creator): "in 1998 opgericht"; the tree nursery's number, the garden fair's venue, the trade mark since 2012.
  {
    domain: 'hovenier-delinde-y.nl',
    name: 'Hoveniersbedrijf De Linde',
    language: 'nl',
    kind: 'plain',
    category: 'construction-and-manufacturing',
    subcategory: 'garden-and-landscaping',
    contacts: {
      phone: '030 634 19 72',
      email: 'info@hovenier-delinde-y.nl',
      street: 'Achterdijk 22',
      address: 'Achterdijk 22, 3992 LB Houten',
      founded: 1998,
      facebook: 'https://www.facebook.com/hovenierdelinde',
    },
    traps: ['supplierContact', 'eventVenue', 'licenceYear'],
    decoys: {
      phones: ['0488 44 21 70'],
      addresses: ['Franklinweg 2, 4207 HZ Gorinchem'],
      years: [2012],
    },
  },
  // Sheet-metal contract manufacturer in Rosario (es-AR, WordPress Astra): "En 1961 sus hijos … fundaron"; the grandfather's arrival in 1948, the first workshop's address and the 1994 move, the industry association's number.
  {
    domain: 'metalurgicafontana-y.com.ar',
    name: 'Metalúrgica Fontana Hnos. S.R.L.',
    language: 'es',
    kind: 'plain',
    category: 'construction-and-manufacturing',
    subcategory: 'manufacturing',
    contacts: {
      phone: '(0341) 462-8190',
      email: 'info@metalurgicafontana-y.com.ar',
      street: 'Av. Ovidio Lagos 5120',
      address: 'Av. Ovidio Lagos 5120, S2008 Rosario, Santa Fe',
      founded: 1961,
      linkedin: 'https://www.linkedin.com/company/metalurgica-fontana-hnos',
      facebook: 'https://www.facebook.com/metalurgicafontana',
    },
    traps: ['familyHistoryYear', 'previousAddress', 'professionalBody'],
    decoys: {
      phones: ['(0341) 421-5566'],
      addresses: ['calle Mendoza 2450, Rosario'],
      years: [1948, 1994],
    },
  },
  // Tool hire and tool shop in Campinas (pt-BR, Remix context only): no founding; the maker's warranty line, the Sumaré shop, the 2023 generators, the 2024 rate card.
  {
    domain: 'parafusoforte-locacao-y.com.br',
    name: 'Parafuso Forte Locação e Ferramentas',
    language: 'pt',
    kind: 'jsShell',
    category: 'construction-and-manufacturing',
    subcategory: 'tools-and-equipment',
    contacts: {
      phone: '(19) 3232-4871',
      email: 'atendimento@parafusoforte-locacao-y.com.br',
      street: 'Av. das Amoreiras 1580',
      address: 'Av. das Amoreiras 1580 - Parque Itália, Campinas - SP, 13036-225',
      facebook: 'https://www.facebook.com/parafusofortelocacao',
    },
    traps: ['manufacturerHotline', 'branchElsewhere', 'modelYear', 'priceListYear'],
    decoys: {
      phones: ['0800 770 4488'],
      addresses: ['Rua Dom Pedro II 455, Centro, Sumaré - SP'],
      years: [2023, 2024],
    },
  },

  // ---- Education & Training ----
  // Cookery school in Cork whose page reads like a restaurant's menu (en-IE, Squarespace): "We opened our kitchen doors in 2010"; the fish stall's number, the sister restaurant's address, a press mention of 2021.
  {
    domain: 'thelarder-cookery-y.ie',
    name: 'The Larder Cookery School',
    language: 'en',
    kind: 'misleading',
    category: 'education-and-training',
    subcategory: 'courses-and-classes',
    contacts: {
      phone: '021 427 6650',
      email: 'hello@thelarder-cookery-y.ie',
      street: '12 Princes Street',
      address: '12 Princes Street, Cork T12 K8P4',
      founded: 2010,
      facebook: 'https://www.facebook.com/thelardercork',
    },
    traps: ['marketStall', 'sisterCompany', 'newsMention'],
    decoys: {
      phones: ['021 427 1893'],
      addresses: ['4 Oliver Plunkett Street, Cork'],
      years: [2021],
    },
  },
  // Language school in Medellín (es-CO, Nuxt 3 devalue payload): "nació en 2004" in the payload; the exam centre's and the scholarship foundation's numbers, the licence of 2016.
  {
    domain: 'palabraviva-idiomas-y.com.co',
    name: 'Palabra Viva Academia de Idiomas',
    language: 'es',
    kind: 'jsShell',
    category: 'education-and-training',
    subcategory: 'language-learning',
    contacts: {
      phone: '+57 604 444 3185',
      email: 'info@palabraviva-idiomas-y.com.co',
      street: 'Carrera 43A # 7-50',
      address: 'Carrera 43A # 7-50, Oficina 402, El Poblado, Medellín',
      founded: 2004,
      facebook: 'https://www.facebook.com/palabravivaidiomas',
    },
    traps: ['partnerNetwork', 'funder', 'licenceYear'],
    decoys: {
      phones: ['+57 604 513 4477', '+57 604 380 1200'],
      years: [2016],
    },
  },
  // Music school in Freiburg (de-DE, TYPO3 Bootstrap Package): no founding; the concert hall's address, the music shop's rental line, the city's 900th anniversary in 2020, a charity project supported "seit 2018".
  {
    domain: 'klangwerk-musikschule-y.de',
    name: 'Musikschule Klangwerk Freiburg',
    language: 'de',
    kind: 'plain',
    category: 'education-and-training',
    subcategory: 'music-and-theater-classes',
    contacts: {
      phone: '0761 288 47 30',
      email: 'info@klangwerk-musikschule-y.de',
      street: 'Habsburgerstraße 104',
      address: 'Habsburgerstraße 104, 79104 Freiburg im Breisgau',
      facebook: 'https://www.facebook.com/klangwerkfreiburg',
    },
    traps: ['eventVenue', 'recommendedPartner', 'localAnniversary', 'supportedCharity'],
    decoys: {
      phones: ['0761 217 02 45'],
      addresses: ['Gerhart-Hauptmann-Straße 1, 79110 Freiburg'],
      years: [2020, 2018],
    },
  },
  // Forklift and lifting operator training in Québec City (fr-CA, WordPress Kadence, Loi 25 consent wall, mega menu, newsletter, long legal footer, Crisp chat): "Fondée en 1999"; the safety board's and Services Québec's numbers, the © 2025 line.
  {
    domain: 'formationlevagepro-y.ca',
    name: 'Formation Levage Pro',
    language: 'fr',
    kind: 'boilerplate',
    category: 'education-and-training',
    subcategory: 'vocational-training',
    contacts: {
      phone: '418 681-2290',
      email: 'info@formationlevagepro-y.ca',
      street: '2350, boulevard Hamel',
      address: '2350, boulevard Hamel, Québec (Québec) G1P 2J1',
      founded: 1999,
      linkedin: 'https://www.linkedin.com/company/formation-levage-pro',
      facebook: 'https://www.facebook.com/formationlevagepro',
    },
    traps: ['supervisoryAuthority', 'funder', 'copyrightYear'],
    decoys: {
      phones: ['1 844 838-0808', '1 877 644-4545'],
      years: [2025],
    },
  },
  // Tutoring and test prep in Austin (en-US, WordPress Astra, Termly consent wall, mega menu, newsletter, disclaimer footer, Tidio chat): no founding; the school district's number, a press mention of 2019, a science fair sponsored in 2024, the form's placeholder mailbox.
  {
    domain: 'brightpath-tutoring-y.com',
    name: 'Bright Path Tutoring & Test Prep',
    language: 'en',
    kind: 'boilerplate',
    category: 'education-and-training',
    subcategory: 'education-services',
    contacts: {
      phone: '(512) 338-4172',
      email: 'info@brightpath-tutoring-y.com',
      street: '8120 Research Blvd',
      address: '8120 Research Blvd, Suite 210, Austin, TX 78758',
      facebook: 'https://www.facebook.com/brightpathtutoringatx',
    },
    traps: ['publicOffice', 'newsMention', 'sponsor', 'formPlaceholder'],
    decoys: {
      phones: ['(512) 414-1700'],
      emails: ['you@example.com'],
      years: [2019, 2024],
    },
  },

  // ---- Electronics & Technology ----
  // Audio, lighting and video hire in Rome (it-IT, WordPress Elementor, iubenda consent wall, mega menu, newsletter, legal footer, Smartsupp chat): no founding; the external DPO's mailbox, the insurer's agency address, a festival sponsorship of 2025, the city's birthday parade of 2024.
  {
    domain: 'lucesuono-service-y.it',
    name: 'Luce & Suono Service S.r.l.',
    language: 'it',
    kind: 'boilerplate',
    category: 'electronics-and-technology',
    subcategory: 'audio-and-visual',
    contacts: {
      phone: '06 4123 8870',
      email: 'info@lucesuono-service-y.it',
      street: 'Via Tiburtina 1072',
      address: 'Via Tiburtina 1072, 00156 Roma RM',
      linkedin: 'https://www.linkedin.com/company/luce-e-suono-service',
      facebook: 'https://www.facebook.com/lucesuonoservice',
    },
    traps: ['externalDpo', 'insurerDetails', 'sponsor', 'localAnniversary'],
    decoys: {
      emails: ['dpo@studiolegale-ferri-y.it'],
      addresses: ['Piazza Cavour 17, 00193 Roma'],
      years: [2025, 2024],
    },
  },
  // Phone and laptop shop in Santiago (es-CL, Shopify Impulse): "Desde 2008 en Providencia"; the arcade management's number, the brand's service line, CyberDay 2025.
  {
    domain: 'tecnocentro-providencia-y.cl',
    name: 'TecnoCentro Providencia',
    language: 'es',
    kind: 'plain',
    category: 'electronics-and-technology',
    subcategory: 'computers-and-phones',
    contacts: {
      phone: '+56 2 2231 4870',
      email: 'contacto@tecnocentro-providencia-y.cl',
      street: 'Av. Providencia 2124',
      address: 'Av. Providencia 2124, local 15, Providencia, Santiago',
      founded: 2008,
      facebook: 'https://www.facebook.com/tecnocentroprovidencia',
    },
    traps: ['centreReception', 'manufacturerHotline', 'priceFigures'],
    decoys: {
      phones: ['+56 2 2233 9100', '600 360 7294'],
      years: [2025],
    },
  },
  // Production-planning software for bakeries whose page is all dough and ovens (nl-NL, Webflow): no founding; a customer bakery "sinds 1911", the research centre's number, a Facebook share link.
  {
    domain: 'deegwerk-software-y.nl',
    name: 'Deegwerk',
    language: 'nl',
    kind: 'misleading',
    category: 'electronics-and-technology',
    subcategory: 'internet-and-software',
    contacts: {
      phone: '033 760 42 18',
      email: 'hallo@deegwerk-software-y.nl',
      street: 'Stationsplein 45',
      address: 'Stationsplein 45, 3818 LE Amersfoort',
      linkedin: 'https://www.linkedin.com/company/deegwerk',
    },
    traps: ['testimonialSignature', 'researchPartner', 'shareLinks'],
    decoys: {
      phones: ['0317 48 21 90'],
      years: [1911],
      links: [
        'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fwww.deegwerk-software-y.nl%2F',
      ],
    },
  },
  // Phone repair shop in Lisbon written as a hospital (pt-PT, WordPress Divi): no founding; the health line's number, the consumer arbitration centre's address, a 2025 campaign.
  {
    domain: 'hospitaldotelemovel-y.pt',
    name: 'Hospital do Telemóvel',
    language: 'pt',
    kind: 'misleading',
    category: 'electronics-and-technology',
    subcategory: 'repair-and-services',
    contacts: {
      phone: '21 812 40 67',
      email: 'geral@hospitaldotelemovel-y.pt',
      street: 'Rua Morais Soares 112',
      address: 'Rua Morais Soares 112, 1900-346 Lisboa',
      facebook: 'https://www.facebook.com/hospitaldotelemovel',
    },
    traps: ['emergencyNumber', 'consumerArbitration', 'priceFigures'],
    decoys: {
      phones: ['808 24 24 24'],
      addresses: ['Rua dos Douradores 116, 1100-207 Lisboa'],
      years: [2025],
    },
  },

  // ---- Events & Entertainment ----
  // Children's party entertainer in Auckland (en-NZ, Next.js app router flight rows only): "since 2015" in the payload; the cake maker's number, the performer's circus start in 2003, the © 2025 line.
  {
    domain: 'captainconfetti-y.co.nz',
    name: 'Captain Confetti',
    language: 'en',
    kind: 'jsShell',
    category: 'events-and-entertainment',
    subcategory: 'childrens-entertainment',
    contacts: {
      phone: '09 443 7281',
      email: 'hello@captainconfetti-y.co.nz',
      street: '18 Porana Road',
      address: 'Unit 4, 18 Porana Road, Wairau Valley, Auckland 0627',
      founded: 2015,
      facebook: 'https://www.facebook.com/captainconfettinz',
    },
    traps: ['recommendedPartner', 'previousBusinessYear', 'copyrightYear'],
    decoys: {
      phones: ['021 336 9087'],
      years: [2003, 2025],
    },
  },
  // Wedding and seminar venue on a Normandy farm whose page talks of cows and cider (fr-FR, Wix): "Depuis 2012, nous ouvrons la grange"; the caterer's number, the brother's cider house, the end of milking in 1998.
  {
    domain: 'fermeduclosmesnil-y.fr',
    name: 'La Ferme du Clos Mesnil',
    language: 'fr',
    kind: 'misleading',
    category: 'events-and-entertainment',
    subcategory: 'events-and-venues',
    contacts: {
      phone: '02 31 89 44 17',
      email: 'contact@fermeduclosmesnil-y.fr',
      street: '1450 route de Honfleur',
      address: '1450 route de Honfleur, 14600 Équemauville',
      founded: 2012,
      facebook: 'https://www.facebook.com/fermeduclosmesnil',
    },
    traps: ['eventSupplier', 'sisterCompany', 'previousBusinessYear'],
    decoys: {
      phones: ['02 31 65 08 92'],
      addresses: ['12 chemin du Pressoir, 14130 Pont-l’Évêque'],
      years: [1998],
    },
  },
  // Vintage radio museum in Trieste (it-IT, WordPress Kadence): "ha aperto al pubblico nel 2002"; the ticketing call centre, the funder's address, the exhibition "Marconi 1901".
  {
    domain: 'museo-ondecorte-y.it',
    name: 'Museo della Radio d\'Epoca "Onde Corte"',
    language: 'it',
    kind: 'plain',
    category: 'events-and-entertainment',
    subcategory: 'museums-and-exhibits',
    contacts: {
      phone: '040 370 2291',
      email: 'info@museo-ondecorte-y.it',
      street: 'Via Cesare Battisti 21',
      address: 'Via Cesare Battisti 21, 34125 Trieste TS',
      founded: 2002,
      facebook: 'https://www.facebook.com/museoondecorte',
    },
    traps: ['ticketOffice', 'funder', 'namesakeYear'],
    decoys: {
      phones: ['892 234'],
      addresses: ['Via Cassa di Risparmio 10, 34121 Trieste'],
      years: [1901],
    },
  },
  // Small theatre in Zwolle (nl-NL, hand-made): no founding; the independent café's number, the press agency's mailbox, Ibsen's play of 1879.
  {
    domain: 'theaterhetpakhuis-y.nl',
    name: 'Theater Het Pakhuis',
    language: 'nl',
    kind: 'plain',
    category: 'events-and-entertainment',
    subcategory: 'theater-and-opera',
    contacts: {
      phone: '038 421 66 90',
      email: 'info@theaterhetpakhuis-y.nl',
      street: 'Thorbeckegracht 31',
      address: 'Thorbeckegracht 31, 8011 VM Zwolle',
      facebook: 'https://www.facebook.com/theaterhetpakhuiszwolle',
    },
    traps: ['tenantContact', 'pressContact', 'namesakeYear'],
    decoys: {
      phones: ['038 421 90 12'],
      emails: ['pers@bureauspotlight-y.nl'],
      years: [1879],
    },
  },
  // Wedding planner in Charleston (en-US, Squarespace): "Founded in 2011"; the florist's number, the venue's Facebook page, a magazine feature of 2022.
  {
    domain: 'magnoliaandtwine-y.com',
    name: 'Magnolia & Twine Events',
    language: 'en',
    kind: 'plain',
    category: 'events-and-entertainment',
    subcategory: 'wedding-and-party',
    contacts: {
      phone: '(843) 277-0914',
      email: 'hello@magnoliaandtwine-y.com',
      street: '145 King Street',
      address: '145 King Street, Suite 302, Charleston, SC 29401',
      founded: 2011,
      facebook: 'https://www.facebook.com/magnoliaandtwineevents',
    },
    traps: ['eventSupplier', 'partnerLinks', 'newsMention'],
    decoys: {
      phones: ['(843) 556-2281'],
      years: [2022],
      links: ['https://www.facebook.com/oakhursthouseweddings'],
    },
  },

  // ---- Pages that say nothing ----
  // Parked domain for sale with sponsored search links (en, parking template): the parking company's broker line and mailbox.
  {
    domain: 'harborlightsolar-y.com',
    name: 'harborlightsolar-y.com (parked, for sale)',
    language: 'en',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['webProvider'],
    decoys: {
      phones: ['+1 (617) 829-4410'],
      emails: ['sales@parkpointdomains.com'],
    },
  },
  // Coming-soon page with countdown and notify form (de, WordPress SeedProd): no decoys.
  {
    domain: 'projekt-lindenhof-y.de',
    name: 'projekt-lindenhof-y.de (coming soon)',
    language: 'de',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
  },
  // Hosting provider's default page (es, hosting template): the host's support line and mailbox.
  {
    domain: 'grupoalcazar-y.es',
    name: 'grupoalcazar-y.es (hosting default page)',
    language: 'es',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['webProvider'],
    decoys: {
      phones: ['910 05 73 21'],
      emails: ['soporte@nubalia.es'],
    },
  },
  // Suspended hosting account (it, cPanel suspended page): the host's support line.
  {
    domain: 'studioverdi-y.it',
    name: 'studioverdi-y.it (account suspended)',
    language: 'it',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['serviceHotline'],
    decoys: {
      phones: ['0575 196 4480'],
    },
  },
  // Login wall of an unnamed customer portal (pt-BR, Laravel): the platform vendor's support line and mailbox, the form's placeholder mailbox.
  {
    domain: 'portal-alvorada-y.com.br',
    name: 'portal-alvorada-y.com.br (login wall)',
    language: 'pt',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['webProvider', 'formPlaceholder'],
    decoys: {
      phones: ['(11) 4003-8120'],
      emails: ['suporte@integrasistemasweb.com.br', 'nome@empresa.com.br'],
    },
  },
];
