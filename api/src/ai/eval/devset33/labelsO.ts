import type { HandWrittenLabel } from '../handWrittenLabel.ts';

/**
 * devset33, author O: 44 hand-written homepages (domains end in `-o`), written blind (no
 * classifier or reader code, no other set's pages or labels, no evaluation run).
 *
 * Main categories (39 business pages, each a different subcategory): Public & Local Services 6,
 * Restaurants & Bars 6, Shopping & Fashion 6, Sports 6, Travel & Vacation 5, Utilities 3,
 * Vehicles & Transportation 7; plus 5 say-nothing pages (parked domain, coming soon, expired
 * hosting, login wall, cookie wall only).
 * Languages: en 8 (Ireland, Australia, UK ×2, Canada, New Zealand, US ×2), de 6 (Austria ×2,
 * Switzerland, Germany ×3), fr 6 (Québec, France ×2, Belgium, Switzerland, France say-nothing),
 * es 6 (Spain ×2, Argentina, Mexico, Chile, Spain say-nothing), nl 6 (Belgium ×2, Netherlands ×4),
 * it 6, pt 6 (Brazil ×3, Portugal ×3).
 * Kinds: plain 14, jsShell 8 (Nuxt 2, Next pages router, Vue store, Remix, SvelteKit, Astro
 * islands, Gatsby, Angular state), misleading 9, boilerplate 8, sayNothing 5.
 *
 * Theme: the company's own several contact facts (switchboard and direct lines, fax, mobile,
 * WhatsApp, after-hours line of its own, toll-free line, showroom and workshop, registered office
 * and the place customers come to, postal address or PO box, several mailboxes), written in each
 * country's forms and in varying orders (fax before telephone in a German imprint, WhatsApp in the
 * header, mobile before landline, "Sede legale"/"Sede operativa", "Siège social", CNPJ lines).
 *
 * Labelling rules: `phone` is the number the page gives customers to call first (its main "Tel."
 * line, the number of its contact block; not a fax, not a chat-only number, not a branch's or a
 * department's direct line when a main line is given); `email` the general mailbox (not jobs@,
 * press@, invoices@ when a general one is given); `street`/`address` the place customers visit
 * (showroom, shop, office; the head office when the page gives only one place; never a PO box);
 * `founded` the company's own founding or opening year, never a former business's in the same
 * premises. The company's own other numbers, mailboxes and addresses are named in the comment
 * above each label, never in `decoys`; decoys are other parties' values only.
 */
