import type { HandWrittenLabel } from '../handWrittenLabel.ts';

/**
 * Author X's share of devset36: 39 ordinary homepages of Public & Local Services, Restaurants &
 * Bars, Shopping & Fashion, Sports, Travel & Vacation, Utilities and Vehicles & Transportation (one
 * page per subcategory, no subcategory twice), and five pages that say nothing. Each business page
 * is written the way its site builder and its country would have it (WordPress themes, Wix,
 * Squarespace, Jimdo, Typo3, Joomla, Webflow, Shopware, hand-made pages, and JavaScript shells of
 * Next.js, Nuxt 2 and 3, Remix, SvelteKit, Astro, Gatsby and Angular) and carries two to four
 * decoys of the author's choosing: other parties' phones and addresses written like the
 * company's, and years that are not its founding. Thirteen business pages state no founding year.
 *
 * Labelling rules:
 * - The category is what the company itself sells today, as a careful reader would file it,
 *   whatever most of the page talks about (a leather workshop in a former filling station, a
 *   dance school in an old cinema, a water taxi whose page is about oysters, a waste collector
 *   writing about vegetable gardens).
 * - `contacts` holds only the company's own current facts for the place customers use: the phone
 *   to call first today as the page writes it (the visible text; the attribute or markup value
 *   only when the page has nothing else), the general mailbox, the street line (`street`, verbatim
 *   on the page) and the whole address (`address`, as the page writes it) customers visit now, the
 *   founding or first opening year (a takeover, rename or move keeps the original year when the
 *   page states it), and the LinkedIn and Facebook hrefs. A field the page does not state is left
 *   out.
 * - `decoys` lists what must never be taken, each verbatim on the page: other parties' phones,
 *   mailboxes, addresses and links (suppliers, partners, landlords, tenants, authorities, funders,
 *   insurers, platforms, namesakes), the company's own old numbers and addresses, and years that
 *   are not the founding (buildings, moves, takeovers, licences, memberships, awards, model years,
 *   price lists, laws, other parties' foundings, copyright lines). `traps` names their kinds; a
 *   page has traps exactly when it has decoys.
 * - The company's own secondary lines and mailboxes (WhatsApp, fax, jobs, billing) are neither
 *   truth nor decoy.
 * - Say-nothing pages are `uncategorised` and carry no contacts; where they show the parking or
 *   hosting company's mailbox, number, link or year, those are decoys.
 */
