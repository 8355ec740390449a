import type { HandWrittenLabel } from '../handWrittenLabel.ts';

/**
 * devset28, author C: 44 homepages in `pages/{domain}.html`.
 *
 * Main categories: Public & Local Services, Restaurants & Bars, Shopping & Fashion, Sports,
 * Travel & Vacation, Utilities, Vehicles & Transportation. 39 business pages, one per
 * subcategory (none twice), and 5 say-nothing pages.
 *
 * Languages: en 8 (Irish, Australian, British, New Zealand, Canadian), de 6 (Austrian, Swiss),
 * fr 6 (Belgian, Québec, Swiss), es 6 (Mexican, Argentine), nl 6 (Belgian), it 6, pt 6
 * (Brazilian, European). Kinds: plain 8, misleading 14, jsShell 8, boilerplate 9, sayNothing 5.
 *
 * Theme: companies in change (rebrands "formerly X", takeovers "now part of the Z group", a
 * granddaughter's succession, relocations with the old address still on the page, closed
 * numbers) and B2B trades in their own jargon (grease-separator emptying, process-operator
 * secondment, customs agents' association, neophyte control, food-industry workwear,
 * textile rental, sports-hall equipment inspection, TMC business travel, PPA solar for farms,
 * heating-oil delivery, inland bulk shipping, agricultural tyres, reefer trailers, truck
 * rental, fleet maintenance).
 *
 * JS shells: Nuxt 2 `__NUXT__`, Next.js `__NEXT_DATA__`, Next.js app router
 * `self.__next_f.push`, SvelteKit inline data, Remix `__remixContext`, Angular `ng-state`,
 * Astro island props, Vue SSR `__INITIAL_STATE__`.
 *
 * Labelling rules:
 * - The label is what the company itself sells today, as a careful reader would file it: a
 *   seller to another trade is filed by what it sells; a business named after another trade
 *   (or housed in another trade's old premises) by its own.
 * - `contacts` holds only what the page states as the company's own, for its main site: `phone`
 *   exactly as the visible text (or the payload) writes it, `email` as written, `street` and
 *   full `address` as the page writes them (the address contains the street), `founded` only
 *   for the company's own founding or opening year (a rebrand or a succession keeps the
 *   business's founding year when the page says so; a new business in an old building or an
 *   old name's premises takes its own opening year), `linkedin` and `facebook` exactly as
 *   written in the href. A field the page does not state is left out.
 * - `decoys` are values on the page that are not the company's: predecessors', acquirers' and
 *   groups' contacts and years (unless the page makes them the company's own), old addresses
 *   and numbers, other parties' phones, emails, addresses, links, and years that are not the
 *   founding.
 * - Say-nothing pages are `uncategorised` and carry no contacts.
 */
