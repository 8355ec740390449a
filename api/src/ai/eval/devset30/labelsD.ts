import type { HandWrittenLabel } from '../handWrittenLabel.ts';

/**
 * devset30, author D's third: 44 hand-written homepages, `pages/{domain}.html`, every domain's
 * name part ending in `-d`.
 *
 * Main categories (39 business pages, no subcategory twice): Animals & Pets 5, Beauty &
 * Well-being 6, Business Services 7, Construction & Manufacturing 7, Education & Training 5,
 * Electronics & Technology 4, Events & Entertainment 5; and 5 say-nothing pages.
 * Languages: en 8 (Irish, South African, Indian, Canadian, US, British), de 6 (Austrian, Swiss,
 * German), fr 6 (Québec, Luxembourgish, Belgian, French), es 6 (Mexican, Peruvian, Colombian,
 * Spanish), nl 6 (Flemish, Dutch), it 6 (Italian, Ticino), pt 6 (Brazilian, Portuguese).
 * Kinds: plain 8, misleading 14, jsShell 8 (Next pages `__NEXT_DATA__`, Next app router
 * `self.__next_f.push`, Nuxt 2 `window.__NUXT__`, Nuxt 3 `__NUXT_DATA__`, SvelteKit, Remix
 * `__remixContext`, Astro island props, Angular `ng-state`), boilerplate 9, sayNothing 5.
 *
 * Theme: ordinary small businesses as a crawler meets them in 2026 — WordPress, Wix,
 * Squarespace, Jimdo, Webflow, Shopify, VTEX and Nuvemshop themes, hand-made tables from 2008,
 * one-page sites and app shells — each with the clutter and other parties' contact facts such
 * pages really carry: federations, booking platforms, manufacturers' hotlines, landlords,
 * tenants, trade fairs, clients' testimonials with their phones, data protection officers,
 * theme demo links, share links, model and building years, laws and standards with years.
 *
 * Labelling rules: category and subcategory are catalogue slugs for what the company itself
 * sells today (a seller to another trade by what it sells; a business named after another
 * trade, or housed in a former one, by its own). `contacts` holds only what the page states as
 * the company's own: the phone as the page (or payload) writes it, the email as written, the
 * street line and the whole address as written, the company's own founding or opening year
 * (never a predecessor's, a building's, a person's licence or experience), LinkedIn and Facebook
 * exactly as in the href; a field the page does not state is left out. `decoys` list values on
 * the page that are not the company's: other parties' phones, mails, addresses and links, and
 * the years a careless reader might take for the founding. Say-nothing pages are
 * `uncategorised` with no contacts.
 */
