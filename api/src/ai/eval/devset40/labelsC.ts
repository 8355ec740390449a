import type { HandWrittenLabel } from '../handWrittenLabel.ts';

/**
 * Author C's share of devset40: 39 homepages of small and mid-sized businesses in Animals & Pets,
 * Beauty & Well-being, Business Services, Construction & Manufacturing, Education & Training,
 * Electronics & Technology and Events & Entertainment (no subcategory twice), and five pages that
 * say nothing (a parked domain for sale with ad links, a web host's default page, a "coming soon"
 * countdown, a customer-portal login wall and a cookie wall with nothing behind it). Twelve are
 * plain, ten misleading (the words belong to another trade than the one the company sells: a
 * raw-food shop for dogs written as a butcher's, a soap maker written as a patisserie, a tattoo
 * studio written as a print shop, a co-working space in a chapel written in church words, a
 * refrigerated carrier written in florists' words, restaurant architects written as a menu, a
 * plastic moulder for toy makers written as a toy shop, an English school written as a café, a
 * phone repair shop written as a hospital, a radio museum written as an electronics store), nine
 * JS shells (Next.js pages and app router, Nuxt 2 and 3, SvelteKit, Remix, Gatsby, Astro islands,
 * Angular transfer state: the words live only in the app's payload) and eight buried in
 * boilerplate (consent walls, mega menus, newsletters, legal footers, chat widgets). Each page is
 * written as the real site would be (WordPress with Astra, Kadence, Divi, Hello Elementor, Neve,
 * Avada, OceanWP, GeneratePress, Blocksy, Enfold, Twenty Twenty-Four, Storefront, Flatsome or
 * Salient, Wix, Squarespace, Shopify, Webflow, TYPO3, Joomla, Jimdo, Drupal, PrestaShop, hand-made
 * pages, or one of the frameworks above), in its country's way of writing phones and addresses
 * (New Zealand, Canada, South Africa, Ireland, Australia, India, the US and the UK, Germany,
 * Austria, Switzerland, France, Belgium, Luxembourg, Québec, Spain, Argentina, Chile, Mexico, Peru,
 * the Netherlands, Flanders, Italy, Ticino, Portugal and Brazil), with two to four decoys among
 * the values a reader most easily takes wrongly, no trap kind used more than three times.
 * Twenty-six business pages state a founding year in varied phrasings; thirteen state none while
 * other years abound.
 *
 * Labelling rules:
 * - The category is what the company itself sells today, as a careful reader would file it,
 *   whatever most of the page talks about (a raw-food shop named like a butcher's is a pet store,
 *   a soap maker selling "éclairs" sells personal care, a tattoo studio talking print runs sells
 *   tattoos, a co-working space in a chapel rents office space, a carrier talking roses sells
 *   transport, architects writing a menu sell architecture, a moulder talking toys makes plastic
 *   parts, a school serving "espresso" teaches English, a "Handyklinik" repairs phones, a museum on
 *   a shop theme is a museum).
 * - `contacts` holds only the company's own current facts for the place customers use: the phone
 *   to call first today as the page writes it (the visible text; in a JS shell, the payload's
 *   value), the general mailbox, the street line (`street`, verbatim on the page) and the whole
 *   address (`address`, as the page writes it) customers visit now, the founding or first opening
 *   year (a takeover, rename or move keeps the original year when the page states it), and the
 *   LinkedIn and Facebook hrefs. A field the page does not state is left out.
 * - `decoys` lists what must never be taken, each verbatim on the page (phones exactly as
 *   written, addresses as a contiguous substring, years as numbers appearing on the page): other
 *   parties' phones, mailboxes, addresses and links (on-call services, helplines, SIM-blocking
 *   lines, suppliers, makers' hotlines, stockists and marketplaces, associations and public
 *   offices, funders, sponsors, research partners, clients in case studies and testimonials,
 *   caterers, florists, bakers, venues, car parks and box offices, insurers, hosting, parking,
 *   newsletter, chat and consent companies, external DPOs, web agencies), the company's own former
 *   address, former number, fax and other branch, sample values in forms and mock-ups, file names
 *   that read as mailboxes, share-button links, and years that are not the founding (buildings,
 *   former businesses on the premises, licences, certifications, memberships, awards, standards
 *   and laws, price lists, model years, the owner's career and the family's history, a namesake's
 *   life, a client's founding, press mentions, anniversaries, launch dates, copyright lines).
 *   `traps` names their kinds; a page has traps exactly when it has decoys.
 * - The company's own secondary lines and mailboxes (WhatsApp, mobile, jobs, support) are neither
 *   truth nor decoy.
 * - Say-nothing pages are `uncategorised` and carry no contacts; the hosting, parking, agency,
 *   software and consent companies' numbers, mailboxes, addresses and links on them are decoys.
 */
