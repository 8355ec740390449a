import type { HandWrittenLabel } from '../handWrittenLabel.ts';

/**
 * Author Z's share of devset37: 39 homepages of small and mid-sized businesses in Food, Beverages
 * & Tobacco, Health & Medical, Hobbies & Crafts, Home & Garden, Home Services, Legal Services &
 * Government, Media & Publishing and Money & Insurance (no subcategory twice), and five pages that
 * say nothing (a parked domain, a host's default page, a suspended account, a maintenance page, a
 * coming-soon page). Twelve are plain, ten misleading (the words belong to another trade than the
 * one the company sells), nine JS shells whose words live only in the app's data payload (Next.js
 * pages and app router, Nuxt 2 and 3, SvelteKit, Remix, Gatsby, Astro islands, Angular transfer
 * state) and eight buried in boilerplate (consent walls, mega menus, newsletter boxes, chat
 * widgets, long legal footers). Each page is written as the real site would be (WordPress with
 * Astra, Divi, Elementor, Kadence, GeneratePress, OceanWP or the Newspaper theme, Wix,
 * Squarespace, Shopify, Webflow, TYPO3, Joomla, Jimdo, PrestaShop, a hand-made page or the
 * frameworks above), in its country's way of writing phones and addresses, with two to four
 * decoys among the values a reader most easily takes wrongly. Twenty-six business pages state a
 * founding or first opening year; thirteen state none while other years abound.
 *
 * Labelling rules:
 * - The category is what the company itself sells today, as a careful reader would file it,
 *   whatever most of the page talks about (a roastery in an old car workshop sells coffee, a tax
 *   adviser writing about kitchens and tills does accounts, a fishmonger blogging about its
 *   trawler sells fish, a lawyer's page full of building sites is a law firm).
 * - `contacts` holds only the company's own current facts for the place customers use: the phone
 *   to call first today as the page writes it (the visible text; the attribute or markup value
 *   only when the page has nothing else), the general mailbox, the street line (`street`, verbatim
 *   on the page) and the whole address (`address`, as the page writes it) customers visit now,
 *   the founding or first opening year (a takeover, rename or move keeps the original year when
 *   the page states it), and the LinkedIn and Facebook hrefs. A field the page does not state is
 *   left out.
 * - `decoys` lists what must never be taken, each verbatim on the page: other parties' phones,
 *   mailboxes, addresses and links (landlords, web agencies, buying groups, regulators, helplines,
 *   on-duty pharmacies and clinics, partners, suppliers, stockists, couriers, venues, markets,
 *   courts, advertisers, a template's demo values, a form's placeholder, a share button), the
 *   company's own other branch and former number, and years that are not the founding (buildings,
 *   laws, licences, certifications, memberships, awards, price lists, model years, takeovers,
 *   moves, anniversaries, other parties' foundings, the owners' careers, copyright lines). `traps`
 *   names their kinds; a page has traps exactly when it has decoys.
 * - The company's own secondary lines and mailboxes (WhatsApp, fax, jobs, billing) are neither
 *   truth nor decoy.
 * - Say-nothing pages are `uncategorised` and carry no contacts; the parking, hosting and agency
 *   companies' numbers, mailboxes and years on them are decoys.
 */
