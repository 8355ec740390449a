import type { HandWrittenLabel } from '../handWrittenLabel.ts';

/**
 * Author H's share of devset40: 39 homepages of small and mid-sized businesses and public bodies
 * in Food, Beverages & Tobacco, Health & Medical, Hobbies & Crafts, Home & Garden, Home Services,
 * Legal Services & Government, Media & Publishing and Money & Insurance (five subcategories each,
 * four in Media & Publishing, no subcategory twice), and five pages that say nothing (a parked
 * domain for sale with ad links, a hosting company's default page, a "coming soon" countdown, a
 * portal's login wall and a cookie wall with nothing behind it). Twelve are plain, ten misleading
 * (the words belong to another trade than the one the company sells: a coffee roaster written as
 * a car workshop, a psychotherapy clinic written as a travel agency, a tackle shop named like a
 * fishmonger's, a kitchen maker written as a restaurant, a cleaning company written as a jeweller,
 * a joinery whose homepage is the master's beekeeping blog, a legal bureau for bars written like a
 * café, a bookshop written as a pharmacy, an insurance agency in a former umbrella shop written
 * as an umbrella maker, a wealth manager written as a wine estate), nine JS shells (Next.js pages
 * and app router, Nuxt 2 and 3, SvelteKit, Remix, Gatsby, Astro islands, Angular transfer state:
 * the words live only in the app's payload) and eight buried in boilerplate (age gates and consent
 * walls, mega menus, newsletters, chat widgets, licence and legal footers). Each page is written
 * as the real site would be (WordPress with Astra, Divi, Enfold, OceanWP, Hello Elementor,
 * GeneratePress, Avada, Twenty Twenty-Four, Kadence, Salient, Storefront, Kalium, Houzez, Bridge
 * or SeedProd, Wix, Squarespace, Shopify, Webflow, TYPO3, Joomla, Jimdo, Drupal, the Italian
 * public-sector template, hand-made pages, a parking service's and a hosting company's templates,
 * or one of the frameworks above), in its country's way of writing phones and addresses (the US,
 * the UK, Ireland, Canada, South Africa, India, Australia, New Zealand, Germany, Austria,
 * Switzerland, France, Belgium, Luxembourg, Québec, Spain, Mexico, Argentina, Chile, Peru, the
 * Netherlands, Flanders, Italy, Ticino, Portugal and Brazil), with two to four decoys among the
 * values a reader most easily takes wrongly, no trap kind used more than three times.
 * Twenty-six business pages state a founding year in varied phrasings; thirteen state none while
 * other years abound.
 *
 * Labelling rules:
 * - The category is what the company itself sells today, as a careful reader would file it,
 *   whatever most of the page talks about (a roaster in a former garage sells coffee, a clinic
 *   speaking of journeys sells psychotherapy, a shop called the fishmonger's sells tackle and
 *   bait, "the menu" of a kitchen studio is fitted kitchens, a joiner blogging about bees is a
 *   craftsman, a legal bureau for bars is a legal service, a bookshop called the apothecary sells
 *   books, "umbrellas" of an agency are insurance policies, a "wine estate" manages wealth).
 * - `contacts` holds only the company's own current facts for the place customers use: the phone
 *   to call first today as the page writes it (the visible text; in a JS shell, the payload's
 *   value), the general mailbox, the street line (`street`, verbatim on the page) and the whole
 *   address (`address`, as the page writes it, its lines joined by commas) customers visit now,
 *   the founding or first opening year (a takeover, rename or move keeps the original year when
 *   the page states it), and the LinkedIn and Facebook hrefs. A field the page does not state is
 *   left out.
 * - `decoys` lists what must never be taken, each verbatim on the page (phones exactly as
 *   written, addresses as a contiguous substring, years as numbers appearing on the page): other
 *   parties' phones, mailboxes, addresses and links (pharmacies on duty, out-of-hours and
 *   emergency services, helplines, makers' care lines and insurers' claims lines, suppliers,
 *   stockists and market stalls, recommended and on-call partners, namesakes, professional
 *   bodies, public offices and supervisory authorities, funders, sponsors, recruiters, clients in
 *   testimonials, exhibition and workshop venues, car parks, garden-centre receptions, sister
 *   companies, partner networks, booking platforms and listing portals, press offices, insurers,
 *   consumer mediators, newsletter senders, consent vendors, chat vendors, external DPOs, web
 *   agencies, hosts and domain brokers), the company's own former address and other branch or
 *   warehouse, its fax and its enterprise number where it reads like a phone, a form's
 *   placeholder address, and years that are not the founding (buildings and refits, former
 *   businesses on the premises, licences, certifications, memberships, awards, laws, price lists,
 *   vintages and model years, the owner's career and the family's history, a town's
 *   anniversaries, press mentions, sponsorships, launch dates, copyright lines). `traps` names
 *   their kinds; a page has traps exactly when it has decoys.
 * - The company's own secondary lines and mailboxes (WhatsApp, mobile, switchboard, PEC,
 *   complaints, data-protection) are neither truth nor decoy.
 * - Say-nothing pages are `uncategorised` and carry no contacts; the hosting, parking, broker,
 *   agency, IT-provider and consent companies' numbers, mailboxes, addresses and links on them
 *   are decoys.
 */
