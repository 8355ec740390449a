import type { HandWrittenLabel } from '../handWrittenLabel.ts';

/**
 * Author V's share of devset36: 39 ordinary homepages of small and mid-sized businesses in
 * Animals & Pets, Beauty & Well-being, Business Services, Construction & Manufacturing, Education
 * & Training, Electronics & Technology and Events & Entertainment (no subcategory twice), and five
 * pages that say nothing. Each page is written as the real site would be (WordPress with Astra,
 * Divi, Elementor or Kadence, Wix, Squarespace, Shopify, Webflow, Typo3, Joomla, Jimdo, a
 * hand-made page, or a Next.js, Nuxt, SvelteKit, Remix, Astro or Angular app), in its country's
 * way of writing phones and addresses, with two to four decoys of the author's choosing among the
 * values a reader most easily takes wrongly: other parties' phones and addresses, and years that
 * are not the founding. Thirteen business pages state no founding year while other years abound.
 *
 * Labelling rules:
 * - The category is what the company itself sells today, as a careful reader would file it,
 *   whatever most of the page talks about (software for vets is software, a bar called "De
 *   Apotheek" is a bar, a print shop for restaurants prints, a bread museum is a museum).
 * - `contacts` holds only the company's own current facts for the place customers use: the phone
 *   to call first today as the page writes it (the visible text; the attribute or markup value
 *   only when the page has nothing else), the general mailbox, the street line (`street`, verbatim
 *   on the page) and the whole address (`address`, as the page writes it) customers visit now,
 *   the founding or first opening year (a takeover, rename or move keeps the original year when
 *   the page states it), and the LinkedIn and Facebook hrefs. A field the page does not state is
 *   left out.
 * - `decoys` lists what must never be taken, each verbatim on the page: other parties' phones,
 *   mailboxes, addresses and links (on-call clinics, neighbours, landlords, sister companies,
 *   buying groups, registry courts, regulators, helplines, stockists, caterers, trade fairs,
 *   customers, partners), the company's own other branch, and years that are not the founding
 *   (buildings, price lists, certifications, awards, memberships, model years, standards, the
 *   owner's career, takeovers, other parties' foundings, fairs, copyright lines). `traps` names
 *   their kinds; a page has traps exactly when it has decoys.
 * - The company's own secondary lines and mailboxes (WhatsApp, fax, jobs, billing) are neither
 *   truth nor decoy.
 * - Say-nothing pages are `uncategorised` and carry no contacts; the parking and hosting
 *   companies' numbers and mailboxes on them are decoys.
 */
