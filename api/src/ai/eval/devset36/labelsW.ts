import type { HandWrittenLabel } from '../handWrittenLabel.ts';

/**
 * Author W's share of devset36: 39 business pages over Food, Beverages & Tobacco, Health &
 * Medical, Hobbies & Crafts, Home & Garden, Home Services, Legal Services & Government, Media &
 * Publishing and Money & Insurance (one subcategory each, never twice), and five pages that say
 * nothing. Each is written as a small business's real site would be (WordPress themes, Wix,
 * Squarespace, Jimdo, Shopify, Webflow, TYPO3, Joomla, hand-made pages, framework apps whose text
 * is only in their JSON payload), and each business page carries two to four decoys of the kinds
 * a reader most easily takes wrongly: another party's phone or address, and a year that is not
 * the founding. Thirteen business pages state no founding year while other years are on them.
 *
 * Labelling rules:
 * - The category is what the company itself sells today, as a careful reader would file it,
 *   whatever most of the page talks about (a wine bar's pharmacy heritage, a physiotherapist's
 *   running talk, a registration agent's car words, a handyman who calls himself a doctor).
 * - `contacts` holds only the company's own current facts for the place customers use: the phone
 *   to call first today as the page writes it (the visible text; the attribute or markup value
 *   only when the page has nothing else), the general mailbox, the street line (`street`,
 *   verbatim on the page) and the whole address (`address`, as the page writes it) customers visit
 *   now, the founding or first opening year (a takeover, rename or move keeps the original year
 *   when the page states it), and the LinkedIn and Facebook hrefs. A field the page does not
 *   state is left out.
 * - `decoys` lists what must never be taken, each verbatim on the page: other parties' phones,
 *   mailboxes, addresses and links (suppliers, partners, landlords, regulators, insurers, hosts,
 *   consent vendors, news items, listings), the company's own old address and its registration
 *   numbers written like phones, and years that are not the founding (takeovers, moves, diplomas,
 *   careers, buildings, models, brands, awards, rules, seasons, copyright lines). `traps` names
 *   their kinds; a page has traps exactly when it has decoys.
 * - The company's own secondary lines and mailboxes (WhatsApp, fax, jobs, billing) are neither
 *   truth nor decoy.
 * - Say-nothing pages are `uncategorised` and carry no contacts; the parking service's and the
 *   web host's own numbers and mailboxes on two of them are decoys.
 */