export const DEVSET33_LABELS_O: readonly HandWrittenLabel[] = [
  // Graz undertaker; own 24-hour mobile 0664 381 27 45 in the top bar, fax 0316 58 24 17-20,
  // branch Straßgang (Kärntner Straße 388, 0316 28 19 03), drucksorten@. Decoy: the cemetery office.
  {
    domain: 'bestattung-kranzl-o.at',
    name: 'Bestattung Kranzl',
    language: 'de',
    kind: 'plain',
    category: 'public-and-local-services',
    subcategory: 'funeral-and-memorial',
    contacts: {
      phone: '0316 58 24 17',
      email: 'office@bestattung-kranzl-o.at',
      street: 'Georgigasse 41',
      address: 'Georgigasse 41, 8020 Graz',
      founded: 1952,
    },
    traps: ['publicOffice'],
    decoys: { phones: ['0316 872-2450'] },
  },
  // Belgian skip-hire firm behind a cookie wall and mega menu; own GSM planning 0476 21 88 34,
  // facturatie@, registered office Industrieweg 14 bus 3 (footer). Decoys: the intercommunale's
  // recycling park, the copyright year.
  {
    domain: 'containerdienst-vanrompaey-o.be',
    name: 'Containerdienst Van Rompaey',
    language: 'nl',
    kind: 'boilerplate',
    category: 'public-and-local-services',
    subcategory: 'waste-management',
    contacts: {
      phone: '03 889 42 10',
      email: 'info@containerdienst-vanrompaey-o.be',
      street: 'Kapelstraat 112',
      address: 'Kapelstraat 112, 2880 Bornem',
      founded: 1987,
    },
    traps: ['publicOffice', 'copyrightYear'],
    decoys: { phones: ['015 41 77 30'], years: [2025] },
  },
  // Dublin parish; own priest-on-duty mobile 087 914 3385, safeguarding@. Decoys: the archdiocese's
  // safeguarding office, the church's building year 1929 (the parish was established 1974).
  {
    domain: 'stbrigids-parish-o.ie',
    name: "St Brigid's Parish",
    language: 'en',
    kind: 'plain',
    category: 'public-and-local-services',
    subcategory: 'religious-institutions',
    contacts: {
      phone: '(01) 493 6120',
      email: 'office@stbrigids-parish-o.ie',
      street: '22 Whitechurch Road',
      address: '22 Whitechurch Road, Rathfarnham, Dublin 16, D16 K2P9',
      founded: 1974,
      facebook: 'https://www.facebook.com/stbrigidsparishrathfarnham.o',
    },
    traps: ['parentGroup', 'buildingYear'],
    decoys: { phones: ['(01) 808 7452'], years: [1929] },
  },
  // Québec job-search centre, Nuxt 2 payload only; own toll-free 1 888 555-0187, fax 450 555-0143,
  // cv@. Decoy: the funder Services Québec's line.
  {
    domain: 'carrefour-emploi-rivesud-o.ca',
    name: 'Carrefour Emploi Rive-Sud',
    language: 'fr',
    kind: 'jsShell',
    category: 'public-and-local-services',
    subcategory: 'employment-and-career',
    contacts: {
      phone: '450 555-0142',
      email: 'accueil@carrefour-emploi-rivesud-o.ca',
      street: '1250, boulevard Taschereau',
      address: '1250, boulevard Taschereau, bureau 210, Longueuil (Québec) J4K 2X5',
      founded: 1996,
      facebook: 'https://www.facebook.com/carrefouremploirivesud.o',
    },
    traps: ['funder'],
    decoys: { phones: ['1 877 555-0199'] },
  },
  // Misleading: "Villa Albergo" is a care home in a former hotel; own fax 0185 27 41 99,
  // amministrazione@, PEC, sede legale Via XX Settembre 8 Genova. Decoys: the ASL assessment unit,
  // the hotel's closing year.
  {
    domain: 'villa-albergo-lerose-o.it',
    name: 'Villa Albergo Le Rose',
    language: 'it',
    kind: 'misleading',
    category: 'public-and-local-services',
    subcategory: 'shelters-and-homes',
    contacts: {
      phone: '0185 27 41 90',
      email: 'info@villa-albergo-lerose-o.it',
      street: 'Via Aurelia Ponente 212',
      address: 'Via Aurelia Ponente 212, 16035 Rapallo (GE)',
      founded: 1996,
    },
    traps: ['publicOffice', 'previousBusinessYear'],
    decoys: { phones: ['0185 488 200'], years: [1994] },
  },
  // São Paulo family centre; own WhatsApp (11) 98765-4321 in the header before the Tel. line, CNPJ.
  {
    domain: 'ciranda-familia-o.com.br',
    name: 'Espaço Ciranda',
    language: 'pt',
    kind: 'plain',
    category: 'public-and-local-services',
    subcategory: 'kids-and-family',
    contacts: {
      phone: '(11) 3846-2190',
      email: 'contato@ciranda-familia-o.com.br',
      street: 'Rua Harmonia, 418',
      address: 'Rua Harmonia, 418 – Vila Madalena, São Paulo – SP, 05435-000',
      founded: 2011,
      facebook: 'https://www.facebook.com/espacociranda.o',
    },
  },
  // Swiss inn with cookie banner, mega menu, newsletter; own office line 044 780 12 35, anlaesse@.
  // Decoys: the booking platform's support mailbox, award year, copyright year.
  {
    domain: 'gasthaus-sternen-o.ch',
    name: 'Gasthaus zum Sternen',
    language: 'de',
    kind: 'boilerplate',
    category: 'restaurants-and-bars',
    subcategory: 'european-cuisine',
    contacts: {
      phone: '044 780 12 34',
      email: 'gastgeber@gasthaus-sternen-o.ch',
      street: 'Seestrasse 121',
      address: 'Seestrasse 121, 8820 Wädenswil',
      founded: 1868,
    },
    traps: ['bookingPlatform', 'awardYear', 'copyrightYear'],
    decoys: { emails: ['support@tabletime-o.ch'], years: [2023, 2025] },
  },
  // Sydney izakaya, Next.js pages-router payload only; own functions mobile 0491 570 221,
  // functions@. Decoy: the booking platform's hotline.
  {
    domain: 'kumo-izakaya-o.com.au',
    name: 'Kumo Izakaya',
    language: 'en',
    kind: 'jsShell',
    category: 'restaurants-and-bars',
    subcategory: 'japanese-cuisine',
    contacts: {
      phone: '(02) 5550 3187',
      email: 'hello@kumo-izakaya-o.com.au',
      street: '412 Crown Street',
      address: 'Shop 3, 412 Crown Street, Surry Hills NSW 2010',
      founded: 2017,
      facebook: 'https://www.facebook.com/kumoizakaya.o',
    },
    traps: ['bookingPlatform'],
    decoys: { phones: ['1300 975 706'] },
  },
  // Greek taverna in Valencia; own WhatsApp 612 34 98 71 in the header first, eventos@.
  {
    domain: 'taverna-mykonos-o.es',
    name: 'Taverna Mykonos',
    language: 'es',
    kind: 'plain',
    category: 'restaurants-and-bars',
    subcategory: 'mediterranean-cuisine',
    contacts: {
      phone: '963 41 27 88',
      email: 'hola@taverna-mykonos-o.es',
      street: 'Calle de Cádiz, 47',
      address: 'Calle de Cádiz, 47 · 46006 València',
      founded: 2009,
    },
  },
  // Misleading: "Talho Velho" (old butcher's) is a Brazilian churrascaria; own mobile 912 447 308
  // written before the landline, reservas@. Decoys: the butcher who supplies the meat, the former
  // butcher's opening year.
  {
    domain: 'talho-velho-o.pt',
    name: 'Talho Velho',
    language: 'pt',
    kind: 'misleading',
    category: 'restaurants-and-bars',
    subcategory: 'north-and-south-american-cuisine',
    contacts: {
      phone: '+351 218 496 230',
      email: 'geral@talho-velho-o.pt',
      street: 'Rua dos Anjos, 63',
      address: 'Rua dos Anjos, 63, 1150-037 Lisboa',
      founded: 2016,
    },
    traps: ['supplierContact', 'previousBusinessYear'],
    decoys: { phones: ['218 140 377'], years: [1948] },
  },
  // Haarlem chip shop, Vue store payload only; own WhatsApp order line 06 41 87 22 90. Decoy: the
  // delivery marketplace's customer service.
  {
    domain: 'de-gouden-frituur-o.nl',
    name: 'De Gouden Frituur',
    language: 'nl',
    kind: 'jsShell',
    category: 'restaurants-and-bars',
    subcategory: 'takeaway',
    contacts: {
      phone: '023 531 44 09',
      email: 'info@de-gouden-frituur-o.nl',
      street: 'Zijlstraat 88',
      address: 'Zijlstraat 88, 2011 TR Haarlem',
      founded: 1978,
    },
    traps: ['marketplace'],
    decoys: { phones: ['085 208 44 10'] },
  },
  // Bologna bar with cookie banner and newsletter; own mobile 347 812 0953. Decoys: the theatre's
  // box office, the copyright year.
  {
    domain: 'caffe-teatro-o.it',
    name: 'Caffè Teatro',
    language: 'it',
    kind: 'boilerplate',
    category: 'restaurants-and-bars',
    subcategory: 'bars-and-cafes',
    contacts: {
      phone: '051 644 2187',
      email: 'info@caffe-teatro-o.it',
      street: 'Via del Pratello, 34/b',
      address: 'Via del Pratello, 34/b – 40122 Bologna',
      founded: 2004,
    },
    traps: ['ticketOffice', 'copyrightYear'],
    decoys: { phones: ['051 529 019'], years: [2025] },
  },
  // Paris leather-goods workshop-shop; own workshop mobile 06 39 98 51 20, presse@, siège social
  // 12, rue de la Verrerie (footer) apart from the atelier-boutique customers visit.
  {
    domain: 'atelier-sellier-vauclair-o.fr',
    name: 'Atelier Sellier Vauclair',
    language: 'fr',
    kind: 'plain',
    category: 'shopping-and-fashion',
    subcategory: 'accessories',
    contacts: {
      phone: '01 99 00 42 17',
      email: 'bonjour@atelier-sellier-vauclair-o.fr',
      street: '38, rue de Charonne',
      address: '38, rue de Charonne, 75011 Paris',
      founded: 1998,
    },
  },
  // Buenos Aires lingerie label, Remix payload only; own WhatsApp +54 9 11 5523-8841, wholesale
  // office Av. Corrientes 2330 and mayoristas@. Decoy: the courier's tracking line.
  {
    domain: 'lenceria-almendra-o.com.ar',
    name: 'Almendra Lencería',
    language: 'es',
    kind: 'jsShell',
    category: 'shopping-and-fashion',
    subcategory: 'clothing-and-underwear',
    contacts: {
      phone: '(011) 4831-2290',
      email: 'hola@lenceria-almendra-o.com.ar',
      street: 'Gurruchaga 1745',
      address: 'Gurruchaga 1745, C1414 CABA',
      founded: 2014,
    },
    traps: ['serviceHotline'],
    decoys: { phones: ['0810-555-2200'] },
  },
  // Misleading: "Cobbler's Yard" does clothing alterations and suit hire, not shoes; own mobile
  // 07700 900 314, registered office 31 Feasegate (its accountants'). Decoys: the shoe repairer it
  // recommends, the cobbler's closing year.
  {
    domain: 'cobblers-yard-o.co.uk',
    name: "Cobbler's Yard",
    language: 'en',
    kind: 'misleading',
    category: 'shopping-and-fashion',
    subcategory: 'clothing-rental-and-repair',
    contacts: {
      phone: '01632 960 218',
      email: 'hello@cobblers-yard-o.co.uk',
      street: '7 Gillygate',
      address: '7 Gillygate, York YO31 7EA',
      founded: 2010,
    },
    traps: ['recommendedPartner', 'previousBusinessYear'],
    decoys: { phones: ['01632 960 455'], years: [2008] },
  },
  // Milan bridal atelier; own WhatsApp 335 612 4408, laboratorio Via Tortona 15 apart from the
  // showroom customers visit.
  {
    domain: 'atelier-sposa-bianca-o.it',
    name: 'Atelier Sposa Bianca',
    language: 'it',
    kind: 'plain',
    category: 'shopping-and-fashion',
    subcategory: 'costume-and-wedding',
    contacts: {
      phone: '02 4801 2275',
      email: 'info@atelier-sposa-bianca-o.it',
      street: 'Corso Magenta 27',
      address: 'Corso Magenta 27, 20123 Milano',
      founded: 1987,
      facebook: 'https://www.facebook.com/sposabianca.atelier.o',
    },
  },
  // Misleading: "Alte Apotheke" is a jeweller in a former pharmacy; the imprint gives the fax
  // 0951 208 41 19 before the telephone. Decoys: the nearest pharmacy, the pharmacy's years.
  {
    domain: 'alte-apotheke-schmuck-o.de',
    name: 'Alte Apotheke – Schmuck & Uhren Weiland',
    language: 'de',
    kind: 'misleading',
    category: 'shopping-and-fashion',
    subcategory: 'jewelry-and-watches',
    contacts: {
      phone: '0951 208 41 10',
      email: 'info@alte-apotheke-schmuck-o.de',
      street: 'Obere Königstraße 9',
      address: 'Obere Königstraße 9, 96052 Bamberg',
      founded: 2002,
    },
    traps: ['pharmacyOnDuty', 'previousBusinessYear'],
    decoys: {
      phones: ['0951 233 80'],
      addresses: ['Hauptwachstraße 4'],
      years: [1783, 1999],
    },
  },
  // Shopping centre with cookie bar, mega menu, newsletter; own postal address Postbus 1120,
  // verhuur@. Decoys: a tenant bakery's number, the renovation year.
  {
    domain: 'winkelcentrum-klaverhof-o.nl',
    name: 'Winkelcentrum De Klaverhof',
    language: 'nl',
    kind: 'boilerplate',
    category: 'shopping-and-fashion',
    subcategory: 'malls-and-marketplaces',
    contacts: {
      phone: '033 456 78 20',
      email: 'info@winkelcentrum-klaverhof-o.nl',
      street: 'Klaverplein 40',
      address: 'Klaverplein 40 (1e etage, boven de HEMA), 3822 BR Amersfoort',
      founded: 1974,
    },
    traps: ['tenantContact', 'buildingYear'],
    decoys: { phones: ['033 455 21 08'], years: [2019] },
  },
  // Belgian tennis and padel club; own club-house line 02 653 41 29 and the coach's GSM
  // 0478 33 12 40 beside the secretariat.
  {
    domain: 'tc-leshetres-o.be',
    name: 'Tennis & Padel Club Les Hêtres',
    language: 'fr',
    kind: 'plain',
    category: 'sports',
    subcategory: 'tennis-and-racquet-sports',
    contacts: {
      phone: '02 653 41 20',
      email: 'info@tc-leshetres-o.be',
      street: 'Drève des Hêtres 18',
      address: 'Drève des Hêtres 18, 1310 La Hulpe',
      founded: 1932,
      facebook: 'https://www.facebook.com/tcleshetres.o',
    },
  },
  // Misleading: "Seaside Lumber Co." is a kayak and paddleboard school; own winter PO Box 311.
  // Decoys: the marine rescue line, the sawmill's year.
  {
    domain: 'seaside-lumber-paddle-o.ca',
    name: 'Seaside Lumber Co.',
    language: 'en',
    kind: 'misleading',
    category: 'sports',
    subcategory: 'swimming-and-water-sports',
    contacts: {
      phone: '(902) 555-0164',
      email: 'info@seaside-lumber-paddle-o.ca',
      street: '48 Sawmill Wharf Road',
      address: '48 Sawmill Wharf Road, Lunenburg, NS B0J 2C0',
      founded: 2015,
      facebook: 'https://www.facebook.com/seasidelumberpaddle.o',
    },
    traps: ['emergencyNumber', 'previousBusinessYear'],
    decoys: { phones: ['1-800-555-0111'], years: [1903] },
  },
  // São Paulo jiu-jitsu academy, SvelteKit payload only; own WhatsApp (11) 97124-5530, CNPJ.
  {
    domain: 'tatame-leste-o.com.br',
    name: 'Tatame Leste Jiu-Jitsu',
    language: 'pt',
    kind: 'jsShell',
    category: 'sports',
    subcategory: 'martial-arts-and-wrestling',
    contacts: {
      phone: '(11) 2093-4418',
      email: 'contato@tatame-leste-o.com.br',
      street: 'Rua Tuiuti, 2150',
      address: 'Rua Tuiuti, 2150 – Tatuapé, São Paulo – SP, 03081-000',
      founded: 2006,
      facebook: 'https://www.facebook.com/tatameleste.o',
    },
  },
  // Monterrey strength gym with cookie notice, mega menu, newsletter; own WhatsApp 81 1907 4432 in
  // the header. Decoys: the supplement sponsor's hotline, the copyright year.
  {
    domain: 'fuerza-norte-gym-o.mx',
    name: 'Fuerza Norte Gym',
    language: 'es',
    kind: 'boilerplate',
    category: 'sports',
    subcategory: 'fitness-and-weight-lifting',
    contacts: {
      phone: '81 8358 2277',
      email: 'hola@fuerza-norte-gym-o.mx',
      street: 'Av. Eugenio Garza Sada 3820',
      address: 'Av. Eugenio Garza Sada 3820, Col. Contry, 64860 Monterrey, N.L.',
      founded: 2012,
    },
    traps: ['sponsor', 'copyrightYear'],
    decoys: { phones: ['800 555 0190'], years: [2025] },
  },
  // Auckland golf club; own pro shop line 09 412 6655 (given first), postal PO Box 57.
  {
    domain: 'rangiwai-golf-o.co.nz',
    name: 'Rangiwai Golf Club',
    language: 'en',
    kind: 'plain',
    category: 'sports',
    subcategory: 'golf-and-ultimate',
    contacts: {
      phone: '09 412 6650',
      email: 'office@rangiwai-golf-o.co.nz',
      street: '120 Rangiwai Road',
      address: '120 Rangiwai Road, Kumeu, Auckland 0810',
      founded: 1928,
      facebook: 'https://www.facebook.com/rangiwaigolf.o',
    },
  },
  // Misleading: ski school and rental in the former Albergo Cervo; own instructors' mobile
  // 340 551 2710, sede legale Via Roma 3. Decoy: the hotel's opening year.
  {
    domain: 'sport-cervo-o.it',
    name: 'Sport Cervo',
    language: 'it',
    kind: 'misleading',
    category: 'sports',
    subcategory: 'outdoor-and-winter-sports',
    contacts: {
      phone: '0462 60 14 88',
      email: 'info@sport-cervo-o.it',
      street: 'Strèda Dolomites 44',
      address: 'Strèda Dolomites 44, 38032 Canazei (TN)',
      founded: 2001,
    },
    traps: ['previousBusinessYear'],
    decoys: { years: [1931] },
  },
  // Málaga hotel with consent dialog, mega menu, newsletter; own reservations line 952 21 47 66 and
  // reservas@ in the top bar, main line in the footer. Decoys: the booking platform's support
  // mailbox, award year, copyright year.
  {
    domain: 'hotel-mirador-caleta-o.es',
    name: 'Hotel Mirador de la Caleta',
    language: 'es',
    kind: 'boilerplate',
    category: 'travel-and-vacation',
    subcategory: 'hotels',
    contacts: {
      phone: '952 21 47 60',
      email: 'info@hotel-mirador-caleta-o.es',
      street: 'Paseo de Sancha, 58',
      address: 'Paseo de Sancha, 58, 29016 Málaga',
      founded: 1964,
      facebook: 'https://www.facebook.com/hotelmiradorcaleta.o',
    },
    traps: ['bookingPlatform', 'awardYear', 'copyrightYear'],
    decoys: { emails: ['soporte@viajaya-o.com'], years: [2024, 2025] },
  },
  // Vercors gîtes, Astro island props only; own mobile 06 39 98 14 72. Decoy: the tourist office.
  {
    domain: 'granges-du-vercors-o.fr',
    name: 'Les Granges du Vercors',
    language: 'fr',
    kind: 'jsShell',
    category: 'travel-and-vacation',
    subcategory: 'accommodation-and-lodging',
    contacts: {
      phone: '04 65 71 23 08',
      email: 'contact@granges-du-vercors-o.fr',
      street: '245 route de la Croix-Perrin',
      address: 'Hameau des Granges, 245 route de la Croix-Perrin, 38880 Autrans-Méaudre en Vercors',
      founded: 2008,
      facebook: 'https://www.facebook.com/grangesduvercors.o',
    },
    traps: ['publicOffice'],
    decoys: { phones: ['04 65 71 90 10'] },
  },
  // Lagos boat tours; own WhatsApp +351 916 204 877 in the header, registered seat Rua Dr. Joaquim
  // Tello, 21 (footer) apart from the marina kiosk customers come to. Decoy: the licence year.
  {
    domain: 'grutas-e-mar-o.pt',
    name: 'Grutas & Mar',
    language: 'pt',
    kind: 'plain',
    category: 'travel-and-vacation',
    subcategory: 'activities-and-tours',
    contacts: {
      phone: '+351 282 762 194',
      email: 'info@grutas-e-mar-o.pt',
      street: 'Marina de Lagos, Loja 12',
      address: 'Marina de Lagos, Loja 12, 8600-780 Lagos',
      founded: 2011,
    },
    traps: ['licenceYear'],
    decoys: { years: [2013] },
  },
  // Misleading: "The Luggage Shop" is a travel agency in a former luggage store; own toll-free
  // (800) 555-0177, groups@. Decoys: the travel insurer's claims line, the store's years.
  {
    domain: 'luggage-shop-travel-o.com',
    name: 'The Luggage Shop Travel Co.',
    language: 'en',
    kind: 'misleading',
    category: 'travel-and-vacation',
    subcategory: 'travel-agencies',
    contacts: {
      phone: '(912) 555-0136',
      email: 'trips@luggage-shop-travel-o.com',
      street: '214 Bull Street',
      address: '214 Bull Street, Savannah, GA 31401',
      founded: 2010,
      facebook: 'https://www.facebook.com/luggageshoptravel.o',
      linkedin: 'https://www.linkedin.com/company/luggage-shop-travel-o',
    },
    traps: ['insurerDetails', 'previousBusinessYear'],
    decoys: { phones: ['1-800-555-0148'], years: [1952, 2009] },
  },
  // Island airline; own operations mobile 06 12 07 44 18 (flight days only).
  {
    domain: 'waddenvlucht-o.nl',
    name: 'Waddenvlucht',
    language: 'nl',
    kind: 'plain',
    category: 'travel-and-vacation',
    subcategory: 'airlines-and-air-travel',
    contacts: {
      phone: '0222 31 64 50',
      email: 'info@waddenvlucht-o.nl',
      street: 'Schanslaan 12',
      address: 'Schanslaan 12, 1796 AP De Koog (Texel)',
      founded: 1985,
    },
  },
  // Municipal energy supplier with consent layer, mega menu, newsletter; own 24-hour fault line
  // 08152 93 86-99, fax -50, Postfach 1140, presse@. Decoys: the gas grid operator's fault line,
  // the price-guarantee year, the copyright year.
  {
    domain: 'energie-ammersee-o.de',
    name: 'Energieversorgung Ammersee-Land',
    language: 'de',
    kind: 'boilerplate',
    category: 'utilities',
    subcategory: 'energy-and-power',
    contacts: {
      phone: '08152 93 86-0',
      email: 'kundenservice@energie-ammersee-o.de',
      street: 'Bahnhofstraße 21',
      address: 'Bahnhofstraße 21, 82211 Herrsching a. Ammersee',
      founded: 1911,
    },
    traps: ['utilityEmergency', 'priceListYear', 'copyrightYear'],
    decoys: { phones: ['0941 28 00 33 44'], years: [2026, 2025] },
  },
  // Misleading: a heating-oil and diesel supplier writing to farmers in farming words; own urgent
  // orders mobile 079 412 36 08. Decoy: the farmers' association it belongs to.
  {
    domain: 'combustibles-favre-o.ch',
    name: 'Favre Combustibles SA',
    language: 'fr',
    kind: 'misleading',
    category: 'utilities',
    subcategory: 'oil-and-fuel',
    contacts: {
      phone: '021 634 27 50',
      email: 'info@combustibles-favre-o.ch',
      street: 'Route de Cossonay 88',
      address: 'Route de Cossonay 88, 1008 Prilly',
      founded: 1946,
    },
    traps: ['professionalBody'],
    decoys: { phones: ['021 614 24 88'] },
  },
  // Chilean rural water committee; own 24-hour leak line +56 9 8123 4455.
  {
    domain: 'apr-elmolle-o.cl',
    name: 'Comité de Agua Potable Rural El Molle',
    language: 'es',
    kind: 'plain',
    category: 'utilities',
    subcategory: 'water-utilities',
    contacts: {
      phone: '(51) 241 2290',
      email: 'oficina@apr-elmolle-o.cl',
      street: 'Calle Los Carrera 245',
      address: 'Calle Los Carrera 245, El Molle, Vicuña, Región de Coquimbo',
      founded: 1979,
    },
  },
  // Verona garage; own 24-hour tow mobile 335 710 4892 in the header first, fax 045 820 41 78,
  // sede legale Via Mazzini 42 apart from the sede operativa (the workshop).
  {
    domain: 'officina-bellini-o.it',
    name: 'Officina Bellini',
    language: 'it',
    kind: 'plain',
    category: 'vehicles-and-transportation',
    subcategory: 'vehicle-repair-and-fuel',
    contacts: {
      phone: '045 820 41 77',
      email: 'info@officina-bellini-o.it',
      street: "Via dell'Artigianato 17",
      address: "Via dell'Artigianato 17, 37135 Verona",
      founded: 1974,
    },
  },
  // Ghent bike shop, Gatsby page data only; own workshop direct line 09 223 18 44.
  {
    domain: 'fietsen-claes-o.be',
    name: 'Fietsen Claes',
    language: 'nl',
    kind: 'jsShell',
    category: 'vehicles-and-transportation',
    subcategory: 'bicycles',
    contacts: {
      phone: '09 223 18 40',
      email: 'info@fietsen-claes-o.be',
      street: 'Overpoortstraat 55',
      address: 'Overpoortstraat 55, 9000 Gent',
      founded: 1963,
      facebook: 'https://www.facebook.com/fietsenclaes.o',
    },
  },
  // Used-car dealer with cookie notice, mega menu, newsletter, FCA footer; own service centre
  // (Unit 7, Beam Heath Way, 01632 960 774). Decoys: the lender it brokers for, the copyright year.
  {
    domain: 'marsh-lane-motors-o.co.uk',
    name: 'Marsh Lane Motors',
    language: 'en',
    kind: 'boilerplate',
    category: 'vehicles-and-transportation',
    subcategory: 'cars-and-trucks',
    contacts: {
      phone: '01632 960 771',
      email: 'enquiries@marsh-lane-motors-o.co.uk',
      street: '18 Marsh Lane',
      address: '18 Marsh Lane, Nantwich CW5 6RS',
      founded: 1986,
      facebook: 'https://www.facebook.com/marshlanemotors.o',
    },
    traps: ['recommendedPartner', 'copyrightYear'],
    decoys: { phones: ['020 7946 0852'], years: [2025] },
  },
  // Porto taxi dispatch, Angular transfer state only; own WhatsApp +351 934 210 662.
  {
    domain: 'taxis-ribeira-o.pt',
    name: 'Táxis Ribeira',
    language: 'pt',
    kind: 'jsShell',
    category: 'vehicles-and-transportation',
    subcategory: 'taxis-and-public-transport',
    contacts: {
      phone: '+351 222 083 915',
      email: 'central@taxis-ribeira-o.pt',
      street: 'Rua de Cedofeita, 312',
      address: 'Rua de Cedofeita, 312, 4050-174 Porto',
      founded: 1982,
    },
  },
  // Misleading: a parts distributor writing to workshops in mechanics' words; own WhatsApp
  // (19) 99612-4430 in the header. Decoy: a client workshop's testimonial signature.
  {
    domain: 'forte-autopecas-o.com.br',
    name: 'Forte Autopeças',
    language: 'pt',
    kind: 'misleading',
    category: 'vehicles-and-transportation',
    subcategory: 'auto-parts-and-wheels',
    contacts: {
      phone: '(19) 3245-7810',
      email: 'contato@forte-autopecas-o.com.br',
      street: 'Av. John Boyd Dunlop, 3350',
      address: 'Av. John Boyd Dunlop, 3350 – Jardim Ipaussurama, Campinas – SP, 13060-803',
      founded: 1994,
    },
    traps: ['testimonialSignature'],
    decoys: { phones: ['(19) 3272-1188'] },
  },
  // Linz motorcycle dealer; own workshop extension "DW -20" on the main line.
  {
    domain: 'motorrad-hofer-o.at',
    name: 'Motorrad Hofer',
    language: 'de',
    kind: 'plain',
    category: 'vehicles-and-transportation',
    subcategory: 'motorcycle-and-powersports',
    contacts: {
      phone: '+43 732 37 44 12',
      email: 'office@motorrad-hofer-o.at',
      street: 'Salzburger Straße 215',
      address: 'Salzburger Straße 215, 4030 Linz',
      founded: 1991,
      facebook: 'https://www.facebook.com/motorradhofer.o',
    },
  },
  // Campervan rental; own after-hours line (480) 555-0190 written before the main number. Decoy:
  // the roadside-assistance partner.
  {
    domain: 'desert-camper-rentals-o.com',
    name: 'Desert Camper Rentals',
    language: 'en',
    kind: 'plain',
    category: 'vehicles-and-transportation',
    subcategory: 'vehicle-rental',
    contacts: {
      phone: '(480) 555-0119',
      email: 'hello@desert-camper-rentals-o.com',
      street: '2140 E University Dr',
      address: '2140 E University Dr, Tempe, AZ 85281',
      founded: 2013,
      facebook: 'https://www.facebook.com/desertcamperrentals.o',
    },
    traps: ['breakdownService'],
    decoys: { phones: ['1-800-555-0135'] },
  },
  // Say-nothing: a parked domain for sale (German).
  {
    domain: 'zweiradhaus-sonnleitner-o.de',
    name: 'zweiradhaus-sonnleitner-o.de',
    language: 'de',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
  },
  // Say-nothing: a "coming soon" page with a countdown (French).
  {
    domain: 'brasserie-lecomptoir-o.fr',
    name: 'brasserie-lecomptoir-o.fr',
    language: 'fr',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
  },
  // Say-nothing: an expired hosting plan (Spanish).
  {
    domain: 'autoescuela-sierra-o.es',
    name: 'autoescuela-sierra-o.es',
    language: 'es',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
  },
  // Say-nothing: a customer-portal login wall (Dutch).
  {
    domain: 'klantportaal-verhuur-o.nl',
    name: 'klantportaal-verhuur-o.nl',
    language: 'nl',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
  },
  // Say-nothing: a cookie wall and nothing else (Italian).
  {
    domain: 'trattoria-ponte-vecchio-o.it',
    name: 'trattoria-ponte-vecchio-o.it',
    language: 'it',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
  },
];
