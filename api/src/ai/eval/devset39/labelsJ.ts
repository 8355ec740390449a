import type { HandWrittenLabel } from '../handWrittenLabel.ts';

/**
 * Author J's share of devset39: 39 homepages of small and mid-sized businesses in Public & Local
 * Services, Restaurants & Bars, Shopping & Fashion, Sports, Travel & Vacation, Utilities and
 * Vehicles & Transportation (no subcategory twice), and five pages that say nothing (a parked
 * domain for sale with ad links, a hosting company's default page, a "coming soon" countdown, a
 * login wall and a cookie wall with nothing behind it). Twelve are plain, ten misleading (the
 * words belong to another trade than the one the company sells: career coaching told as marathon
 * training, a bar called The Dispensary, a vegan restaurant in a butcher's words, a clothes-repair
 * shop written as a hospital, a golf club that talks weddings and schnitzel, a pilgrimage travel
 * agency in the words of prayer, a farmers' power cooperative that talks cows, a motorcycle
 * builder with an espresso menu, a tyre shop written as a shoe shop, an airport car park written
 * as a hotel), nine JS shells (Next.js pages and app router, Nuxt 2 and 3, SvelteKit, Remix,
 * Gatsby, Astro islands, Angular transfer state: the words live only in the app's payload) and
 * eight buried in boilerplate (consent walls, mega menus, newsletters, legal footers, chat
 * widgets). Each page is written as the real site would be (WordPress with Astra, Divi, Elementor,
 * Kadence, GeneratePress or OceanWP, Wix, Squarespace, Shopify, Webflow, Joomla, Jimdo,
 * hand-made pages, or one of the frameworks above), in its country's way of writing phones and
 * addresses (Austria, Switzerland, Belgium, Ireland, Mexico, Argentina, Chile, Colombia, Brazil,
 * Portugal, Australia and New Zealand among them), with two to four decoys among the values a
 * reader most easily takes wrongly. Twenty-six business pages state a founding year in varied
 * phrasings; thirteen state none while other years abound.
 *
 * Labelling rules:
 * - The category is what the company itself sells today, as a careful reader would file it,
 *   whatever most of the page talks about (a bar called The Dispensary is a bar, a tailor called
 *   a hospital repairs clothes, a golf club that rents out its manor for weddings sells golf, a
 *   farmers' cooperative that sells electricity is an energy supplier, a car park written as a
 *   hotel is airport parking, a tyre shop written as a shoe shop sells wheels).
 * - `contacts` holds only the company's own current facts for the place customers use: the phone
 *   to call first today as the page writes it (the visible text; in a JS shell, the payload's
 *   value), the general mailbox, the street line (`street`, verbatim on the page) and the whole
 *   address (`address`, as the page writes it) customers visit now, the founding or first opening
 *   year (a takeover, rename or move keeps the original year when the page states it), and the
 *   LinkedIn and Facebook hrefs. A field the page does not state is left out.
 * - `decoys` lists what must never be taken, each verbatim on the page (phones exactly as
 *   written, addresses as a contiguous substring, years as numbers appearing on the page): other
 *   parties' phones, mailboxes, addresses and links (regulators and public offices, helplines
 *   and emergency numbers, suppliers, makers' hotlines, tenants, partners, stockists, venues,
 *   ticket offices, booking and delivery platforms, finance providers, accountants, web agencies,
 *   hosting, parking, chat, newsletter and consent companies), the company's own former address
 *   and other branch, and years that are not the founding (buildings, licences, certifications,
 *   memberships, awards, trade fairs, standards and laws, price lists, model years, the owner's
 *   career and the family's history, a previous business in the building, timelines, copyright
 *   lines). `traps` names their kinds; a page has traps exactly when it has decoys.
 * - The company's own secondary lines and mailboxes (WhatsApp, mobile, fax, breakdown line) are
 *   neither truth nor decoy.
 * - Say-nothing pages are `uncategorised` and carry no contacts; the parking, hosting, agency,
 *   software and consent companies' numbers, mailboxes, addresses and links on them are decoys.
 */