export const DEVSET37_LABELS_Z: readonly HandWrittenLabel[] = [
  // Coffee roastery and café in a former car workshop, Wellington (en-NZ, Squarespace 7.1): "first roast ... in 2014"; the vintage motorcycle club's phone, the building's year 1948, the 1972 Triumph.
  {
    domain: 'thegarage-roasters-z.co.nz',
    name: 'The Garage Roasters',
    language: 'en',
    kind: 'misleading',
    category: 'food-beverages-and-tobacco',
    subcategory: 'coffee-and-tea',
    contacts: {
      phone: '04 385 2291',
      email: 'hello@thegarage-roasters-z.co.nz',
      street: '61 Vivian Street',
      address: '61 Vivian Street, Te Aro, Wellington 6011',
      founded: 2014,
      facebook: 'https://www.facebook.com/thegarageroasterswgtn',
    },
    traps: ['sponsor', 'buildingYear', 'modelYear'],
    decoys: {
      phones: ['021 448 7720'],
      years: [1948, 1972],
    },
  },
  // Video production for wineries in the Barossa (en-AU, Webflow): no founding year; a client winery's booking line in a testimonial, the festival lawn's address, the 2019 vintage and the 2022 award.
  {
    domain: 'cellardoorfilms-z.com.au',
    name: 'Cellar Door Films',
    language: 'en',
    kind: 'misleading',
    category: 'media-and-publishing',
    subcategory: 'video-and-sound',
    contacts: {
      phone: '(08) 8563 4418',
      email: 'studio@cellardoorfilms-z.com.au',
      street: '18 Murray Street',
      address: 'Studio 3, 18 Murray Street, Tanunda SA 5352',
      linkedin: 'https://www.linkedin.com/company/cellar-door-films',
    },
    traps: ['clientReference', 'eventVenue', 'modelYear', 'awardYear'],
    decoys: {
      phones: ['(08) 8524 9901'],
      addresses: ['9 Basedow Road, Tanunda'],
      years: [2019, 2022],
    },
  },
  // Tax adviser for restaurants and hotels in Salzburg (de-AT, WordPress Divi): "1998 ... gegründet" in the about block; the chamber's gastronomy section phone, a quoted innkeeper's address, the cash-register law 2016, the daughter's licence 2004.
  {
    domain: 'gastrosteuer-wimmer-z.at',
    name: 'Wimmer Steuerberatung GmbH',
    language: 'de',
    kind: 'misleading',
    category: 'money-and-insurance',
    subcategory: 'accounting-and-tax',
    contacts: {
      phone: '+43 662 87 45 12',
      email: 'kanzlei@gastrosteuer-wimmer-z.at',
      street: 'Linzer Gasse 38',
      address: 'Linzer Gasse 38, 5020 Salzburg',
      founded: 1998,
      linkedin: 'https://www.linkedin.com/company/wimmer-steuerberatung-salzburg',
    },
    traps: ['professionalBody', 'testimonialSignature', 'standardYear', 'licenceYear'],
    decoys: {
      phones: ['+43 662 8888 633'],
      addresses: ['Getreidegasse 46, 5020 Salzburg'],
      years: [2016, 2004],
    },
  },
  // Independent cookbook publisher in Lyon (fr-FR, WordPress Kadence + WooCommerce): "Fondées en 2006"; the distributor's trade order line, the chef's restaurant address, the chef's first bouchon 1987, the book fair 2024.
  {
    domain: 'editions-lamarmite-z.fr',
    name: 'Éditions La Marmite',
    language: 'fr',
    kind: 'misleading',
    category: 'media-and-publishing',
    subcategory: 'books-and-magazines',
    contacts: {
      phone: '04 78 42 61 90',
      email: 'contact@editions-lamarmite-z.fr',
      street: '27 rue Sala',
      address: '27 rue Sala, 69002 Lyon',
      founded: 2006,
      facebook: 'https://www.facebook.com/editionslamarmite',
    },
    traps: ['supplierContact', 'recommendedPartner', 'previousBusinessYear', 'tradeFair'],
    decoys: {
      phones: ['01 49 59 10 10'],
      addresses: ['8 rue Mercière, 69002 Lyon'],
      years: [1987, 2024],
    },
  },
  // Estate agent in Madrid's Chamberí district (es-ES, WordPress Hello Elementor): "Desde 2003"; the market's address in the neighbourhood guide, the partner agency's phone, a listed building of 1925, the metro station of 1919.
  {
    domain: 'chamberivivo-inmobiliaria-z.es',
    name: 'Chamberí Vivo Inmobiliaria',
    language: 'es',
    kind: 'misleading',
    category: 'money-and-insurance',
    subcategory: 'real-estate',
    contacts: {
      phone: '91 447 28 63',
      email: 'hola@chamberivivo-inmobiliaria-z.es',
      street: 'Calle de Eloy Gonzalo 17',
      address: 'Calle de Eloy Gonzalo 17, 28010 Madrid',
      founded: 2003,
      facebook: 'https://www.facebook.com/chamberivivo',
    },
    traps: ['directions', 'recommendedPartner', 'buildingYear', 'localAnniversary'],
    decoys: {
      phones: ['91 310 44 87'],
      addresses: ['Calle de Alonso Cano 10'],
      years: [1925, 1919],
    },
  },
  // Food photographer in Oaxaca (es-MX, Wix): no founding year; the template's leftover footer mailbox and phone, the 2023 guidebook, the 2024 price packages.
  {
    domain: 'estudiomoleyluz-z.com.mx',
    name: 'Estudio Mole & Luz',
    language: 'es',
    kind: 'misleading',
    category: 'media-and-publishing',
    subcategory: 'photography',
    contacts: {
      phone: '951 514 2287',
      email: 'hola@estudiomoleyluz-z.com.mx',
      street: 'Calle Macedonio Alcalá 407',
      address: 'Calle Macedonio Alcalá 407, Centro, 68000 Oaxaca de Juárez, Oax.',
      facebook: 'https://www.facebook.com/estudiomoleyluz',
    },
    traps: ['themeDemoContent', 'clientReference', 'priceListYear'],
    decoys: {
      phones: ['123-456-7890'],
      emails: ['info@mysite.com'],
      years: [2023, 2024],
    },
  },
  // Horse insurance agency in Culemborg (nl-NL, WordPress GeneratePress + GenerateBlocks): "in 2001 opgericht"; the vet clinic's emergency line, the complaints institute's postbox, the underwriter's founding 1887.
  {
    domain: 'hoefslag-paardenverzekering-z.nl',
    name: 'Hoefslag Paardenverzekering B.V.',
    language: 'nl',
    kind: 'misleading',
    category: 'money-and-insurance',
    subcategory: 'insurance',
    contacts: {
      phone: '0345 62 18 40',
      email: 'info@hoefslag-paardenverzekering-z.nl',
      street: 'Achterweg 14',
      address: 'Achterweg 14, 4101 BC Culemborg',
      founded: 2001,
      linkedin: 'https://www.linkedin.com/company/hoefslag-paardenverzekering',
      facebook: 'https://www.facebook.com/hoefslagverzekering',
    },
    traps: ['onCallPartner', 'consumerArbitration', 'insurerDetails'],
    decoys: {
      phones: ['0345 51 22 00'],
      addresses: ['Postbus 93257, 2509 AG Den Haag'],
      years: [1887],
    },
  },
  // Wool shop and knitting café on a sheep farm near Tielt (nl-BE, Jimdo Creator): no founding year; the sheep shearer's mobile, the spinning mill's founding 1952, the breed's studbook 1923, lambing season 2024.
  {
    domain: 'schapenhoeve-wolwinkel-z.be',
    name: 'De Schapenhoeve',
    language: 'nl',
    kind: 'misleading',
    category: 'hobbies-and-crafts',
    subcategory: 'needlework-and-knitting',
    contacts: {
      phone: '051 72 48 13',
      email: 'winkel@schapenhoeve-wolwinkel-z.be',
      street: 'Hoogstraat 88',
      address: 'Hoogstraat 88, 8700 Tielt',
      facebook: 'https://www.facebook.com/deschapenhoevetielt',
    },
    traps: ['eventSupplier', 'supplierContact', 'namesakeYear'],
    decoys: {
      phones: ['0476 31 22 90'],
      years: [1952, 1923, 2024],
    },
  },
  // Construction-law firm in Milan (it-IT, WordPress Astra): "nasce nel 1987" and JSON-LD foundingDate; the partner engineers' address, the court's address, the Superbonus law 2020, the founder's bar admission 1985.
  {
    domain: 'studiolegale-bonetti-z.it',
    name: 'Studio Legale Bonetti & Associati',
    language: 'it',
    kind: 'misleading',
    category: 'legal-services-and-government',
    subcategory: 'lawyers-and-attorneys',
    contacts: {
      phone: '02 4851 3370',
      email: 'segreteria@studiolegale-bonetti-z.it',
      street: 'Via Vincenzo Monti 47',
      address: 'Via Vincenzo Monti 47, 20145 Milano',
      founded: 1987,
      linkedin: 'https://www.linkedin.com/company/studio-legale-bonetti-associati',
    },
    traps: ['partnerNetwork', 'publicOffice', 'standardYear', 'licenceYear'],
    decoys: {
      addresses: ['Viale Monza 122, 20127 Milano', 'Via Freguglia 1'],
      years: [2020, 1985],
    },
  },
  // Fishmonger with the family's own trawler in Matosinhos (pt-PT, Shopify Dawn): "abriu a primeira banca ... em 1976"; the skipper's mobile for fishing trips, the fish auction's address, the boat built in 1989.
  {
    domain: 'peixariamaralto-z.pt',
    name: 'Peixaria Mar Alto',
    language: 'pt',
    kind: 'misleading',
    category: 'food-beverages-and-tobacco',
    subcategory: 'meat-seafood-and-eggs',
    contacts: {
      phone: '229 384 417',
      email: 'geral@peixariamaralto-z.pt',
      street: 'Rua Brito Capelo 212',
      address: 'Rua Brito Capelo 212, 4450-068 Matosinhos',
      founded: 1976,
      facebook: 'https://www.facebook.com/peixariamaralto',
    },
    traps: ['sisterCompany', 'marketplace', 'modelYear'],
    decoys: {
      phones: ['912 604 118'],
      addresses: ['Avenida Menéres, 4450-189 Matosinhos'],
      years: [1989],
    },
  },
  // Moving company in Oakland (en-US, Next.js pages router, words only in __NEXT_DATA__): "since 2009" in the about block; the regulator's consumer line, the partner storage facility's address, the 2023 award badge.
  {
    domain: 'baylinemovers-z.com',
    name: 'Bayline Movers',
    language: 'en',
    kind: 'jsShell',
    category: 'home-services',
    subcategory: 'moving-and-storage',
    contacts: {
      phone: '(510) 832-4417',
      email: 'hello@baylinemovers-z.com',
      street: '2150 Adeline Street',
      address: '2150 Adeline Street, Oakland, CA 94607',
      founded: 2009,
      linkedin: 'https://www.linkedin.com/company/bayline-movers',
      facebook: 'https://www.facebook.com/baylinemovers',
    },
    traps: ['supervisoryAuthority', 'partnerNetwork', 'awardYear'],
    decoys: {
      phones: ['(800) 894-9444'],
      addresses: ['1700 Mandela Parkway, Oakland, CA 94607'],
      years: [2023],
    },
  },
  // Guitar shop and workshop in Bristol (en-GB, Gatsby with the page data inlined): no founding year; the manufacturer's warranty line, the guitar show's venue and year 2024, "Authorised Fender dealer since 2012".
  {
    domain: 'fretworkguitars-z.co.uk',
    name: 'Fretwork Guitars',
    language: 'en',
    kind: 'jsShell',
    category: 'hobbies-and-crafts',
    subcategory: 'music-and-instruments',
    contacts: {
      phone: '0117 924 6618',
      email: 'shop@fretworkguitars-z.co.uk',
      street: '48 Gloucester Road',
      address: '48 Gloucester Road, Bristol BS7 8BH',
      facebook: 'https://www.facebook.com/fretworkguitarsbristol',
    },
    traps: ['manufacturerHotline', 'tradeFair', 'resoldBrand'],
    decoys: {
      phones: ['01342 331 700'],
      addresses: ['Ashton Gate, Ashton Road, Bristol BS3 2EJ'],
      years: [2024, 2012],
    },
  },
  // Heat-pump and heating installer in Augsburg (de-DE, Nuxt 3, words only in the __NUXT_DATA__ devalue array): "gründete 1994"; the funding bank's hotline, the guild's out-of-hours line, the founder's master's exam 1989, the certification "Seit 2019".
  {
    domain: 'waermepumpen-brandl-z.de',
    name: 'Brandl Heizung & Wärmepumpen GmbH',
    language: 'de',
    kind: 'jsShell',
    category: 'home-and-garden',
    subcategory: 'energy-and-heating',
    contacts: {
      phone: '0821 450 938-0',
      email: 'info@waermepumpen-brandl-z.de',
      street: 'Haunstetter Straße 112',
      address: 'Haunstetter Straße 112, 86161 Augsburg',
      founded: 1994,
      facebook: 'https://www.facebook.com/brandl.waermepumpen',
    },
    traps: ['funder', 'outOfHoursService', 'familyHistoryYear', 'certificationYear'],
    decoys: {
      phones: ['0800 539 9002', '0821 32 59 117'],
      years: [1989, 2019],
    },
  },
  // Mortgage and debt-consolidation broker in Saint-Jérôme (fr-CA, Angular 17 with its ng-state transfer cache): no founding year; the regulator's information line, the budget-counselling helpline, rates "au 1er mai 2024", a 2021 press mention.
  {
    domain: 'courtageboreal-z.ca',
    name: 'Courtage Hypothécaire Boréal',
    language: 'fr',
    kind: 'jsShell',
    category: 'money-and-insurance',
    subcategory: 'credit-and-debt-services',
    contacts: {
      phone: '450 436-8120',
      email: 'info@courtageboreal-z.ca',
      street: '265, rue Saint-Georges',
      address: '265, rue Saint-Georges, bureau 210, Saint-Jérôme (Québec) J7Z 5A1',
      linkedin: 'https://www.linkedin.com/company/courtage-hypothecaire-boreal',
      facebook: 'https://www.facebook.com/courtageboreal',
    },
    traps: ['supervisoryAuthority', 'helpline', 'priceListYear', 'newsMention'],
    decoys: {
      phones: ['1 877 525-0337', '450 438-4290'],
      years: [2024, 2021],
    },
  },
  // Clinical laboratory in Providencia, Santiago (es-CL, SvelteKit, words only in the start script's data): "Fundado en 1998"; the public health fund's call centre, the company's own other branch (phone and address), accreditation "desde 2014".
  {
    domain: 'laboratorioandes-z.cl',
    name: 'Laboratorio Clínico Andes',
    language: 'es',
    kind: 'jsShell',
    category: 'health-and-medical',
    subcategory: 'diagnostics-and-testing',
    contacts: {
      phone: '+56 2 2946 7310',
      email: 'contacto@laboratorioandes-z.cl',
      street: 'Av. Providencia 1820',
      address: 'Av. Providencia 1820, local 3, Providencia, Santiago',
      founded: 1998,
      facebook: 'https://www.facebook.com/laboratorioandes',
    },
    traps: ['publicOffice', 'branchElsewhere', 'certificationYear'],
    decoys: {
      phones: ['600 360 3000', '+56 2 2274 1188'],
      addresses: ['Av. Irarrázaval 3150, Ñuñoa'],
      years: [2014],
    },
  },
  // Office and stairwell cleaning company in Rotterdam (nl-NL, Remix, words only in window.__remixContext): no founding year; the temp agency's phone and mailbox for jobs, association membership "sinds 2016", window cleaning "Sinds 2020".
  {
    domain: 'schoonenzo-rotterdam-z.nl',
    name: 'Schoon & Zo Schoonmaakdiensten',
    language: 'nl',
    kind: 'jsShell',
    category: 'home-services',
    subcategory: 'cleaning-service-providers',
    contacts: {
      phone: '010 742 18 60',
      email: 'info@schoonenzo-rotterdam-z.nl',
      street: 'Nieuwe Binnenweg 331',
      address: 'Nieuwe Binnenweg 331, 3021 GJ Rotterdam',
      linkedin: 'https://www.linkedin.com/company/schoon-en-zo-rotterdam',
    },
    traps: ['recruiter', 'membershipYear', 'timeline'],
    decoys: {
      phones: ['010 411 52 30'],
      emails: ['rotterdam@maasstadflex.nl'],
      years: [2016, 2020],
    },
  },
  // Family winery in La Morra (it-IT, Astro with client:only islands, words only in the HTML-escaped props): "fondata nel 1961"; the tourist board's phone, the regional wine shop's address, the growers' consortium of 1934.
  {
    domain: 'cantinaroccabruna-z.it',
    name: 'Azienda Agricola Roccabruna',
    language: 'it',
    kind: 'jsShell',
    category: 'food-beverages-and-tobacco',
    subcategory: 'beer-and-wine',
    contacts: {
      phone: '0173 61 24 58',
      email: 'info@cantinaroccabruna-z.it',
      street: 'Frazione Annunziata 38',
      address: 'Frazione Annunziata 38, 12064 La Morra (CN)',
      founded: 1961,
      facebook: 'https://www.facebook.com/cantinaroccabruna',
    },
    traps: ['bookingPlatform', 'stockist', 'professionalBody'],
    decoys: {
      phones: ['0173 35833'],
      addresses: ['Piazza Falletti, 12060 Barolo'],
      years: [1934],
    },
  },
  // Psychotherapy practice in Pinheiros, São Paulo (pt-BR, Next.js app router, words only in the self.__next_f flight rows): "nasceu em 2016"; the suicide-prevention helpline, the group-therapy venue, the founder's degree 2009, the telehealth law 2022.
  {
    domain: 'clinicaacolher-z.com.br',
    name: 'Acolher Psicologia',
    language: 'pt',
    kind: 'jsShell',
    category: 'health-and-medical',
    subcategory: 'mental-health',
    contacts: {
      phone: '(11) 3061-4820',
      email: 'contato@clinicaacolher-z.com.br',
      street: 'Rua Cardeal Arcoverde 1749',
      address: 'Rua Cardeal Arcoverde 1749, sala 52, Pinheiros, São Paulo - SP, 05407-002',
      founded: 2016,
      linkedin: 'https://www.linkedin.com/company/acolher-psicologia',
    },
    traps: ['helpline', 'eventVenue', 'personalProfile', 'standardYear'],
    decoys: {
      phones: ['188'],
      addresses: ['Rua Harmonia 1250, Vila Madalena'],
      years: [2009, 2022],
    },
  },
  // Furniture store in Paços de Ferreira (pt-PT, Nuxt 2, words only in the window.__NUXT__ function payload): "abriu as portas em 1983"; the consumer-credit partner's phone, the furniture fair's hall, the grandfather's workshop 1952, the 2018 renovation.
  {
    domain: 'moveisferreiracasa-z.pt',
    name: 'Móveis Ferreira Casa',
    language: 'pt',
    kind: 'jsShell',
    category: 'home-and-garden',
    subcategory: 'furniture-stores',
    contacts: {
      phone: '255 862 410',
      email: 'info@moveisferreiracasa-z.pt',
      street: 'Avenida dos Templários 415',
      address: 'Avenida dos Templários 415, 4590-509 Paços de Ferreira',
      founded: 1983,
    },
    traps: ['recommendedPartner', 'tradeFair', 'familyHistoryYear', 'timeline'],
    decoys: {
      phones: ['226 081 940'],
      addresses: ['Rua das Exposições 120'],
      years: [1952, 2018],
    },
  },
  // Pharmacy in Douglas, Cork (en-IE, WordPress Elementor Pro containers, Cookiebot dialog, mega menu, Mailchimp box, Tidio chat, long legal footer): "served Douglas since 1962"; the out-of-hours GP line, the buying group's head office (phone and Facebook, also a parentOrganization node in JSON-LD), vaccination accreditation 2011.
  {
    domain: 'murphyspharmacy-douglas-z.ie',
    name: "Murphy's Pharmacy Douglas",
    language: 'en',
    kind: 'boilerplate',
    category: 'health-and-medical',
    subcategory: 'pharmacy-and-medicine',
    contacts: {
      phone: '021 489 3317',
      email: 'info@murphyspharmacy-douglas-z.ie',
      street: '14 Main Street',
      address: '14 Main Street, Douglas, Cork T12 X8K2',
      founded: 1962,
      facebook: 'https://www.facebook.com/murphyspharmacydouglas',
    },
    traps: ['outOfHoursService', 'franchisor', 'certificationYear'],
    decoys: {
      phones: ['0818 355 999', '01 485 2200'],
      years: [2011],
      links: ['https://www.facebook.com/careplusireland'],
    },
  },
  // Plumbing and bathroom firm in Leipzig-Lindenau (de-DE, TYPO3 Bootstrap Package, cookieman modal, mega menu, imprint-style footer): "Gegründet ... 1921" (taken over 2009, the original year kept) and JSON-LD foundingDate; the gas network's emergency line, the liability insurer's address, the takeover year 2009, TYPO3's copyright 1998.
  {
    domain: 'sanitaer-koehler-z.de',
    name: 'Sanitär Köhler GmbH',
    language: 'de',
    kind: 'boilerplate',
    category: 'home-services',
    subcategory: 'plumbing-and-sanitation',
    contacts: {
      phone: '(0341) 49 27 61-0',
      email: 'info@sanitaer-koehler-z.de',
      street: 'Georg-Schwarz-Straße 87',
      address: 'Georg-Schwarz-Straße 87, 04177 Leipzig',
      founded: 1921,
      facebook: 'https://www.facebook.com/sanitaerkoehlerleipzig',
    },
    traps: ['utilityEmergency', 'insurerDetails', 'timeline', 'copyrightYear'],
    decoys: {
      phones: ['0341 121 3333'],
      addresses: ['Joseph-Scherer-Straße 3, 44139 Dortmund'],
      years: [2009, 1998],
    },
  },
  // Kitchen and bathroom showroom in Graz (de-AT, Joomla 4 Cassiopeia with Maximenu mega menu, cookiesCK wall, CleverReach box, WhatsApp widget, ECG imprint): no founding year; the trade authority's address, the newsletter service's address, the kitchen brand's founding 1961, the 2024 price list.
  {
    domain: 'kuechenwelt-pichler-z.at',
    name: 'Küchenwelt Pichler GmbH',
    language: 'de',
    kind: 'boilerplate',
    category: 'home-and-garden',
    subcategory: 'bathroom-and-kitchen',
    contacts: {
      phone: '0316 / 27 18 44',
      email: 'studio@kuechenwelt-pichler-z.at',
      street: 'Kärntner Straße 214',
      address: 'Kärntner Straße 214, 8053 Graz',
      facebook: 'https://www.facebook.com/kuechenweltpichler',
    },
    traps: ['publicOffice', 'newsletterService', 'resoldBrand', 'priceListYear'],
    decoys: {
      addresses: ['Europaplatz 20, 8011 Graz', 'Schafjückenweg 2, 26180 Rastede'],
      years: [1961, 2024],
    },
  },
  // Independent optician in Nantes (fr-FR, Webflow with Axeptio consent widget, brand mega menu, newsletter, legal footer): "fondé en 1974" and JSON-LD foundingDate; the partner audiologist's phone, the consumer mediator's address, the former shop's address, the 2024 anniversary.
  {
    domain: 'optique-lemaire-z.fr',
    name: 'Optique Lemaire',
    language: 'fr',
    kind: 'boilerplate',
    category: 'health-and-medical',
    subcategory: 'vision-and-hearing',
    contacts: {
      phone: '02 40 47 18 62',
      email: 'contact@optique-lemaire-z.fr',
      street: '12 rue de la Marne',
      address: '12 rue de la Marne, 44000 Nantes',
      founded: 1974,
      facebook: 'https://www.facebook.com/optiquelemaire.nantes',
    },
    traps: ['partnerNetwork', 'consumerArbitration', 'previousAddress', 'anniversaryYear'],
    decoys: {
      phones: ['02 40 35 61 22'],
      addresses: ['27 avenue de la Libération, 42400 Saint-Chamond', '3 rue Crébillon'],
      years: [2024],
    },
  },
  // Tobacconist and cigar humidor in Triana, Seville (es-ES, WordPress Astra + Spectra, Age Gate, Complianz soft cookie wall, newsletter, legal footer): "abrió en 1949"; the quit-smoking line, the external DPO's mailbox, the tobacco regulator's address, the royal tobacco factory's 1758.
  {
    domain: 'estanco14-sevilla-z.es',
    name: 'Estanco Nº 14 Triana',
    language: 'es',
    kind: 'boilerplate',
    category: 'food-beverages-and-tobacco',
    subcategory: 'smoking-and-tobacco',
    contacts: {
      phone: '954 33 27 81',
      email: 'info@estanco14-sevilla-z.es',
      street: 'Calle San Jacinto 42',
      address: 'Calle San Jacinto 42, 41010 Sevilla',
      founded: 1949,
      facebook: 'https://www.facebook.com/estanco14triana',
    },
    traps: ['helpline', 'externalDpo', 'supervisoryAuthority', 'localAnniversary'],
    decoys: {
      phones: ['900 85 03 00'],
      emails: ['dpo@datconsur.es'],
      addresses: ['Calle Capitán Haya 7, 28020 Madrid'],
      years: [1758],
    },
  },
  // Pond centre with show garden near Alphen (nl-NL, Shopify Impulse, pond-tech mega menu, Klaviyo box, Consentmo banner, Trengo chat, legal small print): no founding year; the carrier's customer line, the pump maker's service line, the koi show's hall, "lid ... sinds 2012".
  {
    domain: 'vijverpark-dewaal-z.nl',
    name: 'Vijverpark De Waal',
    language: 'nl',
    kind: 'boilerplate',
    category: 'home-and-garden',
    subcategory: 'garden-and-pond',
    contacts: {
      phone: '0172 58 94 30',
      email: 'info@vijverpark-dewaal-z.nl',
      street: 'Hoogeveenseweg 41',
      address: 'Hoogeveenseweg 41, 2391 PL Hazerswoude-Dorp',
      facebook: 'https://www.facebook.com/vijverparkdewaal',
    },
    traps: ['serviceHotline', 'manufacturerHotline', 'eventVenue', 'membershipYear'],
    decoys: {
      phones: ['088 868 6161', '0485 325 500'],
      addresses: ['Evenementenhal Gorinchem, Franklinweg 2'],
      years: [2012],
    },
  },
  // Small town hall in the province of Alessandria (it-IT, hand-made on the Bootstrap Italia public-sector template: mega menu, cookiebar, treasury and IPA footer): no founding year; the pharmacy on duty (phone and address), the carabinieri station, the town hall's building year 1882.
  {
    domain: 'comune-castelvetrobormida-z.it',
    name: 'Comune di Castelvetro Bormida',
    language: 'it',
    kind: 'boilerplate',
    category: 'legal-services-and-government',
    subcategory: 'municipal-department',
    contacts: {
      phone: '0144 58 12 30',
      email: 'urp@comune-castelvetrobormida-z.it',
      street: 'Piazza Martiri della Libertà 1',
      address: 'Piazza Martiri della Libertà 1, 15019 Castelvetro Bormida (AL)',
      facebook: 'https://www.facebook.com/comunecastelvetrobormida',
    },
    traps: ['pharmacyOnDuty', 'emergencyNumber', 'buildingYear'],
    decoys: {
      phones: ['0144 32 21 08', '0144 59 61 12'],
      addresses: ['Corso Italia 54, 15011 Acqui Terme'],
      years: [1882],
    },
  },
  // Dental clinic in Cedofeita, Porto (pt-PT, WordPress Divi theme builder, CookieYes box, treatments mega menu, Mailchimp signup, Joinchat widget, regulator footer): "desde 2002" and JSON-LD foundingDate; an insurer's line, the booking platform's support line, the dentists' order's address, the licence year 2010.
  {
    domain: 'clinicasorrisodouro-z.pt',
    name: 'Clínica Sorriso do Douro',
    language: 'pt',
    kind: 'boilerplate',
    category: 'health-and-medical',
    subcategory: 'dental-services',
    contacts: {
      phone: '+351 226 004 187',
      email: 'info@clinicasorrisodouro-z.pt',
      street: 'Rua de Cedofeita 418',
      address: 'Rua de Cedofeita 418, 4050-174 Porto',
      founded: 2002,
      facebook: 'https://www.facebook.com/clinicasorrisodouro',
    },
    traps: ['insurerDetails', 'bookingPlatform', 'professionalBody', 'licenceYear'],
    decoys: {
      phones: ['218 458 888', '210 600 177'],
      addresses: ['Avenida da Boavista 3521, 4100-139 Porto'],
      years: [2010],
    },
  },
  // Joinery workshop in Harrogate (en-GB, Squarespace 7.1 with code injection): "since 1991"; the landlord's estate office, the web agency's phone (footer and its own JSON-LD node), the 2019 award.
  {
    domain: 'hartleyjoinery-z.co.uk',
    name: 'Hartley & Sons Joinery',
    language: 'en',
    kind: 'plain',
    category: 'home-services',
    subcategory: 'craftsman',
    contacts: {
      phone: '01423 562 018',
      email: 'enquiries@hartleyjoinery-z.co.uk',
      street: '3 Skipton Road',
      address: 'The Old Sawmill, 3 Skipton Road, Harrogate HG1 4LA',
      founded: 1991,
      facebook: 'https://www.facebook.com/hartleyjoineryharrogate',
    },
    traps: ['landlord', 'agencyEntity', 'awardYear'],
    decoys: {
      phones: ['01423 500 744', '01423 709 112'],
      years: [2019],
    },
  },
  // Bait and tackle shop in Bobcaygeon, Ontario (en-CA, WordPress GeneratePress + WooCommerce): "opened the bait shop in 1978" and JSON-LD foundingDate; a classified ad's phone, the shop's own former number, the lock's opening 1833.
  {
    domain: 'kawarthatackle-z.ca',
    name: 'Kawartha Tackle & Bait',
    language: 'en',
    kind: 'plain',
    category: 'hobbies-and-crafts',
    subcategory: 'fishing-and-hunting',
    contacts: {
      phone: '(705) 738-2214',
      email: 'info@kawarthatackle-z.ca',
      street: '21 Bolton Street',
      address: '21 Bolton Street, Bobcaygeon, ON K0M 1A0',
      founded: 1978,
      facebook: 'https://www.facebook.com/kawarthatackleandbait',
    },
    traps: ['classifiedAd', 'formerNumber', 'localAnniversary'],
    decoys: {
      phones: ['705-454-1187', '(705) 738-5566'],
      years: [1833],
    },
  },
  // Craft bakery in Rosenheim (de-DE, WordPress Astra with block editor): "eröffnete 1896"; the company's own other branch (phone and address), the Saturday market stall's square, the copyright range from 2012.
  {
    domain: 'baeckerei-gruber-rosenheim-z.de',
    name: 'Bäckerei Gruber',
    language: 'de',
    kind: 'plain',
    category: 'food-beverages-and-tobacco',
    subcategory: 'bakery-and-pastry',
    contacts: {
      phone: '08031 35 82 40',
      email: 'info@baeckerei-gruber-rosenheim-z.de',
      street: 'Münchener Straße 54',
      address: 'Münchener Straße 54, 83022 Rosenheim',
      founded: 1896,
      facebook: 'https://www.facebook.com/baeckereigruberrosenheim',
    },
    traps: ['branchElsewhere', 'marketStall', 'copyrightYear'],
    decoys: {
      phones: ['08031 9 41 22'],
      addresses: ['Rosenheimer Straße 12, 83059 Kolbermoor', 'Max-Josefs-Platz'],
      years: [2012],
    },
  },
  // Glass fusing, Tiffany and bead-making studio with supplies in Winterthur (de-CH, hand-made static page): no founding year; the studio building's office phone, the glass maker's founding 1974, the owner's diploma 1996.
  {
    domain: 'glasatelier-buehler-z.ch',
    name: 'Glasatelier Bühler',
    language: 'de',
    kind: 'plain',
    category: 'hobbies-and-crafts',
    subcategory: 'metal-stone-and-glass-work',
    contacts: {
      phone: '052 212 48 90',
      email: 'atelier@glasatelier-buehler-z.ch',
      street: 'Technikumstrasse 38',
      address: 'Technikumstrasse 38, 8400 Winterthur',
      facebook: 'https://www.facebook.com/glasatelierbuehler',
    },
    traps: ['centreReception', 'supplierContact', 'personalProfile'],
    decoys: {
      phones: ['052 203 11 40'],
      years: [1974, 1996],
    },
  },
  // Bailiff's office (commissaire de justice) in Rennes (fr-FR, Joomla 3 custom template): "créée en 1983"; the contact form's placeholder mailbox, the car park and the court in the directions, the successor's oath 2005.
  {
    domain: 'roussel-commissairedejustice-z.fr',
    name: 'Étude Roussel',
    language: 'fr',
    kind: 'plain',
    category: 'legal-services-and-government',
    subcategory: 'legal-service-providers',
    contacts: {
      phone: '02 99 79 33 15',
      email: 'etude@roussel-commissairedejustice-z.fr',
      street: '8 rue de Nemours',
      address: '8 rue de Nemours, 35000 Rennes',
      founded: 1983,
      linkedin: 'https://www.linkedin.com/company/etude-roussel-commissaire-de-justice',
    },
    traps: ['formPlaceholder', 'directions', 'registryCourt', 'personalProfile'],
    decoys: {
      emails: ['jean.dupont@exemple.fr'],
      addresses: ['Parking Kléber, 4 rue Kléber', '7 rue Pierre Abélard'],
      years: [2005],
    },
  },
  // Art supplies shop in Liège (fr-BE, PrestaShop classic theme): no founding year; the leftover demo mailbox in the Organization JSON-LD, the courier's customer line, the paint maker's founding 1887, the 2024 term.
  {
    domain: 'lechevalet-beauxarts-z.be',
    name: 'Le Chevalet',
    language: 'fr',
    kind: 'plain',
    category: 'hobbies-and-crafts',
    subcategory: 'painting-and-paper',
    contacts: {
      phone: '04 223 18 57',
      email: 'info@lechevalet-beauxarts-z.be',
      street: 'Rue Saint-Gilles 72',
      address: 'Rue Saint-Gilles 72, 4000 Liège',
      facebook: 'https://www.facebook.com/lechevaletliege',
    },
    traps: ['demoJsonLd', 'serviceHotline', 'resoldBrand'],
    decoys: {
      phones: ['02 201 23 45'],
      emails: ['demo@prestashop.com'],
      years: [1887, 2024],
    },
  },
  // Alarm and CCTV installer in Córdoba (es-AR, WordPress OceanWP + Elementor): "nació en 2004"; the emergency number, the founder's private mobile, the sister monitoring company's address, the "2024, 20 años" banner.
  {
    domain: 'vigiaalarmas-z.com.ar',
    name: 'Vigía Alarmas',
    language: 'es',
    kind: 'plain',
    category: 'home-services',
    subcategory: 'house-sitting-and-security',
    contacts: {
      phone: '(0351) 468-2290',
      email: 'info@vigiaalarmas-z.com.ar',
      street: 'Av. Colón 1875',
      address: 'Av. Colón 1875, X5000 Córdoba',
      founded: 2004,
      facebook: 'https://www.facebook.com/vigiaalarmascordoba',
    },
    traps: ['emergencyNumber', 'managingDirectorPrivate', 'sisterCompany', 'anniversaryYear'],
    decoys: {
      phones: ['911', '351 15-512-8844'],
      addresses: ['Bv. San Juan 420'],
      years: [2024],
    },
  },
  // Regional digital news outlet in Armenia, Quindío (es-CO, WordPress Newspaper theme by tagDiv): "fundado en 2009" and JSON-LD foundingDate; an advertiser's phone in the sidebar ad, the governor's press office mailbox in a story, the theme park's 1995 in a headline.
  {
    domain: 'elecodelquindio-z.com.co',
    name: 'El Eco del Quindío',
    language: 'es',
    kind: 'plain',
    category: 'media-and-publishing',
    subcategory: 'media-and-information',
    contacts: {
      phone: '606 741 3826',
      email: 'contacto@elecodelquindio-z.com.co',
      street: 'Carrera 14 # 21-35',
      address: 'Carrera 14 # 21-35, oficina 302, Armenia, Quindío',
      founded: 2009,
      facebook: 'https://www.facebook.com/elecodelquindio',
    },
    traps: ['classifiedAd', 'pressContact', 'newsMention'],
    decoys: {
      phones: ['606 744 1188'],
      emails: ['prensa@quindio.gov.co'],
      years: [1995],
    },
  },
  // Interior design studio and home-decor shop in Haarlem (nl-NL, Webflow): no founding year; the retina logo's file name that reads as a mailbox, the department store stocking its cushions, a 2022 magazine feature, a 2023 client project.
  {
    domain: 'studiolindewaard-z.nl',
    name: 'Studio Lindewaard',
    language: 'nl',
    kind: 'plain',
    category: 'home-and-garden',
    subcategory: 'decoration-and-interior',
    contacts: {
      phone: '023 532 71 06',
      email: 'hallo@studiolindewaard-z.nl',
      street: 'Kleine Houtstraat 44',
      address: 'Kleine Houtstraat 44, 2011 DN Haarlem',
      linkedin: 'https://www.linkedin.com/company/studio-lindewaard',
    },
    traps: ['imageFileName', 'stockist', 'newsMention', 'clientReference'],
    decoys: {
      emails: ['lindewaard-logo@2x.png'],
      addresses: ['Grote Markt 9, 2011 RD Haarlem'],
      years: [2022, 2023],
    },
  },
  // Orthopaedic and medical supply shop in Turin (it-IT, WordPress Kadence): "aperta nel 1958", tagline "dal 1958" and JSON-LD foundingDate; the health authority's prosthesis office, the on-duty orthopaedic shop's phone, NHS supplier "dal 1978".
  {
    domain: 'sanitariasansecondo-z.it',
    name: 'Sanitaria Ortopedia San Secondo',
    language: 'it',
    kind: 'plain',
    category: 'health-and-medical',
    subcategory: 'physical-aids',
    contacts: {
      phone: '011 568 22 41',
      email: 'info@sanitariasansecondo-z.it',
      street: 'Via San Secondo 66',
      address: 'Via San Secondo 66, 10128 Torino',
      founded: 1958,
      facebook: 'https://www.facebook.com/sanitariasansecondo',
    },
    traps: ['funder', 'onCallPartner', 'membershipYear'],
    decoys: {
      phones: ['011 590 44 12'],
      addresses: ['Corso Corsica 55, 10135 Torino'],
      years: [1978],
    },
  },
  // Private research library and historical archive in Bergamo (it-IT, TYPO3 with a custom site package): "istituita nel 1921" and JSON-LD foundingDate; the tourist office's booking phone, the university department's address, the namesake's 1874 and 1938.
  {
    domain: 'bibliotecagorini-z.it',
    name: 'Fondazione Biblioteca Gorini',
    language: 'it',
    kind: 'plain',
    category: 'legal-services-and-government',
    subcategory: 'libraries-and-archives',
    contacts: {
      phone: '035 24 71 63',
      email: 'biblioteca@bibliotecagorini-z.it',
      street: 'Via Pignolo 37',
      address: 'Via Pignolo 37, 24121 Bergamo',
      founded: 1921,
      facebook: 'https://www.facebook.com/bibliotecagorini',
    },
    traps: ['ticketOffice', 'researchPartner', 'namesakeYear'],
    decoys: {
      phones: ['035 24 22 26'],
      addresses: ['Piazza Rosate 2'],
      years: [1874, 1938],
    },
  },
  // Organic vegetable farm selling weekly boxes near Ibiúna (pt-BR, Wix): no founding year; the Saturday market stall's address, the share button's Facebook link, the family's arrival 1962, the research agency's founding 1981.
  {
    domain: 'sitioboaterra-z.com.br',
    name: 'Sítio Boa Terra',
    language: 'pt',
    kind: 'plain',
    category: 'food-beverages-and-tobacco',
    subcategory: 'agriculture-and-produce',
    contacts: {
      phone: '(15) 3249-1187',
      email: 'contato@sitioboaterra-z.com.br',
      street: 'Estrada Municipal do Paruru, km 4,5',
      address: 'Estrada Municipal do Paruru, km 4,5 – Bairro Paruru, Ibiúna - SP, 18150-000',
      facebook: 'https://www.facebook.com/sitioboaterra',
    },
    traps: ['marketStall', 'shareLinks', 'familyHistoryYear', 'researchPartner'],
    decoys: {
      addresses: ['Avenida Francisco Matarazzo 455'],
      years: [1962, 1981],
      links: [
        'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fwww.sitioboaterra-z.com.br',
      ],
    },
  },
  // Parked domain for sale with sponsored search links (en, parking service's page): no business; the broker's phone and mailbox, the parking service's copyright 2024.
  {
    domain: 'harbourlightcandles-z.com',
    name: 'harbourlightcandles-z.com',
    language: 'en',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['marketplace', 'copyrightYear'],
    decoys: {
      phones: ['+1 339-222-5132'],
      emails: ['offers@domainharbor.net'],
      years: [2024],
    },
  },
  // Hosting provider's default page, no site uploaded yet (fr, the host's template): no business; the host's support phone and mailbox, the host's "depuis 2008".
  {
    domain: 'atelier-margaux-z.fr',
    name: 'atelier-margaux-z.fr',
    language: 'fr',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['webProvider'],
    decoys: {
      phones: ['09 72 35 41 10'],
      emails: ['support@hexanet-hebergement.fr'],
      years: [2008],
    },
  },
  // Suspended hosting account (nl, the host's suspension page): no business; the host's customer-service line and billing mailbox.
  {
    domain: 'bakkerijvanrijn-z.nl',
    name: 'bakkerijvanrijn-z.nl',
    language: 'nl',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['webProvider', 'serviceHotline'],
    decoys: {
      phones: ['088 420 11 00'],
      emails: ['facturatie@webzonehosting.nl'],
    },
  },
  // Maintenance page of a WordPress plugin (it, WP Maintenance Mode): no business; the web agency's mailbox and phone, the relaunch date in 2025.
  {
    domain: 'trattoriailmolo-z.it',
    name: 'trattoriailmolo-z.it',
    language: 'it',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['agencyEntity', 'websiteYear'],
    decoys: {
      phones: ['0187 77 41 20'],
      emails: ['info@pixellabweb.it'],
      years: [2025],
    },
  },
  // Coming-soon page with a countdown (pt-PT, hand-made by an agency): no business; the agency's phone, the signup field's placeholder mailbox, the launch in 2025.
  {
    domain: 'quintadoslimoeiros-z.pt',
    name: 'quintadoslimoeiros-z.pt',
    language: 'pt',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['webProvider', 'formPlaceholder', 'websiteYear'],
    decoys: {
      phones: ['+351 21 846 20 19'],
      emails: ['o.seu@email.pt'],
      years: [2025],
    },
  },
];
