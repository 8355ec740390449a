import type { HandWrittenLabel } from '../handWrittenLabel.ts';

/**
 * devset29, author B: 44 hand-written homepages (39 business pages, 5 say-nothing pages).
 *
 * Main categories (business pages): Food, Beverages & Tobacco 5, Health & Medical 5, Hobbies &
 * Crafts 5, Home & Garden 5, Home Services 5, Legal Services & Government 5, Media & Publishing 4,
 * Money & Insurance 5; every page a different subcategory.
 * Languages: en 8, de 6, fr 6, es 6, nl 6, it 6, pt 6 (Austrian, Swiss German, Swiss French,
 * Ticino, Belgian French and Flemish, Luxembourgish, Québec, Mexican, Colombian, Peruvian,
 * Brazilian, Portuguese, Irish, South African, Canadian, Indian and British English pages).
 * Kinds: plain 8, misleading 14, jsShell 8 (Nuxt 3 `__NUXT_DATA__`, Next app router
 * `self.__next_f.push`, Astro island props, Remix `__remixContext`, Nuxt 2 `window.__NUXT__`,
 * SvelteKit `kit.start` data, Angular `ng-state`, a Vue root with `<noscript>` and JSON-LD),
 * boilerplate 9, sayNothing 5.
 *
 * Theme: numbers that look like others, and long histories. Timelines with many years, the
 * building's year, brands' and suppliers' "since", laws and standards with years, members since,
 * certified since, model years, dated news; 4-digit postcodes, streets named after dates, house
 * numbers like 1840, registration numbers holding 19xx/20xx; other parties' phones and
 * addresses (control bodies, chambers, ombudsmen, hosts, web agencies, venues, distributors).
 * 20 business pages state the company's own founding or opening year once, among other years;
 * 19 state none. Two pages state no postal address of the company (aviation photographer) or
 * carry several others' (most pages).
 *
 * Labelling rules: `category`/`subcategory` are catalogue slugs of what the company itself sells
 * today; `contacts` hold only the company's own facts for its main site, as the page (or its
 * payload) writes them; `founded` only the company's own founding/opening year; `decoys` are
 * values on the page that are another party's, or years a careless reader might take for the
 * founding; say-nothing pages are `uncategorised` with no contacts.
 */
