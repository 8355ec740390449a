import type { HandWrittenLabel } from '../handWrittenLabel.ts';

/**
 * devset32, author K: 44 hand-written homepages (39 businesses, 5 say-nothing pages).
 *
 * Main categories (business pages): Food, Beverages & Tobacco 5; Health & Medical 5; Hobbies &
 * Crafts 5; Home & Garden 5; Home Services 5; Legal Services & Government 5; Media & Publishing 4;
 * Money & Insurance 5. Every business page is a different subcategory.
 *
 * Languages: en 8 (UK, US, Canada, Australia, New Zealand), de 6 (Germany, Austria,
 * Switzerland), fr 6 (France, Belgium, Québec, Switzerland), es 6 (Spain, Mexico, Argentina,
 * Chile), nl 6 (Netherlands, Flanders), it 6 (Italy, Ticino), pt 6 (Portugal, Brazil).
 * Kinds: plain 13, jsShell 8 (Nuxt 3, Nuxt 2, Next pages router, Remix, SvelteKit, Angular
 * ng-state, Gatsby, a Vue store), misleading 10, boilerplate 8, sayNothing 5 (parked domain,
 * expired hosting, coming soon, login wall, cookie wall only). Every kind has non-English pages.
 *
 * Theme: other parties' facts laid out exactly like the company's own. Most pages hold a second
 * address block, vCard, JSON-LD entity, contact-table row, `tel:` link, mailbox or Facebook icon
 * in the same markup as the company's — the landlord's administration, the parent group, the
 * franchisor, the brand's manufacturer, the consortium or chamber it belongs to, the partner
 * venue or storage firm, the external DPO, the previous address after a move, the former
 * business in the premises — with only the words around it ("Hausverwaltung (Vermieter)",
 * "Sede legale del gruppo", "Sede da rede (franchisador)", "Oud adres – niet meer in gebruik",
 * "Empresa vinculada") saying whose it is. Since-years of the other party are written in the
 * same phrasing as the company's own ("seit 1987" / "seit 1962", "dal 1985" / "dal 1897").
 * The other party's block is sometimes first (in the footer, in JSON-LD, in the table).
 *
 * Labelling rules: category and subcategory are catalogue slugs for what the company itself
 * sells today, as a careful reader would file it. `contacts` hold only the company's own facts:
 * `phone` as written on the page, `email`, `street` (street and number as the page writes them),
 * `address` (the full address), `founded` (only the company's own founding or opening year),
 * `linkedin` / `facebook` (as in the href). A field the page does not state is left out.
 * `decoys` hold other parties' values, each verbatim on the page and none equal to the truth;
 * `traps` name their kinds. Say-nothing pages are `uncategorised` with no contacts.
 */