export const DEVSET28_LABELS_C: readonly HandWrittenLabel[] = [
  // Grease-separator emptying for kitchens (Austrian), page full of restaurant-kitchen words; renamed 2020 keeping 1987; group's Vienna phone, 1912, LinkedIn, old address and number, EN 1825 year.
  {
    domain: 'fettabscheider-service-c.at',
    name: 'Fettex Abscheiderservice GmbH',
    language: 'de',
    kind: 'misleading',
    category: 'public-and-local-services',
    subcategory: 'waste-management',
    contacts: {
      phone: '+43 732 61 44 09',
      email: 'office@fettabscheider-service-c.at',
      street: 'Industriezeile 47',
      address: 'Industriezeile 47, 4020 Linz',
      founded: 1987,
    },
    traps: ['parentGroup', 'previousAddress', 'formerNumber', 'standardYear'],
    decoys: {
      phones: ['+43 1 890 22 00', '0732 38 12 55'],
      addresses: ['Schottenring 14, 1010 Wien', 'Wiener Straße 131, 4020 Linz'],
      years: [1912, 2020, 2022, 2002],
      links: ['https://www.linkedin.com/company/enviro-holding-ag'],
    },
  },
  // Family undertaker (Belgian French), granddaughter took over 2019; moved funeral home, old office; crematorium's and federation's phones and addresses.
  {
    domain: 'funerarium-collard-c.be',
    name: 'Funérailles Collard',
    language: 'fr',
    kind: 'plain',
    category: 'public-and-local-services',
    subcategory: 'funeral-and-memorial',
    contacts: {
      phone: '04 379 22 81',
      email: 'contact@funerarium-collard-c.be',
      street: 'Chaussée de Liège 214',
      address: 'Chaussée de Liège 214, 4600 Visé',
      founded: 1952,
      facebook: 'https://www.facebook.com/funerailles.collard.vise',
    },
    traps: ['previousAddress', 'professionalBody', 'familyHistoryYear', 'eventVenue'],
    decoys: {
      phones: ['04 248 61 10', '04 223 75 90'],
      addresses: [
        'Rue de la Station 12, 4600 Visé',
        'Rue du Parc 40, 4040 Herstal',
        'Rue des Croisiers 9, 4000 Liège',
      ],
      years: [1978, 2019, 2023],
    },
  },
  // Secondment agency for process operators (Dutch), page in refinery jargon; email obfuscated in text, plain in JSON-LD; staffing group's address, phone, 1995, LinkedIn; client's turnaround year.
  {
    domain: 'detachering-procescorp-c.nl',
    name: 'ProcesCorp Detachering',
    language: 'nl',
    kind: 'misleading',
    category: 'public-and-local-services',
    subcategory: 'employment-and-career',
    contacts: {
      phone: '010 - 742 18 60',
      email: 'planning@detachering-procescorp-c.nl',
      street: 'Botlekweg 140',
      address: 'Botlekweg 140, 3197 KA Rotterdam-Botlek',
      founded: 2006,
      linkedin: 'https://www.linkedin.com/company/procescorp-detachering',
    },
    traps: ['parentGroup', 'clientReference', 'certificationYear', 'partnerLinks'],
    decoys: {
      phones: ['+31 20 555 0190'],
      addresses: ['Stationsplein 45, 3013 AK Rotterdam'],
      years: [1995, 2022, 2023],
      links: ['https://www.linkedin.com/company/stafford-talent-group'],
    },
  },
  // Customs agents' professional body (Irish), renamed 2021 from ISFCA, founded 1968; Revenue's phone, Brussels federation, old quay address, UCC 2016.
  {
    domain: 'customs-agents-council-c.ie',
    name: 'Customs Clearance Agents Council of Ireland',
    language: 'en',
    kind: 'plain',
    category: 'public-and-local-services',
    subcategory: 'professional-organizations',
    contacts: {
      phone: '+353 1 855 4120',
      email: 'secretariat@customs-agents-council-c.ie',
      street: 'Unit 4, Harbour Court, East Wall Road',
      address: 'Unit 4, Harbour Court, East Wall Road, Dublin 3, D03 X2F7',
      founded: 1968,
      linkedin: 'https://www.linkedin.com/company/ccaci-ireland',
    },
    traps: ['publicOffice', 'previousAddress', 'standardYear', 'professionalBody'],
    decoys: {
      phones: ['+353 1 738 3657'],
      addresses: ['14 North Wall Quay, Dublin 1', 'Avenue de Cortenbergh 66, 1000 Brussels'],
      years: [2016, 2021, 2022],
    },
  },
  // Environmental site supervision and neophyte control (Swiss German), Nuxt 2 payload only; renamed 2022 keeping 2009; cantonal office's phone, old office, FrSV 2008.
  {
    domain: 'neophyten-umweltbau-c.ch',
    name: 'Flora Ökologie AG',
    language: 'de',
    kind: 'jsShell',
    category: 'public-and-local-services',
    subcategory: 'nature-and-environment',
    contacts: {
      phone: '+41 52 212 48 90',
      email: 'info@neophyten-umweltbau-c.ch',
      street: 'Technikumstrasse 38',
      address: 'Technikumstrasse 38, 8400 Winterthur',
      founded: 2009,
      linkedin: 'https://www.linkedin.com/company/flora-oekologie-ag',
    },
    traps: ['publicOffice', 'previousAddress', 'standardYear', 'partnerLinks'],
    decoys: {
      phones: ['+41 43 259 30 32'],
      addresses: ['Zürcherstrasse 91, 8406 Winterthur'],
      years: [2008, 2022],
      links: ['https://www.infoflora.ch'],
    },
  },
  // Care home for the elderly (Brazilian) written as a hotel: suites, check-in, concierge; ILPI stated once; former hotel's 1974/2016, managing group's São Paulo address and phone, RDC 2021.
  {
    domain: 'residencial-ipe-cuidar-c.com.br',
    name: 'Residencial Ipê',
    language: 'pt',
    kind: 'misleading',
    category: 'public-and-local-services',
    subcategory: 'shelters-and-homes',
    contacts: {
      phone: '(31) 3284-5170',
      email: 'contato@residencial-ipe-cuidar-c.com.br',
      street: 'Rua Grão Mogol, 880',
      address: 'Rua Grão Mogol, 880 – Sion, Belo Horizonte – MG, 30310-010',
      founded: 2017,
      facebook: 'https://www.facebook.com/residencialipebh',
    },
    traps: ['parentGroup', 'buildingYear', 'previousBusinessYear', 'standardYear', 'webProvider'],
    decoys: {
      phones: ['(11) 3016-4400'],
      addresses: ['Av. Paulista, 1842, São Paulo – SP, 01310-200'],
      years: [1974, 2016, 2023, 2021],
      links: ['https://agenciavertice.example'],
    },
  },
  // Café-bar under new management since 2022 (Italian) in the premises of a 1961 bar; old bar's number, cookie vendor, roaster, council office; cookie wall, mega-menu, widgets.
  {
    domain: 'caffecorso-cremona-c.it',
    name: 'Caffè Corso',
    language: 'it',
    kind: 'boilerplate',
    category: 'restaurants-and-bars',
    subcategory: 'bars-and-cafes',
    contacts: {
      phone: '0372 412 908',
      email: 'ciao@caffecorso-cremona-c.it',
      street: 'Corso Garibaldi 88',
      address: 'Corso Garibaldi 88, 26100 Cremona',
      founded: 2022,
      facebook: 'https://www.facebook.com/caffecorsocremona',
    },
    traps: [
      'previousBusinessYear',
      'formerNumber',
      'cookieVendor',
      'supplierContact',
      'publicOffice',
      'awardYear',
    ],
    decoys: {
      phones: ['0372 20115', '030 258 1144', '0372 407 111'],
      emails: ['privacy@consensofacile.example'],
      addresses: ["Via dell'Artigianato 22, 25030 Castel Mella (BS)", 'Via Larga 8, 20122 Milano'],
      years: [1961, 2019],
    },
  },
  // Fish and chips takeaway (Australian), Next.js __NEXT_DATA__ only; moved 2024 from Coogee Bay Rd; delivery platforms, surf club's phone and sponsorship year.
  {
    domain: 'chippery-coogee-c.com.au',
    name: 'Coogee Chippery',
    language: 'en',
    kind: 'jsShell',
    category: 'restaurants-and-bars',
    subcategory: 'takeaway',
    contacts: {
      phone: '(02) 9665 3187',
      email: 'orders@chippery-coogee-c.com.au',
      street: 'Shop 2, 41 Arden St',
      address: 'Shop 2, 41 Arden St, Coogee NSW 2034',
      founded: 2011,
      facebook: 'https://www.facebook.com/coogeechippery',
    },
    traps: ['previousAddress', 'bookingPlatform', 'sponsor'],
    decoys: {
      phones: ['(02) 9315 7411'],
      addresses: ['183 Coogee Bay Rd'],
      years: [2024, 2015],
      links: [
        'https://www.ubereats.com/au/store/coogee-chippery',
        'https://www.menulog.com.au/restaurants-coogee-chippery',
      ],
    },
  },
  // Bavarian inn (German) in a former butcher's shop, page mostly butchery history; own trade stated once; butcher's 1898/2019, new market-hall stall address and phone, guild's address.
  {
    domain: 'wirtshaus-alte-metzgerei-c.de',
    name: 'Wirtshaus Alte Metzgerei',
    language: 'de',
    kind: 'misleading',
    category: 'restaurants-and-bars',
    subcategory: 'european-cuisine',
    contacts: {
      phone: '0941 599 38 27',
      email: 'servus@wirtshaus-alte-metzgerei-c.de',
      street: 'Obere Bachgasse 17',
      address: 'Obere Bachgasse 17, 93047 Regensburg',
      founded: 2021,
      facebook: 'https://www.facebook.com/altemetzgerei.regensburg',
    },
    traps: ['previousBusinessYear', 'namesakeBusiness', 'marketStall', 'professionalBody'],
    decoys: {
      phones: ['0941 56 02 13'],
      addresses: ['Am Gries 3, 93059 Regensburg', 'Ludwig-Thoma-Straße 14, 93051 Regensburg'],
      years: [1898, 2019],
    },
  },
  // Izakaya (Québec), renamed 2020 from Sushi Mont-Royal keeping 2008; old out-of-service number, sake importer's address and phone, award year under the old name.
  {
    domain: 'izakaya-kaeru-c.ca',
    name: 'Izakaya Kaeru',
    language: 'fr',
    kind: 'plain',
    category: 'restaurants-and-bars',
    subcategory: 'japanese-cuisine',
    contacts: {
      phone: '514 845-2917',
      email: 'bonjour@izakaya-kaeru-c.ca',
      street: '4351, rue Saint-Denis',
      address: '4351, rue Saint-Denis, Montréal (Québec) H2J 2K9',
      founded: 2008,
    },
    traps: ['formerNumber', 'supplierContact', 'awardYear'],
    decoys: {
      phones: ['514 288-4410', '514 931-0050'],
      addresses: ['1250, rue Mill, Montréal'],
      years: [2020, 2019],
    },
  },
  // Family restaurant (Mexican) since 1989, part of a restaurant group since 2023; group's CDMX address, phone, 1997, LinkedIn, email; consumer office; privacy law year; cookie and menus.
  {
    domain: 'cocina-donachela-c.com.mx',
    name: 'La Cocina de Doña Chela',
    language: 'es',
    kind: 'boilerplate',
    category: 'restaurants-and-bars',
    subcategory: 'general-restaurants',
    contacts: {
      phone: '33 3615 4480',
      email: 'reservaciones@cocina-donachela-c.com.mx',
      street: 'Av. Chapultepec Sur 312',
      address: 'Av. Chapultepec Sur 312, Col. Americana, 44160 Guadalajara, Jal.',
      founded: 1989,
      facebook: 'https://www.facebook.com/cocinadonachela',
    },
    traps: ['parentGroup', 'consumerArbitration', 'standardYear', 'formPlaceholder'],
    decoys: {
      phones: ['55 5080 2200', '55 5568 8722'],
      emails: ['clientes@grupomesafina.example', 'correo@ejemplo.com'],
      addresses: ['Paseo de la Reforma 250, Piso 12, Col. Juárez, 06600 Ciudad de México'],
      years: [1997, 2023, 2010],
      links: ['https://www.linkedin.com/company/grupo-mesa-fina'],
    },
  },
  // Plant-based restaurant (Flemish), SvelteKit inline data only; renamed 2023 keeping 2016; old street, vegetarian charity's address and email, label year.
  {
    domain: 'plantaardig-gent-c.be',
    name: 'Plantaardig',
    language: 'nl',
    kind: 'jsShell',
    category: 'restaurants-and-bars',
    subcategory: 'vegetarian-and-diet',
    contacts: {
      phone: '09 233 71 48',
      email: 'hallo@plantaardig-gent-c.be',
      street: 'Sint-Pietersnieuwstraat 77',
      address: 'Sint-Pietersnieuwstraat 77, 9000 Gent',
      founded: 2016,
      facebook: 'https://www.facebook.com/plantaardiggent',
    },
    traps: ['previousAddress', 'supportedCharity', 'certificationYear'],
    decoys: {
      emails: ['info@evavzw.example'],
      addresses: ['Overpoortstraat 15, 9000 Gent', 'Kammerstraat 18, 9000 Gent'],
      years: [2023, 2009, 2021],
    },
  },
  // Workwear maker (Portugal) whose page is about food-plant hygiene (HACCP, IFS); renamed 2021 keeping 1984; client case year, IFS v8 2023, old factory, certifier's address and phone.
  {
    domain: 'fardamentos-higiene-c.pt',
    name: 'HigiFarda',
    language: 'pt',
    kind: 'misleading',
    category: 'shopping-and-fashion',
    subcategory: 'clothing-and-underwear',
    contacts: {
      phone: '253 628 410',
      email: 'comercial@fardamentos-higiene-c.pt',
      street: 'Rua da Indústria, 218',
      address: 'Rua da Indústria, 218, Zona Industrial de Adaúfe, 4710-565 Braga',
      founded: 1984,
      linkedin: 'https://www.linkedin.com/company/higifarda',
    },
    traps: ['clientReference', 'standardYear', 'previousAddress', 'certificationYear'],
    decoys: {
      phones: ['226 001 500'],
      addresses: [
        'Rua de São Vicente, 45, 4700-440 Braga',
        'Av. da Boavista, 1200, 4100-112 Porto',
      ],
      years: [2023, 2021],
    },
  },
  // Workwear rental and textile service (German), a group company since 2018; group's Amsterdam address, phone, 1903, LinkedIn, jobs email; cookie wall, mega-menu, jobs widget, legal footer.
  {
    domain: 'textilservice-mietwaesche-c.de',
    name: 'Textilservice Brandt GmbH',
    language: 'de',
    kind: 'boilerplate',
    category: 'shopping-and-fashion',
    subcategory: 'clothing-rental-and-repair',
    contacts: {
      phone: '0521 977 45-0',
      email: 'service@textilservice-mietwaesche-c.de',
      street: 'Eckendorfer Straße 210',
      address: 'Eckendorfer Straße 210, 33609 Bielefeld',
      founded: 1959,
    },
    traps: [
      'parentGroup',
      'recruiter',
      'cookieVendor',
      'standardYear',
      'registryCourt',
      'formPlaceholder',
    ],
    decoys: {
      phones: ['+31 20 624 11 00'],
      emails: ['jobs@lavanda-group.example', 'max.mustermann@firma.de'],
      addresses: ['Herengracht 320, 1016 CE Amsterdam', 'Hohe Bleichen 11, 20354 Hamburg'],
      years: [1903, 2018, 2015],
      links: ['https://www.linkedin.com/company/lavanda-group'],
    },
  },
  // Jeweller (Italian) moved into a historic pharmacy; page mostly the pharmacy's story; pharmacy's 1873, new address and phone, restoration year, jeweller's old address.
  {
    domain: 'gioielleria-exfarmacia-c.it',
    name: 'Gioielleria Vannini',
    language: 'it',
    kind: 'misleading',
    category: 'shopping-and-fashion',
    subcategory: 'jewelry-and-watches',
    contacts: {
      phone: '051 236 447',
      email: 'info@gioielleria-exfarmacia-c.it',
      street: 'Strada Maggiore 31',
      address: 'Strada Maggiore 31, 40125 Bologna',
      founded: 1995,
      facebook: 'https://www.facebook.com/gioielleriavanninibologna',
    },
    traps: ['previousBusinessYear', 'namesakeBusiness', 'previousAddress', 'buildingYear'],
    decoys: {
      phones: ['051 229 001'],
      addresses: ['Via San Vitale 50, 40125 Bologna', "Via dell'Indipendenza 12, 40121 Bologna"],
      years: [1873, 2015, 2019, 2020],
    },
  },
  // Leather goods (Argentine), Remix __remixContext only; renamed 2022 keeping 2012; closed showroom, old WhatsApp, tannery's address and phone.
  {
    domain: 'tala-marroquineria-c.com.ar',
    name: 'Tala Marroquinería',
    language: 'es',
    kind: 'jsShell',
    category: 'shopping-and-fashion',
    subcategory: 'accessories',
    contacts: {
      phone: '+54 11 4832-5519',
      email: 'hola@tala-marroquineria-c.com.ar',
      street: 'Gurruchaga 1630',
      address: 'Gurruchaga 1630, C1414DHF CABA',
      founded: 2012,
      facebook: 'https://www.facebook.com/talamarroquineria',
    },
    traps: ['previousAddress', 'formerNumber', 'supplierContact', 'marketplace'],
    decoys: {
      phones: ['+54 9 11 5012-7789', '(011) 4651-2200'],
      addresses: ['Av. Corrientes 4230, C1195AAP CABA', 'Ruta 3 km 22, La Matanza'],
      years: [2022],
    },
  },
  // Bridal boutique (English), new owner 2023 keeping 2004; former owner's consultancy email, designer's showroom phone, award year.
  {
    domain: 'bridal-loft-harrogate-c.co.uk',
    name: 'The Bridal Loft',
    language: 'en',
    kind: 'plain',
    category: 'shopping-and-fashion',
    subcategory: 'costume-and-wedding',
    contacts: {
      phone: '01423 566 901',
      email: 'appointments@bridal-loft-harrogate-c.co.uk',
      street: '14 Montpellier Parade',
      address: '14 Montpellier Parade, Harrogate HG1 2TJ',
      founded: 2004,
      facebook: 'https://www.facebook.com/thebridalloftharrogate',
    },
    traps: ['personalProfile', 'resoldBrand', 'awardYear', 'experienceYears'],
    decoys: {
      phones: ['020 7946 0321'],
      emails: ['helen@marshbridalconsulting.example'],
      years: [2023, 2016, 2019],
    },
  },
  // Sports-hall equipment supply and inspection (Dutch), Swedish group since 2021; group's address, phone, 1946, LinkedIn; tender number, trade fair, EN standards; cookie bar, menus.
  {
    domain: 'sporttoestel-keuring-c.nl',
    name: 'Van Dijk Sportinventaris B.V.',
    language: 'nl',
    kind: 'boilerplate',
    category: 'sports',
    subcategory: 'equipment-and-associations',
    contacts: {
      phone: '0342 - 41 72 00',
      email: 'keuring@sporttoestel-keuring-c.nl',
      street: 'Industrieweg 31',
      address: 'Industrieweg 31, 3771 MD Barneveld',
      founded: 1972,
    },
    traps: ['parentGroup', 'tradeFair', 'clientReference', 'orderNumber', 'formPlaceholder'],
    decoys: {
      phones: ['+46 31 704 22 00'],
      emails: ['naam@gemeente.nl'],
      addresses: ['Lilla Bommen 6, 411 04 Göteborg'],
      years: [1946, 2021, 2023],
      links: ['https://www.linkedin.com/company/nordic-sports-facilities'],
    },
  },
  // Strength gym (New Zealand), Next.js app-router flight data only; opened 2022 in a former gym (2014–2021); old gym's number and Facebook, federation's year.
  {
    domain: 'forge-strength-club-c.co.nz',
    name: 'Forge Strength Club',
    language: 'en',
    kind: 'jsShell',
    category: 'sports',
    subcategory: 'fitness-and-weight-lifting',
    contacts: {
      phone: '09 620 4471',
      email: 'coach@forge-strength-club-c.co.nz',
      street: '12 Carr Road',
      address: '12 Carr Road, Mount Roskill, Auckland 1041',
      founded: 2022,
      facebook: 'https://www.facebook.com/forgestrengthclub',
    },
    traps: ['previousBusinessYear', 'formerNumber', 'professionalBody'],
    decoys: {
      phones: ['09 625 3310'],
      years: [2014, 2021, 1976],
      links: ['https://www.facebook.com/irontemplegymakl'],
    },
  },
  // Shooting club (Brazilian) moved 2024 out of Curitiba; founded 1998; old range address, army office's phone, decree 2023.
  {
    domain: 'clubedetiro-alvo-c.com.br',
    name: 'Clube de Tiro Alvo Certo',
    language: 'pt',
    kind: 'plain',
    category: 'sports',
    subcategory: 'shooting-and-target-sports',
    contacts: {
      phone: '(41) 3292-1180',
      email: 'secretaria@clubedetiro-alvo-c.com.br',
      street: 'Rodovia BR-277, km 98',
      address: 'Rodovia BR-277, km 98 – Campo Largo – PR, 83606-000',
      founded: 1998,
      facebook: 'https://www.facebook.com/clubealvocerto',
    },
    traps: ['previousAddress', 'publicOffice', 'standardYear', 'professionalBody'],
    decoys: {
      phones: ['(41) 3313-8000'],
      addresses: ['Rua Anne Frank, 2300, Boqueirão, Curitiba – PR'],
      years: [2024, 2023],
    },
  },
  // Swimming school (Spanish) whose page is about pregnancy and babies; own trade once; moved out of a clinic's pool (clinic's address and phone), paediatric association's year.
  {
    domain: 'escuela-natacion-c.es',
    name: 'Escuela de Natación Burbujas',
    language: 'es',
    kind: 'misleading',
    category: 'sports',
    subcategory: 'swimming-and-water-sports',
    contacts: {
      phone: '912 03 44 18',
      email: 'info@escuela-natacion-c.es',
      street: 'Calle de Fernández de los Ríos 58',
      address: 'Calle de Fernández de los Ríos 58, 28015 Madrid',
      founded: 2010,
      facebook: 'https://www.facebook.com/burbujasnatacionmadrid',
    },
    traps: ['previousAddress', 'landlord', 'professionalBody', 'standardYear'],
    decoys: {
      phones: ['91 447 22 10'],
      addresses: ['Calle Galileo 25, 28015 Madrid'],
      years: [2019, 2023],
    },
  },
  // Golf club (Italian) founded 1968, part of a Swiss collection since 2021; collection's Lugano address, phone, 2001, LinkedIn; federation address; consent overlay, mega-menu.
  {
    domain: 'golf-lago-c.it',
    name: 'Golf Club Lago dei Cigni',
    language: 'it',
    kind: 'boilerplate',
    category: 'sports',
    subcategory: 'golf-and-ultimate',
    contacts: {
      phone: '0332 961 540',
      email: 'segreteria@golf-lago-c.it',
      street: 'Via per Sesto 41',
      address: 'Via per Sesto 41, 21020 Varano Borghi (VA)',
      founded: 1968,
    },
    traps: ['parentGroup', 'professionalBody', 'bookingPlatform', 'formPlaceholder'],
    decoys: {
      phones: ['+41 91 911 50 00'],
      emails: ['nome@email.it'],
      addresses: ['Riva Albertolli 1, 6900 Lugano', 'Viale Tiziano 74, 00196 Roma'],
      years: [2001, 2021],
      links: ['https://www.linkedin.com/company/fairway-collection'],
    },
  },
  // Ice rink (Canadian) bought from the city 2020; arena's 1987, old city booking line and email, minor hockey email.
  {
    domain: 'coldwater-ice-c.ca',
    name: 'Coldwater Ice Centre',
    language: 'en',
    kind: 'plain',
    category: 'sports',
    subcategory: 'hockey-and-ice-skating',
    contacts: {
      phone: '(705) 726-4410',
      email: 'bookings@coldwater-ice-c.ca',
      street: '250 Industrial Dr',
      address: '250 Industrial Dr, Barrie, ON L4N 9C2',
      founded: 2020,
      facebook: 'https://www.facebook.com/coldwatericecentre',
    },
    traps: ['buildingYear', 'formerNumber', 'publicOffice', 'tenantContact'],
    decoys: {
      phones: ['(705) 739-4200'],
      emails: ['northgate.arena@barrie.example', 'info@bmha.example'],
      years: [1987],
    },
  },
  // Family hotel (Italian, Dolomites), Angular ng-state only; renamed 2019 keeping 1956; tourist board's phone, booking platform link.
  {
    domain: 'hotel-stellaalpina-c.it',
    name: 'Hotel Stella Alpina Dolomiti',
    language: 'it',
    kind: 'jsShell',
    category: 'travel-and-vacation',
    subcategory: 'hotels',
    contacts: {
      phone: '+39 0462 601 227',
      email: 'info@hotel-stellaalpina-c.it',
      street: 'Strèda Dolomites 118',
      address: 'Strèda Dolomites 118, 38032 Canazei (TN)',
      founded: 1956,
      facebook: 'https://www.facebook.com/hotelstellaalpinacanazei',
    },
    traps: ['publicOffice', 'bookingPlatform', 'buildingYear'],
    decoys: {
      phones: ['+39 0462 609 500'],
      years: [2019],
      links: ['https://www.booking.com/hotel/it/stella-alpina-canazei.html'],
    },
  },
  // Guesthouse (Brazilian), new owners 2021 keeping 1999; old unused email, transfer partner's phone.
  {
    domain: 'pousada-cajueiro-c.com.br',
    name: 'Pousada Cajueiro',
    language: 'pt',
    kind: 'plain',
    category: 'travel-and-vacation',
    subcategory: 'accommodation-and-lodging',
    contacts: {
      phone: '(84) 3246-2210',
      email: 'reservas@pousada-cajueiro-c.com.br',
      street: 'Rua da Gameleira, 88',
      address: 'Rua da Gameleira, 88 – Praia de Pipa, Tibau do Sul – RN, 59178-000',
      founded: 1999,
      facebook: 'https://www.facebook.com/pousadacajueiropipa',
    },
    traps: ['recommendedPartner', 'formerNumber', 'directions'],
    decoys: {
      phones: ['(84) 3343-6060'],
      emails: ['pousadacajueiro@bolmail.example'],
      years: [2021],
    },
  },
  // Guided alpine walks (Swiss French) whose page is mostly cheesemaking; taken over 2022 keeping 2011; cheesemaker's mobile, AOP 2001, guides' association PO box.
  {
    domain: 'balades-alpage-c.ch',
    name: 'Alpage & Gruyère Sàrl',
    language: 'fr',
    kind: 'misleading',
    category: 'travel-and-vacation',
    subcategory: 'activities-and-tours',
    contacts: {
      phone: '+41 26 921 44 80',
      email: 'reservations@balades-alpage-c.ch',
      street: 'Rue du Bourg 14',
      address: 'Rue du Bourg 14, 1663 Gruyères',
      founded: 2011,
    },
    traps: ['supplierContact', 'standardYear', 'professionalBody'],
    decoys: {
      phones: ['079 412 55 03'],
      addresses: ['Case postale 312, 1950 Sion'],
      years: [2001, 2022],
    },
  },
  // Air-taxi and charter airline (Canary Islands), renamed 2022 keeping 2003; airport operator's phone, aviation agency's address, EU regulation 2004, old number; cookies, menus, legal footer.
  {
    domain: 'aerotaxi-insular-c.es',
    name: 'Aeroinsular',
    language: 'es',
    kind: 'boilerplate',
    category: 'travel-and-vacation',
    subcategory: 'airlines-and-air-travel',
    contacts: {
      phone: '928 57 31 90',
      email: 'operaciones@aerotaxi-insular-c.es',
      street: 'Aeropuerto de Gran Canaria, Edificio de Aviación General',
      address:
        'Aeropuerto de Gran Canaria, Edificio de Aviación General, 35230 Ingenio, Las Palmas',
      founded: 2003,
      linkedin: 'https://www.linkedin.com/company/aeroinsular',
      facebook: 'https://www.facebook.com/aeroinsular',
    },
    traps: [
      'publicOffice',
      'supervisoryAuthority',
      'standardYear',
      'formerNumber',
      'formPlaceholder',
    ],
    decoys: {
      phones: ['913 211 000', '928 70 14 02'],
      emails: ['tu@email.com'],
      addresses: ['Paseo de la Castellana 112, 28046 Madrid'],
      years: [2004, 2022],
    },
  },
  // Business travel management company (German), part of a London group since 2020, founded 1963; group's address, phone, 1921, LinkedIn; emergency partner line; association's address.
  {
    domain: 'geschaeftsreisen-tmc-c.de',
    name: 'Kessler Business Travel GmbH',
    language: 'de',
    kind: 'boilerplate',
    category: 'travel-and-vacation',
    subcategory: 'travel-agencies',
    contacts: {
      phone: '0711 490 270',
      email: 'firmenreisen@geschaeftsreisen-tmc-c.de',
      street: 'Königstraße 54',
      address: 'Königstraße 54, 70173 Stuttgart',
      founded: 1963,
    },
    traps: [
      'parentGroup',
      'outOfHoursService',
      'professionalBody',
      'registryCourt',
      'registrationNumber',
    ],
    decoys: {
      phones: ['+44 20 7946 0800', '+356 2133 4455'],
      addresses: [
        '1 Fleet Place, London EC4M 7WS',
        'Darmstädter Landstraße 125, 60598 Frankfurt am Main',
      ],
      years: [1921, 2020, 2024, 2023],
      links: ['https://www.linkedin.com/company/globecorp-travel-partners'],
    },
  },
  // Solar PPA supplier (English) whose page is about dairy farming; renamed, acquired 2023, founded 2013; acquirer's Bristol address, phone, 1989, LinkedIn; 105 power-cut line; show stand.
  {
    domain: 'farmgrid-energy-c.co.uk',
    name: 'FarmGrid Energy Ltd',
    language: 'en',
    kind: 'misleading',
    category: 'utilities',
    subcategory: 'energy-and-power',
    contacts: {
      phone: '01837 810 442',
      email: 'hello@farmgrid-energy-c.co.uk',
      street: 'Unit 3, Hatherleigh Business Park',
      address: 'Unit 3, Hatherleigh Business Park, Okehampton EX20 3LP',
      founded: 2013,
    },
    traps: ['parentGroup', 'utilityEmergency', 'tradeFair'],
    decoys: {
      phones: ['0117 930 1200'],
      addresses: ['40 Queen Square, Bristol BS1 4QP'],
      years: [1989, 2023, 2024],
      links: ['https://www.linkedin.com/company/meridian-renewables'],
    },
  },
  // Heating-oil and off-road diesel delivery (French), Astro island props only; taken over 2021 by a group (1931) keeping 1958; old number, group's La Rochelle address and phone, energy-voucher helpline.
  {
    domain: 'fioul-charente-c.fr',
    name: 'Fioul Charente',
    language: 'fr',
    kind: 'jsShell',
    category: 'utilities',
    subcategory: 'oil-and-fuel',
    contacts: {
      phone: '05 45 92 18 40',
      email: 'commandes@fioul-charente-c.fr',
      street: '12 rue des Artisans',
      address: 'ZI de la Combe, 12 rue des Artisans, 16000 Angoulême',
      founded: 1958,
    },
    traps: ['parentGroup', 'formerNumber', 'helpline'],
    decoys: {
      phones: ['05 45 95 33 12', '05 46 41 72 00', '0 805 204 805'],
      addresses: ['8 quai Louis Prunier, 17000 La Rochelle'],
      years: [1931, 2021],
    },
  },
  // Water utility (Italian) on its energy group's page: electricity, gas and solar offers; water service stated once; group's Bergamo address, phone, 1907, LinkedIn; gas emergency line; tariff method year.
  {
    domain: 'acquedotto-valserio-c.it',
    name: 'Acque Valserio S.p.A.',
    language: 'it',
    kind: 'misleading',
    category: 'utilities',
    subcategory: 'water-utilities',
    contacts: {
      phone: '035 754 120',
      email: 'clienti@acquedotto-valserio-c.it',
      street: 'Via Provinciale 51',
      address: 'Via Provinciale 51, 24021 Albino (BG)',
      founded: 1998,
    },
    traps: ['parentGroup', 'utilityEmergency', 'standardYear', 'priceFigures'],
    decoys: {
      phones: ['800 900 777', '035 399 111'],
      addresses: ['Via Camozzi 45, 24121 Bergamo'],
      years: [1907, 2022, 2024],
      links: ['https://www.linkedin.com/company/orobica-energia'],
    },
  },
  // Inland shipping company (Dutch) whose page is about grain and feed; granddaughter leads since 2019, founded 1961; client's year, old office, lock's phone.
  {
    domain: 'binnenvaart-cargo-c.nl',
    name: 'Rederij Vermeulen B.V.',
    language: 'nl',
    kind: 'misleading',
    category: 'vehicles-and-transportation',
    subcategory: 'air-and-water-transport',
    contacts: {
      phone: '0164 - 23 88 10',
      email: 'bevrachting@binnenvaart-cargo-c.nl',
      street: 'Oosterhavenweg 9',
      address: 'Oosterhavenweg 9, 4612 PH Bergen op Zoom',
      founded: 1961,
      linkedin: 'https://www.linkedin.com/company/rederij-vermeulen',
    },
    traps: ['clientReference', 'previousAddress', 'publicOffice', 'familyHistoryYear'],
    decoys: {
      phones: ['0113 - 62 19 20'],
      addresses: ['Zuidvest 40, 4611 ZX Bergen op Zoom'],
      years: [2004, 2019],
    },
  },
  // Airport park-and-ride (Irish), Vue SSR __INITIAL_STATE__ only; bought by a UK group 2021 keeping 2008; old number, airport's phone, group's London address, phone, LinkedIn.
  {
    domain: 'airport-parking-c.ie',
    name: 'ParkFly Cork',
    language: 'en',
    kind: 'jsShell',
    category: 'vehicles-and-transportation',
    subcategory: 'airports-and-parking',
    contacts: {
      phone: '021 431 9900',
      email: 'bookings@airport-parking-c.ie',
      street: 'Kinsale Road, Ballycurreen',
      address: 'Kinsale Road, Ballycurreen, Cork T12 XW95',
      founded: 2008,
      facebook: 'https://www.facebook.com/parkflycork',
    },
    traps: ['parentGroup', 'formerNumber', 'publicOffice'],
    decoys: {
      phones: ['021 496 2201', '+353 21 431 3131', '+44 20 3808 1100'],
      addresses: ['25 Canada Square, London E14 5LQ'],
      years: [2021],
      links: ['https://www.linkedin.com/company/europark-holdings'],
    },
  },
  // Agricultural tyre and rim wholesaler (Dutch) whose page is about soil compaction and farming; renamed 2022 keeping 1986; manufacturer's hotline, trade fair, old address.
  {
    domain: 'agrarbanden-velgen-c.nl',
    name: 'AgriWiel B.V.',
    language: 'nl',
    kind: 'misleading',
    category: 'vehicles-and-transportation',
    subcategory: 'auto-parts-and-wheels',
    contacts: {
      phone: '0519 - 29 44 10',
      email: 'verkoop@agrarbanden-velgen-c.nl',
      street: 'Dokkumerweg 21',
      address: 'Dokkumerweg 21, 9101 KB Dokkum',
      founded: 1986,
      facebook: 'https://www.facebook.com/agriwiel',
    },
    traps: ['manufacturerHotline', 'tradeFair', 'previousAddress'],
    decoys: {
      phones: ['0800 022 1122'],
      addresses: ['Hogedijken 4, 9101 WT Dokkum'],
      years: [2022, 2023],
    },
  },
  // Truck dealer (Spanish), daughter runs it since 2020, founded 1979; moved 2023 (old road address), manufacturer's roadside line, Euro VI 2014.
  {
    domain: 'camiones-vallecorsa-c.es',
    name: 'Camiones Vallecorsa S.L.',
    language: 'es',
    kind: 'plain',
    category: 'vehicles-and-transportation',
    subcategory: 'cars-and-trucks',
    contacts: {
      phone: '976 73 40 15',
      email: 'ventas@camiones-vallecorsa-c.es',
      street: 'Calle Río de Janeiro 18',
      address: 'Calle Río de Janeiro 18, Plataforma Logística PLAZA, 50197 Zaragoza',
      founded: 1979,
      linkedin: 'https://www.linkedin.com/company/camiones-vallecorsa',
    },
    traps: ['previousAddress', 'breakdownService', 'standardYear', 'familyHistoryYear'],
    decoys: {
      phones: ['900 100 310'],
      addresses: ['Carretera de Castellón km 4, 50013 Zaragoza'],
      years: [2014, 2020, 2023],
    },
  },
  // Reefer trailer and body builder (Portugal) whose page is about the cold chain; German group since 2020 (1926, address, phone, LinkedIn), founded 1972; client case year, ATP 1970.
  {
    domain: 'reboques-frio-c.pt',
    name: 'FrioCarga, S.A.',
    language: 'pt',
    kind: 'misleading',
    category: 'vehicles-and-transportation',
    subcategory: 'other-vehicles-and-trailers',
    contacts: {
      phone: '234 523 880',
      email: 'geral@reboques-frio-c.pt',
      street: 'Rua do Pinhal, 410',
      address: 'Rua do Pinhal, 410, Zona Industrial, 3850-184 Albergaria-a-Velha',
      founded: 1972,
    },
    traps: ['parentGroup', 'clientReference', 'standardYear'],
    decoys: {
      phones: ['+49 4471 88 20'],
      addresses: ['Industriestraße 5, 49661 Cloppenburg'],
      years: [1926, 2020, 2023, 1970],
      links: ['https://www.linkedin.com/company/kaeltebau-group'],
    },
  },
  // Regional bus company (Italian) formed 2019 by merging two firms (1948, 1962); rail operator's and transport agency's phones, agency's address, old number; strike banner, mega-menu, legal footer.
  {
    domain: 'autolinee-camuna-c.it',
    name: 'Autolinee Camune S.r.l.',
    language: 'it',
    kind: 'boilerplate',
    category: 'vehicles-and-transportation',
    subcategory: 'taxis-and-public-transport',
    contacts: {
      phone: '0364 531 200',
      email: 'info@autolinee-camuna-c.it',
      street: 'Via Nazionale 120',
      address: 'Via Nazionale 120, 25040 Darfo Boario Terme (BS)',
      founded: 2019,
      facebook: 'https://www.facebook.com/autolineecamune',
    },
    traps: ['previousBusinessYear', 'publicOffice', 'partnerNetwork', 'formerNumber', 'funder'],
    decoys: {
      phones: ['02 72 49 49 49', '030 374 9411', '0364 22 418'],
      addresses: ['Via Marconi 12, 25128 Brescia'],
      years: [1948, 1962, 2024],
    },
  },
  // Truck and van rental (Belgian French), group member since 2022, founded 1994; group's Antwerp address, phone, 1985, LinkedIn; toll helpdesk; old depot; cookie banner, menus.
  {
    domain: 'location-poidslourds-c.be',
    name: 'LocaTruck Wallonie SA',
    language: 'fr',
    kind: 'boilerplate',
    category: 'vehicles-and-transportation',
    subcategory: 'vehicle-rental',
    contacts: {
      phone: '081 73 22 90',
      email: 'reservation@location-poidslourds-c.be',
      street: "Rue de l'Industrie 31",
      address: "Rue de l'Industrie 31, 5002 Saint-Servais (Namur)",
      founded: 1994,
    },
    traps: ['parentGroup', 'helpline', 'previousAddress', 'professionalBody', 'formPlaceholder'],
    decoys: {
      phones: ['+32 3 545 10 00', '078 15 15 55'],
      emails: ['vous@societe.be'],
      addresses: [
        'Noorderlaan 133, 2030 Antwerpen',
        'Chaussée de Waterloo 510, 5002 Saint-Servais',
      ],
      years: [1985, 2022],
      links: ['https://www.linkedin.com/company/fleetone-rental-group'],
    },
  },
  // Fleet maintenance workshop (Mexican) whose page is about last-mile logistics; renamed 2021 keeping 1995; client case year, NOM 2014, federal roadside helpline 078.
  {
    domain: 'taller-flotillas-c.mx',
    name: 'Flotimax',
    language: 'es',
    kind: 'misleading',
    category: 'vehicles-and-transportation',
    subcategory: 'vehicle-repair-and-fuel',
    contacts: {
      phone: '81 8311 2470',
      email: 'servicio@taller-flotillas-c.mx',
      street: 'Av. Ruiz Cortines 4820',
      address: 'Av. Ruiz Cortines 4820, Col. Valle Verde, 64360 Monterrey, N.L.',
      founded: 1995,
      facebook: 'https://www.facebook.com/flotimaxmty',
    },
    traps: ['clientReference', 'standardYear', 'breakdownService'],
    decoys: {
      phones: ['078'],
      years: [2023, 2014, 2021],
    },
  },
  // Say-nothing: "now part of Meridale" acquisition notice with a meta refresh; nothing about the trade.
  {
    domain: 'harbourline-partners-c.com',
    name: 'Harbourline',
    language: 'en',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['parentGroup'],
    decoys: { links: ['https://www.meridale-group.example/'] },
  },
  // Say-nothing: domain parked after a change of company name, with a parking provider's generic links.
  {
    domain: 'brandauer-werke-c.de',
    name: 'Brandauer Werke',
    language: 'de',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
  },
  // Say-nothing: "site under construction, we are changing our name" page.
  {
    domain: 'groupe-coquelicot-c.fr',
    name: 'Groupe Coquelicot',
    language: 'fr',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
  },
  // Say-nothing: a cookie-consent wall over an empty app root.
  {
    domain: 'vancappellen-c.nl',
    name: 'Van Cappellen',
    language: 'nl',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
  },
  // Say-nothing: WordPress maintenance-mode page announcing a new look.
  {
    domain: 'casa-corvina-c.pt',
    name: 'Casa Corvina',
    language: 'pt',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
  },
];