export const DEVSET39_LABELS_J: readonly HandWrittenLabel[] = [
  // ---- Public & Local Services ----
  // Undertaker in Krems (de-AT, WordPress Astra): "Familienbetrieb seit 1931"; the town's cemetery office phone, the stonemason partner's address and the owner's 1998 master's exam.
  {
    domain: 'bestattung-hollerer-j.at',
    name: 'Bestattung Hollerer',
    language: 'de',
    kind: 'plain',
    category: 'public-and-local-services',
    subcategory: 'funeral-and-memorial',
    contacts: {
      phone: '02732 83 451',
      email: 'office@bestattung-hollerer-j.at',
      street: 'Wiener Straße 47',
      address: 'Wiener Straße 47, 3500 Krems an der Donau',
      founded: 1931,
    },
    traps: ['publicOffice', 'recommendedPartner', 'familyHistoryYear'],
    decoys: {
      phones: ['02732 801-560'],
      addresses: ['Gartenaugasse 3, 3500 Krems'],
      years: [1998],
    },
  },
  // Career coach in Amersfoort told as marathon training (nl, Wix): no founding; the office building's reception phone, "NOLOC-lid sinds 2016" and "Tarieven 2025".
  {
    domain: 'tweede-adem-loopbaan-j.nl',
    name: 'De Tweede Adem',
    language: 'nl',
    kind: 'misleading',
    category: 'public-and-local-services',
    subcategory: 'employment-and-career',
    contacts: {
      phone: '033 - 789 24 10',
      email: 'hallo@tweede-adem-loopbaan-j.nl',
      street: 'Stationsplein 9-F',
      address: 'Stationsplein 9-F, 3818 LE Amersfoort',
    },
    traps: ['centreReception', 'membershipYear', 'priceListYear'],
    decoys: { phones: ['033 - 200 14 00'], years: [2016, 2025] },
  },
  // Skip hire and waste collection in Monza (it, Nuxt 3 __NUXT_DATA__): "Dal 1994"; the waste-carrier registration of 2003 and the town's recycling centre address.
  {
    domain: 'ecoservizi-brianza-j.it',
    name: 'Ecoservizi Brianza',
    language: 'it',
    kind: 'jsShell',
    category: 'public-and-local-services',
    subcategory: 'waste-management',
    contacts: {
      phone: '039 232 4417',
      email: 'info@ecoservizi-brianza-j.it',
      street: 'Via Lecco 118',
      address: 'Via Lecco 118, 20900 Monza (MB)',
      founded: 1994,
      linkedin: 'https://www.linkedin.com/company/ecoservizi-brianza-j',
      facebook: 'https://www.facebook.com/ecoservizibrianza',
    },
    traps: ['licenceYear', 'publicOffice'],
    decoys: { addresses: ['Viale delle Industrie 20, 20900 Monza'], years: [2003] },
  },
  // Day nursery in Namur under a cookie bar, mega menu and newsletter (fr-BE, Joomla): "ouvert en 2007"; the ONE's phone and address, "Agréée par l'ONE depuis 2009", the web agency's mailbox.
  {
    domain: 'creche-les-petits-lutins-j.be',
    name: 'Crèche Les Petits Lutins',
    language: 'fr',
    kind: 'boilerplate',
    category: 'public-and-local-services',
    subcategory: 'kids-and-family',
    contacts: {
      phone: '081 22 45 67',
      email: 'accueil@creche-les-petits-lutins-j.be',
      street: 'Rue de Fer 58',
      address: 'Rue de Fer 58, 5000 Namur',
      founded: 2007,
    },
    traps: ['supervisoryAuthority', 'licenceYear', 'webProvider'],
    decoys: {
      phones: ['02 542 12 11'],
      emails: ['info@studio-meuse-web.be'],
      addresses: ['Chaussée de Charleroi 95, 1060 Bruxelles'],
      years: [2009],
    },
  },
  // Night shelter in Córdoba (es-AR, hand-made): "fundada en 2001"; the province's free social emergency line, the former house on calle Rioja left in 2019, the 2003 legal-personality resolution.
  {
    domain: 'fundacion-techo-abierto-j.org.ar',
    name: 'Fundación Techo Abierto',
    language: 'es',
    kind: 'plain',
    category: 'public-and-local-services',
    subcategory: 'shelters-and-homes',
    contacts: {
      phone: '(0351) 421-7788',
      email: 'contacto@fundacion-techo-abierto-j.org.ar',
      street: 'Bv. San Juan 1240',
      address: 'Bv. San Juan 1240, X5000 Córdoba',
      founded: 2001,
      facebook: 'https://www.facebook.com/techoabiertocba',
    },
    traps: ['helpline', 'previousAddress', 'registrationNumber'],
    decoys: {
      phones: ['0800-888-0254'],
      addresses: ['calle Rioja 850'],
      years: [2003, 2019],
    },
  },
  // Hedgerow conservation charity in Lancashire under a cookie banner, mega menu and Mailchimp newsletter (en-GB, WordPress Kadence): "since 1996" in the footer; the accountants' registered office, the lottery funder's link, the Hedgerow Regulations 1997.
  {
    domain: 'wyre-hedgerow-trust-j.org.uk',
    name: 'Wyre Valley Hedgerow Trust',
    language: 'en',
    kind: 'boilerplate',
    category: 'public-and-local-services',
    subcategory: 'nature-and-environment',
    contacts: {
      phone: '01995 604 218',
      email: 'info@wyre-hedgerow-trust-j.org.uk',
      street: '12 Church Street',
      address: 'The Hedge Yard, 12 Church Street, Garstang, Preston PR3 1PA',
      founded: 1996,
      facebook: 'https://www.facebook.com/wyrehedgerows',
    },
    traps: ['taxAdviser', 'funder', 'standardYear'],
    decoys: {
      addresses: ['4 Market Place, Lancaster LA1 1HT'],
      links: ['https://www.heritagefund.org.uk'],
      years: [1997],
    },
  },

  // ---- Restaurants & Bars ----
  // Sushi restaurant in Winterthur (de-CH, Next.js __NEXT_DATA__): no founding; "Gault&Millau 2024" and the parking garage's address.
  {
    domain: 'sushi-kaito-j.ch',
    name: 'Sushi Kaito',
    language: 'de',
    kind: 'jsShell',
    category: 'restaurants-and-bars',
    subcategory: 'japanese-cuisine',
    contacts: {
      phone: '052 212 48 90',
      email: 'hallo@sushi-kaito-j.ch',
      street: 'Marktgasse 31',
      address: 'Marktgasse 31, 8400 Winterthur',
      facebook: 'https://www.facebook.com/sushikaitowinterthur',
    },
    traps: ['awardYear', 'directions'],
    decoys: { addresses: ['Wartstrasse 2, 8400 Winterthur'], years: [2024] },
  },
  // Cocktail bar in Galway written as a pharmacy (en-IE, Squarespace): "opened our doors … in 2015"; the 1894 medical hall building and the late-night pharmacy's phone.
  {
    domain: 'the-dispensary-bar-j.ie',
    name: 'The Dispensary',
    language: 'en',
    kind: 'misleading',
    category: 'restaurants-and-bars',
    subcategory: 'bars-and-cafes',
    contacts: {
      phone: '(091) 563 220',
      email: 'hello@the-dispensary-bar-j.ie',
      street: '14 Quay Street',
      address: '14 Quay Street, Galway, H91 X2C7',
      founded: 2015,
      facebook: 'https://www.facebook.com/thedispensarygalway',
    },
    traps: ['pharmacyOnDuty', 'buildingYear'],
    decoys: { phones: ['091 567 114'], years: [1894] },
  },
  // Greek taverna in Utrecht (nl, WordPress GeneratePress): "Sinds 1988"; the son's 2012 takeover and the wine importer's phone.
  {
    domain: 'taverna-kalimera-j.nl',
    name: 'Taverna Kalimera',
    language: 'nl',
    kind: 'plain',
    category: 'restaurants-and-bars',
    subcategory: 'mediterranean-cuisine',
    contacts: {
      phone: '030 231 64 08',
      email: 'info@taverna-kalimera-j.nl',
      street: 'Oudegracht 212',
      address: 'Oudegracht 212, 3511 NR Utrecht',
      founded: 1988,
      facebook: 'https://www.facebook.com/tavernakalimerautrecht',
    },
    traps: ['supplierContact', 'timeline'],
    decoys: { phones: ['020 - 684 11 20'], years: [2012] },
  },
  // Lebanese restaurant in Lyon (fr, WordPress Kadence): no founding; "Fait Maison" since 2021, the catering shop's address, the Deliveroo link.
  {
    domain: 'le-cedre-dore-j.fr',
    name: 'Le Cèdre Doré',
    language: 'fr',
    kind: 'plain',
    category: 'restaurants-and-bars',
    subcategory: 'middle-eastern-cuisine',
    contacts: {
      phone: '04 78 42 17 63',
      email: 'contact@le-cedre-dore-j.fr',
      street: '18 rue Mercière',
      address: '18 rue Mercière, 69002 Lyon',
    },
    traps: ['certificationYear', 'sisterCompany', 'marketplace'],
    decoys: {
      addresses: ['7 cours Gambetta, 69003 Lyon'],
      links: ['https://deliveroo.fr/fr/menu/lyon/presquile/le-cedre-dore-j'],
      years: [2021],
    },
  },
  // Churrascaria in Porto Alegre under an LGPD cookie banner, newsletter and chat widget (pt-BR, Wix): "desde 1979"; the chat vendor's mailbox, the 2019 award, the partner car park's phone.
  {
    domain: 'churrascaria-brasa-gaucha-j.com.br',
    name: 'Churrascaria Brasa Gaúcha',
    language: 'pt',
    kind: 'boilerplate',
    category: 'restaurants-and-bars',
    subcategory: 'north-and-south-american-cuisine',
    contacts: {
      phone: '(51) 3221-4870',
      email: 'contato@churrascaria-brasa-gaucha-j.com.br',
      street: 'Av. Getúlio Vargas, 1540',
      address: 'Av. Getúlio Vargas, 1540 - Menino Deus, Porto Alegre - RS, 90150-004',
      founded: 1979,
      facebook: 'https://www.facebook.com/brasagauchapoa',
    },
    traps: ['chatWidget', 'awardYear', 'directions'],
    decoys: {
      phones: ['(51) 3232-9011'],
      emails: ['suporte@zapvendas-chat-j.com.br'],
      years: [2019],
    },
  },
  // Roast-chicken takeaway in València (es, SvelteKit): no founding; the Glovo link and "Precios 2025".
  {
    domain: 'pollos-el-tio-pepe-j.es',
    name: 'Pollos El Tío Pepe',
    language: 'es',
    kind: 'jsShell',
    category: 'restaurants-and-bars',
    subcategory: 'takeaway',
    contacts: {
      phone: '963 41 22 87',
      street: 'Carrer de Cuba, 34',
      address: 'Carrer de Cuba, 34, 46006 València',
    },
    traps: ['marketplace', 'priceListYear'],
    decoys: {
      links: ['https://glovoapp.com/es/es/valencia/pollos-el-tio-pepe-j-val/'],
      years: [2025],
    },
  },
  // Vegan restaurant in Ghent written as a butcher's (nl-BE, Webflow): "sinds 2018"; the former butcher's 1952–2016 and the seitan supplier's Facebook.
  {
    domain: 'de-slagerij-vegan-j.be',
    name: 'De Slagerij',
    language: 'nl',
    kind: 'misleading',
    category: 'restaurants-and-bars',
    subcategory: 'vegetarian-and-diet',
    contacts: {
      phone: '09 233 71 45',
      email: 'hallo@de-slagerij-vegan-j.be',
      street: 'Sleepstraat 41',
      address: 'Sleepstraat 41, 9000 Gent',
      founded: 2018,
      facebook: 'https://www.facebook.com/deslagerijgent',
    },
    traps: ['previousBusinessYear', 'supplierContact'],
    decoys: { links: ['https://www.facebook.com/seitanbakkerijgent'], years: [1952, 2016] },
  },

  // ---- Shopping & Fashion ----
  // Jeweller in Vicenza (it, Joomla): "dal 1962"; the watchmakers' service line, Vicenzaoro 2024 and Federpreziosi membership since 1975.
  {
    domain: 'gioielleria-ferrante-j.it',
    name: 'Gioielleria Ferrante',
    language: 'it',
    kind: 'plain',
    category: 'shopping-and-fashion',
    subcategory: 'jewelry-and-watches',
    contacts: {
      phone: '0444 321 578',
      email: 'info@gioielleria-ferrante-j.it',
      street: 'Corso Andrea Palladio 87',
      address: 'Corso Andrea Palladio 87, 36100 Vicenza (VI)',
      founded: 1962,
      facebook: 'https://www.facebook.com/gioielleriaferrantevicenza',
    },
    traps: ['manufacturerHotline', 'tradeFair', 'membershipYear'],
    decoys: { phones: ['02 4856 9100'], years: [2024, 1975] },
  },
  // Clothes-repair shop in Bordeaux written as a hospital (fr, Squarespace): "fondé … en 2011"; the SAMU's 15, the real hospital's address, the seamstress's career since 1994.
  {
    domain: 'hopital-du-vetement-j.fr',
    name: "L'Hôpital du Vêtement",
    language: 'fr',
    kind: 'misleading',
    category: 'shopping-and-fashion',
    subcategory: 'clothing-rental-and-repair',
    contacts: {
      phone: '05 56 44 19 82',
      email: 'bonjour@hopital-du-vetement-j.fr',
      street: '9 rue des Ayres',
      address: '9 rue des Ayres, 33000 Bordeaux',
      founded: 2011,
      facebook: 'https://www.facebook.com/hopitalduvetement',
    },
    traps: ['emergencyNumber', 'namesakeBusiness', 'experienceYears'],
    decoys: {
      phones: ['15'],
      addresses: ['Place Amélie Raba-Léon, 33000 Bordeaux'],
      years: [1994],
    },
  },
  // Bridal shop in Guadalajara under a Shopify announcement bar, mega menu and newsletter (es-MX, Shopify Dawn): "Desde 2004"; Profeco's phone, the bridal fair's venue, "Colección 2026".
  {
    domain: 'novias-azahar-j.com.mx',
    name: 'Novias Azahar',
    language: 'es',
    kind: 'boilerplate',
    category: 'shopping-and-fashion',
    subcategory: 'costume-and-wedding',
    contacts: {
      phone: '33 3615 2840',
      email: 'hola@novias-azahar-j.com.mx',
      street: 'Av. Chapultepec Sur 215',
      address: 'Av. Chapultepec Sur 215, Col. Americana, 44160 Guadalajara, Jal.',
      founded: 2004,
      facebook: 'https://www.facebook.com/noviasazahargdl',
    },
    traps: ['consumerArbitration', 'eventVenue', 'modelYear'],
    decoys: {
      phones: ['55 5568 8722'],
      addresses: ['Av. Mariano Otero 1499'],
      years: [2026],
    },
  },
  // Leather belts and wallets in Fremantle (en-AU, Gatsby page data): no founding; the Broome stockist's address and the 2022 award.
  {
    domain: 'kestrel-leather-j.com.au',
    name: 'Kestrel Leather Co.',
    language: 'en',
    kind: 'jsShell',
    category: 'shopping-and-fashion',
    subcategory: 'accessories',
    contacts: {
      phone: '(08) 9335 7712',
      email: 'hello@kestrel-leather-j.com.au',
      street: '22 Pakenham Street',
      address: '22 Pakenham Street, Fremantle WA 6160',
      facebook: 'https://www.facebook.com/kestrelleatherco',
    },
    traps: ['stockist', 'awardYear'],
    decoys: { addresses: ['5 Market Street, Broome WA 6725'], years: [2022] },
  },
  // Lingerie shop in Porto (pt-PT, Remix __remixContext): "aberta desde 1999"; the shop's other branch in a mall and the complaints-book link.
  {
    domain: 'renda-e-seda-j.pt',
    name: 'Renda & Seda',
    language: 'pt',
    kind: 'jsShell',
    category: 'shopping-and-fashion',
    subcategory: 'clothing-and-underwear',
    contacts: {
      phone: '222 054 317',
      email: 'loja@renda-e-seda-j.pt',
      street: 'Rua de Santa Catarina, 312',
      address: 'Rua de Santa Catarina, 312, 4000-443 Porto',
      founded: 1999,
      facebook: 'https://www.facebook.com/rendaeseda.porto',
    },
    traps: ['branchElsewhere', 'consumerArbitration'],
    decoys: {
      addresses: ['NorteShopping, Loja 1.045, Senhora da Hora'],
      links: ['https://www.livroreclamacoes.pt'],
    },
  },

  // ---- Sports ----
  // Judo school in Zwolle (nl, Astro island props): "Opgericht in 1974"; the judo federation's link and the head coach's 6th dan since 2010.
  {
    domain: 'judoschool-tatami-j.nl',
    name: 'Judoschool Tatami',
    language: 'nl',
    kind: 'jsShell',
    category: 'sports',
    subcategory: 'martial-arts-and-wrestling',
    contacts: {
      phone: '038 - 421 57 30',
      email: 'info@judoschool-tatami-j.nl',
      street: 'Assendorperstraat 98',
      address: 'Assendorperstraat 98, 8012 DN Zwolle',
      founded: 1974,
      facebook: 'https://www.facebook.com/judoschooltatami',
    },
    traps: ['professionalBody', 'certificationYear'],
    decoys: { links: ['https://www.jbn.nl'], years: [2010] },
  },
  // Golf club near Frankfurt whose page talks weddings and the clubhouse restaurant (de, WordPress Elementor): "1991 gegründet"; the restaurant tenant's phone, the wedding planner's mailbox, the 1782 manor house.
  {
    domain: 'golfclub-eichenhain-j.de',
    name: 'Golfclub Schlossgut Eichenhain',
    language: 'de',
    kind: 'misleading',
    category: 'sports',
    subcategory: 'golf-and-ultimate',
    contacts: {
      phone: '06174 9312-0',
      email: 'sekretariat@golfclub-eichenhain-j.de',
      street: 'Am Schlossgut 1',
      address: 'Am Schlossgut 1, 61476 Kronberg im Taunus',
      founded: 1991,
    },
    traps: ['tenantContact', 'eventSupplier', 'buildingYear'],
    decoys: {
      phones: ['06174 9312-55'],
      emails: ['hallo@taunus-hochzeiten-j.de'],
      years: [1782],
    },
  },
  // Padel club in Verona under an iubenda consent banner, mega menu, newsletter and legal footer (it, WordPress Divi): no founding; the Playtomic booking link, the iubenda cookie-policy link, courts approved in 2023.
  {
    domain: 'padel-arena-verona-j.it',
    name: 'Padel Arena Verona',
    language: 'it',
    kind: 'boilerplate',
    category: 'sports',
    subcategory: 'tennis-and-racquet-sports',
    contacts: {
      phone: '045 820 1473',
      email: 'info@padel-arena-verona-j.it',
      street: "Via dell'Artigianato 14",
      address: "Via dell'Artigianato 14, 37135 Verona (VR)",
      facebook: 'https://www.facebook.com/padelarenaverona',
    },
    traps: ['bookingPlatform', 'cookieVendor', 'certificationYear'],
    decoys: {
      links: [
        'https://playtomic.io/padel-arena-verona-j',
        'https://www.iubenda.com/privacy-policy/48213377/cookie-policy',
      ],
      years: [2023],
    },
  },
  // Weightlifting gym in Curitiba (pt-BR, WordPress Astra): no founding; the owner's degree of 1995 and the partner nutritionist's mobile.
  {
    domain: 'academia-ferro-forte-j.com.br',
    name: 'Academia Ferro Forte',
    language: 'pt',
    kind: 'plain',
    category: 'sports',
    subcategory: 'fitness-and-weight-lifting',
    contacts: {
      phone: '(41) 3077-5521',
      email: 'contato@academia-ferro-forte-j.com.br',
      street: 'Rua XV de Novembro, 1188',
      address: 'Rua XV de Novembro, 1188 - Centro, Curitiba - PR, 80060-000',
    },
    traps: ['recommendedPartner', 'experienceYears'],
    decoys: { phones: ['(41) 99812-3344'], years: [1995] },
  },
  // Surf school in Anglet (fr, Wix): "Depuis 2006"; the sea-rescue 196 and the surf-school label of 2014.
  {
    domain: 'ecole-surf-cavaliers-j.fr',
    name: 'École de Surf des Cavaliers',
    language: 'fr',
    kind: 'plain',
    category: 'sports',
    subcategory: 'swimming-and-water-sports',
    contacts: {
      phone: '06 12 48 73 90',
      email: 'contact@ecole-surf-cavaliers-j.fr',
      street: 'Avenue des Dauphins',
      address: 'Plage des Cavaliers, Avenue des Dauphins, 64600 Anglet',
      founded: 2006,
      facebook: 'https://www.facebook.com/ecolesurfcavaliers',
    },
    traps: ['emergencyNumber', 'licenceYear'],
    decoys: { phones: ['196'], years: [2014] },
  },
  // Ski school in Farellones under a cookie bar, mega menu, newsletter and WhatsApp button (es-CL, WordPress Elementor): no founding; the resort's ticket office, the road authority's phone, "temporada 2025".
  {
    domain: 'escuela-ski-andes-altos-j.cl',
    name: 'Escuela de Ski Andes Altos',
    language: 'es',
    kind: 'boilerplate',
    category: 'sports',
    subcategory: 'outdoor-and-winter-sports',
    contacts: {
      phone: '+56 2 2321 4471',
      email: 'info@escuela-ski-andes-altos-j.cl',
      street: 'Av. Los Cóndores 1140',
      address: 'Av. Los Cóndores 1140, Farellones, Lo Barnechea, Región Metropolitana',
      facebook: 'https://www.facebook.com/skiandesaltos',
    },
    traps: ['ticketOffice', 'publicOffice', 'priceListYear'],
    decoys: { phones: ['+56 2 2477 1500', '+56 2 2449 4000'], years: [2025] },
  },
  // Clay-shooting ground near Ipswich (en-GB, hand-made): "established in 1984"; the police firearms licensing phone and CPSA registration since 1992.
  {
    domain: 'marshlane-shooting-j.co.uk',
    name: 'Marsh Lane Shooting Ground',
    language: 'en',
    kind: 'plain',
    category: 'sports',
    subcategory: 'shooting-and-target-sports',
    contacts: {
      phone: '01473 658 201',
      email: 'info@marshlane-shooting-j.co.uk',
      street: 'Marsh Lane',
      address: 'Marsh Lane, Nacton, Ipswich IP10 0JD',
      founded: 1984,
      facebook: 'https://www.facebook.com/marshlaneshooting',
    },
    traps: ['supervisoryAuthority', 'membershipYear'],
    decoys: { phones: ['01473 613 500'], years: [1992] },
  },

  // ---- Travel & Vacation ----
  // Family hotel in Canazei (it, WordPress Kadence): "Dal 1958"; the rooms renovated in 2019, the ski-pass company's phone, the Booking.com link.
  {
    domain: 'hotel-alpenrose-canazei-j.it',
    name: 'Hotel Alpenrose',
    language: 'it',
    kind: 'plain',
    category: 'travel-and-vacation',
    subcategory: 'hotels',
    contacts: {
      phone: '0462 601 245',
      email: 'info@hotel-alpenrose-canazei-j.it',
      street: 'Streda Dolomites 112',
      address: 'Streda Dolomites 112, 38032 Canazei (TN)',
      founded: 1958,
      facebook: 'https://www.facebook.com/hotelalpenrosecanazei',
    },
    traps: ['ticketOffice', 'bookingPlatform', 'buildingYear'],
    decoys: {
      phones: ['0471 795 397'],
      links: ['https://www.booking.com/hotel/it/alpenrose-canazei-j.html'],
      years: [2019],
    },
  },
  // Family campsite in Drenthe under Cookiebot, a mega menu, a newsletter and a Trengo chat (nl, WordPress Astra): "Sinds 1968"; the 2018 jubilee, the newsletter processor's mailbox, the chat vendor's link.
  {
    domain: 'camping-berkenhoeve-j.nl',
    name: 'Camping De Berkenhoeve',
    language: 'nl',
    kind: 'boilerplate',
    category: 'travel-and-vacation',
    subcategory: 'accommodation-and-lodging',
    contacts: {
      phone: '0592 - 38 12 44',
      email: 'info@camping-berkenhoeve-j.nl',
      street: 'Hoofdweg 41',
      address: 'Hoofdweg 41, 9463 TA Eext',
      founded: 1968,
      facebook: 'https://www.facebook.com/campingberkenhoeve',
    },
    traps: ['anniversaryYear', 'newsletterService', 'chatWidget'],
    decoys: {
      emails: ['nieuwsbrief@mailplus-j.nl'],
      links: ['https://trengo.com'],
      years: [2018],
    },
  },
  // Guided walks in the Cocora valley (es-CO, hand-made): no founding; the tourism register "vigente desde 2017" and the recommended hostel's address.
  {
    domain: 'caminantes-cocora-j.com.co',
    name: 'Caminantes del Cocora',
    language: 'es',
    kind: 'plain',
    category: 'travel-and-vacation',
    subcategory: 'activities-and-tours',
    contacts: {
      phone: '+57 310 455 2871',
      email: 'reservas@caminantes-cocora-j.com.co',
      street: 'Calle 6 # 4-22',
      address: 'Calle 6 # 4-22, Salento, Quindío',
      facebook: 'https://www.facebook.com/caminantesdelcocora',
    },
    traps: ['registrationNumber', 'recommendedPartner'],
    decoys: { addresses: ['Carrera 3 # 7-14, Salento'], years: [2017] },
  },
  // Regional airline in Nelson (en-NZ, Next.js app router self.__next_f): "Flying since 1999"; the airport information desk and a timeline of 2004 and 2016.
  {
    domain: 'tasman-bay-air-j.co.nz',
    name: 'Tasman Bay Air',
    language: 'en',
    kind: 'jsShell',
    category: 'travel-and-vacation',
    subcategory: 'airlines-and-air-travel',
    contacts: {
      phone: '03 547 2280',
      email: 'fly@tasman-bay-air-j.co.nz',
      street: '24 Trent Drive',
      address: 'Terminal 2, 24 Trent Drive, Nelson Airport, Nelson 7011',
      founded: 1999,
      linkedin: 'https://www.linkedin.com/company/tasman-bay-air-j',
      facebook: 'https://www.facebook.com/tasmanbayair',
    },
    traps: ['centreReception', 'timeline'],
    decoys: { phones: ['03 547 3199'], years: [2004, 2016] },
  },
  // Pilgrimage travel agency in Fátima in the words of prayer (pt-PT, WordPress Divi): "fundada em 1992"; the shrine's phone, the Jubilee 2025 and the apparitions of 1917.
  {
    domain: 'caminhos-da-fe-viagens-j.pt',
    name: 'Caminhos da Fé',
    language: 'pt',
    kind: 'misleading',
    category: 'travel-and-vacation',
    subcategory: 'travel-agencies',
    contacts: {
      phone: '249 531 480',
      email: 'geral@caminhos-da-fe-viagens-j.pt',
      street: 'Rua Jacinta Marto, 56',
      address: 'Rua Jacinta Marto, 56, 2495-450 Fátima',
      founded: 1992,
      facebook: 'https://www.facebook.com/caminhosdafeviagens',
    },
    traps: ['eventVenue', 'localAnniversary'],
    decoys: { phones: ['249 539 600'], years: [2025, 1917] },
  },

  // ---- Utilities ----
  // Farmers' biogas cooperative selling electricity, told in cows and harvests (de, WordPress GeneratePress): "Gegründet 2009"; the grid operator's fault line, the cooperative federation's address, the EEG 2023.
  {
    domain: 'bioenergie-hohenlohe-j.de',
    name: 'Bioenergie Hohenlohe eG',
    language: 'de',
    kind: 'misleading',
    category: 'utilities',
    subcategory: 'energy-and-power',
    contacts: {
      phone: '07940 98 21 30',
      email: 'info@bioenergie-hohenlohe-j.de',
      street: 'Hofstraße 6',
      address: 'Hofstraße 6 · 74653 Künzelsau',
      founded: 2009,
    },
    traps: ['utilityEmergency', 'professionalBody', 'standardYear'],
    decoys: {
      phones: ['0800 3629 477'],
      addresses: ['Lyoner Straße 44, 60528 Frankfurt'],
      years: [2023],
    },
  },
  // Heating-oil and diesel dealer in Bamberg (de, Jimdo): "seit 1949"; the heating partner's emergency phone, the store on Luitpoldstraße until 1987, the copyright year.
  {
    domain: 'heizoel-brenner-j.de',
    name: 'Heizöl Brenner & Sohn',
    language: 'de',
    kind: 'plain',
    category: 'utilities',
    subcategory: 'oil-and-fuel',
    contacts: {
      phone: '0951 62218',
      email: 'info@heizoel-brenner-j.de',
      street: 'Hallstadter Straße 80',
      address: 'Hallstadter Straße 80 · 96052 Bamberg',
      founded: 1949,
    },
    traps: ['onCallPartner', 'previousAddress', 'copyrightYear'],
    decoys: {
      phones: ['0951 94 05 33'],
      addresses: ['Luitpoldstraße 12'],
      years: [1987, 2025],
    },
  },
  // Municipal water company in Coruche (pt-PT, Angular ng-state): no founding; the town hall's phone, the regulator's link, the decree of 2009.
  {
    domain: 'aguas-do-sorraia-j.pt',
    name: 'Águas do Sorraia',
    language: 'pt',
    kind: 'jsShell',
    category: 'utilities',
    subcategory: 'water-utilities',
    contacts: {
      phone: '243 610 400',
      email: 'geral@aguas-do-sorraia-j.pt',
      street: 'Rua Dr. Guilherme Gomes, 20',
      address: 'Rua Dr. Guilherme Gomes, 20, 2100-126 Coruche',
      facebook: 'https://www.facebook.com/aguasdosorraia',
    },
    traps: ['parentGroup', 'supervisoryAuthority', 'standardYear'],
    decoys: { phones: ['243 610 200'], links: ['https://www.ersar.pt'], years: [2009] },
  },

  // ---- Vehicles & Transportation ----
  // Custom motorcycle builder in Bologna with an espresso menu (it, Squarespace): no founding; the 1974 Ducati, EICMA 2024, the coffee roaster's mailbox.
  {
    domain: 'officina-caffe-racer-j.it',
    name: 'Officina Caffè Racer',
    language: 'it',
    kind: 'misleading',
    category: 'vehicles-and-transportation',
    subcategory: 'motorcycle-and-powersports',
    contacts: {
      phone: '051 644 3812',
      email: 'ciao@officina-caffe-racer-j.it',
      street: 'Via del Lavoro 38/B',
      address: 'Via del Lavoro 38/B, 40127 Bologna',
      facebook: 'https://www.facebook.com/officinacafferacer',
    },
    traps: ['modelYear', 'tradeFair', 'supplierContact'],
    decoys: { emails: ['ordini@torrefazione-bruni-j.it'], years: [1974, 2024] },
  },
  // Tyre shop in Zaragoza written as a shoe shop (es, WordPress Astra): "desde 1985"; the insurer's roadside line, the ladies' shoe shop on calle Alfonso I, the father's apprenticeship of 1971.
  {
    domain: 'zapateria-del-coche-j.es',
    name: 'La Zapatería del Coche',
    language: 'es',
    kind: 'misleading',
    category: 'vehicles-and-transportation',
    subcategory: 'auto-parts-and-wheels',
    contacts: {
      phone: '976 52 14 08',
      email: 'info@zapateria-del-coche-j.es',
      street: 'Calle de Miguel Servet, 142',
      address: 'Calle de Miguel Servet, 142, 50013 Zaragoza',
      founded: 1985,
      facebook: 'https://www.facebook.com/zapateriadelcoche',
    },
    traps: ['breakdownService', 'namesakeBusiness', 'familyHistoryYear'],
    decoys: {
      phones: ['900 100 233'],
      addresses: ['calle Alfonso I, 17'],
      years: [1971],
    },
  },
  // Airport car park near Nantes written as a hotel (fr, Webflow): no founding; the airport information line, the neighbouring hotel's address, the copyright year.
  {
    domain: 'hotel-des-voitures-j.fr',
    name: "L'Hôtel des Voitures",
    language: 'fr',
    kind: 'misleading',
    category: 'vehicles-and-transportation',
    subcategory: 'airports-and-parking',
    contacts: {
      phone: '02 40 32 18 77',
      email: 'bonjour@hotel-des-voitures-j.fr',
      street: '12 rue des Frères Montgolfier',
      address: '12 rue des Frères Montgolfier, 44340 Bouguenais',
      facebook: 'https://www.facebook.com/hoteldesvoitures',
    },
    traps: ['ticketOffice', 'directions', 'copyrightYear'],
    decoys: {
      phones: ['02 40 84 81 81'],
      addresses: ['3 rue Nungesser et Coli, 44340 Bouguenais'],
      years: [2025],
    },
  },
  // Taxi company in Lausanne (fr-CH, Nuxt 2 window.__NUXT__): "Depuis 1996"; the police's 117, the public transport information line, the fleet's 2023 models.
  {
    domain: 'taxi-leman-j.ch',
    name: 'Taxi Léman',
    language: 'fr',
    kind: 'jsShell',
    category: 'vehicles-and-transportation',
    subcategory: 'taxis-and-public-transport',
    contacts: {
      phone: '021 646 55 55',
      email: 'centrale@taxi-leman-j.ch',
      street: 'Avenue de Morges 58',
      address: 'Avenue de Morges 58, 1004 Lausanne',
      founded: 1996,
      facebook: 'https://www.facebook.com/taxilemanlausanne',
    },
    traps: ['emergencyNumber', 'partnerNetwork', 'modelYear'],
    decoys: { phones: ['117', '021 621 01 11'], years: [2023] },
  },
  // Independent garage in Huddersfield under a GDPR bar, mega menu, newsletter and chat (en-GB, WordPress OceanWP): no founding; the finance lender's phone, the accountants' registered office, the technician's career since 1989.
  {
    domain: 'pennine-autocare-j.co.uk',
    name: 'Pennine Autocare',
    language: 'en',
    kind: 'boilerplate',
    category: 'vehicles-and-transportation',
    subcategory: 'vehicle-repair-and-fuel',
    contacts: {
      phone: '01484 530 771',
      email: 'service@pennine-autocare-j.co.uk',
      street: 'Unit 3, Bradley Mills Road',
      address: 'Unit 3, Bradley Mills Road, Huddersfield HD1 6PQ',
      facebook: 'https://www.facebook.com/pennineautocare',
    },
    traps: ['funder', 'taxAdviser', 'experienceYears'],
    decoys: {
      phones: ['0330 123 4411'],
      addresses: ['22 Fitzwilliam Street, Huddersfield HD1 5BB'],
      years: [1989],
    },
  },
  // Bicycle shop in Haarlem (nl, WordPress Astra): "Opgericht in 1932"; the motor maker's service line and "Gazelle-dealer sinds 1955".
  {
    domain: 'fietsen-spaak-j.nl',
    name: 'Spaak & Zoon Tweewielers',
    language: 'nl',
    kind: 'plain',
    category: 'vehicles-and-transportation',
    subcategory: 'bicycles',
    contacts: {
      phone: '023 - 531 44 09',
      email: 'winkel@fietsen-spaak-j.nl',
      street: 'Kleine Houtstraat 77',
      address: 'Kleine Houtstraat 77, 2011 DE Haarlem',
      founded: 1932,
      facebook: 'https://www.facebook.com/spaakenzoon',
    },
    traps: ['manufacturerHotline', 'resoldBrand'],
    decoys: { phones: ['030 - 247 55 11'], years: [1955] },
  },

  // ---- Pages that say nothing ----
  // Parked domain for sale with ad links (en): the domain broker's mailbox and phone.
  {
    domain: 'northfield-cycles-j.com',
    name: 'northfield-cycles-j.com',
    language: 'en',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['marketplace'],
    decoys: { phones: ['+1 (339) 222-5132'], emails: ['offers@domaindock-j.com'] },
  },
  // Hosting company's default page (pt-PT): the host's support mailbox, phone and address.
  {
    domain: 'quinta-do-lagar-velho-j.pt',
    name: 'quinta-do-lagar-velho-j.pt',
    language: 'pt',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['webProvider'],
    decoys: {
      phones: ['+351 210 998 400'],
      emails: ['suporte@hostlusa-j.pt'],
      addresses: ['Av. da República, 52, 1050-196 Lisboa'],
    },
  },
  // "Hier entsteht eine neue Internetpräsenz" countdown (de): the web agency's phone and mailbox.
  {
    domain: 'autohaus-seidl-j.de',
    name: 'autohaus-seidl-j.de',
    language: 'de',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['agencyEntity'],
    decoys: { phones: ['0711 / 48 29 310'], emails: ['info@webdesign-falkner-j.de'] },
  },
  // Login wall of a hosted management software (it): the software company's support phone, mailbox and address.
  {
    domain: 'pasticceria-dolce-riva-j.it',
    name: 'pasticceria-dolce-riva-j.it',
    language: 'it',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['serviceHotline'],
    decoys: {
      phones: ['02 8736 1100'],
      emails: ['assistenza@cloudgest-j.it'],
      addresses: ['Via Tortona 27, 20144 Milano'],
    },
  },
  // Cookie wall with nothing behind it (en-GB): the consent company's address and privacy link.
  {
    domain: 'harbour-lane-gym-j.co.uk',
    name: 'harbour-lane-gym-j.co.uk',
    language: 'en',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['cookieVendor'],
    decoys: {
      addresses: ['Unit 5, 31 Clerkenwell Close, London EC1R 0AT'],
      links: ['https://www.consentpilot-j.co.uk/privacy'],
    },
  },
];