export const DEVSET30_LABELS_D: readonly HandWrittenLabel[] = [
  // Animals & Pets

  // Austrian large-animal vet whose page is all dairy farming (udders, calving, feed); traps: milk recording body's and on-call service's phones, the vet's own licence year.
  {
    domain: 'tierarzt-traunsee-d.at',
    name: 'Tierarztpraxis Dr. Hofer & Dr. Leitner',
    language: 'de',
    kind: 'misleading',
    category: 'animals-and-pets',
    subcategory: 'animal-health',
    contacts: {
      phone: '07612 734 51',
      email: 'praxis@tierarzt-traunsee-d.at',
      street: 'Kirchengasse 6',
      address: 'Kirchengasse 6, 4810 Gmunden',
      founded: 2009,
    },
    traps: ['professionalBody', 'onCallPartner', 'licenceYear'],
    decoys: { phones: ['0732 6902 1310', '0732 90 90 55'], years: [2001] },
  },
  // Irish Wix site of a Cavalier breeder, rural address with Eircode, gmail; traps: kennel club's and vet's phones, a show award year, Wix's own default Facebook link.
  {
    domain: 'glenmore-cavaliers-d.ie',
    name: 'Glenmore Cavaliers',
    language: 'en',
    kind: 'plain',
    category: 'animals-and-pets',
    subcategory: 'cats-and-dogs',
    contacts: {
      phone: '087 234 5518',
      email: 'glenmorecavaliers@gmail.com',
      street: 'Glenmore, Ballyduff',
      address: 'Glenmore, Ballyduff, Tralee, Co. Kerry V92 X2F4',
      facebook: 'https://www.facebook.com/GlenmoreCavaliersKerry',
    },
    traps: ['professionalBody', 'recommendedPartner', 'awardYear', 'themeDemoContent'],
    decoys: {
      phones: ['01 453 3300', '066 712 3456'],
      years: [2019],
      links: ['https://www.facebook.com/wix'],
    },
  },
  // Flemish riding school under a Cookiebot wall, mega-menu, newsletter, a11y and Tidio chat; traps: federation's and web agency's phones, membership year, the consent vendor's link.
  {
    domain: 'manege-de-hoefslag-d.be',
    name: 'Manege De Hoefslag',
    language: 'nl',
    kind: 'boilerplate',
    category: 'animals-and-pets',
    subcategory: 'horses-and-riding',
    contacts: {
      phone: '011 81 47 26',
      email: 'info@manege-de-hoefslag-d.be',
      street: 'Hoefslagstraat 22',
      address: 'Hoefslagstraat 22, 3520 Zonhoven',
      founded: 1987,
      facebook: 'https://www.facebook.com/manegedehoefslag',
    },
    traps: ['professionalBody', 'webProvider', 'membershipYear', 'cookieVendor'],
    decoys: {
      phones: ['09 245 08 30', '089 36 52 10'],
      years: [1996],
      links: ['https://www.cookiebot.com/nl/'],
    },
  },
  // Montréal groomer, Next pages shell (__NEXT_DATA__ only); traps: booking platform's toll-free line and support mail, partner vet's phone, copyright year.
  {
    domain: 'toilettage-poil-doux-d.ca',
    name: 'Toilettage Poil Doux',
    language: 'fr',
    kind: 'jsShell',
    category: 'animals-and-pets',
    subcategory: 'pet-services',
    contacts: {
      phone: '(514) 872-4419',
      email: 'bonjour@toilettage-poil-doux-d.ca',
      street: '4521, rue Saint-Denis',
      address: '4521, rue Saint-Denis, Montréal (Québec) H2J 2L4',
      facebook: 'https://www.facebook.com/toilettagepoildoux',
    },
    traps: ['bookingPlatform', 'recommendedPartner', 'copyrightYear'],
    decoys: {
      phones: ['1 888 412-7755', '(514) 521-0388'],
      emails: ['support@rendezvouspro-d.com'],
      years: [2024],
    },
  },
  // Belo Horizonte pet shop whose page is the story of the farm-supply store that stood there (seeds, cattle feed); traps: that store's opening year and its old number on the wall.
  {
    domain: 'petshop-goitacazes-d.com.br',
    name: 'Pet Shop Goitacazes',
    language: 'pt',
    kind: 'misleading',
    category: 'animals-and-pets',
    subcategory: 'pet-stores',
    contacts: {
      phone: '(31) 3224-5567',
      street: 'Rua dos Goitacazes, 1120',
      address: 'Rua dos Goitacazes, 1120 – Centro, Belo Horizonte – MG, 30190-051',
      founded: 2018,
    },
    traps: ['previousBusinessYear', 'formerNumber'],
    decoys: { phones: ['(31) 3201-4480'], years: [1986, 2014] },
  },

  // Beauty & Well-being

  // Bari cosmetics and make-up brand, Nuxt 3 shell (__NUXT_DATA__ array only); traps: stockist pharmacy's phone, contract lab's address, award year.
  {
    domain: 'lavanda-murgia-cosmetici-d.it',
    name: 'Lavanda Murgia',
    language: 'it',
    kind: 'jsShell',
    category: 'beauty-and-well-being',
    subcategory: 'cosmetics-and-makeup',
    contacts: {
      phone: '+39 080 523 4417',
      email: 'ciao@lavanda-murgia-cosmetici-d.it',
      street: 'Via Sparano da Bari 88',
      address: 'Via Sparano da Bari 88, 70121 Bari (BA)',
      founded: 2016,
      linkedin: 'https://www.linkedin.com/company/lavanda-murgia-cosmetici',
    },
    traps: ['stockist', 'supplierContact', 'awardYear'],
    decoys: {
      phones: ['080 521 0063'],
      addresses: ['Via dei Gladioli 4, 70026 Modugno (BA)'],
      years: [2022],
    },
  },
  // Guadalajara barbershop on Squarespace, phone only in a tel: link's text; traps: Booksy link, brand distributor's wholesale line, a barber's award year.
  {
    domain: 'barberia-el-compa-d.com.mx',
    name: 'Barbería El Compa',
    language: 'es',
    kind: 'plain',
    category: 'beauty-and-well-being',
    subcategory: 'hair-care-and-styling',
    contacts: {
      phone: '33 3615 2290',
      street: 'Av. Chapultepec Sur 215',
      address: 'Av. Chapultepec Sur 215, Col. Americana, 44160 Guadalajara, Jal.',
      founded: 2017,
      facebook: 'https://www.facebook.com/BarberiaElCompaGdl',
    },
    traps: ['bookingPlatform', 'resoldBrand', 'awardYear'],
    decoys: {
      phones: ['55 5280 1144'],
      years: [2019],
      links: ['https://booksy.com/es-mx/48213_barberia-el-compa_barberia_guadalajara'],
    },
  },
  // Zürich beauty institute under Usercentrics, eye-able toolbar, mega-menu, newsletter, chat; traps: external data protection adviser's address and mail, OneDoc booking link, award year.
  {
    domain: 'hautzentrum-seefeld-d.ch',
    name: 'Hautzentrum Seefeld',
    language: 'de',
    kind: 'boilerplate',
    category: 'beauty-and-well-being',
    subcategory: 'salons-and-clinics',
    contacts: {
      phone: '044 382 17 40',
      email: 'info@hautzentrum-seefeld-d.ch',
      street: 'Seefeldstrasse 62',
      address: 'Seefeldstrasse 62, 8008 Zürich',
      founded: 2011,
      facebook: 'https://www.facebook.com/hautzentrumseefeld',
    },
    traps: ['externalDpo', 'bookingPlatform', 'awardYear'],
    decoys: {
      emails: ['dsb@dataprivacy-partner-d.ch'],
      addresses: ['Bahnhofstrasse 10, 6300 Zug'],
      years: [2023],
      links: ['https://www.onedoc.ch/de/kosmetikstudio/zuerich/hautzentrum-seefeld'],
    },
  },
  // Porto tattoo and piercing studio named after the barbershop it replaced, page about razors and shaves, no phone of its own; traps: the barbershop's years, a namesake barbershop's phone.
  {
    domain: 'barbearia-velha-tattoo-d.pt',
    name: 'Estúdio Barbearia Velha',
    language: 'pt',
    kind: 'misleading',
    category: 'beauty-and-well-being',
    subcategory: 'tattoos-and-piercings',
    contacts: {
      email: 'ola@barbearia-velha-tattoo-d.pt',
      street: 'Rua das Flores 112',
      address: 'Rua das Flores 112, 4050-265 Porto',
      founded: 2015,
      facebook: 'https://www.facebook.com/barbeariavelhatattoo',
    },
    traps: ['previousBusinessYear', 'namesakeBusiness'],
    decoys: { phones: ['253 612 480'], years: [1932, 2009] },
  },
  // Luxembourg hammam on Jimdo, no founding year; traps: gift-voucher platform's support mail, the car park's address in the directions.
  {
    domain: 'hammam-clausen-d.lu',
    name: 'Hammam de Clausen',
    language: 'fr',
    kind: 'plain',
    category: 'beauty-and-well-being',
    subcategory: 'wellness-and-spa',
    contacts: {
      phone: '+352 26 47 83 91',
      email: 'contact@hammam-clausen-d.lu',
      street: '12, rue de la Tour Jacob',
      address: '12, rue de la Tour Jacob, L-1831 Luxembourg',
    },
    traps: ['marketplace', 'directions'],
    decoys: {
      emails: ['support@giftify-d.lu'],
      addresses: ['Parking Saint-Esprit, 2, rue du Saint-Esprit'],
    },
  },
  // Cape Town yoga studio, Astro island with everything in its props attribute; traps: retreat venue's phone, a teacher's personal Facebook, her Yoga Alliance year.
  {
    domain: 'salt-river-yoga-d.co.za',
    name: 'Salt River Yoga',
    language: 'en',
    kind: 'jsShell',
    category: 'beauty-and-well-being',
    subcategory: 'yoga-and-meditation',
    contacts: {
      phone: '021 447 3380',
      email: 'namaste@salt-river-yoga-d.co.za',
      street: '88 Lower Main Road',
      address: 'Shop 4, The Palms, 88 Lower Main Road, Observatory, Cape Town, 7925',
      founded: 2014,
      facebook: 'https://www.facebook.com/saltriveryoga',
    },
    traps: ['eventVenue', 'personalProfile', 'membershipYear'],
    decoys: {
      phones: ['028 271 5530'],
      years: [2010],
      links: ['https://www.facebook.com/lerato.m.yoga'],
    },
  },

  // Business Services

  // Zwolle virtual secretariat (phone answering, diaries, post) under a Complianz wall, mega-menu, newsletter, chat; traps: telephony partner's support line, price-list year, form placeholder mail.
  {
    domain: 'secretariaat-vandijk-d.nl',
    name: 'Secretariaatsbureau Van Dijk',
    language: 'nl',
    kind: 'boilerplate',
    category: 'business-services',
    subcategory: 'administration-and-services',
    contacts: {
      phone: '038 421 66 90',
      email: 'info@secretariaat-vandijk-d.nl',
      street: 'Thorbeckegracht 7',
      address: 'Thorbeckegracht 7, 8011 VM Zwolle',
      founded: 1994,
      linkedin: 'https://www.linkedin.com/company/secretariaatsbureau-van-dijk-zwolle',
    },
    traps: ['partnerNetwork', 'priceListYear', 'formPlaceholder'],
    decoys: { phones: ['020 794 18 00'], emails: ['naam@voorbeeld.nl'], years: [2026] },
  },
  // Bengaluru nurse staffing agency whose page is all ICU, OT and dialysis; traps: client hospital's and nursing council's phones, a standard's edition year.
  {
    domain: 'carebridge-staffing-d.in',
    name: 'CareBridge Healthcare Staffing',
    language: 'en',
    kind: 'misleading',
    category: 'business-services',
    subcategory: 'hr-and-recruiting',
    contacts: {
      phone: '+91 80 4125 7789',
      email: 'talent@carebridge-staffing-d.in',
      street: 'No. 42, 2nd Floor, 5th Cross, HAL 2nd Stage',
      address:
        'No. 42, 2nd Floor, 5th Cross, HAL 2nd Stage, Indiranagar, Bengaluru, Karnataka 560038',
      founded: 2012,
      linkedin: 'https://www.linkedin.com/company/carebridge-staffing',
    },
    traps: ['clientReference', 'professionalBody', 'standardYear'],
    decoys: { phones: ['080 2845 6600', '080 2222 4460'], years: [2020] },
  },
  // Lima exporter of quinoa, maca and cacao, office floor in the address; traps: customs broker's phone, organic certification year, trade fair year.
  {
    domain: 'andina-export-d.com.pe',
    name: 'Andina Export S.A.C.',
    language: 'es',
    kind: 'plain',
    category: 'business-services',
    subcategory: 'import-and-export',
    contacts: {
      phone: '(01) 441-2875',
      email: 'ventas@andina-export-d.com.pe',
      street: 'Av. Javier Prado Este 1578',
      address: 'Av. Javier Prado Este 1578, Of. 502, San Isidro, Lima 15036, Perú',
      founded: 2008,
      linkedin: 'https://www.linkedin.com/company/andina-export-sac',
    },
    traps: ['supplierContact', 'certificationYear', 'tradeFair'],
    decoys: { phones: ['(01) 453-2210'], years: [2011, 2025] },
  },
  // Bologna print shop, hand-made table layout from 2008 with libero.it mail; traps: fax line, the press's model year, the site's copyright year.
  {
    domain: 'tipografia-bellini-d.it',
    name: 'Tipografia Bellini',
    language: 'it',
    kind: 'plain',
    category: 'business-services',
    subcategory: 'print-and-graphic-design',
    contacts: {
      phone: '051 644 2193',
      email: 'tipografia.bellini@libero.it',
      street: 'Via del Pratello 41/b',
      address: 'Via del Pratello 41/b, 40122 Bologna',
      founded: 1972,
    },
    traps: ['faxNumber', 'modelYear', 'websiteYear'],
    decoys: { phones: ['051 644 2194'], years: [1962, 2008] },
  },
  // Bremen freight forwarder, Next app router shell (self.__next_f.push only), phone with extension; traps: recruiter's mail, cargo insurer's phone, a timeline year.
  {
    domain: 'spedition-harms-d.de',
    name: 'Spedition Harms',
    language: 'de',
    kind: 'jsShell',
    category: 'business-services',
    subcategory: 'shipping-and-logistics',
    contacts: {
      phone: '+49 421 69 44 30-0',
      email: 'dispo@spedition-harms-d.de',
      street: 'Hansator 14',
      address: 'Hansator 14, 28217 Bremen',
      founded: 1953,
      linkedin: 'https://www.linkedin.com/company/spedition-harms-bremen',
    },
    traps: ['recruiter', 'insurerDetails', 'timeline'],
    decoys: {
      phones: ['040 3008 4410'],
      emails: ['bewerbung@fahrerjobs-nord-d.de'],
      years: [1978, 2003],
    },
  },
  // Brussels catering wholesaler whose page is recipes (carbonnade, frites, chicons); traps: a chef's testimonial with his brasserie's phone, its award year and Facebook page.
  {
    domain: 'grossiste-ropsy-d.be',
    name: 'Ropsy Horeca',
    language: 'fr',
    kind: 'misleading',
    category: 'business-services',
    subcategory: 'wholesale',
    contacts: {
      phone: '02 520 18 44',
      email: 'commandes@grossiste-ropsy-d.be',
      street: 'Rue Ropsy Chaudron 24',
      address: 'Rue Ropsy Chaudron 24, 1070 Anderlecht',
      founded: 1979,
      facebook: 'https://www.facebook.com/ropsyhoreca',
    },
    traps: ['testimonialSignature', 'awardYear', 'clientReference'],
    decoys: {
      phones: ['02 512 64 76'],
      years: [2018],
      links: ['https://www.facebook.com/levieuxsaintmartin'],
    },
  },
  // Ottawa coworking space under HubSpot cookie bar, announcement bar, mega-menu, newsletter, chat; traps: building manager's and a tenant's phones, the building's and renovation years.
  {
    domain: 'bytown-workspace-d.ca',
    name: 'Bytown Workspace',
    language: 'en',
    kind: 'boilerplate',
    category: 'business-services',
    subcategory: 'office-space-and-supplies',
    contacts: {
      phone: '(613) 232-9174',
      email: 'hello@bytown-workspace-d.ca',
      street: '200 Elgin Street, Suite 1104',
      address: '200 Elgin Street, Suite 1104, Ottawa, ON K2P 1L5',
      founded: 2019,
      linkedin: 'https://www.linkedin.com/company/bytown-workspace',
      facebook: 'https://www.facebook.com/BytownWorkspace',
    },
    traps: ['landlord', 'tenantContact', 'buildingYear'],
    decoys: { phones: ['613-238-5500', '613-232-9180'], years: [1967, 2022] },
  },

  // Construction & Manufacturing

  // Cork structural engineers, Nuxt 2 shell with the contact facts passed as the IIFE's arguments; traps: Engineers Ireland's phone, a protected structure's year, the director's chartership year.
  {
    domain: 'lee-valley-structural-d.ie',
    name: 'Lee Valley Structural',
    language: 'en',
    kind: 'jsShell',
    category: 'construction-and-manufacturing',
    subcategory: 'architects-and-engineers',
    contacts: {
      phone: '+353 21 427 8830',
      email: 'office@lee-valley-structural-d.ie',
      street: 'Unit 3, Penrose Wharf, Penrose Quay',
      address: 'Unit 3, Penrose Wharf, Penrose Quay, Cork T23 KW81',
      founded: 1998,
      linkedin: 'https://www.linkedin.com/company/lee-valley-structural',
    },
    traps: ['professionalBody', 'buildingYear', 'licenceYear'],
    decoys: { phones: ['01 665 1300'], years: [1852, 1995] },
  },
  // Medellín building-materials depot on a WooCommerce theme under a habeas-data banner, mega-menu, newsletter, WhatsApp float; traps: cement maker's hotline, regulator's line, Mercado Libre shop, a law's year.
  {
    domain: 'materiales-el-cimiento-d.com.co',
    name: 'Depósito de Materiales El Cimiento',
    language: 'es',
    kind: 'boilerplate',
    category: 'construction-and-manufacturing',
    subcategory: 'building-materials',
    contacts: {
      phone: '(604) 444 1287',
      email: 'ventas@materiales-el-cimiento-d.com.co',
      street: 'Carrera 52 # 38-41',
      address: 'Carrera 52 # 38-41, Barrio San Diego, Medellín, Antioquia',
      founded: 1991,
      facebook: 'https://www.facebook.com/MaterialesElCimiento',
    },
    traps: ['manufacturerHotline', 'supervisoryAuthority', 'marketplace', 'standardYear'],
    decoys: {
      phones: ['01 8000 512 300', '601 592 0400'],
      years: [2012],
      links: ['https://tienda.mercadolibre.com.co/materiales-el-cimiento'],
    },
  },
  // Westland injection moulder whose page is greenhouse growing (tomatoes, pot plants), no founding year; traps: a grower client's phone, the trade fair's address, an ISO year.
  {
    domain: 'spuitgieterij-westland-d.nl',
    name: 'Westland Kunststof',
    language: 'nl',
    kind: 'misleading',
    category: 'construction-and-manufacturing',
    subcategory: 'chemicals-and-plastic',
    contacts: {
      phone: '0174 62 19 80',
      email: 'verkoop@spuitgieterij-westland-d.nl',
      street: 'Zwartendijk 31',
      address: 'Zwartendijk 31, 2681 LM Monster',
      linkedin: 'https://www.linkedin.com/company/westland-kunststof',
    },
    traps: ['clientReference', 'tradeFair', 'standardYear'],
    decoys: {
      phones: ['0174 51 22 30'],
      addresses: ['Europaplein 24, 1078 GZ Amsterdam'],
      years: [2015],
    },
  },
  // Rimini builder of pasta-factory lines whose page is all semolina, bronze dies and drying; traps: the fair ground's address and year, a client pasta maker's "since" year.
  {
    domain: 'linea-pasta-macchine-d.it',
    name: 'Linea Pasta',
    language: 'it',
    kind: 'misleading',
    category: 'construction-and-manufacturing',
    subcategory: 'factory-equipment',
    contacts: {
      phone: '+39 0541 72 34 80',
      email: 'info@linea-pasta-macchine-d.it',
      street: 'Via Emilia Vecchia 112',
      address: 'Via Emilia Vecchia 112, 47922 Rimini (RN)',
      founded: 1961,
      linkedin: 'https://www.linkedin.com/company/linea-pasta-srl',
    },
    traps: ['tradeFair', 'clientReference'],
    decoys: {
      addresses: ['Strada Statale del Sempione 28, 20017 Rho (MI)'],
      years: [1890, 2025],
    },
  },
  // Oregon landscaper for wineries, page all Pinot and harvest, PO box only; traps: a winery client's reservation line, the valley's first-vines year, a vintage.
  {
    domain: 'cascade-vineyard-grounds-d.com',
    name: 'Cascade Vineyard Grounds',
    language: 'en',
    kind: 'misleading',
    category: 'construction-and-manufacturing',
    subcategory: 'garden-and-landscaping',
    contacts: {
      phone: '(503) 864-2217',
      email: 'crew@cascade-vineyard-grounds-d.com',
      street: 'PO Box 318',
      address: 'PO Box 318, Dundee, OR 97115',
      founded: 2006,
      facebook: 'https://www.facebook.com/cascadevineyardgrounds',
    },
    traps: ['clientReference', 'timeline', 'modelYear'],
    decoys: { phones: ['(503) 538-7120'], years: [1965, 2019] },
  },
  // Portuguese cork-stopper factory under a OneTrust banner, mega-menu, newsletter, legal footer; traps: the industry association's address, ISO and EU-programme years, complaints-book link.
  {
    domain: 'corticeira-lamas-d.pt',
    name: 'Corticeira de Lamas',
    language: 'pt',
    kind: 'boilerplate',
    category: 'construction-and-manufacturing',
    subcategory: 'manufacturing',
    contacts: {
      phone: '+351 256 371 440',
      email: 'geral@corticeira-lamas-d.pt',
      street: 'Rua da Indústria 245',
      address: 'Rua da Indústria 245, 4535-211 Santa Maria de Lamas, Portugal',
      founded: 1957,
      linkedin: 'https://www.linkedin.com/company/corticeira-de-lamas',
      facebook: 'https://www.facebook.com/corticeiradelamas',
    },
    traps: ['professionalBody', 'standardYear', 'funder', 'consumerArbitration'],
    decoys: {
      addresses: ['Av. Comendador Henrique Amorim 580, 4536-904 Santa Maria de Lamas'],
      years: [2015, 2020],
      links: ['https://www.livroreclamacoes.pt/inicio'],
    },
  },
  // Lyon woodworking-tool shop whose page is a joinery blog (dovetails, oil finishes), no founding year; traps: manufacturer's after-sales line, a counsellor's trade year, catalogue year.
  {
    domain: 'outillage-gerland-d.fr',
    name: 'Outillage Gerland',
    language: 'fr',
    kind: 'misleading',
    category: 'construction-and-manufacturing',
    subcategory: 'tools-and-equipment',
    contacts: {
      phone: '04 78 62 19 33',
      email: 'contact@outillage-gerland-d.fr',
      street: '27 rue de Gerland',
      address: '27 rue de Gerland, 69007 Lyon',
      facebook: 'https://www.facebook.com/outillagegerland',
    },
    traps: ['manufacturerHotline', 'experienceYears', 'priceListYear'],
    decoys: { phones: ['03 88 94 70 10'], years: [1994, 2026] },
  },

  // Education & Training

  // Bordeaux cooking school whose page is canelé and sauce recipes; traps: the wine shop's phone, the chef's training year, share links and a gift-box marketplace.
  {
    domain: 'atelier-des-toques-d.fr',
    name: "L'Atelier des Toqués",
    language: 'fr',
    kind: 'misleading',
    category: 'education-and-training',
    subcategory: 'courses-and-classes',
    contacts: {
      phone: '05 56 44 21 87',
      email: 'reservation@atelier-des-toques-d.fr',
      street: '18 quai des Chartrons',
      address: '18 quai des Chartrons, 33000 Bordeaux',
      founded: 2013,
      facebook: 'https://www.facebook.com/atelierdestoquesbordeaux',
    },
    traps: ['recommendedPartner', 'experienceYears', 'shareLinks', 'marketplace'],
    decoys: {
      phones: ['05 56 81 40 92'],
      years: [2001],
      links: [
        'https://www.facebook.com/sharer/sharer.php?u=https://atelier-des-toques-d.fr/',
        'https://www.smartbox.com/fr/atelier-des-toques-bordeaux',
      ],
    },
  },
  // Valencia language school, SvelteKit shell (data in the kit.start script), floor and door in the address; traps: exam centre's phone and mail, the CEFR's year.
  {
    domain: 'academia-colon-idiomas-d.es',
    name: 'Academia Colón Idiomas',
    language: 'es',
    kind: 'jsShell',
    category: 'education-and-training',
    subcategory: 'language-learning',
    contacts: {
      phone: '963 52 41 87',
      email: 'info@academia-colon-idiomas-d.es',
      street: 'Calle de Colón 18',
      address: 'Calle de Colón 18, 3.º B, 46004 Valencia',
      founded: 2003,
    },
    traps: ['partnerNetwork', 'standardYear'],
    decoys: {
      phones: ['961 10 22 33'],
      emails: ['examenes@cambridge-valencia-d.es'],
      years: [2001],
    },
  },
  // Lugano music and musical-theatre school; traps: the concert hall's address and box office, the director's diploma year.
  {
    domain: 'scuola-musica-nassa-d.ch',
    name: 'Scuola di Musica Nassa',
    language: 'it',
    kind: 'plain',
    category: 'education-and-training',
    subcategory: 'music-and-theater-classes',
    contacts: {
      phone: '091 922 43 18',
      email: 'segreteria@scuola-musica-nassa-d.ch',
      street: 'Via Nassa 5',
      address: 'Via Nassa 5, 6900 Lugano',
      founded: 1989,
      facebook: 'https://www.facebook.com/scuolamusicanassa',
    },
    traps: ['eventVenue', 'ticketOffice', 'licenceYear'],
    decoys: {
      phones: ['+41 58 866 42 22'],
      addresses: ['Piazza Bernardino Luini 6, 6900 Lugano'],
      years: [1978],
    },
  },
  // Dortmund welding school whose page is welding processes and seams; traps: employment agency's free line, the welders' association's phone, a standard's year.
  {
    domain: 'schweisslehranstalt-dortmund-d.de',
    name: 'Schweißtechnische Lehranstalt Dortmund',
    language: 'de',
    kind: 'misleading',
    category: 'education-and-training',
    subcategory: 'vocational-training',
    contacts: {
      phone: '0231 567 88 40',
      email: 'kurse@schweisslehranstalt-dortmund-d.de',
      street: 'Rheinische Straße 173',
      address: 'Rheinische Straße 173, 44147 Dortmund',
      founded: 1976,
    },
    traps: ['funder', 'professionalBody', 'standardYear'],
    decoys: { phones: ['0800 4 5555 00', '0211 1591-0'], years: [2017] },
  },
  // Ghent home-tutoring agency, Remix shell (__remixContext loader data only); traps: a school head's testimonial phone, the founder's teaching year.
  {
    domain: 'bijles-aan-huis-gent-d.be',
    name: 'Bijles aan Huis',
    language: 'nl',
    kind: 'jsShell',
    category: 'education-and-training',
    subcategory: 'education-services',
    contacts: {
      phone: '09 233 71 52',
      email: 'info@bijles-aan-huis-gent-d.be',
      street: 'Kortrijksesteenweg 1050',
      address: 'Kortrijksesteenweg 1050, 9051 Sint-Denijs-Westrem',
      founded: 2013,
      facebook: 'https://www.facebook.com/bijlesaanhuisgent',
    },
    traps: ['testimonialSignature', 'experienceYears'],
    decoys: { phones: ['09 225 13 04'], years: [1998] },
  },

  // Electronics & Technology

  // Curitiba appliance shop on a VTEX theme under an LGPD banner, promo bar, department menu, newsletter, WhatsApp float; traps: manufacturer SAC, Procon line, marketplace shop, a law's year.
  {
    domain: 'eletro-marechal-d.com.br',
    name: 'Eletro Marechal',
    language: 'pt',
    kind: 'boilerplate',
    category: 'electronics-and-technology',
    subcategory: 'appliances-and-electronics',
    contacts: {
      phone: '(41) 3322-8890',
      email: 'sac@eletro-marechal-d.com.br',
      street: 'Rua Marechal Deodoro, 630',
      address: 'Rua Marechal Deodoro, 630 – Centro, Curitiba – PR, 80010-010',
      founded: 1994,
      facebook: 'https://www.facebook.com/eletromarechal',
    },
    traps: ['manufacturerHotline', 'consumerArbitration', 'marketplace', 'standardYear'],
    decoys: {
      phones: ['0800 728 8080', '0800 41 1512'],
      years: [2018],
      links: ['https://www.mercadolivre.com.br/pagina/eletromarechal'],
    },
  },
  // Leeds AV installer whose page is worship, liturgy and stone naves; traps: a vicar's testimonial mail, her church's building year, the licensing body's phone.
  {
    domain: 'kestrel-av-d.co.uk',
    name: 'Kestrel AV',
    language: 'en',
    kind: 'misleading',
    category: 'electronics-and-technology',
    subcategory: 'audio-and-visual',
    contacts: {
      phone: '0113 245 8870',
      email: 'studio@kestrel-av-d.co.uk',
      street: 'Unit 6, Sheepscar Court, Meanwood Road',
      address: 'Unit 6, Sheepscar Court, Meanwood Road, Leeds LS7 2BB',
      founded: 2006,
      linkedin: 'https://www.linkedin.com/company/kestrel-av-ltd',
      facebook: 'https://www.facebook.com/KestrelAVLeeds',
    },
    traps: ['testimonialSignature', 'buildingYear', 'professionalBody'],
    decoys: {
      phones: ['01323 436100'],
      emails: ['vicar@stbarnabas-headingley-d.org.uk'],
      years: [1862],
    },
  },
  // Seville refurbished phones and laptops, Angular shell (ng-state transfer state only), no founding year; traps: manufacturer support line, Back Market shop, a consumer law's year.
  {
    domain: 'reacondicionados-feria-d.es',
    name: 'Reacondicionados Feria',
    language: 'es',
    kind: 'jsShell',
    category: 'electronics-and-technology',
    subcategory: 'computers-and-phones',
    contacts: {
      phone: '954 21 77 46',
      email: 'hola@reacondicionados-feria-d.es',
      street: 'Calle Feria 94',
      address: 'Calle Feria 94, 41002 Sevilla',
      facebook: 'https://www.facebook.com/reacondicionadosferia',
    },
    traps: ['manufacturerHotline', 'marketplace', 'standardYear'],
    decoys: {
      phones: ['900 81 22 64'],
      years: [2007],
      links: ['https://www.backmarket.es/es-es/s/reacondicionados-feria'],
    },
  },
  // Vienna TV and hi-fi repair workshop, a "call now" tel: button; traps: manufacturer service line, the founder's master's-exam year.
  {
    domain: 'radio-fernseh-reparatur-d.at',
    name: 'Radio- & Fernsehreparatur Novak',
    language: 'de',
    kind: 'plain',
    category: 'electronics-and-technology',
    subcategory: 'repair-and-services',
    contacts: {
      phone: '+43 1 493 27 18',
      email: 'werkstatt@radio-fernseh-reparatur-d.at',
      street: 'Thaliastraße 62',
      address: 'Thaliastraße 62, 1160 Wien',
      founded: 1968,
    },
    traps: ['manufacturerHotline', 'licenceYear'],
    decoys: { phones: ['0800 20 10 33'], years: [1965] },
  },

  // Events & Entertainment

  // Utrecht party clown, WordPress block theme, mobile number only and no address; traps: a playground clubhouse's address, the chamber of commerce number that reads like a phone.
  {
    domain: 'clown-pepijn-d.nl',
    name: 'Clown Pepijn',
    language: 'nl',
    kind: 'plain',
    category: 'events-and-entertainment',
    subcategory: 'childrens-entertainment',
    contacts: {
      phone: '06-41 82 57 93',
      email: 'boeken@clown-pepijn-d.nl',
      founded: 2008,
      facebook: 'https://www.facebook.com/clownpepijn',
    },
    traps: ['eventVenue', 'registrationNumber'],
    decoys: { phones: ['30212345'], addresses: ['Kanaalweg 12, 3526 KL Utrecht'] },
  },
  // Fiesole villa for weddings and events under iubenda, UserWay widget, mega-menu, newsletter, WhatsApp; no founding year; traps: wedding planner's mobile, caterer's mail, the villa's building year, GDPR year.
  {
    domain: 'villa-vincigliata-eventi-d.it',
    name: 'Villa Vincigliata',
    language: 'it',
    kind: 'boilerplate',
    category: 'events-and-entertainment',
    subcategory: 'events-and-venues',
    contacts: {
      phone: '+39 055 807 2241',
      email: 'eventi@villa-vincigliata-eventi-d.it',
      street: 'Via di Vincigliata 30',
      address: 'Via di Vincigliata 30, 50014 Fiesole (FI)',
      facebook: 'https://www.facebook.com/villavincigliataeventi',
    },
    traps: ['recommendedPartner', 'eventSupplier', 'buildingYear', 'standardYear'],
    decoys: {
      phones: ['+39 333 412 8890'],
      emails: ['info@catering-gelsomino-d.it'],
      years: [1480, 2016],
    },
  },
  // Caen radio museum whose page is crystal sets, valves and transistors; traps: the sets' model years, "association loi 1901", the tourist office's phone.
  {
    domain: 'musee-tsf-caen-d.fr',
    name: 'Musée de la TSF',
    language: 'fr',
    kind: 'misleading',
    category: 'events-and-entertainment',
    subcategory: 'museums-and-exhibits',
    contacts: {
      phone: '02 31 92 48 05',
      email: 'accueil@musee-tsf-caen-d.fr',
      street: '14 rue Saint-Jean',
      address: '14 rue Saint-Jean, 14000 Caen',
      founded: 1998,
      facebook: 'https://www.facebook.com/museetsfcaen',
    },
    traps: ['modelYear', 'standardYear', 'publicOffice'],
    decoys: { phones: ['02 31 27 14 14'], years: [1923, 1936, 1901] },
  },
  // São Paulo party and wedding supplies shop on a Shopify theme under a consent banner, announcement bar, menu, newsletter, chat; no founding year; traps: helium supplier's line, Shopee shop.
  {
    domain: 'festa-e-balao-d.com.br',
    name: 'Festa & Balão',
    language: 'pt',
    kind: 'boilerplate',
    category: 'events-and-entertainment',
    subcategory: 'wedding-and-party',
    contacts: {
      phone: '(11) 2618-4470',
      email: 'atendimento@festa-e-balao-d.com.br',
      street: 'Rua 25 de Março, 1042',
      address: 'Rua 25 de Março, 1042 – Centro, São Paulo – SP, 01021-200',
    },
    traps: ['supplierContact', 'marketplace'],
    decoys: { phones: ['0800 771 3030'], links: ['https://shopee.com.br/festaebalao'] },
  },
  // Bogotá nightclub in a former hardware store, page about nails, screws and tool-named cocktails; traps: the store's opening and closing years, its old number in an image alt, ticketing link.
  {
    domain: 'la-ferreteria-club-d.com.co',
    name: 'La Ferretería',
    language: 'es',
    kind: 'misleading',
    category: 'events-and-entertainment',
    subcategory: 'clubbing-and-nightlife',
    contacts: {
      phone: '+57 601 742 3318',
      email: 'reservas@la-ferreteria-club-d.com.co',
      street: 'Calle 85 # 12-31',
      address: 'Calle 85 # 12-31, Zona Rosa, Bogotá',
      founded: 2015,
      facebook: 'https://www.facebook.com/laferreteriaclubbogota',
    },
    traps: ['previousBusinessYear', 'imageAltText', 'ticketOffice'],
    decoys: {
      phones: ['248 31 07'],
      years: [1954, 2012],
      links: ['https://www.tuboleta.com/eventos/la-ferreteria-club'],
    },
  },

  // Say-nothing pages

  // Parked domain with related-search ad links; traps: the domain broker's phone and mail.
  {
    domain: 'brightharbor-d.com',
    name: 'brightharbor-d.com',
    language: 'en',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['webProvider'],
    decoys: { phones: ['+1 (339) 222-5132'], emails: ['sales@domainbroker-d.com'] },
  },
  // Expired hosting notice; traps: the hosting company's address, support phone and mail.
  {
    domain: 'bergblick-d.de',
    name: 'bergblick-d.de',
    language: 'de',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['webProvider'],
    decoys: {
      phones: ['06341 55 90 10'],
      emails: ['support@hostfuchs-d.de'],
      addresses: ['Industriestraße 9 · 76829 Landau in der Pfalz'],
    },
  },
  // WordPress coming-soon plugin page with a countdown; no traps.
  {
    domain: 'studio-noord-d.nl',
    name: 'studio-noord-d.nl',
    language: 'nl',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
  },
  // Login wall of a customer portal; trap: the form's placeholder mail.
  {
    domain: 'portale-clienti-d.it',
    name: 'portale-clienti-d.it',
    language: 'it',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['formPlaceholder'],
    decoys: { emails: ['nome@esempio.it'] },
  },
  // Empty Nuvemshop template with the theme's demo phone, mail, address and social links.
  {
    domain: 'lojinha-da-bia-d.com.br',
    name: 'lojinha-da-bia-d.com.br',
    language: 'pt',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['themeDemoContent'],
    decoys: {
      phones: ['(11) 99999-9999'],
      emails: ['contato@sualoja.com.br'],
      addresses: ['Rua Exemplo, 123 – Bairro, Cidade – UF'],
      links: ['https://www.facebook.com/sualoja'],
    },
  },
];