export const DEVSET40_LABELS_C: readonly HandWrittenLabel[] = [
  // ---- Animals & Pets ----
  // Small-animal vet clinic in Bergamo (it, WordPress Astra): "aperta nel 1987"; the partner night-time emergency hospital's phone and address, and the 2019 radiology refit.
  {
    domain: 'clinica-sanrocco-c.it',
    name: 'Clinica Veterinaria San Rocco',
    language: 'it',
    kind: 'plain',
    category: 'animals-and-pets',
    subcategory: 'animal-health',
    contacts: {
      phone: '035 421 7788',
      email: 'info@clinica-sanrocco-c.it',
      street: 'Via Borgo Palazzo 118',
      address: 'Via Borgo Palazzo 118, 24125 Bergamo (BG)',
      founded: 1987,
      facebook: 'https://www.facebook.com/clinicasanroccobg',
    },
    traps: ['outOfHoursService', 'timeline'],
    decoys: {
      phones: ['035 598 1200'],
      addresses: ['Via Grumello 47, 24127 Bergamo'],
      years: [2019],
    },
  },
  // Family Labrador breeder near Kaiapoi (en-NZ, Gatsby shell: the words only in the inlined page data); no founding year, but "Dogs NZ registered breeder since 2011", the kennel club's phone and the puppies' vet clinic's phone.
  {
    domain: 'kowhai-labradors-c.co.nz',
    name: 'Kowhai Labradors',
    language: 'en',
    kind: 'jsShell',
    category: 'animals-and-pets',
    subcategory: 'cats-and-dogs',
    contacts: {
      phone: '03 312 6650',
      email: 'hello@kowhai-labradors-c.co.nz',
      street: '412 Tramway Road',
      address: '412 Tramway Road, RD 1, Kaiapoi 7691',
      facebook: 'https://www.facebook.com/kowhailabradors',
    },
    traps: ['membershipYear', 'professionalBody', 'recommendedPartner'],
    decoys: {
      phones: ['04 237 4489', '03 327 5081'],
      years: [2011],
    },
  },
  // Riding school and pony club in Calvados (fr, Wix, boilerplate: consent wall, newsletter block, legal footer): "accueille ses premiers cavaliers en 1979"; the 45th-anniversary party of 2024, the riding federation's address, the consent vendor's mailbox.
  {
    domain: 'ce-aubepines-c.fr',
    name: 'Centre Équestre des Aubépines',
    language: 'fr',
    kind: 'boilerplate',
    category: 'animals-and-pets',
    subcategory: 'horses-and-riding',
    contacts: {
      phone: '02 31 85 47 12',
      email: 'contact@ce-aubepines-c.fr',
      street: '12 chemin du Haras',
      address: '12 chemin du Haras, 14510 Gonneville-sur-Mer',
      founded: 1979,
      facebook: 'https://www.facebook.com/ce.aubepines',
    },
    traps: ['anniversaryYear', 'professionalBody', 'cookieVendor'],
    decoys: {
      emails: ['dpo@consentia-c.eu'],
      addresses: ['Parc Équestre Fédéral, 41600 Lamotte-Beuvron'],
      years: [2024],
    },
  },
  // Dog daycare and boarding house in Pinheiros, São Paulo (pt-BR, Squarespace): "abriram as portas do Hotelzinho em 2013"; the partner vet clinic's phone, the 2022 award, the online booking platform's link.
  {
    domain: 'patafeliz-c.com.br',
    name: 'Hotelzinho Pata Feliz',
    language: 'pt',
    kind: 'plain',
    category: 'animals-and-pets',
    subcategory: 'pet-services',
    contacts: {
      phone: '(11) 3846-2290',
      email: 'contato@patafeliz-c.com.br',
      street: 'Rua Cardeal Arcoverde, 1842',
      address: 'Rua Cardeal Arcoverde, 1842 - Pinheiros, São Paulo - SP, 05407-002',
      founded: 2013,
      facebook: 'https://www.facebook.com/hotelzinhopatafeliz',
    },
    traps: ['recommendedPartner', 'awardYear', 'bookingPlatform'],
    decoys: {
      phones: ['(11) 3032-7781'],
      years: [2022],
      links: ['https://www.petagenda-c.com.br/patafeliz'],
    },
  },
  // Raw-food (BARF) shop for dogs and cats in Ghent, written as a butcher's (nl-BE, Shopify Dawn, misleading: cuts, mince, tripe, "beenhouwerij"): "Kwispel opende in 2016"; the butcher's that used the shop from 1962, the slaughterhouse supplier's address, the food-safety agency's hotline.
  {
    domain: 'beenhouwerij-kwispel-c.be',
    name: 'Beenhouwerij Kwispel',
    language: 'nl',
    kind: 'misleading',
    category: 'animals-and-pets',
    subcategory: 'pet-stores',
    contacts: {
      phone: '09 233 41 87',
      email: 'info@beenhouwerij-kwispel-c.be',
      street: 'Brugsesteenweg 214',
      address: 'Brugsesteenweg 214, 9000 Gent',
      founded: 2016,
      facebook: 'https://www.facebook.com/beenhouwerijkwispel',
    },
    traps: ['previousBusinessYear', 'supplierContact', 'supervisoryAuthority'],
    decoys: {
      phones: ['0800 13 550'],
      addresses: ['Industrieweg 8, 8800 Roeselare'],
      years: [1962],
    },
  },

  // ---- Beauty & Well-being ----
  // Milanese mineral make-up brand (it, Nuxt 3 shell: the words only in `__NUXT_DATA__`): "Lume nasce nel 2018"; the Autumn/Winter 2024 palette, a stockist perfumery's address, the newsletter sender's mailbox.
  {
    domain: 'lume-cosmetici-c.it',
    name: 'Lume Cosmetici',
    language: 'it',
    kind: 'jsShell',
    category: 'beauty-and-well-being',
    subcategory: 'cosmetics-and-makeup',
    contacts: {
      phone: '02 8723 4410',
      email: 'ciao@lume-cosmetici-c.it',
      street: 'Via Tortona 31',
      address: 'Via Tortona 31, 20144 Milano',
      founded: 2018,
      linkedin: 'https://www.linkedin.com/company/lume-cosmetici-c',
      facebook: 'https://www.facebook.com/lumecosmetici',
    },
    traps: ['modelYear', 'stockist', 'newsletterService'],
    decoys: {
      emails: ['supporto@postanews-c.it'],
      addresses: ['Corso Buenos Aires 77, 20124 Milano'],
      years: [2024],
    },
  },
  // Hairdresser in Leipzig's Südvorstadt (de, WordPress Kadence): no founding year; the owner's 2004 master's certificate, the price list valid from 2025, the online booking platform's link.
  {
    domain: 'haarwerk-leipzig-c.de',
    name: 'Haarwerk Friseure',
    language: 'de',
    kind: 'plain',
    category: 'beauty-and-well-being',
    subcategory: 'hair-care-and-styling',
    contacts: {
      phone: '0341 261 78 40',
      email: 'info@haarwerk-leipzig-c.de',
      street: 'Karl-Liebknecht-Straße 74',
      address: 'Karl-Liebknecht-Straße 74, 04275 Leipzig',
      facebook: 'https://www.facebook.com/haarwerk.leipzig',
    },
    traps: ['familyHistoryYear', 'priceListYear', 'bookingPlatform'],
    decoys: {
      years: [2004, 2025],
      links: ['https://www.treatwell-c.de/ort/haarwerk-leipzig/'],
    },
  },
  // Hand-made soap and solid cosmetics shop in Esch-sur-Alzette, written as a patisserie (fr-LU, WordPress Divi with WooCommerce, misleading: éclairs, macarons, madeleines, "le fournil"): "première fournée de savons … en 2015"; the pâtisserie that opened on the premises in 1958, the Saturday market stall's address, the 2009 cosmetics regulation.
  {
    domain: 'savonnerie-madeleine-c.lu',
    name: 'Savonnerie Madeleine',
    language: 'fr',
    kind: 'misleading',
    category: 'beauty-and-well-being',
    subcategory: 'personal-care',
    contacts: {
      phone: '+352 26 53 14 08',
      email: 'bonjour@savonnerie-madeleine-c.lu',
      street: "12, rue de l'Alzette",
      address: "12, rue de l'Alzette, L-4011 Esch-sur-Alzette",
      founded: 2015,
      facebook: 'https://www.facebook.com/savonneriemadeleine',
    },
    traps: ['previousBusinessYear', 'marketStall', 'standardYear'],
    decoys: {
      addresses: ['Place Guillaume II, L-1648 Luxembourg'],
      years: [1958, 2009],
    },
  },
  // Beauty institute in Valencia's Ensanche (es-ES, WordPress Hello Elementor, boilerplate: CookieYes wall and preference centre, mega menu, newsletter with data-protection notice, legal footer, WhatsApp chat widget): "Abrimos nuestra primera cabina en 2011"; the ISO certificate of 2020, the external DPO's mailbox, the chat widget vendor's link.
  {
    domain: 'esteticanacar-c.es',
    name: 'Nácar Centro de Estética',
    language: 'es',
    kind: 'boilerplate',
    category: 'beauty-and-well-being',
    subcategory: 'salons-and-clinics',
    contacts: {
      phone: '963 51 27 84',
      email: 'hola@esteticanacar-c.es',
      street: 'Calle de Cirilo Amorós, 41',
      address: 'Calle de Cirilo Amorós, 41, 46004 Valencia',
      founded: 2011,
      facebook: 'https://www.facebook.com/esteticanacarvalencia',
    },
    traps: ['certificationYear', 'externalDpo', 'chatWidget'],
    decoys: {
      emails: ['dpo@protecdatos-c.es'],
      years: [2020],
      links: ['https://www.joinchat-c.com/powered-by'],
    },
  },
  // Tattoo studio in a former print shop in Palermo, Buenos Aires, written as a printer's (es-AR, Webflow, misleading: "imprenta de piel", proofs, plates, print runs, typographers): no founding year; the house built in 1928, the tattoo fair's venue address, a guest artist's profile link.
  {
    domain: 'tintaypapel-c.com.ar',
    name: 'Tinta y Papel Tattoo Studio',
    language: 'es',
    kind: 'misleading',
    category: 'beauty-and-well-being',
    subcategory: 'tattoos-and-piercings',
    contacts: {
      phone: '(011) 4833-5126',
      email: 'hola@tintaypapel-c.com.ar',
      street: 'Gorriti 4820',
      address: 'Gorriti 4820, C1414BJL CABA',
      facebook: 'https://www.facebook.com/tintaypapeltattoo',
    },
    traps: ['buildingYear', 'tradeFair', 'personalProfile'],
    decoys: {
      addresses: ['Av. Sarmiento 2704, CABA'],
      years: [1928],
      links: ['https://www.instagram.com/mara.linework'],
    },
  },
  // Nordic thermal spa near Squamish (en-CA, Astro island rendered client-only: the words only in its escaped props): "opened our doors in the spring of 2017"; the 2023 readers' award, the overflow car park's address on the same road.
  {
    domain: 'cedarandsteam-c.ca',
    name: 'Cedar & Steam',
    language: 'en',
    kind: 'jsShell',
    category: 'beauty-and-well-being',
    subcategory: 'wellness-and-spa',
    contacts: {
      phone: '604-898-4471',
      email: 'relax@cedarandsteam-c.ca',
      street: '38115 Loggers Lane',
      address: '38115 Loggers Lane, Squamish, BC V8B 0H3',
      founded: 2017,
      facebook: 'https://www.facebook.com/cedarandsteamspa',
    },
    traps: ['awardYear', 'directions'],
    decoys: {
      addresses: ['38551 Loggers Lane, Squamish, BC V8B 0B1'],
      years: [2023],
    },
  },

  // ---- Business Services ----
  // Recruitment agency for technical and finance profiles in Antwerp (nl-BE, Next.js app router: the words only in the `self.__next_f` flight data): "In 2008 startte Talentbrug"; its Ghent office's phone and address, and a client brewery "brouwt sinds 1880" in a testimonial.
  {
    domain: 'talentbrug-c.be',
    name: 'Talentbrug',
    language: 'nl',
    kind: 'jsShell',
    category: 'business-services',
    subcategory: 'hr-and-recruiting',
    contacts: {
      phone: '03 216 40 55',
      email: 'info@talentbrug-c.be',
      street: 'Mechelsesteenweg 64',
      address: 'Mechelsesteenweg 64, 2018 Antwerpen',
      founded: 2008,
      linkedin: 'https://www.linkedin.com/company/talentbrug-c',
    },
    traps: ['branchElsewhere', 'clientReference'],
    decoys: {
      phones: ['09 265 88 10'],
      addresses: ['Kortrijksesteenweg 1021, 9051 Sint-Denijs-Westrem'],
      years: [1880],
    },
  },
  // Import and export agents in Cape Town (en-ZA, Joomla Cassiopeia): "established in 2003"; the SARS customs registration of 2006, the shipping line agency's phone, the October 2024 food fair.
  {
    domain: 'capetradelinks-c.co.za',
    name: 'Cape Trade Links',
    language: 'en',
    kind: 'plain',
    category: 'business-services',
    subcategory: 'import-and-export',
    contacts: {
      phone: '021 418 2290',
      email: 'info@capetradelinks-c.co.za',
      street: '14 Marine Drive',
      address: 'Unit 7, 14 Marine Drive, Paarden Eiland, Cape Town, 7405',
      founded: 2003,
      linkedin: 'https://www.linkedin.com/company/cape-trade-links-c',
    },
    traps: ['licenceYear', 'partnerNetwork', 'tradeFair'],
    decoys: {
      phones: ['021 405 3300'],
      years: [2006, 2024],
    },
  },
  // IT managed services and telephony for SMEs in Winterthur (de-CH, TYPO3, boilerplate: Klaro cookie notice, mega menu, newsletter form, legal footer): no founding year (TYPO3's own copyright comment says 1998-2025); ISO 27001 since 2017, the former address until 2019, a firewall maker's support hotline.
  {
    domain: 'netzwerkstatt-c.ch',
    name: 'Netzwerkstatt AG',
    language: 'de',
    kind: 'boilerplate',
    category: 'business-services',
    subcategory: 'it-and-communication',
    contacts: {
      phone: '052 213 40 60',
      email: 'info@netzwerkstatt-c.ch',
      street: 'Technoparkstrasse 2',
      address: 'Technoparkstrasse 2, 8406 Winterthur',
      linkedin: 'https://www.linkedin.com/company/netzwerkstatt-c',
    },
    traps: ['certificationYear', 'previousAddress', 'manufacturerHotline'],
    decoys: {
      phones: ['0848 112 233'],
      addresses: ['Zürcherstrasse 46, 8400 Winterthur'],
      years: [2017],
    },
  },
  // Co-working space in a former chapel in Shandon, Cork, written in church words (en-IE, WordPress Neve, misleading: pews, side chapels, sacristy, choir loft, "join the congregation"): "a co-working space since 2019"; the chapel built in 1868 and last used in 2011, the enterprise office funding its start-up desks.
  {
    domain: 'thenave-cowork-c.ie',
    name: 'The Nave',
    language: 'en',
    kind: 'misleading',
    category: 'business-services',
    subcategory: 'office-space-and-supplies',
    contacts: {
      phone: '021 427 8810',
      email: 'hello@thenave-cowork-c.ie',
      street: '14 Shandon Street',
      address: 'The Old Chapel, 14 Shandon Street, Cork T23 X2P6',
      founded: 2019,
      linkedin: 'https://www.linkedin.com/company/the-nave-cowork-c',
      facebook: 'https://www.facebook.com/thenavecowork',
    },
    traps: ['buildingYear', 'timeline', 'funder'],
    decoys: {
      phones: ['021 496 1828'],
      years: [1868, 2011],
    },
  },
  // Graphic design studio in Lugano (it-CH, Jimdo Creator): no founding year; a client cooperative "fondata nel 1949", the partner print shop's phone, the copyright line.
  {
    domain: 'graficaceresio-c.ch',
    name: 'Grafica Ceresio',
    language: 'it',
    kind: 'plain',
    category: 'business-services',
    subcategory: 'print-and-graphic-design',
    contacts: {
      phone: '091 922 48 30',
      email: 'studio@graficaceresio-c.ch',
      street: 'Via Nassa 29',
      address: 'Via Nassa 29, 6900 Lugano',
      facebook: 'https://www.facebook.com/graficaceresio',
    },
    traps: ['clientReference', 'supplierContact', 'copyrightYear'],
    decoys: {
      phones: ['091 791 17 20'],
      years: [1949, 2025],
    },
  },
  // Refrigerated flower transport from Aalsmeer, written in florists' words (nl, WordPress Avada, misleading: roses, tulips, chrysanthemums, "vers van de klok", menu of cut flowers and pot plants): "Het bedrijf begon in 1974"; the flower auction's address, the truck breakdown service's phone, its own fax.
  {
    domain: 'koeltransport-aalsmeer-c.nl',
    name: 'Van der Meer Bloementransport',
    language: 'nl',
    kind: 'misleading',
    category: 'business-services',
    subcategory: 'shipping-and-logistics',
    contacts: {
      phone: '0297 38 44 20',
      email: 'info@koeltransport-aalsmeer-c.nl',
      street: 'Zwarteweg 77',
      address: 'Zwarteweg 77, 1431 VL Aalsmeer',
      founded: 1974,
      linkedin: 'https://www.linkedin.com/company/vandermeer-bloementransport-c',
      facebook: 'https://www.facebook.com/vandermeerbloementransport',
    },
    traps: ['marketplace', 'breakdownService', 'faxNumber'],
    decoys: {
      phones: ['088 269 2890', '0297 38 44 29'],
      addresses: ['Legmeerdijk 313, 1431 GB Aalsmeer'],
    },
  },
  // B2B digital marketing agency in Providencia, Santiago (es-CL, Remix: the words only in `window.__remixContext`): "Nacimos en 2014"; the 2022 press mention, the summit venue's address.
  {
    domain: 'farodigital-c.cl',
    name: 'Faro Digital',
    language: 'es',
    kind: 'jsShell',
    category: 'business-services',
    subcategory: 'sales-and-marketing',
    contacts: {
      phone: '+56 2 2946 3810',
      email: 'hola@farodigital-c.cl',
      street: 'Av. Nueva Providencia 1881',
      address: 'Av. Nueva Providencia 1881, oficina 1204, Providencia, Santiago',
      founded: 2014,
      linkedin: 'https://www.linkedin.com/company/faro-digital-c',
      facebook: 'https://www.facebook.com/farodigitalcl',
    },
    traps: ['newsMention', 'eventVenue'],
    decoys: {
      addresses: ['Av. Presidente Riesco 5330, Las Condes'],
      years: [2022],
    },
  },

  // ---- Construction & Manufacturing ----
  // Architects and engineers designing restaurants and professional kitchens in Bologna, written as a restaurant menu (it, hand-made Bootstrap, misleading: antipasti, primi, secondi, "prenota un tavolo", "la brigata"): "Lo studio è attivo dal 2006"; a client trattoria's address, a 2021 architecture mention.
  {
    domain: 'fornoarchitetti-c.it',
    name: 'Forno Architetti Associati',
    language: 'it',
    kind: 'misleading',
    category: 'construction-and-manufacturing',
    subcategory: 'architects-and-engineers',
    contacts: {
      phone: '051 644 3921',
      email: 'studio@fornoarchitetti-c.it',
      street: 'Via Santo Stefano 62',
      address: 'Via Santo Stefano 62, 40125 Bologna',
      founded: 2006,
      linkedin: 'https://www.linkedin.com/company/forno-architetti-c',
    },
    traps: ['clientReference', 'awardYear'],
    decoys: {
      addresses: ['Via Saragozza 41, 40123 Bologna'],
      years: [2021],
    },
  },
  // Builders' merchant in Paredes (pt-PT, PrestaShop Classic, boilerplate: cookie banner, mega menu of product categories, newsletter, dispute-resolution footer): "Em 1982, Manuel Moreira abriu um pequeno armazém"; the consumer arbitration centre's address, a cement maker's technical hotline, the 2012 cement standard.
  {
    domain: 'materiais-valedosousa-c.pt',
    name: 'Materiais Vale do Sousa',
    language: 'pt',
    kind: 'boilerplate',
    category: 'construction-and-manufacturing',
    subcategory: 'building-materials',
    contacts: {
      phone: '255 782 140',
      email: 'geral@materiais-valedosousa-c.pt',
      street: 'Rua da Estação, 415',
      address: 'Rua da Estação, 415, 4580-229 Paredes',
      founded: 1982,
      facebook: 'https://www.facebook.com/materiaisvaledosousa',
    },
    traps: ['consumerArbitration', 'manufacturerHotline', 'standardYear'],
    decoys: {
      phones: ['800 200 450'],
      addresses: ['Rua Damião de Góis, 31, Loja 6, 4050-225 Porto'],
      years: [2012],
    },
  },
  // Plastic injection moulder in Oyonnax supplying toy makers, written like a toy shop (fr, WordPress OceanWP with Elementor, misleading: dolls, bricks, rattles, "nos jouets", Christmas): "L'atelier a moulé sa première pièce en 1968"; ISO 9001 since 2001, the tooling subsidiary's phone.
  {
    domain: 'petitlutin-moulage-c.fr',
    name: 'Moulages Petit Lutin',
    language: 'fr',
    kind: 'misleading',
    category: 'construction-and-manufacturing',
    subcategory: 'chemicals-and-plastic',
    contacts: {
      phone: '04 74 77 28 51',
      email: 'contact@petitlutin-moulage-c.fr',
      street: '27 rue Nicolas Copernic',
      address: '27 rue Nicolas Copernic, 01100 Oyonnax',
      founded: 1968,
      linkedin: 'https://www.linkedin.com/company/moulages-petit-lutin-c',
    },
    traps: ['certificationYear', 'sisterCompany'],
    decoys: {
      phones: ['04 74 73 90 12'],
      years: [2001],
    },
  },
  // Renovation and home builder in Newcastle NSW (en-AU, WordPress GeneratePress): no founding year; "Master Builders member since 2005", the home-warranty insurer's enquiry line, the builders' association's address.
  {
    domain: 'bluegum-building-c.com.au',
    name: 'Bluegum Building & Renovations',
    language: 'en',
    kind: 'plain',
    category: 'construction-and-manufacturing',
    subcategory: 'construction-services',
    contacts: {
      phone: '(02) 4957 3120',
      email: 'office@bluegum-building-c.com.au',
      street: '18 Griffiths Road',
      address: 'Unit 4, 18 Griffiths Road, Lambton NSW 2299',
      facebook: 'https://www.facebook.com/bluegumbuilding',
    },
    traps: ['membershipYear', 'insurerDetails', 'professionalBody'],
    decoys: {
      phones: ['1300 452 380'],
      addresses: ['52 Parramatta Road, Forest Lodge NSW 2037'],
      years: [2005],
    },
  },
  // Landscape gardening company in Graz (de-AT, Wix): no founding year; the grandfather's market garden "ab 1956", the tree nursery supplier's phone, the map embed of its show garden elsewhere.
  {
    domain: 'garten-pichler-c.at',
    name: 'Gartengestaltung Pichler',
    language: 'de',
    kind: 'plain',
    category: 'construction-and-manufacturing',
    subcategory: 'garden-and-landscaping',
    contacts: {
      phone: '0316/58 24 17',
      email: 'office@garten-pichler-c.at',
      street: 'Kärntner Straße 311',
      address: 'Kärntner Straße 311, 8054 Graz',
      facebook: 'https://www.facebook.com/gartenpichler',
    },
    traps: ['familyHistoryYear', 'supplierContact', 'mapEmbed'],
    decoys: {
      phones: ['03572 824 60'],
      years: [1956],
      links: [
        'https://www.google.com/maps/embed/v1/place?key=AIzaSyD-wix-maps&q=Gartencenter+Seiersberg',
      ],
    },
  },
  // Conveyor and intralogistics systems maker in Heilbronn (de, Angular with the CMS response only in the `ng-state` transfer state): "1991 als Zwei-Mann-Betrieb … gestartet"; the 2006 machinery directive, the trade fair's address, the service subsidiary's phone.
  {
    domain: 'foerderwerk-c.de',
    name: 'Förderwerk Heilbronn GmbH',
    language: 'de',
    kind: 'jsShell',
    category: 'construction-and-manufacturing',
    subcategory: 'factory-equipment',
    contacts: {
      phone: '+49 7131 8947-0',
      email: 'info@foerderwerk-c.de',
      street: 'Wannenäckerstraße 41',
      address: 'Wannenäckerstraße 41, 74078 Heilbronn',
      founded: 1991,
      linkedin: 'https://www.linkedin.com/company/foerderwerk-c',
    },
    traps: ['standardYear', 'tradeFair', 'sisterCompany'],
    decoys: {
      phones: ['+49 341 2290 5510'],
      addresses: ['Messepiazza 1, 70629 Stuttgart'],
      years: [2006],
    },
  },
  // Tool shop and tool hire in Tilburg (nl, Nuxt 2: the words only in `window.__NUXT__`, the contact facts passed as arguments of its IIFE): no founding year; "Tool Days 2025", a maker's service line, the marketplace search link.
  {
    domain: 'gereedschapshuis-brabant-c.nl',
    name: 'Gereedschapshuis Brabant',
    language: 'nl',
    kind: 'jsShell',
    category: 'construction-and-manufacturing',
    subcategory: 'tools-and-equipment',
    contacts: {
      phone: '013 544 18 90',
      email: 'info@gereedschapshuis-brabant-c.nl',
      street: 'Ringbaan-Oost 212',
      address: 'Ringbaan-Oost 212, 5013 CD Tilburg',
      facebook: 'https://www.facebook.com/gereedschapshuisbrabant',
    },
    traps: ['manufacturerHotline', 'marketplace'],
    decoys: {
      phones: ['0800 023 4455'],
      links: ['https://www.bol.com/nl/nl/s/?searchtext=gereedschapshuis+brabant'],
    },
  },

  // ---- Education & Training ----
  // English school for adults in Curitiba, written as a coffee shop (pt-BR, WordPress Blocksy, misleading: "cardápio" of espresso, cappuccino, latte, baristas, "degustação"): "Servimos a primeira turma em 2012"; a namesake café's phone, the office building's reception phone, the form's placeholder mailbox.
  {
    domain: 'cafecomingles-c.com.br',
    name: 'Café com Inglês',
    language: 'pt',
    kind: 'misleading',
    category: 'education-and-training',
    subcategory: 'language-learning',
    contacts: {
      phone: '(41) 3023-5567',
      email: 'contato@cafecomingles-c.com.br',
      street: 'Rua Comendador Araújo, 510',
      address: 'Rua Comendador Araújo, 510 - Batel, Curitiba - PR, 80420-000',
      founded: 2012,
      facebook: 'https://www.facebook.com/cafecomingles',
    },
    traps: ['namesakeBusiness', 'centreReception', 'formPlaceholder'],
    decoys: {
      phones: ['(41) 3222-1090', '(41) 3019-4400'],
      emails: ['seunome@email.com'],
    },
  },
  // Music school for children and adults in Guadalajara (es-MX, Squarespace): "abrió las puertas de Allegro en 1996"; the Mozart cycle's 1756, the winter recital venue's address.
  {
    domain: 'escuelaallegro-c.mx',
    name: 'Escuela de Música Allegro',
    language: 'es',
    kind: 'plain',
    category: 'education-and-training',
    subcategory: 'music-and-theater-classes',
    contacts: {
      phone: '33 3615 4720',
      email: 'informes@escuelaallegro-c.mx',
      street: 'Av. Chapultepec Sur 284',
      address: 'Av. Chapultepec Sur 284, Col. Americana, C.P. 44160, Guadalajara, Jal.',
      founded: 1996,
      facebook: 'https://www.facebook.com/escuelaallegrogdl',
    },
    traps: ['namesakeYear', 'eventVenue'],
    decoys: {
      addresses: ['Av. 16 de Septiembre 730, Centro, Guadalajara'],
      years: [1756, 1791],
    },
  },
  // Private welding school in Laval (fr-QC, WordPress Enfold, boilerplate: mega menu, Law 25 cookie bar with its modal, newsletter form, consumer-law footer): no founding year (only the next cohort's 2026); the public employment agency's line, the construction commission's regional office address, the newsletter provider's mailbox.
  {
    domain: 'soudage-rivenord-c.ca',
    name: 'Institut de soudage Rive-Nord',
    language: 'fr',
    kind: 'boilerplate',
    category: 'education-and-training',
    subcategory: 'vocational-training',
    contacts: {
      phone: '450 668-2231',
      email: 'info@soudage-rivenord-c.ca',
      street: '2150, boulevard Industriel',
      address: '2150, boulevard Industriel, Laval (Québec) H7S 2E7',
      linkedin: 'https://www.linkedin.com/company/soudage-rive-nord-c',
      facebook: 'https://www.facebook.com/soudagerivenord',
    },
    traps: ['funder', 'publicOffice', 'newsletterService'],
    decoys: {
      phones: ['1 866 640-3059'],
      emails: ['aide@infolettre-pro-c.ca'],
      addresses: ['3400, boulevard Le Carrefour, Laval (Québec) H7T 2K8'],
    },
  },
  // CBSE day school in Baner, Pune (en-IN, SvelteKit: the words only in the `kit.start` data): "since its inception in 1999"; the CBSE affiliation of 2004, the children's helpline 1098, the board's regional office address.
  {
    domain: 'greenvalleyschool-c.in',
    name: 'Green Valley Public School',
    language: 'en',
    kind: 'jsShell',
    category: 'education-and-training',
    subcategory: 'school-and-high-school',
    contacts: {
      phone: '+91 20 2729 4410',
      email: 'office@greenvalleyschool-c.in',
      street: 'Survey No. 42, Baner Road',
      address: 'Survey No. 42, Baner Road, Baner, Pune 411045, Maharashtra',
      founded: 1999,
      facebook: 'https://www.facebook.com/greenvalleyschoolpune',
    },
    traps: ['licenceYear', 'helpline', 'publicOffice'],
    decoys: {
      phones: ['1098'],
      addresses: ['Ganeshkhind Road, Pune 411007'],
      years: [2004],
    },
  },
  // Evening and day courses for adults in Utrecht (nl, Joomla Helix Ultimate with SP Page Builder): "Onze eerste cursus gaven we in 1989"; the library hall where Saturday courses are held, the form's placeholder mailbox.
  {
    domain: 'leerfabriek-c.nl',
    name: 'Cursuscentrum De Leerfabriek',
    language: 'nl',
    kind: 'plain',
    category: 'education-and-training',
    subcategory: 'courses-and-classes',
    contacts: {
      phone: '030 231 77 45',
      email: 'info@leerfabriek-c.nl',
      street: 'Oudegracht 147',
      address: 'Oudegracht 147, 3511 AH Utrecht',
      founded: 1989,
      linkedin: 'https://www.linkedin.com/company/de-leerfabriek-c',
      facebook: 'https://www.facebook.com/deleerfabriek',
    },
    traps: ['eventVenue', 'formPlaceholder'],
    decoys: {
      emails: ['jouw.naam@voorbeeld.nl'],
      addresses: ['Neude 11, 3512 AE Utrecht'],
    },
  },

  // ---- Electronics & Technology ----
  // Shift-planning and attendance SaaS from Padua (it, Webflow, boilerplate: consent banner, two mega menus, newsletter, legal footer, chat launcher): no founding year (only the 2016 GDPR and release 2025.3); the university it spun off from, the mock-up's sample employee mailbox, the consent and chat vendors' links.
  {
    domain: 'turnify-c.it',
    name: 'Turnify',
    language: 'it',
    kind: 'boilerplate',
    category: 'electronics-and-technology',
    subcategory: 'internet-and-software',
    contacts: {
      phone: '049 876 5521',
      email: 'info@turnify-c.it',
      street: 'Via Niccolò Tommaseo 69',
      address: 'Via Niccolò Tommaseo 69, 35131 Padova',
      linkedin: 'https://www.linkedin.com/company/turnify-c',
      facebook: 'https://www.facebook.com/turnifyapp',
    },
    traps: ['researchPartner', 'exampleValue', 'cookieVendor', 'chatWidget'],
    decoys: {
      emails: ['mario.rossi@esempio.it'],
      addresses: ['Via 8 Febbraio 2, 35122 Padova'],
      links: ['https://www.consensio-c.com/cookie-solution', 'https://www.chatloop-c.io'],
    },
  },
  // Phone, tablet and laptop repair shop in Vienna-Neubau, written as a hospital (de-AT, WordPress Twenty Twenty-Four, misleading: emergency room, diagnosis, surgery, intensive care, "Ordination", mailbox "praxis@"): "Im Frühjahr 2014 haben wir unsere Ordination … eröffnet"; the iPhone model of 2019, the SIM-blocking hotline, the maker's warranty service line.
  {
    domain: 'handyklinik-c.at',
    name: 'Handyklinik Wien-Neubau',
    language: 'de',
    kind: 'misleading',
    category: 'electronics-and-technology',
    subcategory: 'repair-and-services',
    contacts: {
      phone: '+43 1 523 44 87',
      email: 'praxis@handyklinik-c.at',
      street: 'Neubaugasse 38',
      address: 'Neubaugasse 38, 1070 Wien',
      founded: 2014,
      facebook: 'https://www.facebook.com/handyklinikwien',
    },
    traps: ['modelYear', 'cardBlocking', 'serviceHotline'],
    decoys: {
      phones: ['0800 664 200', '0800 72 67 864'],
      years: [2019],
    },
  },
  // Home theater installer and hi-fi showroom in Madison, WI (en-US, Shopify Impulse, boilerplate: announcement slider, mega menu, newsletter with sender notice, privacy-law links, text-message widget): "serving Dane County since 1986"; a speaker maker's support line, the newsletter sender's mailbox, the chat widget's terms link.
  {
    domain: 'lakeshore-hometheater-c.com',
    name: 'Lakeshore Home Theater & Audio',
    language: 'en',
    kind: 'boilerplate',
    category: 'electronics-and-technology',
    subcategory: 'audio-and-visual',
    contacts: {
      phone: '(608) 274-3190',
      email: 'info@lakeshorehometheater-c.com',
      street: '6405 Odana Road',
      address: '6405 Odana Road, Madison, WI 53719',
      founded: 1986,
      facebook: 'https://www.facebook.com/lakeshorehometheater',
    },
    traps: ['resoldBrand', 'newsletterService', 'chatWidget'],
    decoys: {
      phones: ['1-877-406-2281'],
      emails: ['privacy@mailcrate-c.com'],
      links: ['https://www.textline-c.com/widget-terms'],
    },
  },
  // Computer and phone shop in Porto's Baixa (pt-PT, WordPress Storefront with WooCommerce): no founding year; the laptop model year 2022, its own former number, the laptop brand's support line.
  {
    domain: 'infoporto-c.pt',
    name: 'InfoPorto Informática',
    language: 'pt',
    kind: 'plain',
    category: 'electronics-and-technology',
    subcategory: 'computers-and-phones',
    contacts: {
      phone: '222 081 447',
      email: 'loja@infoporto-c.pt',
      street: 'Rua de Santa Catarina, 622',
      address: 'Rua de Santa Catarina, 622, 4000-446 Porto',
      facebook: 'https://www.facebook.com/infoportoinformatica',
    },
    traps: ['modelYear', 'formerNumber', 'resoldBrand'],
    decoys: {
      phones: ['222 005 318', '800 207 365'],
      years: [2022],
    },
  },

  // ---- Events & Entertainment ----
  // Radio and television museum in Aveiro on a shop theme, written like an electronics store (pt-PT, WordPress Flatsome, misleading: "Catálogo" of valve radios, transistors, record players, "Novidades", "Peças em destaque", cart-style ticket button): "abriu ao público em 2003"; its namesake collector's 1902, the city council's culture office phone, the sponsor's link.
  {
    domain: 'museudaradio-c.pt',
    name: 'Museu da Rádio',
    language: 'pt',
    kind: 'misleading',
    category: 'events-and-entertainment',
    subcategory: 'museums-and-exhibits',
    contacts: {
      phone: '234 420 915',
      email: 'museu@museudaradio-c.pt',
      street: 'Rua João Mendonça, 28',
      address: 'Rua João Mendonça, 28, 3800-200 Aveiro',
      founded: 2003,
      facebook: 'https://www.facebook.com/museudaradioaveiro',
    },
    traps: ['namesakeYear', 'funder', 'sponsor'],
    decoys: {
      phones: ['234 406 390'],
      years: [1902],
      links: ['https://www.eletrovouga-c.pt'],
    },
  },
  // Children's party entertainer (clown, magic, puppets) in Lima (es-PE, hand-made W3.CSS page): no founding year (only its 2025 packages); the recommended party venue's address, the cake bakery's phone.
  {
    domain: 'chispin-shows-c.pe',
    name: 'Chispín Shows Infantiles',
    language: 'es',
    kind: 'plain',
    category: 'events-and-entertainment',
    subcategory: 'childrens-entertainment',
    contacts: {
      phone: '(01) 445-2381',
      email: 'contacto@chispin-shows-c.pe',
      street: 'Av. José Larco 1150',
      address: 'Av. José Larco 1150, Of. 402, Miraflores, Lima',
      facebook: 'https://www.facebook.com/chispinshows',
    },
    traps: ['recommendedPartner', 'eventSupplier'],
    decoys: {
      phones: ['(01) 242-7719'],
      addresses: ['Av. Benavides 3120, Santiago de Surco'],
    },
  },
  // Wedding and party planner in Florence (it, WordPress Salient, boilerplate: Complianz consent with its categories, Instagram feed, Mailchimp newsletter with GDPR block, legal footer, WhatsApp button): no founding year (only the 2026 dates and the copyright); the florist partner's phone, the retina logo's file name that reads as a mailbox, the copyright year.
  {
    domain: 'fiordaliso-wedding-c.it',
    name: 'Fiordaliso Wedding & Events',
    language: 'it',
    kind: 'boilerplate',
    category: 'events-and-entertainment',
    subcategory: 'wedding-and-party',
    contacts: {
      phone: '055 234 8810',
      email: 'info@fiordaliso-wedding-c.it',
      street: 'Borgo Pinti 54',
      address: 'Borgo Pinti 54, 50121 Firenze',
      facebook: 'https://www.facebook.com/fiordalisowedding',
    },
    traps: ['eventSupplier', 'imageFileName', 'copyrightYear'],
    decoys: {
      phones: ['055 247 6613'],
      emails: ['logo-fiordaliso@2x.png'],
      years: [2025],
    },
  },
  // Small theatre and company in Liège (fr-BE, Drupal 10 Olivero): "La Valise a levé son premier rideau en 1983"; the 1692 town house, the ticket network's phone, the share buttons' Facebook sharer link beside its own page.
  {
    domain: 'theatre-valise-c.be',
    name: 'Théâtre de la Valise',
    language: 'fr',
    kind: 'plain',
    category: 'events-and-entertainment',
    subcategory: 'theater-and-opera',
    contacts: {
      phone: '04 223 18 56',
      email: 'info@theatre-valise-c.be',
      street: 'Rue Hors-Château 41',
      address: 'Rue Hors-Château 41, 4000 Liège',
      founded: 1983,
      facebook: 'https://www.facebook.com/theatredelavalise',
    },
    traps: ['buildingYear', 'ticketOffice', 'shareLinks'],
    decoys: {
      phones: ['04 221 92 21'],
      years: [1692],
      links: ['https://www.facebook.com/sharer/sharer.php?u=https://www.theatre-valise-c.be/'],
    },
  },
  // Event venue in a former body shop in Carouge (fr-CH, Next.js pages router: the words only in `__NEXT_DATA__`): "a accueilli son premier événement en 2016"; the exclusive caterer's phone, the park-and-ride's address.
  {
    domain: 'hangar21-c.ch',
    name: 'Hangar 21',
    language: 'fr',
    kind: 'jsShell',
    category: 'events-and-entertainment',
    subcategory: 'events-and-venues',
    contacts: {
      phone: '+41 22 342 19 80',
      email: 'events@hangar21-c.ch',
      street: 'Rue Jacques-Grosselin 21',
      address: 'Rue Jacques-Grosselin 21, 1227 Carouge',
      founded: 2016,
      linkedin: 'https://www.linkedin.com/company/hangar21-c',
      facebook: 'https://www.facebook.com/hangar21carouge',
    },
    traps: ['eventSupplier', 'directions'],
    decoys: {
      phones: ['+41 22 794 55 10'],
      addresses: ['Route de Saint-Julien 120, 1212 Grand-Lancy'],
    },
  },

  // ---- Pages that say nothing ----
  // Parked domain for sale with related-search and sponsored ad links (en-GB, parking lander): the parking broker's offer link and mailbox, an advertiser's link, the broker's copyright year.
  {
    domain: 'brightwell-solutions-c.co.uk',
    name: 'brightwell-solutions-c.co.uk',
    language: 'en',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['classifiedAd', 'partnerLinks', 'copyrightYear'],
    decoys: {
      emails: ['brokers@parksquare-domains-c.com'],
      years: [2025],
      links: [
        'https://www.parksquare-domains-c.com/buy/brightwell-solutions-c.co.uk',
        'https://www.officesupply-direct-c.co.uk/?src=pksq',
      ],
    },
  },
  // A web host's default "your hosting is active" page (pt-BR, hand-made host template): the host's support phone and mailbox.
  {
    domain: 'grupo-aurora-c.com.br',
    name: 'grupo-aurora-c.com.br',
    language: 'pt',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['webProvider', 'serviceHotline'],
    decoys: {
      phones: ['0800 591 2044'],
      emails: ['suporte@ninhohost-c.com.br'],
    },
  },
  // "Coming soon" countdown with a mailing-list field (es-ES, hand-made): the launch year 2026, the web agency's link and mailbox.
  {
    domain: 'lunaria-c.es',
    name: 'Lunaria',
    language: 'es',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['websiteYear', 'agencyEntity'],
    decoys: {
      emails: ['hola@pixelmar-c.es'],
      years: [2026],
      links: ['https://www.pixelmar-c.es'],
    },
  },
  // Login wall of a customer portal (de, portal software's login template): the software vendor's support hotline and its address.
  {
    domain: 'portal-hartmann-c.de',
    name: 'portal-hartmann-c.de',
    language: 'de',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['serviceHotline', 'webProvider'],
    decoys: {
      phones: ['+49 89 2154 7700'],
      addresses: ['Landsberger Straße 155, 80687 München'],
    },
  },
  // Cookie wall with nothing behind it (nl, consent vendor's wall): the consent vendor's address and the mailbox inside its contact link's query.
  {
    domain: 'vandijk-groep-c.nl',
    name: 'vandijk-groep-c.nl',
    language: 'nl',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['cookieVendor', 'urlQuery'],
    decoys: {
      emails: ['support@cookiekeeper-c.nl'],
      addresses: ['Stationsplein 45, 3013 AK Rotterdam'],
    },
  },
];