export const DEVSET36_LABELS_X: readonly HandWrittenLabel[] = [
  // Citizens' solar cooperative near Sinsheim (de-DE, WordPress Astra) whose page is all sheep, bees and orchards: the beekeeper's phone, the grid operator's fault line, the shepherd's farm address, the year a solar park went live.
  {
    domain: 'buergerstrom-kraichgau-x.de',
    name: 'Bürgerstrom Kraichgau eG',
    language: 'de',
    kind: 'misleading',
    category: 'utilities',
    subcategory: 'energy-and-power',
    contacts: {
      phone: '07262 60 48 10',
      email: 'strom@buergerstrom-kraichgau-x.de',
      street: 'Hauptstraße 41',
      address: 'Hauptstraße 41, 74889 Sinsheim',
      founded: 2011,
      facebook: 'https://www.facebook.com/buergerstrom.kraichgau',
    },
    traps: ['recommendedPartner', 'utilityEmergency', 'partnerNetwork', 'timeline'],
    decoys: {
      phones: ['07261 94 33 27', '0800 3629 477'],
      addresses: ['Birkenhof 2, 74930 Ittlingen'],
      years: [2014],
    },
  },
  // Heating-oil distributor in Macroom (en-IE, Wix), "a family business since 1978": the old landline, the old depot on Main Street, the year of the move, ISO 9001 since 2009.
  {
    domain: 'sheehan-fuels-x.ie',
    name: 'Sheehan Fuels',
    language: 'en',
    kind: 'plain',
    category: 'utilities',
    subcategory: 'oil-and-fuel',
    contacts: {
      phone: '020 914 2207',
      email: 'office@sheehan-fuels-x.ie',
      street: 'Unit 4 Coolcower Business Park',
      address: 'Unit 4 Coolcower Business Park, Macroom, Co. Cork, P12 XK29',
      founded: 1978,
      facebook: 'https://www.facebook.com/sheehanfuelsmacroom',
    },
    traps: ['formerNumber', 'previousAddress', 'timeline', 'certificationYear'],
    decoys: {
      phones: ['026 41385'],
      addresses: ['14 Main Street, Macroom'],
      years: [2016, 2009],
    },
  },
  // Intercommunal water service in Vaud (fr-CH, Nuxt 3 shell, text only in __NUXT_DATA__), no founding year: the cantonal authority's phone, the lab's address, the reservoir built in 1998, the SSIGE directive of 2019.
  {
    domain: 'eaux-venoge-mentue-x.ch',
    name: 'SIE Venoge-Mentue',
    language: 'fr',
    kind: 'jsShell',
    category: 'utilities',
    subcategory: 'water-utilities',
    contacts: {
      phone: '021 861 47 20',
      email: 'info@eaux-venoge-mentue-x.ch',
      street: 'Route de Cossonay 12',
      address: 'Route de Cossonay 12, 1303 Penthaz',
    },
    traps: ['supervisoryAuthority', 'researchPartner', 'buildingYear', 'standardYear'],
    decoys: {
      phones: ['021 316 43 00'],
      addresses: ['Chemin des Croisettes 28, 1066 Epalinges'],
      years: [1998, 2019],
    },
  },
  // B&B in a farmhouse in the Val d'Orcia (it-IT, WordPress Divi), no founding year: the trattoria's phone and address, the farmhouse of 1820, restored in 2017.
  {
    domain: 'casale-deitigli-x.it',
    name: 'Casale dei Tigli',
    language: 'it',
    kind: 'plain',
    category: 'travel-and-vacation',
    subcategory: 'accommodation-and-lodging',
    contacts: {
      phone: '+39 0577 894216',
      email: 'info@casale-deitigli-x.it',
      street: 'Strada di Poggio Covili 12',
      address: "Strada di Poggio Covili 12, 53027 San Quirico d'Orcia (SI)",
    },
    traps: ['recommendedPartner', 'buildingYear'],
    decoys: {
      phones: ['0577 897211'],
      addresses: ["Via Dante Alighieri 38, 53027 San Quirico d'Orcia"],
      years: [1820, 2017],
    },
  },
  // Guided e-bike brewery tours in Nelson (en-NZ, Squarespace) whose page is all hops and pale ale, "est. 2015": the i-SITE's phone, the partner brewery's address and its founding, hop growing since 1842.
  {
    domain: 'hoptrailtours-x.co.nz',
    name: 'Hop Trail Tours',
    language: 'en',
    kind: 'misleading',
    category: 'travel-and-vacation',
    subcategory: 'activities-and-tours',
    contacts: {
      phone: '03 548 2217',
      email: 'hello@hoptrailtours-x.co.nz',
      street: '9 Bridge Street',
      address: '9 Bridge Street, Nelson 7010',
      founded: 2015,
      facebook: 'https://www.facebook.com/hoptrailtoursnelson',
    },
    traps: ['publicOffice', 'eventVenue', 'localAnniversary'],
    decoys: {
      phones: ['03 546 6410'],
      addresses: ['112 School Road, Riwaka'],
      years: [1998, 1842],
    },
  },
  // Regional airline in Chapecó (pt-BR, Next.js shell, text only in __NEXT_DATA__), "Fundada em 2008": the airport administration's phone and address, aircraft built in 2016, ANAC certificate of 2019.
  {
    domain: 'ceudooeste-x.com.br',
    name: 'Céu do Oeste Linhas Aéreas',
    language: 'pt',
    kind: 'jsShell',
    category: 'travel-and-vacation',
    subcategory: 'airlines-and-air-travel',
    contacts: {
      phone: '(49) 3323-4180',
      email: 'atendimento@ceudooeste-x.com.br',
      street: 'Rua Fernando Machado, 1420',
      address: 'Rua Fernando Machado, 1420 – Sala 3, Centro, Chapecó – SC, 89801-115',
      founded: 2008,
      linkedin: 'https://www.linkedin.com/company/ceu-do-oeste-linhas-aereas',
      facebook: 'https://www.facebook.com/ceudooestelinhasaereas',
    },
    traps: ['publicOffice', 'directions', 'modelYear', 'licenceYear'],
    decoys: {
      phones: ['(49) 3319-2200'],
      addresses: ['Av. Santos Dumont, s/n – Chapecó'],
      years: [2016, 2019],
    },
  },
  // Rural hotel near Llanes (es-ES, WordPress Elementor) under a Complianz cookie wall with vendor list, mega menu and newsletter, opened in 1994: the hotel club's booking line, the external DPO's mailbox and address, the casona of 1870.
  {
    domain: 'casona-de-pria-x.es',
    name: 'Hotel Rural La Casona de Pría',
    language: 'es',
    kind: 'boilerplate',
    category: 'travel-and-vacation',
    subcategory: 'hotels',
    contacts: {
      phone: '985 40 21 73',
      email: 'hola@casona-de-pria-x.es',
      street: 'Lugar de Pría, 22',
      address: 'Lugar de Pría, 22, 33593 Llanes, Asturias',
      founded: 1994,
      facebook: 'https://www.facebook.com/casonadepria',
    },
    traps: ['professionalBody', 'externalDpo', 'buildingYear'],
    decoys: {
      phones: ['985 10 83 40'],
      emails: ['dpd@norteprotecciondatos-x.es'],
      addresses: ['Calle Uría, 44, 33003 Oviedo'],
      years: [1870],
    },
  },
  // Travel agency in Zwolle (nl-NL, WordPress) with Cookiebot vendor list, 44-link destination mega menu and newsletter, "Sinds 1962": a tour operator's emergency line, the former shop on the Stationsweg, ANVR member since 1971.
  {
    domain: 'reisbureau-terpstra-x.nl',
    name: 'Reisbureau Terpstra',
    language: 'nl',
    kind: 'boilerplate',
    category: 'travel-and-vacation',
    subcategory: 'travel-agencies',
    contacts: {
      phone: '038 421 56 90',
      email: 'info@reisbureau-terpstra-x.nl',
      street: 'Diezerstraat 58',
      address: 'Diezerstraat 58, 8011 RL Zwolle',
      founded: 1962,
      facebook: 'https://www.facebook.com/reisbureauterpstra',
    },
    traps: ['serviceHotline', 'previousAddress', 'membershipYear'],
    decoys: {
      phones: ['+31 20 303 47 55'],
      addresses: ['Stationsweg 4, 8011 CZ Zwolle'],
      years: [1971],
    },
  },
  // Leather bag workshop in a former filling station in Lyon (fr-FR, Wix) whose page is all petrol pumps and oil changes, no founding year: the tannery's phone and address, the station of 1931, the Traction Avant of 1938.
  {
    domain: 'la-pompe-maroquinerie-x.fr',
    name: 'La Pompe',
    language: 'fr',
    kind: 'misleading',
    category: 'shopping-and-fashion',
    subcategory: 'accessories',
    contacts: {
      phone: '04 78 39 12 65',
      email: 'bonjour@la-pompe-maroquinerie-x.fr',
      street: '14 rue Saint-Polycarpe',
      address: '14 rue Saint-Polycarpe, 69001 Lyon',
      facebook: 'https://www.facebook.com/lapompe.maroquinerie/',
    },
    traps: ['supplierContact', 'previousBusinessYear', 'modelYear'],
    decoys: {
      phones: ['04 75 45 10 38'],
      addresses: ["12 route de Romans, 26260 Saint-Donat-sur-l'Herbasse"],
      years: [1931, 1938],
    },
  },
  // Organic cotton underwear maker in Manchester (en-GB, Shopify Hydrogen on Remix, text only in __remixContext), no founding year: the fulfilment partner's tracking line and returns warehouse, the mill of 1892 it is named after, an award shortlist of 2021.
  {
    domain: 'ardwick-underwear-x.co.uk',
    name: 'Ardwick Underwear Co.',
    language: 'en',
    kind: 'jsShell',
    category: 'shopping-and-fashion',
    subcategory: 'clothing-and-underwear',
    contacts: {
      phone: '0161 496 0732',
      email: 'hello@ardwick-underwear-x.co.uk',
      street: '41 Pollard Street',
      address: '41 Pollard Street, Ancoats, Manchester M4 7DS',
      linkedin: 'https://www.linkedin.com/company/ardwick-underwear-co',
      facebook: 'https://www.facebook.com/ardwickunderwearco',
    },
    traps: ['partnerNetwork', 'namesakeYear', 'awardYear'],
    decoys: {
      phones: ['0161 496 0915'],
      addresses: ['Unit 3 Westinghouse Road, Trafford Park, Manchester M17 1PY'],
      years: [1892, 2021],
    },
  },
  // Alterations tailor in Ghent (nl-BE, Jimdo) with a Gmail mailbox, "Sinds 2003": the dry cleaner next door's phone and address two doors down, the tailor's apprenticeship of 1988.
  {
    domain: 'kleermakerij-yilmaz-x.be',
    name: 'Kleermakerij Yilmaz',
    language: 'nl',
    kind: 'plain',
    category: 'shopping-and-fashion',
    subcategory: 'clothing-rental-and-repair',
    contacts: {
      phone: '09 225 48 31',
      email: 'kleermakerij.yilmaz@gmail.com',
      street: 'Sleepstraat 74',
      address: 'Sleepstraat 74, 9000 Gent',
      founded: 2003,
      facebook: 'https://www.facebook.com/kleermakerijyilmazgent',
    },
    traps: ['recommendedPartner', 'directions', 'familyHistoryYear'],
    decoys: {
      phones: ['09 223 61 07'],
      addresses: ['Sleepstraat 70, 9000 Gent'],
      years: [1988],
    },
  },
  // Bridal shop in Bari (it-IT, WordPress Elementor) under an iubenda banner with vendors, mega menu and newsletter, "fondato nel 1979": the photographer's phone, the bridal fair's address, a brand's 2025 collection.
  {
    domain: 'biancarinaldi-sposa-x.it',
    name: 'Bianca Rinaldi Atelier Sposa',
    language: 'it',
    kind: 'boilerplate',
    category: 'shopping-and-fashion',
    subcategory: 'costume-and-wedding',
    contacts: {
      phone: '080 521 4376',
      email: 'info@biancarinaldi-sposa-x.it',
      street: 'Via Sparano da Bari 112',
      address: 'Via Sparano da Bari 112, 70121 Bari (BA)',
      founded: 1979,
      facebook: 'https://www.facebook.com/biancarinaldisposa',
    },
    traps: ['eventSupplier', 'tradeFair', 'resoldBrand'],
    decoys: {
      phones: ['080 554 9812'],
      addresses: ['Fiera Milano City, Viale Scarampo, 20149 Milano'],
      years: [2025],
    },
  },
  // Watchmaker and jeweller in the old railway station of Langnau (de-CH, Typo3) whose page is all platforms and timetables, "Gegründet 1952": the café next door's phone, the first workshop's address, the railway's opening in 1881, the move in 2009.
  {
    domain: 'zuercher-bahnhof-x.ch',
    name: 'Zürcher Uhren & Schmuck',
    language: 'de',
    kind: 'misleading',
    category: 'shopping-and-fashion',
    subcategory: 'jewelry-and-watches',
    contacts: {
      phone: '034 402 18 55',
      email: 'info@zuercher-bahnhof-x.ch',
      street: 'Bahnhofstrasse 2',
      address: 'Bahnhofstrasse 2, 3550 Langnau im Emmental',
      founded: 1952,
      facebook: 'https://www.facebook.com/zuercher.uhren.schmuck',
    },
    traps: ['tenantContact', 'previousAddress', 'localAnniversary', 'timeline'],
    decoys: {
      phones: ['034 402 11 90'],
      addresses: ['Dorfgasse 9, 3550 Langnau'],
      years: [1881, 2009],
    },
  },
  // Neighbourhood shopping arcade in Ñuñoa (es-CL, Angular shell, text only in the ng-state transfer state), no founding year: a tenant optician's phone and mailbox, the property manager's address, a shop-window contest of 2023.
  {
    domain: 'patio-nunoa-x.cl',
    name: 'Patio Ñuñoa',
    language: 'es',
    kind: 'jsShell',
    category: 'shopping-and-fashion',
    subcategory: 'malls-and-marketplaces',
    contacts: {
      phone: '+56 2 2897 4410',
      email: 'contacto@patio-nunoa-x.cl',
      street: 'Av. Irarrázaval 3520',
      address: 'Av. Irarrázaval 3520, Ñuñoa, Santiago',
      facebook: 'https://www.facebook.com/pationunoa',
    },
    traps: ['tenantContact', 'landlord', 'awardYear'],
    decoys: {
      phones: ['+56 2 2897 4488'],
      emails: ['ventas@optica-lumen-x.cl'],
      addresses: ['Av. Apoquindo 4800, oficina 1502, Las Condes'],
      years: [2023],
    },
  },
  // Youth football school in Setúbal (pt-PT, WordPress GeneratePress), "fundada em 2006": the district FA's phone, the tournament hall's address, the coach's career since 1998, a tournament won in 2019.
  {
    domain: 'efmareserra-x.pt',
    name: 'Escola de Futebol Mar e Serra',
    language: 'pt',
    kind: 'plain',
    category: 'sports',
    subcategory: 'ball-games',
    contacts: {
      phone: '265 534 812',
      email: 'geral@efmareserra-x.pt',
      street: 'Estrada da Graça, 120',
      address: 'Estrada da Graça, 120, 2910-013 Setúbal',
      founded: 2006,
      facebook: 'https://www.facebook.com/efmareserra',
    },
    traps: ['professionalBody', 'eventVenue', 'personalProfile', 'awardYear'],
    decoys: {
      phones: ['265 522 406'],
      addresses: [
        'Pavilhão Municipal de Palmela, Rua Nossa Senhora da Conceição, 2950-221 Palmela',
      ],
      years: [1998, 2019],
    },
  },
  // Dance academy in a former cinema in Guadalajara (es-MX, WordPress Divi) whose page reads like a film programme, no founding year: the show venue's box office and address, the cinema's opening in 1947 and closing in 1989.
  {
    domain: 'academia-cinelux-x.com.mx',
    name: 'Cine Lux Academia de Baile',
    language: 'es',
    kind: 'misleading',
    category: 'sports',
    subcategory: 'dancing-and-gymnastics',
    contacts: {
      phone: '33 3614 2785',
      email: 'informes@academia-cinelux-x.com.mx',
      street: 'Av. Juárez 718',
      address: 'Av. Juárez 718, Col. Centro, 44100 Guadalajara, Jal.',
      facebook: 'https://www.facebook.com/cineluxbaile',
    },
    traps: ['ticketOffice', 'eventVenue', 'previousBusinessYear'],
    decoys: {
      phones: ['33 3613 0057'],
      addresses: ['Foro Independencia, Av. Independencia 1010, Guadalajara'],
      years: [1947, 1989],
    },
  },
  // Sports shop in Freiburg (de-DE, Shopware 6) with cookie vendor list, 42-link mega menu, newsletter and legal footer, "Seit 1926": the buying group's head office phone and address, the external DPO's mailbox, ski-service certification since 2015.
  {
    domain: 'sporthaus-waelde-x.de',
    name: 'Sporthaus Wälde',
    language: 'de',
    kind: 'boilerplate',
    category: 'sports',
    subcategory: 'equipment-and-associations',
    contacts: {
      phone: '0761 288 41 70',
      email: 'service@sporthaus-waelde-x.de',
      street: 'Kaiser-Joseph-Straße 214',
      address: 'Kaiser-Joseph-Straße 214, 79098 Freiburg im Breisgau',
      founded: 1926,
      facebook: 'https://www.facebook.com/sporthaus.waelde',
    },
    traps: ['parentGroup', 'externalDpo', 'certificationYear'],
    decoys: {
      phones: ['06196 95 02 10'],
      emails: ['datenschutz@dsb-breisgau-x.de'],
      addresses: ['Mergenthalerallee 77, 65760 Eschborn'],
      years: [2015],
    },
  },
  // Strength gym in Newcastle NSW (en-AU, Gatsby shell, text only in noscript and JSON-LD), founding only as JSON-LD foundingDate 2014: the physio next door's phone, the equipment supplier's address, the coach's title of 2019, affiliation since 2016.
  {
    domain: 'blackbuttbarbell-x.com.au',
    name: 'Blackbutt Barbell',
    language: 'en',
    kind: 'jsShell',
    category: 'sports',
    subcategory: 'fitness-and-weight-lifting',
    contacts: {
      phone: '02 5550 3187',
      email: 'train@blackbuttbarbell-x.com.au',
      street: 'Unit 3, 18 Clyde Street',
      address: 'Unit 3, 18 Clyde Street, Hamilton North NSW 2292',
      founded: 2014,
      facebook: 'https://www.facebook.com/blackbuttbarbell',
    },
    traps: ['tenantContact', 'supplierContact', 'personalProfile', 'membershipYear'],
    decoys: {
      phones: ['02 5550 3920'],
      addresses: ['44 Industrial Drive, Mayfield'],
      years: [2019, 2016],
    },
  },
  // Judo dojo in Laval (fr-CA, Squarespace) with a Law 25 cookie banner, folder menus, newsletter and a long footer, "fondé en 1984": the federation's phone, the sponsoring credit union's address, the sensei's black belt of 1972, the autumn 2025 timetable.
  {
    domain: 'dojo-hayabusa-laval-x.ca',
    name: 'Dojo Hayabusa Laval',
    language: 'fr',
    kind: 'boilerplate',
    category: 'sports',
    subcategory: 'martial-arts-and-wrestling',
    contacts: {
      phone: '450 555-0147',
      email: 'info@dojo-hayabusa-laval-x.ca',
      street: '1875, boulevard des Laurentides',
      address: '1875, boulevard des Laurentides, Laval (Québec) H7M 2P9',
      founded: 1984,
      facebook: 'https://www.facebook.com/dojohayabusalaval',
    },
    traps: ['professionalBody', 'sponsor', 'personalProfile', 'priceListYear'],
    decoys: {
      phones: ['514 555-0183'],
      addresses: ['2655, boulevard Saint-Martin Ouest'],
      years: [1972, 2025],
    },
  },
  // Sailing school in a former dairy in Heeg (nl-NL, WordPress Kadence) whose page is all butter and cheese, "opgericht in 1995": the harbour master's phone, the cheese shop's address, the dairy built in 1911, CWO-approved since 2001.
  {
    domain: 'zeilschool-zuivelfabriek-x.nl',
    name: 'Zeilschool De Zuivelfabriek',
    language: 'nl',
    kind: 'misleading',
    category: 'sports',
    subcategory: 'swimming-and-water-sports',
    contacts: {
      phone: '0515 43 21 88',
      email: 'info@zeilschool-zuivelfabriek-x.nl',
      street: 'Kaaidijk 14',
      address: 'Kaaidijk 14, 8621 BC Heeg',
      founded: 1995,
      facebook: 'https://www.facebook.com/zeilschooldezuivelfabriek',
    },
    traps: ['publicOffice', 'namesakeBusiness', 'previousBusinessYear', 'certificationYear'],
    decoys: {
      phones: ['0515 44 22 10'],
      addresses: ['Hoofdstraat 8, 8621 BA Heeg'],
      years: [1911, 2001],
    },
  },
  // Tennis and padel club in Lugano (it-CH, Astro client-only islands, text only in their props), "fondato nel 1957": the parking garage's address, the 50th anniversary in 2007, Swiss Tennis member since 1961.
  {
    domain: 'tennispadel-foce-x.ch',
    name: 'Tennis Club Foce Lugano',
    language: 'it',
    kind: 'jsShell',
    category: 'sports',
    subcategory: 'tennis-and-racquet-sports',
    contacts: {
      phone: '+41 91 972 18 40',
      email: 'segreteria@tennispadel-foce-x.ch',
      street: 'Via alla Foce 19',
      address: 'Via alla Foce 19, 6900 Lugano',
      founded: 1957,
      facebook: 'https://www.facebook.com/tcfocelugano',
    },
    traps: ['directions', 'anniversaryYear', 'membershipYear'],
    decoys: {
      addresses: ['Autosilo Campo Marzio, Via Campo Marzio 5'],
      years: [2007, 1961],
    },
  },
  // Coffee and cocktail bar in a former bindery in Leeds (en-GB, Webflow) whose page is all bookbinding, no founding year: the namesake bookbinders' phone, workshop address and founding of 1884, a copyright line.
  {
    domain: 'thebookbinder-leeds-x.co.uk',
    name: 'The Bookbinder',
    language: 'en',
    kind: 'misleading',
    category: 'restaurants-and-bars',
    subcategory: 'bars-and-cafes',
    contacts: {
      phone: '0113 496 0581',
      email: 'hello@thebookbinder-leeds-x.co.uk',
      street: '22 Call Lane',
      address: '22 Call Lane, Leeds LS1 6DT',
      facebook: 'https://www.facebook.com/thebookbinderleeds',
    },
    traps: ['namesakeBusiness', 'namesakeYear', 'copyrightYear'],
    decoys: {
      phones: ['0113 496 0377'],
      addresses: ['Unit 9, Kirkstall Forge, Leeds LS5 3BF'],
      years: [1884, 2024],
    },
  },
  // Traditional inn in Linz (de-AT, WordPress OceanWP) under a Borlabs cookie box, with allergen list and a long Offenlegung, an inn "seit 1898" taken over by the family in 1961: the brewery's phone, the trade authority's address, the allergen ordinance of 2014.
  {
    domain: 'hirschen-pichler-x.at',
    name: 'Gasthaus Zum Goldenen Hirschen',
    language: 'de',
    kind: 'boilerplate',
    category: 'restaurants-and-bars',
    subcategory: 'european-cuisine',
    contacts: {
      phone: '0732 77 41 28',
      email: 'gasthaus@hirschen-pichler-x.at',
      street: 'Landstraße 67',
      address: 'Landstraße 67, 4020 Linz',
      founded: 1898,
      facebook: 'https://www.facebook.com/goldenerhirschlinz',
    },
    traps: ['supplierContact', 'supervisoryAuthority', 'familyHistoryYear', 'standardYear'],
    decoys: {
      phones: ['07942 752 10'],
      addresses: ['Hauptstraße 1–5, 4041 Linz'],
      years: [1961, 2014],
    },
  },
  // Sushi counter in Ixelles (fr-BE, SvelteKit shell, text only in the inline hydration data), "depuis 2012": a friend's ramen bar's phone and address, the delivery platform's link, the chef's craft since 1998.
  {
    domain: 'nagare-sushi-x.be',
    name: 'Nagare Sushi',
    language: 'fr',
    kind: 'jsShell',
    category: 'restaurants-and-bars',
    subcategory: 'japanese-cuisine',
    contacts: {
      phone: '02 640 18 72',
      email: 'contact@nagare-sushi-x.be',
      street: 'Chaussée de Wavre 214',
      address: 'Chaussée de Wavre 214, 1050 Ixelles',
      founded: 2012,
      facebook: 'https://www.facebook.com/nagaresushibruxelles',
    },
    traps: ['sisterCompany', 'marketplace', 'experienceYears'],
    decoys: {
      phones: ['02 375 44 19'],
      addresses: ["Chaussée d'Alsemberg 812, 1180 Uccle"],
      years: [1998],
      links: ['https://deliveroo.be/fr/menu/bruxelles/ixelles/nagare-sushi-x'],
    },
  },
  // Greek taverna in Vila Madalena (pt-BR, hand-made Bootstrap), no founding year: the partner car park's phone and address, the grandmother's emigration in 1956, a guide mention of 2023.
  {
    domain: 'tavernakritikos-x.com.br',
    name: 'Taverna Kritikos',
    language: 'pt',
    kind: 'plain',
    category: 'restaurants-and-bars',
    subcategory: 'mediterranean-cuisine',
    contacts: {
      phone: '(11) 3032-4718',
      email: 'contato@tavernakritikos-x.com.br',
      street: 'Rua Fradique Coutinho, 1172',
      address: 'Rua Fradique Coutinho, 1172 – Vila Madalena, São Paulo – SP, 05416-001',
      facebook: 'https://www.facebook.com/tavernakritikossp',
    },
    traps: ['partnerNetwork', 'familyHistoryYear', 'newsMention'],
    decoys: {
      phones: ['(11) 3815-2260'],
      addresses: ['Rua Mourato Coelho, 1010'],
      years: [1956, 2023],
    },
  },
  // Chip shop in Mechelen (nl-BE, hand-made page) with a Telenet mailbox, "Sinds 1974": the delivery platform's customer service, a school client's address, the sauce maker's founding of 1932.
  {
    domain: 'frituur-bijlieve-x.be',
    name: 'Frituur Bij Lieve',
    language: 'nl',
    kind: 'plain',
    category: 'restaurants-and-bars',
    subcategory: 'takeaway',
    contacts: {
      phone: '015 41 27 93',
      email: 'frituur.bijlieve@telenet.be',
      street: 'Sint-Katelijneplein 3',
      address: 'Sint-Katelijneplein 3, 2800 Mechelen',
      founded: 1974,
      facebook: 'https://www.facebook.com/frituurbijlieve',
    },
    traps: ['bookingPlatform', 'clientReference', 'resoldBrand'],
    decoys: {
      phones: ['02 808 54 40'],
      addresses: ['Onze-Lieve-Vrouwestraat 94, 2800 Mechelen'],
      years: [1932],
    },
  },
  // Argentine grill in Mendoza (es-AR, WordPress Neve), "Desde 1982": the winery's phone and address, the house Malbec's 2019 vintage, the Vendimia of 2025.
  {
    domain: 'parrilla-donanselmo-x.com.ar',
    name: 'Parrilla Don Anselmo',
    language: 'es',
    kind: 'plain',
    category: 'restaurants-and-bars',
    subcategory: 'north-and-south-american-cuisine',
    contacts: {
      phone: '(0261) 425-6193',
      email: 'info@parrilla-donanselmo-x.com.ar',
      street: 'Av. Arístides Villanueva 512',
      address: 'Av. Arístides Villanueva 512, Ciudad de Mendoza',
      founded: 1982,
      facebook: 'https://www.facebook.com/parrilladonanselmo',
    },
    traps: ['eventSupplier', 'modelYear', 'localAnniversary'],
    decoys: {
      phones: ['(0261) 498-0724'],
      addresses: ['Ruta Provincial 15 km 29, Agrelo, Luján de Cuyo'],
      years: [2019, 2025],
    },
  },
  // Funeral home in Bamberg (de-DE, WordPress Elementor), "in vierter Generation" with no founding year: the hospice association's phone, the cemetery's address on the same street (in a map embed too), the owner's exam of 2004, the burial ordinance of 2001.
  {
    domain: 'bestattungen-rieger-x.de',
    name: 'Bestattungshaus Rieger',
    language: 'de',
    kind: 'plain',
    category: 'public-and-local-services',
    subcategory: 'funeral-and-memorial',
    contacts: {
      phone: '0951 208 44 10',
      email: 'info@bestattungen-rieger-x.de',
      street: 'Hallstadter Straße 29',
      address: 'Hallstadter Straße 29, 96052 Bamberg',
    },
    traps: ['supportedCharity', 'mapEmbed', 'licenceYear', 'standardYear'],
    decoys: {
      phones: ['0951 955 07 20'],
      addresses: ['Hallstadter Straße 11, 96052 Bamberg'],
      years: [2004, 2001],
    },
  },
  // Parish near Bergamo (it-IT, Joomla Cassiopeia), "eretta in parrocchia autonoma nel 1921": the diocesan Caritas phone, the Curia's address, the Jubilee of 2025, the parish priest since 2016.
  {
    domain: 'parrocchia-ambivere-x.it',
    name: 'Parrocchia dei Santi Zenone e Rocco',
    language: 'it',
    kind: 'plain',
    category: 'public-and-local-services',
    subcategory: 'religious-institutions',
    contacts: {
      phone: '035 90 81 27',
      email: 'parrocchia@parrocchia-ambivere-x.it',
      street: 'Piazza della Chiesa 4',
      address: 'Piazza della Chiesa 4, 24030 Ambivere (BG)',
      founded: 1921,
      facebook: 'https://www.facebook.com/parrocchiaambivere',
    },
    traps: ['supportedCharity', 'parentGroup', 'anniversaryYear', 'experienceYears'],
    decoys: {
      phones: ['035 27 82 11'],
      addresses: ['Piazza Duomo 5, 24129 Bergamo'],
      years: [2025, 2016],
    },
  },
  // Commercial food-waste collector near Rennes (fr-FR, WordPress Astra) whose page is all compost and vegetable gardens, no founding year: the community garden's address and mailbox, the environment agency's phone and its grant of 2022.
  {
    domain: 'biocollecte-vilaine-x.fr',
    name: 'BioCollecte Vilaine',
    language: 'fr',
    kind: 'misleading',
    category: 'public-and-local-services',
    subcategory: 'waste-management',
    contacts: {
      phone: '02 99 14 63 80',
      email: 'contact@biocollecte-vilaine-x.fr',
      street: '7 rue des Artisans',
      address: '7 rue des Artisans, ZA de la Touche, 35310 Mordelles',
      linkedin: 'https://www.linkedin.com/company/biocollecte-vilaine',
    },
    traps: ['supportedCharity', 'funder'],
    decoys: {
      phones: ['02 99 85 87 00'],
      emails: ['bonjour@millepattes-jardin-x.fr'],
      addresses: ['12 rue de Brest, 35000 Rennes'],
      years: [2022],
    },
  },
  // Family resource centre in Winnipeg (en-CA, WordPress Kadence) with CookieYes banner, 37-link menu, land acknowledgement, funders and newsletter, "since 1993": the parent support line, the province's and United Way's address and mailbox, the copyright year.
  {
    domain: 'riversidefamily-x.ca',
    name: 'Riverside Family Resource Centre',
    language: 'en',
    kind: 'boilerplate',
    category: 'public-and-local-services',
    subcategory: 'kids-and-family',
    contacts: {
      phone: '204-555-0136',
      email: 'info@riversidefamily-x.ca',
      street: '480 Selkirk Avenue',
      address: '480 Selkirk Avenue, Winnipeg, MB R2W 2M8',
      founded: 1993,
      linkedin: 'https://www.linkedin.com/company/riverside-family-resource-centre',
      facebook: 'https://www.facebook.com/riversidefamilywpg',
    },
    traps: ['helpline', 'funder', 'copyrightYear'],
    decoys: {
      phones: ['1-877-555-0142'],
      emails: ['volunteer@unitedway-wpg-x.ca'],
      addresses: ['Room 357, Legislative Building, 450 Broadway, Winnipeg'],
      years: [2025],
    },
  },
  // Cork-oak conservation association in Évora (pt-PT, WordPress block theme) whose page is all cork stoppers and wine bottles, "Fundada em 2004": the nature authority's phone, the sponsoring cork company's address and founding of 1870, EU co-funding since 2021.
  {
    domain: 'sobreiral-vivo-x.pt',
    name: 'Associação Sobreiral Vivo',
    language: 'pt',
    kind: 'misleading',
    category: 'public-and-local-services',
    subcategory: 'nature-and-environment',
    contacts: {
      phone: '266 743 219',
      email: 'geral@sobreiral-vivo-x.pt',
      street: 'Rua do Raimundo, 88',
      address: 'Rua do Raimundo, 88, 7000-661 Évora',
      founded: 2004,
      facebook: 'https://www.facebook.com/sobreiralvivo',
    },
    traps: ['supervisoryAuthority', 'sponsor', 'funder'],
    decoys: {
      phones: ['213 507 900'],
      addresses: ['Zona Industrial de Coruche, Lote 14, 2100-051 Coruche'],
      years: [1870, 2021],
    },
  },
  // Care home in Alcantarilla (es-ES, hand-made page), no founding year: the health centre's phone and address, public places since 2009, the 2025 price list.
  {
    domain: 'residencia-ellimonar-x.es',
    name: 'Residencia de Mayores El Limonar',
    language: 'es',
    kind: 'plain',
    category: 'public-and-local-services',
    subcategory: 'shelters-and-homes',
    contacts: {
      phone: '968 30 41 75',
      email: 'info@residencia-ellimonar-x.es',
      street: 'Calle Mayor, 41',
      address: 'Calle Mayor, 41, 30820 Alcantarilla (Murcia)',
      facebook: 'https://www.facebook.com/residenciaellimonar',
    },
    traps: ['onCallPartner', 'licenceYear', 'priceListYear'],
    decoys: {
      phones: ['968 80 15 22'],
      addresses: ['Calle Carmen, 2, 30820 Alcantarilla'],
      years: [2009, 2025],
    },
  },
  // Bicycle shop in Utrecht (nl-NL, Nuxt 2 SPA shell, text only in window.__NUXT__), "opgericht in 1979": the e-bike maker's service line, the motoring club's bike assistance, a 2025 collection.
  {
    domain: 'rijwielhandel-vonk-x.nl',
    name: 'Rijwielhandel Vonk',
    language: 'nl',
    kind: 'jsShell',
    category: 'vehicles-and-transportation',
    subcategory: 'bicycles',
    contacts: {
      phone: '030 231 47 82',
      email: 'winkel@rijwielhandel-vonk-x.nl',
      street: 'Twijnstraat 41',
      address: 'Twijnstraat 41, 3511 ZH Utrecht',
      founded: 1979,
      facebook: 'https://www.facebook.com/rijwielhandelvonk',
    },
    traps: ['manufacturerHotline', 'breakdownService', 'resoldBrand'],
    decoys: {
      phones: ['0900 202 44 88', '088 269 80 40'],
      years: [2025],
    },
  },
  // Used-car dealer in Braga (pt-PT, custom site) under a OneTrust banner, with brand mega menu, newsletter and credit and dispute notices, "Desde 1972": the consumer arbitration centre's phone and address, the model years of the stock.
  {
    domain: 'automacedo-x.pt',
    name: 'Auto Macedo',
    language: 'pt',
    kind: 'boilerplate',
    category: 'vehicles-and-transportation',
    subcategory: 'cars-and-trucks',
    contacts: {
      phone: '253 619 402',
      email: 'geral@automacedo-x.pt',
      street: 'Avenida da Liberdade, 742',
      address: 'Avenida da Liberdade, 742, 4710-251 Braga',
      founded: 1972,
      facebook: 'https://www.facebook.com/automacedobraga',
    },
    traps: ['consumerArbitration', 'classifiedAd'],
    decoys: {
      phones: ['253 604 300'],
      addresses: ['Campus de Gualtar, Universidade do Minho, 4710-057 Braga'],
      years: [2019, 2021],
    },
  },
  // Family car repair shop in Puebla (es-MX, Wix), no founding year: the tow service's and the insurer's lines, the shop's old number, the father's trade since 1978.
  {
    domain: 'tallerzarate-x.com.mx',
    name: 'Taller Mecánico Hermanos Zárate',
    language: 'es',
    kind: 'plain',
    category: 'vehicles-and-transportation',
    subcategory: 'vehicle-repair-and-fuel',
    contacts: {
      phone: '222 248 6031',
      email: 'servicio@tallerzarate-x.com.mx',
      street: 'Calle 11 Sur 3905',
      address: 'Calle 11 Sur 3905, Col. Gabriel Pastor, 72420 Puebla, Pue.',
      facebook: 'https://www.facebook.com/tallerhermanoszarate',
    },
    traps: ['breakdownService', 'insurerDetails', 'formerNumber', 'experienceYears'],
    decoys: {
      phones: ['222 237 1188', '800 911 2040', '222 243 5518'],
      years: [1978],
    },
  },
  // Taxi firm on Lake Garda (it-IT, WordPress OceanWP), "dal 1968": the airport information line, a contract hotel's address, the licence of 1992, the copyright year.
  {
    domain: 'taxi-zanardelli-x.it',
    name: 'Taxi Zanardelli',
    language: 'it',
    kind: 'plain',
    category: 'vehicles-and-transportation',
    subcategory: 'taxis-and-public-transport',
    contacts: {
      phone: '030 914 2760',
      email: 'info@taxi-zanardelli-x.it',
      street: 'Via Giuseppe Garibaldi 34',
      address: 'Via Giuseppe Garibaldi 34, 25015 Desenzano del Garda (BS)',
      founded: 1968,
      facebook: 'https://www.facebook.com/taxizanardelli',
    },
    traps: ['serviceHotline', 'clientReference', 'registrationNumber', 'copyrightYear'],
    decoys: {
      phones: ['045 809 1220'],
      addresses: ['Lungolago Cesare Battisti 21'],
      years: [1992, 2024],
    },
  },
  // Water taxi in Annapolis (en-US, WordPress GeneratePress) whose page is all oysters and crab houses, "serving Annapolis since 2004": a restaurant stop's phone and address, the Coast Guard's line, the 20th season in 2024.
  {
    domain: 'severnwatertaxi-x.com',
    name: 'Severn Water Taxi',
    language: 'en',
    kind: 'misleading',
    category: 'vehicles-and-transportation',
    subcategory: 'air-and-water-transport',
    contacts: {
      phone: '(410) 555-0163',
      email: 'info@severnwatertaxi-x.com',
      street: '110 Compromise Street',
      address: '110 Compromise Street, Annapolis, MD 21401',
      founded: 2004,
      facebook: 'https://www.facebook.com/severnwatertaxi',
    },
    traps: ['clientReference', 'emergencyNumber', 'anniversaryYear'],
    decoys: {
      phones: ['(410) 555-0188', '(410) 555-0100'],
      addresses: ['3030 Edgewater Road, Edgewater, MD'],
      years: [2024],
    },
  },
  // Car rental in Fortaleza (pt-BR, Next.js app router shell, text only in the self.__next_f flight data), no founding year: the insurer's assistance line, a namesake guesthouse's address, the 2025 high-season rates.
  {
    domain: 'locadora-solnascente-x.com.br',
    name: 'Sol Nascente Locadora de Veículos',
    language: 'pt',
    kind: 'jsShell',
    category: 'vehicles-and-transportation',
    subcategory: 'vehicle-rental',
    contacts: {
      phone: '(85) 3264-1870',
      email: 'contato@locadora-solnascente-x.com.br',
      street: 'Rua Tibúrcio Cavalcante, 1520',
      address: 'Rua Tibúrcio Cavalcante, 1520 – Aldeota, Fortaleza – CE, 60125-100',
      facebook: 'https://www.facebook.com/solnascentelocadora',
    },
    traps: ['insurerDetails', 'namesakeBusiness', 'priceListYear'],
    decoys: {
      phones: ['0800 727 4410'],
      addresses: ['Rua das Dunas, 45, Jijoca de Jericoacoara'],
      years: [2025],
    },
  },
  // Parked domain with sponsored outdoor links (en-US, parking page): the parking company's sales mailbox and copyright year.
  {
    domain: 'birchwood-outfitters-x.com',
    name: 'birchwood-outfitters-x.com',
    language: 'en',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['webProvider', 'websiteYear'],
    decoys: {
      emails: ['sales@domainharbor-x.net'],
      years: [2025],
    },
  },
  // Hosting provider's default page of a freshly registered domain (de-DE): the host's customer service number.
  {
    domain: 'schmitt-und-partner-x.de',
    name: 'schmitt-und-partner-x.de',
    language: 'de',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['webProvider'],
    decoys: {
      phones: ['030 5770 1200'],
    },
  },
  // "Bientôt" coming-soon page with a newsletter box and nothing else (fr-FR, SeedProd).
  {
    domain: 'maison-oriel-x.fr',
    name: 'maison-oriel-x.fr',
    language: 'fr',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
  },
  // Customer portal login wall with no name and no trade (nl-NL, custom app).
  {
    domain: 'portaal-vdberg-x.nl',
    name: 'portaal-vdberg-x.nl',
    language: 'nl',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
  },
  // A family's "closed for good" note that never says what they sold (it-IT, hand-made): the web agency's link.
  {
    domain: 'casa-ferrante-x.it',
    name: 'casa-ferrante-x.it',
    language: 'it',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['webProvider'],
    decoys: {
      links: ['https://www.studiowebmare-x.it'],
    },
  },
];