export const DEVSET29_LABELS_B: readonly HandWrittenLabel[] = [
  // Austrian Wachau winery, timeline (1710 press house, Vinea Wachau 1983, member 1999, organic 2019), control body's phone and address.
  {
    domain: 'weingut-hollerer-b.at',
    name: 'Weingut Hollerer',
    language: 'de',
    kind: 'plain',
    category: 'food-beverages-and-tobacco',
    subcategory: 'beer-and-wine',
    contacts: {
      phone: '+43 2715 2284',
      email: 'weingut@hollerer-b.at',
      street: 'Wachaustraße 27',
      address: 'Wachaustraße 27, 3610 Weißenkirchen in der Wachau',
      founded: 1956,
      facebook: 'https://www.facebook.com/weinguthollerer',
    },
    traps: [
      'timeline',
      'buildingYear',
      'membershipYear',
      'certificationYear',
      'supervisoryAuthority',
    ],
    decoys: {
      phones: ['+43 2262 67 22 12'],
      addresses: ['Königsbrunner Straße 8, 2202 Enzersfeld'],
      years: [1710, 1983, 1999, 2019, 2004],
    },
  },
  // Belgian chocolatier in Namur whose page is mostly Peruvian cocoa farming; coop founded 1969, 1887 house, bean importer's phone.
  {
    domain: 'pralines-vandamme-b.be',
    name: 'Chocolaterie Vandamme',
    language: 'fr',
    kind: 'misleading',
    category: 'food-beverages-and-tobacco',
    subcategory: 'candy-and-chocolate',
    contacts: {
      phone: '081 22 47 93',
      email: 'bonjour@vandamme-b.be',
      street: 'Rue de Fer 41',
      address: 'Rue de Fer 41, 5000 Namur',
      founded: 2011,
      facebook: 'https://www.facebook.com/chocolaterie.vandamme.namur',
    },
    traps: ['supplierContact', 'buildingYear', 'namesakeYear'],
    decoys: {
      phones: ['02 201 18 76'],
      addresses: ['Havenlaan 86C, 1000 Bruxelles'],
      years: [1969, 2014, 1887],
    },
  },
  // Matosinhos fishmonger, Nuxt 3 payload; auction buyer since 2003, 1952 market, Saturday market stall, Docapesca helpline.
  {
    domain: 'peixaria-mare-b.pt',
    name: 'Peixaria Maré',
    language: 'pt',
    kind: 'jsShell',
    category: 'food-beverages-and-tobacco',
    subcategory: 'meat-seafood-and-eggs',
    contacts: {
      phone: '+351 229 371 508',
      email: 'encomendas@peixaria-mare-b.pt',
      street: 'Rua Heróis de França 412',
      address: 'Rua Heróis de França 412, 4450-155 Matosinhos',
    },
    traps: ['marketStall', 'licenceYear', 'buildingYear', 'supplierContact'],
    decoys: {
      phones: ['808 200 195'],
      addresses: ['Mercado Municipal de Matosinhos, Rua França Júnior, 4450-183 Matosinhos'],
      years: [2003, 2009, 1952],
    },
  },
  // Antwerp cigar shop behind an age gate and cookie wall; brand since 1865, humidor model "1920", 1977 law, excise licence 2019, quit-line.
  {
    domain: 'sigarenhuis-delaet-b.be',
    name: 'Sigarenhuis De Laet',
    language: 'nl',
    kind: 'boilerplate',
    category: 'food-beverages-and-tobacco',
    subcategory: 'smoking-and-tobacco',
    contacts: {
      phone: '03 231 19 45',
      email: 'info@sigarenhuis-delaet-b.be',
      street: 'Kammenstraat 18',
      address: 'Kammenstraat 18, 2000 Antwerpen',
      founded: 1932,
    },
    traps: ['resoldBrand', 'modelYear', 'standardYear', 'licenceYear', 'helpline', 'cookieVendor'],
    decoys: {
      phones: ['0800 111 00'],
      addresses: ['Havnegade 39, 1058 København K'],
      years: [1865, 1920, 1977, 2019],
    },
  },
  // Mexican greenhouse grower whose page is salsa recipes and client restaurants; taquería since 1968, restaurant's phone and street "16 de Septiembre 1810", web agency.
  {
    domain: 'invernaderos-tlali-b.com.mx',
    name: 'Invernaderos Tlali',
    language: 'es',
    kind: 'misleading',
    category: 'food-beverages-and-tobacco',
    subcategory: 'agriculture-and-produce',
    contacts: {
      phone: '+52 461 613 2087',
      email: 'ventas@tlali-b.com.mx',
      street: 'Carretera Celaya–Salvatierra km 12.5',
      address: 'Carretera Celaya–Salvatierra km 12.5, 38110 Celaya, Gto.',
      facebook: 'https://www.facebook.com/invernaderostlali',
    },
    traps: ['clientReference', 'testimonialSignature', 'certificationYear', 'webProvider'],
    decoys: {
      phones: ['461 612 0459'],
      emails: ['hola@nopaldigital.mx'],
      addresses: ['Av. 16 de Septiembre 1810, Celaya'],
      years: [1968, 1997, 2021],
    },
  },
  // Lugano dentist under a consent banner, mega-menu and widgets; diploma 1998, SSO since 2004, 1911 palazzo, on-call dentists, canton office, web agency, OneDoc.
  {
    domain: 'studio-dentistico-bernasconi-b.ch',
    name: 'Studio dentistico Dr. Bernasconi',
    language: 'it',
    kind: 'boilerplate',
    category: 'health-and-medical',
    subcategory: 'dental-services',
    contacts: {
      phone: '+41 91 922 18 40',
      email: 'studio@bernasconi-b.ch',
      street: 'Viale Stefano Franscini 18',
      address: 'Viale Stefano Franscini 18, 6900 Lugano',
    },
    traps: [
      'emergencyNumber',
      'personalProfile',
      'membershipYear',
      'buildingYear',
      'publicOffice',
      'webProvider',
      'bookingPlatform',
    ],
    decoys: {
      phones: ['0848 14 14 14', '+41 91 600 19 20'],
      addresses: ['Via Dogana 16, 6500 Bellinzona', 'Via Cantonale 2, 6928 Manno'],
      years: [1998, 2004, 1911],
      links: ['https://www.onedoc.ch/it/dentista/lugano/bernasconi'],
    },
  },
  // Galway hearing clinic whose page is mostly gigs and musicians; arts festival since 1978, audiologist's band years, venue box office, DSP line.
  {
    domain: 'backstage-hearing-b.ie',
    name: 'Backstage Hearing',
    language: 'en',
    kind: 'misleading',
    category: 'health-and-medical',
    subcategory: 'vision-and-hearing',
    contacts: {
      phone: '091 568 204',
      email: 'hello@backstagehearing-b.ie',
      street: '14 Dominick Street Lower',
      address: '14 Dominick Street Lower, Galway H91 X2Y7',
      founded: 2015,
      facebook: 'https://www.facebook.com/backstagehearinggalway',
    },
    traps: [
      'localAnniversary',
      'ticketOffice',
      'personalProfile',
      'membershipYear',
      'testimonialSignature',
      'publicOffice',
      'modelYear',
    ],
    decoys: {
      phones: ['091 586 540', '0818 662 244'],
      years: [1978, 1996, 2010, 2004, 1989],
    },
  },
  // Curitiba compounding pharmacy, Next app router rows; timeline (2008, 2016, 2021), pharmacist's 1987, RDC 67/2007, Batel branch, poison line.
  {
    domain: 'farmacia-alecrim-b.com.br',
    name: 'Farmácia Alecrim',
    language: 'pt',
    kind: 'jsShell',
    category: 'health-and-medical',
    subcategory: 'pharmacy-and-medicine',
    contacts: {
      phone: '(41) 3222-1958',
      email: 'contato@farmaciaalecrim-b.com.br',
      street: 'Rua XV de Novembro, 1840',
      address: 'Rua XV de Novembro, 1840 – Centro, Curitiba – PR, 80060-000',
      founded: 1994,
      facebook: 'https://www.facebook.com/farmaciaalecrimcuritiba',
    },
    traps: ['timeline', 'personalProfile', 'standardYear', 'branchElsewhere', 'helpline'],
    decoys: {
      phones: ['(41) 3015-2019', '0800 722 6001'],
      addresses: ['Av. do Batel, 1750 – Batel, Curitiba – PR, 80420-090'],
      years: [2008, 2016, 2021, 1987, 2007, 2002],
    },
  },
  // Zwolle mobility-aids shop, no founding year; model year 2019, Wmo 2015, supplier since 2012, moved 2018 from an old address, manufacturer's line.
  {
    domain: 'mobiliteit-vanderveen-b.nl',
    name: 'Van der Veen Mobiliteit',
    language: 'nl',
    kind: 'plain',
    category: 'health-and-medical',
    subcategory: 'physical-aids',
    contacts: {
      phone: '038 421 19 65',
      email: 'winkel@vanderveen-mobiliteit-b.nl',
      street: 'Zeven Alleetjes 19',
      address: 'Zeven Alleetjes 19, 8011 CV Zwolle',
    },
    traps: [
      'modelYear',
      'standardYear',
      'membershipYear',
      'previousAddress',
      'manufacturerHotline',
    ],
    decoys: {
      phones: ['0800 022 19 19'],
      addresses: ['Assendorperstraat 104'],
      years: [2019, 2015, 2012, 2018],
    },
  },
  // Québec psychotherapy clinic whose page is dairy farming; UPA 1924, ACFA 2003, psychologist's licence 2009, street number 1840, partner and crisis lines.
  {
    domain: 'clinique-terreferme-b.ca',
    name: 'Clinique Terre-Ferme',
    language: 'fr',
    kind: 'misleading',
    category: 'health-and-medical',
    subcategory: 'mental-health',
    contacts: {
      phone: '450 771-2046',
      email: 'rendezvous@terreferme-b.ca',
      street: '1840, rue Girouard Ouest',
      address: '1840, rue Girouard Ouest, bureau 201, Saint-Hyacinthe (Québec) J2S 2Z9',
      facebook: 'https://www.facebook.com/cliniqueterreferme',
    },
    traps: ['partnerNetwork', 'helpline', 'personalProfile', 'familyHistoryYear', 'licenceYear'],
    decoys: {
      phones: ['450 768-6995', '1 866 APPELLE (277-3553)'],
      years: [1924, 2003, 2009, 2001],
    },
  },
  // Thun angling shop under Usercentrics, mega-menu and chat; instructor since 1992, angling club 1891, 2008 ordinance, canton fishing office, consent vendor.
  {
    domain: 'fischerei-ruegsegger-b.ch',
    name: 'Fischerei Rüegsegger',
    language: 'de',
    kind: 'boilerplate',
    category: 'hobbies-and-crafts',
    subcategory: 'fishing-and-hunting',
    contacts: {
      phone: '033 222 18 91',
      email: 'laden@fischerei-ruegsegger-b.ch',
      street: 'Obere Hauptgasse 46',
      address: 'Obere Hauptgasse 46, CH-3600 Thun',
      founded: 1987,
    },
    traps: ['personalProfile', 'eventVenue', 'standardYear', 'publicOffice', 'cookieVendor'],
    decoys: {
      phones: ['031 636 14 80'],
      addresses: ['Schwand 17, 3110 Münsingen', 'Sendlinger Straße 7, 80331 München'],
      years: [1992, 1891, 2008],
    },
  },
  // Lima luthier named after the father's furniture carpentry (1961–1998), page mostly tonewoods; 1912 beams, 2011 forestry law, timber supplier at "Av. Argentina 2019".
  {
    domain: 'carpinteria-miraflores-b.com.pe',
    name: 'Carpintería Miraflores – Luthería Quispe',
    language: 'es',
    kind: 'misleading',
    category: 'hobbies-and-crafts',
    subcategory: 'music-and-instruments',
    contacts: {
      phone: '(01) 445-2186',
      email: 'taller@carpinteriamiraflores-b.com.pe',
      street: 'Calle Berlín 348',
      address: 'Calle Berlín 348, Miraflores, Lima 15074',
      facebook: 'https://www.facebook.com/carpinteriamirafloreslutheria',
    },
    traps: ['previousBusinessYear', 'buildingYear', 'standardYear', 'supplierContact'],
    decoys: {
      phones: ['(01) 336-1840'],
      addresses: ['Av. Argentina 2019, Cercado de Lima'],
      years: [1961, 1998, 1912, 2019, 2011],
    },
  },
  // Cape Town yarn shop, Astro island props only; 1902 cottage, mohair mill since 1964 with its phone, knitting circle since 2012.
  {
    domain: 'woolnest-b.co.za',
    name: 'The Wool Nest',
    language: 'en',
    kind: 'jsShell',
    category: 'hobbies-and-crafts',
    subcategory: 'needlework-and-knitting',
    contacts: {
      phone: '021 447 1902',
      email: 'hello@woolnest-b.co.za',
      street: '62 Lower Main Road',
      address: '62 Lower Main Road, Observatory, Cape Town, 7925',
      founded: 2009,
    },
    traps: ['buildingYear', 'resoldBrand', 'supplierContact', 'anniversaryYear'],
    decoys: {
      phones: ['049 891 0119'],
      years: [1902, 1964, 2012],
    },
  },
  // Bergamo art blacksmith in the grandfather's farrier shop (1931–1978), page mostly horseshoeing; alt-text years, EN 1090 since 2019, racecourse address.
  {
    domain: 'ferrobattuto-ferretti-b.it',
    name: 'Antica Mascalcia Ferretti',
    language: 'it',
    kind: 'misleading',
    category: 'hobbies-and-crafts',
    subcategory: 'metal-stone-and-glass-work',
    contacts: {
      phone: '035 24 19 87',
      email: 'bottega@mascalciaferretti-b.it',
      street: 'Via XX Settembre 58',
      address: 'Via XX Settembre 58, 24122 Bergamo',
      founded: 2008,
    },
    traps: [
      'previousBusinessYear',
      'familyHistoryYear',
      'imageAltText',
      'certificationYear',
      'directions',
    ],
    decoys: {
      addresses: ['Piazzale dello Sport 16, 20151 Milano'],
      years: [1931, 1958, 1978, 2016, 2019],
    },
  },
  // Luxembourg astrologer and numerologist, no founding year; worked example birth date 1989, diploma 2004, federation since 2011, fair venue, "avenue du X Septembre".
  {
    domain: 'etoiledunord-b.lu',
    name: 'Étoile du Nord',
    language: 'fr',
    kind: 'plain',
    category: 'hobbies-and-crafts',
    subcategory: 'astrology-and-numerology',
    contacts: {
      phone: '+352 26 48 19 73',
      email: 'contact@etoiledunord-b.lu',
      street: '15, avenue du X Septembre',
      address: '15, avenue du X Septembre, L-2551 Luxembourg',
      facebook: 'https://www.facebook.com/etoiledunord.lu',
    },
    traps: ['exampleValue', 'personalProfile', 'membershipYear', 'eventVenue'],
    decoys: {
      addresses: ['10, Circuit de la Foire Internationale, L-1347 Luxembourg'],
      years: [1989, 2004, 2011],
    },
  },
  // Leipzig stove dealer on "Straße des 17. Juni" under Borlabs, mega-menu, widgets; fax, agency in JSON-LD ("Karl-Liebknecht-Straße 1884"), external DPO, brand since 1983, HKI since 2006.
  {
    domain: 'ofenhaus-brenner-b.de',
    name: 'Ofenhaus Brenner',
    language: 'de',
    kind: 'boilerplate',
    category: 'home-and-garden',
    subcategory: 'energy-and-heating',
    contacts: {
      phone: '0341 978 19 45',
      email: 'info@ofenhaus-brenner-b.de',
      street: 'Straße des 17. Juni 12',
      address: 'Straße des 17. Juni 12, 04107 Leipzig',
    },
    traps: [
      'faxNumber',
      'agencyEntity',
      'externalDpo',
      'resoldBrand',
      'membershipYear',
      'standardYear',
    ],
    decoys: {
      phones: ['0341 978 19 46', '+49 341 2418 600'],
      emails: ['dsb@dsb-sachsen.de'],
      addresses: ['Karl-Liebknecht-Straße 1884', 'Dresdner Straße 78, 04317 Leipzig'],
      years: [1983, 2006, 2015],
    },
  },
  // Ghent furniture shop in a former cinema, page mostly film history; cinema 1929–1986, split 1972, listed 1999, heritage body's phone.
  {
    domain: 'meubelen-rex-b.be',
    name: 'Rex meubelen',
    language: 'nl',
    kind: 'misleading',
    category: 'home-and-garden',
    subcategory: 'furniture-stores',
    contacts: {
      phone: '09 225 19 37',
      email: 'hallo@rexmeubelen-b.be',
      street: 'Brabantdam 56',
      address: 'Brabantdam 56, 9000 Gent',
      founded: 2014,
      facebook: 'https://www.facebook.com/rexmeubelengent',
    },
    traps: ['previousBusinessYear', 'buildingYear', 'partnerNetwork'],
    decoys: {
      phones: ['03 212 29 29'],
      addresses: ['Sint-Michielskaai 1, 2000 Antwerpen'],
      years: [1929, 1972, 1986, 1999, 1974],
    },
  },
  // Mississauga koi and pond shop at "1840 Lakeshore Road West", Remix loader data; koi farm est. 1957, club since 2001, client build 2017, import permit 2019, on-call partner.
  {
    domain: 'northshorekoi-b.ca',
    name: 'Northshore Koi & Water Gardens',
    language: 'en',
    kind: 'jsShell',
    category: 'home-and-garden',
    subcategory: 'garden-and-pond',
    contacts: {
      phone: '905-822-4419',
      email: 'pond@northshorekoi-b.ca',
      street: '1840 Lakeshore Road West',
      address: '1840 Lakeshore Road West, Mississauga, ON L5J 1J7',
      facebook: 'https://www.facebook.com/northshorekoigardens',
    },
    traps: ['resoldBrand', 'membershipYear', 'clientReference', 'licenceYear', 'onCallPartner'],
    decoys: {
      phones: ['1-800-555-0199'],
      years: [1957, 2001, 2017, 2019],
    },
  },
  // Valencia kitchen and bathroom maker; AMC since 2007, showroom 2016, heir 2024, 1908 client building, Ley 31/1995, appliance brand's service line.
  {
    domain: 'cocinas-albufera-b.es',
    name: 'Cocinas Albufera',
    language: 'es',
    kind: 'plain',
    category: 'home-and-garden',
    subcategory: 'bathroom-and-kitchen',
    contacts: {
      phone: '963 30 19 82',
      email: 'hola@cocinasalbufera-b.es',
      street: 'Avinguda del Port, 184',
      address: 'Avinguda del Port, 184, 46023 València',
      founded: 1985,
      facebook: 'https://www.facebook.com/cocinasalbufera',
    },
    traps: ['timeline', 'membershipYear', 'clientReference', 'standardYear', 'manufacturerHotline'],
    decoys: {
      phones: ['976 305 714'],
      years: [2007, 2016, 2024, 1908, 1995],
    },
  },
  // Lisbon stationery and fabric shop on "Avenida 24 de Julho" under WooCommerce chrome; pencil maker since 1907, Lei 58/2019, arbitration centre's contacts.
  {
    domain: 'papelaria-tinteiro-b.pt',
    name: 'Papelaria Tinteiro',
    language: 'pt',
    kind: 'boilerplate',
    category: 'home-and-garden',
    subcategory: 'fabric-and-stationery',
    contacts: {
      phone: '21 396 18 72',
      email: 'loja@papelariatinteiro-b.pt',
      street: 'Avenida 24 de Julho, 98',
      address: 'Avenida 24 de Julho, 98, 1200-870 Lisboa',
      facebook: 'https://www.facebook.com/papelariatinteiro',
    },
    traps: ['resoldBrand', 'standardYear', 'consumerArbitration'],
    decoys: {
      phones: ['218 807 030'],
      emails: ['juridico@centroarbitragemlisboa.pt'],
      addresses: ['Rua dos Douradores, 116, 1100-207 Lisboa'],
      years: [1907, 2019],
    },
  },
  // Vienna plumber in 1100 Wien, Nuxt 2 payload; master's exam 1996, guild since 2001, son 2022, ÖNORM 2019, out-of-hours service, chamber's address.
  {
    domain: 'installateur-wimmer-b.at',
    name: 'Installateur Wimmer',
    language: 'de',
    kind: 'jsShell',
    category: 'home-services',
    subcategory: 'plumbing-and-sanitation',
    contacts: {
      phone: '+43 1 604 19 22',
      email: 'buero@installateur-wimmer-b.at',
      street: 'Quellenstraße 104',
      address: 'Quellenstraße 104, 1100 Wien',
      founded: 1998,
    },
    traps: [
      'personalProfile',
      'membershipYear',
      'standardYear',
      'outOfHoursService',
      'utilityEmergency',
      'professionalBody',
    ],
    decoys: {
      phones: ['+43 1 890 55 19'],
      addresses: ['Straße der Wiener Wirtschaft 1, 1020 Wien'],
      years: [1996, 2001, 2022, 2019],
    },
  },
  // Bengaluru packers and movers under cookie bar, fraud alert and chat; fraudsters' number and Gmail, Chennai branch, consumer helpline, IBA since 2016, CIN 2019.
  {
    domain: 'shiftingsahib-movers-b.co.in',
    name: 'Shifting Sahib Packers and Movers',
    language: 'en',
    kind: 'boilerplate',
    category: 'home-services',
    subcategory: 'moving-and-storage',
    contacts: {
      phone: '080 4112 6620',
      email: 'care@shiftingsahib-b.co.in',
      street: 'No. 1840, 27th Main Road',
      address: 'No. 1840, 27th Main Road, HSR Layout Sector 2, Bengaluru, Karnataka 560102',
    },
    traps: [
      'namesakeBusiness',
      'branchElsewhere',
      'helpline',
      'membershipYear',
      'registrationNumber',
    ],
    decoys: {
      phones: ['98765 19840', '044 4859 2207', '1800-11-4000'],
      emails: ['shiftingsahib.packers@gmail.com'],
      addresses: ['Plot 19, GST Road, Guindy, Chennai 600032'],
      years: [2016, 2019],
    },
  },
  // Monza cleaning company whose page is clinic hygiene protocols; D.Lgs. 81/2008, ISS 2020, ISO since 2011 and 2017, client clinic at "Viale Elvezia 1955".
  {
    domain: 'pulizie-brianza-b.it',
    name: 'Brianza Servizi',
    language: 'it',
    kind: 'misleading',
    category: 'home-services',
    subcategory: 'cleaning-service-providers',
    contacts: {
      phone: '039 248 19 73',
      email: 'info@brianzaservizi-b.it',
      street: 'Via Borgazzi 87',
      address: 'Via Borgazzi 87, 20900 Monza (MB)',
      founded: 2002,
      linkedin: 'https://www.linkedin.com/company/brianza-servizi-srl',
    },
    traps: ['standardYear', 'certificationYear', 'testimonialSignature', 'clientReference'],
    decoys: {
      addresses: ['Viale Elvezia 1955, Monza'],
      years: [2008, 2011, 2017, 2020],
    },
  },
  // Sion chalet-watching firm in CH-1950, no founding year; owner's police career 1991–2016, concordat 1996, AESS since 2019, client chalet of 1974, emergency numbers.
  {
    domain: 'gardiennage-chalets-b.ch',
    name: 'Chalets Sûrs',
    language: 'fr',
    kind: 'plain',
    category: 'home-services',
    subcategory: 'house-sitting-and-security',
    contacts: {
      phone: '027 322 19 64',
      email: 'contact@chaletssurs-b.ch',
      street: 'Rue du Rhône 12',
      address: 'Rue du Rhône 12, CH-1950 Sion',
    },
    traps: [
      'personalProfile',
      'standardYear',
      'membershipYear',
      'clientReference',
      'emergencyNumber',
    ],
    decoys: {
      years: [1991, 1996, 2019, 1974],
    },
  },
  // Amersfoort carpenter in a former bakery, page mostly the bakers' story (1898–1979, 1931 oven, 1642 house); trade body since 2015, museum's address.
  {
    domain: 'timmerbedrijf-oudebakkerij-b.nl',
    name: 'Timmerbedrijf De Oude Bakkerij',
    language: 'nl',
    kind: 'misleading',
    category: 'home-services',
    subcategory: 'craftsman',
    contacts: {
      phone: '06 4219 8835',
      email: 'joost@deoudebakkerij-b.nl',
      street: 'Langestraat 48',
      address: 'Langestraat 48, 3811 AG Amersfoort',
      founded: 2011,
    },
    traps: ['previousBusinessYear', 'buildingYear', 'membershipYear', 'recommendedPartner'],
    decoys: {
      addresses: ['Kerkplein 1, 8051 GH Hattem'],
      years: [1898, 1979, 1931, 1642, 2015],
    },
  },
  // Medellín law firm under cookie bar, mega-menu and widgets; laws 2012/2013/2022, lawyers' graduation 1993 and 2001, data authority and web agency addresses.
  {
    domain: 'abogados-restrepo-b.com.co',
    name: 'Restrepo & Gaviria Abogados',
    language: 'es',
    kind: 'boilerplate',
    category: 'legal-services-and-government',
    subcategory: 'lawyers-and-attorneys',
    contacts: {
      phone: '(604) 352 1984',
      email: 'contacto@restrepogaviria-b.com.co',
      street: 'Carrera 43A # 1-50, Oficina 1402',
      address:
        'Carrera 43A # 1-50, Oficina 1402, Edificio San Fernando Plaza, El Poblado, Medellín, Antioquia',
      linkedin: 'https://www.linkedin.com/company/restrepo-gaviria-abogados',
    },
    traps: [
      'standardYear',
      'personalProfile',
      'experienceYears',
      'supervisoryAuthority',
      'webProvider',
    ],
    decoys: {
      phones: ['(601) 587 0000'],
      addresses: ['Carrera 7 # 31A-36, Bogotá', 'Calle 10 # 40-20, Medellín'],
      years: [1993, 2001, 2012, 2022],
    },
  },
  // Stuttgart construction mediator whose page is building defects and VOB claims; DIN 2018, VOB/B 2016, 2018 school project, CV 1989/1997/2009, insurer and chamber.
  {
    domain: 'baumediation-kessler-b.de',
    name: 'Kessler Baumediation',
    language: 'de',
    kind: 'misleading',
    category: 'legal-services-and-government',
    subcategory: 'legal-service-providers',
    contacts: {
      phone: '0711 219 87 40',
      email: 'buero@kessler-baumediation-b.de',
      street: 'Rotebühlstraße 121',
      address: 'Rotebühlstraße 121, 70178 Stuttgart',
      founded: 2010,
      linkedin: 'https://www.linkedin.com/in/sabine-kessler-baumediation',
    },
    traps: [
      'standardYear',
      'clientReference',
      'personalProfile',
      'insurerDetails',
      'professionalBody',
    ],
    decoys: {
      addresses: ['Raiffeisenplatz 1, 65189 Wiesbaden', 'Zellerstraße 26, 70180 Stuttgart'],
      years: [1989, 1997, 2009, 2012, 2016, 2018],
    },
  },
  // Brescia vehicle-registration agency whose page is vintage cars and the Mille Miglia (1927); model years, laws 1991/1992, pre-1996 rule, ACI-PRA and Motorizzazione.
  {
    domain: 'pratiche-ghidini-b.it',
    name: 'Studio Ghidini – Consulenza automobilistica',
    language: 'it',
    kind: 'misleading',
    category: 'legal-services-and-government',
    subcategory: 'registration-services',
    contacts: {
      phone: '030 377 19 48',
      email: 'studio@praticheghidini-b.it',
      street: 'Via Vittorio Emanuele II 58',
      address: 'Via Vittorio Emanuele II 58, 25122 Brescia',
      facebook: 'https://www.facebook.com/studioghidinibrescia',
    },
    traps: [
      'localAnniversary',
      'modelYear',
      'clientReference',
      'standardYear',
      'licenceYear',
      'publicOffice',
    ],
    decoys: {
      phones: ['030 240 1957'],
      addresses: ['Via XXV Aprile 16, 25121 Brescia', 'Via Sostegno 18, 25124 Brescia'],
      years: [1927, 1965, 1991, 1996],
    },
  },
  // Regional archive in Geldermalsen, SvelteKit data; records from 1328, weeshuis of 1682, old town-hall address until 2009, KVAN since 1981, Archiefwet 1995.
  {
    domain: 'streekarchief-delinge-b.nl',
    name: 'Streekarchief De Linge',
    language: 'nl',
    kind: 'jsShell',
    category: 'legal-services-and-government',
    subcategory: 'libraries-and-archives',
    contacts: {
      phone: '0345 57 19 78',
      email: 'studiezaal@streekarchiefdelinge-b.nl',
      street: 'Weeshuisstraat 7',
      address: 'Weeshuisstraat 7, 4191 AD Geldermalsen',
      founded: 1978,
    },
    traps: ['previousAddress', 'buildingYear', 'membershipYear', 'standardYear', 'timeline'],
    decoys: {
      addresses: ['Markt 1, 4001 BM Tiel'],
      years: [1328, 1682, 1981, 1995, 2009],
    },
  },
  // French town hall on "place du 8 Mai 1945" under tarteaucitron, mega-menu, alert bar; charter 1187, mairie-école 1884, twinning 1985, loi 1901, intercommunality, prefecture, host.
  {
    domain: 'mairie-saintjulien-b.fr',
    name: 'Mairie de Saint-Julien-sur-Layon',
    language: 'fr',
    kind: 'boilerplate',
    category: 'legal-services-and-government',
    subcategory: 'municipal-department',
    contacts: {
      phone: '02 41 78 19 45',
      email: 'mairie@saintjulien-b.fr',
      street: '2, place du 8 Mai 1945',
      address: '2, place du 8 Mai 1945, 49750 Saint-Julien-sur-Layon',
    },
    traps: ['buildingYear', 'anniversaryYear', 'standardYear', 'publicOffice', 'webProvider'],
    decoys: {
      phones: ['02 41 19 72 40'],
      addresses: [
        '1 rue Adrien Meslier, 49170 Saint-Georges-sur-Loire',
        'place Michel Debré, 49934 Angers Cedex 9',
        '2 rue Kellermann, 59100 Roubaix',
      ],
      years: [1187, 1884, 1985, 1901, 1945],
    },
  },
  // São Paulo cookbook publisher at "Rua Cardeal Arcoverde, 1840", page mostly recipes; cheesemaker since 1962, heritage 2008, Jabuti 2019, book-fair venue, distributor.
  {
    domain: 'editora-paneladebarro-b.com.br',
    name: 'Editora Panela de Barro',
    language: 'pt',
    kind: 'misleading',
    category: 'media-and-publishing',
    subcategory: 'books-and-magazines',
    contacts: {
      phone: '(11) 3031-1987',
      email: 'editorial@paneladebarro-b.com.br',
      street: 'Rua Cardeal Arcoverde, 1840',
      address: 'Rua Cardeal Arcoverde, 1840 – Pinheiros, São Paulo – SP, 05407-002',
      founded: 2005,
      facebook: 'https://www.facebook.com/editorapaneladebarro',
    },
    traps: ['personalProfile', 'awardYear', 'eventVenue', 'supplierContact'],
    decoys: {
      phones: ['(11) 2619-4410'],
      emails: ['pedidos@letraviva.com.br'],
      addresses: ['Av. Olavo Fontoura, 1209 – Santana, São Paulo – SP'],
      years: [1962, 2008, 2019],
    },
  },
  // UK aviation photographer, no address and no founding year, page mostly aircraft; build and first-flight years, since 1965/1975, award 2022, airshow venues and ticket line.
  {
    domain: 'danhartley-aviation-b.co.uk',
    name: 'Dan Hartley Aviation Photography',
    language: 'en',
    kind: 'misleading',
    category: 'media-and-publishing',
    subcategory: 'photography',
    contacts: {
      phone: '07812 419 604',
      email: 'dan@danhartley-aviation-b.co.uk',
      facebook: 'https://www.facebook.com/danhartleyaviation',
    },
    traps: ['modelYear', 'imageAltText', 'eventVenue', 'ticketOffice', 'awardYear'],
    decoys: {
      phones: ['0333 321 1234'],
      addresses: ['IWM Duxford, Cambridgeshire CB22 4QR', 'RAF Fairford, Gloucestershire GL7 4DL'],
      years: [1943, 1975, 1960, 1965, 2022],
    },
  },
  // Guadalajara recording and video studio, Angular ng-state transfer cache; 1928 house, 1978 console, 1953 microphone, Latin Grammy 2023, mariachi founded 1994, backline rental.
  {
    domain: 'cuartooscuro-estudio-b.com.mx',
    name: 'Cuarto Oscuro',
    language: 'es',
    kind: 'jsShell',
    category: 'media-and-publishing',
    subcategory: 'video-and-sound',
    contacts: {
      phone: '33 3615 1988',
      email: 'reservas@cuartooscuro-b.com.mx',
      street: 'Av. Chapultepec Sur 1840',
      address: 'Av. Chapultepec Sur 1840, Col. Americana, 44160 Guadalajara, Jal.',
      founded: 2012,
      facebook: 'https://www.facebook.com/cuartooscuroestudio',
    },
    traps: ['buildingYear', 'modelYear', 'clientReference', 'awardYear', 'supplierContact'],
    decoys: {
      phones: ['33 3826 4417'],
      years: [1928, 1978, 2017, 1953, 2023, 1994],
    },
  },
  // Lucerne Seetal news portal under a 148-vendor consent wall, ads and paywall; dated news (1760 farmhouse, 1926–2026, since 1998), ad sales sister firm, subscription printer, Presserat 2015.
  {
    domain: 'seetal-aktuell-b.ch',
    name: 'Seetal Aktuell',
    language: 'de',
    kind: 'boilerplate',
    category: 'media-and-publishing',
    subcategory: 'media-and-information',
    contacts: {
      phone: '041 910 19 82',
      email: 'redaktion@seetal-aktuell-b.ch',
      street: 'Hauptstrasse 1',
      address: 'Hauptstrasse 1, 6280 Hochdorf',
    },
    traps: [
      'newsMention',
      'anniversaryYear',
      'classifiedAd',
      'sisterCompany',
      'serviceHotline',
      'membershipYear',
    ],
    decoys: {
      phones: ['041 914 20 20', '041 910 44 70', '0848 19 26 26'],
      emails: ['inserate@seetalwerbung.ch'],
      addresses: ['Bankstrasse 3, 6280 Hochdorf'],
      years: [1760, 1926, 1998, 2015],
    },
  },
  // Liège accounting firm in 4000 Liège; daughter joined 2012, ITAA created 2019, CSA 2019, 2017 AML law, tax calendar years, ITAA's address.
  {
    domain: 'fiduciaire-lambert-b.be',
    name: 'Fiduciaire Lambert',
    language: 'fr',
    kind: 'plain',
    category: 'money-and-insurance',
    subcategory: 'accounting-and-tax',
    contacts: {
      phone: '04 252 19 67',
      email: 'cabinet@fiduciairelambert-b.be',
      street: 'Rue des Guillemins 118',
      address: 'Rue des Guillemins 118, 4000 Liège',
      founded: 1995,
      linkedin: 'https://www.linkedin.com/company/fiduciaire-lambert-liege',
    },
    traps: ['timeline', 'professionalBody', 'standardYear'],
    decoys: {
      addresses: ['Boulevard Émile Jacqmain 135, 1000 Bruxelles'],
      years: [2012, 2019, 2017],
    },
  },
  // Lemmer insurance broker whose page is boating on the Frisian lakes; boat designs 1939, build year 2006, races since 1935/1945, Kifid and the underwriting agent's claims line.
  {
    domain: 'ankerpunt-verzekeringen-b.nl',
    name: 'Ankerpunt Verzekeringen',
    language: 'nl',
    kind: 'misleading',
    category: 'money-and-insurance',
    subcategory: 'insurance',
    contacts: {
      phone: '0514 56 19 84',
      email: 'advies@ankerpunt-b.nl',
      street: 'Schulpen 12',
      address: 'Schulpen 12, 8531 HK Lemmer',
      facebook: 'https://www.facebook.com/ankerpuntlemmer',
    },
    traps: ['modelYear', 'localAnniversary', 'consumerArbitration', 'partnerNetwork'],
    decoys: {
      phones: ['070 333 8 999', '0513 47 19 99'],
      addresses: ['Postbus 93257, 2509 AG Den Haag'],
      years: [1939, 2006, 1935, 1945],
    },
  },
  // Porto estate agency; listings' building years 1895/1932, refurbishment 2021, partner's career since 1998, APEMIP since 2009, credit intermediary at "Avenida da Boavista 1954".
  {
    domain: 'imobiliaria-cedofeita-b.pt',
    name: 'Cedofeita Imóveis',
    language: 'pt',
    kind: 'plain',
    category: 'money-and-insurance',
    subcategory: 'real-estate',
    contacts: {
      phone: '22 201 98 74',
      email: 'geral@cedofeitaimoveis-b.pt',
      street: 'Rua de Cedofeita, 418',
      address: 'Rua de Cedofeita, 418, 4050-174 Porto',
      founded: 2007,
      facebook: 'https://www.facebook.com/cedofeitaimoveis',
      linkedin: 'https://www.linkedin.com/company/cedofeita-imoveis',
    },
    traps: ['buildingYear', 'experienceYears', 'membershipYear', 'recommendedPartner'],
    decoys: {
      phones: ['22 609 41 20'],
      addresses: ['Avenida da Boavista 1954, 4100-119 Porto'],
      years: [1895, 2021, 1932, 1998, 2009],
    },
  },
  // Naples salary-loan and debt-consolidation agency, Vue root with noscript and JSON-LD only; principal lender's founding 1957, phone and "Via Nazionale 1840", OAM since 2014, law 1996.
  {
    domain: 'quintosereno-b.it',
    name: 'Quinto Sereno',
    language: 'it',
    kind: 'jsShell',
    category: 'money-and-insurance',
    subcategory: 'credit-and-debt-services',
    contacts: {
      phone: '081 552 19 87',
      email: 'info@quintosereno-b.it',
      street: 'Via Toledo 256',
      address: 'Via Toledo 256, 80134 Napoli',
      facebook: 'https://www.facebook.com/quintoserenonapoli',
    },
    traps: ['parentGroup', 'licenceYear', 'standardYear'],
    decoys: {
      phones: ['800 19 57 19'],
      addresses: ['Via Nazionale 1840, 00184 Roma'],
      years: [1957, 2014, 1996],
    },
  },
  // Halifax wealth manager at "1959 Upper Water Street"; advisers' 1991/1999/2011, TFSA 2009, crash years, securities commission and ombudsman contacts.
  {
    domain: 'harbourline-wealth-b.ca',
    name: 'Harbourline Wealth Partners',
    language: 'en',
    kind: 'plain',
    category: 'money-and-insurance',
    subcategory: 'investments-and-wealth',
    contacts: {
      phone: '902-481-2260',
      email: 'info@harbourlinewealth-b.ca',
      street: '1959 Upper Water Street',
      address: '1959 Upper Water Street, Suite 1301, Halifax, NS B3J 3N2',
      founded: 2004,
      linkedin: 'https://www.linkedin.com/company/harbourline-wealth-partners',
    },
    traps: [
      'personalProfile',
      'certificationYear',
      'newsMention',
      'supervisoryAuthority',
      'consumerArbitration',
    ],
    decoys: {
      phones: ['1-888-451-4519'],
      addresses: [
        '1690 Hollis Street, Halifax, NS B3J 3J9',
        '20 Queen Street West, Suite 2400, Toronto, ON M5H 3R3',
      ],
      years: [1991, 1999, 2011, 2009, 1987],
    },
  },
  // Say-nothing: WordPress maintenance-mode page.
  {
    domain: 'gruppo-vesta-b.it',
    name: 'gruppo-vesta-b.it',
    language: 'it',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
  },
  // Say-nothing: parked domain with sponsored search links about other trades.
  {
    domain: 'casa-aurora-b.com.mx',
    name: 'casa-aurora-b.com.mx',
    language: 'es',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
  },
  // Say-nothing: expired-hosting notice carrying the host's phone, e-mail, address ("Rua Sete de Setembro 1926") and "since 2003".
  {
    domain: 'studio-lumen-b.com.br',
    name: 'studio-lumen-b.com.br',
    language: 'pt',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['webProvider'],
    decoys: {
      phones: ['(21) 4042-1987'],
      emails: ['suporte@hospedaria.net.br'],
      addresses: ['Rua Sete de Setembro 1926, Centro, Rio de Janeiro – RJ, 20050-009'],
      years: [2003],
    },
  },
  // Say-nothing: bare login wall.
  {
    domain: 'meridian-clientzone-b.ie',
    name: 'meridian-clientzone-b.ie',
    language: 'en',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
  },
  // Say-nothing: a CookieYes banner over an empty page.
  {
    domain: 'thornfield-b.co.za',
    name: 'thornfield-b.co.za',
    language: 'en',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
  },
];