export const DEVSET32_LABELS_K: readonly HandWrittenLabel[] = [
  // Austrian bakery, cookie wall and mega menu; footer has the landlord's (Hausverwaltung) address block beside its own, and the building's "seit 1896" beside the bakery's "Seit 1978".
  {
    domain: 'baeckerei-strobl-k.at',
    name: 'Bäckerei Strobl',
    language: 'de',
    kind: 'boilerplate',
    category: 'food-beverages-and-tobacco',
    subcategory: 'bakery-and-pastry',
    contacts: {
      phone: '0316 71 24 58',
      email: 'backstube@baeckerei-strobl-k.at',
      street: 'Annenstraße 41',
      address: 'Annenstraße 41, 8020 Graz',
      founded: 1978,
      facebook: 'https://www.facebook.com/baeckereistrobl',
    },
    traps: ['landlord', 'buildingYear'],
    decoys: {
      phones: ['0316 90 33 12'],
      emails: ['office@murblick-hv-k.at'],
      addresses: ['Keplerstraße 9'],
      years: [1896, 2019],
    },
  },
  // Coffee roaster in a former forge (misleading: smithy, horseshoes, anvil); forge "established in 1868" beside roastery "established in 2014"; the farrier next door's number.
  {
    domain: 'old-forge-coffee-k.co.uk',
    name: 'The Old Forge Coffee Roasters',
    language: 'en',
    kind: 'misleading',
    category: 'food-beverages-and-tobacco',
    subcategory: 'coffee-and-tea',
    contacts: {
      phone: '01632 960244',
      email: 'roastery@old-forge-coffee-k.co.uk',
      street: '14 Anvil Lane',
      address: '14 Anvil Lane, Hexham, Northumberland NE46 3QB',
      founded: 2014,
      facebook: 'https://www.facebook.com/oldforgecoffeeroasters',
    },
    traps: ['previousBusinessYear', 'namesakeBusiness'],
    decoys: {
      phones: ['01632 960518'],
      addresses: ['2 Tyne Green Road, Hexham NE46 3RY'],
      years: [1868, 1971],
    },
  },
  // Nuxt 3 shell of a winery; JSON-LD graph puts the wine consortium's Organization (address, phone, mail, "dal 1978") first, the winery second.
  {
    domain: 'cantina-valdorsa-k.it',
    name: 'Cantina Valdorsa',
    language: 'it',
    kind: 'jsShell',
    category: 'food-beverages-and-tobacco',
    subcategory: 'beer-and-wine',
    contacts: {
      phone: '045 765 2231',
      email: 'info@cantina-valdorsa-k.it',
      street: 'Via San Zeno 18',
      address: 'Via San Zeno 18, 37030 Colognola ai Colli (VR)',
      founded: 1961,
    },
    traps: ['professionalBody', 'membershipYear'],
    decoys: {
      phones: ['045 619 8840'],
      emails: ['segreteria@consorziocolliorsani-k.it'],
      addresses: ['Piazza Garibaldi 4, 37038 Soave (VR)'],
      years: [1978],
    },
  },
  // Brussels butcher; two identical vCards, the beef cooperative's first ("depuis 1962") and the shop's ("depuis 1994").
  {
    domain: 'boucherie-lemaire-k.be',
    name: 'Boucherie Lemaire',
    language: 'fr',
    kind: 'plain',
    category: 'food-beverages-and-tobacco',
    subcategory: 'meat-seafood-and-eggs',
    contacts: {
      phone: '02 215 48 73',
      email: 'commandes@boucherie-lemaire-k.be',
      street: 'Chaussée de Louvain 212',
      address: 'Chaussée de Louvain 212, 1030 Schaerbeek',
      founded: 1994,
    },
    traps: ['supplierContact'],
    decoys: {
      phones: ['083 63 41 29'],
      addresses: ['Rue de la Station 7'],
      years: [1962],
    },
  },
  // Haarlem chocolatier; "Adressen" holds its shop and its Bruges cacao supplier in the same block ("sinds 2006" / "sinds 1911"); Facebook row with the supplier's and the shopkeepers' pages.
  {
    domain: 'chocolaterie-van-acker-k.nl',
    name: 'Chocolaterie Van Acker',
    language: 'nl',
    kind: 'plain',
    category: 'food-beverages-and-tobacco',
    subcategory: 'candy-and-chocolate',
    contacts: {
      phone: '023 531 74 09',
      email: 'winkel@chocolaterie-van-acker-k.nl',
      street: 'Kleine Houtstraat 58',
      address: 'Kleine Houtstraat 58, 2011 DR Haarlem',
      founded: 2006,
      facebook: 'https://www.facebook.com/chocolaterievanacker',
    },
    traps: ['supplierContact', 'partnerLinks'],
    decoys: {
      phones: ['+32 50 33 72 81'],
      emails: ['info@cacaohuis-meulemans-k.be'],
      addresses: ['Ezelstraat 112'],
      years: [1911],
      links: [
        'https://www.facebook.com/cacaohuismeulemans',
        'https://www.facebook.com/haarlemcentrumwinkels',
      ],
    },
  },
  // Mexico City dental clinic, cookie notice, mega menu and COFEPRIS footer; the tower's administration (landlord) is the first footer column, same layout as the clinic's.
  {
    domain: 'clinica-dental-sonrisa-k.mx',
    name: 'Clínica Dental Sonrisa Polanco',
    language: 'es',
    kind: 'boilerplate',
    category: 'health-and-medical',
    subcategory: 'dental-services',
    contacts: {
      phone: '55 5280 4417',
      email: 'citas@clinica-dental-sonrisa-k.mx',
      street: 'Av. Homero 1425',
      address: 'Av. Homero 1425, Consultorio 604, Col. Polanco, 11560 Miguel Hidalgo, CDMX',
      founded: 2009,
      facebook: 'https://www.facebook.com/clinicadentalsonrisapolanco',
    },
    traps: ['landlord'],
    decoys: {
      phones: ['55 5202 9930'],
      emails: ['administracion@grupolomas-k.mx'],
      addresses: ['Paseo de la Reforma 2620, piso 9, Col. Lomas Altas, 11950 Miguel Hidalgo, CDMX'],
    },
  },
  // Zürich pharmacy; contact table with its own row, the parent group's head office and the night pharmacy; JSON-LD parentOrganization; group "seit 1962" beside "Seit 1987".
  {
    domain: 'apotheke-am-limmatplatz-k.ch',
    name: 'Apotheke am Limmatplatz',
    language: 'de',
    kind: 'plain',
    category: 'health-and-medical',
    subcategory: 'pharmacy-and-medicine',
    contacts: {
      phone: '044 271 36 80',
      email: 'limmatplatz@apotheke-am-limmatplatz-k.ch',
      street: 'Limmatstrasse 152',
      address: 'Limmatstrasse 152, 8005 Zürich',
      founded: 1987,
      facebook: 'https://www.facebook.com/apothekelimmatplatz',
    },
    traps: ['parentGroup', 'pharmacyOnDuty'],
    decoys: {
      phones: ['044 215 90 00', '044 266 62 22'],
      emails: ['info@helvapharm-k.ch'],
      addresses: ['Seidengasse 20, 8001 Zürich', 'Bahnhofplatz 15, 8001 Zürich'],
      years: [1962, 2018],
      links: ['https://www.facebook.com/helvapharm', 'https://www.linkedin.com/company/helvapharm'],
    },
  },
  // Next.js (pages router) shell of an optometrist; pageProps hold the visiting audiologist's and the buying group's contact objects in the same shape as the practice's.
  {
    domain: 'clearview-optometry-k.com.au',
    name: 'Clearview Optometry',
    language: 'en',
    kind: 'jsShell',
    category: 'health-and-medical',
    subcategory: 'vision-and-hearing',
    contacts: {
      phone: '02 5550 3184',
      email: 'eyes@clearview-optometry-k.com.au',
      street: '112 Keppel Street',
      address: 'Shop 6, 112 Keppel Street, Bathurst NSW 2795',
      founded: 2003,
      facebook: 'https://www.facebook.com/clearviewoptometrybathurst',
    },
    traps: ['recommendedPartner', 'partnerNetwork'],
    decoys: {
      phones: ['02 5550 7720', '02 5550 9012'],
      emails: ['bookings@soundpath-audiology-k.com.au', 'warranty@eyealliance-k.com.au'],
      addresses: [
        'Level 2, 40 William Street, Orange NSW 2800',
        'Level 4, 90 Arthur Street, North Sydney NSW 2060',
      ],
      links: ['https://www.facebook.com/eyealliancegroup'],
    },
  },
  // São Paulo psychology practice; two contact cards (its own and the regional psychology council's), the founder's "desde 2003" beside the practice's "desde 2015", her personal LinkedIn beside the company page.
  {
    domain: 'espaco-escuta-psicologia-k.com.br',
    name: 'Espaço Escuta – Psicologia Clínica',
    language: 'pt',
    kind: 'plain',
    category: 'health-and-medical',
    subcategory: 'mental-health',
    contacts: {
      phone: '(11) 3031-4478',
      email: 'contato@espaco-escuta-psicologia-k.com.br',
      street: 'Rua Fradique Coutinho, 1120',
      address: 'Rua Fradique Coutinho, 1120 – sala 34 – Pinheiros, São Paulo – SP, 05416-001',
      founded: 2015,
      linkedin: 'https://www.linkedin.com/company/espaco-escuta-k',
    },
    traps: ['professionalBody', 'experienceYears', 'personalProfile', 'helpline'],
    decoys: {
      phones: ['(11) 3061-2000'],
      addresses: ['Rua Capote Valente, 230 – Pinheiros'],
      years: [2003],
      links: ['https://www.linkedin.com/in/marina-tavares-psi-k'],
    },
  },
  // Senior day care in a former bakery (misleading: they bake with the guests, "Oude Bakkerij"); the bakery that moved away, with its new address and phone, and its years 1921–1998.
  {
    domain: 'dagbesteding-de-oude-bakkerij-k.nl',
    name: 'Dagbesteding De Oude Bakkerij',
    language: 'nl',
    kind: 'misleading',
    category: 'health-and-medical',
    subcategory: 'therapy-and-senior-health',
    contacts: {
      phone: '038 422 18 63',
      email: 'welkom@dagbesteding-de-oude-bakkerij-k.nl',
      street: 'Melkmarkt 31',
      address: 'Melkmarkt 31, 8011 MC Zwolle',
      founded: 2012,
    },
    traps: ['previousBusinessYear', 'namesakeBusiness'],
    decoys: {
      phones: ['038 421 55 90'],
      addresses: ['Assendorperstraat 40, 8012 DM Zwolle'],
      years: [1921, 1998],
    },
  },
  // Remix shell of a Montréal luthier; loader data holds the guitar maker it retails (address, warranty line, "depuis 1972", Facebook) in the same shape as the workshop's.
  {
    domain: 'atelier-lutherie-boreal-k.ca',
    name: 'Atelier de lutherie Boréal',
    language: 'fr',
    kind: 'jsShell',
    category: 'hobbies-and-crafts',
    subcategory: 'music-and-instruments',
    contacts: {
      phone: '514 555-0163',
      email: 'atelier@atelier-lutherie-boreal-k.ca',
      street: '4521, rue Saint-Denis',
      address: '4521, rue Saint-Denis, Montréal (Québec) H2J 2L4',
      founded: 2008,
      facebook: 'https://www.facebook.com/lutherieboreal',
    },
    traps: ['resoldBrand', 'manufacturerHotline'],
    decoys: {
      phones: ['418 555-0127'],
      emails: ['garantie@guitares-vallee-jonction-k.ca'],
      addresses: ['210, route Kennedy, Vallée-Jonction (Québec) G0S 3J0'],
      years: [1972],
      links: ['https://www.facebook.com/guitaresvalleejonction'],
    },
  },
  // Vermont yarn shop; row of Facebook icons (its own, the knitters' guild, downtown association), the guild's "est. 1974" beside "Est. 2011", the sister fabric shop's tel link.
  {
    domain: 'purl-and-pine-yarn-k.com',
    name: 'Purl & Pine Yarn Co.',
    language: 'en',
    kind: 'plain',
    category: 'hobbies-and-crafts',
    subcategory: 'needlework-and-knitting',
    contacts: {
      phone: '(802) 555-0134',
      email: 'hello@purl-and-pine-yarn-k.com',
      street: '218 Main Street',
      address: '218 Main Street, Marlowe, VT 05669',
      founded: 2011,
      facebook: 'https://www.facebook.com/purlandpineyarn',
    },
    traps: ['partnerLinks', 'sisterCompany'],
    decoys: {
      phones: ['(802) 555-0178'],
      years: [1974],
      links: [
        'https://www.facebook.com/marloweknittersguild',
        'https://www.facebook.com/marlowedowntown',
      ],
    },
  },
  // Fly-fishing guides named "Estancia" (misleading: sheep farm history "desde 1908" beside "desde 1996"); the national park permit office in the same bold-name address block.
  {
    domain: 'estancia-los-coihues-pesca-k.com.ar',
    name: 'Estancia Los Coihues – Guías de pesca',
    language: 'es',
    kind: 'misleading',
    category: 'hobbies-and-crafts',
    subcategory: 'fishing-and-hunting',
    contacts: {
      phone: '+54 294 446-2831',
      email: 'reservas@estancia-los-coihues-pesca-k.com.ar',
      street: 'Av. Bustillo km 12.400',
      address: 'Av. Bustillo km 12.400, R8402 San Carlos de Bariloche, Río Negro',
      founded: 1996,
    },
    traps: ['previousBusinessYear', 'publicOffice'],
    decoys: {
      phones: ['+54 294 442-3111'],
      addresses: ['Av. San Martín 24, R8400 San Carlos de Bariloche, Río Negro'],
      years: [1908],
    },
  },
  // Faenza pottery workshop, cookie banner, mega menu, newsletter, legal footer; footer grid has the ceramists' association column (address, phone, mail, "dal 1959") beside the bottega's ("Dal 1983"); web agency mailbox.
  {
    domain: 'bottega-ceramica-la-fornace-k.it',
    name: 'Bottega Ceramica La Fornace',
    language: 'it',
    kind: 'boilerplate',
    category: 'hobbies-and-crafts',
    subcategory: 'art-and-handicraft',
    contacts: {
      phone: '0546 681527',
      email: 'bottega@bottega-ceramica-la-fornace-k.it',
      street: 'Corso Mazzini 88',
      address: 'Corso Mazzini 88, 48018 Faenza (RA)',
      founded: 1983,
      facebook: 'https://www.facebook.com/bottegalafornace',
    },
    traps: ['professionalBody', 'webProvider', 'partnerLinks'],
    decoys: {
      phones: ['0546 620114'],
      emails: ['segreteria@ceramistifaentini-k.it', 'assistenza@webromagna-k.it'],
      addresses: ['Piazza del Popolo 31'],
      years: [1959],
      links: ['https://www.facebook.com/ceramistifaentini'],
    },
  },
  // Canoe rental on the Altmühl, a plain page with no other party's facts.
  {
    domain: 'kanuverleih-altmuehl-bauer-k.de',
    name: 'Kanuverleih Bauer',
    language: 'de',
    kind: 'plain',
    category: 'hobbies-and-crafts',
    subcategory: 'outdoor-activities',
    contacts: {
      phone: '08421 93 77 15',
      email: 'paddeln@kanuverleih-altmuehl-bauer-k.de',
      street: 'Am Flussufer 3',
      address: 'Am Flussufer 3, 85072 Eichstätt',
      founded: 1999,
    },
  },
  // Porto furniture store, cookie bar, mega menu, dispute-resolution footer; "Sede do grupo" column with the holding's address, phone, mail and "desde 1958" beside "Desde 1979".
  {
    domain: 'moveis-casa-lusa-k.pt',
    name: 'Casa Lusa Móveis',
    language: 'pt',
    kind: 'boilerplate',
    category: 'home-and-garden',
    subcategory: 'furniture-stores',
    contacts: {
      phone: '223 325 418',
      email: 'loja@moveis-casa-lusa-k.pt',
      street: 'Rua de Santa Catarina, 612',
      address: 'Rua de Santa Catarina, 612, 4000-446 Porto',
      founded: 1979,
      facebook: 'https://www.facebook.com/casalusamoveis',
    },
    traps: ['parentGroup', 'consumerArbitration'],
    decoys: {
      phones: ['226 081 900'],
      emails: ['geral@lusadecor-k.pt'],
      addresses: ['Avenida da Boavista, 1837', 'Rua Álvares Cabral, 94, 4050-040 Porto'],
      years: [1958],
    },
  },
  // Pond builder, "ehemals Fischerei Wendt" (misleading: carp farming); grandfather's fishery "Seit 1934" beside "Seit 2004"; the carp farm now run by another family, in the same address block form.
  {
    domain: 'teichbau-wendt-k.de',
    name: 'Teichbau Wendt',
    language: 'de',
    kind: 'misleading',
    category: 'home-and-garden',
    subcategory: 'garden-and-pond',
    contacts: {
      phone: '035934 6621',
      email: 'info@teichbau-wendt-k.de',
      street: 'Dorfstraße 27',
      address: 'Dorfstraße 27, 02694 Großdubrau',
      founded: 2004,
    },
    traps: ['previousBusinessYear', 'familyHistoryYear', 'namesakeBusiness'],
    decoys: {
      phones: ['035934 7180'],
      addresses: ['Teichweg 5'],
      years: [1934],
    },
  },
  // Flemish heating installer; two JSON-LD entities (the manufacturer's Organization first, "sinds 1968"), a contact table with the manufacturer's after-hours line.
  {
    domain: 'warmtetechniek-de-smet-k.be',
    name: 'De Smet Warmtetechniek',
    language: 'nl',
    kind: 'plain',
    category: 'home-and-garden',
    subcategory: 'energy-and-heating',
    contacts: {
      phone: '09 282 47 16',
      email: 'info@warmtetechniek-de-smet-k.be',
      street: 'Kortrijksesteenweg 318',
      address: 'Kortrijksesteenweg 318, 9830 Sint-Martens-Latem',
      founded: 1991,
      facebook: 'https://www.facebook.com/desmetwarmtetechniek',
    },
    traps: ['resoldBrand', 'manufacturerHotline'],
    decoys: {
      phones: ['051 26 80 00', '078 15 42 42'],
      emails: ['service@thermovia-k.be'],
      addresses: ['Industrieweg 12, 8800 Roeselare'],
      years: [1968],
    },
  },
  // Nuxt 2 shell of a Lyon interior decorator; payload holds the fabric partner's showroom (address, phone, mail) in the same shape, and the web agency's mailbox.
  {
    domain: 'atelier-ombre-claire-k.fr',
    name: 'Atelier Ombre Claire',
    language: 'fr',
    kind: 'jsShell',
    category: 'home-and-garden',
    subcategory: 'decoration-and-interior',
    contacts: {
      phone: '04 65 71 28 40',
      email: 'atelier@atelier-ombre-claire-k.fr',
      street: '14 rue Sainte-Catherine',
      address: '14 rue Sainte-Catherine, 69001 Lyon',
      founded: 2016,
    },
    traps: ['recommendedPartner', 'webProvider'],
    decoys: {
      phones: ['04 65 71 55 02'],
      emails: ['showroom@tissage-ferrand-k.fr', 'bonjour@pixel-rhone-k.fr'],
      addresses: ['3 quai Saint-Vincent, 69001 Lyon'],
    },
  },
  // Kitchen and bath renovator named "Butcher Block" in a former meat market (misleading); market years 1921 and 1987 beside "since 2009"; cabinet maker's dealer line.
  {
    domain: 'butcher-block-kitchens-k.ca',
    name: 'Butcher Block Kitchens & Baths',
    language: 'en',
    kind: 'misleading',
    category: 'home-and-garden',
    subcategory: 'bathroom-and-kitchen',
    contacts: {
      phone: '(902) 555-0119',
      email: 'design@butcher-block-kitchens-k.ca',
      street: '2184 Gottingen Street',
      address: '2184 Gottingen Street, Halifax, NS B3K 3B4',
      founded: 2009,
      facebook: 'https://www.facebook.com/butcherblockkitchenshfx',
    },
    traps: ['previousBusinessYear', 'resoldBrand'],
    decoys: {
      phones: ['(902) 555-0186'],
      addresses: ['88 Industrial Avenue, Truro NS'],
      years: [1921, 1987],
    },
  },
  // Turin plumber; "Numeri utili" table with its own row, the contracted night service and the linked boiler company ("dal 2003" beside "dal 1974").
  {
    domain: 'idraulica-ferraris-k.it',
    name: 'Idraulica Ferraris',
    language: 'it',
    kind: 'plain',
    category: 'home-services',
    subcategory: 'plumbing-and-sanitation',
    contacts: {
      phone: '011 663 2841',
      email: 'ufficio@idraulica-ferraris-k.it',
      street: 'Via Nizza 145',
      address: 'Via Nizza 145, 10126 Torino',
      founded: 1974,
    },
    traps: ['outOfHoursService', 'sisterCompany'],
    decoys: {
      phones: ['011 090 4477', '011 319 6620'],
      addresses: ['via Onorato Vigliani 92, 10127 Torino'],
      years: [2003],
    },
  },
  // SvelteKit shell of a Madrid removal firm; data holds the storage partner's address, phone and mail in the same shape as the firm's.
  {
    domain: 'mudanzas-tajo-k.es',
    name: 'Mudanzas Tajo',
    language: 'es',
    kind: 'jsShell',
    category: 'home-services',
    subcategory: 'moving-and-storage',
    contacts: {
      phone: '913 27 45 18',
      email: 'presupuestos@mudanzas-tajo-k.es',
      street: 'Calle de Embajadores 187',
      address: 'Calle de Embajadores 187, 28045 Madrid',
      founded: 1988,
      facebook: 'https://www.facebook.com/mudanzastajo',
    },
    traps: ['recommendedPartner'],
    decoys: {
      phones: ['916 84 22 71'],
      emails: ['clientes@trasteros-sur-k.es'],
      addresses: ['Av. de los Ángeles 22, 28903 Getafe'],
    },
  },
  // Cleaning firm for restaurant kitchens (misleading: restaurants, pastry shops, HACCP); a client's testimonial signed with its restaurant's address and phone.
  {
    domain: 'limpezas-brilho-atlantico-k.pt',
    name: 'Brilho Atlântico – Limpezas Profissionais',
    language: 'pt',
    kind: 'misleading',
    category: 'home-services',
    subcategory: 'cleaning-service-providers',
    contacts: {
      phone: '229 381 504',
      email: 'geral@limpezas-brilho-atlantico-k.pt',
      street: 'Rua Heróis de França, 540',
      address: 'Rua Heróis de França, 540, 4450-155 Matosinhos',
    },
    traps: ['testimonialSignature', 'clientReference'],
    decoys: {
      phones: ['229 372 118'],
      addresses: ['Rua Roberto Ivens, 812, 4450-246 Matosinhos'],
    },
  },
  // Christchurch house-sitting and alarm response, cookie notice, mega menu, newsletter, licence footer; two identical boxes, its own and the monitoring centre's ("est. 1989" beside "Est. 2007").
  {
    domain: 'kiwi-homewatch-k.co.nz',
    name: 'Kiwi Homewatch',
    language: 'en',
    kind: 'boilerplate',
    category: 'home-services',
    subcategory: 'house-sitting-and-security',
    contacts: {
      phone: '03 366 4120',
      email: 'care@kiwi-homewatch-k.co.nz',
      street: '96 Victoria Street',
      address: 'Level 1, 96 Victoria Street, Christchurch 8013',
      founded: 2007,
      facebook: 'https://www.facebook.com/kiwihomewatch',
    },
    traps: ['onCallPartner', 'emergencyNumber'],
    decoys: {
      phones: ['0800 768 448'],
      emails: ['monitoring@southguard-k.co.nz'],
      addresses: ['25 Sonter Road, Wigram, Christchurch 8042'],
      years: [1989],
    },
  },
  // Dutch carpenter that moved; "Nieuw adres" and "Oud adres – niet meer in gebruik" blocks side by side, each with its tel link.
  {
    domain: 'timmerbedrijf-van-dijk-k.nl',
    name: 'Timmerbedrijf Van Dijk',
    language: 'nl',
    kind: 'plain',
    category: 'home-services',
    subcategory: 'craftsman',
    contacts: {
      phone: '030 687 44 19',
      email: 'info@timmerbedrijf-van-dijk-k.nl',
      street: 'Industrieweg 14',
      address: 'Industrieweg 14, 3401 MA IJsselstein',
      founded: 1983,
    },
    traps: ['previousAddress', 'formerNumber'],
    decoys: {
      phones: ['030 688 12 07'],
      addresses: ['Benschopperstraat 61'],
    },
  },
  // Düsseldorf law firm, consent wall, mega menu, long Impressum footer; three identical footer columns: the firm, its external DPO and the bar chamber; the firm's own fax.
  {
    domain: 'kanzlei-hartmann-roth-k.de',
    name: 'Hartmann & Roth Rechtsanwälte',
    language: 'de',
    kind: 'boilerplate',
    category: 'legal-services-and-government',
    subcategory: 'lawyers-and-attorneys',
    contacts: {
      phone: '0211 86 39 45 0',
      email: 'kanzlei@kanzlei-hartmann-roth-k.de',
      street: 'Kasernenstraße 23',
      address: 'Kasernenstraße 23, 40213 Düsseldorf',
      founded: 1992,
      linkedin: 'https://www.linkedin.com/company/hartmann-roth-rechtsanwaelte',
    },
    traps: ['externalDpo', 'professionalBody', 'faxNumber'],
    decoys: {
      phones: ['0211 540 77 12', '0211 49 50 20', '0211 86 39 45 99'],
      emails: ['datenschutz@dsb-extern-k.de', 'info@rak-duesseldorf-k.de'],
      addresses: ['Grafenberger Allee 277', 'Kammerweg 4'],
    },
  },
  // Will writers in a former bank (misleading: banking hall, vault, accounts); the bank's 1889 and 1994 beside "since 2012"; the bank's customer-services number and address.
  {
    domain: 'old-bank-will-writers-k.co.uk',
    name: 'The Old Bank Will Writers',
    language: 'en',
    kind: 'misleading',
    category: 'legal-services-and-government',
    subcategory: 'legal-service-providers',
    contacts: {
      phone: '01632 960731',
      email: 'enquiries@old-bank-will-writers-k.co.uk',
      street: '3 Market Place',
      address: 'The Old Bank, 3 Market Place, Leyburn, North Yorkshire DL8 5BJ',
      founded: 2012,
      facebook: 'https://www.facebook.com/oldbankwills',
    },
    traps: ['previousBusinessYear', 'buildingYear', 'namesakeBusiness'],
    decoys: {
      phones: ['020 7946 0518'],
      addresses: ['40 Grey Street, Newcastle upon Tyne NE1 6AE'],
      years: [1889, 1994],
    },
  },
  // Valencia vehicle-registration agency; the traffic office's and the professional college's addresses written like its own.
  {
    domain: 'gestoria-alameda-k.es',
    name: 'Gestoría Alameda',
    language: 'es',
    kind: 'plain',
    category: 'legal-services-and-government',
    subcategory: 'registration-services',
    contacts: {
      phone: '963 74 28 19',
      email: 'tramites@gestoria-alameda-k.es',
      street: 'Av. del Regne de València 34',
      address: 'Av. del Regne de València 34, bajo, 46005 València',
      founded: 1986,
    },
    traps: ['publicOffice', 'professionalBody'],
    decoys: {
      phones: ['963 51 20 87'],
      addresses: ['Calle de la Democràcia 41, 46018 València', 'Calle Sorní 9, 46004 València'],
    },
  },
  // Swiss commune's site; "Adresses utiles" with three identical blocks: the communal administration, the district prefecture, the cantonal police post.
  {
    domain: 'commune-villars-sur-broye-k.ch',
    name: 'Commune de Villars-sur-Broye',
    language: 'fr',
    kind: 'plain',
    category: 'legal-services-and-government',
    subcategory: 'municipal-department',
    contacts: {
      phone: '026 660 14 25',
      email: 'commune@villars-sur-broye-k.ch',
      street: "Route de l'Église 4",
      address: "Route de l'Église 4, 1532 Villars-sur-Broye",
      facebook: 'https://www.facebook.com/communevillarssurbroye',
    },
    traps: ['publicOffice'],
    decoys: {
      phones: ['026 663 91 40', '026 662 51 00'],
      emails: ['prefecture.broye@fr-k.ch'],
      addresses: ['Rue du Château 10', 'Rue de Lausanne 22'],
    },
  },
  // Angular shell (ng-state) of a Ticino regional library; the cantonal library network's contact object ("dal 1995") beside the library's ("dal 1978").
  {
    domain: 'biblioteca-valmaggia-k.ch',
    name: 'Biblioteca regionale Valmaggia',
    language: 'it',
    kind: 'jsShell',
    category: 'legal-services-and-government',
    subcategory: 'libraries-and-archives',
    contacts: {
      phone: '091 753 12 46',
      email: 'prestito@biblioteca-valmaggia-k.ch',
      street: 'Via Cantonale 21',
      address: 'Via Cantonale 21, 6673 Maggia',
      founded: 1978,
    },
    traps: ['partnerNetwork'],
    decoys: {
      phones: ['091 814 15 00'],
      emails: ['catalogo@sbt-ticino-k.ch'],
      addresses: ['Viale Stefano Franscini 30a, 6500 Bellinzona'],
      years: [1995],
    },
  },
  // Ghent bookshop named "De Slagerij" in a former butcher's (misleading); butcher "sinds 1931" beside "Sinds 2009"; the butcher's new address and phone.
  {
    domain: 'boekhandel-de-slagerij-k.be',
    name: 'Boekhandel De Slagerij',
    language: 'nl',
    kind: 'misleading',
    category: 'media-and-publishing',
    subcategory: 'books-and-magazines',
    contacts: {
      phone: '09 225 61 38',
      email: 'boeken@boekhandel-de-slagerij-k.be',
      street: 'Sleepstraat 46',
      address: 'Sleepstraat 46, 9000 Gent',
      founded: 2009,
      facebook: 'https://www.facebook.com/boekhandeldeslagerij',
    },
    traps: ['previousBusinessYear', 'namesakeBusiness'],
    decoys: {
      phones: ['09 223 18 40'],
      addresses: ['Dampoortstraat 12, 9000 Gent'],
      years: [1931],
    },
  },
  // Gatsby shell of a Curitiba photo studio; page data holds the wedding venue partner's address, phone, mail and Facebook in the same shape.
  {
    domain: 'estudio-luz-de-vidro-k.com.br',
    name: 'Estúdio Luz de Vidro',
    language: 'pt',
    kind: 'jsShell',
    category: 'media-and-publishing',
    subcategory: 'photography',
    contacts: {
      phone: '(41) 3254-7781',
      email: 'ola@estudio-luz-de-vidro-k.com.br',
      street: 'Rua Mateus Leme, 1320',
      address: 'Rua Mateus Leme, 1320 – Centro Cívico, Curitiba – PR, 80530-010',
      founded: 2013,
      facebook: 'https://www.facebook.com/estudioluzdevidro',
    },
    traps: ['eventVenue', 'recommendedPartner'],
    decoys: {
      phones: ['(41) 3672-5566'],
      emails: ['eventos@quinta-araucarias-k.com.br'],
      addresses: ['Estrada da Graciosa, 4500 – Quatro Barras – PR, 83420-000'],
      links: ['https://www.facebook.com/quintadasaraucarias'],
    },
  },
  // Nashville recording studio, cookie consent, mega menu, newsletter, legal footer; the venue's MusicVenue JSON-LD comes first ("est. 1978"), the footer's Facebook row holds the venue's page.
  {
    domain: 'bluefin-sound-studio-k.com',
    name: 'Bluefin Sound',
    language: 'en',
    kind: 'boilerplate',
    category: 'media-and-publishing',
    subcategory: 'video-and-sound',
    contacts: {
      phone: '(615) 555-0147',
      email: 'book@bluefin-sound-studio-k.com',
      street: '1420 Division Street',
      address: '1420 Division Street, Suite 3, Nashville, TN 37203',
      founded: 2004,
      facebook: 'https://www.facebook.com/bluefinsoundnashville',
    },
    traps: ['eventVenue', 'partnerLinks'],
    decoys: {
      phones: ['(615) 555-0192'],
      addresses: ['512 Church Street, Nashville, TN 37219'],
      years: [1978],
      links: ['https://www.facebook.com/copperlineroom'],
    },
  },
  // Swiss regional news portal; "Über uns" table with the newsroom's row and the ad-sales agency's row.
  {
    domain: 'seeland-aktuell-k.ch',
    name: 'Seeland Aktuell',
    language: 'de',
    kind: 'plain',
    category: 'media-and-publishing',
    subcategory: 'media-and-information',
    contacts: {
      phone: '032 391 44 20',
      email: 'redaktion@seeland-aktuell-k.ch',
      street: 'Bahnhofstrasse 11',
      address: 'Bahnhofstrasse 11, 3270 Aarberg',
      founded: 2011,
      facebook: 'https://www.facebook.com/seelandaktuell',
    },
    traps: ['supplierContact'],
    decoys: {
      phones: ['032 321 90 90'],
      emails: ['inserate@werbemarkt-mittelland-k.ch'],
      addresses: ['Dufourstrasse 77, 2502 Biel/Bienne'],
    },
  },
  // Accountant for bakers (misleading: baguette, flour, fournées); two identical contact blocks, the firm's and the regional Order of accountants' ("depuis 1945").
  {
    domain: 'fournil-conseil-k.fr',
    name: 'Fournil Conseil',
    language: 'fr',
    kind: 'misleading',
    category: 'money-and-insurance',
    subcategory: 'accounting-and-tax',
    contacts: {
      phone: '02 61 91 34 72',
      email: 'cabinet@fournil-conseil-k.fr',
      street: '12 rue Nationale',
      address: '12 rue Nationale, 37000 Tours',
      founded: 2003,
      linkedin: 'https://www.linkedin.com/company/fournil-conseil',
    },
    traps: ['professionalBody'],
    decoys: {
      phones: ['02 61 91 80 00'],
      emails: ['contact@oec-centre-k.fr'],
      addresses: ['5 rue Émile Zola, 45000 Orléans'],
      years: [1945],
    },
  },
  // Insurance agency for farmers (misleading: harvest, hail, livestock, tractors); the insurer's "Sede legale del gruppo" card and JSON-LD ("Dal 1897" beside "Dal 1985") and its claims freephone.
  {
    domain: 'agenzia-campiverdi-assicurazioni-k.it',
    name: 'Agenzia Campiverdi',
    language: 'it',
    kind: 'misleading',
    category: 'money-and-insurance',
    subcategory: 'insurance',
    contacts: {
      phone: '0371 42 81 15',
      email: 'agenzia@agenzia-campiverdi-assicurazioni-k.it',
      street: 'Corso Umberto I 58',
      address: 'Corso Umberto I 58, 26900 Lodi (LO)',
      founded: 1985,
    },
    traps: ['insurerDetails', 'parentGroup', 'serviceHotline'],
    decoys: {
      phones: ['0376 22 41 00', '800 112 233'],
      emails: ['sede@mutuapadana-k.it'],
      addresses: ['Piazza della Vittoria 9, 46100 Mantova'],
      years: [1897],
    },
  },
  // Lisbon estate agency of a franchise network; the franchisor's head office block ("desde 1998") beside the agency's ("desde 2010"); Facebook/LinkedIn row with the network's pages.
  {
    domain: 'casa-ribeira-imobiliaria-k.pt',
    name: 'Casa Ribeira',
    language: 'pt',
    kind: 'plain',
    category: 'money-and-insurance',
    subcategory: 'real-estate',
    contacts: {
      phone: '213 624 518',
      email: 'belem@casa-ribeira-imobiliaria-k.pt',
      street: 'Rua de Belém, 72',
      address: 'Rua de Belém, 72, 1300-085 Lisboa',
      founded: 2010,
      facebook: 'https://www.facebook.com/casaribeirabelem',
    },
    traps: ['franchisor', 'partnerLinks'],
    decoys: {
      phones: ['213 170 900'],
      emails: ['franchising@lar-rede-k.pt'],
      addresses: ['Av. da Liberdade, 245, 4.º, 1250-143 Lisboa'],
      years: [1998],
      links: [
        'https://www.facebook.com/larredeimobiliaria',
        'https://www.linkedin.com/company/lar-rede',
      ],
    },
  },
  // Buenos Aires exchange office, cookie bar, mega menu, legal footer; footer columns for its head office, the linked travel agency and consumer protection, written alike.
  {
    domain: 'cambios-del-plata-k.com.ar',
    name: 'Cambios del Plata',
    language: 'es',
    kind: 'boilerplate',
    category: 'money-and-insurance',
    subcategory: 'banking-and-money',
    contacts: {
      phone: '(011) 4326-7718',
      email: 'atencion@cambios-del-plata-k.com.ar',
      street: 'Sarmiento 612',
      address: 'Sarmiento 612, C1041AAN Ciudad Autónoma de Buenos Aires',
      founded: 1972,
    },
    traps: ['sisterCompany', 'consumerArbitration'],
    decoys: {
      phones: ['(011) 4328-0095'],
      emails: ['viajes@delplataturismo-k.com.ar'],
      addresses: [
        'Sarmiento 640, 2.º piso, C1041AAN Ciudad Autónoma de Buenos Aires',
        'Av. Carlos Pellegrini 1150, C1009ABX Ciudad Autónoma de Buenos Aires',
      ],
    },
  },
  // Vue store shell of an Amsterdam debt counsellor; the state holds the debt-counselling association's contact object ("sinds 2016") and a national helpline beside its own.
  {
    domain: 'schuldhulp-zuidas-k.nl',
    name: 'Schuldhulp Zuidas',
    language: 'nl',
    kind: 'jsShell',
    category: 'money-and-insurance',
    subcategory: 'credit-and-debt-services',
    contacts: {
      phone: '020 644 81 27',
      email: 'hulp@schuldhulp-zuidas-k.nl',
      street: 'Van Heenvlietlaan 220',
      address: 'Van Heenvlietlaan 220, 1083 CP Amsterdam',
      founded: 2014,
      linkedin: 'https://www.linkedin.com/company/schuldhulp-zuidas',
    },
    traps: ['professionalBody', 'membershipYear', 'helpline'],
    decoys: {
      phones: ['030 234 71 90', '0800 0232 118'],
      emails: ['klachten@vsn-schuldhulp-k.nl'],
      addresses: ['Stadsplateau 11, 3521 AZ Utrecht'],
      years: [2016],
    },
  },
  // Parked domain with sponsored links (English).
  {
    domain: 'brightwater-holdings-k.com',
    name: 'brightwater-holdings-k.com',
    language: 'en',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
  },
  // Expired hosting page of a French host.
  {
    domain: 'maison-verlaine-k.fr',
    name: 'maison-verlaine-k.fr',
    language: 'fr',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
  },
  // Chilean "Próximamente" coming-soon page with a countdown.
  {
    domain: 'ferreteria-los-andes-k.cl',
    name: 'ferreteria-los-andes-k.cl',
    language: 'es',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
  },
  // Italian login wall ("Area riservata").
  {
    domain: 'portale-soci-k.it',
    name: 'portale-soci-k.it',
    language: 'it',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
  },
  // Brazilian LGPD cookie wall over an empty page.
  {
    domain: 'grupo-horizonte-k.com.br',
    name: 'grupo-horizonte-k.com.br',
    language: 'pt',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
  },
];
