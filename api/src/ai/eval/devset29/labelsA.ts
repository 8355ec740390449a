import type { HandWrittenLabel } from '../handWrittenLabel.ts';

/**
 * devset29, author A: 44 hand-written homepages (`pages/{domain}.html`, every domain's name part
 * ending in `-a`).
 *
 * Main categories (39 business pages, each a different subcategory): Animals & Pets 5, Beauty &
 * Well-being 6, Business Services 7, Construction & Manufacturing 7, Education & Training 5,
 * Electronics & Technology 4, Events & Entertainment 5; plus 5 say-nothing pages.
 * Languages: en 8 (Ireland, South Africa, India, Canada, UK), de 6 (Switzerland, Austria,
 * Germany), fr 6 (France, Belgium, Luxembourg, Québec), es 6 (Mexico, Colombia, Spain, Peru),
 * nl 6 (Netherlands, Flanders), it 6 (Italy, Ticino), pt 6 (Portugal, Brazil).
 * Kinds: plain 8, misleading 14, jsShell 8 (Nuxt 2, Next app router, SvelteKit, Next pages
 * router, Nuxt 3, Remix, Astro island props, Angular ng-state), boilerplate 9, sayNothing 5.
 *
 * Theme: numbers that look like others, and long histories. Each business page carries years
 * that are not its founding (timelines, a building's year, a former business, a brand's "since",
 * laws and standards, memberships, certifications, awards, price lists, model years), numbers
 * shaped like years (4-digit postcodes, house numbers such as 1840 or 1940, streets named after
 * dates, registration numbers holding 19xx/20xx) and other parties' phones and addresses
 * (hosts, suppliers, venues, chambers, authorities, branches, old addresses). 19 business pages
 * state their own founding or opening year once, 20 state none.
 *
 * Labelling rules: category and subcategory are catalogue slugs of what the company itself sells
 * today (a seller to another trade by what it sells; a business named after another trade by its
 * own). `contacts` holds only what the page states as the company's own for its main site: the
 * phone as written, the email, the street and the whole address as written, the founding or
 * opening year only when the page states the company's own, LinkedIn and Facebook as in the
 * href. Fields the page does not state are left out. `decoys` lists other parties' values and the
 * years a careless reader could take for the founding; every value appears verbatim on its page
 * and none is the truth. Say-nothing pages are `uncategorised` and have no contacts.
 */
