import type { HandWrittenLabel } from '../handWrittenLabel.ts';

/**
 * Author M's share of devset38: 39 homepages of small and mid-sized businesses in Food, Beverages
 * & Tobacco, Health & Medical, Hobbies & Crafts, Home & Garden, Home Services, Legal Services &
 * Government, Media & Publishing and Money & Insurance (no subcategory twice), and five pages that
 * say nothing (a parked domain for sale, a hosting company's default page, a suspended account, a
 * maintenance page, a login wall). Twelve are plain, ten misleading (the words belong to another
 * trade than the one the company sells: a bakery blogging about its van, a psychotherapist writing
 * in garden metaphors, a guitar shop written as a hospital, a garden centre talking of its café,
 * movers talking of pianos, an appliance repairer's recipe blog, lawyers for restaurants, a wedding
 * photographer, a local news portal, an accountant for farms), nine JS shells (Next.js pages and
 * app router, Nuxt 2 and 3, SvelteKit, Remix, Gatsby, Astro islands, Angular transfer state: the
 * words live only in the app's payload) and eight buried in boilerplate (consent walls, mega
 * menus, newsletter boxes, legal footers, chat widgets, cross-sell blocks). Each page is written
 * as the real site would be (WordPress with Astra, Kadence, Elementor, Divi, GeneratePress,
 * Flatsome, OceanWP, Avada, Storefront or Newspaper, Shopify, Shopware, PrestaShop, Squarespace,
 * Wix, Jimdo, Webflow, TYPO3, Joomla, Drupal, Craft CMS, a municipal portal, GOV.UK, a hand-made
 * page, or one of the frameworks above), in its country's way of writing phones and addresses,
 * with two to five decoys of the author's choosing among the values a reader most easily takes
 * wrongly: other parties' phones, mailboxes, addresses and links, and years that are not the
 * founding. Thirteen business pages state no founding year while other years abound.
 *
 * Labelling rules:
 * - The category is what the company itself sells today, as a careful reader would file it,
 *   whatever most of the page talks about (a bakery blogging about its van bakes, a guitar shop
 *   written as a hospital sells and mends instruments, lawyers for restaurants are lawyers, an
 *   accountant for farms is an accountant, movers who talk of pianos move house).
 * - `contacts` holds only the company's own current facts for the place customers use: the phone
 *   to call first today as the page writes it (the visible text; the attribute or markup value
 *   only when the page has nothing else), the general mailbox, the street line (`street`, verbatim
 *   on the page) and the whole address (`address`, as the page writes it) customers visit now,
 *   the founding or first opening year (a takeover, rename or move keeps the original year when
 *   the page states it), and the LinkedIn and Facebook hrefs. A field the page does not state is
 *   left out.
 * - `decoys` lists what must never be taken, each verbatim on the page (phones exactly as
 *   written, addresses as a contiguous substring, years as numbers appearing on the page): other
 *   parties' phones, mailboxes, addresses and links (helplines, suppliers, makers' hotlines,
 *   utilities, regulators, professional bodies, ombudsmen, public offices, partners, clients in
 *   testimonials and case studies, venues, florists, web agencies, hosting, parking and portal
 *   companies), the company's own former address, and years that are not the founding
 *   (buildings, takeovers, moves, licences, certifications, memberships, awards, standards and
 *   laws, price lists, model years, the owner's career, a client's founding, copyright lines).
 *   `traps` names their kinds; a page has traps exactly when it has decoys.
 * - The company's own secondary lines and mailboxes (WhatsApp, fax, mobile) are neither truth nor
 *   decoy.
 * - Say-nothing pages are `uncategorised` and carry no contacts; the parking, hosting, agency and
 *   platform companies' numbers, mailboxes, addresses and links on them are decoys.
 */