export const DEVSET40_LABELS_H: readonly HandWrittenLabel[] = [
  // ---- Food, Beverages & Tobacco ----
  // Bakery and patisserie in Graz (de-AT, WordPress Astra), plain: founded "Im Frühjahr 1962 … aufgesperrt"; the Leoben branch's address and phone, and the "Goldene Semmel 2019" award.
  {
    domain: 'baeckerei-gruber-h.at',
    name: 'Bäckerei Konditorei Gruber',
    language: 'de',
    kind: 'plain',
    category: 'food-beverages-and-tobacco',
    subcategory: 'bakery-and-pastry',
    contacts: {
      phone: '0316 71 24 83',
      email: 'office@baeckerei-gruber-h.at',
      street: 'Annenstraße 24',
      address: 'Annenstraße 24, 8020 Graz',
      founded: 1962,
      facebook: 'https://www.facebook.com/baeckereigruber.graz',
    },
    traps: ['branchElsewhere', 'awardYear'],
    decoys: {
      phones: ['03842 22 61 90'],
      addresses: ['Franz-Josef-Straße 7, 8700 Leoben'],
      years: [2019],
    },
  },
  // Coffee roaster in Bologna in a former car workshop (it, Shopify Dawn), misleading: the whole shop speaks of tagliandi, carburatori and pit stops; roasting "dal 2011"; the Benassi garage's 1958 and an espresso-machine repairer's phone.
  {
    domain: 'officina-caffe-h.it',
    name: 'Officina Meccanica del Caffè',
    language: 'it',
    kind: 'misleading',
    category: 'food-beverages-and-tobacco',
    subcategory: 'coffee-and-tea',
    contacts: {
      phone: '051 644 2390',
      email: 'ciao@officina-caffe-h.it',
      street: 'Via del Pratello 41/b',
      address: 'Via del Pratello 41/b, 40122 Bologna',
      founded: 2011,
      facebook: 'https://www.facebook.com/officinacaffe.bologna',
    },
    traps: ['previousBusinessYear', 'recommendedPartner'],
    decoys: {
      phones: ['051 453 118'],
      years: [1958],
    },
  },
  // Online seafood wholesaler in Vilagarcía de Arousa (es-ES, Nuxt 3 `__NUXT_DATA__`), JS shell: "en 1987 abrimos nuestro propio puesto"; the fishermen's guild's phone and the MSC certification year 2014.
  {
    domain: 'mariscos-riasbaixas-h.es',
    name: 'Mariscos Rías Baixas',
    language: 'es',
    kind: 'jsShell',
    category: 'food-beverages-and-tobacco',
    subcategory: 'meat-seafood-and-eggs',
    contacts: {
      phone: '986 50 72 14',
      email: 'pedidos@mariscos-riasbaixas-h.es',
      street: 'Avenida da Mariña 18',
      address: 'Avenida da Mariña 18, 36600 Vilagarcía de Arousa (Pontevedra)',
      founded: 1987,
      facebook: 'https://www.facebook.com/mariscosriasbaixas',
    },
    traps: ['professionalBody', 'certificationYear'],
    decoys: {
      phones: ['986 51 04 77'],
      years: [2014],
    },
  },
  // Alsace winegrower in Riquewihr (fr-FR, WordPress Divi), boilerplate: age gate, tarteaucitron consent wall, mega menu, newsletter, Loi Évin footer; no founding year; the newsletter sender's Paris address and the 2018 and 2020 vintages.
  {
    domain: 'domaine-vautrin-kessler-h.fr',
    name: 'Domaine Vautrin-Kessler',
    language: 'fr',
    kind: 'boilerplate',
    category: 'food-beverages-and-tobacco',
    subcategory: 'beer-and-wine',
    contacts: {
      phone: '03 89 47 92 18',
      email: 'contact@domaine-vautrin-kessler-h.fr',
      street: '7 rue du Général de Gaulle',
      address: '7 rue du Général de Gaulle, 68340 Riquewihr',
      facebook: 'https://www.facebook.com/domainevautrinkessler',
    },
    traps: ['newsletterService', 'modelYear'],
    decoys: {
      addresses: ['24 rue La Fayette, 75009 Paris'],
      years: [2018, 2020],
    },
  },
  // Artisan chocolate maker in Gramado (pt-BR, Wix), plain: "Nossa história começou em 1993"; the chocolate fair's venue address and Wix's Facebook share link.
  {
    domain: 'chocolates-serrana-h.com.br',
    name: 'Chocolates Serrana',
    language: 'pt',
    kind: 'plain',
    category: 'food-beverages-and-tobacco',
    subcategory: 'candy-and-chocolate',
    contacts: {
      phone: '(54) 3286-4417',
      email: 'contato@chocolates-serrana-h.com.br',
      street: 'Avenida Borges de Medeiros, 2410',
      address: 'Avenida Borges de Medeiros, 2410 – Centro, Gramado – RS, 95670-000',
      founded: 1993,
      facebook: 'https://www.facebook.com/chocolatesserrana',
    },
    traps: ['tradeFair', 'shareLinks'],
    decoys: {
      addresses: ['Rua Alfredo Weber, 150 – Gramado'],
      links: [
        'https://www.facebook.com/sharer/sharer.php?u=https://www.chocolates-serrana-h.com.br',
      ],
    },
  },
  // ---- Health & Medical ----
  // Dental practice in Amersfoort (nl-NL, WordPress Enfold), boilerplate: Enfold consent bar and settings modal, mega menu, newsletter, chat launcher; "werd in 1998 opgericht"; the out-of-hours dental post's phone, the KNMT link and the chat vendor's link.
  {
    domain: 'tandartspraktijk-devaart-h.nl',
    name: 'Tandartspraktijk De Vaart',
    language: 'nl',
    kind: 'boilerplate',
    category: 'health-and-medical',
    subcategory: 'dental-services',
    contacts: {
      phone: '033 461 28 40',
      email: 'info@tandartspraktijk-devaart-h.nl',
      street: 'Stadsring 121',
      address: 'Stadsring 121, 3811 HR Amersfoort',
      founded: 1998,
      linkedin: 'https://www.linkedin.com/company/tandartspraktijk-de-vaart',
      facebook: 'https://www.facebook.com/tandartspraktijkdevaart',
    },
    traps: ['outOfHoursService', 'professionalBody', 'chatWidget'],
    decoys: {
      phones: ['033 - 299 57 10'],
      links: ['https://www.knmt.nl/', 'https://www.zorgchat.nl/?utm_source=widget'],
    },
  },
  // Neighbourhood pharmacy in Lisbon (pt-PT, Joomla Cassiopeia), plain: "Fundada em 1954"; the pharmacy on duty's address and phone, the SNS 24 line and the 2017 refit.
  {
    domain: 'farmacia-alvalade-h.pt',
    name: 'Farmácia Nova de Alvalade',
    language: 'pt',
    kind: 'plain',
    category: 'health-and-medical',
    subcategory: 'pharmacy-and-medicine',
    contacts: {
      phone: '218 493 127',
      email: 'geral@farmacia-alvalade-h.pt',
      street: 'Avenida da Igreja, 42-A',
      address: 'Avenida da Igreja, 42-A, 1700-239 Lisboa',
      founded: 1954,
      facebook: 'https://www.facebook.com/farmacianovaalvalade',
    },
    traps: ['pharmacyOnDuty', 'helpline', 'buildingYear'],
    decoys: {
      phones: ['218 472 530', '808 24 24 24'],
      addresses: ['Avenida de Roma, 91, 1700-344 Lisboa'],
      years: [2017],
    },
  },
  // Independent opticians in Galway (en-IE, Gatsby: the words only in the inlined page data), JS shell: no founding year while 2025 and 2022 sit in the notice; the lens maker's care line and the booking platform's link.
  {
    domain: 'claddagh-eyecare-h.ie',
    name: 'Claddagh Eyecare',
    language: 'en',
    kind: 'jsShell',
    category: 'health-and-medical',
    subcategory: 'vision-and-hearing',
    contacts: {
      phone: '091 563 228',
      email: 'hello@claddagh-eyecare-h.ie',
      street: '14 Shop Street',
      address: '14 Shop Street, Galway, H91 X2T6',
      facebook: 'https://www.facebook.com/claddaghEyecare',
    },
    traps: ['manufacturerHotline', 'bookingPlatform'],
    decoys: {
      phones: ['1800 409 903'],
      links: ['https://book.optibook.ie/claddagh-eyecare'],
    },
  },
  // Psychotherapy clinic in Montréal written as a travel agency (fr-CA, Squarespace 7.1), misleading: départs, billets, escales and bagages; "depuis l'ouverture de la clinique, en 2009"; the Ordre des psychologues' phone and the suicide helpline.
  {
    domain: 'voyages-interieurs-h.ca',
    name: 'Voyages Intérieurs',
    language: 'fr',
    kind: 'misleading',
    category: 'health-and-medical',
    subcategory: 'mental-health',
    contacts: {
      phone: '514 271-8830',
      email: 'accueil@voyages-interieurs-h.ca',
      street: '5250, boulevard Saint-Laurent',
      address: '5250, boulevard Saint-Laurent, bureau 302, Montréal (Québec) H2T 1S1',
      founded: 2009,
      linkedin: 'https://www.linkedin.com/company/voyages-interieurs-psychotherapie',
      facebook: 'https://www.facebook.com/voyagesinterieursmtl',
    },
    traps: ['professionalBody', 'helpline'],
    decoys: {
      phones: ['514 738-1881', '1 866 277-3553'],
    },
  },
  // Orthopaedic workshop (prostheses, orthoses) in Winterthur (de-CH, Angular `ng-state` transfer state), JS shell: "Unsere Firmengeschichte beginnt 1971"; the IV-Stelle's address and the ISO 13485 year 2016.
  {
    domain: 'orthotec-brunner-h.ch',
    name: 'Orthotec Brunner AG',
    language: 'de',
    kind: 'jsShell',
    category: 'health-and-medical',
    subcategory: 'physical-aids',
    contacts: {
      phone: '052 213 45 80',
      email: 'info@orthotec-brunner-h.ch',
      street: 'Technikumstrasse 38',
      address: 'Technikumstrasse 38, 8400 Winterthur',
      founded: 1971,
      linkedin: 'https://www.linkedin.com/company/orthotec-brunner-ag',
      facebook: 'https://www.facebook.com/orthotecbrunner',
    },
    traps: ['publicOffice', 'certificationYear'],
    decoys: {
      addresses: ['Röntgenstrasse 17, 8005 Zürich'],
      years: [2016],
    },
  },
  // ---- Hobbies & Crafts ----
  // Guitar maker's workshop in Almagro, Buenos Aires (es-AR, hand-made), plain: "Abrimos el taller en Almagro en 1996"; the grandfather's first guitar in 1948 and the exhibition venue's address.
  {
    domain: 'lutheria-ferreyra-h.com.ar',
    name: 'Luthería Ferreyra',
    language: 'es',
    kind: 'plain',
    category: 'hobbies-and-crafts',
    subcategory: 'music-and-instruments',
    contacts: {
      phone: '(011) 4862-3317',
      email: 'taller@lutheria-ferreyra-h.com.ar',
      street: 'Gascón 1145',
      address: 'Gascón 1145, C1181 CABA, Buenos Aires',
      founded: 1996,
      facebook: 'https://www.facebook.com/lutheriaferreyra',
    },
    traps: ['familyHistoryYear', 'eventVenue'],
    decoys: {
      addresses: ['Junín 1930, CABA'],
      years: [1948],
    },
  },
  // Yarn shop in Dunedin (en-NZ, Shopify Dawn), boilerplate: privacy banner, announcement carousel, mega menus, newsletter, payment footer and Shopify Inbox chat; "We opened our doors on George Street in 2013"; a stockist's address in Invercargill and the farmers market's address.
  {
    domain: 'tuiyarn-h.co.nz',
    name: 'Tui Yarn Co.',
    language: 'en',
    kind: 'boilerplate',
    category: 'hobbies-and-crafts',
    subcategory: 'needlework-and-knitting',
    contacts: {
      phone: '03 477 2210',
      email: 'hello@tuiyarn-h.co.nz',
      street: '146 George Street',
      address: '146 George Street, Dunedin 9016',
      founded: 2013,
      facebook: 'https://www.facebook.com/tuiyarnco',
    },
    traps: ['stockist', 'marketStall'],
    decoys: {
      addresses: ['22 Tay Street, Invercargill', 'Dunedin Railway Station, 2 Anzac Avenue'],
    },
  },
  // Fishing-tackle and bait shop in Namur named and written as a fishmonger's (fr-BE, Jimdo Creator), misleading: arrivage du jour, étal, poisson; no founding year while 2025 fills the permit news; the fisheries office's address and the real fishmonger next door's phone.
  {
    domain: 'la-poissonnerie-h.be',
    name: 'La Poissonnerie – articles de pêche',
    language: 'fr',
    kind: 'misleading',
    category: 'hobbies-and-crafts',
    subcategory: 'fishing-and-hunting',
    contacts: {
      phone: '081 22 45 67',
      email: 'info@la-poissonnerie-h.be',
      street: 'Rue de Fer 57',
      address: 'Rue de Fer 57, 5000 Namur',
      facebook: 'https://www.facebook.com/lapoissonnerie.namur',
    },
    traps: ['publicOffice', 'namesakeBusiness'],
    decoys: {
      phones: ['081 22 71 09'],
      addresses: ['Avenue Prince de Liège 7, 5100 Jambes'],
    },
  },
  // Glass-blowing and fused-glass studio in Lugano-Paradiso (it-CH, SvelteKit: the words only in the `kit.start` data), JS shell: "La fornace è stata accesa per la prima volta nel 2002"; the funder's link and the car park's address in the directions.
  {
    domain: 'vetreria-ceresio-h.ch',
    name: 'Vetreria Ceresio',
    language: 'it',
    kind: 'jsShell',
    category: 'hobbies-and-crafts',
    subcategory: 'metal-stone-and-glass-work',
    contacts: {
      phone: '091 922 34 56',
      email: 'atelier@vetreria-ceresio-h.ch',
      street: 'Riva Paradiso 14',
      address: 'Riva Paradiso 14, 6900 Lugano-Paradiso',
      founded: 2002,
      facebook: 'https://www.facebook.com/vetreriaceresio',
    },
    traps: ['funder', 'directions'],
    decoys: {
      addresses: ['Via Pioda 8, 6900 Lugano'],
      links: ['https://prohelvetia.ch/it/'],
    },
  },
  // Paper, paint and drawing-supplies shop in Ghent (nl-BE, Webflow), plain: "Het Blad ontstond in 2008"; the recommended framer's phone and the enterprise number that reads like a phone.
  {
    domain: 'hetblad-h.be',
    name: 'Het Blad',
    language: 'nl',
    kind: 'plain',
    category: 'hobbies-and-crafts',
    subcategory: 'painting-and-paper',
    contacts: {
      phone: '09 225 31 40',
      email: 'winkel@hetblad-h.be',
      street: 'Sint-Pietersnieuwstraat 87',
      address: 'Sint-Pietersnieuwstraat 87, 9000 Gent',
      founded: 2008,
      facebook: 'https://www.facebook.com/hetbladgent',
    },
    traps: ['recommendedPartner', 'registrationNumber'],
    decoys: {
      phones: ['09 233 18 02', '0712.345.678'],
    },
  },
  // ---- Home & Garden ----
  // Furniture store in Tilburg (nl-NL, Next.js app router: the words only in `self.__next_f.push` flight data), JS shell: "In 1958 opende opa Kees van Dongen de eerste winkel"; that first shop's former address and the boxspring maker's customer-service line.
  {
    domain: 'meubelhuis-vandongen-h.nl',
    name: 'Meubelhuis Van Dongen',
    language: 'nl',
    kind: 'jsShell',
    category: 'home-and-garden',
    subcategory: 'furniture-stores',
    contacts: {
      phone: '013 542 19 80',
      email: 'info@meubelhuis-vandongen-h.nl',
      street: 'Ringbaan-West 240',
      address: 'Ringbaan-West 240, 5038 KK Tilburg',
      founded: 1958,
      linkedin: 'https://www.linkedin.com/company/meubelhuis-van-dongen',
      facebook: 'https://www.facebook.com/meubelhuisvandongen',
    },
    traps: ['previousAddress', 'manufacturerHotline'],
    decoys: {
      phones: ['0570 - 68 12 00'],
      addresses: ['Heuvelstraat 12'],
    },
  },
  // Wood-stove and tiled-stove showroom and installer in Freiburg (de-DE, TYPO3 Bootstrap Package), boilerplate: Klaro consent modal, mega menus, Brevo newsletter, register-court footer; no founding year while 2010 and 2024 fill the emissions-law notice; the external data-protection officer's mailbox.
  {
    domain: 'ofenhaus-schaefer-h.de',
    name: 'Ofenhaus Schäfer GmbH',
    language: 'de',
    kind: 'boilerplate',
    category: 'home-and-garden',
    subcategory: 'energy-and-heating',
    contacts: {
      phone: '0761 4563920',
      email: 'info@ofenhaus-schaefer-h.de',
      street: 'Hermann-Mitsch-Straße 21',
      address: 'Hermann-Mitsch-Straße 21, 79108 Freiburg im Breisgau',
      facebook: 'https://www.facebook.com/ofenhaus.schaefer',
    },
    traps: ['externalDpo', 'standardYear'],
    decoys: {
      emails: ['datenschutz@dsb-breisgau.de'],
      years: [2010, 2024],
    },
  },
  // Pond and koi centre near Cambridge (en-GB, WordPress OceanWP with Elementor and WooCommerce), plain: no founding year while the 2025 price list and copyright stand out; the host garden centre's reception phone.
  {
    domain: 'willowbrook-aquatics-h.co.uk',
    name: 'Willowbrook Aquatics',
    language: 'en',
    kind: 'plain',
    category: 'home-and-garden',
    subcategory: 'garden-and-pond',
    contacts: {
      phone: '01223 861 447',
      email: 'info@willowbrook-aquatics-h.co.uk',
      street: '112 Station Road',
      address: '112 Station Road, Histon, Cambridge CB24 9LQ',
      facebook: 'https://www.facebook.com/willowbrookaquatics',
    },
    traps: ['centreReception', 'priceListYear'],
    decoys: {
      phones: ['01223 232 110'],
      years: [2025],
    },
  },
  // Fitted-kitchen maker in Guadalajara written as a restaurant (es-MX, WordPress Hello Elementor), misleading: menú del día, platillos, sazón, reservaciones; "en 2006 abrió su taller"; the granite supplier's phone and the unrelated Fonda Doña Chela's phone.
  {
    domain: 'cocina-donachela-h.mx',
    name: 'La Cocina de Doña Chela – Cocinas Integrales',
    language: 'es',
    kind: 'misleading',
    category: 'home-and-garden',
    subcategory: 'bathroom-and-kitchen',
    contacts: {
      phone: '33 3615 2290',
      email: 'contacto@cocina-donachela-h.mx',
      street: 'Av. Américas 1520',
      address: 'Av. Américas 1520, Col. Providencia, 44630 Guadalajara, Jal.',
      founded: 2006,
      facebook: 'https://www.facebook.com/cocinadonachela',
    },
    traps: ['supplierContact', 'namesakeBusiness'],
    decoys: {
      phones: ['222 281 0045', '33 3826 4471'],
    },
  },
  // Interior-decoration shop and studio in Porto (pt-PT, Remix: the words only in `window.__remixContext` loader data), JS shell: no founding year while 2025 and 2023 appear; the press mention's 2023 and the newsletter field's placeholder address.
  {
    domain: 'casa-azulejo-h.pt',
    name: 'Casa Azulejo Interiores',
    language: 'pt',
    kind: 'jsShell',
    category: 'home-and-garden',
    subcategory: 'decoration-and-interior',
    contacts: {
      phone: '+351 222 083 517',
      email: 'loja@casa-azulejo-h.pt',
      street: 'Rua das Flores, 118',
      address: 'Rua das Flores, 118, 4050-266 Porto',
      facebook: 'https://www.facebook.com/casaazulejointeriores',
    },
    traps: ['newsMention', 'formPlaceholder'],
    decoys: {
      emails: ['o.seu@email.pt'],
      years: [2023],
    },
  },
  // ---- Home Services ----
  // Removals and furniture storage in Turin (it, WordPress GeneratePress with GenerateBlocks and Contact Form 7), plain: "La ditta è nata nel 1976"; the fax number beside the phone and the storage warehouse's address in Grugliasco.
  {
    domain: 'traslochi-ferraris-h.it',
    name: 'Traslochi Ferraris',
    language: 'it',
    kind: 'plain',
    category: 'home-services',
    subcategory: 'moving-and-storage',
    contacts: {
      phone: '011 248 7361',
      email: 'info@traslochi-ferraris-h.it',
      street: 'Corso Vercelli 212',
      address: 'Corso Vercelli 212, 10155 Torino (TO)',
      founded: 1976,
      linkedin: 'https://www.linkedin.com/company/traslochi-ferraris',
      facebook: 'https://www.facebook.com/traslochiferraristorino',
    },
    traps: ['faxNumber', 'branchElsewhere'],
    decoys: {
      phones: ['011 248 7362'],
      addresses: ['Strada del Portone 45, 10095 Grugliasco (TO)'],
    },
  },
  // Plumber and heating engineer in Nantes (fr-FR, Next.js pages router `__NEXT_DATA__`), JS shell: no founding year while 2023 and 2025 sit in the labels line; the gas-emergency number and the ten-year insurer's address.
  {
    domain: 'plomberie-martineau-h.fr',
    name: 'Plomberie Martineau',
    language: 'fr',
    kind: 'jsShell',
    category: 'home-services',
    subcategory: 'plumbing-and-sanitation',
    contacts: {
      phone: '02 40 89 31 56',
      email: 'contact@plomberie-martineau-h.fr',
      street: '18 boulevard des Poilus',
      address: '18 boulevard des Poilus, 44300 Nantes',
      facebook: 'https://www.facebook.com/plomberiemartineaunantes',
    },
    traps: ['utilityEmergency', 'insurerDetails'],
    decoys: {
      phones: ['0 800 47 33 33'],
      addresses: ['8 rue Louis Armand, 75015 Paris'],
    },
  },
  // House-cleaning company in Cape Town written as a jeweller (en-ZA, Wix), misleading: brilliant cut, carats, clarity, settings and certificates; "Our first shine was in 2015"; the recruiter's mailbox and the sponsored netball club's Facebook page.
  {
    domain: 'diamondcut-cleaning-h.co.za',
    name: 'Diamond Cut Cleaning',
    language: 'en',
    kind: 'misleading',
    category: 'home-services',
    subcategory: 'cleaning-service-providers',
    contacts: {
      phone: '021 447 3321',
      email: 'info@diamondcut-cleaning-h.co.za',
      street: '23 Albert Road',
      address: '23 Albert Road, Woodstock, Cape Town, 7925',
      founded: 2015,
      linkedin: 'https://www.linkedin.com/company/diamond-cut-cleaning',
      facebook: 'https://www.facebook.com/diamondcutcleaningct',
    },
    traps: ['recruiter', 'sponsor'],
    decoys: {
      emails: ['jobs@cleanstaff.co.za'],
      links: ['https://www.facebook.com/woodstocknetballclub'],
      years: [2022],
    },
  },
  // House-sitting, patrols and alarm monitoring in Santiago (es-CL, WordPress Avada), boilerplate: mega menu, cookie-law bar, newsletter, Joinchat widget, legal footer; no founding year while 2021 and 2025 appear; the police sector's phone and the security licence's 2021.
  {
    domain: 'guardianes-delsur-h.cl',
    name: 'Guardianes del Sur SpA',
    language: 'es',
    kind: 'boilerplate',
    category: 'home-services',
    subcategory: 'house-sitting-and-security',
    contacts: {
      phone: '+56 2 2334 5678',
      email: 'contacto@guardianes-delsur-h.cl',
      street: 'Av. Providencia 1208',
      address: 'Av. Providencia 1208, oficina 502, Providencia, Santiago',
      linkedin: 'https://www.linkedin.com/company/guardianes-del-sur-spa',
      facebook: 'https://www.facebook.com/guardianesdelsur.cl',
    },
    traps: ['emergencyNumber', 'licenceYear'],
    decoys: {
      phones: ['+56 9 9260 8175'],
      years: [2021],
    },
  },
  // Joinery in Kempten whose homepage is the master's beekeeping blog (de-DE, WordPress Twenty Twenty-Four), misleading: swarms, combs and honey harvests, the joinery a paragraph at the end; "1953 hat mein Großvater … die Werkstatt eingerichtet"; the farm shop selling the honey and the beekeepers' club membership year 2011.
  {
    domain: 'schreinerei-holzmann-h.de',
    name: 'Schreinerei Holzmann',
    language: 'de',
    kind: 'misleading',
    category: 'home-services',
    subcategory: 'craftsman',
    contacts: {
      phone: '0831 540 27 71',
      email: 'info@schreinerei-holzmann-h.de',
      street: 'Memminger Straße 88',
      address: 'Memminger Straße 88, 87439 Kempten (Allgäu)',
      founded: 1953,
      facebook: 'https://www.facebook.com/schreinereiholzmann',
    },
    traps: ['stockist', 'membershipYear'],
    decoys: {
      addresses: ['Lindauer Straße 5, 87439 Kempten'],
      years: [2011],
    },
  },
  // ---- Legal Services & Government ----
  // Law firm in Bengaluru (en-IN, WordPress Kadence), plain: Bar Council disclaimer modal; "The firm was set up in 1998"; a partner's 1991 enrolment and the New Delhi associate office's address and phone.
  {
    domain: 'iyermenon-advocates-h.in',
    name: 'Iyer & Menon Advocates',
    language: 'en',
    kind: 'plain',
    category: 'legal-services-and-government',
    subcategory: 'lawyers-and-attorneys',
    contacts: {
      phone: '+91 80 4123 5678',
      email: 'chambers@iyermenon-advocates-h.in',
      street: 'No. 42, Residency Road',
      address: 'No. 42, Residency Road, Bengaluru 560025, Karnataka',
      founded: 1998,
      linkedin: 'https://www.linkedin.com/company/iyer-menon-advocates',
    },
    traps: ['licenceYear', 'branchElsewhere'],
    decoys: {
      phones: ['+91 11 4605 2231'],
      addresses: ['B-14, Defence Colony, New Delhi 110024'],
      years: [1991],
    },
  },
  // Legal advice bureau for bars and restaurants in Utrecht, written like a café (nl-NL, WordPress Salient with WPBakery), misleading: de kaart, voorgerecht, tap, brigade, tafel reserveren; "In 2012 begonnen twee oud-kroegbazen … dit bureau"; the client café's address in a testimonial and the partner network's link.
  {
    domain: 'horecajuristen-h.nl',
    name: 'Horeca Juristen',
    language: 'nl',
    kind: 'misleading',
    category: 'legal-services-and-government',
    subcategory: 'legal-service-providers',
    contacts: {
      phone: '030 231 44 50',
      email: 'info@horecajuristen-h.nl',
      street: 'Oudegracht 158',
      address: 'Oudegracht 158, 3511 AZ Utrecht',
      founded: 2012,
      linkedin: 'https://www.linkedin.com/company/horeca-juristen',
      facebook: 'https://www.facebook.com/horecajuristen',
    },
    traps: ['clientReference', 'partnerNetwork'],
    decoys: {
      addresses: ['Zadelstraat 12, Utrecht'],
      links: ['https://www.horecajuridischnetwerk.nl'],
    },
  },
  // Civil registry office (cartório) in Campinas (pt-BR, WordPress Astra with Elementor mega menu), boilerplate: LGPD consent banner, mega menu, accessibility bar, chat widget, legal footer; no founding year while 2018, 2023 and 2025 appear; the supervising Corregedoria's address and the consent vendor's link.
  {
    domain: 'cartorio-campinas-h.com.br',
    name: '2º Oficial de Registro Civil das Pessoas Naturais de Campinas',
    language: 'pt',
    kind: 'boilerplate',
    category: 'legal-services-and-government',
    subcategory: 'registration-services',
    contacts: {
      phone: '(19) 3231-4471',
      email: 'atendimento@cartorio-campinas-h.com.br',
      street: 'Rua Barão de Jaguara, 1083',
      address: 'Rua Barão de Jaguara, 1083 – Centro, Campinas – SP, 13015-002',
      facebook: 'https://www.facebook.com/registrocivilcampinas2',
    },
    traps: ['supervisoryAuthority', 'cookieVendor'],
    decoys: {
      addresses: ['Praça Pedro Lessa, 61 – Centro, São Paulo'],
      links: ['https://www.consentebr.com.br'],
    },
  },
  // Public library of a Luxembourg town (fr-LU, Drupal 10), plain: "La bibliothèque a ouvert ses portes en 1967"; the culture ministry's link as funder and the town hall's switchboard.
  {
    domain: 'mediatheque-kiem-h.lu',
    name: 'Médiathèque du Kiem',
    language: 'fr',
    kind: 'plain',
    category: 'legal-services-and-government',
    subcategory: 'libraries-and-archives',
    contacts: {
      phone: '+352 51 61 21-290',
      email: 'info@mediatheque-kiem-h.lu',
      street: '27, rue de la Libération',
      address: '27, rue de la Libération, L-3510 Dudelange',
      founded: 1967,
      facebook: 'https://www.facebook.com/mediathequekiem',
    },
    traps: ['funder', 'publicOffice'],
    decoys: {
      phones: ['51 61 21-1'],
      links: ['https://mc.gouv.lu'],
    },
  },
  // A municipality's technical office (building permits, planning, public works) in the Bologna area (it, Bootstrap Italia "comuni" template), boilerplate: cookie bar, AgID mega menus, page rating widget, PA footer; no founding year while 2001 and 2017 name the laws; the water utility's emergency line.
  {
    domain: 'comune-vallerosa-h.it',
    name: 'Comune di Vallerosa – Ufficio Tecnico',
    language: 'it',
    kind: 'boilerplate',
    category: 'legal-services-and-government',
    subcategory: 'municipal-department',
    contacts: {
      phone: '051 622 8170',
      email: 'ufficio.tecnico@comune-vallerosa-h.it',
      street: 'Piazza Bracci 1',
      address: 'Piazza Bracci 1, 40068 Vallerosa (BO)',
      facebook: 'https://www.facebook.com/comunedivallerosa',
    },
    traps: ['utilityEmergency', 'standardYear'],
    decoys: {
      phones: ['800 713 900'],
      years: [2001, 2017],
    },
  },
  // ---- Media & Publishing ----
  // Independent bookshop in Halifax written as a pharmacy (en-CA, WordPress Storefront with WooCommerce), misleading: dispensary, prescriptions, tinctures, refills, pharmacists; "We opened the dispensary on Argyle in the spring of 2001"; the drugstore's 1923 on the premises and the pharmacy next door's phone.
  {
    domain: 'apothecary-books-h.ca',
    name: 'The Apothecary',
    language: 'en',
    kind: 'misleading',
    category: 'media-and-publishing',
    subcategory: 'books-and-magazines',
    contacts: {
      phone: '(902) 423-7781',
      email: 'shop@apothecary-books-h.ca',
      street: '1586 Argyle Street',
      address: '1586 Argyle Street, Halifax, NS B3J 2B3',
      founded: 2001,
      facebook: 'https://www.facebook.com/apothecarybookshalifax',
    },
    traps: ['previousBusinessYear', 'recommendedPartner'],
    decoys: {
      phones: ['(902) 429-8870'],
      years: [1923],
    },
  },
  // Local online news portal for Heilbronn (de-DE, Nuxt 2 `window.__NUXT__`), JS shell: "Der Neckar-Bote ging im März 2014 an den Start"; the city press office's mailbox in a news teaser and the outdoor pool's 1899 anniversary.
  {
    domain: 'neckarbote-h.de',
    name: 'Neckar-Bote Online GmbH',
    language: 'de',
    kind: 'jsShell',
    category: 'media-and-publishing',
    subcategory: 'media-and-information',
    contacts: {
      phone: '07131 594470',
      email: 'redaktion@neckarbote-h.de',
      street: 'Allee 41',
      address: 'Allee 41, 74072 Heilbronn',
      founded: 2014,
      linkedin: 'https://www.linkedin.com/company/neckar-bote-online',
      facebook: 'https://www.facebook.com/neckarbote',
    },
    traps: ['pressContact', 'localAnniversary'],
    decoys: {
      emails: ['pressestelle@heilbronn.de'],
      years: [1899],
    },
  },
  // Wedding, family and portrait photographer in Belo Horizonte (pt-BR, WordPress Kalium with WPBakery), plain: no founding year while 2023, 2025 and 2026 appear; the 2023 award shortlist and the workshop venue's address.
  {
    domain: 'estudio-luzdeminas-h.com.br',
    name: 'Estúdio Luz de Minas',
    language: 'pt',
    kind: 'plain',
    category: 'media-and-publishing',
    subcategory: 'photography',
    contacts: {
      phone: '(31) 3284-5519',
      email: 'contato@estudio-luzdeminas-h.com.br',
      street: 'Rua Fernandes Tourinho, 470',
      address: 'Rua Fernandes Tourinho, 470 – Savassi, Belo Horizonte – MG, 30112-000',
      facebook: 'https://www.facebook.com/estudioluzdeminas',
    },
    traps: ['awardYear', 'eventVenue'],
    decoys: {
      addresses: ['Rodovia MG-030, km 12, Nova Lima'],
      years: [2023],
    },
  },
  // Recording, mixing and mastering studio in Bilbao (es-ES, Webflow), plain: "Montamos el estudio en 1999"; the 1978 Neve console and the web agency's credit link.
  {
    domain: 'ondanorte-h.es',
    name: 'Estudio Onda Norte',
    language: 'es',
    kind: 'plain',
    category: 'media-and-publishing',
    subcategory: 'video-and-sound',
    contacts: {
      phone: '944 15 27 63',
      email: 'estudio@ondanorte-h.es',
      street: 'Ribera de Deusto 47',
      address: 'Ribera de Deusto 47, 48014 Bilbao',
      founded: 1999,
      facebook: 'https://www.facebook.com/estudioondanorte',
    },
    traps: ['modelYear', 'webProvider'],
    decoys: {
      links: ['https://kuadro.studio'],
      years: [1978],
    },
  },
  // ---- Money & Insurance ----
  // Chartered accountants in Lyon (fr-FR, Astro client-only islands: the words only in the `props` attributes), JS shell: "Le cabinet a été créé en 1988"; a client bakery's address in the testimonial and the consumer mediator's address.
  {
    domain: 'cabinet-lefevre-h.fr',
    name: 'Cabinet Lefèvre & Associés',
    language: 'fr',
    kind: 'jsShell',
    category: 'money-and-insurance',
    subcategory: 'accounting-and-tax',
    contacts: {
      phone: '04 78 62 19 30',
      email: 'cabinet@cabinet-lefevre-h.fr',
      street: '45 quai Jules Courmont',
      address: '45 quai Jules Courmont, 69002 Lyon',
      founded: 1988,
      linkedin: 'https://www.linkedin.com/company/cabinet-lefevre-associes',
    },
    traps: ['clientReference', 'consumerArbitration'],
    decoys: {
      addresses: [
        '12 rue Paul Bert, 69003 Lyon',
        '27 avenue de la Libération, 42400 Saint-Chamond',
      ],
    },
  },
  // Insurance agency in Genoa in a former umbrella factory shop, written as an umbrella maker (it, Squarespace 7.1), misleading: ombrelli su misura, temporali, stecche e manici; no founding year while the umbrella maker's 1924–2003 stand out; an insurer's claims line and the IVASS address.
  {
    domain: 'ilriparo-assicurazioni-h.it',
    name: 'Il Riparo s.a.s.',
    language: 'it',
    kind: 'misleading',
    category: 'money-and-insurance',
    subcategory: 'insurance',
    contacts: {
      phone: '010 246 8831',
      email: 'agenzia@ilriparo-assicurazioni-h.it',
      street: 'Via San Vincenzo 61R',
      address: 'Via San Vincenzo 61R, 16121 Genova',
      linkedin: 'https://www.linkedin.com/company/il-riparo-assicurazioni',
      facebook: 'https://www.facebook.com/ilriparoassicurazioni',
    },
    traps: ['previousBusinessYear', 'serviceHotline', 'supervisoryAuthority'],
    decoys: {
      phones: ['800 042 042'],
      addresses: ['Via del Quirinale 21, 00187 Roma'],
      years: [1924, 2003],
    },
  },
  // Real-estate agency in Newcastle NSW (en-AU, WordPress Houzez), boilerplate: mega menu, listing search and cards, property-alert newsletter, LiveChat, cookie notice, licence footer; "Est. 2007"; the listings portal's agency page and the after-hours trades partner's mobile.
  {
    domain: 'harbourco-property-h.com.au',
    name: 'Harbour & Co Property',
    language: 'en',
    kind: 'boilerplate',
    category: 'money-and-insurance',
    subcategory: 'real-estate',
    contacts: {
      phone: '(02) 4929 6610',
      email: 'hello@harbourco-property-h.com.au',
      street: 'Level 1, 45 Hunter Street',
      address: 'Level 1, 45 Hunter Street, Newcastle NSW 2300',
      founded: 2007,
      linkedin: 'https://www.linkedin.com/company/harbour-co-property',
      facebook: 'https://www.facebook.com/harbourcoproperty',
    },
    traps: ['marketplace', 'onCallPartner'],
    decoys: {
      phones: ['0412 889 201'],
      links: ['https://www.realestate.com.au/agency/harbour-co-property-newcastle-HBRNEW'],
    },
  },
  // Debt-counselling and budget-coaching bureau in Zwolle (nl-NL, Joomla Helix Ultimate), plain: no founding year while 2024 and 2023 appear; the sister guardianship company's phone and the legal advice helpline.
  {
    domain: 'budgetbureau-dekompas-h.nl',
    name: 'Budgetbureau De Kompas',
    language: 'nl',
    kind: 'plain',
    category: 'money-and-insurance',
    subcategory: 'credit-and-debt-services',
    contacts: {
      phone: '038 421 77 30',
      email: 'info@budgetbureau-dekompas-h.nl',
      street: 'Thorbeckegracht 4',
      address: 'Thorbeckegracht 4, 8011 VM Zwolle',
      linkedin: 'https://www.linkedin.com/company/budgetbureau-de-kompas',
      facebook: 'https://www.facebook.com/budgetbureaudekompas',
    },
    traps: ['sisterCompany', 'helpline'],
    decoys: {
      phones: ['038 421 77 35', '0900-8020'],
    },
  },
  // Independent wealth manager in Lisbon written as a wine estate (pt-PT, WordPress Bridge with WPBakery), misleading: vinhas, castas, vindima, barricas, enólogos, provas; "A Quinta do Património nasceu em 2005"; the CMVM's address and a 2017 vintage port gift.
  {
    domain: 'quinta-patrimonio-h.pt',
    name: 'Quinta do Património – Gestão de Patrimónios, S.A.',
    language: 'pt',
    kind: 'misleading',
    category: 'money-and-insurance',
    subcategory: 'investments-and-wealth',
    contacts: {
      phone: '+351 213 426 890',
      email: 'geral@quinta-patrimonio-h.pt',
      street: 'Avenida da Liberdade, 190',
      address: 'Avenida da Liberdade, 190, 4.º Esq., 1250-147 Lisboa',
      founded: 2005,
      linkedin: 'https://www.linkedin.com/company/quinta-do-patrimonio',
    },
    traps: ['supervisoryAuthority', 'modelYear'],
    decoys: {
      addresses: ['Rua Laura Alves, n.º 4, 1050-138 Lisboa'],
      years: [2017],
    },
  },
  // ---- Say nothing ----
  // Parked domain for sale with related-search ad links (en-US, a parking service's template): the broker's phone, mailbox and sale link, and an ad click link.
  {
    domain: 'northgate-h.com',
    name: 'northgate-h.com',
    language: 'en',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['marketplace', 'partnerLinks'],
    decoys: {
      phones: ['+1 (617) 302-4417'],
      emails: ['sales@domainharbor.com'],
      links: [
        'https://www.domainharbor.com/buy/northgate-h.com',
        'https://ads.parkwise.net/click?q=Dental+Implants+Near+Me&d=northgate-h.com',
      ],
    },
  },
  // Hosting company's default page for a freshly registered domain (de, the host's placeholder template): the host's support phone, mailbox and Hamburg address, and its 2025 copyright line.
  {
    domain: 'moosbach-h.de',
    name: 'moosbach-h.de',
    language: 'de',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['webProvider', 'copyrightYear'],
    decoys: {
      phones: ['040 228 95 70'],
      emails: ['support@netzhafen-hosting.de'],
      addresses: ['Große Elbstraße 145, 22767 Hamburg'],
      years: [2025],
    },
  },
  // "Coming soon" countdown (es-PE, WordPress SeedProd coming-soon plugin): the web agency's link and mailbox, and the 2026 launch year.
  {
    domain: 'casaquilla-h.pe',
    name: 'casaquilla-h.pe',
    language: 'es',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['agencyEntity', 'websiteYear'],
    decoys: {
      emails: ['hola@pixelandino.pe'],
      links: ['https://pixelandino.pe'],
      years: [2026],
    },
  },
  // Login wall of a customer portal (nl, hand-built sign-in form): the managed-IT provider's service-desk phone and mailbox, and the form's placeholder address.
  {
    domain: 'portaal-vandermeer-h.nl',
    name: 'portaal-vandermeer-h.nl',
    language: 'nl',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['serviceHotline', 'formPlaceholder'],
    decoys: {
      phones: ['053 - 480 22 10'],
      emails: ['servicedesk@ictoost.nl', 'naam@bedrijf.nl'],
    },
  },
  // Cookie wall with nothing behind it (it, a consent vendor's wall script): the vendor's Milan address and link, and the external data-protection officer's mailbox.
  {
    domain: 'ilportico-h.it',
    name: 'ilportico-h.it',
    language: 'it',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['cookieVendor', 'externalDpo'],
    decoys: {
      emails: ['dpo@privacypartner.it'],
      addresses: ['Via Larga 8, 20122 Milano'],
      links: ['https://www.cookiora.it'],
    },
  },
];
