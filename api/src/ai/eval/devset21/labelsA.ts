import type { HandWrittenLabel } from '../handWrittenLabel.ts';

/**
 * What a right answer holds for author A's pages of `pages/` (Animals & Pets, Beauty & Well-being,
 * Business Services, Construction & Manufacturing, Education & Training, Electronics & Technology,
 * Events & Entertainment): the label is what the company itself sells (not the trade its page talks
 * about), and `contacts` its own phone, email, street, address and founding year as the page gives
 * them; a value the page does not give is left out. `decoys` are other parties' values on the same
 * page (a group's other companies, a parent's registered office, a map provider, a job portal, a
 * review widget, a dealer list, a chatbot, a partner's vCard, JSON-LD entities) and years that are
 * not the founding. Bilingual pages are labelled with the language of their main content.
 */
export const DEVSET21_LABELS_A: readonly HandWrittenLabel[] = [
  {
    domain: 'reithof-oberwirt.it',
    name: 'Reithof Oberwirt',
    language: 'de',
    kind: 'plain',
    category: 'animals-and-pets',
    subcategory: 'horses-and-riding',
    // South Tyrol page in German and Italian; German is the main text. The map info window holds the map provider's address; the tourist office is another party; 2012 is the new stable.
    contacts: {
      phone: '0471 70 52 18',
      email: 'info@reithof-oberwirt.it',
      street: 'St.-Valentin-Weg 14',
      address: 'St.-Valentin-Weg 14, 39040 Kastelruth',
      founded: 1987,
    },
    traps: ['mapEmbed', 'recommendedPartner', 'buildingYear'],
    decoys: {
      phones: ['0471 70 96 00'],
      addresses: ['Via Galvani 6, 39100 Bozen'],
      years: [2012],
    },
  },
  {
    domain: 'dierenkliniek-scheldeoever.be',
    name: 'Dierenkliniek Scheldeoever',
    language: 'nl',
    kind: 'boilerplate',
    category: 'animals-and-pets',
    subcategory: 'animal-health',
    // Head clinic in Temse (labelled); the own branch in Hamme (Zouavestraat 7, 9220 Hamme, 052 47 33 18) is not a decoy. The review widget quotes a grooming salon; the poison line is a national helpline. 2019 the branch opened, 2025 the copyright.
    contacts: {
      phone: '03 771 42 90',
      email: 'kliniek@dierenkliniek-scheldeoever.be',
      street: 'Kasteelstraat 118',
      address: 'Kasteelstraat 118, 9140 Temse',
      founded: 2003,
    },
    traps: ['testimonialSignature', 'helpline', 'copyrightYear'],
    decoys: {
      phones: ['070 245 245', '03 711 08 52'],
      addresses: ['Hoogstraat 3, 9140 Temse'],
      years: [2019, 2025],
    },
  },
  {
    domain: 'toilettage-pattes-de-velours.ch',
    name: 'Pattes de Velours',
    language: 'fr',
    kind: 'plain',
    category: 'animals-and-pets',
    subcategory: 'pet-services',
    // Swiss page in French, German and Italian; French is the main text. The dog school is a recommended partner; 2021 is a local award.
    contacts: {
      phone: '032 322 58 41',
      email: 'salon@toilettage-pattes-de-velours.ch',
      street: 'Rue du Marché-Neuf 23',
      address: 'Rue du Marché-Neuf 23, 2502 Biel/Bienne',
      founded: 2016,
    },
    traps: ['recommendedPartner', 'awardYear'],
    decoys: {
      phones: ['079 412 66 30'],
      emails: ['info@hundeschule-seeland.ch'],
      years: [2021],
    },
  },
  {
    domain: 'barkandbarrow.com.au',
    name: 'Bark & Barrow',
    language: 'en',
    kind: 'jsShell',
    category: 'animals-and-pets',
    subcategory: 'pet-stores',
    // Shopify Hydrogen (Remix) shell: everything is in the loader data. The featured product's manufacturer is a resold brand.
    contacts: {
      phone: '(03) 9486 2217',
      email: 'hello@barkandbarrow.com.au',
      street: '212 High Street',
      address: '212 High Street, Northcote VIC 3070',
      founded: 2018,
    },
    traps: ['resoldBrand', 'manufacturerHotline'],
    decoys: {
      phones: ['1300 535 437'],
      emails: ['trade@kelpiekitchen.com.au'],
    },
  },
  {
    domain: 'quintadoaltomoinho.pt',
    name: 'Quinta do Alto Moinho',
    language: 'pt',
    kind: 'misleading',
    category: 'animals-and-pets',
    subcategory: 'animal-parks-and-zoo',
    // Named after a place; the first paragraph says animal park, the body talks about schools, curricula and birthday parties (the customers' world). 1890 is the mill; the school group and the booking platform are other parties.
    contacts: {
      phone: '261 815 442',
      email: 'reservas@quintadoaltomoinho.pt',
      street: 'Estrada do Moinho Velho 9',
      address: 'Estrada do Moinho Velho 9, 2640-512 Mafra',
      founded: 2009,
    },
    traps: ['buildingYear', 'clientReference', 'bookingPlatform'],
    decoys: {
      phones: ['261 810 300'],
      emails: ['reservas@rumoescolar.pt'],
      years: [1890],
    },
  },
  {
    domain: 'maison-olivane.fr',
    name: 'Olivane',
    language: 'fr',
    kind: 'boilerplate',
    category: 'beauty-and-well-being',
    subcategory: 'cosmetics-and-makeup',
    // One brand of a group: the brand's own workshop in Grasse is labelled; the group's registered office, its phone, the manufacturer's e-mail in the Product JSON-LD and the group's founding year are decoys.
    contacts: {
      phone: '04 93 36 58 20',
      email: 'bonjour@maison-olivane.fr',
      street: '14 avenue Sainte-Lorette',
      address: '14 avenue Sainte-Lorette, 06130 Grasse',
      founded: 2011,
    },
    traps: ['parentGroup', 'demoJsonLd', 'copyrightYear'],
    decoys: {
      phones: ['04 42 90 17 00'],
      emails: ['qualite@sudessences.fr'],
      addresses: ['220 rue Paul Langevin, 13290 Aix-en-Provence'],
      years: [1978, 2024],
    },
  },
  {
    domain: 'perruquerialluna.es',
    name: 'Perruqueria Lluna',
    language: 'es',
    kind: 'plain',
    category: 'beauty-and-well-being',
    subcategory: 'hair-care-and-styling',
    // Spanish and Catalan on one page; Spanish is the main text. The phone is given only in the opening-hours table. The product line's professional hotline is the manufacturer's; 2014 is an award.
    contacts: {
      phone: '934 56 21 87',
      email: 'cita@perruquerialluna.es',
      street: 'Carrer de Verdi 63',
      address: 'Carrer de Verdi 63, 08012 Barcelona',
      founded: 1998,
    },
    traps: ['manufacturerHotline', 'awardYear', 'openingHours'],
    decoys: {
      phones: ['900 812 334'],
      years: [2014],
    },
  },
  {
    domain: 'cliniquelumiere-montreal.ca',
    name: 'Clinique Lumière',
    language: 'fr',
    kind: 'plain',
    category: 'beauty-and-well-being',
    subcategory: 'salons-and-clinics',
    // Quebec page in French with English summaries; French is the main text. The chatbot greets with the booking platform's line and address; 2008 is the doctor's diploma.
    contacts: {
      phone: '514 843-2290',
      email: 'info@cliniquelumiere-montreal.ca',
      street: '4521, rue Saint-Denis',
      address: '4521, rue Saint-Denis, Montréal (Québec) H2J 2L4',
      founded: 2013,
    },
    traps: ['chatWidget', 'bookingPlatform', 'personalProfile'],
    decoys: {
      phones: ['1 866 732-4418'],
      emails: ['support@rdvpro.ca'],
      years: [2008],
    },
  },
  {
    domain: 'harbourandhook.co.nz',
    name: 'Harbour & Hook',
    language: 'en',
    kind: 'misleading',
    category: 'beauty-and-well-being',
    subcategory: 'tattoos-and-piercings',
    // The title and first paragraph say tattoo studio; the body talks about the clients' world (fishing boats, sailors, the harbour). The phone is given only in an image's alt text. 1840 and 1953 are harbour history; the coastguard is a supported charity.
    contacts: {
      phone: '04 385 2716',
      email: 'book@harbourandhook.co.nz',
      street: '87 Cuba Street',
      address: '87 Cuba Street, Te Aro, Wellington 6011',
    },
    traps: ['localAnniversary', 'supportedCharity', 'imageAltText'],
    decoys: {
      phones: ['0800 42 78 33'],
      years: [1840, 1953],
    },
  },
  {
    domain: 'benessere-fontanella.it',
    name: 'Centro Benessere La Fontanella',
    language: 'it',
    kind: 'jsShell',
    category: 'beauty-and-well-being',
    subcategory: 'wellness-and-spa',
    // Qwik shell: the text is in the qwik/json state. The hotel is a recommended partner.
    contacts: {
      phone: '049 866 3320',
      email: 'relax@benessere-fontanella.it',
      street: "Via Pietro d'Abano 41",
      address: "Via Pietro d'Abano 41, 35031 Abano Terme (PD)",
      founded: 2006,
    },
    traps: ['recommendedPartner'],
    decoys: {
      phones: ['049 869 1144'],
      emails: ['booking@hoteltermelido.it'],
    },
  },
  {
    domain: 'derustpunt-yoga.nl',
    name: 'De Rustpunt',
    language: 'nl',
    kind: 'jsShell',
    category: 'beauty-and-well-being',
    subcategory: 'yoga-and-meditation',
    // Framer site whose content is in the hydration data only. The booking platform's support address and the teacher's 2002 training are decoys.
    contacts: {
      phone: '020 845 99 21',
      email: 'namaste@derustpunt-yoga.nl',
      street: 'Javastraat 118',
      address: 'Javastraat 118, 1095 CL Amsterdam',
      founded: 2015,
    },
    traps: ['bookingPlatform', 'personalProfile'],
    decoys: {
      emails: ['support@studiorooster.nl'],
      years: [2002],
    },
  },
  {
    domain: 'carepersonal-steiner.at',
    name: 'Steiner Personalservice',
    language: 'de',
    kind: 'misleading',
    category: 'business-services',
    subcategory: 'hr-and-recruiting',
    // Recruiter whose body talks about nursing. The job widget shows a care home's advert with its address and phone; 1995 is the owner's nursing diploma.
    contacts: {
      phone: '0732 77 28 40',
      email: 'office@carepersonal-steiner.at',
      street: 'Landstraße 49',
      address: 'Landstraße 49, 4020 Linz',
      founded: 2012,
    },
    traps: ['classifiedAd', 'personalProfile'],
    decoys: {
      phones: ['0732 73 45 10'],
      addresses: ['Leonfeldner Straße 220, 4040 Linz'],
      years: [1995],
    },
  },
  {
    domain: 'vandalentransport.nl',
    name: 'Van Dalen Transport',
    language: 'nl',
    kind: 'boilerplate',
    category: 'business-services',
    subcategory: 'shipping-and-logistics',
    // A company of a group whose footer lists the group's other companies with their addresses and phones (sister companies: decoys), and the group's own founding year.
    contacts: {
      phone: '013 572 44 10',
      email: 'planning@vandalentransport.nl',
      street: 'Ringbaan-Oost 280',
      address: 'Ringbaan-Oost 280, 5013 CE Tilburg',
      founded: 1974,
    },
    traps: ['sisterCompany', 'parentGroup', 'copyrightYear'],
    decoys: {
      phones: ['013 463 10 20', '0499 37 21 50'],
      emails: ['info@vandalenkoeltransport.nl'],
      addresses: ['Kraaivenstraat 25, 5048 AB Tilburg', 'Industrieweg 14, 5683 CG Best'],
      years: [1952, 2025],
    },
  },
  {
    domain: 'alvoradacomex.com.br',
    name: 'Alvorada Comex',
    language: 'pt',
    kind: 'misleading',
    category: 'business-services',
    subcategory: 'import-and-export',
    // An importer whose body talks about wine, sommeliers and restaurants (its customers' world). The Argentine winery is a supplier; 2019 is a vintage; the customs broker is a partner.
    contacts: {
      phone: '(47) 3348-2170',
      email: 'comercial@alvoradacomex.com.br',
      street: 'Rua Blumenau, 1420',
      address: 'Rua Blumenau, 1420 – Centro, Itajaí – SC, 88305-101',
      founded: 2007,
    },
    traps: ['supplierContact', 'modelYear', 'recommendedPartner'],
    decoys: {
      phones: ['+54 261 425 8890', '(47) 3344-9012'],
      years: [2019],
    },
  },
  {
    domain: 'tipografiaferrandi.it',
    name: 'Tipografia Ferrandi',
    language: 'it',
    kind: 'plain',
    category: 'business-services',
    subcategory: 'print-and-graphic-design',
    // A long company history: 1948 is the founding (labelled); the grandfather's apprenticeship, the move, the second site (closed), the takeover, the new building, the generation change and the jubilee are decoys, and so is the former address.
    contacts: {
      phone: '035 24 18 63',
      email: 'info@tipografiaferrandi.it',
      street: 'Via Grumello 58',
      address: 'Via Grumello 58, 24127 Bergamo',
      founded: 1948,
    },
    traps: ['familyHistoryYear', 'previousAddress', 'anniversaryYear', 'timeline'],
    decoys: {
      addresses: ['Via Moroni 212, Bergamo'],
      years: [1921, 1967, 1979, 1994, 2001, 2008, 2016, 2023],
    },
  },
  {
    domain: 'verbeke-groothandel.be',
    name: 'Verbeke Groothandel',
    language: 'nl',
    kind: 'boilerplate',
    category: 'business-services',
    subcategory: 'wholesale',
    // Belgian page in Dutch and French; Dutch is the main text. The transport partner and the HACCP certificate year are decoys.
    contacts: {
      phone: '056 21 84 30',
      email: 'bestelling@verbeke-groothandel.be',
      street: 'Brugsesteenweg 361',
      address: 'Brugsesteenweg 361, 8500 Kortrijk',
      founded: 1983,
    },
    traps: ['recommendedPartner', 'certificationYear'],
    decoys: {
      phones: ['056 35 12 77'],
      emails: ['info@transportdesmet.be'],
      years: [2010],
    },
  },
  {
    domain: 'corribadmin.ie',
    name: 'Corrib Admin Services',
    language: 'en',
    kind: 'plain',
    category: 'business-services',
    subcategory: 'administration-and-services',
    // The phone is given with extensions; the label is the number as printed before them. The Revenue helpdesk is a public office; 2019 is an award.
    contacts: {
      phone: '(091) 56 2290',
      email: 'office@corribadmin.ie',
      street: '3 Merchants Road',
      address: '3 Merchants Road, Galway H91 X2K8',
      founded: 2001,
    },
    traps: ['publicOffice', 'awardYear'],
    decoys: {
      phones: ['01 738 3699'],
      years: [2019],
    },
  },
  {
    domain: 'pregonagencia.mx',
    name: 'Pregón Agencia',
    language: 'es',
    kind: 'jsShell',
    category: 'business-services',
    subcategory: 'sales-and-marketing',
    // SolidStart shell: the content is in the serialized resources. A client's address and an award year are decoys; the LinkedIn page is the agency's own.
    contacts: {
      phone: '33 3615 8840',
      email: 'hola@pregonagencia.mx',
      street: 'Av. Chapultepec Sur 284',
      address: 'Av. Chapultepec Sur 284, Col. Americana, 44160 Guadalajara, Jal.',
      founded: 2014,
      linkedin: 'https://www.linkedin.com/company/pregon-agencia',
    },
    traps: ['clientReference', 'awardYear'],
    decoys: {
      emails: ['ventas@tequilalosarcos.mx'],
      years: [2022],
    },
  },
  {
    domain: 'kremer-thill.lu',
    name: 'Kremer & Thill Architectes',
    language: 'fr',
    kind: 'plain',
    category: 'construction-and-manufacturing',
    subcategory: 'architects-and-engineers',
    // Luxembourg page in French with German and Luxembourgish lines; French is the main text. The phone is written with 00352. The vCard block is a partner engineering office; 2004 is the OAI registration.
    contacts: {
      phone: '00352 26 48 31 77',
      email: 'atelier@kremer-thill.lu',
      street: '12, rue de Hollerich',
      address: '12, rue de Hollerich, L-1741 Luxembourg',
      founded: 2005,
    },
    traps: ['recommendedPartner', 'professionalBody', 'membershipYear'],
    decoys: {
      phones: ['+352 40 22 16'],
      emails: ['info@schmit-ic.lu'],
      addresses: ['5, rue du Fort Bourbon, L-1249 Luxembourg'],
      years: [2004],
    },
  },
  {
    domain: 'baustoffe-neckartal.de',
    name: 'Baustoffe Neckartal',
    language: 'de',
    kind: 'boilerplate',
    category: 'construction-and-manufacturing',
    subcategory: 'building-materials',
    // A subsidiary whose registered office is the parent's in Mannheim; its own yard in Heidelberg is labelled. The phone is split across elements with (0). The parent's address and phone and the registry court are decoys.
    contacts: {
      phone: '+49 (0)6221-33 44 55',
      email: 'heidelberg@baustoffe-neckartal.de',
      street: 'Eppelheimer Straße 90',
      address: 'Eppelheimer Straße 90, 69123 Heidelberg',
      founded: 1996,
    },
    traps: ['parentGroup', 'registryCourt', 'copyrightYear'],
    decoys: {
      phones: ['0621 3 20 88-0'],
      addresses: ['Industriestraße 40, 68169 Mannheim'],
      years: [2024],
    },
  },
  {
    domain: 'ceresiopolimeri.ch',
    name: 'Ceresio Polimeri',
    language: 'it',
    kind: 'misleading',
    category: 'construction-and-manufacturing',
    subcategory: 'chemicals-and-plastic',
    // A plastics moulder whose body talks about hospitals and surgery (its customers' world). 2016 is the ISO 13485 certificate, the trade fair is elsewhere.
    contacts: {
      phone: '091 945 27 60',
      email: 'info@ceresiopolimeri.ch',
      street: 'Via Cantonale 18',
      address: 'Via Cantonale 18, 6805 Mezzovico',
      founded: 1989,
    },
    traps: ['certificationYear', 'tradeFair'],
    decoys: {
      addresses: ['Stockumer Kirchstraße 61, 40474 Düsseldorf'],
      years: [2016],
    },
  },
  {
    domain: 'bertolinihnos.com.ar',
    name: 'Bertolini Hnos.',
    language: 'es',
    kind: 'plain',
    category: 'construction-and-manufacturing',
    subcategory: 'construction-services',
    // A long company history: 1958 is the founding (labelled); the grandfather's arrival, the move, the branch, the takeover, the new head office, the jubilee and the third generation are decoys.
    contacts: {
      phone: '(0341) 456-7821',
      email: 'obras@bertolinihnos.com.ar',
      street: 'Av. Pellegrini 2450',
      address: 'Av. Pellegrini 2450, S2000 Rosario, Santa Fe',
      founded: 1958,
    },
    traps: ['familyHistoryYear', 'anniversaryYear', 'timeline'],
    decoys: {
      years: [1932, 1974, 1989, 2003, 2011, 2018, 2020],
    },
  },
  {
    domain: 'hofterlinde.be',
    name: 'Hof ter Linde',
    language: 'nl',
    kind: 'misleading',
    category: 'construction-and-manufacturing',
    subcategory: 'garden-and-landscaping',
    // Named after a place; a landscaper whose body talks about golf (its customers' world). The golf club and its opening year are decoys.
    contacts: {
      phone: '050 38 44 21',
      email: 'info@hofterlinde.be',
      street: 'Kapellestraat 52',
      address: 'Kapellestraat 52, 8020 Oostkamp',
      founded: 1999,
    },
    traps: ['clientReference', 'localAnniversary'],
    decoys: {
      addresses: ['Eekhofstraat 14, 8902 Ieper'],
      years: [1988],
    },
  },
  {
    domain: 'corticeirasorraia.pt',
    name: 'Corticeira do Sorraia',
    language: 'pt',
    kind: 'boilerplate',
    category: 'construction-and-manufacturing',
    subcategory: 'manufacturing',
    // A long history with no founding year of the company itself: the great-grandfather's work, the factory building, a takeover, a new line and a generation change are all decoys. The association is a professional body.
    contacts: {
      phone: '243 675 210',
      email: 'geral@corticeirasorraia.pt',
      street: 'Zona Industrial do Monte da Barca, Lote 12',
      address: 'Zona Industrial do Monte da Barca, Lote 12, 2100-051 Coruche',
    },
    traps: ['familyHistoryYear', 'buildingYear', 'professionalBody', 'timeline'],
    decoys: {
      phones: ['227 471 930'],
      years: [1911, 1962, 1990, 2012, 2021],
    },
  },
  {
    domain: 'ridgelinegrinder.com',
    name: 'Ridgeline Grinder Co.',
    language: 'en',
    kind: 'boilerplate',
    category: 'construction-and-manufacturing',
    subcategory: 'tools-and-equipment',
    // A vanity number given with its digits (labelled as digits); the find-a-dealer list holds three stockists with their addresses and phones.
    contacts: {
      phone: '1-888-474-6348',
      email: 'sales@ridgelinegrinder.com',
      street: '4410 Industrial Pkwy',
      address: '4410 Industrial Pkwy, Dayton, OH 45414',
      founded: 1979,
    },
    traps: ['stockist', 'copyrightYear'],
    decoys: {
      phones: ['(513) 932-4417', '(585) 343-2219', '(254) 752-0183'],
      addresses: [
        '221 W Main St, Lebanon, OH 45036',
        '98 Depot Rd, Batavia, NY 14020',
        '1506 S 7th St, Waco, TX 76706',
      ],
      years: [2025],
    },
  },
  {
    domain: 'kiezwort-berlin.de',
    name: 'Sprachschule Kiezwort',
    language: 'de',
    kind: 'plain',
    category: 'education-and-training',
    subcategory: 'language-learning',
    // Navigation and footer in English, the content in German: language de. The exam centre is another party; 2017 is a licence.
    contacts: {
      phone: '030 609 84 217',
      email: 'kurse@kiezwort-berlin.de',
      street: 'Reichenberger Straße 73',
      address: 'Reichenberger Straße 73, 10999 Berlin',
      founded: 2010,
    },
    traps: ['licenceYear', 'recommendedPartner'],
    decoys: {
      phones: ['030 2009 5410'],
      addresses: ['Chausseestraße 118, 10115 Berlin'],
      years: [2017],
    },
  },
  {
    domain: 'madeleine-roux.fr',
    name: 'Madeleine Roux',
    language: 'fr',
    kind: 'misleading',
    category: 'education-and-training',
    subcategory: 'music-and-theater-classes',
    // Named after a person; a singing and drama teacher whose body talks about the opera world. The opera's box office and her 1996 debut are decoys.
    contacts: {
      phone: '04 78 29 63 14',
      email: 'contact@madeleine-roux.fr',
      street: '18 rue Burdeau',
      address: '18 rue Burdeau, 69001 Lyon',
      founded: 2009,
    },
    traps: ['ticketOffice', 'personalProfile'],
    decoys: {
      phones: ['04 72 00 45 81'],
      years: [1996],
    },
  },
  {
    domain: 'otecandes.cl',
    name: 'OTEC Andes Soldadura',
    language: 'es',
    kind: 'jsShell',
    category: 'education-and-training',
    subcategory: 'vocational-training',
    // Bubble shell: the page data is in the app's JSON. SENCE is a public office; 2019 the NCh 2728 certificate. The WhatsApp number is the school's own second line, not a decoy.
    contacts: {
      phone: '+56 2 2698 4410',
      email: 'admision@otecandes.cl',
      street: 'Av. Vicuña Mackenna 1850',
      address: 'Av. Vicuña Mackenna 1850, Ñuñoa, Santiago',
      founded: 2008,
    },
    traps: ['publicOffice', 'certificationYear'],
    decoys: {
      phones: ['600 586 3200'],
      years: [2019],
    },
  },
  {
    domain: 'mattarellobologna.it',
    name: 'Scuola di cucina Mattarello',
    language: 'it',
    kind: 'plain',
    category: 'education-and-training',
    subcategory: 'courses-and-classes',
    // The phone is split over two spans. The market is a meeting point (directions); 1955 the grandmother's recipe book.
    contacts: {
      phone: '051 644 21 80',
      email: 'corsi@mattarellobologna.it',
      street: 'Via del Pratello 41/b',
      address: 'Via del Pratello 41/b, 40122 Bologna',
      founded: 2012,
    },
    traps: ['directions', 'familyHistoryYear'],
    decoys: {
      addresses: ['Via Ugo Bassi 25, 40121 Bologna'],
      years: [1955],
    },
  },
  {
    domain: 'lernstudio-limmat.ch',
    name: 'Lernstudio Limmat',
    language: 'de',
    kind: 'boilerplate',
    category: 'education-and-training',
    subcategory: 'education-services',
    // SITE123 boilerplate. The school psychology service is a public office; 2024 the copyright year.
    contacts: {
      phone: '044 271 38 90',
      email: 'info@lernstudio-limmat.ch',
      street: 'Langstrasse 144',
      address: 'Langstrasse 144, 8004 Zürich',
      founded: 2014,
    },
    traps: ['publicOffice', 'copyrightYear'],
    decoys: {
      phones: ['044 413 47 00'],
      years: [2024],
    },
  },
  {
    domain: 'carrel-electromenager.fr',
    name: 'Électroménager Carrel',
    language: 'fr',
    kind: 'plain',
    category: 'electronics-and-technology',
    subcategory: 'appliances-and-electronics',
    // Several own shops with the Annecy head shop labelled; the shops in Seynod (4 route d'Aix, 04 50 69 12 88) and Rumilly (9 rue Montpellaz, 04 50 01 33 47) are not decoys. The manufacturer's after-sales line and the jubilee year are decoys.
    contacts: {
      phone: '04 50 45 21 36',
      email: 'magasin@carrel-electromenager.fr',
      street: '27 avenue de Genève',
      address: '27 avenue de Genève, 74000 Annecy',
      founded: 1972,
    },
    traps: ['manufacturerHotline', 'anniversaryYear'],
    decoys: {
      phones: ['09 69 32 10 55'],
      years: [2022],
    },
  },
  {
    domain: 'northlightav.co.uk',
    name: 'Northlight AV',
    language: 'en',
    kind: 'misleading',
    category: 'electronics-and-technology',
    subcategory: 'audio-and-visual',
    // An AV hire company whose body talks about weddings, conferences and gala dinners (its customers' world). The venue is a client; 2019 an award.
    contacts: {
      phone: '0113 245 8810',
      email: 'hire@northlightav.co.uk',
      street: 'Unit 4 Aire Valley Works, Kirkstall Road',
      address: 'Unit 4 Aire Valley Works, Kirkstall Road, Leeds LS4 2AS',
      founded: 2004,
    },
    traps: ['eventVenue', 'awardYear'],
    decoys: {
      phones: ['0113 267 4455'],
      addresses: ['Otley Road, Leeds LS16 8AB'],
      years: [2019],
    },
  },
  {
    domain: 'conectacel.com.br',
    name: 'ConectaCel',
    language: 'pt',
    kind: 'jsShell',
    category: 'electronics-and-technology',
    subcategory: 'computers-and-phones',
    // Next.js shell (__NEXT_DATA__). The phone maker's customer line and the chatbot vendor's support address are decoys.
    contacts: {
      phone: '(11) 3032-8874',
      email: 'atendimento@conectacel.com.br',
      street: 'Rua Fradique Coutinho, 1012',
      address: 'Rua Fradique Coutinho, 1012 – Pinheiros, São Paulo – SP, 05416-001',
      founded: 2015,
    },
    traps: ['manufacturerHotline', 'chatWidget'],
    decoys: {
      phones: ['0800 724 1188'],
      emails: ['suporte@zapbot.com.br'],
    },
  },
  {
    domain: 'tandplan-software.nl',
    name: 'Tandplan',
    language: 'nl',
    kind: 'misleading',
    category: 'electronics-and-technology',
    subcategory: 'internet-and-software',
    // A software company whose body talks about dentistry (its customers' world). A quoted dental practice and the 2018 certificate are decoys; the LinkedIn page is its own.
    contacts: {
      phone: '030 227 41 60',
      email: 'support@tandplan-software.nl',
      street: 'Kanaalweg 17G',
      address: 'Kanaalweg 17G, 3526 KL Utrecht',
      founded: 2011,
      linkedin: 'https://www.linkedin.com/company/tandplan',
    },
    traps: ['clientReference', 'certificationYear'],
    decoys: {
      phones: ['030 271 50 88'],
      years: [2018],
    },
  },
  {
    domain: 'seifensiederei-wels.at',
    name: 'Alte Seifensiederei Wels',
    language: 'de',
    kind: 'plain',
    category: 'events-and-entertainment',
    subcategory: 'events-and-venues',
    // JSON-LD with several entities: the venue (labelled), a Person (the manager's mobile) and an Event whose location is elsewhere. 1892 is the building.
    contacts: {
      phone: '07242 20 55 88',
      email: 'events@seifensiederei-wels.at',
      street: 'Salzburger Straße 24',
      address: 'Salzburger Straße 24, 4600 Wels',
      founded: 2016,
    },
    traps: ['managingDirectorPrivate', 'eventVenue', 'buildingYear'],
    decoys: {
      phones: ['0664 381 27 90'],
      addresses: ['Untere Donaulände 7, 4020 Linz'],
      years: [1892, 2025],
    },
  },
  {
    domain: 'museogiocattolicabianca.it',
    name: "Museo dei Giocattoli d'Epoca Ca' Bianca",
    language: 'it',
    kind: 'boilerplate',
    category: 'events-and-entertainment',
    subcategory: 'museums-and-exhibits',
    // Webnode boilerplate. The toys' years are model years; the ticketing platform is another party; 2024 the copyright.
    contacts: {
      phone: '0444 32 18 57',
      email: 'info@museogiocattolicabianca.it',
      street: 'Contrà Porti 19',
      address: 'Contrà Porti 19, 36100 Vicenza',
      founded: 1997,
    },
    traps: ['modelYear', 'bookingPlatform', 'copyrightYear'],
    decoys: {
      phones: ['041 099 2310'],
      years: [1850, 1880, 1934, 1970, 2024],
    },
  },
  {
    domain: 'captainconfettiparties.ca',
    name: 'Captain Confetti Parties',
    language: 'en',
    kind: 'jsShell',
    category: 'events-and-entertainment',
    subcategory: 'childrens-entertainment',
    // Wix (Thunderbolt) shell, content in the warmup data; English and French, English first. No street: a mobile entertainer. The trampoline park is another party.
    contacts: {
      phone: '613-722-4815',
      email: 'party@captainconfettiparties.ca',
      founded: 2017,
    },
    traps: ['recommendedPartner'],
    decoys: {
      phones: ['819 246-3300'],
    },
  },
  {
    domain: 'satanca.es',
    name: 'Sa Tanca',
    language: 'es',
    kind: 'misleading',
    category: 'events-and-entertainment',
    subcategory: 'wedding-and-party',
    // Named after a place; a wedding planner whose body talks about the guests' world (flights, hotels, beaches). The hotel is a recommended partner.
    contacts: {
      phone: '971 72 48 30',
      email: 'hola@satanca.es',
      street: 'Carrer de Sant Feliu 12',
      address: 'Carrer de Sant Feliu 12, 07012 Palma',
      founded: 2015,
    },
    traps: ['recommendedPartner'],
    decoys: {
      phones: ['971 61 22 40'],
      addresses: ['Ctra. de Valldemossa km 3, 07120 Palma'],
    },
  },
  {
    domain: 'teatroruadosol.pt',
    name: 'Teatro da Rua do Sol',
    language: 'pt',
    kind: 'jsShell',
    category: 'events-and-entertainment',
    subcategory: 'theater-and-opera',
    // Vue/Vite shell whose state is in window.__INITIAL_STATE__. The ticketing platform's line and the building year are decoys; the Facebook page is the theatre's own.
    contacts: {
      phone: '222 084 517',
      email: 'bilheteira@teatroruadosol.pt',
      street: 'Rua do Sol, 84',
      address: 'Rua do Sol, 84, 4000-523 Porto',
      founded: 1994,
      facebook: 'https://www.facebook.com/teatroruadosol',
    },
    traps: ['ticketOffice', 'buildingYear'],
    decoys: {
      phones: ['707 234 234'],
      years: [1902],
    },
  },
  {
    domain: 'tischlerei-kammerer.de',
    name: 'tischlerei-kammerer.de',
    language: 'de',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    // A registrar's parking page: only the registrar's contact facts.
    traps: ['webProvider'],
    decoys: {
      phones: ['08151 99 84 0'],
      emails: ['domains@netzwerk-domains.de'],
      addresses: ['Ludwigstraße 18, 82319 Starnberg'],
    },
  },
  {
    domain: 'boutiquemargaux.ca',
    name: 'boutiquemargaux.ca',
    language: 'fr',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    // Under maintenance, with the web agency's contact facts only.
    traps: ['webProvider'],
    decoys: {
      phones: ['418 529-8812'],
      emails: ['bonjour@pixelnord.ca'],
      addresses: ['275, rue Saint-Joseph Est, Québec (Québec) G1K 3B2'],
    },
  },
  {
    domain: 'talleresgarmendia.es',
    name: 'talleresgarmendia.es',
    language: 'es',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    // A hosting account suspended by the host: the host's support contacts only.
    traps: ['webProvider'],
    decoys: {
      phones: ['910 48 27 66'],
      emails: ['soporte@hostiberico.es'],
    },
  },
  {
    domain: 'studioverdiani.it',
    name: 'studioverdiani.it',
    language: 'it',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    // A cookie wall with nothing behind it: only the consent vendor's contact facts.
    traps: ['cookieVendor'],
    decoys: {
      emails: ['privacy@consensopro.it'],
      addresses: ['Via Tortona 33, 20144 Milano'],
    },
  },
  {
    domain: 'hoekstra-klantportaal.nl',
    name: 'hoekstra-klantportaal.nl',
    language: 'nl',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    // A login wall to a customer portal: only the portal provider's support contacts.
    traps: ['webProvider'],
    decoys: {
      phones: ['085 303 21 40'],
      emails: ['support@portaalwerk.nl'],
    },
  },
];