export const DEVSET38_LABELS_M: readonly HandWrittenLabel[] = [
  // ---- Food, Beverages & Tobacco ----
  // Flemish bakery (nl-BE, WordPress Astra) blogging almost only about restoring its 1968 Citroën HY van: "Al sinds 1962"; the restoring garage's number, the van's model year, the grandson's 2011 takeover, the copyright year.
  {
    domain: 'bakkerij-denheuvel-m.be',
    name: 'Bakkerij Den Heuvel',
    language: 'nl',
    kind: 'misleading',
    category: 'food-beverages-and-tobacco',
    subcategory: 'bakery-and-pastry',
    contacts: {
      phone: '052 21 36 84',
      email: 'info@bakkerij-denheuvel-m.be',
      street: 'Kerkstraat 41',
      address: 'Kerkstraat 41, 9200 Dendermonde',
      founded: 1962,
      facebook: 'https://www.facebook.com/bakkerijdenheuvel',
    },
    traps: ['supplierContact', 'modelYear', 'timeline', 'copyrightYear'],
    decoys: { phones: ['052 42 19 07'], years: [1968, 2011, 2025] },
  },
  // Coffee roaster in Trieste (it, Nuxt 2 `window.__NUXT__`, the values passed as the closure's arguments): "Tostiamo caffè a Trieste dal 1951"; the green-coffee importer and the roaster maker's service line, the 2019 medal, the copyright year.
  {
    domain: 'torrefazione-molo-m.it',
    name: 'Torrefazione Molo',
    language: 'it',
    kind: 'jsShell',
    category: 'food-beverages-and-tobacco',
    subcategory: 'coffee-and-tea',
    contacts: {
      phone: '040 636 218',
      email: 'info@torrefazione-molo-m.it',
      street: 'Via Cavana 14',
      address: 'Via Cavana 14, 34124 Trieste',
      founded: 1951,
    },
    traps: ['supplierContact', 'manufacturerHotline', 'awardYear', 'copyrightYear'],
    decoys: {
      phones: ['040 311 4570', '+49 2821 93 30 0'],
      addresses: ['Molo VII, Punto Franco Nuovo, 34123 Trieste'],
      years: [2019, 2025],
    },
  },
  // Microbrewery in Charlevoix (fr-CA, WordPress Kadence): "Le premier brassin a coulé en 2013"; the old forge's year, the brewer's permit year, the tourist office's number, the copyright year.
  {
    domain: 'microbrasserie-lanse-m.ca',
    name: 'Microbrasserie de l’Anse',
    language: 'fr',
    kind: 'plain',
    category: 'food-beverages-and-tobacco',
    subcategory: 'beer-and-wine',
    contacts: {
      phone: '418 435-2271',
      email: 'bonjour@microbrasserie-lanse-m.ca',
      street: '152, rue Sainte-Anne',
      address: '152, rue Sainte-Anne, Baie-Saint-Paul (Québec) G3Z 1P4',
      founded: 2013,
      facebook: 'https://www.facebook.com/microbrasseriedelanse',
    },
    traps: ['buildingYear', 'licenceYear', 'recommendedPartner', 'copyrightYear'],
    decoys: { phones: ['418 665-4454'], years: [1897, 2014, 2025] },
  },
  // Fishmonger in Porto (pt-PT, Shopify Dawn) buried in a cookie wall, a mega menu, a newsletter box and a legal footer: "Desde 1979 na Ribeira do Porto"; the carrier's helpline, the arbitration centre's address, the complaints-book link, the MSC year.
  {
    domain: 'peixaria-ribeira-m.pt',
    name: 'Peixaria da Ribeira',
    language: 'pt',
    kind: 'boilerplate',
    category: 'food-beverages-and-tobacco',
    subcategory: 'meat-seafood-and-eggs',
    contacts: {
      phone: '+351 22 208 4417',
      email: 'loja@peixaria-ribeira-m.pt',
      street: 'Cais da Ribeira 22',
      address: 'Cais da Ribeira 22, 4050-510 Porto',
      founded: 1979,
      facebook: 'https://www.facebook.com/peixariadaribeira',
    },
    traps: ['serviceHotline', 'consumerArbitration', 'partnerLinks', 'certificationYear'],
    decoys: {
      phones: ['707 200 418'],
      addresses: ['Rua Damião de Góis 31, 4050-225 Porto'],
      years: [2016],
      links: ['https://www.livroreclamacoes.pt/inicio'],
    },
  },
  // Tobacconist in Bath (en-GB, Squarespace): "trading from this little shop since 1926"; the Georgian building's year, the cigar vintage, the NHS quit-smoking helpline.
  {
    domain: 'hallidays-tobacconist-m.co.uk',
    name: "Halliday's Tobacconist",
    language: 'en',
    kind: 'plain',
    category: 'food-beverages-and-tobacco',
    subcategory: 'smoking-and-tobacco',
    contacts: {
      phone: '01225 463 218',
      email: 'shop@hallidays-tobacconist-m.co.uk',
      street: '14 Union Passage',
      address: '14 Union Passage, Bath BA1 1RE',
      founded: 1926,
      facebook: 'https://www.facebook.com/HallidaysOfBath',
    },
    traps: ['buildingYear', 'modelYear', 'helpline'],
    decoys: { phones: ['0300 123 1044'], years: [1794, 2021] },
  },
  // ---- Health & Medical ----
  // Dental clinic in Guadalajara (es-MX, WordPress Elementor): "Abrimos nuestras puertas en 1998"; the dental lab's number, the director's graduation year, the COFEPRIS renewal year.
  {
    domain: 'clinicadentalarboleda-m.com.mx',
    name: 'Clínica Dental Arboleda',
    language: 'es',
    kind: 'plain',
    category: 'health-and-medical',
    subcategory: 'dental-services',
    contacts: {
      phone: '33 3615 2847',
      email: 'citas@clinicadentalarboleda-m.com.mx',
      street: 'Av. Chapultepec Sur 284',
      address: 'Av. Chapultepec Sur 284, Col. Americana, 44160 Guadalajara, Jal.',
      founded: 1998,
      facebook: 'https://www.facebook.com/ClinicaDentalArboleda',
    },
    traps: ['supplierContact', 'experienceYears', 'licenceYear'],
    decoys: { phones: ['33 3812 4410'], years: [1991, 2009] },
  },
  // Optician in Graz (de-AT, Next.js pages router `__NEXT_DATA__`): "Seit 1972 ist Optik Murinsel am Lendplatz zu Hause"; the neighbouring hearing-aid shop's number and address, the daughter's master's exam, the 2022 award.
  {
    domain: 'optik-murinsel-m.at',
    name: 'Optik Murinsel',
    language: 'de',
    kind: 'jsShell',
    category: 'health-and-medical',
    subcategory: 'vision-and-hearing',
    contacts: {
      phone: '0316 71 24 83',
      email: 'optik@optik-murinsel-m.at',
      street: 'Lendplatz 17',
      address: 'Lendplatz 17, 8020 Graz',
      founded: 1972,
      facebook: 'https://www.facebook.com/optikmurinsel',
    },
    traps: ['recommendedPartner', 'familyHistoryYear', 'awardYear'],
    decoys: {
      phones: ['0316 82 19 44'],
      addresses: ['Annenstraße 32, 8020 Graz'],
      years: [1994, 2022],
    },
  },
  // Psychotherapy practice in Florence (it, Jimdo) written entirely in garden metaphors (seeds, roots, pruning): no founding year; the professional order's address, the Telefono Amico helpline, the 2006 registration, the copyright year.
  {
    domain: 'psicoterapia-ilgiardino-m.it',
    name: 'Il Giardino – Studio di psicoterapia',
    language: 'it',
    kind: 'misleading',
    category: 'health-and-medical',
    subcategory: 'mental-health',
    contacts: {
      phone: '055 247 8831',
      email: 'studio@psicoterapia-ilgiardino-m.it',
      street: 'Via dei Serragli 41',
      address: 'Via dei Serragli 41, 50124 Firenze',
    },
    traps: ['professionalBody', 'helpline', 'membershipYear', 'copyrightYear'],
    decoys: {
      phones: ['02 2327 2327'],
      addresses: ['Via Vittorio Emanuele II 64, 50134 Firenze'],
      years: [2006, 2024],
    },
  },
  // Pharmacy in Niort (fr, PrestaShop) buried in an Axeptio cookie wall, a mega menu of cosmetics, a newsletter box, a chat widget and a legal footer: "tenue par la même famille depuis 1954"; the night-duty pharmacy number, the host's address, the regulator's link, the online-sale authorisation year.
  {
    domain: 'pharmacie-des-halles-m.fr',
    name: 'Pharmacie des Halles',
    language: 'fr',
    kind: 'boilerplate',
    category: 'health-and-medical',
    subcategory: 'pharmacy-and-medicine',
    contacts: {
      phone: '05 49 24 17 36',
      email: 'contact@pharmacie-des-halles-m.fr',
      street: '5, place des Halles',
      address: '5, place des Halles, 79000 Niort',
      founded: 1954,
    },
    traps: ['pharmacyOnDuty', 'webProvider', 'professionalBody', 'licenceYear'],
    decoys: {
      phones: ['3237'],
      addresses: ['2 rue Kellermann, 59100 Roubaix'],
      years: [2017],
      links: ['https://www.ordre.pharmacien.fr/'],
    },
  },
  // Mobility-aids showroom in Northampton (en-GB, Astro island, `client:only` props): no founding year; the Motability helpline, the breakdown partner's number, the 2023 award, the 2025 price list.
  {
    domain: 'hadley-mobility-m.co.uk',
    name: 'Hadley Mobility',
    language: 'en',
    kind: 'jsShell',
    category: 'health-and-medical',
    subcategory: 'physical-aids',
    contacts: {
      phone: '01604 739 552',
      email: 'enquiries@hadley-mobility-m.co.uk',
      street: '27 Kettering Road',
      address: '27 Kettering Road, Northampton NN1 4AS',
      facebook: 'https://www.facebook.com/hadleymobility',
    },
    traps: ['helpline', 'breakdownService', 'awardYear', 'priceListYear'],
    decoys: { phones: ['0300 456 4566', '0800 612 7081'], years: [2023, 2025] },
  },
  // ---- Hobbies & Crafts ----
  // Guitar repair and used-guitar shop in Buenos Aires (es-AR, WordPress Divi) written as a hospital (guardia, cirugía, terapia intensiva): "En 2004 abrimos el Hospital de Guitarras"; the strings wholesaler's number, the luthier's career start, a model year, the web agency's link.
  {
    domain: 'hospitaldeguitarras-m.com.ar',
    name: 'Hospital de Guitarras',
    language: 'es',
    kind: 'misleading',
    category: 'hobbies-and-crafts',
    subcategory: 'music-and-instruments',
    contacts: {
      phone: '(011) 4831-2290',
      email: 'turnos@hospitaldeguitarras-m.com.ar',
      street: 'Gorriti 4862',
      address: 'Gorriti 4862, C1414BJL CABA',
      founded: 2004,
      facebook: 'https://www.facebook.com/hospitaldeguitarras',
    },
    traps: ['supplierContact', 'experienceYears', 'modelYear', 'webProvider'],
    decoys: {
      phones: ['(011) 4953-7781'],
      years: [1989, 1962],
      links: ['https://estudiopixelsur-m.com.ar/'],
    },
  },
  // Yarn shop in Woodstock, Vermont (en-US, Shopify Craft): "We opened our doors in 2009"; the storefront's 1852, the spinning mill's number, the wool festival's venue, the copyright year.
  {
    domain: 'woolandwhimsy-m.com',
    name: 'Wool & Whimsy',
    language: 'en',
    kind: 'plain',
    category: 'hobbies-and-crafts',
    subcategory: 'needlework-and-knitting',
    contacts: {
      phone: '(802) 457-3190',
      email: 'hello@woolandwhimsy-m.com',
      street: '18 Central Street',
      address: '18 Central Street, Woodstock, VT 05091',
      founded: 2009,
      facebook: 'https://www.facebook.com/woolandwhimsyvt',
    },
    traps: ['buildingYear', 'supplierContact', 'eventVenue', 'copyrightYear'],
    decoys: {
      phones: ['(802) 254-8871'],
      addresses: ["Tunbridge World's Fairgrounds, 15 Fairground Road, Tunbridge, VT 05077"],
      years: [1852, 2025],
    },
  },
  // Fishing-tackle shop in Lauenburg (de, Shopware 6) buried in a cookie wall, a mega menu, a newsletter box, a legal footer and a chat bubble: no founding year; the district fisheries office's address and number, the reel maker's hotline, the EU dispute link, the 1998 membership and the 2025 exam.
  {
    domain: 'angelcenter-elbufer-m.de',
    name: 'Angelcenter Elbufer',
    language: 'de',
    kind: 'boilerplate',
    category: 'hobbies-and-crafts',
    subcategory: 'fishing-and-hunting',
    contacts: {
      phone: '04153 58 27 90',
      email: 'laden@angelcenter-elbufer-m.de',
      street: 'Elbstraße 63',
      address: 'Elbstraße 63, 21481 Lauenburg/Elbe',
    },
    traps: ['publicOffice', 'manufacturerHotline', 'consumerArbitration', 'membershipYear'],
    decoys: {
      phones: ['04541 888-412', '0800 744 62 63'],
      addresses: ['Barlachstraße 2, 23909 Ratzeburg'],
      years: [1998, 2025],
      links: ['https://ec.europa.eu/consumers/odr'],
    },
  },
  // Art-supplies and paper shop in Liège (fr-BE, SvelteKit, the words only in the inline `data`): "a ouvert ses portes depuis 1983"; the 2018 takeover, the academy's address, the framer's number.
  {
    domain: 'papeterie-outremeuse-m.be',
    name: "Papeterie d'Outremeuse",
    language: 'fr',
    kind: 'jsShell',
    category: 'hobbies-and-crafts',
    subcategory: 'painting-and-paper',
    contacts: {
      phone: '04 343 27 61',
      email: 'info@papeterie-outremeuse-m.be',
      street: 'Rue Puits-en-Sock 88',
      address: 'Rue Puits-en-Sock 88, 4020 Liège',
      founded: 1983,
      facebook: 'https://www.facebook.com/papeterieoutremeuse',
    },
    traps: ['timeline', 'eventVenue', 'recommendedPartner'],
    decoys: {
      phones: ['04 222 18 09'],
      addresses: ['Rue des Anglais 21, 4000 Liège'],
      years: [2018],
    },
  },
  // Astrologer in São Paulo (pt-BR, Wix): "Atendo desde 2011"; an example birth date, the Saturn-transit year, the CVV helpline, the Wix credit link.
  {
    domain: 'mapaastral-lunaclara-m.com.br',
    name: 'Luna Clara Astrologia',
    language: 'pt',
    kind: 'plain',
    category: 'hobbies-and-crafts',
    subcategory: 'astrology-and-numerology',
    contacts: {
      phone: '(11) 98344-2107',
      email: 'contato@mapaastral-lunaclara-m.com.br',
      street: 'Rua Harmonia 512',
      address: 'Rua Harmonia 512, sala 3, Vila Madalena, São Paulo - SP, CEP 05435-000',
      founded: 2011,
      facebook: 'https://www.facebook.com/lunaclaraastrologia',
    },
    traps: ['exampleValue', 'helpline', 'webProvider'],
    decoys: { phones: ['188'], years: [1987, 2026], links: ['https://pt.wix.com/'] },
  },
  // ---- Home & Garden ----
  // Garden centre near Bristol (en-GB, WordPress GeneratePress) whose homepage is almost all its café (breakfasts, roasts, afternoon tea): "growing plants on this site since 1971"; the café's 2018 opening, the butcher's number, the table-booking link, the copyright year.
  {
    domain: 'thornbury-garden-centre-m.co.uk',
    name: 'Thornbury Garden Centre',
    language: 'en',
    kind: 'misleading',
    category: 'home-and-garden',
    subcategory: 'garden-and-pond',
    contacts: {
      phone: '01454 412 860',
      email: 'info@thornbury-garden-centre-m.co.uk',
      street: 'Grovesend Nursery, Gloucester Road',
      address: 'Grovesend Nursery, Gloucester Road, Thornbury, Bristol BS35 1JH',
      founded: 1971,
      facebook: 'https://www.facebook.com/thornburygardencentre',
    },
    traps: ['timeline', 'supplierContact', 'bookingPlatform', 'copyrightYear'],
    decoys: {
      phones: ['01454 281 777'],
      years: [2018, 2025],
      links: ['https://www.resdiary.com/restaurant/thepottingshedcafethornbury'],
    },
  },
  // Stove and fireplace showroom in Zwolle (nl, Remix `window.__remixContext`): no founding year; the chimney sweep's number, the subsidy agency's link, the Ecodesign standard year, the subsidy year.
  {
    domain: 'kachelhuis-vanderlinde-m.nl',
    name: 'Kachelhuis Van der Linde',
    language: 'nl',
    kind: 'jsShell',
    category: 'home-and-garden',
    subcategory: 'energy-and-heating',
    contacts: {
      phone: '038 421 65 30',
      email: 'info@kachelhuis-vanderlinde-m.nl',
      street: 'Ceintuurbaan 41',
      address: 'Ceintuurbaan 41, 8024 AA Zwolle',
      facebook: 'https://www.facebook.com/kachelhuisvanderlinde',
    },
    traps: ['recommendedPartner', 'funder', 'standardYear'],
    decoys: {
      phones: ['038 460 21 18'],
      years: [2022, 2025],
      links: ['https://www.rvo.nl/subsidies-financiering/isde'],
    },
  },
  // Furniture maker and showroom in Lissone (it, WordPress Flatsome + WooCommerce) buried in an iubenda cookie wall, a mega menu, a cross-sell block, a newsletter box and a legal footer: "la bottega aprì nel 1958"; the trade fair's address and year, the finance company's freephone, the GDPR year.
  {
    domain: 'mobilificio-brianza-m.it',
    name: 'Mobilificio Brianza',
    language: 'it',
    kind: 'boilerplate',
    category: 'home-and-garden',
    subcategory: 'furniture-stores',
    contacts: {
      phone: '039 245 7810',
      email: 'info@mobilificio-brianza-m.it',
      street: 'Via Matteotti 126',
      address: 'Via Matteotti 126, 20851 Lissone (MB)',
      founded: 1958,
      facebook: 'https://www.facebook.com/mobilificiobrianza',
    },
    traps: ['tradeFair', 'serviceHotline', 'standardYear', 'copyrightYear'],
    decoys: {
      phones: ['800 112 440'],
      addresses: ['Strada Statale del Sempione 28, 20017 Rho (MI)'],
      years: [2025, 2016],
    },
  },
  // Kitchen studio in Valencia (es, Webflow): "Desde 1994 diseñamos, fabricamos y montamos cocinas"; the former showroom address, the 2016 move, the 2019 award, the appliance makers' service number.
  {
    domain: 'cocinas-turia-m.es',
    name: 'Cocinas Turia',
    language: 'es',
    kind: 'plain',
    category: 'home-and-garden',
    subcategory: 'bathroom-and-kitchen',
    contacts: {
      phone: '963 52 18 44',
      email: 'estudio@cocinas-turia-m.es',
      street: 'Calle Sueca 37',
      address: 'Calle Sueca 37, 46006 Valencia',
      founded: 1994,
      linkedin: 'https://www.linkedin.com/company/cocinas-turia',
      facebook: 'https://www.facebook.com/cocinasturia',
    },
    traps: ['previousAddress', 'timeline', 'awardYear', 'manufacturerHotline'],
    decoys: {
      phones: ['976 30 58 21'],
      addresses: ['Avenida del Puerto 112, 46023 Valencia'],
      years: [2016, 2019],
    },
  },
  // Decoration shop and interior-design studio in Lisbon (pt-PT, Gatsby, the words only in the inlined page data): no founding year; the joinery's number, the antique tiles' 1890, the 2025 collection.
  {
    domain: 'casa-alecrim-decor-m.pt',
    name: 'Casa Alecrim',
    language: 'pt',
    kind: 'jsShell',
    category: 'home-and-garden',
    subcategory: 'decoration-and-interior',
    contacts: {
      phone: '+351 21 342 7716',
      email: 'ola@casa-alecrim-decor-m.pt',
      street: 'Rua da Rosa 184',
      address: 'Rua da Rosa 184, 1200-389 Lisboa',
      facebook: 'https://www.facebook.com/casaalecrimdecor',
    },
    traps: ['recommendedPartner', 'modelYear', 'priceListYear'],
    decoys: { phones: ['21 887 3054'], years: [1890, 2025] },
  },
  // ---- Home Services ----
  // Plumbing and heating firm in Bremen (de, TYPO3): "1986 machte sich Heinz Brandt … selbstständig"; the 1979 master's certificate, the chamber of crafts' address, the gas utility's fault line, TYPO3's copyright line in the head comment.
  {
    domain: 'haustechnik-brandt-m.de',
    name: 'Haustechnik Brandt',
    language: 'de',
    kind: 'plain',
    category: 'home-services',
    subcategory: 'plumbing-and-sanitation',
    contacts: {
      phone: '0421 38 47 19',
      email: 'info@haustechnik-brandt-m.de',
      street: 'Hastedter Heerstraße 211',
      address: 'Hastedter Heerstraße 211, 28207 Bremen',
      founded: 1986,
      facebook: 'https://www.facebook.com/haustechnikbrandt',
    },
    traps: ['familyHistoryYear', 'professionalBody', 'utilityEmergency', 'copyrightYear'],
    decoys: {
      phones: ['0421 359 2290'],
      addresses: ['Ansgaritorstraße 24, 28195 Bremen'],
      years: [1979, 1998],
    },
  },
  // Removal company in Santiago (es-CL, hand-made Bootstrap) whose homepage talks mostly of pianos (Steinway, cuerdas, afinación): "nacimos en 2001"; the piano tuner's number, the theatre client's address, the piano's model year.
  {
    domain: 'mudanzascordillera-m.cl',
    name: 'Mudanzas Cordillera',
    language: 'es',
    kind: 'misleading',
    category: 'home-services',
    subcategory: 'moving-and-storage',
    contacts: {
      phone: '+56 2 2234 5610',
      email: 'cotizaciones@mudanzascordillera-m.cl',
      street: 'Av. Vicuña Mackenna 3245',
      address: 'Av. Vicuña Mackenna 3245, San Joaquín, Santiago',
      founded: 2001,
      facebook: 'https://www.facebook.com/mudanzascordillera',
    },
    traps: ['recommendedPartner', 'clientReference', 'modelYear'],
    decoys: {
      phones: ['+56 9 8123 4470'],
      addresses: ['Agustinas 794, Santiago'],
      years: [1911],
    },
  },
  // Domestic cleaning service paid with service vouchers in Temse (nl-BE, WordPress Elementor) buried in a Complianz cookie wall, a mega menu, a newsletter box, a Tawk chat and a legal footer: no founding year; the voucher issuer's helpline, the 2008 accreditation, the web agency's link.
  {
    domain: 'poetsdienst-schelde-m.be',
    name: 'Poetsdienst Schelde',
    language: 'nl',
    kind: 'boilerplate',
    category: 'home-services',
    subcategory: 'cleaning-service-providers',
    contacts: {
      phone: '03 887 42 19',
      email: 'info@poetsdienst-schelde-m.be',
      street: 'Kasteelstraat 12',
      address: 'Kasteelstraat 12, 9140 Temse',
      linkedin: 'https://www.linkedin.com/company/poetsdienst-schelde',
      facebook: 'https://www.facebook.com/poetsdienstschelde',
    },
    traps: ['serviceHotline', 'licenceYear', 'webProvider'],
    decoys: {
      phones: ['02 547 54 95'],
      years: [2008],
      links: ['https://www.webatelier-waasland-m.be/'],
    },
  },
  // Home security and house-sitting company in Bogotá (es-CO, Angular transfer state `ng-state`): no founding year; the client's address in a case study, the regulator's link, the licence's 2017 and 2022, the data-protection law's 2012, the police line.
  {
    domain: 'guardianvigilancia-m.com.co',
    name: 'Guardián Vigilancia',
    language: 'es',
    kind: 'jsShell',
    category: 'home-services',
    subcategory: 'house-sitting-and-security',
    contacts: {
      phone: '(601) 745 2210',
      email: 'comercial@guardianvigilancia-m.com.co',
      street: 'Carrera 15 # 93-47',
      address: 'Carrera 15 # 93-47, Oficina 502, Bogotá',
      linkedin: 'https://www.linkedin.com/company/guardian-vigilancia',
      facebook: 'https://www.facebook.com/guardianvigilanciaco',
    },
    traps: [
      'clientReference',
      'supervisoryAuthority',
      'licenceYear',
      'standardYear',
      'emergencyNumber',
    ],
    decoys: {
      phones: ['123'],
      addresses: ['Calle 147 # 58C-40, Bogotá'],
      years: [2017, 2022, 2012],
      links: ['https://www.supervigilancia.gov.co'],
    },
  },
  // Appliance repair firm in Lyon (fr, WordPress OceanWP) whose homepage is a recipe blog (gratin, quiche, tarte Tatin): "L'atelier a été créé en 2007"; an oven's 2015, the makers' after-sales number, the recipe site's link, the copyright year.
  {
    domain: 'depannage-electromenager-lyon-m.fr',
    name: 'Dépannage Électroménager Lyon',
    language: 'fr',
    kind: 'misleading',
    category: 'home-services',
    subcategory: 'repair-service-providers',
    contacts: {
      phone: '04 78 62 39 15',
      email: 'atelier@depannage-electromenager-lyon-m.fr',
      street: '42 rue Paul Bert',
      address: '42 rue Paul Bert, 69003 Lyon',
      founded: 2007,
      facebook: 'https://www.facebook.com/depannageelectromenagerlyon',
    },
    traps: ['modelYear', 'manufacturerHotline', 'partnerLinks', 'copyrightYear'],
    decoys: {
      phones: ['09 70 82 14 60'],
      years: [2015, 2025],
      links: ['https://www.cuisine-lyonnaise-facile-m.fr/recettes/'],
    },
  },
  // ---- Legal Services & Government ----
  // Law firm for hospitality businesses in Utrecht (nl, WordPress Avada) written in restaurant words (keuken, terras, koks, brasserie): "In 2005 begonnen … hun eigen advocatenkantoor"; the client brasserie's address, the trade association's and the municipality's numbers, the alcohol act's 2021, the copyright year.
  {
    domain: 'horeca-advocaten-m.nl',
    name: 'Horeca Advocaten',
    language: 'nl',
    kind: 'misleading',
    category: 'legal-services-and-government',
    subcategory: 'lawyers-and-attorneys',
    contacts: {
      phone: '030 231 84 60',
      email: 'kantoor@horeca-advocaten-m.nl',
      street: 'Oudegracht 211',
      address: 'Oudegracht 211, 3511 NH Utrecht',
      founded: 2005,
      linkedin: 'https://www.linkedin.com/company/horeca-advocaten',
    },
    traps: [
      'testimonialSignature',
      'professionalBody',
      'publicOffice',
      'standardYear',
      'copyrightYear',
    ],
    decoys: {
      phones: ['0348 48 94 00', '14 030'],
      addresses: ['Lijnmarkt 14, 3511 KH Utrecht'],
      years: [2021, 2025],
    },
  },
  // Bailiffs' office in Charleroi (fr-BE, Joomla Cassiopeia): "L'étude a été fondée en 1969"; the son's 2003 appointment, the national chamber's address, the courthouse's address, the copyright year.
  {
    domain: 'huissier-delvaux-m.be',
    name: 'Étude Delvaux',
    language: 'fr',
    kind: 'plain',
    category: 'legal-services-and-government',
    subcategory: 'legal-service-providers',
    contacts: {
      phone: '071 31 42 85',
      email: 'etude@huissier-delvaux-m.be',
      street: 'Boulevard Audent 24',
      address: 'Boulevard Audent 24, 6000 Charleroi',
      founded: 1969,
    },
    traps: ['familyHistoryYear', 'professionalBody', 'publicOffice', 'copyrightYear'],
    decoys: {
      addresses: [
        'Avenue Henri Jaspar 93, 1060 Bruxelles',
        'Boulevard de Fontaine 10, 6000 Charleroi',
      ],
      years: [2003, 2025],
    },
  },
  // Vehicle-registration agency in Bari (it, Next.js app router flight data `self.__next_f.push`): "opera dal 1991"; the 1994 provincial authorisation, the motor registry's address, the motoring club's call centre, the copyright year.
  {
    domain: 'agenziapratiche-aurora-m.it',
    name: 'Agenzia Pratiche Aurora',
    language: 'it',
    kind: 'jsShell',
    category: 'legal-services-and-government',
    subcategory: 'registration-services',
    contacts: {
      phone: '080 521 43 67',
      email: 'info@agenziapratiche-aurora-m.it',
      street: 'Via Amendola 142',
      address: 'Via Amendola 142, 70126 Bari',
      founded: 1991,
      facebook: 'https://www.facebook.com/agenziapraticheaurora',
    },
    traps: ['licenceYear', 'publicOffice', 'serviceHotline', 'copyrightYear'],
    decoys: {
      phones: ['06 4477'],
      addresses: ['Viale Einaudi 47, 70125 Bari'],
      years: [1994, 2025],
    },
  },
  // Town library in Steyr (de-AT, RiS-Kommunal portal) buried in a cookie overlay, a municipal mega menu, a newsletter box and the town hall's footer: "1921 als Volksbücherei eröffnet"; the 1987 move, the building's 1908, the 2019 prize, the town hall's address and number, the library association's link.
  {
    domain: 'stadtbibliothek-steyrtal-m.at',
    name: 'Stadtbibliothek Steyrtal',
    language: 'de',
    kind: 'boilerplate',
    category: 'legal-services-and-government',
    subcategory: 'libraries-and-archives',
    contacts: {
      phone: '07252 575 340',
      email: 'bibliothek@stadtbibliothek-steyrtal-m.at',
      street: 'Grünmarkt 9',
      address: 'Grünmarkt 9, 4400 Steyr',
      founded: 1921,
    },
    traps: ['timeline', 'buildingYear', 'awardYear', 'publicOffice', 'professionalBody'],
    decoys: {
      phones: ['07252 899-0'],
      addresses: ['Stadtplatz 27, 4400 Steyr'],
      years: [1987, 1908, 2019],
      links: ['https://www.bvoe.at'],
    },
  },
  // District council's waste and recycling service (en-GB, GOV.UK design system): no founding year; the collection contractor's number, the county-run recycling centre's address, the calendar and subscription years, the 1990 act.
  {
    domain: 'ashcombe-m.gov.uk',
    name: 'Ashcombe District Council – Waste and Recycling Services',
    language: 'en',
    kind: 'plain',
    category: 'legal-services-and-government',
    subcategory: 'municipal-department',
    contacts: {
      phone: '01632 960 418',
      email: 'waste@ashcombe-m.gov.uk',
      street: 'Civic Centre, Station Road',
      address: 'Civic Centre, Station Road, Ashcombe TA20 1HN',
      facebook: 'https://www.facebook.com/AshcombeDC',
    },
    traps: ['supplierContact', 'publicOffice', 'priceListYear', 'standardYear'],
    decoys: {
      phones: ['01632 960 771'],
      addresses: ['Chard Lane, Ashcombe TA20 3PL'],
      years: [2025, 2026, 1990],
    },
  },
  // ---- Media & Publishing ----
  // Wedding photographer in Bologna (it, Squarespace) whose homepage is all weddings (abito, bouquet, torta nuziale, location): no founding year; the villa venue's address, number and 1753, the florist's number, the 2024 awards.
  {
    domain: 'fotografa-chiaraventi-m.it',
    name: 'Chiara Venti Fotografia',
    language: 'it',
    kind: 'misleading',
    category: 'media-and-publishing',
    subcategory: 'photography',
    contacts: {
      phone: '+39 347 218 9940',
      email: 'ciao@fotografa-chiaraventi-m.it',
      street: 'Via San Vitale 58',
      address: 'Via San Vitale 58, 40125 Bologna',
      facebook: 'https://www.facebook.com/chiaraventifotografa',
    },
    traps: ['eventVenue', 'eventSupplier', 'buildingYear', 'awardYear'],
    decoys: {
      phones: ['051 58 22 17', '051 23 47 19'],
      addresses: ['Via di Gaibola 12, 40136 Bologna'],
      years: [1753, 2024],
    },
  },
  // Bookshop in Alcalá de Henares (es, WordPress Storefront + WooCommerce) buried in a CookieYes wall, a mega menu, a newsletter box with its GDPR notice and a legal footer: "abrió sus puertas en 1977"; the Quijote facsimile's 1605, the theatre venue's address, the booksellers' association and marketplace links.
  {
    domain: 'libreria-alcala-m.es',
    name: 'Librería Alcalá',
    language: 'es',
    kind: 'boilerplate',
    category: 'media-and-publishing',
    subcategory: 'books-and-magazines',
    contacts: {
      phone: '918 82 45 16',
      email: 'libros@libreria-alcala-m.es',
      street: 'Calle Mayor 44',
      address: 'Calle Mayor 44, 28801 Alcalá de Henares (Madrid)',
      founded: 1977,
      facebook: 'https://www.facebook.com/libreriaalcala',
    },
    traps: ['namesakeYear', 'eventVenue', 'professionalBody', 'marketplace', 'copyrightYear'],
    decoys: {
      addresses: ['Plaza de Cervantes 15, 28801 Alcalá de Henares'],
      years: [1605, 2025],
      links: ['https://www.cegal.es/', 'https://www.todostuslibros.com/librerias/libreria-alcala'],
    },
  },
  // Recording and video studio in Berlin-Neukölln (de, Nuxt 3 `__NUXT_DATA__`): no founding year; the mastering partner's number, the mixing desk's 1973, the 2025 price list.
  {
    domain: 'tonstudio-kiezklang-m.de',
    name: 'Kiezklang Tonstudio',
    language: 'de',
    kind: 'jsShell',
    category: 'media-and-publishing',
    subcategory: 'video-and-sound',
    contacts: {
      phone: '030 609 82 741',
      email: 'studio@tonstudio-kiezklang-m.de',
      street: 'Reuterstraße 38',
      address: 'Reuterstraße 38, 12047 Berlin',
      facebook: 'https://www.facebook.com/kiezklangstudio',
    },
    traps: ['recommendedPartner', 'modelYear', 'priceListYear'],
    decoys: { phones: ['030 695 18 240'], years: [1973, 2025] },
  },
  // Regional news portal in Taubaté (pt-BR, WordPress Newspaper) whose homepage is football, weather, health and food stories: "circula desde 1987"; the football club's 1914, the civil-defence number, the eye clinic's number from an article, the festival's 2025.
  {
    domain: 'gazetadovale-m.com.br',
    name: 'Gazeta do Vale',
    language: 'pt',
    kind: 'misleading',
    category: 'media-and-publishing',
    subcategory: 'media-and-information',
    contacts: {
      phone: '(12) 3632-4410',
      email: 'redacao@gazetadovale-m.com.br',
      street: 'Rua Visconde do Rio Branco 312',
      address: 'Rua Visconde do Rio Branco 312, Centro, Taubaté - SP, CEP 12020-040',
      founded: 1987,
      facebook: 'https://www.facebook.com/gazetadovale',
    },
    traps: ['newsMention', 'emergencyNumber', 'namesakeYear', 'anniversaryYear'],
    decoys: { phones: ['199', '(12) 3625-7700'], years: [1914, 2025] },
  },
  // ---- Money & Insurance ----
  // Accountancy firm for farms near Rennes (fr, Drupal 10) written in farming words (vaches, traite, moisson, PAC): "En 1992 … a ouvert le cabinet"; a client farm's 1978 founding in a testimonial, the CAP reform's 2023, the chamber of agriculture's address, the farmers' social-security number.
  {
    domain: 'cabinet-agricompta-m.fr',
    name: 'Agricompta',
    language: 'fr',
    kind: 'misleading',
    category: 'money-and-insurance',
    subcategory: 'accounting-and-tax',
    contacts: {
      phone: '02 99 54 31 78',
      email: 'accueil@cabinet-agricompta-m.fr',
      street: '14 rue de la Motte-Brûlon',
      address: '14 rue de la Motte-Brûlon, 35700 Rennes',
      founded: 1992,
      linkedin: 'https://www.linkedin.com/company/cabinet-agricompta',
    },
    traps: ['clientReference', 'standardYear', 'publicOffice', 'helpline'],
    decoys: {
      phones: ['02 99 01 80 80'],
      addresses: ['rue Maurice Le Lannou, 35042 Rennes'],
      years: [1978, 2023],
    },
  },
  // Independent insurance broker in Apeldoorn (nl, hand-made Tailwind): no founding year; the insurer's emergency centre, the complaints institute's address, the 2007 licence and the 2024 quality mark.
  {
    domain: 'verzekeringen-bosman-m.nl',
    name: 'Bosman Verzekeringen',
    language: 'nl',
    kind: 'plain',
    category: 'money-and-insurance',
    subcategory: 'insurance',
    contacts: {
      phone: '055 521 38 40',
      email: 'advies@verzekeringen-bosman-m.nl',
      street: 'Deventerstraat 74',
      address: 'Deventerstraat 74, 7311 LW Apeldoorn',
      linkedin: 'https://www.linkedin.com/company/bosman-verzekeringen',
      facebook: 'https://www.facebook.com/bosmanverzekeringen',
    },
    traps: ['insurerDetails', 'consumerArbitration', 'licenceYear', 'certificationYear'],
    decoys: {
      phones: ['+31 20 651 59 44'],
      addresses: ['Postbus 93257, 2509 AG Den Haag'],
      years: [2007, 2024],
    },
  },
  // Estate agency in Porto's Foz (pt-PT, eGO Real Estate) buried in a cookie modal, a property-search mega menu, a newsletter box and a legal footer: no founding year; a listed house's address, the partner bank's helpline, the complaints-book link, the licence's 2012.
  {
    domain: 'imobiliaria-foz-m.pt',
    name: 'Imobiliária Foz',
    language: 'pt',
    kind: 'boilerplate',
    category: 'money-and-insurance',
    subcategory: 'real-estate',
    contacts: {
      phone: '+351 22 617 3340',
      email: 'geral@imobiliaria-foz-m.pt',
      street: 'Avenida do Brasil 412',
      address: 'Avenida do Brasil 412, 4150-153 Porto',
      facebook: 'https://www.facebook.com/imobiliariafoz',
    },
    traps: ['classifiedAd', 'bankDetails', 'partnerLinks', 'licenceYear'],
    decoys: {
      phones: ['+351 21 781 22 00'],
      addresses: ['Rua do Molhe 88, 4150-502 Porto'],
      years: [2012],
      links: ['https://www.livroreclamacoes.pt/inicio'],
    },
  },
  // Debt-advice firm in Manchester (en-GB, WordPress Kadence): no founding year; the free debt charity's helpline, the ombudsman's address, the regulator's register link, the 1974 act and the 2016 authorisation.
  {
    domain: 'clearpath-debt-advice-m.co.uk',
    name: 'ClearPath Debt Advice',
    language: 'en',
    kind: 'plain',
    category: 'money-and-insurance',
    subcategory: 'credit-and-debt-services',
    contacts: {
      phone: '0161 834 2290',
      email: 'help@clearpath-debt-advice-m.co.uk',
      street: '42 Deansgate',
      address: '3rd Floor, 42 Deansgate, Manchester M3 2EG',
      linkedin: 'https://www.linkedin.com/company/clearpath-debt-advice',
    },
    traps: [
      'helpline',
      'consumerArbitration',
      'supervisoryAuthority',
      'standardYear',
      'licenceYear',
    ],
    decoys: {
      phones: ['0808 808 4000'],
      addresses: ['Exchange Tower, London E14 9SR'],
      years: [1974, 2016],
      links: ['https://register.fca.org.uk/'],
    },
  },
  // Independent wealth manager in Zürich (de-CH, Craft CMS): "Seit der Gründung im Jahr 1999"; the 2021 licence, the regulator's and the ombudsman's addresses, the custodian bank's helpline.
  {
    domain: 'vermoegen-limmat-m.ch',
    name: 'Limmat Vermögensverwaltung AG',
    language: 'de',
    kind: 'plain',
    category: 'money-and-insurance',
    subcategory: 'investments-and-wealth',
    contacts: {
      phone: '+41 44 211 34 56',
      email: 'info@vermoegen-limmat-m.ch',
      street: 'Talstrasse 58',
      address: 'Talstrasse 58, 8001 Zürich',
      founded: 1999,
      linkedin: 'https://www.linkedin.com/company/limmat-vermoegensverwaltung',
    },
    traps: ['licenceYear', 'supervisoryAuthority', 'consumerArbitration', 'bankDetails'],
    decoys: {
      phones: ['+41 58 888 42 10'],
      addresses: ['Laupenstrasse 27, 3003 Bern', 'Bleicherweg 10, 8002 Zürich'],
      years: [2021],
    },
  },
  // ---- Say-nothing pages ----
  // Parked domain for sale (en), related-search ad links: the parking company's broker line, mailbox, address and links.
  {
    domain: 'sunvale-m.com',
    name: 'sunvale-m.com (parked)',
    language: 'en',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['agencyEntity', 'marketplace', 'copyrightYear'],
    decoys: {
      phones: ['+1 (617) 499-8312'],
      emails: ['brokers@domainharbor-m.com'],
      addresses: ['100 Summer Street, Boston, MA 02110'],
      years: [2025],
      links: ['https://www.domainharbor-m.com/buy/sunvale-m.com?utm_source=lander'],
    },
  },
  // Hosting company's default page on a fresh package (en): the host's support line, mailbox, address and links.
  {
    domain: 'oakfieldjoinery-m.co.uk',
    name: 'oakfieldjoinery-m.co.uk (hosting default page)',
    language: 'en',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['webProvider', 'serviceHotline', 'copyrightYear'],
    decoys: {
      phones: ['0333 577 2210'],
      emails: ['support@brightnode-hosting-m.co.uk'],
      addresses: ['Unit 7, Kingsway Business Park, Rochdale OL16 4NW'],
      years: [2025],
      links: ['https://my.brightnode-hosting-m.co.uk/login'],
    },
  },
  // Suspended hosting account (pt-BR, cPanel "Conta suspensa"): the host's freephone, WhatsApp, mailbox, address and client-area link.
  {
    domain: 'academiavivafit-m.com.br',
    name: 'academiavivafit-m.com.br (suspended)',
    language: 'pt',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['webProvider', 'serviceHotline', 'copyrightYear'],
    decoys: {
      phones: ['0800 591 2240', '(51) 99812-4470'],
      emails: ['suporte@hostsul-m.com.br'],
      addresses: ['Av. Ipiranga 6681, Prédio 99A, Porto Alegre - RS'],
      years: [2025],
      links: ['https://cliente.hostsul-m.com.br/clientarea.php'],
    },
  },
  // Maintenance page (it, WordPress SeedProd): the web agency's number, mailbox, address and link, the GDPR year.
  {
    domain: 'enotecadelborgo-m.it',
    name: 'enotecadelborgo-m.it (maintenance)',
    language: 'it',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['webProvider', 'standardYear'],
    decoys: {
      phones: ['0577 28 41 90'],
      emails: ['info@pixelstudio-siena-m.it'],
      addresses: ['Via Pantaneto 92, 53100 Siena'],
      years: [2016],
      links: ['https://www.pixelstudio-siena-m.it/'],
    },
  },
  // Login wall of a B2B customer portal (nl): the portal vendor's helpdesk number, mailbox and link.
  {
    domain: 'vdberg-groothandel-m.nl',
    name: 'vdberg-groothandel-m.nl (login wall)',
    language: 'nl',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['webProvider', 'serviceHotline', 'copyrightYear'],
    decoys: {
      phones: ['085 303 41 20'],
      emails: ['support@portaalwerk-m.nl'],
      years: [2025],
      links: ['https://www.portaalwerk-m.nl/?utm_source=login'],
    },
  },
];