export const DEVSET36_LABELS_W: readonly HandWrittenLabel[] = [
  // Family bakery in Eindhoven (nl-NL, WordPress Astra): founded 1958 in the story; the master baker's diploma of 1983, the 2021 shop renovation, the flour mill's address.
  {
    domain: 'bakkerij-verhoeven-w.nl',
    name: 'Bakkerij Verhoeven',
    language: 'nl',
    kind: 'plain',
    category: 'food-beverages-and-tobacco',
    subcategory: 'bakery-and-pastry',
    contacts: {
      phone: '040 211 48 73',
      email: 'info@bakkerij-verhoeven-w.nl',
      street: 'Kruisstraat 112',
      address: 'Kruisstraat 112, 5612 CM Eindhoven',
      founded: 1958,
      facebook: 'https://www.facebook.com/bakkerijverhoeven.eindhoven',
    },
    traps: ['familyHistoryYear', 'buildingYear', 'supplierContact'],
    decoys: {
      addresses: ['Molenstraat 3, 5591 HA Heeze'],
      years: [1983, 2021],
    },
  },
  // Coffee roaster in Vienna (de-AT, Nuxt 3 with its text only in __NUXT_DATA__): "Seit 2011"; the roaster's build year 1954, the café that serves its coffee with phone and address.
  {
    domain: 'roesterei-kaltenbrunner-w.at',
    name: 'Kaffeerösterei Kaltenbrunner',
    language: 'de',
    kind: 'jsShell',
    category: 'food-beverages-and-tobacco',
    subcategory: 'coffee-and-tea',
    contacts: {
      phone: '+43 1 526 33 90',
      email: 'hallo@roesterei-kaltenbrunner-w.at',
      street: 'Westbahnstraße 27',
      address: 'Westbahnstraße 27, 1070 Wien',
      founded: 2011,
      facebook: 'https://www.facebook.com/roesterei.kaltenbrunner',
    },
    traps: ['modelYear', 'stockist'],
    decoys: {
      phones: ['+43 1 523 18 44'],
      addresses: ['Neubaugasse 9, 1070 Wien'],
      years: [1954],
    },
  },
  // Wine shop and bar in a former pharmacy in Bologna (it-IT, Wix): pharmacy words throughout; the pharmacy's opening 1891 and move 1974, its current phone and address. No founding year.
  {
    domain: 'enoteca-anticafarmacia-w.it',
    name: 'Antica Farmacia',
    language: 'it',
    kind: 'misleading',
    category: 'food-beverages-and-tobacco',
    subcategory: 'beer-and-wine',
    contacts: {
      phone: '051 644 2187',
      email: 'info@enoteca-anticafarmacia-w.it',
      street: 'Via San Vitale 58/B',
      address: 'Via San Vitale 58/B, 40125 Bologna',
      facebook: 'https://www.facebook.com/enotecaanticafarmacia',
    },
    traps: ['previousBusinessYear', 'namesakeBusiness'],
    decoys: {
      phones: ['051 390 1124'],
      addresses: ['Via Mazzini 21, 40137 Bologna'],
      years: [1891, 1974],
    },
  },
  // Butcher and charcutier in Lyon (fr-FR, WordPress Divi; cookie panel, mega menu, newsletter, mentions légales): "Maison fondée en 1936" in the top bar; the grandson's takeover 2008, a 2019 medal, the web host's address, Meta's policy link in the cookie panel.
  {
    domain: 'boucherie-garnier-w.fr',
    name: 'Boucherie Charcuterie Garnier',
    language: 'fr',
    kind: 'boilerplate',
    category: 'food-beverages-and-tobacco',
    subcategory: 'meat-seafood-and-eggs',
    contacts: {
      phone: '04 78 29 61 05',
      email: 'contact@boucherie-garnier-w.fr',
      street: '47 Grande Rue de la Croix-Rousse',
      address: '47 Grande Rue de la Croix-Rousse, 69004 Lyon',
      founded: 1936,
      facebook: 'https://www.facebook.com/boucheriegarnierlyon',
    },
    traps: ['timeline', 'awardYear', 'webProvider', 'cookieVendor'],
    decoys: {
      addresses: ['18 avenue de la Marne, 59290 Wasquehal'],
      years: [2008, 2019],
      links: ['https://www.facebook.com/privacy/policy/'],
    },
  },
  // Chocolate maker in an old bank in Halifax (en-CA, Squarespace): banking words everywhere; "since 2014" in the footer; the building's 1911, the vault door's 1908, the farmers' market stall's address.
  {
    domain: 'vaultchocolate-w.ca',
    name: 'The Vault Chocolate Co.',
    language: 'en',
    kind: 'misleading',
    category: 'food-beverages-and-tobacco',
    subcategory: 'candy-and-chocolate',
    contacts: {
      phone: '(902) 555-0143',
      email: 'hello@vaultchocolate-w.ca',
      street: '1542 Barrington Street',
      address: '1542 Barrington Street, Halifax, NS B3J 1Z4',
      founded: 2014,
      facebook: 'https://www.facebook.com/thevaultchocolateco',
    },
    traps: ['buildingYear', 'modelYear', 'marketStall'],
    decoys: {
      addresses: ['1209 Marginal Road, Halifax'],
      years: [1911, 1908],
    },
  },
  // Farm near Évora selling cereals, olive oil, lamb and eggs (pt-PT, Joomla): no founding year; organic since 2016, the cooperative's phone and address, the company's tax number (NIF) written like a phone.
  {
    domain: 'herdade-montenovo-w.pt',
    name: 'Herdade do Monte Novo',
    language: 'pt',
    kind: 'plain',
    category: 'food-beverages-and-tobacco',
    subcategory: 'agriculture-and-produce',
    contacts: {
      phone: '266 747 215',
      email: 'geral@herdade-montenovo-w.pt',
      street: 'Estrada Nacional 254, km 12',
      address: 'Estrada Nacional 254, km 12, 7005-321 Évora',
    },
    traps: ['certificationYear', 'partnerNetwork', 'registrationNumber'],
    decoys: {
      phones: ['266 704 330', '507 812 334'],
      addresses: ['Rua do Eborim 14, 7000-652 Évora'],
      years: [2016],
    },
  },
  // Dental clinic in Valencia (es-ES, WordPress Elementor; Complianz cookie panel, treatment mega menu, newsletter with its legal notice, registry footer): "desde 1994"; the dentist's registration in 1989, the dental college's address, the financing partner's phone.
  {
    domain: 'clinicadental-soler-w.es',
    name: 'Clínica Dental Soler',
    language: 'es',
    kind: 'boilerplate',
    category: 'health-and-medical',
    subcategory: 'dental-services',
    contacts: {
      phone: '963 52 71 40',
      email: 'info@clinicadental-soler-w.es',
      street: 'Calle Cirilo Amorós 41',
      address: 'Calle Cirilo Amorós 41, bajo, 46004 Valencia',
      founded: 1994,
      facebook: 'https://www.facebook.com/clinicadentalsoler',
    },
    traps: ['licenceYear', 'professionalBody', 'funder'],
    decoys: {
      phones: ['910 48 22 65'],
      addresses: ['Plaza de Tetuán 16, 46003 Valencia'],
      years: [1989],
    },
  },
  // Pharmacy in Kassel (de-DE, Joomla): "Gegründet 1927" in a history box; the new owner since 2015, the pharmacy on duty's phone and address, the national on-call doctors' line.
  {
    domain: 'apotheke-am-stadtgarten-w.de',
    name: 'Apotheke am Stadtgarten',
    language: 'de',
    kind: 'plain',
    category: 'health-and-medical',
    subcategory: 'pharmacy-and-medicine',
    contacts: {
      phone: '0561 77 40 28',
      email: 'info@apotheke-am-stadtgarten-w.de',
      street: 'Friedrich-Ebert-Straße 83',
      address: 'Friedrich-Ebert-Straße 83, 34119 Kassel',
      founded: 1927,
    },
    traps: ['pharmacyOnDuty', 'emergencyNumber', 'timeline'],
    decoys: {
      phones: ['0561 10 66 23', '116117'],
      addresses: ['Wilhelmsstraße 12, 34117 Kassel'],
      years: [2015],
    },
  },
  // Independent optician in Galway (en-IE, Squarespace): no founding year; the optometrist's qualification in 1998, a business award of 2022, the audiologist's phone a few doors up.
  {
    domain: 'kellyopticians-w.ie',
    name: 'Kelly Opticians',
    language: 'en',
    kind: 'plain',
    category: 'health-and-medical',
    subcategory: 'vision-and-hearing',
    contacts: {
      phone: '020 914 7732',
      email: 'info@kellyopticians-w.ie',
      street: '14 Shop Street',
      address: '14 Shop Street, Galway H91 X2E7',
    },
    traps: ['licenceYear', 'awardYear', 'recommendedPartner'],
    decoys: {
      phones: ['020 915 0046'],
      years: [1998, 2022],
    },
  },
  // Psychotherapy practice in Lausanne (fr-CH, Gatsby with its text only in <noscript> and JSON-LD): "fondé en 2012" and a foundingDate; the founder's membership since 2006, the 2022 reimbursement rule, the psychiatric on-call line and the national helpline 143.
  {
    domain: 'cabinet-psy-morand-w.ch',
    name: 'Cabinet de psychothérapie Morand',
    language: 'fr',
    kind: 'jsShell',
    category: 'health-and-medical',
    subcategory: 'mental-health',
    contacts: {
      phone: '021 320 48 17',
      email: 'cabinet@cabinet-psy-morand-w.ch',
      street: 'Avenue de la Gare 12',
      address: 'Avenue de la Gare 12, 1003 Lausanne',
      founded: 2012,
    },
    traps: ['helpline', 'membershipYear', 'standardYear'],
    decoys: {
      phones: ['021 314 19 30', '143'],
      years: [2006, 2022],
    },
  },
  // Physiotherapy practice in Ghent (nl-BE, Wix): running and cycling words everywhere (gait analysis, bike fitting); no founding year; the owner's marathon win of 1997, the sponsored club's track address, the sports doctor's phone.
  {
    domain: 'kine-vandamme-w.be',
    name: 'Kinesitherapie Van Damme',
    language: 'nl',
    kind: 'misleading',
    category: 'health-and-medical',
    subcategory: 'therapy-and-senior-health',
    contacts: {
      phone: '09 225 61 48',
      email: 'info@kine-vandamme-w.be',
      street: 'Kortrijksesteenweg 312',
      address: 'Kortrijksesteenweg 312, 9000 Gent',
      facebook: 'https://www.facebook.com/kinevandamme',
    },
    traps: ['personalProfile', 'sponsor', 'recommendedPartner'],
    decoys: {
      phones: ['09 233 10 72'],
      addresses: ['Zuiderlaan 5, 9000 Gent'],
      years: [1997],
    },
  },
  // Mobility aids shop in Curitiba (pt-BR, Next.js pages router with its text only in __NEXT_DATA__): no founding year; ISO 9001 since 2018, a wheelchair maker's service hotline, the city health office's address.
  {
    domain: 'ortopedia-vidaplena-w.com.br',
    name: 'Ortopedia Vida Plena',
    language: 'pt',
    kind: 'jsShell',
    category: 'health-and-medical',
    subcategory: 'physical-aids',
    contacts: {
      phone: '(41) 3024-7781',
      email: 'contato@ortopedia-vidaplena-w.com.br',
      street: 'Rua Padre Anchieta, 2310',
      address: 'Rua Padre Anchieta, 2310 - Bigorrilho, Curitiba - PR, 80730-000',
      facebook: 'https://www.facebook.com/ortopediavidaplena',
    },
    traps: ['certificationYear', 'manufacturerHotline', 'publicOffice'],
    decoys: {
      phones: ['0800 555 4410'],
      addresses: ['Rua Francisco Torres, 830'],
      years: [2018],
    },
  },
  // Guitar shop and repair bench in Sheffield (en-GB, Shopify Dawn): "founded in 1986 by Tom Hartley"; a 1959 vintage guitar, the sister amp workshop's phone, the guitar show's venue address.
  {
    domain: 'hartleyguitars-w.co.uk',
    name: 'Hartley Guitars',
    language: 'en',
    kind: 'plain',
    category: 'hobbies-and-crafts',
    subcategory: 'music-and-instruments',
    contacts: {
      phone: '01632 960418',
      email: 'shop@hartleyguitars-w.co.uk',
      street: '27 Division Street',
      address: '27 Division Street, Sheffield S1 4GE',
      founded: 1986,
      facebook: 'https://www.facebook.com/hartleyguitars',
    },
    traps: ['modelYear', 'sisterCompany', 'eventVenue'],
    decoys: {
      phones: ['01632 960775'],
      addresses: ['Ponds Forge, Sheaf Street, Sheffield S1 2BP'],
      years: [1959],
    },
  },
  // Yarn shop in Bern's old town (de-CH, Shopify Impulse; cookie dialog, 40-link mega menu, newsletter, legal footer): no founding year; a yarn brand's 1867, the community centre where the courses run, a knitting-machine workshop's phone.
  {
    domain: 'wollstube-bern-w.ch',
    name: 'Wollstube Bern',
    language: 'de',
    kind: 'boilerplate',
    category: 'hobbies-and-crafts',
    subcategory: 'needlework-and-knitting',
    contacts: {
      phone: '031 312 45 86',
      email: 'info@wollstube-bern-w.ch',
      street: 'Gerechtigkeitsgasse 38',
      address: 'Gerechtigkeitsgasse 38, 3011 Bern',
      facebook: 'https://www.facebook.com/wollstubebern',
    },
    traps: ['resoldBrand', 'eventVenue', 'serviceHotline'],
    decoys: {
      phones: ['031 960 22 10'],
      addresses: ['Wylerringstrasse 60, 3014 Bern'],
      years: [1867],
    },
  },
  // Fishing and hunting shop in Bariloche (es-AR, WordPress Astra with WooCommerce): "desde 1971"; the 2025-2026 licence season, the provincial fisheries office's phone and address.
  {
    domain: 'pescaycaza-lagos-w.com.ar',
    name: 'Casa de Pesca Los Lagos',
    language: 'es',
    kind: 'plain',
    category: 'hobbies-and-crafts',
    subcategory: 'fishing-and-hunting',
    contacts: {
      phone: '(0294) 442-6187',
      email: 'info@pescaycaza-lagos-w.com.ar',
      street: 'Mitre 584',
      address: 'Mitre 584, San Carlos de Bariloche, Río Negro',
      founded: 1971,
      facebook: 'https://www.facebook.com/casadepescaloslagos',
    },
    traps: ['priceListYear', 'publicOffice'],
    decoys: {
      phones: ['(0294) 442-3970'],
      addresses: ['Elflein 150, San Carlos de Bariloche'],
      years: [2025, 2026],
    },
  },
  // Art supplies shop in Lugano (it-CH, SvelteKit with its text only in the kit.start data): "Fondata nel 1948"; a paint maker's 1832, the association hall where the courses run, the framer's phone.
  {
    domain: 'belleartipedrazzini-w.ch',
    name: 'Belle Arti Pedrazzini',
    language: 'it',
    kind: 'jsShell',
    category: 'hobbies-and-crafts',
    subcategory: 'painting-and-paper',
    contacts: {
      phone: '091 923 58 14',
      email: 'negozio@belleartipedrazzini-w.ch',
      street: 'Via Pessina 9',
      address: 'Via Pessina 9, 6900 Lugano',
      founded: 1948,
    },
    traps: ['resoldBrand', 'eventVenue', 'recommendedPartner'],
    decoys: {
      phones: ['091 966 41 27'],
      addresses: ['Via Canonica 3, 6900 Lugano'],
      years: [1832],
    },
  },
  // Art forge in a former farrier's workshop in Zuidlaren (nl-NL, Jimdo): horse words everywhere; "In 2009 begon ik" and a foundingDate; the grandfather's farrier shop from 1932 and its last horse in 1978, a travelling farrier's mobile.
  {
    domain: 'smederij-hethoefijzer-w.nl',
    name: 'Smederij Het Hoefijzer',
    language: 'nl',
    kind: 'misleading',
    category: 'hobbies-and-crafts',
    subcategory: 'metal-stone-and-glass-work',
    contacts: {
      phone: '050 409 22 61',
      email: 'info@smederij-hethoefijzer-w.nl',
      street: 'Stationsweg 41',
      address: 'Stationsweg 41, 9471 GK Zuidlaren',
      founded: 2009,
    },
    traps: ['familyHistoryYear', 'previousBusinessYear', 'namesakeBusiness'],
    decoys: {
      phones: ['06 41 77 29 03'],
      years: [1932, 1978],
    },
  },
  // Furniture store in Meda, Brianza (it-IT, WooCommerce Storefront; iubenda banner, mega menu, newsletter, legal footer): "Dal 1964"; the delivery firm's phone, the furniture fair 2025 and its venue's address, the VAT number that reads like a landline.
  {
    domain: 'mobilificio-ronchi-w.it',
    name: 'Mobili Ronchi',
    language: 'it',
    kind: 'boilerplate',
    category: 'home-and-garden',
    subcategory: 'furniture-stores',
    contacts: {
      phone: '0362 71 44 09',
      email: 'info@mobilificio-ronchi-w.it',
      street: 'Via Trieste 112',
      address: 'Via Trieste 112, 20821 Meda (MB)',
      founded: 1964,
      facebook: 'https://www.facebook.com/mobiliRonchiMeda',
    },
    traps: ['supplierContact', 'tradeFair', 'registrationNumber'],
    decoys: {
      phones: ['0362 55 80 31', '00748210963'],
      addresses: ['Strada Statale del Sempione 28, 20017 Rho'],
      years: [2025],
    },
  },
  // Stove showroom in Rosenheim (de-DE, WordPress GeneratePress): no founding year; the owner's master craftsman exam of 1996, the emission rule's 2010 and 2024, the district chimney sweep's phone.
  {
    domain: 'kaminstudio-brandl-w.de',
    name: 'Kaminstudio Brandl',
    language: 'de',
    kind: 'plain',
    category: 'home-and-garden',
    subcategory: 'energy-and-heating',
    contacts: {
      phone: '08031 61 27 45',
      email: 'info@kaminstudio-brandl-w.de',
      street: 'Kufsteiner Straße 71',
      address: 'Kufsteiner Straße 71, 83022 Rosenheim',
    },
    traps: ['licenceYear', 'standardYear', 'publicOffice'],
    decoys: {
      phones: ['08031 23 45 09'],
      years: [1996, 2010, 2024],
    },
  },
  // Water garden centre near Macclesfield (en-GB, WordPress Kadence): koi and fish health lead every heading, but it builds ponds and sells liners, pumps, filters and plants; no founding year; a 2019 show medal, the fish vet's mobile, the sponsored koi show's venue.
  {
    domain: 'willowbrookwatergardens-w.co.uk',
    name: 'Willowbrook Water Gardens',
    language: 'en',
    kind: 'misleading',
    category: 'home-and-garden',
    subcategory: 'garden-and-pond',
    contacts: {
      phone: '01632 960237',
      email: 'info@willowbrookwatergardens-w.co.uk',
      street: 'Holmes Chapel Road',
      address: 'Willowbrook Nursery, Holmes Chapel Road, Lower Withington, Macclesfield SK11 9DS',
      facebook: 'https://www.facebook.com/willowbrookwatergardens',
    },
    traps: ['awardYear', 'onCallPartner', 'sponsor'],
    decoys: {
      phones: ['07700 900481'],
      addresses: ['Tatton Park, Knutsford WA16 6QN'],
      years: [2019],
    },
  },
  // Kitchen and bathroom studio in Liège (fr-BE, Remix with its text only in __remixContext): "Depuis 1988"; the appliance maker's after-sales line, the closed former showroom's street, the building fair's venue, the VAT number written like a mobile.
  {
    domain: 'cuisines-lemaire-w.be',
    name: 'Cuisines Lemaire',
    language: 'fr',
    kind: 'jsShell',
    category: 'home-and-garden',
    subcategory: 'bathroom-and-kitchen',
    contacts: {
      phone: '04 342 17 90',
      email: 'info@cuisines-lemaire-w.be',
      street: 'Rue Saint-Gilles 221',
      address: 'Rue Saint-Gilles 221, 4000 Liège',
      founded: 1988,
      linkedin: 'https://www.linkedin.com/company/cuisines-lemaire',
      facebook: 'https://www.facebook.com/cuisineslemaire',
    },
    traps: ['manufacturerHotline', 'previousAddress', 'tradeFair', 'registrationNumber'],
    decoys: {
      phones: ['078 15 44 22', '0438.215.907'],
      addresses: ['rue de Fétinne 18', 'Place de Belgique 1, 1020 Bruxelles'],
    },
  },
  // Home decoration shop in Porto (pt-PT, Shopify Sense; cookie banner, newsletter pop-up, mega menu, dispute-resolution footer): "fundada em 2015"; a ceramics brand's 1884, the copyright line's 2024, the consumer arbitration centre's address.
  {
    domain: 'casa-alecrim-w.pt',
    name: 'Casa Alecrim',
    language: 'pt',
    kind: 'boilerplate',
    category: 'home-and-garden',
    subcategory: 'decoration-and-interior',
    contacts: {
      phone: '22 208 51 37',
      email: 'ola@casa-alecrim-w.pt',
      street: 'Rua de Miguel Bombarda 312',
      address: 'Rua de Miguel Bombarda 312, 4050-377 Porto',
      founded: 2015,
      facebook: 'https://www.facebook.com/casaalecrim.porto',
    },
    traps: ['resoldBrand', 'copyrightYear', 'consumerArbitration'],
    decoys: {
      addresses: ['Rua do Bonjardim 221, 4000-126 Porto'],
      years: [1884, 2024],
    },
  },
  // Plumbing and gas firm in Newcastle NSW (en-AU, WordPress Divi): "est. 2002" and a foundingDate; members of the trade association since 2008, a hot-water maker's service line, the gas network's emergency line.
  {
    domain: 'harbourside-plumbing-w.com.au',
    name: 'Harbourside Plumbing & Gas',
    language: 'en',
    kind: 'plain',
    category: 'home-services',
    subcategory: 'plumbing-and-sanitation',
    contacts: {
      phone: '02 5550 3184',
      email: 'office@harbourside-plumbing-w.com.au',
      street: '4/27 Griffiths Road',
      address: '4/27 Griffiths Road, Lambton NSW 2299',
      founded: 2002,
      facebook: 'https://www.facebook.com/harboursideplumbinggas',
    },
    traps: ['membershipYear', 'manufacturerHotline', 'utilityEmergency'],
    decoys: {
      phones: ['1300 555 231', '1800 555 427'],
      years: [2008],
    },
  },
  // Removals and storage firm in Guadalajara (es-MX, Angular with its text only in the ng-state transfer state): "fundada en 1998"; the storage warehouse opened in 2016, the cargo insurer's claims line, the consumer protection agency's line.
  {
    domain: 'mudanzas-tapatias-w.com.mx',
    name: 'Mudanzas Tapatías',
    language: 'es',
    kind: 'jsShell',
    category: 'home-services',
    subcategory: 'moving-and-storage',
    contacts: {
      phone: '33 3615 8842',
      email: 'contacto@mudanzas-tapatias-w.com.mx',
      street: 'Av. López Mateos Sur 2375',
      address: 'Av. López Mateos Sur 2375, Col. Chapalita, 44500 Guadalajara, Jal.',
      founded: 1998,
      facebook: 'https://www.facebook.com/mudanzastapatias',
    },
    traps: ['timeline', 'insurerDetails', 'supervisoryAuthority'],
    decoys: {
      phones: ['800 276 1190', '800 962 4310'],
      years: [2016],
    },
  },
  // Commercial cleaning firm in Utrecht (nl-NL, WordPress OceanWP; Cookiebot wall with its vendor list, SEO footer of town links, newsletter): no founding year; its quality mark since 2015, the office building's reception, the temp agency that recruits for it, LinkedIn's privacy link in the cookie wall.
  {
    domain: 'glansschoonmaak-w.nl',
    name: 'Glans Schoonmaak',
    language: 'nl',
    kind: 'boilerplate',
    category: 'home-services',
    subcategory: 'cleaning-service-providers',
    contacts: {
      phone: '030 760 24 18',
      email: 'info@glansschoonmaak-w.nl',
      street: 'Europalaan 40',
      address: 'Europalaan 40, 3526 KS Utrecht',
      linkedin: 'https://www.linkedin.com/company/glans-schoonmaak',
    },
    traps: ['certificationYear', 'centreReception', 'recruiter', 'cookieVendor'],
    decoys: {
      phones: ['030 760 00 00', '030 233 41 90'],
      years: [2015],
      links: ['https://www.linkedin.com/legal/privacy-policy'],
    },
  },
  // House-sitting and alarm company in Quebec City (fr-CA, hand-made): "fondée en 2007"; the founder's police career 1985 to 2006, the emergency number 911, the liability insurer's claims line.
  {
    domain: 'surveillanceboreal-w.ca',
    name: 'Surveillance Boréal',
    language: 'fr',
    kind: 'plain',
    category: 'home-services',
    subcategory: 'house-sitting-and-security',
    contacts: {
      phone: '418 555-0172',
      email: 'info@surveillanceboreal-w.ca',
      street: '2450, boulevard Laurier',
      address: '2450, boulevard Laurier, bureau 210, Québec (Québec) G1V 2L1',
      founded: 2007,
      facebook: 'https://www.facebook.com/surveillanceboreal',
    },
    traps: ['personalProfile', 'emergencyNumber', 'insurerDetails'],
    decoys: {
      phones: ['911', '1 866 555-0125'],
      years: [1985, 2006],
    },
  },
  // Handyman service in São Paulo (pt-BR, Wix): medical words throughout (consultation, diagnosis, specialities); no street and no founding year; the handyman's 2006 qualification, the building-supplies depot's address, a dentist of the same name's phone.
  {
    domain: 'doutorconserto-w.com.br',
    name: 'Doutor Conserto',
    language: 'pt',
    kind: 'misleading',
    category: 'home-services',
    subcategory: 'craftsman',
    contacts: {
      phone: '(11) 3567-2290',
      email: 'atendimento@doutorconserto-w.com.br',
      facebook: 'https://www.facebook.com/doutorconserto',
    },
    traps: ['personalProfile', 'supplierContact', 'namesakeBusiness'],
    decoys: {
      phones: ['(11) 3051-4478'],
      addresses: ['Rua Voluntários da Pátria, 1520'],
      years: [2006],
    },
  },
  // Law firm for the wine trade in Blenheim (en-NZ, Squarespace): vineyard, winery and cellar-door words everywhere; "founded in 2004 by Claire Hollis"; the founder's own vineyard planted in 1996, a sponsored festival 2025, the law society's complaints line.
  {
    domain: 'vineyardlaw-w.co.nz',
    name: 'Vineyard Law',
    language: 'en',
    kind: 'misleading',
    category: 'legal-services-and-government',
    subcategory: 'lawyers-and-attorneys',
    contacts: {
      phone: '03 578 2291',
      email: 'enquiries@vineyardlaw-w.co.nz',
      street: '62 Market Street',
      address: 'Level 1, 62 Market Street, Blenheim 7201',
      founded: 2004,
      linkedin: 'https://www.linkedin.com/company/vineyard-law-nz',
    },
    traps: ['familyHistoryYear', 'sponsor', 'professionalBody'],
    decoys: {
      phones: ['0800 555 302'],
      years: [1996, 2025],
    },
  },
  // Bailiff's office (commissaire de justice) in Bordeaux (fr-FR, TYPO3): no founding year; the 2022 merger of the professions, the 2024 fee scale, TYPO3's own copyright comment 1998-2024, the regional chamber's phone.
  {
    domain: 'commissaire-justice-faure-w.fr',
    name: 'Étude Faure',
    language: 'fr',
    kind: 'plain',
    category: 'legal-services-and-government',
    subcategory: 'legal-service-providers',
    contacts: {
      phone: '05 56 44 21 87',
      email: 'etude@commissaire-justice-faure-w.fr',
      street: '14 cours Georges Clemenceau',
      address: '14 cours Georges Clemenceau, 33000 Bordeaux',
    },
    traps: ['standardYear', 'priceListYear', 'copyrightYear', 'professionalBody'],
    decoys: {
      phones: ['05 56 79 33 10'],
      years: [1998, 2022, 2024],
    },
  },
  // Vehicle registration agent in Cologne (de-DE, WordPress Elementor): car words throughout (new car, plates, test drives); "Seit 2003"; the move of 2018 and the former office's street, the registration office's address across the road, the plate maker's phone.
  {
    domain: 'zulassungsdienst-koenig-w.de',
    name: 'Zulassungsdienst König',
    language: 'de',
    kind: 'misleading',
    category: 'legal-services-and-government',
    subcategory: 'registration-services',
    contacts: {
      phone: '0221 94 38 71 20',
      email: 'service@zulassungsdienst-koenig-w.de',
      street: 'Max-Glomsda-Straße 9',
      address: 'Max-Glomsda-Straße 9, 50829 Köln',
      founded: 2003,
    },
    traps: ['previousAddress', 'directions', 'partnerNetwork'],
    decoys: {
      phones: ['0221 94 38 77 00'],
      addresses: ['Butzweilerstraße 35', 'Max-Glomsda-Straße 4, 50829 Köln'],
      years: [2018],
    },
  },
  // Customs broker in Santos (pt-BR, Astro with its text only in a client-only island's props): "fundada em 1989"; the 35th anniversary in 2024, the associated haulier's phone, the customs house's address.
  {
    domain: 'moraesaduaneira-w.com.br',
    name: 'Moraes Despachos Aduaneiros',
    language: 'pt',
    kind: 'jsShell',
    category: 'legal-services-and-government',
    subcategory: 'customs-and-toll',
    contacts: {
      phone: '(13) 3219-4470',
      email: 'contato@moraesaduaneira-w.com.br',
      street: 'Rua Frei Gaspar, 22',
      address: 'Rua Frei Gaspar, 22 - 5º andar, Centro, Santos - SP, 11010-090',
      founded: 1989,
      linkedin: 'https://www.linkedin.com/company/moraes-aduaneira',
    },
    traps: ['anniversaryYear', 'sisterCompany', 'supervisoryAuthority'],
    decoys: {
      phones: ['(13) 3226-8190'],
      addresses: ['Praça da República, s/n - Centro, Santos'],
      years: [2024],
    },
  },
  // Cookbook shop in Santiago (es-CL, WooCommerce Flatsome): recipes, cooks and kitchen classes lead the page, but it sells only books and magazines; "Abrimos nuestras puertas en 2016"; the book fair 2025 and its venue, the neighbouring restaurant's phone and address.
  {
    domain: 'libreriafogon-w.cl',
    name: 'Librería Fogón',
    language: 'es',
    kind: 'misleading',
    category: 'media-and-publishing',
    subcategory: 'books-and-magazines',
    contacts: {
      phone: '+56 2 2635 8127',
      email: 'hola@libreriafogon-w.cl',
      street: 'Av. Italia 1356',
      address: 'Av. Italia 1356, Providencia, Santiago',
      founded: 2016,
      facebook: 'https://www.facebook.com/libreriafogon',
    },
    traps: ['tradeFair', 'directions'],
    decoys: {
      phones: ['+56 2 2634 5590'],
      addresses: ['Av. Italia 1362, Providencia', 'Centro Cultural Estación Mapocho'],
      years: [2025],
    },
  },
  // Regional online news site in Eeklo (nl-BE, Next.js app router with its text only in self.__next_f flight data): no founding year; news items about a bakery founded in 1925 on another street, and a doctors' out-of-hours post with its address and the national number 1733.
  {
    domain: 'meetjeslandnu-w.be',
    name: 'Het Meetjesland Nu',
    language: 'nl',
    kind: 'jsShell',
    category: 'media-and-publishing',
    subcategory: 'media-and-information',
    contacts: {
      phone: '09 378 44 21',
      email: 'redactie@meetjeslandnu-w.be',
      street: 'Stationsstraat 88',
      address: 'Stationsstraat 88, 9900 Eeklo',
      facebook: 'https://www.facebook.com/meetjeslandnu',
    },
    traps: ['newsMention', 'helpline'],
    decoys: {
      phones: ['1733'],
      addresses: ['Marktstraat', 'Koning Albertstraat 14, 9900 Eeklo'],
      years: [1925],
    },
  },
  // Photo studio in Florence's Oltrarno (it-IT, WordPress Astra): "fondato nel 1972"; a restored portrait's 1958 in an image's alt text, a wedding couple's 2023 in a testimonial, the web agency's address.
  {
    domain: 'fotografia-bellini-w.it',
    name: 'Studio Fotografico Bellini',
    language: 'it',
    kind: 'plain',
    category: 'media-and-publishing',
    subcategory: 'photography',
    contacts: {
      phone: '055 247 6639',
      email: 'studio@fotografia-bellini-w.it',
      street: 'Via dei Serragli 41/R',
      address: 'Via dei Serragli 41/R, 50124 Firenze',
      founded: 1972,
      facebook: 'https://www.facebook.com/fotografiabellini',
    },
    traps: ['imageAltText', 'testimonialSignature', 'webProvider'],
    decoys: {
      addresses: ['Via Pisana 210, 50143 Firenze'],
      years: [1958, 2023],
    },
  },
  // Drone and video producer for estate agents in central Pennsylvania (en-US, Webflow): listing and realtor words throughout; no street and no founding year; a featured listing's address and its 1920 farmhouse, a broker's phone in a testimonial.
  {
    domain: 'keystoneaerial-w.com',
    name: 'Keystone Aerial Media',
    language: 'en',
    kind: 'misleading',
    category: 'media-and-publishing',
    subcategory: 'video-and-sound',
    contacts: {
      phone: '(717) 555-0138',
      email: 'hello@keystoneaerial-w.com',
      linkedin: 'https://www.linkedin.com/company/keystone-aerial-media',
    },
    traps: ['clientReference', 'buildingYear', 'testimonialSignature'],
    decoys: {
      phones: ['(717) 555-0161'],
      addresses: ['412 Orchard Lane, Hershey, PA'],
      years: [1920],
    },
  },
  // Tax advisers in Linz (de-AT, WordPress Enfold; Borlabs cookie box with its details, 24-link mega menu, client newsletter, long Impressum): "1979 ... gegründet"; the 2025 tax-bracket news item, the notary's phone in the same house, the external data protection officer's address and mailbox.
  {
    domain: 'steuerberatung-hofer-w.at',
    name: 'Steuerberatung Hofer & Partner',
    language: 'de',
    kind: 'boilerplate',
    category: 'money-and-insurance',
    subcategory: 'accounting-and-tax',
    contacts: {
      phone: '0732 77 15 42',
      email: 'kanzlei@steuerberatung-hofer-w.at',
      street: 'Landstraße 49',
      address: 'Landstraße 49, 4020 Linz',
      founded: 1979,
      linkedin: 'https://www.linkedin.com/company/steuerberatung-hofer-partner',
    },
    traps: ['newsMention', 'tenantContact', 'externalDpo'],
    decoys: {
      phones: ['0732 77 30 11'],
      emails: ['datenschutz@datasafe-consulting.at'],
      addresses: ['Mozartstraße 5, 4020 Linz'],
      years: [2025],
    },
  },
  // Multi-company insurance agency in Turin (it-IT, WordPress Avada): "dal 1983" in the heading; its registration in the intermediaries' register "dal 2007", an insurer's freephone claims line, the regulator's address for complaints.
  {
    domain: 'rinaldiassicurazioni-w.it',
    name: 'Rinaldi Assicurazioni',
    language: 'it',
    kind: 'plain',
    category: 'money-and-insurance',
    subcategory: 'insurance',
    contacts: {
      phone: '011 562 30 87',
      email: 'info@rinaldiassicurazioni-w.it',
      street: 'Corso Vinzaglio 14',
      address: 'Corso Vinzaglio 14, 10121 Torino',
      founded: 1983,
      facebook: 'https://www.facebook.com/rinaldiassicurazionitorino',
    },
    traps: ['membershipYear', 'serviceHotline', 'supervisoryAuthority'],
    decoys: {
      phones: ['800 555 312'],
      addresses: ['Via del Quirinale 21, 00187 Roma'],
      years: [2007],
    },
  },
  // Estate agency in Málaga (es-ES, Nuxt 2 with its text only in window.__NUXT__): "desde 2001"; two listings' addresses and one's construction year 2008, the mortgage broker's phone.
  {
    domain: 'inmobiliariacostaserena-w.es',
    name: 'Inmobiliaria Costa Serena',
    language: 'es',
    kind: 'jsShell',
    category: 'money-and-insurance',
    subcategory: 'real-estate',
    contacts: {
      phone: '952 21 64 30',
      email: 'info@inmobiliariacostaserena-w.es',
      street: 'Paseo de Reding 15',
      address: 'Paseo de Reding 15, 29016 Málaga',
      founded: 2001,
      facebook: 'https://www.facebook.com/inmobiliariacostaserena',
    },
    traps: ['classifiedAd', 'funder'],
    decoys: {
      phones: ['951 55 02 17'],
      addresses: ['Calle Victoria 44, Málaga', 'Cómpeta, Axarquía'],
      years: [2008],
    },
  },
  // Independent wealth adviser in Paris (fr-FR, WordPress Kadence; Didomi consent with its vendor list, mega menu, newsletter, long regulatory notice): "fondé en 2006"; the copyright line's 2025, the liability insurer's and the market regulator's ombudsman's addresses, LinkedIn's cookie-policy link in the consent list.
  {
    domain: 'lefevre-patrimoine-w.fr',
    name: 'Lefèvre Patrimoine',
    language: 'fr',
    kind: 'boilerplate',
    category: 'money-and-insurance',
    subcategory: 'investments-and-wealth',
    contacts: {
      phone: '01 99 00 42 17',
      email: 'contact@lefevre-patrimoine-w.fr',
      street: '28 rue de Turbigo',
      address: '28 rue de Turbigo, 75003 Paris',
      founded: 2006,
      linkedin: 'https://www.linkedin.com/company/lefevre-patrimoine',
    },
    traps: ['copyrightYear', 'insurerDetails', 'consumerArbitration', 'cookieVendor'],
    decoys: {
      addresses: [
        '14 boulevard Marie et Alexandre Oyon, 72030 Le Mans',
        '17 place de la Bourse, 75082 Paris Cedex 02',
      ],
      years: [2025],
      links: ['https://www.linkedin.com/legal/cookie-policy'],
    },
  },
  // Parked domain (en-US, a parking service's page): "may be for sale" with sponsored search links on unrelated trades; the parking service's sales line and mailbox.
  {
    domain: 'harborlane-w.com',
    name: 'harborlane-w.com',
    language: 'en',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['marketplace'],
    decoys: {
      phones: ['1-800-555-0199'],
      emails: ['offers@parkstation-domains.com'],
    },
  },
  // A web host's default page (nl-NL): the hosting package is active but nothing is uploaded; the host's support line and mailbox.
  {
    domain: 'vandenbroek-w.nl',
    name: 'vandenbroek-w.nl',
    language: 'nl',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['webProvider'],
    decoys: {
      phones: ['088 204 1500'],
      emails: ['support@hostned.nl'],
    },
  },
  // A family shop closed for good (es-AR, hand-made): a farewell letter that never names the trade.
  {
    domain: 'casagarcia-w.com.ar',
    name: 'Casa García',
    language: 'es',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
  },
  // A "coming soon" page (it-IT, WordPress coming-soon plugin): a logo, an empty countdown and a launch sign-up, nothing about the business.
  {
    domain: 'valente-w.it',
    name: 'Valente',
    language: 'it',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
  },
  // A consent wall over an empty page (pt-BR): LGPD cookie categories and vendors, no content behind it.
  {
    domain: 'portalaurora-w.com.br',
    name: 'Aurora',
    language: 'pt',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
  },
];