export const DEVSET36_LABELS_V: readonly HandWrittenLabel[] = [
  // Vet clinic in Bologna (it-IT, WordPress Astra): "fondata nel 1994"; the 24-hour animal hospital's phone and address, the founder's degree year 1989, new operating theatre 2021.
  {
    domain: 'clinicaveterinaria-sanrocco-v.it',
    name: 'Clinica Veterinaria San Rocco',
    language: 'it',
    kind: 'plain',
    category: 'animals-and-pets',
    subcategory: 'animal-health',
    contacts: {
      phone: '051 634 2718',
      email: 'info@clinicaveterinaria-sanrocco-v.it',
      street: 'Via Emilia Levante 212',
      address: 'Via Emilia Levante 212, 40139 Bologna BO',
      founded: 1994,
      facebook: 'https://www.facebook.com/clinicasanroccobologna',
    },
    traps: ['onCallPartner', 'familyHistoryYear', 'timeline'],
    decoys: {
      phones: ['051 530 8841'],
      addresses: ["Via dell'Industria 21, 40138 Bologna"],
      years: [1989, 2021],
    },
  },
  // Wildlife park on the Swabian Alb (de-DE, Typo3), no founding year: the independent inn at the gate's phone, the hikers' car park given as the sat-nav address, a lookout tower of 1911, prices 2025.
  {
    domain: 'wildpark-hohenbuch-v.de',
    name: 'Wildpark Hohenbuch',
    language: 'de',
    kind: 'plain',
    category: 'animals-and-pets',
    subcategory: 'animal-parks-and-zoo',
    contacts: {
      phone: '07433 91840',
      email: 'info@wildpark-hohenbuch-v.de',
      street: 'Hohenbuchweg 30',
      address: 'Hohenbuchweg 30, 72459 Albstadt',
    },
    traps: ['tenantContact', 'directions', 'buildingYear', 'priceListYear'],
    decoys: {
      phones: ['07433 37 12'],
      addresses: ['Zollernalbstraße 2, 72459 Albstadt'],
      years: [1911, 2025],
    },
  },
  // Dog daycare and boarding near Naas (en-IE, Wix), no founding year: the vet hospital they use, behaviour certification since 2019, a business award 2022.
  {
    domain: 'pawsandpastures-v.ie',
    name: 'Paws & Pastures',
    language: 'en',
    kind: 'plain',
    category: 'animals-and-pets',
    subcategory: 'pet-services',
    contacts: {
      phone: '020 914 3377',
      email: 'hello@pawsandpastures-v.ie',
      street: 'Millbrook Farm, Ballymore Road',
      address: 'Millbrook Farm, Ballymore Road, Naas, Co. Kildare, W91 X2C7',
      facebook: 'https://www.facebook.com/pawsandpasturesnaas',
    },
    traps: ['recommendedPartner', 'certificationYear', 'awardYear'],
    decoys: {
      phones: ['020 917 6620'],
      years: [2019, 2022],
    },
  },
  // Raw-food (BARF) shop for dogs and cats in Liège (fr-BE, WooCommerce), butcher's vocabulary throughout: opened 2014; the brother's human butcher shop next door (number and address), the owner a butcher since 1999.
  {
    domain: 'boucheriecanine-v.be',
    name: 'La Boucherie Canine',
    language: 'fr',
    kind: 'misleading',
    category: 'animals-and-pets',
    subcategory: 'pet-stores',
    contacts: {
      phone: '04 342 18 55',
      email: 'bonjour@boucheriecanine-v.be',
      street: 'Rue Saint-Gilles 187',
      address: 'Rue Saint-Gilles 187, 4000 Liège',
      founded: 2014,
      facebook: 'https://www.facebook.com/boucheriecanineliege',
    },
    traps: ['namesakeBusiness', 'experienceYears'],
    decoys: {
      phones: ['04 342 07 21'],
      addresses: ['Rue Saint-Gilles 185, 4000 Liège'],
      years: [1999],
    },
  },
  // Riding centre near Sintra (pt-PT, Nuxt 2 SPA: text only in window.__NUXT__): "fundado em 1998"; the equine vet's emergency line, the riding federation's phone, a pupil's national title 2023.
  {
    domain: 'quintavalefundo-v.pt',
    name: 'Centro Equestre Quinta do Vale Fundo',
    language: 'pt',
    kind: 'jsShell',
    category: 'animals-and-pets',
    subcategory: 'horses-and-riding',
    contacts: {
      phone: '219 247 310',
      email: 'geral@quintavalefundo-v.pt',
      street: 'Estrada da Lagoa Azul 15',
      address: 'Estrada da Lagoa Azul 15, 2710-405 Sintra',
      founded: 1998,
    },
    traps: ['onCallPartner', 'professionalBody', 'awardYear'],
    decoys: {
      phones: ['917 402 663', '213 478 120'],
      years: [2023],
    },
  },
  // Mineral make-up maker and shop in Quebec City (fr-CA, Shopify): "fondée en 2012"; the pharmacy stockist's address and phone, the autumn 2024 collection.
  {
    domain: 'celestecosmetiques-v.ca',
    name: 'Céleste Cosmétiques',
    language: 'fr',
    kind: 'plain',
    category: 'beauty-and-well-being',
    subcategory: 'cosmetics-and-makeup',
    contacts: {
      phone: '418 555-0137',
      email: 'bonjour@celestecosmetiques-v.ca',
      street: '412, rue Saint-Joseph Est',
      address: '412, rue Saint-Joseph Est, Québec (Québec) G1K 3B5',
      founded: 2012,
      facebook: 'https://www.facebook.com/celestecosmetiques',
    },
    traps: ['stockist', 'modelYear'],
    decoys: {
      phones: ['418 555-0182'],
      addresses: ['2600, boulevard Laurier, Québec (Québec) G1V 4T3'],
      years: [2024],
    },
  },
  // Barber shop in Geelong West styled as a garage (en-AU, Squarespace), car vocabulary throughout, no founding year: the car mechanic next door (number and address), the owner left the dealership in 2017, a 1967 Falcon bonnet.
  {
    domain: 'thegaragebarber-v.com.au',
    name: 'The Garage Barber Co.',
    language: 'en',
    kind: 'misleading',
    category: 'beauty-and-well-being',
    subcategory: 'hair-care-and-styling',
    contacts: {
      phone: '(03) 5550 4821',
      email: 'hello@thegaragebarber-v.com.au',
      street: '88 Pakington Street',
      address: 'Shop 4, 88 Pakington Street, Geelong West VIC 3218',
      facebook: 'https://www.facebook.com/thegaragebarbergeelong',
    },
    traps: ['namesakeBusiness', 'previousBusinessYear', 'modelYear'],
    decoys: {
      phones: ['(03) 5550 4907'],
      addresses: ['90 Pakington Street, Geelong West'],
      years: [2017, 1967],
    },
  },
  // Beauty institute in Bordeaux (fr-FR, Divi) under an Axeptio cookie wall with its vendor list, a newsletter box and full mentions légales: "depuis 2009"; the web host's and the consumer mediator's addresses, © 2024.
  {
    domain: 'institut-belleepoque-v.fr',
    name: 'Institut Belle Époque',
    language: 'fr',
    kind: 'boilerplate',
    category: 'beauty-and-well-being',
    subcategory: 'salons-and-clinics',
    contacts: {
      phone: '05 56 44 18 92',
      email: 'contact@institut-belleepoque-v.fr',
      street: '27 rue Notre-Dame',
      address: '27 rue Notre-Dame, 33000 Bordeaux',
      founded: 2009,
      facebook: 'https://www.facebook.com/institutbelleepoquebordeaux',
    },
    traps: ['webProvider', 'consumerArbitration', 'copyrightYear'],
    decoys: {
      addresses: ['2 rue Kellermann, 59100 Roubaix', '14 rue Saint-Jean, 75017 Paris'],
      years: [2024],
    },
  },
  // Tattoo and piercing studio in València (es-ES, Remix: text only in window.__remixContext): "desde 2011"; the tattoo convention 2025 at the fairground (address), health licence renewed 2019.
  {
    domain: 'tintanegra-tattoo-v.es',
    name: 'Tinta Negra Tattoo Studio',
    language: 'es',
    kind: 'jsShell',
    category: 'beauty-and-well-being',
    subcategory: 'tattoos-and-piercings',
    contacts: {
      phone: '963 512 840',
      email: 'estudio@tintanegra-tattoo-v.es',
      street: 'Carrer de Sueca 41',
      address: 'Carrer de Sueca 41, 46006 València',
      founded: 2011,
      facebook: 'https://www.facebook.com/tintanegravalencia',
    },
    traps: ['tradeFair', 'licenceYear'],
    decoys: {
      addresses: ['Av. de les Fires s/n, 46035 València'],
      years: [2025, 2019],
    },
  },
  // Sauna and wellness on the Veluwe (nl-NL, WordPress with a Complianz cookie wall, newsletter and house rules), no founding year: the sister hotel's address and phone, a quality mark since 2024, prices 2025.
  {
    domain: 'saunadeveluwsebron-v.nl',
    name: 'Sauna & Wellness De Veluwse Bron',
    language: 'nl',
    kind: 'boilerplate',
    category: 'beauty-and-well-being',
    subcategory: 'wellness-and-spa',
    contacts: {
      phone: '0577-412890',
      email: 'info@saunadeveluwsebron-v.nl',
      street: 'Bosrand 14',
      address: 'Bosrand 14, 7351 BR Hoenderloo',
      facebook: 'https://www.facebook.com/saunadeveluwsebron',
    },
    traps: ['sisterCompany', 'certificationYear', 'priceListYear'],
    decoys: {
      phones: ['055-378 11 40'],
      addresses: ['Apeldoornseweg 9, 7351 AA Hoenderloo'],
      years: [2024, 2025],
    },
  },
  // Yoga studio in Halifax (en-CA, Next.js: text only in __NEXT_DATA__): "founded in 2015 by"; the retreat centre's address, the free car park up the street, the founder's RYT-500 since 2012.
  {
    domain: 'stillwateryoga-v.ca',
    name: 'Stillwater Yoga Collective',
    language: 'en',
    kind: 'jsShell',
    category: 'beauty-and-well-being',
    subcategory: 'yoga-and-meditation',
    contacts: {
      phone: '902-555-0148',
      email: 'hello@stillwateryoga-v.ca',
      street: '2187 Gottingen Street',
      address: '2187 Gottingen Street, Halifax, NS B3K 3B4',
      founded: 2015,
      facebook: 'https://www.facebook.com/stillwateryogahfx',
    },
    traps: ['eventVenue', 'directions', 'certificationYear'],
    decoys: {
      addresses: ['1270 Scots Bay Road, Scots Bay, NS', '2201 Gottingen Street'],
      years: [2012],
    },
  },
  // Fiduciary and accounting office in Chur (de-CH, Joomla): "Gegründet 1987"; the cantonal tax office's address and phone, the daughter's takeover in 2019.
  {
    domain: 'treuhand-gasser-v.ch',
    name: 'Treuhand Gasser AG',
    language: 'de',
    kind: 'plain',
    category: 'business-services',
    subcategory: 'administration-and-services',
    contacts: {
      phone: '081 252 71 40',
      email: 'info@treuhand-gasser-v.ch',
      street: 'Bahnhofstrasse 18',
      address: 'Bahnhofstrasse 18, 7000 Chur',
      founded: 1987,
      linkedin: 'https://www.linkedin.com/company/treuhand-gasser-ag',
    },
    traps: ['publicOffice', 'timeline'],
    decoys: {
      phones: ['081 257 33 32'],
      addresses: ['Steinbruchstrasse 18, 7001 Chur'],
      years: [2019],
    },
  },
  // Recruitment agency for ICU, A&E and theatre nurses in Utrecht (nl-NL, Webflow), hospital vocabulary throughout, no founding year: a client hospital's address in a vacancy, trade-body membership since 2016, a nurse's personal LinkedIn.
  {
    domain: 'zorgtalent-v.nl',
    name: 'ZorgTalent',
    language: 'nl',
    kind: 'misleading',
    category: 'business-services',
    subcategory: 'hr-and-recruiting',
    contacts: {
      phone: '030 760 41 90',
      email: 'info@zorgtalent-v.nl',
      street: 'Catharijnesingel 53',
      address: 'Catharijnesingel 53, 3511 GC Utrecht',
      linkedin: 'https://www.linkedin.com/company/zorgtalent-v',
    },
    traps: ['clientReference', 'membershipYear', 'personalProfile'],
    decoys: {
      addresses: ['President Kennedylaan 1, 4002 WP Tiel'],
      years: [2016],
      links: ['https://www.linkedin.com/in/sanne-bakker-ic'],
    },
  },
  // Import-export trading house in Zapopan (es-MX, Elementor) with a cookie bar, newsletter and privacy notice: "fundada en 1996" and JSON-LD foundingDate; the customs broker's address in Manzanillo, the consumer agency's phone, on the importers' register since 2003.
  {
    domain: 'lazcano-comex-v.mx',
    name: 'Lazcano Comercio Exterior',
    language: 'es',
    kind: 'boilerplate',
    category: 'business-services',
    subcategory: 'import-and-export',
    contacts: {
      phone: '33 3615 2847',
      email: 'contacto@lazcano-comex-v.mx',
      street: 'Av. Adolfo López Mateos Sur 2375',
      address: 'Av. Adolfo López Mateos Sur 2375, Col. Ciudad del Sol, 45050 Zapopan, Jal.',
      founded: 1996,
      linkedin: 'https://www.linkedin.com/company/lazcano-comercio-exterior',
      facebook: 'https://www.facebook.com/LazcanoComex',
    },
    traps: ['partnerNetwork', 'supervisoryAuthority', 'licenceYear'],
    decoys: {
      phones: ['55 5568 8722'],
      addresses: ['Av. Teniente Azueta 7, Manzanillo, Col.'],
      years: [2003],
    },
  },
  // Coworking space in Turin (it-IT, Next.js app router: text only in self.__next_f flight data), no founding year: the building manager's phone, a railway warehouse of 1923, prices 2025.
  {
    domain: 'spaziobinario-v.it',
    name: 'Spazio Binario Coworking',
    language: 'it',
    kind: 'jsShell',
    category: 'business-services',
    subcategory: 'office-space-and-supplies',
    contacts: {
      phone: '011 432 8815',
      email: 'ciao@spaziobinario-v.it',
      street: 'Via Nizza 150',
      address: 'Via Nizza 150, 10126 Torino',
      linkedin: 'https://www.linkedin.com/company/spazio-binario-coworking',
    },
    traps: ['landlord', 'buildingYear', 'priceListYear'],
    decoys: {
      phones: ['011 658 2290'],
      years: [1923, 2025],
    },
  },
  // Print shop for restaurants and delivery in São Paulo (pt-BR, Wix), food vocabulary throughout: "Fundada em 2005"; a pizzeria customer's order line under its testimonial, the print fair 2026 at São Paulo Expo.
  {
    domain: 'saborimpresso-v.com.br',
    name: 'Sabor Impresso',
    language: 'pt',
    kind: 'misleading',
    category: 'business-services',
    subcategory: 'print-and-graphic-design',
    contacts: {
      phone: '(11) 3214-5876',
      email: 'contato@saborimpresso-v.com.br',
      street: 'Rua dos Gusmões 211',
      address: 'Rua dos Gusmões 211 – Santa Ifigênia, São Paulo – SP, 01212-001',
      founded: 2005,
      facebook: 'https://www.facebook.com/saborimpresso.grafica',
    },
    traps: ['testimonialSignature', 'tradeFair'],
    decoys: {
      phones: ['(11) 2692-4410'],
      addresses: ['Rodovia dos Imigrantes, km 1,5 – São Paulo'],
      years: [2026],
    },
  },
  // Digital marketing agency in Florianópolis (pt-BR, Elementor) with a CookieYes banner listing its cookies, mega menu, newsletter and LGPD notice, no founding year: the outside DPO's mailbox, a client inn's address, Google Partner 2024, © 2025.
  {
    domain: 'marealta-marketing-v.com.br',
    name: 'Maré Alta Marketing Digital',
    language: 'pt',
    kind: 'boilerplate',
    category: 'business-services',
    subcategory: 'sales-and-marketing',
    contacts: {
      phone: '(48) 3025-7731',
      email: 'ola@marealta-marketing-v.com.br',
      street: 'Rua Bocaiúva 2125',
      address: 'Rua Bocaiúva 2125, sala 804 – Centro, Florianópolis – SC, 88015-530',
      linkedin: 'https://www.linkedin.com/company/mare-alta-marketing',
    },
    traps: ['externalDpo', 'clientReference', 'awardYear', 'copyrightYear'],
    decoys: {
      emails: ['encarregado@protegedados-v.com.br'],
      addresses: ['Estrada Geral do Campeche 3400, Florianópolis – SC'],
      years: [2024, 2025],
    },
  },
  // Refrigerated wine haulier in Mendoza (es-AR, WordPress Astra), wine vocabulary throughout: "desde 1979"; the wine institute's hotline, a Malbec vintage 2021, the harvest festival 2025.
  {
    domain: 'cuyocargas-v.com.ar',
    name: 'Cuyo Cargas',
    language: 'es',
    kind: 'misleading',
    category: 'business-services',
    subcategory: 'shipping-and-logistics',
    contacts: {
      phone: '(0261) 425-7318',
      email: 'info@cuyocargas-v.com.ar',
      street: 'Carril Rodríguez Peña 2150',
      address: 'Carril Rodríguez Peña 2150, M5501 Godoy Cruz, Mendoza',
      founded: 1979,
      linkedin: 'https://www.linkedin.com/company/cuyo-cargas-srl',
      facebook: 'https://www.facebook.com/cuyocargas',
    },
    traps: ['publicOffice', 'modelYear', 'localAnniversary'],
    decoys: {
      phones: ['0800-222-7362'],
      years: [2021, 2025],
    },
  },
  // Architects in Lausanne (fr-CH, Astro: text only in a client:only island's props): "Fondé en 1991"; the architecture forum's address of an exhibition, a school finished 2018, a magazine article 2022.
  {
    domain: 'ruchonnet-architectes-v.ch',
    name: 'Atelier Ruchonnet Architectes',
    language: 'fr',
    kind: 'jsShell',
    category: 'construction-and-manufacturing',
    subcategory: 'architects-and-engineers',
    contacts: {
      phone: '021 312 48 60',
      email: 'atelier@ruchonnet-architectes-v.ch',
      street: 'Avenue de Tivoli 14',
      address: 'Avenue de Tivoli 14, 1007 Lausanne',
      founded: 1991,
      linkedin: 'https://www.linkedin.com/company/atelier-ruchonnet',
    },
    traps: ['eventVenue', 'timeline', 'newsMention'],
    decoys: {
      addresses: ['Avenue de Villamont 4, 1005 Lausanne'],
      years: [2018, 2022],
    },
  },
  // Builders' merchant near Koblenz (de-DE, Typo3) with a 44-link mega menu, a Usercentrics vendor list and a long Impressum: "Seit 1962" and JSON-LD foundingDate; the buying group's head office (address and phone), the registry court's address, member since 1985.
  {
    domain: 'baustoffe-kemmerich-v.de',
    name: 'Baustoffe Kemmerich',
    language: 'de',
    kind: 'boilerplate',
    category: 'construction-and-manufacturing',
    subcategory: 'building-materials',
    contacts: {
      phone: '0261 98 43 20',
      email: 'info@baustoffe-kemmerich-v.de',
      street: 'Industriestraße 41',
      address: 'Industriestraße 41, 56218 Mülheim-Kärlich',
      founded: 1962,
      facebook: 'https://www.facebook.com/baustoffekemmerich',
    },
    traps: ['parentGroup', 'registryCourt', 'membershipYear'],
    decoys: {
      phones: ['0421 33 18 70'],
      addresses: ['Am Speicher 5, 28217 Bremen', 'Karmeliterstraße 14, 56068 Koblenz'],
      years: [1985],
    },
  },
  // Building contractor in Temuco (es-CL, Divi): "fundada en 2002"; the site of a building under way, the construction chamber's phone, the seismic standard of 1996.
  {
    domain: 'constructora-andessur-v.cl',
    name: 'Constructora Andes Sur',
    language: 'es',
    kind: 'plain',
    category: 'construction-and-manufacturing',
    subcategory: 'construction-services',
    contacts: {
      phone: '+56 45 221 8734',
      email: 'contacto@constructora-andessur-v.cl',
      street: 'Av. Alemania 0671',
      address: 'Av. Alemania 0671, oficina 304, Temuco, Región de La Araucanía',
      founded: 2002,
      linkedin: 'https://www.linkedin.com/company/constructora-andes-sur',
      facebook: 'https://www.facebook.com/constructoraandessur',
    },
    traps: ['clientReference', 'professionalBody', 'standardYear'],
    decoys: {
      phones: ['+56 45 223 9100'],
      addresses: ['Av. Caupolicán 0450, Temuco'],
      years: [1996],
    },
  },
  // Maker of bakery deck ovens and dough mixers in Essonne (fr-FR, hand-made), bread vocabulary throughout: "depuis 1958"; the bakery fair 2026 at Porte de Versailles (address), a customer bakery's baguette prize 2019.
  {
    domain: 'fours-delmotte-v.fr',
    name: 'Fours Delmotte',
    language: 'fr',
    kind: 'misleading',
    category: 'construction-and-manufacturing',
    subcategory: 'factory-equipment',
    contacts: {
      phone: '01 99 00 42 17',
      email: 'contact@fours-delmotte-v.fr',
      street: '14 rue Gustave Eiffel',
      address: '14 rue Gustave Eiffel, 91420 Morangis',
      founded: 1958,
      linkedin: 'https://www.linkedin.com/company/fours-delmotte',
    },
    traps: ['tradeFair', 'testimonialSignature'],
    decoys: {
      addresses: ['1 place de la Porte de Versailles, 75015 Paris'],
      years: [2026, 2019],
    },
  },
  // Garden designers and landscapers in Harrogate (en-UK, WordPress Astra) under a Cookiebot dialog with its cookie tables, a newsletter and a big footer, no founding year: the business park's estate office, the registered office at the accountants, trade-body member since 2011, a magazine feature 2019.
  {
    domain: 'hartwellfinch-landscapes-v.co.uk',
    name: 'Hartwell & Finch Landscapes',
    language: 'en',
    kind: 'boilerplate',
    category: 'construction-and-manufacturing',
    subcategory: 'garden-and-landscaping',
    contacts: {
      phone: '01632 960 418',
      email: 'enquiries@hartwellfinch-landscapes-v.co.uk',
      street: 'Follifoot Ridge Business Park, Pannal Road',
      address: 'Unit 6, Follifoot Ridge Business Park, Pannal Road, Harrogate HG3 1DP',
      facebook: 'https://www.facebook.com/hartwellfinchlandscapes',
    },
    traps: ['centreReception', 'taxAdviser', 'membershipYear', 'newsMention'],
    decoys: {
      phones: ['01632 960 733'],
      addresses: ['3 Victoria Avenue, Harrogate HG1 1EQ'],
      years: [2011, 2019],
    },
  },
  // Precision turned-parts maker in Lecco (it-IT, Joomla): "dal 1964" in the top bar; the heat-treatment sister company's address and phone, ISO 9001:2015.
  {
    domain: 'bonfanti-minuterie-v.it',
    name: 'Bonfanti Minuterie Metalliche',
    language: 'it',
    kind: 'plain',
    category: 'construction-and-manufacturing',
    subcategory: 'manufacturing',
    contacts: {
      phone: '0341 58 22 14',
      email: 'info@bonfanti-minuterie-v.it',
      street: 'Via per Valmadrera 36',
      address: 'Via per Valmadrera 36, 23900 Lecco (LC)',
      founded: 1964,
      linkedin: 'https://www.linkedin.com/company/bonfanti-minuterie-metalliche',
    },
    traps: ['sisterCompany', 'standardYear'],
    decoys: {
      phones: ['0341 64 19 30'],
      addresses: ['Via Statale 12, 23801 Calolziocorte (LC)'],
      years: [2015],
    },
  },
  // Power-tool and hardware shop in Padua (it-IT, Shopify) with a 44-link mega menu, an iubenda cookie banner, newsletter and legal footer: "fondata nel 1971"; a tool brand's freephone, the brand's own year 1886, © 2025.
  {
    domain: 'utensileria-ferretti-v.it',
    name: 'Utensileria Ferretti',
    language: 'it',
    kind: 'boilerplate',
    category: 'construction-and-manufacturing',
    subcategory: 'tools-and-equipment',
    contacts: {
      phone: '049 870 3365',
      email: 'info@utensileria-ferretti-v.it',
      street: 'Via Venezia 59',
      address: 'Via Venezia 59, 35131 Padova (PD)',
      founded: 1971,
      facebook: 'https://www.facebook.com/utensileriaferretti',
    },
    traps: ['manufacturerHotline', 'resoldBrand', 'copyrightYear'],
    decoys: {
      phones: ['800 91 55 20'],
      years: [1886, 2025],
    },
  },
  // First-aid training courses in Braga (pt-PT, WordPress Kadence), no founding year: the emergency number and the health line, accredited since 2019, resuscitation guidelines of 2021.
  {
    domain: 'socorrermais-v.pt',
    name: 'Socorrer+',
    language: 'pt',
    kind: 'plain',
    category: 'education-and-training',
    subcategory: 'courses-and-classes',
    contacts: {
      phone: '253 617 402',
      email: 'geral@socorrermais-v.pt',
      street: 'Rua Dom Pedro V 88',
      address: 'Rua Dom Pedro V 88, 1.º Esq., 4710-374 Braga',
      facebook: 'https://www.facebook.com/socorrermais.braga',
    },
    traps: ['emergencyNumber', 'helpline', 'licenceYear', 'standardYear'],
    decoys: {
      phones: ['112', '808 24 24 24'],
      years: [2019, 2021],
    },
  },
  // Home tutoring agency in Nantes (fr-FR, OceanWP): "créée en 2010"; the national CESU centre's number, the second agency in Angers, a newspaper mention 2023.
  {
    domain: 'capreussite-nantes-v.fr',
    name: 'Cap Réussite Nantes',
    language: 'fr',
    kind: 'plain',
    category: 'education-and-training',
    subcategory: 'education-services',
    contacts: {
      phone: '02 40 48 17 95',
      email: 'contact@capreussite-nantes-v.fr',
      street: '8 rue Crébillon',
      address: '8 rue Crébillon, 44000 Nantes',
      founded: 2010,
      facebook: 'https://www.facebook.com/capreussitenantes',
    },
    traps: ['publicOffice', 'branchElsewhere', 'newsMention'],
    decoys: {
      phones: ['0 806 802 378'],
      addresses: ['12 place du Ralliement, 49100 Angers'],
      years: [2023],
    },
  },
  // Language school in Leipzig (de-DE, Nuxt 3: text only in __NUXT_DATA__): "2008 ... gegründet"; the exam body's address, the migration office's citizens' line, the founder teaching since 1996.
  {
    domain: 'brueckenwort-sprachen-v.de',
    name: 'Sprachinstitut Brückenwort',
    language: 'de',
    kind: 'jsShell',
    category: 'education-and-training',
    subcategory: 'language-learning',
    contacts: {
      phone: '0341 91 28 470',
      email: 'kontakt@brueckenwort-sprachen-v.de',
      street: 'Karl-Liebknecht-Straße 56',
      address: 'Karl-Liebknecht-Straße 56, 04275 Leipzig',
      founded: 2008,
    },
    traps: ['partnerNetwork', 'funder', 'experienceYears'],
    decoys: {
      phones: ['0911 943 63 90'],
      addresses: ['Bleichstraße 1, 60313 Frankfurt am Main'],
      years: [1996],
    },
  },
  // Music and drama school in Edinburgh (en-UK, Squarespace): "founded in 1999 by cellist"; the concert hall's address and box office, the founder's debut in 1984.
  {
    domain: 'cairnmusicschool-v.co.uk',
    name: 'Cairn Music School',
    language: 'en',
    kind: 'plain',
    category: 'education-and-training',
    subcategory: 'music-and-theater-classes',
    contacts: {
      phone: '0131 496 0582',
      email: 'office@cairnmusicschool-v.co.uk',
      street: '14 Brougham Place',
      address: '14 Brougham Place, Edinburgh EH3 9JX',
      founded: 1999,
      facebook: 'https://www.facebook.com/cairnmusicschool',
    },
    traps: ['eventVenue', 'ticketOffice', 'familyHistoryYear'],
    decoys: {
      phones: ['0131 496 0917'],
      addresses: ['85–89 Clerk Street, Edinburgh EH8 9JG'],
      years: [1984],
    },
  },
  // Vocational training centre for electricians near Lugano (it-CH, Angular: text only in the ng-state transfer state), no founding year: the cantonal training office's address and phone, a member firm's apprentice mailbox, federal subsidy since 2020.
  {
    domain: 'formazioneceresio-v.ch',
    name: 'Centro Formazione Ceresio',
    language: 'it',
    kind: 'jsShell',
    category: 'education-and-training',
    subcategory: 'vocational-training',
    contacts: {
      phone: '091 960 14 27',
      email: 'segreteria@formazioneceresio-v.ch',
      street: 'Via Industria 8',
      address: 'Via Industria 8, 6934 Bioggio',
    },
    traps: ['supervisoryAuthority', 'recruiter', 'funder'],
    decoys: {
      phones: ['091 815 31 00'],
      emails: ['apprendisti@elettrovedeggio-v.ch'],
      addresses: ['Via Vergiò 18, 6932 Breganzona'],
      years: [2020],
    },
  },
  // Household appliance shop in Guimarães (pt-PT, WooCommerce Flatsome) with a 36-link mega menu, cookie notice, newsletter and dispute-resolution footer: "desde 1978"; the consumer arbitration centre's address and phone, a brand's founding 1899.
  {
    domain: 'electrovilaca-v.pt',
    name: 'Electrodomésticos Vilaça',
    language: 'pt',
    kind: 'boilerplate',
    category: 'electronics-and-technology',
    subcategory: 'appliances-and-electronics',
    contacts: {
      phone: '253 412 908',
      email: 'geral@electrovilaca-v.pt',
      street: 'Avenida D. Afonso Henriques 615',
      address: 'Avenida D. Afonso Henriques 615, 4810-431 Guimarães',
      founded: 1978,
      facebook: 'https://www.facebook.com/electrovilaca',
    },
    traps: ['consumerArbitration', 'resoldBrand'],
    decoys: {
      phones: ['253 422 410'],
      addresses: ['Rua Capitão Alfredo Guimarães 1, 4800-019 Guimarães'],
      years: [1899],
    },
  },
  // Refurbished laptop and phone shop in Zwolle (nl-NL, SvelteKit: text only in the kit.start data), no founding year: the repair shop next door (address and phone), the web shop online since 2023.
  {
    domain: 'refurbwinkel-zwolle-v.nl',
    name: 'Refurbwinkel Zwolle',
    language: 'nl',
    kind: 'jsShell',
    category: 'electronics-and-technology',
    subcategory: 'computers-and-phones',
    contacts: {
      phone: '038-4216709',
      email: 'info@refurbwinkel-zwolle-v.nl',
      street: 'Diezerstraat 71',
      address: 'Diezerstraat 71, 8011 RD Zwolle',
      facebook: 'https://www.facebook.com/refurbwinkelzwolle',
    },
    traps: ['recommendedPartner', 'websiteYear'],
    decoys: {
      phones: ['038-4229931'],
      addresses: ['Luttekestraat 9, 8011 LN Zwolle'],
      years: [2023],
    },
  },
  // Practice-management software for vet clinics in Boulder (en-US, Webflow), veterinary vocabulary throughout: "founded in 2018"; the animal poison hotline, a lab integration since 2021, the founder's personal LinkedIn.
  {
    domain: 'vetledger-v.com',
    name: 'VetLedger',
    language: 'en',
    kind: 'misleading',
    category: 'electronics-and-technology',
    subcategory: 'internet-and-software',
    contacts: {
      phone: '(303) 555-0164',
      email: 'hello@vetledger-v.com',
      street: '1720 Pearl Street',
      address: '1720 Pearl Street, Suite 210, Boulder, CO 80302',
      founded: 2018,
      linkedin: 'https://www.linkedin.com/company/vetledger-v',
    },
    traps: ['helpline', 'partnerNetwork', 'personalProfile'],
    decoys: {
      phones: ['(888) 426-4435'],
      years: [2021],
      links: ['https://www.linkedin.com/in/dr-jess-okafor'],
    },
  },
  // Computer and phone repair shop in Linz styled as a clinic (de-AT, GeneratePress), medical vocabulary throughout, no founding year: the building manager's phone, the health line and the ambulance, Windows 10's end of support 2025.
  {
    domain: 'laptop-klinik-v.at',
    name: 'Die Laptop-Klinik',
    language: 'de',
    kind: 'misleading',
    category: 'electronics-and-technology',
    subcategory: 'repair-and-services',
    contacts: {
      phone: '0732 77 13 40',
      email: 'ordination@laptop-klinik-v.at',
      street: 'Landstraße 85',
      address: 'Landstraße 85, 4020 Linz',
      facebook: 'https://www.facebook.com/laptopkliniklinz',
    },
    traps: ['landlord', 'helpline', 'emergencyNumber', 'exampleValue'],
    decoys: {
      phones: ['0732 77 12 00', '1450', '144'],
      years: [2025],
    },
  },
  // Children's party entertainers in Zaragoza (es-ES, Wix): "desde 2007"; the recommended party hall's address and phone, the city festival 2024.
  {
    domain: 'animacionescucurucho-v.es',
    name: 'Animaciones Cucurucho',
    language: 'es',
    kind: 'plain',
    category: 'events-and-entertainment',
    subcategory: 'childrens-entertainment',
    contacts: {
      phone: '976 43 52 18',
      email: 'hola@animacionescucurucho-v.es',
      street: 'Calle Miguel Servet 142',
      address: 'Calle Miguel Servet 142, 50013 Zaragoza',
      founded: 2007,
      facebook: 'https://www.facebook.com/animacionescucurucho',
    },
    traps: ['recommendedPartner', 'localAnniversary'],
    decoys: {
      phones: ['976 55 80 12'],
      addresses: ['Calle Pablo Ruiz Picasso 30, 50018 Zaragoza'],
      years: [2024],
    },
  },
  // Cocktail bar in a former pharmacy in Ghent (nl-BE, hand-made), pharmacy vocabulary throughout: "open sinds 2016"; the pharmacy's years in the building 1902–1998, its new address, the on-duty pharmacy line.
  {
    domain: 'cocktailbar-deapotheek-v.be',
    name: 'De Apotheek',
    language: 'nl',
    kind: 'misleading',
    category: 'events-and-entertainment',
    subcategory: 'clubbing-and-nightlife',
    contacts: {
      phone: '09 233 41 87',
      email: 'info@cocktailbar-deapotheek-v.be',
      street: 'Oudburg 39',
      address: 'Oudburg 39, 9000 Gent',
      founded: 2016,
      facebook: 'https://www.facebook.com/deapotheekgent',
    },
    traps: ['previousBusinessYear', 'namesakeBusiness', 'pharmacyOnDuty'],
    decoys: {
      phones: ['0903 99 000'],
      addresses: ['Vrijdagmarkt 12, 9000 Gent'],
      years: [1902, 1998],
    },
  },
  // Woolshed event venue near Martinborough (en-NZ, React app: text only in <noscript>), no founding year: the resident caterer's mobile, the shed built 1923, its centenary 2023.
  {
    domain: 'kowhaiwoolshed-v.co.nz',
    name: 'Kōwhai Woolshed',
    language: 'en',
    kind: 'jsShell',
    category: 'events-and-entertainment',
    subcategory: 'events-and-venues',
    contacts: {
      phone: '06 306 9184',
      email: 'hello@kowhaiwoolshed-v.co.nz',
      street: '412 Lake Ferry Road',
      address: '412 Lake Ferry Road, Martinborough 5781',
      facebook: 'https://www.facebook.com/kowhaiwoolshed',
    },
    traps: ['eventSupplier', 'buildingYear', 'anniversaryYear'],
    decoys: {
      phones: ['027 455 1093'],
      years: [1923, 2023],
    },
  },
  // Bread and grain museum in Altamura (it-IT, WordPress Neve), bread vocabulary throughout: "inaugurato nel 2009"; the sponsoring bakery "attivo dal 1902" and its address, the bread fair of October 2025.
  {
    domain: 'museodelpane-altamura-v.it',
    name: 'Museo del Pane e del Grano',
    language: 'it',
    kind: 'misleading',
    category: 'events-and-entertainment',
    subcategory: 'museums-and-exhibits',
    contacts: {
      phone: '080 314 2207',
      email: 'info@museodelpane-altamura-v.it',
      street: 'Via Matera 41',
      address: 'Via Matera 41, 70022 Altamura (BA)',
      founded: 2009,
      facebook: 'https://www.facebook.com/museodelpanealtamura',
    },
    traps: ['sponsor', 'localAnniversary'],
    decoys: {
      addresses: ['Piazza Duomo 7, 70022 Altamura (BA)'],
      years: [1902, 2025],
    },
  },
  // Party and wedding rental (tents, tables, tableware) in Roeselare (nl-BE, Jimdo): "opgericht in 1995"; the tent maker's address and phone, the thirtieth jubilee in 2025.
  {
    domain: 'tententafel-v.be',
    name: 'Tent & Tafel Feestverhuur',
    language: 'nl',
    kind: 'plain',
    category: 'events-and-entertainment',
    subcategory: 'wedding-and-party',
    contacts: {
      phone: '051 24 38 71',
      email: 'info@tententafel-v.be',
      street: 'Kachtemsestraat 220',
      address: 'Kachtemsestraat 220, 8800 Roeselare',
      founded: 1995,
      facebook: 'https://www.facebook.com/tententafelroeselare',
    },
    traps: ['supplierContact', 'anniversaryYear'],
    decoys: {
      phones: ['051 20 66 14'],
      addresses: ['Gentsestraat 118, 8870 Izegem'],
      years: [2025],
    },
  },
  // Parked domain with ad-feed related searches (en-US): the parking company's broker mailbox and phone.
  {
    domain: 'harborlight-v.com',
    name: 'harborlight-v.com',
    language: 'en',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['webProvider', 'classifiedAd'],
    decoys: {
      phones: ['+1 (415) 555-0133'],
      emails: ['sales@domainnest-v.com'],
    },
  },
  // Hosting provider's default page for a freshly registered domain (de-DE): the host's support line and mailbox.
  {
    domain: 'lindenhof-v.de',
    name: 'lindenhof-v.de',
    language: 'de',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['webProvider', 'serviceHotline'],
    decoys: {
      phones: ['0911 255 80 80'],
      emails: ['support@netzwerk-hosting-v.de'],
    },
  },
  // "Próximamente" coming-soon page with a countdown and a sign-up box (es-ES, WordPress SeedProd): no trade, no decoys.
  {
    domain: 'proyectoalba-v.es',
    name: 'Alba',
    language: 'es',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
  },
  // Login wall of a customer portal (nl-NL): no trade, no decoys.
  {
    domain: 'heuvelrand-v.nl',
    name: 'Heuvelrand',
    language: 'nl',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
  },
  // Shop closed for good with no trade named (pt-PT, hand-made): the letting agent's phone for the empty premises.
  {
    domain: 'casadolargo-v.pt',
    name: 'Casa do Largo',
    language: 'pt',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['classifiedAd'],
    decoys: {
      phones: ['226 091 448'],
    },
  },
];
