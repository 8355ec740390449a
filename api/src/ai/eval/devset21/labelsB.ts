import type { HandWrittenLabel } from '../handWrittenLabel.ts';

/**
 * What a right answer holds for author B's pages of `pages/` (food, health, hobbies, home and
 * garden, home services, legal services and government, media, utilities): the label is what the
 * company itself sells (not the world its customers live in), and `contacts` its own phone, email,
 * street, address and founding year as the page gives them; a value the page does not give is left
 * out. `decoys` are other parties' values on the same page (a group's other companies, a parent's
 * registered office, a map provider, a job portal, a chatbot's vendor, a partner's vCard, a dealer
 * list, JSON-LD entities that are not the company) and years that are not the founding.
 */
export const DEVSET21_LABELS_B: readonly HandWrittenLabel[] = [
  {
    domain: 'confiserie-braendli.ch',
    name: 'Confiserie Brändli',
    language: 'de',
    kind: 'plain',
    category: 'food-beverages-and-tobacco',
    subcategory: 'candy-and-chocolate',
    // Bilingual DE/FR page (Biel/Bienne), main content German. The map info window shows the map
    // provider's Zurich office; 1931 is the grandfather's first shop in Tavannes, 1962 the founding
    // in Biel.
    contacts: {
      phone: '032 322 41 87',
      email: 'bonjour@confiserie-braendli.ch',
      street: 'Nidaugasse 38',
      address: 'Nidaugasse 38, 2502 Biel/Bienne',
      founded: 1962,
    },
    traps: ['mapEmbed', 'familyHistoryYear', 'copyrightYear'],
    decoys: {
      addresses: ['Brandschenkestrasse 110, 8002 Zürich'],
      years: [1931, 2025],
    },
  },
  {
    domain: 'banqueteslomas.com.mx',
    name: 'Banquetes Lomas',
    language: 'es',
    kind: 'misleading',
    category: 'food-beverages-and-tobacco',
    subcategory: 'lunch-and-catering',
    // A catering service (banquetes) whose body talks about weddings, XV años and venues. The JSON-
    // LD Event is a bridal fair at a hacienda (location decoy); the wedding planner quoted is
    // another company.
    contacts: {
      phone: '55 5520 4471',
      email: 'eventos@banqueteslomas.com.mx',
      street: 'Av. Paseo de las Palmas 1325',
      address: 'Av. Paseo de las Palmas 1325, Lomas de Chapultepec, 11000 Ciudad de México',
    },
    traps: ['eventVenue', 'testimonialSignature', 'tradeFair'],
    decoys: {
      phones: ['55 4163 9082'],
      emails: ['hola@bodasalinas.mx'],
      addresses: ['Camino Real a Tepotzotlán 48, 54600 Tepotzotlán, Méx.'],
      years: [2024],
    },
  },
  {
    domain: 'branderijzuidwal.nl',
    name: 'Koffiebranderij Zuidwal',
    language: 'nl',
    kind: 'jsShell',
    category: 'food-beverages-and-tobacco',
    subcategory: 'coffee-and-tea',
    // Shopify Hydrogen shell: everything in the Remix context JSON. A resold espresso machine
    // carries its Italian manufacturer's address and service line.
    contacts: {
      phone: '070 362 18 45',
      email: 'koffie@branderijzuidwal.nl',
      street: 'Zuidwal 71',
      address: 'Zuidwal 71, 2512 XS Den Haag',
      founded: 2011,
    },
    traps: ['resoldBrand', 'manufacturerHotline'],
    decoys: {
      phones: ['+39 0331 21 65 40'],
      addresses: ['Via Pier Capponi 12, 21052 Busto Arsizio'],
      years: [1927],
    },
  },
  {
    domain: 'macelleria-pichler.it',
    name: 'Macelleria Pichler / Metzgerei Pichler',
    language: 'it',
    kind: 'boilerplate',
    category: 'food-beverages-and-tobacco',
    subcategory: 'meat-seafood-and-eggs',
    // South Tyrol bilingual: German nav and tagline, Italian main text and legal boilerplate. The
    // quality mark body (Südtiroler Speck consortium) and the Camera di commercio are other
    // parties; P.IVA is a number.
    contacts: {
      phone: '0474 55 21 83',
      email: 'info@macelleria-pichler.it',
      street: 'Via Centrale 22',
      address: 'Via Centrale 22, 39031 Brunico (BZ)',
      founded: 1974,
    },
    traps: ['professionalBody', 'registrationNumber', 'cookieVendor', 'copyrightYear'],
    decoys: {
      phones: ['0471 30 01 45'],
      emails: ['info@speck.it'],
      addresses: ['Piazza Mostra 1, 39100 Bolzano'],
      years: [2025],
    },
  },
  {
    domain: 'quintadasaveleiras.pt',
    name: 'Quinta das Aveleiras',
    language: 'pt',
    kind: 'plain',
    category: 'food-beverages-and-tobacco',
    subcategory: 'beer-and-wine',
    // Long history: 1887 great-grandfather plants vines, 1958 the adega (the company) is founded,
    // 1979 new cellar, 1996 purchase of the neighbouring quinta, 2008 generation change, 2018
    // jubilee, vintages 2019/2021. Only 1958 is the founding.
    contacts: {
      phone: '254 731 228',
      email: 'enoturismo@quintadasaveleiras.pt',
      street: 'Rua da Estação 140',
      address: 'Rua da Estação 140, 5110-205 Armamar',
      founded: 1958,
    },
    traps: ['familyHistoryYear', 'timeline', 'modelYear', 'anniversaryYear'],
    decoys: {
      phones: ['254 690 030'],
      emails: ['geral@ivdp.pt'],
      years: [1887, 1979, 1996, 2008, 2018, 2019, 2021],
    },
  },
  {
    domain: 'tampaleafcigars.com',
    name: 'Tampa Leaf Cigar Co.',
    language: 'en',
    kind: 'plain',
    category: 'food-beverages-and-tobacco',
    subcategory: 'smoking-and-tobacco',
    // Vanity number printed with its digits; the label is the digits as printed. The lounge's event
    // is at a brewery (eventVenue); the Florida quitline is a helpline. The 1886 is Ybor City's
    // cigar history, not the shop.
    contacts: {
      phone: '1-866-532-3669',
      email: 'humidor@tampaleafcigars.com',
      street: '1714 E 7th Ave',
      address: '1714 E 7th Ave, Tampa, FL 33605',
      founded: 1998,
    },
    traps: ['helpline', 'eventVenue', 'namesakeYear'],
    decoys: {
      phones: ['1-877-822-6669', '(813) 247-2218'],
      addresses: ['2105 N Nebraska Ave, Tampa, FL 33602'],
      years: [1886],
    },
  },
  {
    domain: 'dentistes-delvaux.be',
    name: 'Cabinet dentaire Delvaux / Tandartspraktijk Delvaux',
    language: 'fr',
    kind: 'plain',
    category: 'health-and-medical',
    subcategory: 'dental-services',
    // Bilingual FR/NL page, main content French. Own places: main practice Ixelles (labelled),
    // second practice Uccle, Rue Vanderkindere 512 (own branch: neither label nor decoy). Dental
    // emergencies weekend line is the guard service.
    contacts: {
      phone: '02 647 31 88',
      email: 'accueil@dentistes-delvaux.be',
      street: 'Chaussée de Boondael 214',
      address: 'Chaussée de Boondael 214, 1050 Ixelles',
      founded: 2006,
    },
    traps: ['emergencyNumber', 'professionalBody'],
    decoys: {
      phones: ['02 426 10 26'],
      links: ['https://www.facebook.com/societedentaire'],
    },
  },
  {
    domain: 'praxis-am-rosengarten.de',
    name: 'Praxis am Rosengarten',
    language: 'de',
    kind: 'misleading',
    category: 'health-and-medical',
    subcategory: 'therapy-and-senior-health',
    // Named after a place (no trade word in the name); title and first paragraph say
    // Physiotherapie, the body is about runners, the Heidelberg half marathon and training. Phone
    // written +49 (0)6221 across spans. The running club and the race organiser are other parties.
    contacts: {
      phone: '+49 (0)6221 - 48 37 20',
      email: 'termin@praxis-am-rosengarten.de',
      street: 'Rohrbacher Straße 93',
      address: 'Rohrbacher Straße 93, 69115 Heidelberg',
      founded: 2013,
    },
    traps: ['eventSupplier', 'sponsor', 'eventVenue'],
    decoys: {
      phones: ['06221 65 10 88'],
      emails: ['info@lauftreff-neckar.de'],
      addresses: ['Kurfürsten-Anlage 60, 69115 Heidelberg'],
      years: [2025],
    },
  },
  {
    domain: 'lachance-eyecare.ca',
    name: 'Lachance Eye Care / Clinique visuelle Lachance',
    language: 'en',
    kind: 'jsShell',
    category: 'health-and-medical',
    subcategory: 'vision-and-hearing',
    // SolidStart shell with the content in the hydration data, English and French strings; main
    // content English. The frame supplier and the provincial college are other parties.
    contacts: {
      phone: '613-741-2290',
      email: 'info@lachance-eyecare.ca',
      street: '1465 Ogilvie Road',
      address: '1465 Ogilvie Road, Ottawa, ON K1J 8M7',
      founded: 1994,
    },
    traps: ['supplierContact', 'professionalBody'],
    decoys: {
      phones: ['1-888-825-2554', '416-962-4071'],
      emails: ['orders@northernframes.ca'],
    },
  },
  {
    domain: 'apotheekdelinde-zwolle.nl',
    name: 'Apotheek De Linde',
    language: 'nl',
    kind: 'boilerplate',
    category: 'health-and-medical',
    subcategory: 'pharmacy-and-medicine',
    // Wagtail site with long privacy/cookie/complaints boilerplate. Out-of-hours: the
    // dienstapotheek and the huisartsenpost are other parties; the complaints body (SKGE) too.
    // Opening hours table carries numbers.
    contacts: {
      phone: '038 421 55 60',
      email: 'info@apotheekdelinde-zwolle.nl',
      street: 'Assendorperstraat 118',
      address: 'Assendorperstraat 118, 8012 DK Zwolle',
    },
    traps: ['pharmacyOnDuty', 'outOfHoursService', 'consumerArbitration', 'openingHours'],
    decoys: {
      phones: ['038 454 22 90', '0900 333 63 63'],
      emails: ['info@skge.nl'],
      addresses: ['Dr. van Heesweg 2, 8025 AB Zwolle'],
    },
  },
  {
    domain: 'studiomarchetti-bologna.it',
    name: 'Studio Marchetti – Ostetrica Chiara Marchetti',
    language: 'it',
    kind: 'misleading',
    category: 'health-and-medical',
    subcategory: 'pregnancy-and-children',
    // Named after a person; title and first line say ostetrica (midwife), the body talks about
    // babies, sleep, breastfeeding and slings. The baby-sling shop and the course venue are other
    // parties.
    contacts: {
      phone: '051 644 27 13',
      email: 'chiara@studiomarchetti-bologna.it',
      street: 'Via Mazzini 74',
      address: 'Via Mazzini 74, 40137 Bologna',
      founded: 2017,
    },
    traps: ['recommendedPartner', 'eventVenue', 'personalProfile'],
    decoys: {
      phones: ['051 30 88 421'],
      emails: ['ciao@fasceegiochi.it'],
      addresses: ['Via Castiglione 41, 40124 Bologna'],
      years: [2009],
    },
  },
  {
    domain: 'labsantaclara.com.br',
    name: 'Laboratório Santa Clara',
    language: 'pt',
    kind: 'boilerplate',
    category: 'health-and-medical',
    subcategory: 'diagnostics-and-testing',
    // Head office (matriz) labelled; the other own units (Batel, Portão, São José dos Pinhais) are
    // own branches: neither label nor decoy. JSON-LD holds a Person (technical director), an Event
    // (congress) and the health plan operator. Long LGPD boilerplate.
    contacts: {
      phone: '(41) 3322-4100',
      email: 'atendimento@labsantaclara.com.br',
      street: 'Rua Marechal Deodoro, 630',
      address: 'Rua Marechal Deodoro, 630 – Centro, Curitiba – PR, 80010-010',
      founded: 1982,
    },
    traps: ['personalProfile', 'eventVenue', 'partnerNetwork', 'externalDpo', 'registrationNumber'],
    decoys: {
      phones: ['0800 041 1900'],
      emails: ['dpo@privacidadesul.com.br'],
      addresses: ['Rua Barão do Rio Branco, 370 – Centro, Curitiba – PR'],
      years: [2025],
    },
  },
  {
    domain: 'taysideghillie.co.uk',
    name: 'The Tay Ghillie',
    language: 'en',
    kind: 'misleading',
    category: 'hobbies-and-crafts',
    subcategory: 'fishing-and-hunting',
    // Title and first paragraph say fishing tackle shop; the body is about the river, salmon runs
    // and beats. The fishery board and the permit agent are other parties; the record fish year is
    // not the founding.
    contacts: {
      phone: '01738 442 719',
      email: 'shop@taysideghillie.co.uk',
      street: '27 South Methven Street',
      address: '27 South Methven Street, Perth PH1 5NU',
      founded: 2003,
    },
    traps: ['publicOffice', 'bookingPlatform', 'namesakeYear'],
    decoys: {
      phones: ['01738 451 022', '01250 872 330'],
      emails: ['permits@taybeats.co.uk'],
      years: [1922],
    },
  },
  {
    domain: 'atelier-vernhes-lutherie.fr',
    name: 'Atelier Vernhes – Lutherie',
    language: 'fr',
    kind: 'jsShell',
    category: 'hobbies-and-crafts',
    subcategory: 'music-and-instruments',
    // Framer site rendered client side; text only in the Framer data script. The wood supplier
    // (Mirecourt) and the concert venue are other parties.
    contacts: {
      phone: '04 78 42 61 93',
      email: 'atelier@vernhes-lutherie.fr',
      street: '12 rue Mercière',
      address: '12 rue Mercière, 69002 Lyon',
      founded: 2010,
    },
    traps: ['supplierContact', 'eventVenue'],
    decoys: {
      phones: ['03 29 37 14 82'],
      addresses: ['8 rue Chanzy, 88500 Mirecourt', '23 rue de Bourgogne, 69009 Lyon'],
    },
  },
  {
    domain: 'hetbolleke-gent.be',
    name: 'Wolwinkel Het Bolleke',
    language: 'nl',
    kind: 'plain',
    category: 'hobbies-and-crafts',
    subcategory: 'needlework-and-knitting',
    // The shop phone is given only in the alt text of a banner image. The yarn brand's distributor
    // and the knitting café venue are other parties; opening-hours numbers sit in a table.
    contacts: {
      phone: '09 225 41 73',
      email: 'brei@hetbolleke-gent.be',
      street: 'Sint-Pietersnieuwstraat 96',
      address: 'Sint-Pietersnieuwstraat 96, 9000 Gent',
      founded: 2015,
    },
    traps: ['imageAltText', 'resoldBrand', 'eventVenue', 'openingHours'],
    decoys: {
      phones: ['+31 88 530 44 00'],
      addresses: ['Bij Sint-Jacobs 10, 9000 Gent'],
    },
  },
  {
    domain: 'tallervitralsur.com.ar',
    name: 'Taller Vitral Sur',
    language: 'es',
    kind: 'boilerplate',
    category: 'hobbies-and-crafts',
    subcategory: 'metal-stone-and-glass-work',
    // Site123 page with a large footer of legal text (Ley 25.326), AFIP data fiscal and the
    // builder's own links. The glass supplier and the AFIP are other parties.
    contacts: {
      phone: '011 4361-2287',
      email: 'vitrales@tallervitralsur.com.ar',
      street: 'Defensa 1174',
      address: 'Defensa 1174, C1065AAV San Telmo, CABA',
      founded: 1996,
    },
    traps: ['supplierContact', 'supervisoryAuthority', 'webProvider', 'copyrightYear'],
    decoys: {
      phones: ['011 4209-7730', '0800-999-2347'],
      emails: ['ventas@cristaleriaavellaneda.com.ar'],
      years: [2025],
    },
  },
  {
    domain: 'modellbahn-gruber.at',
    name: 'Modellbahn Gruber',
    language: 'de',
    kind: 'jsShell',
    category: 'hobbies-and-crafts',
    subcategory: 'hobbies',
    // Blazor WebAssembly shell: the page shows only a loading text; content in a JSON state script.
    // A manufacturer's service line and the club's exhibition hall are other parties. 1837 is the
    // railway history (namesake).
    contacts: {
      phone: '0732 77 41 90',
      email: 'shop@modellbahn-gruber.at',
      street: 'Landstraße 58',
      address: 'Landstraße 58, 4020 Linz',
      founded: 1985,
    },
    traps: ['manufacturerHotline', 'eventVenue', 'namesakeYear'],
    decoys: {
      phones: ['+49 7161 608 0'],
      addresses: ['Wiener Straße 131, 4020 Linz'],
      years: [1832, 1837],
    },
  },
  {
    domain: 'casamaggia.ch',
    name: 'Casa Maggia',
    language: 'it',
    kind: 'misleading',
    category: 'home-and-garden',
    subcategory: 'furniture-stores',
    // Named after a valley (no trade word); title and first paragraph say mobili/arredamento
    // (furniture shop), the body talks about rustici, holiday homes and renting them out. The
    // holiday-rental agency and the local tourist office are other parties.
    contacts: {
      phone: '091 751 22 64',
      email: 'info@casamaggia.ch',
      street: 'Via Vallemaggia 19',
      address: 'Via Vallemaggia 19, 6600 Locarno',
      founded: 1989,
    },
    traps: ['recommendedPartner', 'publicOffice'],
    decoys: {
      phones: ['091 759 00 30', '091 753 10 50'],
      emails: ['affitti@ticinoferie.ch'],
      addresses: ['Piazza Grande 3, 6600 Locarno'],
    },
  },
  {
    domain: 'kinsellagardencentre.ie',
    name: 'Kinsella Garden Centre',
    language: 'en',
    kind: 'plain',
    category: 'home-and-garden',
    subcategory: 'garden-and-pond',
    // Group footer lists the Kinsella Group's other companies (hardware, landscaping, group office)
    // with addresses and phones: sisterCompany/parentGroup decoys.
    contacts: {
      phone: '053 942 1877',
      email: 'plants@kinsellagardencentre.ie',
      street: 'Ballymore Road',
      address: 'Ballymore Road, Enniscorthy, Co. Wexford, Y21 K7P2',
      founded: 1978,
      facebook: 'https://www.facebook.com/kinsellagardencentre',
    },
    traps: ['sisterCompany', 'parentGroup'],
    decoys: {
      phones: ['053 923 3410', '053 942 0912', '053 914 6600'],
      emails: ['info@kinsellagroup.ie'],
      addresses: [
        'Main Street, Gorey, Co. Wexford',
        'Templeshannon Business Park, Enniscorthy',
        'Kinsella House, Slaney Place, Enniscorthy',
      ],
    },
  },
  {
    domain: 'kuechenwerk-behrendt.de',
    name: 'Küchenwerk Behrendt',
    language: 'de',
    kind: 'jsShell',
    category: 'home-and-garden',
    subcategory: 'bathroom-and-kitchen',
    // Qwik shell: the text is only in the qwik/json state. The appliance manufacturer's customer
    // service and the financing bank are other parties.
    contacts: {
      phone: '0421 69 44 718',
      email: 'planung@kuechenwerk-behrendt.de',
      street: 'Hastedter Heerstraße 211',
      address: 'Hastedter Heerstraße 211, 28207 Bremen',
      founded: 2002,
    },
    traps: ['manufacturerHotline', 'bankDetails'],
    decoys: {
      phones: ['0800 22 33 440', '0421 332 0'],
      addresses: ['Domshof 26, 28195 Bremen'],
    },
  },
  {
    domain: 'arnaud-poeles-cheminees.fr',
    name: 'Arnaud Poêles & Cheminées',
    language: 'fr',
    kind: 'boilerplate',
    category: 'home-and-garden',
    subcategory: 'energy-and-heating',
    // Drupal page with a brand "trouver un revendeur" widget listing other dealers (decoys), an RGE
    // certificate year and the brand's founding year; long legal footer. Own founding 1991.
    contacts: {
      phone: '03 80 41 27 65',
      email: 'contact@arnaud-poeles-cheminees.fr',
      street: '34 avenue du Drapeau',
      address: '34 avenue du Drapeau, 21000 Dijon',
      founded: 1991,
    },
    traps: ['partnerNetwork', 'certificationYear', 'resoldBrand', 'consumerArbitration'],
    decoys: {
      phones: ['03 85 38 12 40', '03 84 52 09 71'],
      emails: ['contact@medicys.fr'],
      addresses: ['12 rue Lamartine, 71000 Mâcon', '5 route de Lyon, 39100 Dole'],
      years: [1948, 2021],
    },
  },
  {
    domain: 'teixitspuig.es',
    name: 'Teixits Puig',
    language: 'es',
    kind: 'plain',
    category: 'home-and-garden',
    subcategory: 'fabric-and-stationery',
    // Catalan nav/headings, Spanish main content. Long history: 1897 great-grandfather's loom in
    // Sabadell, 1923 the shop founded in Barcelona, 1956 move to Carrer de Sant Pere Més Alt, 1988
    // second shop, 2012 generation change, 2023 centenary. Only 1923 is the founding.
    contacts: {
      phone: '933 19 52 48',
      email: 'botiga@teixitspuig.es',
      street: 'Carrer de Sant Pere Més Alt, 47',
      address: 'Carrer de Sant Pere Més Alt, 47, 08003 Barcelona',
      founded: 1923,
    },
    traps: ['familyHistoryYear', 'timeline', 'previousAddress', 'anniversaryYear'],
    decoys: {
      addresses: ['Carrer de la Riera Alta, 12, 08001 Barcelona'],
      years: [1897, 1956, 1988, 2012, 2019, 2023],
    },
  },
  {
    domain: 'coastlineplumbinggas.com.au',
    name: 'Coastline Plumbing & Gas',
    language: 'en',
    kind: 'plain',
    category: 'home-services',
    subcategory: 'plumbing-and-sanitation',
    // A chatbot widget greets with its vendor's support address and number; the gas emergency line
    // is the network's. Licence number is a number.
    contacts: {
      phone: '(02) 4962 3150',
      email: 'jobs@coastlineplumbinggas.com.au',
      street: '88 Maitland Road',
      address: '88 Maitland Road, Islington NSW 2296',
      founded: 2008,
    },
    traps: ['chatWidget', 'utilityEmergency', 'licenceYear'],
    decoys: {
      phones: ['1300 724 299', '131 909'],
      emails: ['support@chatlyhq.com'],
      years: [2011],
    },
  },
  {
    domain: 'deovertoom-verhuizingen.nl',
    name: 'De Overtoom',
    language: 'nl',
    kind: 'misleading',
    category: 'home-services',
    subcategory: 'moving-and-storage',
    // Name is a street; the title and first sentence say verhuisbedrijf, the body talks about
    // emigrating, the housing market and new jobs abroad. The customs broker and the storage
    // landlord are other parties; the number in words is the company's own.
    contacts: {
      phone: '020 618 44 27',
      email: 'planning@deovertoom-verhuizingen.nl',
      street: 'Overtoom 301',
      address: 'Overtoom 301, 1054 HW Amsterdam',
      founded: 1999,
    },
    traps: ['recommendedPartner', 'landlord'],
    decoys: {
      phones: ['010 425 80 16'],
      emails: ['info@grensexpeditie.nl'],
      addresses: ['Cessnalaan 22, 1119 NL Schiphol-Rijk'],
    },
  },
  {
    domain: 'glanzwerk-reinigung.at',
    name: 'Glanzwerk Gebäudereinigung GmbH',
    language: 'de',
    kind: 'boilerplate',
    category: 'home-services',
    subcategory: 'cleaning-service-providers',
    // Subsidiary: the Impressum names the parent holding's registered office in Graz (decoy); the
    // company's own office is in Vienna (label). A job-portal widget shows the portal's own address
    // and line. Odoo site with long Impressum/privacy boilerplate.
    contacts: {
      phone: '01 602 44 81',
      email: 'office@glanzwerk-reinigung.at',
      street: 'Laxenburger Straße 154',
      address: 'Laxenburger Straße 154, 1100 Wien',
      founded: 2014,
    },
    traps: ['parentGroup', 'recruiter', 'registryCourt', 'registrationNumber'],
    decoys: {
      phones: ['0316 71 23 50', '01 581 77 00'],
      emails: ['service@jobwelt.at'],
      addresses: [
        'Conrad-von-Hötzendorf-Straße 94, 8010 Graz',
        'Mariahilfer Straße 88a, 1070 Wien',
      ],
    },
  },
  {
    domain: 'cerrajeriaandes.cl',
    name: 'Cerrajería y Seguridad Andes',
    language: 'es',
    kind: 'jsShell',
    category: 'home-services',
    subcategory: 'house-sitting-and-security',
    // Bubble shell: all content in the bubble page data JSON. The lock brand's distributor and the
    // alarm monitoring partner are other parties; the police number is an emergency line.
    contacts: {
      phone: '+56 2 2946 3380',
      email: 'contacto@cerrajeriaandes.cl',
      street: 'Av. Irarrázaval 3120',
      address: 'Av. Irarrázaval 3120, Ñuñoa, Santiago',
      founded: 2007,
    },
    traps: ['onCallPartner', 'emergencyNumber', 'resoldBrand'],
    decoys: {
      phones: ['+56 2 2580 6600', '133'],
      emails: ['ventas@cerradurasdelpacifico.cl'],
    },
  },
  {
    domain: 'carpintariafonseca.pt',
    name: 'Carpintaria Fonseca',
    language: 'pt',
    kind: 'plain',
    category: 'home-services',
    subcategory: 'craftsman',
    // Phone printed only with the 00351 prefix. The timber merchant and the municipal licence
    // office are other parties; 1946 is the grandfather's apprenticeship, 1972 the founding.
    contacts: {
      phone: '00351 253 618 447',
      email: 'orcamentos@carpintariafonseca.pt',
      street: 'Rua de São Vicente, 215',
      address: 'Rua de São Vicente, 215, 4710-312 Braga',
      founded: 1972,
    },
    traps: ['familyHistoryYear', 'supplierContact', 'publicOffice'],
    decoys: {
      phones: ['00351 252 830 120', '253 203 150'],
      addresses: ['Praça do Município, 4700-435 Braga'],
      years: [1946],
    },
  },
  {
    domain: 'rochat-perrin-avocats.ch',
    name: 'Étude Rochat & Perrin',
    language: 'fr',
    kind: 'plain',
    category: 'legal-services-and-government',
    subcategory: 'lawyers-and-attorneys',
    // Swiss FR/DE page, main content French. The bar association and the mediation partner are
    // other parties; 1987 is the senior partner's admission to the bar.
    contacts: {
      phone: '021 312 58 40',
      email: 'etude@rochat-perrin.ch',
      street: 'Rue du Grand-Chêne 8',
      address: 'Rue du Grand-Chêne 8, 1003 Lausanne',
      founded: 2001,
    },
    traps: ['professionalBody', 'licenceYear', 'recommendedPartner'],
    decoys: {
      phones: ['021 311 60 36'],
      emails: ['info@mediation-lemanique.ch'],
      years: [1987],
    },
  },
  {
    domain: 'harborviewdocs.com',
    name: 'Harborview Document Services',
    language: 'en',
    kind: 'misleading',
    category: 'legal-services-and-government',
    subcategory: 'legal-service-providers',
    // Named after a place; the title and first paragraph say legal document preparation (LDA), the
    // body is about divorce, landlords and starting over. A print-friendly vCard of a partner
    // attorney and the county court are other parties.
    contacts: {
      phone: '(619) 231-4478',
      email: 'help@harborviewdocs.com',
      street: '1250 Sixth Avenue, Suite 410',
      address: '1250 Sixth Avenue, Suite 410, San Diego, CA 92101',
      founded: 2012,
    },
    traps: ['recommendedPartner', 'publicOffice', 'registrationNumber'],
    decoys: {
      phones: ['(619) 702-8815', '(619) 844-2700'],
      emails: ['mreyes@reyesfamilylaw.com'],
      addresses: [
        '401 West A Street, Suite 1100, San Diego, CA 92101',
        '1100 Union Street, San Diego, CA 92101',
      ],
    },
  },
  {
    domain: 'stadtbuecherei-leimen.de',
    name: 'Stadtbücherei Leimen',
    language: 'de',
    kind: 'boilerplate',
    category: 'legal-services-and-government',
    subcategory: 'libraries-and-archives',
    // Municipal library, TYPO3 with town-site boilerplate. Phone with extension as printed. The
    // town hall (Rathaus) main number and address, the regional library network and the building
    // year are other facts.
    contacts: {
      phone: '06224 704-215',
      email: 'buecherei@leimen.de',
      street: 'Turmgasse 5',
      address: 'Turmgasse 5, 69181 Leimen',
      founded: 1953,
    },
    traps: ['publicOffice', 'partnerNetwork', 'buildingYear', 'copyrightYear'],
    decoys: {
      phones: ['06224 704-0'],
      emails: ['rathaus@leimen.de'],
      addresses: ['Rathausstraße 1–3, 69181 Leimen'],
      years: [1912, 1994, 2025],
    },
  },
  {
    domain: 'praticheautoferri.it',
    name: 'Agenzia Pratiche Auto Ferri',
    language: 'it',
    kind: 'jsShell',
    category: 'legal-services-and-government',
    subcategory: 'registration-services',
    // Ember app; content only in the FastBoot shoebox JSON. The Motorizzazione and the PRA (ACI)
    // office are public offices with their own addresses.
    contacts: {
      phone: '045 803 27 19',
      email: 'pratiche@praticheautoferri.it',
      street: 'Via Albere 61',
      address: 'Via Albere 61, 37138 Verona',
      founded: 1984,
    },
    traps: ['publicOffice'],
    decoys: {
      phones: ['045 806 14 11'],
      addresses: ['Via Apollo XI 1, 37135 Verona', 'Via della Valverde 34, 37122 Verona'],
    },
  },
  {
    domain: 'aduanasgallardo.es',
    name: 'Aduanas Gallardo',
    language: 'es',
    kind: 'plain',
    category: 'legal-services-and-government',
    subcategory: 'customs-and-toll',
    // Head office Algeciras labelled; own branches Valencia port and Madrid-Barajas cargo are
    // neither label nor decoy. The history gives years (1931 grandfather customs official, 1968
    // move, 1994 second branch, 2006 takeover, 2019 new building) but no founding: no founded
    // label. The port authority is another party.
    contacts: {
      phone: '956 63 21 47',
      email: 'despachos@aduanasgallardo.es',
      street: 'Avda. Virgen del Carmen, 29',
      address: 'Avda. Virgen del Carmen, 29, 11201 Algeciras (Cádiz)',
    },
    traps: ['familyHistoryYear', 'timeline', 'publicOffice', 'previousAddress'],
    decoys: {
      phones: ['956 58 54 00'],
      addresses: ['Calle Convento, 4, 11201 Algeciras'],
      years: [1931, 1968, 1994, 2006, 2019],
    },
  },
  {
    domain: 'estudioipanema.com.br',
    name: 'Estúdio Ipanema',
    language: 'pt',
    kind: 'misleading',
    category: 'media-and-publishing',
    subcategory: 'photography',
    // Named after a place; title and first line say wedding photography, the body talks about
    // weddings and brides. A review widget quotes another company (a buffet) with its contacts.
    contacts: {
      phone: '(21) 2523-8140',
      email: 'contato@estudioipanema.com.br',
      street: 'Rua Visconde de Pirajá, 414, sala 902',
      address: 'Rua Visconde de Pirajá, 414, sala 902 – Ipanema, Rio de Janeiro – RJ, 22410-002',
      founded: 2010,
    },
    traps: ['testimonialSignature', 'clientReference'],
    decoys: {
      phones: ['(21) 3322-5190'],
      emails: ['eventos@buffetatlantico.com.br'],
    },
  },
  {
    domain: 'uitgeverijscheldeboek.be',
    name: 'Uitgeverij Scheldeboek',
    language: 'nl',
    kind: 'jsShell',
    category: 'media-and-publishing',
    subcategory: 'books-and-magazines',
    // Laravel + Inertia shell: all content in the data-page attribute (HTML-escaped JSON). The
    // distributor and the book fair venue are other parties.
    contacts: {
      phone: '03 231 47 62',
      email: 'redactie@scheldeboek.be',
      street: 'Lange Nieuwstraat 33',
      address: 'Lange Nieuwstraat 33, 2000 Antwerpen',
      founded: 1979,
    },
    traps: ['supplierContact', 'tradeFair'],
    decoys: {
      phones: ['+31 30 699 88 00'],
      addresses: ['Jan Van Rijswijcklaan 191, 2020 Antwerpen'],
    },
  },
  {
    domain: 'northlightfilms.co.uk',
    name: 'Northlight Films',
    language: 'en',
    kind: 'boilerplate',
    category: 'media-and-publishing',
    subcategory: 'video-and-sound',
    // One brand of a group: the footer names the parent group's registered office in London (decoy)
    // and its other brands; the studio itself is in Manchester (label). Cookie and modern-slavery
    // boilerplate.
    contacts: {
      phone: '0161 834 5520',
      email: 'hello@northlightfilms.co.uk',
      street: 'Unit 4, Hope Mill, 113 Pollard Street',
      address: 'Unit 4, Hope Mill, 113 Pollard Street, Manchester M4 7JA',
      founded: 2015,
      linkedin: 'https://www.linkedin.com/company/northlight-films',
    },
    traps: ['parentGroup', 'sisterCompany', 'registrationNumber', 'copyrightYear'],
    decoys: {
      phones: ['020 7946 0321'],
      addresses: ['71 Great Portland Street, London W1W 7LR'],
      years: [2025],
      links: ['https://www.linkedin.com/company/harbourline-media-group'],
    },
  },
  {
    domain: 'rassegnaemiliana.it',
    name: 'Rassegna Emiliana',
    language: 'it',
    kind: 'misleading',
    category: 'media-and-publishing',
    subcategory: 'media-and-information',
    // Press monitoring agency: the title and first paragraph say rassegna stampa / media
    // monitoring, the body is all about its clients' world (Parmigiano, Lambrusco, tourism,
    // exports). The consortium quoted is a client.
    contacts: {
      phone: '0522 43 18 06',
      email: 'redazione@rassegnaemiliana.it',
      street: 'Via Emilia San Pietro 28',
      address: 'Via Emilia San Pietro 28, 42121 Reggio Emilia',
      founded: 1997,
    },
    traps: ['clientReference', 'testimonialSignature', 'awardYear'],
    decoys: {
      phones: ['0522 30 77 41'],
      emails: ['comunicazione@consorziolambrusco.it'],
      years: [2022],
    },
  },
  {
    domain: 'solarlux-energie.lu',
    name: 'Solarlux Énergie',
    language: 'fr',
    kind: 'plain',
    category: 'utilities',
    subcategory: 'energy-and-power',
    // Luxembourg page in FR/DE/LB; main content French. The grid operator's fault line and the
    // subsidy office are other parties. Phone in +352 form.
    contacts: {
      phone: '+352 26 45 78 90',
      email: 'info@solarlux-energie.lu',
      street: "18, rue de l'Industrie",
      address: "18, rue de l'Industrie, L-3895 Foetz",
      founded: 2009,
    },
    traps: ['utilityEmergency', 'funder'],
    decoys: {
      phones: ['8002 9900', '247-86500'],
      emails: ['info@klima-agence.lu'],
    },
  },
  {
    domain: 'karoogasfuel.co.za',
    name: 'Karoo Gas & Fuel',
    language: 'en',
    kind: 'boilerplate',
    category: 'utilities',
    subcategory: 'oil-and-fuel',
    // The company's number is given in the opening-hours table row for orders. The LPG safety
    // association and the fuel supplier's emergency line are other parties; long POPIA/terms
    // boilerplate.
    contacts: {
      phone: '049 892 4410',
      email: 'orders@karoogasfuel.co.za',
      street: '12 Voortrekker Street',
      address: '12 Voortrekker Street, Graaff-Reinet, 6280',
      founded: 2004,
    },
    traps: ['openingHours', 'professionalBody', 'manufacturerHotline', 'copyrightYear'],
    decoys: {
      phones: ['011 886 9702', '0800 00 4357'],
      emails: ['info@lpgas.co.za'],
      years: [2025],
    },
  },
  {
    domain: 'aguasdelvalledeatlixco.mx',
    name: 'Aguas del Valle de Atlixco',
    language: 'es',
    kind: 'misleading',
    category: 'utilities',
    subcategory: 'water-utilities',
    // Private water supply operator: title and first paragraph say water supply and treatment; the
    // body talks about farms, flowers and nurseries of the valley (its customers' world). The state
    // water commission is a public office.
    contacts: {
      phone: '244 445 16 30',
      email: 'atencion@aguasdelvalledeatlixco.mx',
      street: 'Calle 3 Sur 901',
      address: 'Calle 3 Sur 901, Centro, 74200 Atlixco, Pue.',
      founded: 2001,
    },
    traps: ['publicOffice', 'supervisoryAuthority'],
    decoys: {
      phones: ['222 229 10 00'],
      addresses: ['Av. Reforma 711, Centro, 72000 Puebla, Pue.'],
    },
  },
  {
    domain: 'padariaaurora.com.br',
    name: 'padariaaurora.com.br',
    language: 'pt',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    // Registrar parking page: the registrar's support contacts only.
    traps: ['webProvider'],
    decoys: {
      phones: ['(11) 3847-2200'],
      emails: ['suporte@dominiobrasil.net.br'],
      addresses: ['Av. Brigadeiro Faria Lima, 1811 – Jardim Paulistano, São Paulo – SP'],
    },
  },
  {
    domain: 'atelier-lumiere-nantes.fr',
    name: 'atelier-lumiere-nantes.fr',
    language: 'fr',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    // "Site en construction" with only the web agency's contact.
    traps: ['webProvider', 'agencyEntity'],
    decoys: {
      phones: ['02 40 73 58 12'],
      emails: ['bonjour@agence-pixelouest.fr'],
      addresses: ['9 quai de Versailles, 44000 Nantes'],
    },
  },
  {
    domain: 'tasmanjoinery.co.nz',
    name: 'tasmanjoinery.co.nz',
    language: 'en',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    // Hosting account suspended page: the host's billing contacts only.
    traps: ['webProvider'],
    decoys: {
      phones: ['0800 468 269'],
      emails: ['billing@kiwihostnz.co.nz'],
    },
  },
  {
    domain: 'weingut-hoffmann-pfalz.de',
    name: 'weingut-hoffmann-pfalz.de',
    language: 'de',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    // Cookie wall from a consent-management vendor with nothing behind it: the vendor's address and
    // privacy email only.
    traps: ['cookieVendor'],
    decoys: {
      emails: ['privacy@consentwerk.de'],
      addresses: ['Speersort 10, 20095 Hamburg'],
    },
  },
  {
    domain: 'klantenportaal-vandamme.be',
    name: 'klantenportaal-vandamme.be',
    language: 'nl',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    // Login wall of a customer portal (Odoo) with the integrator's helpdesk only.
    traps: ['webProvider'],
    decoys: {
      phones: ['09 298 14 60'],
      emails: ['helpdesk@odoopartner-gent.be'],
    },
  },
];