export const DEVSET29_LABELS_A: readonly HandWrittenLabel[] = [
  // Swiss small-animal and horse vet in Aarberg (CH-3270), opened 1994; timeline of the vet's birth, exam, partner, X-ray, house of 1778, GST member since 1995, on-call line and animal hospital in Bern.
  {
    domain: 'tierarztpraxis-aarberg-a.ch',
    name: 'Tierarztpraxis Aarberg',
    language: 'de',
    kind: 'plain',
    category: 'animals-and-pets',
    subcategory: 'animal-health',
    contacts: {
      phone: '032 391 19 40',
      email: 'praxis@tierarztpraxis-aarberg-a.ch',
      street: 'Stadtplatz 28',
      address: 'Stadtplatz 28, 3270 Aarberg',
      founded: 1994,
      facebook: 'https://www.facebook.com/tierarztpraxisaarberg.a',
    },
    traps: [
      'timeline',
      'personalProfile',
      'buildingYear',
      'membershipYear',
      'onCallPartner',
      'emergencyNumber',
    ],
    decoys: {
      phones: ['0900 55 33 11', '031 684 23 80'],
      addresses: ['Länggassstrasse 124, 3012 Bern'],
      years: [1962, 1988, 2003, 1778, 1995],
    },
  },
  // Kilkenny riding school in a former forge; page mostly the blacksmith's history (1847, anvil 1892, fire out 1961); AIRE-approved since 2010; farrier's and vet's phones. No founding year.
  {
    domain: 'oldforge-equestrian-a.ie',
    name: 'The Old Forge Equestrian Centre',
    language: 'en',
    kind: 'misleading',
    category: 'animals-and-pets',
    subcategory: 'horses-and-riding',
    contacts: {
      phone: '(056) 772 1940',
      email: 'ride@oldforge-equestrian-a.ie',
      street: 'Bennettsbridge Road',
      address: 'Bennettsbridge Road, Kilkenny, R95 K2F7',
    },
    traps: ['previousBusinessYear', 'familyHistoryYear', 'certificationYear', 'onCallPartner'],
    decoys: {
      phones: ['087 931 2204', '056 776 4418'],
      years: [1847, 1892, 1961, 2010],
    },
  },
  // Liège pet shop, open since 2008, under cookie wall, mega-menu, chat, newsletter and legal footer; old address until 2017, host's phone and address, Belcando "depuis 1920", RGPD 2016/679.
  {
    domain: 'animalerie-meuse-a.be',
    name: 'Animalerie Meuse & Compagnie',
    language: 'fr',
    kind: 'boilerplate',
    category: 'animals-and-pets',
    subcategory: 'pet-stores',
    contacts: {
      phone: '04 223 19 84',
      email: 'info@animalerie-meuse-a.be',
      street: 'Chaussée de Tongres 249',
      address: 'Chaussée de Tongres 249, 4000 Liège',
      founded: 2008,
    },
    traps: [
      'previousAddress',
      'webProvider',
      'resoldBrand',
      'standardYear',
      'cookieVendor',
      'chatWidget',
    ],
    decoys: {
      phones: ['+32 4 239 20 16'],
      addresses: [
        'Rue Puits-en-Sock 57, 4020 Liège',
        "Rue de l'Aéropostale 8, 4460 Grâce-Hollogne",
      ],
      years: [2017, 1920, 2016],
    },
  },
  // Amersfoort dog grooming salon as a Nuxt 2 shell (window.__NUXT__); groomer certified since 2011, member since 2014, animal ambulance and web builder phones. No founding year.
  {
    domain: 'trimsalon-pluis-a.nl',
    name: 'Trimsalon Pluis',
    language: 'nl',
    kind: 'jsShell',
    category: 'animals-and-pets',
    subcategory: 'pet-services',
    contacts: {
      phone: '033 465 19 82',
      email: 'info@trimsalon-pluis-a.nl',
      street: 'Kamp 118',
      address: 'Kamp 118, 3811 AV Amersfoort',
      facebook: 'https://www.facebook.com/trimsalonpluis.amersfoort',
    },
    traps: ['certificationYear', 'membershipYear', 'emergencyNumber', 'webProvider'],
    decoys: {
      phones: ['033 461 20 20', '030 737 19 60'],
      years: [2011, 2014],
    },
  },
  // Douro animal park on a former port-wine estate, open to visitors since 1999; page mostly port wine (Região Demarcada 1756, family wine since 1890, last harvest 1974), ICNF licence 2004, Museu do Douro phone.
  {
    domain: 'quinta-dos-pavoes-a.pt',
    name: 'Quinta dos Pavões – Parque de Animais',
    language: 'pt',
    kind: 'misleading',
    category: 'animals-and-pets',
    subcategory: 'animal-parks-and-zoo',
    contacts: {
      phone: '+351 254 321 940',
      email: 'visitas@quinta-dos-pavoes-a.pt',
      street: 'Rua da Estação 19',
      address: 'Rua da Estação 19, 5050-237 Peso da Régua',
      founded: 1999,
    },
    traps: ['previousBusinessYear', 'localAnniversary', 'licenceYear', 'recommendedPartner'],
    decoys: {
      phones: ['+351 254 310 190'],
      years: [1756, 1890, 1974, 2004],
    },
  },
  // Milan make-up brand as a Next app-router shell (self.__next_f.push); no phone; contract manufacturer's phone and address in Lodi, EC regulation 1223/2009, Autumn 2025 collection, Fashion Week 2024. No founding year.
  {
    domain: 'trucco-brera-a.it',
    name: 'Trucco Brera',
    language: 'it',
    kind: 'jsShell',
    category: 'beauty-and-well-being',
    subcategory: 'cosmetics-and-makeup',
    contacts: {
      email: 'ciao@trucco-brera-a.it',
      street: 'Via Solferino 19',
      address: 'Via Solferino 19, 20121 Milano',
      linkedin: 'https://www.linkedin.com/company/trucco-brera-a',
    },
    traps: ['supplierContact', 'standardYear', 'modelYear', 'tradeFair'],
    decoys: {
      phones: ['0371 419 220'],
      addresses: ["Via dell'Industria 14, 26900 Lodi"],
      years: [2009, 2025, 2024],
    },
  },
  // Guadalajara barbershop in a former cigar factory, opened as a barbershop in 2016; page mostly cigars and tobacco (factory 1895, closed 1958), award 2022, neighbouring tobacco shop's phone, house number 1840.
  {
    domain: 'barberia-latabacalera-a.mx',
    name: 'Barbería La Tabacalera',
    language: 'es',
    kind: 'misleading',
    category: 'beauty-and-well-being',
    subcategory: 'hair-care-and-styling',
    contacts: {
      phone: '33 3614 2290',
      email: 'citas@barberia-latabacalera-a.mx',
      street: 'Calle 5 de Mayo 1840',
      address: 'Calle 5 de Mayo 1840, Zona Centro, 44100 Guadalajara, Jal.',
      founded: 2016,
      facebook: 'https://www.facebook.com/barberialatabacalera.gdl',
    },
    traps: ['previousBusinessYear', 'buildingYear', 'awardYear', 'namesakeBusiness'],
    decoys: {
      phones: ['294 942 0571'],
      years: [1895, 1958, 2022, 1840],
    },
  },
  // Laval (Québec) aesthetic clinic under a Loi 25 consent wall, booking widget, chat, newsletter; association member since 2013, nurse permit 1998, OPC phone, spring 2026 prices. No founding year.
  {
    domain: 'clinique-eclat-laval-a.ca',
    name: 'Clinique Éclat Laval',
    language: 'fr',
    kind: 'boilerplate',
    category: 'beauty-and-well-being',
    subcategory: 'salons-and-clinics',
    contacts: {
      phone: '450 686-3312',
      email: 'rendezvous@clinique-eclat-laval-a.ca',
      street: '1940, boul. Saint-Martin Ouest',
      address: '1940, boul. Saint-Martin Ouest, bureau 210, Laval (Québec) H7S 1M9',
      facebook: 'https://www.facebook.com/cliniqueeclatlaval',
    },
    traps: [
      'standardYear',
      'membershipYear',
      'licenceYear',
      'consumerArbitration',
      'bookingPlatform',
      'chatWidget',
    ],
    decoys: {
      phones: ['1 888 672-2556'],
      years: [2021, 2013, 1998, 2026, 1940],
      links: ['https://www.fresha.com/fr/a/clinique-eclat-laval-a'],
    },
  },
  // Curitiba tattoo and piercing studio inaugurated in 2012 on Rua XV de Novembro 1889; owner tattooing since 2004, Tattoo Week 2019 prize, sanitary licence 2024, LGPD 2018.
  {
    domain: 'tintaxv-tattoo-a.com.br',
    name: 'Tinta XV Tattoo Studio',
    language: 'pt',
    kind: 'plain',
    category: 'beauty-and-well-being',
    subcategory: 'tattoos-and-piercings',
    contacts: {
      phone: '(41) 99872-4410',
      email: 'contato@tintaxv-tattoo-a.com.br',
      street: 'Rua XV de Novembro, 1889',
      address: 'Rua XV de Novembro, 1889 - Centro, Curitiba - PR, 80020-310',
      founded: 2012,
      facebook: 'https://www.facebook.com/tintaxvtattoo',
    },
    traps: ['personalProfile', 'awardYear', 'tradeFair', 'licenceYear', 'standardYear'],
    decoys: {
      years: [2004, 2019, 2024, 2018, 1889],
    },
  },
  // Bad Ischl day spa whose page is mostly salt mining and brine history (brine pipeline 1607, spa town 1823); Salinen Austria address as supplier, tourist board phone. No founding year.
  {
    domain: 'solequelle-dayspa-a.at',
    name: 'Day Spa Solequelle',
    language: 'de',
    kind: 'misleading',
    category: 'beauty-and-well-being',
    subcategory: 'wellness-and-spa',
    contacts: {
      phone: '06132 238 19',
      email: 'spa@solequelle-dayspa-a.at',
      street: 'Pfarrgasse 11',
      address: 'Pfarrgasse 11, 4820 Bad Ischl',
    },
    traps: ['supplierContact', 'localAnniversary', 'recommendedPartner'],
    decoys: {
      phones: ['+43 6132 277 57'],
      addresses: ['Steinkogl 1, 4802 Ebensee'],
      years: [1607, 1823, 1853],
    },
  },
  // Ghent yoga studio under cookie wall, mega-menu, Momoyoga booking, newsletter, accessibility widget; teacher certified since 2009, Provence retreat venue's address and phone, new schedule from 2026. No founding year.
  {
    domain: 'yogastudio-adem-a.be',
    name: 'Yogastudio Adem',
    language: 'nl',
    kind: 'boilerplate',
    category: 'beauty-and-well-being',
    subcategory: 'yoga-and-meditation',
    contacts: {
      phone: '09 224 19 85',
      email: 'namaste@yogastudio-adem-a.be',
      street: 'Sint-Pietersnieuwstraat 190',
      address: 'Sint-Pietersnieuwstraat 190, 9000 Gent',
    },
    traps: ['certificationYear', 'eventVenue', 'bookingPlatform', 'cookieVendor', 'priceListYear'],
    decoys: {
      phones: ['+33 4 90 72 19 48'],
      addresses: ['Mas de la Source, Chemin des Bories, 84220 Gordes'],
      years: [2009, 2026],
      links: ['https://www.momoyoga.com/yogastudio-adem-a'],
    },
  },
  // Villeurbanne outsourced office for builders, created 2011; page mostly building-trade words (décennale, loi Spinetta 1978, RE2020), the founder's earlier job 1998-2010, street "rue du 11 Novembre 1918", CAPEB phone.
  {
    domain: 'secretariat-chantier-lyon-a.fr',
    name: 'Secrétariat Chantier Services',
    language: 'fr',
    kind: 'misleading',
    category: 'business-services',
    subcategory: 'administration-and-services',
    contacts: {
      phone: '04 72 34 19 86',
      email: 'contact@secretariat-chantier-lyon-a.fr',
      street: '12 rue du 11 Novembre 1918',
      address: '12 rue du 11 Novembre 1918, 69100 Villeurbanne',
      founded: 2011,
      linkedin: 'https://www.linkedin.com/company/secretariat-chantier-services-a',
    },
    traps: ['previousBusinessYear', 'standardYear', 'professionalBody', 'registrationNumber'],
    decoys: {
      phones: ['04 78 62 19 41'],
      years: [1998, 1918, 1978, 2020, 2010],
    },
  },
  // Luxembourg traders' association (asbl) founded 1996, as a SvelteKit shell (kit.start data); asbl law of 1928, 25th anniversary 2021, Chamber of Commerce address and phone in the payload.
  {
    domain: 'acal-limpertsberg-a.lu',
    name: 'ACAL – Association des Commerçants et Artisans du Limpertsberg',
    language: 'fr',
    kind: 'jsShell',
    category: 'business-services',
    subcategory: 'associations-and-centers',
    contacts: {
      phone: '+352 26 19 47 30',
      email: 'secretariat@acal-limpertsberg-a.lu',
      street: '37, avenue Pasteur',
      address: '37, avenue Pasteur, L-2311 Luxembourg',
      founded: 1996,
    },
    traps: ['standardYear', 'anniversaryYear', 'publicOffice', 'registrationNumber'],
    decoys: {
      phones: ['+352 42 39 39 330'],
      addresses: ['7, rue Alcide de Gasperi, L-2981 Luxembourg'],
      years: [1928, 2021],
    },
  },
  // Bogotá recruiting agency for hotels; page mostly hotel and restaurant work; Ley 1581 de 2012, employment-service licence 2017, Cotelco member since 2018 and its phone, client since 2019. No founding year.
  {
    domain: 'talento-hotelero-a.com.co',
    name: 'Talento Hotelero',
    language: 'es',
    kind: 'misleading',
    category: 'business-services',
    subcategory: 'hr-and-recruiting',
    contacts: {
      phone: '+57 601 745 2290',
      email: 'seleccion@talento-hotelero-a.com.co',
      street: 'Carrera 7 # 71-21',
      address: 'Carrera 7 # 71-21, Torre B, Oficina 1204, Bogotá D.C.',
      linkedin: 'https://www.linkedin.com/company/talento-hotelero-a',
    },
    traps: ['standardYear', 'licenceYear', 'membershipYear', 'clientReference', 'professionalBody'],
    decoys: {
      phones: ['+57 601 742 7766'],
      years: [2012, 2017, 2018, 2019],
    },
  },
  // Rotterdam import/export house founded 1979; timeline of first container 1984, warehouse 1998, Shenzhen office, takeover 2015 of a firm founded 1921, AEO 2023; Shenzhen address and phone, Dutch customs line.
  {
    domain: 'vanderkolk-trading-a.nl',
    name: 'Van der Kolk Trading B.V.',
    language: 'nl',
    kind: 'plain',
    category: 'business-services',
    subcategory: 'import-and-export',
    contacts: {
      phone: '010 429 55 81',
      email: 'info@vanderkolk-trading-a.nl',
      street: 'Waalhaven Zuidzijde 19',
      address: 'Waalhaven Zuidzijde 19, 3089 JH Rotterdam',
      founded: 1979,
      linkedin: 'https://www.linkedin.com/company/van-der-kolk-trading-a',
    },
    traps: ['timeline', 'branchElsewhere', 'previousBusinessYear', 'certificationYear', 'helpline'],
    decoys: {
      phones: ['+86 755 8219 0642', '0800-0143'],
      addresses: ['Room 1908, Futian Trade Centre, Shenzhen 518048'],
      years: [1984, 1998, 2006, 1921, 2015, 2023],
    },
  },
  // Lugano printer founded 1958, under cookie banner, mega-menu, chat and newsletter; Heidelberg "dal 1850", son from 1986, FSC since 2012, viscom member since 1960, old address until 2018, host's address and phone.
  {
    domain: 'tipografia-ceresio-a.ch',
    name: 'Tipografia Ceresio SA',
    language: 'it',
    kind: 'boilerplate',
    category: 'business-services',
    subcategory: 'print-and-graphic-design',
    contacts: {
      phone: '+41 91 923 47 18',
      email: 'stampa@tipografia-ceresio-a.ch',
      street: 'Via Cantonale 19',
      address: 'Via Cantonale 19, CH-6900 Lugano',
      founded: 1958,
    },
    traps: [
      'resoldBrand',
      'timeline',
      'certificationYear',
      'membershipYear',
      'previousAddress',
      'webProvider',
      'cookieVendor',
    ],
    decoys: {
      phones: ['+41 91 966 10 20'],
      addresses: ['Via Nassa 5, 6900 Lugano', 'Via Besso 42, 6900 Lugano'],
      years: [1850, 1986, 2012, 1960, 2018, 2001],
    },
  },
  // São Paulo road haulier as a Next pages-router shell (__NEXT_DATA__); insurer's claims line, Curitiba branch address, transport law 2007, LGPD 2018, partner network since 2010. No founding year.
  {
    domain: 'translog-paulista-a.com.br',
    name: 'TransLog Paulista Transportes',
    language: 'pt',
    kind: 'jsShell',
    category: 'business-services',
    subcategory: 'shipping-and-logistics',
    contacts: {
      phone: '(11) 3256-7784',
      email: 'comercial@translog-paulista-a.com.br',
      street: 'Av. Paulista, 1940',
      address: 'Av. Paulista, 1940 - Bela Vista, São Paulo - SP, 01310-200',
      linkedin: 'https://www.linkedin.com/company/translog-paulista-a',
    },
    traps: [
      'insurerDetails',
      'branchElsewhere',
      'standardYear',
      'partnerNetwork',
      'registrationNumber',
    ],
    decoys: {
      phones: ['0800 771 1953'],
      addresses: ['Rua Pedro Gusso, 1960 - CIC, Curitiba - PR, 81310-900'],
      years: [2007, 2018, 2010, 1960],
    },
  },
  // Valencia cash & carry wholesaler for bars and restaurants, first warehouse opened 1972; page mostly restaurant trade (tapas, paella, menú del día); Paterna branch 1998 with phone, Ley 31/1995, prices valid 2026.
  {
    domain: 'almacenes-turia-horeca-a.es',
    name: 'Almacenes Turia Hostelería',
    language: 'es',
    kind: 'misleading',
    category: 'business-services',
    subcategory: 'wholesale',
    contacts: {
      phone: '963 67 42 18',
      email: 'clientes@almacenes-turia-horeca-a.es',
      street: 'Avinguda del Port 238',
      address: 'Avinguda del Port 238, 46024 València',
      founded: 1972,
    },
    traps: ['branchElsewhere', 'timeline', 'standardYear', 'priceListYear'],
    decoys: {
      phones: ['961 32 18 44'],
      addresses: ['C/ Ciudad de Sevilla 19, 46988 Paterna'],
      years: [1998, 2014, 1995, 2026],
    },
  },
  // Berlin structural engineers whose page is mostly the village church they restored (tower 1893, organ 1898, parish phone and address); Baukammer member since 2003, HOAI 2021, street "Straße des 17. Juni". No phone, no founding year.
  {
    domain: 'ingenieurbuero-seidel-a.de',
    name: 'Ingenieurbüro Seidel Tragwerksplanung',
    language: 'de',
    kind: 'misleading',
    category: 'construction-and-manufacturing',
    subcategory: 'architects-and-engineers',
    contacts: {
      email: 'buero@ingenieurbuero-seidel-a.de',
      street: 'Straße des 17. Juni 112',
      address: 'Straße des 17. Juni 112, 10623 Berlin',
    },
    traps: ['clientReference', 'buildingYear', 'membershipYear', 'standardYear'],
    decoys: {
      phones: ['033208 5 27 90'],
      addresses: ['Dorfstraße 1, 14476 Potsdam'],
      years: [1893, 1898, 2003, 2021, 1250],
    },
  },
  // Cape Town builders' merchant whose first yard opened 1964, under POPIA consent, mega-menu, load-shedding bar, WhatsApp widget; old Parow yard 1964-1989, company reg 1998/..., PPC "since 1892", B-BBEE 2024, ER24.
  {
    domain: 'vlei-buildersmerchants-a.co.za',
    name: "Vlei Builders' Merchants",
    language: 'en',
    kind: 'boilerplate',
    category: 'construction-and-manufacturing',
    subcategory: 'building-materials',
    contacts: {
      phone: '021 948 3317',
      email: 'sales@vlei-buildersmerchants-a.co.za',
      street: '188 Voortrekker Road',
      address: '188 Voortrekker Road, Bellville, Cape Town, 7530',
      founded: 1964,
      facebook: 'https://www.facebook.com/VleiBuildersMerchants',
    },
    traps: [
      'previousAddress',
      'registrationNumber',
      'resoldBrand',
      'certificationYear',
      'standardYear',
      'emergencyNumber',
      'chatWidget',
    ],
    decoys: {
      phones: ['084 124'],
      addresses: ['42 Station Road, Parow, 7500'],
      years: [1989, 1998, 1892, 2024, 2013],
    },
  },
  // Cascais renovation builder named after the tile; page mostly azulejo history (Sant'Anna 1741, Viúva Lamego 1849, museum's address and phone); constituted 2003, licence 2004, street "Avenida 25 de Abril".
  {
    domain: 'azulejo-remodelacoes-a.pt',
    name: 'Azulejo Remodelações, Lda.',
    language: 'pt',
    kind: 'misleading',
    category: 'construction-and-manufacturing',
    subcategory: 'construction-services',
    contacts: {
      phone: '214 830 562',
      email: 'obras@azulejo-remodelacoes-a.pt',
      street: 'Avenida 25 de Abril, 112',
      address: 'Avenida 25 de Abril, 112, 2750-512 Cascais',
      founded: 2003,
    },
    traps: ['namesakeYear', 'recommendedPartner', 'licenceYear'],
    decoys: {
      phones: ['218 100 340'],
      addresses: ['Rua da Madre de Deus, 4, 1900-312 Lisboa'],
      years: [1741, 1849, 2004, 1755],
    },
  },
  // Verona garden designer as a Nuxt 3 shell (__NUXT_DATA__ devalue array); no address of its own; nursery supplier's address and phone, pesticide licence 2015, award 2019, D.Lgs. 81/2008. No founding year.
  {
    domain: 'giardini-adige-a.it',
    name: 'Giardini Adige',
    language: 'it',
    kind: 'jsShell',
    category: 'construction-and-manufacturing',
    subcategory: 'garden-and-landscaping',
    contacts: {
      phone: '045 803 7716',
      email: 'info@giardini-adige-a.it',
    },
    traps: ['supplierContact', 'licenceYear', 'awardYear', 'standardYear'],
    decoys: {
      phones: ['045 950 1833'],
      addresses: ['Via Mantovana 121, 37137 Verona'],
      years: [2015, 2019, 2008],
    },
  },
  // Rajkot fastener maker, plot number 1840; ISO 9001:2015, IS 1364:2002, GSTIN with 1987, Udyam 2021, EEPC member since 2009, MD apprenticed 1979, Pune branch phone. No founding year.
  {
    domain: 'shreeprecision-a.in',
    name: 'Shree Precision Fasteners Pvt. Ltd.',
    language: 'en',
    kind: 'plain',
    category: 'construction-and-manufacturing',
    subcategory: 'manufacturing',
    contacts: {
      phone: '+91 2827 287 419',
      email: 'sales@shreeprecision-a.in',
      street: 'Plot No. 1840, GIDC Metoda',
      address: 'Plot No. 1840, GIDC Metoda, Rajkot, Gujarat 360021',
      linkedin: 'https://www.linkedin.com/company/shree-precision-fasteners-a',
    },
    traps: [
      'standardYear',
      'registrationNumber',
      'membershipYear',
      'personalProfile',
      'experienceYears',
      'branchElsewhere',
    ],
    decoys: {
      phones: ['+91 20 2712 4410'],
      years: [2015, 2002, 2021, 2009, 1979, 1840],
    },
  },
  // Lima maker of bakery ovens and mixers, founded 1987; page mostly bread and Peruvian baking; Ley 29783 de 2011, Expo Panadería 2025, on-call technician's mobile, house number 1840.
  {
    domain: 'hornos-andinos-a.pe',
    name: 'Hornos Andinos S.A.C.',
    language: 'es',
    kind: 'misleading',
    category: 'construction-and-manufacturing',
    subcategory: 'factory-equipment',
    contacts: {
      phone: '(01) 425-3319',
      email: 'ventas@hornos-andinos-a.pe',
      street: 'Av. Argentina 1840',
      address: 'Av. Argentina 1840, Cercado de Lima, Lima 15082',
      founded: 1987,
    },
    traps: ['standardYear', 'tradeFair', 'onCallPartner', 'registrationNumber'],
    decoys: {
      phones: ['987 112 430'],
      years: [2011, 2025, 1840],
    },
  },
  // Zwolle tool-hire shop under cookie wall, mega-menu, chat, newsletter, stock widget; BMWT member since 1998, VCA since 2012, hire terms 2019, Makita partner since 2005 and its service phone. No founding year.
  {
    domain: 'dekker-gereedschapverhuur-a.nl',
    name: 'Dekker Gereedschapverhuur',
    language: 'nl',
    kind: 'boilerplate',
    category: 'construction-and-manufacturing',
    subcategory: 'tools-and-equipment',
    contacts: {
      phone: '038 454 62 09',
      email: 'verhuur@dekker-gereedschapverhuur-a.nl',
      street: 'Mercuriusstraat 14',
      address: 'Mercuriusstraat 14, 8028 PA Zwolle',
    },
    traps: [
      'membershipYear',
      'certificationYear',
      'manufacturerHotline',
      'chatWidget',
      'cookieVendor',
      'standardYear',
    ],
    decoys: {
      phones: ['010 286 24 00'],
      years: [1998, 2012, 2019, 2005],
    },
  },
  // Vancouver woodworking classes as a Remix shell (__remixContext loaderData); no phone of its own; lumber supplier's phone, instructor Red Seal since 1996, cannery of 1928, Festool partner since 2014, house number 1940. No founding year.
  {
    domain: 'cedarandchisel-a.ca',
    name: 'Cedar & Chisel Woodworking School',
    language: 'en',
    kind: 'jsShell',
    category: 'education-and-training',
    subcategory: 'courses-and-classes',
    contacts: {
      email: 'hello@cedarandchisel-a.ca',
      street: '1940 Franklin Street',
      address: '1940 Franklin Street, Vancouver, BC V5L 1R2',
    },
    traps: ['supplierContact', 'personalProfile', 'buildingYear', 'membershipYear'],
    decoys: {
      phones: ['604 255 3190'],
      years: [1996, 1928, 2014, 1940],
    },
  },
  // Galway English school opened 1990; ACELS since 1997, MEI member since 2002, Galway 2020 capital of culture, tourist office phone and address.
  {
    domain: 'atlanticenglish-a.ie',
    name: 'Atlantic English School',
    language: 'en',
    kind: 'plain',
    category: 'education-and-training',
    subcategory: 'language-learning',
    contacts: {
      phone: '+353 91 568 224',
      email: 'info@atlanticenglish-a.ie',
      street: '19 Eyre Square',
      address: '19 Eyre Square, Galway, H91 F2X7',
      founded: 1990,
      facebook: 'https://www.facebook.com/AtlanticEnglishGalway',
    },
    traps: ['certificationYear', 'membershipYear', 'localAnniversary', 'recommendedPartner'],
    decoys: {
      phones: ['+353 91 537 700'],
      addresses: ['Forster Street, Galway'],
      years: [1997, 2002, 2020],
    },
  },
  // Roubaix music and drama school (association loi 1901) whose page is mostly a concert season; hall built 1926, approval 1987, the concert venue's address and its box-office phone. No founding year.
  {
    domain: 'ecole-musique-colisee-roubaix-a.fr',
    name: "École de musique de l'Épeule",
    language: 'fr',
    kind: 'misleading',
    category: 'education-and-training',
    subcategory: 'music-and-theater-classes',
    contacts: {
      phone: '03 20 73 48 15',
      email: 'inscriptions@ecole-musique-colisee-roubaix-a.fr',
      street: '4 place de la Liberté',
      address: '4 place de la Liberté, 59100 Roubaix',
    },
    traps: ['standardYear', 'buildingYear', 'licenceYear', 'eventVenue', 'ticketOffice'],
    decoys: {
      phones: ['03 20 24 07 07'],
      addresses: ["31 rue de l'Épeule, 59100 Roubaix"],
      years: [1901, 1926, 1987],
    },
  },
  // Bochum welding training centre founded 1992, under Usercentrics wall, mega-menu, chat, newsletter, Eye-Able; AZAV since 2013, DVS member since 1994, EN ISO 9606-1:2017, external DPO's address and phone, job-agency hotline, HRB court.
  {
    domain: 'bzs-ruhr-a.de',
    name: 'Bildungszentrum Schweißtechnik Ruhr',
    language: 'de',
    kind: 'boilerplate',
    category: 'education-and-training',
    subcategory: 'vocational-training',
    contacts: {
      phone: '0234 587 40 60',
      email: 'kurse@bzs-ruhr-a.de',
      street: 'Harpener Hellweg 19',
      address: 'Harpener Hellweg 19, 44805 Bochum',
      founded: 1992,
      linkedin: 'https://www.linkedin.com/company/bzs-ruhr-a',
    },
    traps: [
      'externalDpo',
      'certificationYear',
      'membershipYear',
      'standardYear',
      'helpline',
      'registryCourt',
      'cookieVendor',
      'chatWidget',
    ],
    decoys: {
      phones: ['0234 912 30 71', '0800 4 5555 00'],
      addresses: ['Königsallee 21, 44789 Bochum'],
      years: [2013, 1994, 2017, 2015],
    },
  },
  // Belo Horizonte private school born 1968; new building 1985, LDB 1996, BNCC 2017, OBMEP medal 2023, enrolment 2026, house number 1904.
  {
    domain: 'colegiomonteverde-a.com.br',
    name: 'Colégio Monte Verde',
    language: 'pt',
    kind: 'plain',
    category: 'education-and-training',
    subcategory: 'school-and-high-school',
    contacts: {
      phone: '(31) 3291-4417',
      email: 'secretaria@colegiomonteverde-a.com.br',
      street: 'Rua Espírito Santo, 1904',
      address: 'Rua Espírito Santo, 1904 - Lourdes, Belo Horizonte - MG, 30160-031',
      founded: 1968,
      facebook: 'https://www.facebook.com/colegiomonteverdebh',
    },
    traps: ['timeline', 'standardYear', 'awardYear', 'priceListYear'],
    decoys: {
      years: [1985, 1996, 2017, 2023, 2026, 1904],
    },
  },
  // Bologna appliance shop under iubenda banner, mega-menu, promo bars, chat, newsletter; buying group since 1999, RAEE D.Lgs. 49/2014, bonus 2025, manufacturer's service hotline. No founding year.
  {
    domain: 'ferri-elettrodomestici-a.it',
    name: 'Ferri Elettrodomestici',
    language: 'it',
    kind: 'boilerplate',
    category: 'electronics-and-technology',
    subcategory: 'appliances-and-electronics',
    contacts: {
      phone: '051 492 3377',
      email: 'negozio@ferri-elettrodomestici-a.it',
      street: 'Via Emilia Levante 187',
      address: 'Via Emilia Levante 187, 40139 Bologna',
      facebook: 'https://www.facebook.com/ferrielettrodomesticibologna',
    },
    traps: ['partnerNetwork', 'standardYear', 'manufacturerHotline', 'cookieVendor', 'chatWidget'],
    decoys: {
      phones: ['02 2904 1952'],
      years: [1999, 2014, 2025],
    },
  },
  // Leeds sound, lighting and LED-screen hire set up 2009; page mostly weddings (venue barn of 1642 with phone, couple married June 2024), award 2023, IET code 2020.
  {
    domain: 'northernlights-av-a.co.uk',
    name: 'Northern Lights AV',
    language: 'en',
    kind: 'misleading',
    category: 'electronics-and-technology',
    subcategory: 'audio-and-visual',
    contacts: {
      phone: '0113 278 4521',
      email: 'hire@northernlights-av-a.co.uk',
      street: 'Unit 4, Kirkstall Industrial Park',
      address: 'Unit 4, Kirkstall Industrial Park, Leeds LS4 2AZ',
      founded: 2009,
      facebook: 'https://www.facebook.com/northernlightsavleeds',
    },
    traps: ['eventVenue', 'buildingYear', 'awardYear', 'standardYear', 'testimonialSignature'],
    decoys: {
      phones: ['01943 601 822'],
      addresses: ['Wharfedale Tithe Barn, Low Mill Lane, Ilkley LS29 9QT'],
      years: [1642, 2023, 2020, 2024],
    },
  },
  // Mexico City refurbished phones and laptops as an Astro island (props attribute, &quot;-encoded); Profeco phone, NOM-024-SCFI-2013, model year 2021, house number 1940. No founding year.
  {
    domain: 'movilmundo-a.mx',
    name: 'MóvilMundo Reacondicionados',
    language: 'es',
    kind: 'jsShell',
    category: 'electronics-and-technology',
    subcategory: 'computers-and-phones',
    contacts: {
      phone: '55 5662 0843',
      email: 'ventas@movilmundo-a.mx',
      street: 'Av. Insurgentes Sur 1940',
      address:
        'Av. Insurgentes Sur 1940, Col. Florida, Álvaro Obregón, 01030 Ciudad de México, CDMX',
      facebook: 'https://www.facebook.com/movilmundo.reacondicionados',
    },
    traps: ['consumerArbitration', 'standardYear', 'modelYear'],
    decoys: {
      phones: ['55 5568 8722'],
      years: [2013, 2021, 1940],
    },
  },
  // Lisbon TV and electronics repair shop named after the grandfather's radio shop; page mostly radio broadcasting history (1935, 1948, 1974); Livro de Reclamações. No founding year.
  {
    domain: 'radiograca-reparacoes-a.pt',
    name: 'Rádio Graça – Reparações Eletrónicas',
    language: 'pt',
    kind: 'misleading',
    category: 'electronics-and-technology',
    subcategory: 'repair-and-services',
    contacts: {
      phone: '218 862 417',
      email: 'reparacoes@radiograca-a.pt',
      street: 'Largo da Graça 19',
      address: 'Largo da Graça 19, 1170-165 Lisboa',
    },
    traps: ['previousBusinessYear', 'familyHistoryYear', 'localAnniversary'],
    decoys: {
      years: [1935, 1948, 1974, 1925],
    },
  },
  // Bengaluru children's party magician with no address of his own; 25 years' experience, guild medal 2008, member since 2004, a mall show's venue address and phone, Children's Day 2025.
  {
    domain: 'magicmehta-a.in',
    name: 'Magic Mehta Kids Parties',
    language: 'en',
    kind: 'plain',
    category: 'events-and-entertainment',
    subcategory: 'childrens-entertainment',
    contacts: {
      phone: '+91 98450 63127',
      email: 'bookings@magicmehta-a.in',
      facebook: 'https://www.facebook.com/magicmehtakids',
    },
    traps: ['awardYear', 'membershipYear', 'eventVenue', 'experienceYears'],
    decoys: {
      phones: ['080 6726 6000'],
      addresses: ['Whitefield Main Road, Mahadevapura, Bengaluru 560048'],
      years: [2008, 2004, 2025],
    },
  },
  // Winterthur event hall in a spinning mill, opened as a venue in 2001, under cookie banner, mega-menu, chat, newsletter; mill built 1868, textiles until 1978, caterer's phone, award 2022, house rules from 2025.
  {
    domain: 'eventhalle-spinnerei-a.ch',
    name: 'Eventhalle Alte Spinnerei',
    language: 'de',
    kind: 'boilerplate',
    category: 'events-and-entertainment',
    subcategory: 'events-and-venues',
    contacts: {
      phone: '052 203 47 12',
      email: 'events@eventhalle-spinnerei-a.ch',
      street: 'Tössfeldstrasse 19',
      address: 'Tössfeldstrasse 19, 8406 Winterthur',
      founded: 2001,
      linkedin: 'https://www.linkedin.com/company/eventhalle-alte-spinnerei-a',
    },
    traps: [
      'buildingYear',
      'previousBusinessYear',
      'eventSupplier',
      'awardYear',
      'cookieVendor',
      'chatWidget',
    ],
    decoys: {
      phones: ['052 212 88 40'],
      years: [1868, 1978, 2022, 2025],
    },
  },
  // Lier bakery museum whose page is mostly bread-making; guild of 1629, namesake bakery of 1887, oven built 1903, tourist office phone. No founding year.
  {
    domain: 'museum-deoudeoven-a.be',
    name: 'Museum De Oude Oven',
    language: 'nl',
    kind: 'misleading',
    category: 'events-and-entertainment',
    subcategory: 'museums-and-exhibits',
    contacts: {
      phone: '03 489 21 56',
      email: 'info@museum-deoudeoven-a.be',
      street: 'Kartuizersvest 19',
      address: 'Kartuizersvest 19, 2500 Lier',
    },
    traps: ['previousBusinessYear', 'buildingYear', 'localAnniversary', 'recommendedPartner'],
    decoys: {
      phones: ['03 800 05 55'],
      years: [1629, 1887, 1903],
    },
  },
  // Medellín wedding planner organising weddings since 2014; hacienda venue (house of 1890) with address and phone, Expo Novias 2025, award 2023.
  {
    domain: 'bodassoldemedellin-a.com.co',
    name: 'Bodas Sol de Medellín',
    language: 'es',
    kind: 'plain',
    category: 'events-and-entertainment',
    subcategory: 'wedding-and-party',
    contacts: {
      phone: '+57 604 311 2980',
      email: 'hola@bodassoldemedellin-a.com.co',
      street: 'Calle 10 # 43D-19',
      address: 'Calle 10 # 43D-19, El Poblado, Medellín',
      founded: 2014,
      facebook: 'https://www.facebook.com/bodassoldemedellin',
    },
    traps: ['eventVenue', 'buildingYear', 'tradeFair', 'awardYear'],
    decoys: {
      phones: ['+57 604 448 1933'],
      addresses: ['Km 5 vía Las Palmas, Medellín'],
      years: [1890, 2025, 2023],
    },
  },
  // Faenza opera and drama theatre as an Angular shell (ng-state transfer cache); operas' premiere years 1816/1851/1896, season 2025/2026, tourist office box-office phone, Art Bonus 2014, street "Piazza XX Settembre". No founding year.
  {
    domain: 'teatroferrante-a.it',
    name: 'Teatro Comunale Ferrante',
    language: 'it',
    kind: 'jsShell',
    category: 'events-and-entertainment',
    subcategory: 'theater-and-opera',
    contacts: {
      phone: '0546 21306',
      email: 'biglietteria@teatroferrante-a.it',
      street: 'Piazza XX Settembre 5',
      address: 'Piazza XX Settembre 5, 48018 Faenza (RA)',
      facebook: 'https://www.facebook.com/teatroferrantefaenza',
    },
    traps: ['namesakeYear', 'ticketOffice', 'standardYear'],
    decoys: {
      phones: ['0546 25231'],
      years: [1851, 1896, 1816, 2014],
    },
  },
  // Parked domain with sponsored search links and a for-sale notice.
  {
    domain: 'sparrowhill-a.com',
    name: 'sparrowhill-a.com',
    language: 'en',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
  },
  // Austrian maintenance page: back soon, nothing about a business.
  {
    domain: 'kaiser-partner-a.at',
    name: 'kaiser-partner-a.at',
    language: 'de',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
  },
  // French expired-hosting notice; the host's support phone and address are decoys.
  {
    domain: 'atelier-rousseau-a.fr',
    name: 'atelier-rousseau-a.fr',
    language: 'fr',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['webProvider'],
    decoys: {
      phones: ['09 72 10 19 44'],
      addresses: ['2 rue Kellermann, 59100 Roubaix'],
    },
  },
  // Dutch hosting default page: the domain is registered but no website is configured.
  {
    domain: 'vandenberg-installaties-a.nl',
    name: 'vandenberg-installaties-a.nl',
    language: 'nl',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
  },
  // Empty WooCommerce shop template in Italian with demo products and the theme's demo contact details (decoys).
  {
    domain: 'negozio-aurora-a.it',
    name: 'negozio-aurora-a.it',
    language: 'it',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['themeDemoContent', 'exampleValue'],
    decoys: {
      phones: ['+39 06 1234 5678'],
      emails: ['info@example.com'],
      addresses: ['Via Roma 1, 00100 Roma'],
    },
  },
];
