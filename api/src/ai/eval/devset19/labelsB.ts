import type { HandWrittenLabel } from '../handWrittenLabel.ts';

/**
 * What a right answer holds for author B's pages of `pages/`: the label is what the company
 * itself sells, and `contacts` its own phone, email, street, address and founding year as the
 * page gives them. A value the page does not give is absent. `decoys` are other parties' values
 * on the page (a brand's hotline, a franchisor, a centre's management, a regulator, a venue, a
 * client, a web agency) and years that are not the founding; they must never be taken.
 */
export const DEVSET19_LABELS_B: readonly HandWrittenLabel[] = [
  {
    domain: 'sanitaer-brenner-freiburg.de',
    name: 'Sanitär Brenner GmbH',
    language: 'de',
    kind: 'plain',
    category: 'home-services',
    subcategory: 'plumbing-and-sanitation',
    // Authorised service partner: the brand's hotline, mail and warranty address are decoys, as are
    // the gas network's emergency line, the fax and the son's master year.
    contacts: {
      phone: '0761 4 59 83 20',
      email: 'info@sanitaer-brenner-freiburg.de',
      street: 'Basler Landstraße 41',
      address: 'Basler Landstraße 41, 79111 Freiburg im Breisgau',
      founded: 1994,
    },
    traps: ['manufacturerHotline', 'utilityEmergency', 'faxNumber', 'familyHistoryYear'],
    decoys: {
      phones: ['0800 724 66 10', '0800 276 77 67', '0761 4 59 83 29'],
      emails: ['service@thermavia.de'],
      addresses: ['Industriestraße 9, 35576 Wetzlar'],
      years: [2019],
    },
  },
  {
    domain: 'bistrot-des-halles-tours.fr',
    name: 'Le Bistrot des Halles',
    language: 'fr',
    kind: 'plain',
    category: 'restaurants-and-bars',
    subcategory: 'european-cuisine',
    // A stall in a market hall: the hall management's phone and mail, the hall's building year and
    // an award year are decoys.
    contacts: {
      phone: '02 47 05 38 61',
      email: 'bonjour@bistrot-des-halles-tours.fr',
      street: 'Place Gaston-Paillhou',
      address: 'Place Gaston-Paillhou, 37000 Tours',
      founded: 2011,
    },
    traps: ['centreReception', 'buildingYear', 'awardYear'],
    decoys: {
      phones: ['02 47 21 60 90'],
      emails: ['regie.halles@tours-marches.fr'],
      years: [1865, 2022],
    },
  },
  {
    domain: 'hotelcasadelolivo-ronda.es',
    name: 'Hotel Casa del Olivo',
    language: 'es',
    kind: 'plain',
    category: 'travel-and-vacation',
    subcategory: 'hotels',
    // No founding year: the house's restoration and an award are decoys; the transfer firm (also in
    // JSON-LD) and the taxi are other parties.
    contacts: {
      phone: '+34 952 87 14 63',
      email: 'reservas@hotelcasadelolivo-ronda.es',
      street: 'Calle Tenorio 12',
      address: 'Calle Tenorio 12, 29400 Ronda (Málaga)',
    },
    traps: ['recommendedPartner', 'buildingYear', 'awardYear'],
    decoys: {
      phones: ['+34 952 11 40 72', '952 87 24 90'],
      emails: ['info@trasladosserrania.es'],
      years: [2004, 2019],
    },
  },
  {
    domain: 'fietsenmaker-de-velg-utrecht.nl',
    name: 'Fietsenmaker De Velg',
    language: 'nl',
    kind: 'plain',
    category: 'vehicles-and-transportation',
    subcategory: 'bicycles',
    // A repair shop inside a station's bicycle park: the brand's recall line and address and the
    // council's parking office are decoys, as are the year it moved in and the father's shop. No
    // founding year.
    contacts: {
      phone: '030 231 78 04',
      email: 'werkplaats@fietsenmaker-de-velg-utrecht.nl',
      street: 'Stationsplein 6',
      address: 'Stationsplein 6, 3511 ED Utrecht',
    },
    traps: [
      'manufacturerHotline',
      'centreReception',
      'timeline',
      'familyHistoryYear',
      'experienceYears',
    ],
    decoys: {
      phones: ['0800 022 41 88', '030 286 44 90'],
      addresses: ['Industrieweg 22, 7442 AB Nijverdal'],
      years: [2019, 1971],
    },
  },
  {
    domain: 'studiobernardi-commercialisti.it',
    name: 'Studio Bernardi',
    language: 'it',
    kind: 'plain',
    category: 'money-and-insurance',
    subcategory: 'accounting-and-tax',
    // The tax office and the professional body with their addresses are decoys, as are the fax, a
    // partner's enrolment year and the years of cited laws.
    contacts: {
      phone: '035 24 17 86',
      email: 'studio@studiobernardi-commercialisti.it',
      street: 'Via Tiraboschi 48',
      address: 'Via Tiraboschi 48, 24122 Bergamo',
      founded: 1989,
    },
    traps: ['publicOffice', 'professionalBody', 'faxNumber', 'membershipYear', 'standardYear'],
    decoys: {
      phones: ['035 422 61 11', '035 24 17 87'],
      emails: ['segreteria@odcec-bergamo.it'],
      addresses: ['Via Lunga 1, 24125 Bergamo', 'Piazza della Libertà 9, 24121 Bergamo'],
      years: [1996, 2001, 2014],
    },
  },
  {
    domain: 'ondaazul-surfschool.pt',
    name: 'Onda Azul Surf School',
    language: 'pt',
    kind: 'plain',
    category: 'sports',
    subcategory: 'swimming-and-water-sports',
    // The municipality's sports office is a decoy; the founder's title year and the registration
    // year are not the founding. The WhatsApp line is the school's own (second phone).
    contacts: {
      phone: '+351 261 864 209',
      email: 'info@ondaazul-surfschool.pt',
      street: 'Rua dos Pescadores 17',
      address: 'Rua dos Pescadores 17, 2655-319 Ericeira',
      founded: 2008,
    },
    traps: ['publicOffice', 'personalProfile', 'licenceYear', 'directions'],
    decoys: {
      phones: ['261 819 440'],
      emails: ['desporto@cm-mafra.pt'],
      years: [1999, 2015],
    },
  },
  {
    domain: 'harrier-alarms.co.uk',
    name: 'Harrier Alarms Ltd',
    language: 'en',
    kind: 'plain',
    category: 'home-services',
    subcategory: 'house-sitting-and-security',
    // No founding year: the approval year and a standard's year are decoys; the monitoring centre's
    // 24-hour line and address are another company's.
    contacts: {
      phone: '0113 496 0721',
      email: 'office@harrier-alarms.co.uk',
      street: '14 Kirkstall Road',
      address: 'Unit 3, 14 Kirkstall Road, Leeds LS3 1JJ',
    },
    traps: ['supplierContact', 'certificationYear', 'standardYear', 'experienceYears'],
    decoys: {
      phones: ['0161 496 0388'],
      addresses: ['Sentinel House, 2 Mosley Street, Manchester M2 3AW'],
      years: [2011, 2017],
    },
  },
  {
    domain: 'brennanfunerals-galway.ie',
    name: 'Brennan Funeral Directors',
    language: 'en',
    kind: 'plain',
    category: 'public-and-local-services',
    subcategory: 'funeral-and-memorial',
    // The great-grandfather's coffin-making year is not the founding; the cemetery office and the
    // florist are other parties.
    contacts: {
      phone: '091 562 714',
      email: 'info@brennanfunerals-galway.ie',
      street: '12 Bohermore',
      address: '12 Bohermore, Galway H91 X2F4',
      founded: 1952,
    },
    traps: ['familyHistoryYear', 'publicOffice', 'eventSupplier'],
    decoys: {
      phones: ['091 567 310', '091 589 226'],
      emails: ['flowers@petalsontheprom.ie'],
      years: [1921],
    },
  },
  {
    domain: 'hollowaytenantlaw.com',
    name: 'Holloway Tenant Law LLC',
    language: 'en',
    kind: 'plain',
    category: 'legal-services-and-government',
    subcategory: 'lawyers-and-attorneys',
    // The courthouse, the clerk's line and the legal-aid hotline are decoys; the licence year and
    // the ordinance's year are not the founding.
    contacts: {
      phone: '(312) 555-0147',
      email: 'intake@hollowaytenantlaw.com',
      street: '220 W Madison St',
      address: '220 W Madison St, Suite 1410, Chicago, IL 60606',
      founded: 2014,
    },
    traps: ['publicOffice', 'helpline', 'licenceYear', 'standardYear'],
    decoys: {
      phones: ['(312) 555-0190', '(312) 555-0122'],
      addresses: ['50 W Washington St, Chicago, IL 60602'],
      years: [2006, 1986],
    },
  },
  {
    domain: 'juwelier-rainer-graz.at',
    name: 'Juwelier Rainer',
    language: 'de',
    kind: 'plain',
    category: 'shopping-and-fashion',
    subcategory: 'jewelry-and-watches',
    // The watch brand's service centre (address, phone, mail) is a decoy; the building's year and
    // the founder's journeyman year are not the founding.
    contacts: {
      phone: '+43 316 82 47 19',
      email: 'office@juwelier-rainer.at',
      street: 'Herrengasse 11',
      address: 'Herrengasse 11, 8010 Graz',
      founded: 1962,
    },
    traps: ['manufacturerHotline', 'buildingYear', 'personalProfile'],
    decoys: {
      phones: ['+43 1 512 40 86'],
      emails: ['service.at@montreux-horlogerie.ch'],
      addresses: ['Kärntner Ring 5, 1010 Wien'],
      years: [1570, 1958],
    },
  },
  {
    domain: 'garage-lecomte-namur.be',
    name: 'Garage Lecomte',
    language: 'fr',
    kind: 'plain',
    category: 'vehicles-and-transportation',
    subcategory: 'vehicle-repair-and-fuel',
    // Authorised repairer: the brand's breakdown line, importer address and mail (also in a second
    // JSON-LD entity) are decoys; no founding year, the agreement year and model year are not it.
    // No email (form only).
    contacts: {
      phone: '081 73 42 18',
      street: 'Chaussée de Louvain 214',
      address: 'Chaussée de Louvain 214, 5000 Namur',
    },
    traps: ['breakdownService', 'manufacturerHotline', 'certificationYear', 'modelYear'],
    decoys: {
      phones: ['0800 14 522'],
      emails: ['clients@valtera.be'],
      addresses: ['Boulevard de la Woluwe 60, 1200 Bruxelles'],
      years: [2008, 2024],
    },
  },
  {
    domain: 'taqueria-los-compadres-monterrey.com.mx',
    name: 'Taquería Los Compadres',
    language: 'es',
    kind: 'plain',
    category: 'restaurants-and-bars',
    subcategory: 'north-and-south-american-cuisine',
    // No email (orders by WhatsApp or phone). The plaza administration's phone and mail, the
    // delivery platform link and the grandmother's year are decoys.
    contacts: {
      phone: '81 8347 2291',
      street: 'Av. Eugenio Garza Sada 3820',
      address:
        'Av. Eugenio Garza Sada 3820, Local 12, Plaza Los Cedros, Col. Contry, 64860 Monterrey, N.L.',
      founded: 2010,
    },
    traps: ['centreReception', 'marketplace', 'familyHistoryYear'],
    decoys: {
      phones: ['81 8365 1100'],
      emails: ['administracion@plazaloscedros.mx'],
      links: ['https://www.rappi.com.mx/restaurantes/taqueria-los-compadres'],
      years: [1968],
    },
  },
  {
    domain: 'lagoblu-escursioni.ch',
    name: 'LagoBlu Escursioni Sagl',
    language: 'it',
    kind: 'plain',
    category: 'travel-and-vacation',
    subcategory: 'activities-and-tours',
    // The meeting point is not the company's address; the ferry company is a decoy; no founding
    // year (the boat's launch year and the price list's year are decoys).
    contacts: {
      phone: '+41 91 922 47 36',
      email: 'info@lagoblu-escursioni.ch',
      street: 'Riva Paradiso 3',
      address: 'Riva Paradiso 3, 6900 Lugano-Paradiso',
    },
    traps: ['directions', 'recommendedPartner', 'modelYear', 'priceListYear'],
    decoys: {
      phones: ['+41 91 971 52 23'],
      addresses: ['Riva Vela'],
      years: [1931, 2025],
    },
  },
  {
    domain: 'bluegumwater.com.au',
    name: 'Bluegum Water Cartage',
    language: 'en',
    kind: 'plain',
    category: 'utilities',
    subcategory: 'water-utilities',
    // The council's water emergency line and office are decoys; the guideline's year is not the
    // founding. The mobile is the company's second line.
    contacts: {
      phone: '02 5550 3184',
      email: 'orders@bluegumwater.com.au',
      street: '27 Mulligan Street',
      address: '27 Mulligan Street, Mudgee NSW 2850',
      founded: 2006,
    },
    traps: ['utilityEmergency', 'publicOffice', 'standardYear'],
    decoys: {
      phones: ['02 5550 9911'],
      addresses: ['86 Market Street, Mudgee NSW 2850'],
      years: [2019],
    },
  },
  {
    domain: 'immo-verhaeghe.be',
    name: 'Immo Verhaeghe',
    language: 'nl',
    kind: 'plain',
    category: 'money-and-insurance',
    subcategory: 'real-estate',
    // The notary and the professional body's address are decoys; the licence year and a listed
    // house's building year are not the founding.
    contacts: {
      phone: '09 233 61 47',
      email: 'info@immo-verhaeghe.be',
      street: 'Kortrijksesteenweg 512',
      address: 'Kortrijksesteenweg 512, 9000 Gent',
      founded: 1998,
    },
    traps: ['recommendedPartner', 'professionalBody', 'licenceYear', 'buildingYear'],
    decoys: {
      phones: ['09 225 13 90'],
      addresses: ['Coupure Rechts 88, 9000 Gent', 'Luxemburgstraat 16B, 1000 Brussel'],
      years: [2001, 1932],
    },
  },
  {
    domain: 'florescerlingerie.com.br',
    name: 'Florescer Lingerie',
    language: 'pt',
    kind: 'plain',
    category: 'shopping-and-fashion',
    subcategory: 'clothing-and-underwear',
    // A shop inside a mall: the mall's customer service (phone, mail) and opening year are decoys;
    // the collection's year is not the founding.
    contacts: {
      phone: '(41) 3322-4718',
      email: 'contato@florescerlingerie.com.br',
      street: 'Av. Sete de Setembro, 2775',
      address: 'Av. Sete de Setembro, 2775 – Loja 214, Rebouças, Curitiba – PR, 80230-010',
      founded: 2006,
    },
    traps: ['centreReception', 'buildingYear', 'modelYear'],
    decoys: {
      phones: ['(41) 3025-8800'],
      emails: ['sac@araucariapark.com.br'],
      years: [1996, 2025],
    },
  },
  {
    domain: 'tc-rebhalde.ch',
    name: 'Tennisclub Rebhalde Meilen',
    language: 'de',
    kind: 'plain',
    category: 'sports',
    subcategory: 'tennis-and-racquet-sports',
    // The clubhouse restaurant's tenant and the municipal sports office are decoys; the renovation
    // and jubilee years are not the founding.
    contacts: {
      phone: '044 923 18 40',
      email: 'sekretariat@tc-rebhalde.ch',
      street: 'Rebhaldenstrasse 21',
      address: 'Rebhaldenstrasse 21, 8706 Meilen',
      founded: 1923,
    },
    traps: ['tenantContact', 'publicOffice', 'buildingYear', 'anniversaryYear'],
    decoys: {
      phones: ['044 923 18 44', '044 925 92 00'],
      addresses: ['Dorfstrasse 100, 8706 Meilen'],
      years: [2018, 2023],
    },
  },
  {
    domain: 'lionsgatehockey.ca',
    name: 'Lions Gate Hockey Academy',
    language: 'en',
    kind: 'plain',
    category: 'sports',
    subcategory: 'hockey-and-ice-skating',
    // The city arena where it skates, the recreation department and the federation are decoys; the
    // founder's draft year is not the founding.
    contacts: {
      phone: '(604) 555-0163',
      email: 'skate@lionsgatehockey.ca',
      street: '1275 Marine Drive',
      address: '1275 Marine Drive, Unit 204, North Vancouver, BC V7P 1T3',
      founded: 2009,
    },
    traps: ['eventVenue', 'publicOffice', 'professionalBody', 'personalProfile'],
    decoys: {
      phones: ['(604) 555-0184', '(250) 555-0119'],
      addresses: ['123 E 23rd St, North Vancouver'],
      years: [1998],
    },
  },
  {
    domain: 'tuiandfern.co.nz',
    name: 'Tūī & Fern Photography',
    language: 'en',
    kind: 'plain',
    category: 'media-and-publishing',
    subcategory: 'photography',
    // Venue and florist contacts are decoys; no founding year (the award year is a decoy).
    contacts: {
      phone: '027 418 3390',
      email: 'hello@tuiandfern.co.nz',
      street: '48 Beach Road',
      address: '48 Beach Road, Waiheke Island 1081',
    },
    traps: ['eventVenue', 'eventSupplier', 'awardYear'],
    decoys: {
      phones: ['09 372 6610', '022 309 8812'],
      emails: ['events@temoturidge.co.nz'],
      years: [2021],
    },
  },
  {
    domain: 'thepharmacy-cocktailbar.co.uk',
    name: 'The Pharmacy',
    language: 'en',
    kind: 'misleading',
    category: 'restaurants-and-bars',
    subcategory: 'bars-and-cafes',
    // A bar named after the chemist's it occupies: the real pharmacy two doors down and the old
    // chemist's 'est.' year are decoys.
    contacts: {
      phone: '0117 496 0219',
      email: 'bookings@thepharmacy-cocktailbar.co.uk',
      street: '47 Gloucester Road',
      address: '47 Gloucester Road, Bristol BS7 8AD',
      founded: 2016,
    },
    traps: ['namesakeBusiness', 'previousBusinessYear', 'namesakeYear'],
    decoys: {
      phones: ['0117 496 0582'],
      addresses: ['43 Gloucester Road, Bristol BS7 8AD'],
      years: [1898, 2009],
    },
  },
  {
    domain: 'legaragebrunch.ca',
    name: 'Le Garage – Brunch',
    language: 'fr',
    kind: 'misleading',
    category: 'restaurants-and-bars',
    subcategory: 'general-restaurants',
    // A restaurant named after the garage it replaced: the garage that moved (address, phone) and
    // its opening year are decoys. No email (form only).
    contacts: {
      phone: '514 555-0178',
      street: '4520, rue Saint-Denis',
      address: '4520, rue Saint-Denis, Montréal (Québec) H2J 2L3',
      founded: 2018,
    },
    traps: ['namesakeBusiness', 'previousBusinessYear'],
    decoys: {
      phones: ['514 555-0136'],
      addresses: ['8120, boul. Saint-Michel'],
      years: [1948],
    },
  },
  {
    domain: 'umzuege-hartung-kassel.de',
    name: 'Umzüge Hartung GmbH',
    language: 'de',
    kind: 'misleading',
    category: 'home-services',
    subcategory: 'moving-and-storage',
    // Opens with a dental practice it moved: the client's address and phone are decoys, and so is
    // the association membership year. No founding year.
    contacts: {
      phone: '0561 70 38 214',
      email: 'anfrage@umzuege-hartung-kassel.de',
      street: 'Sandershäuser Straße 71',
      address: 'Sandershäuser Straße 71, 34123 Kassel',
    },
    traps: ['clientReference', 'testimonialSignature', 'membershipYear'],
    decoys: {
      phones: ['0561 77 12 40'],
      addresses: ['Friedrich-Ebert-Straße 104, 34119 Kassel'],
      years: [1985],
    },
  },
  {
    domain: 'schoonenzo-praktijkreiniging.nl',
    name: 'Schoon&Zo Praktijkreiniging',
    language: 'nl',
    kind: 'misleading',
    category: 'home-services',
    subcategory: 'cleaning-service-providers',
    // Medical words everywhere, but it cleans practices. A client's phone and the disinfectant
    // maker's emergency line are decoys; no founding year (the certificate year is a decoy).
    contacts: {
      phone: '020 845 27 13',
      email: 'planning@schoonenzo.nl',
      street: 'Kollenbergweg 11',
      address: 'Kollenbergweg 11, 1101 AR Amsterdam',
    },
    traps: ['testimonialSignature', 'manufacturerHotline', 'certificationYear'],
    decoys: {
      phones: ['020 684 91 22', '0800 733 24 11'],
      years: [2017],
    },
  },
  {
    domain: 'edizioni-forchetta-parma.it',
    name: 'Edizioni Forchetta',
    language: 'it',
    kind: 'misleading',
    category: 'media-and-publishing',
    subcategory: 'books-and-magazines',
    // Opens with a recipe from a new book: the author's trattoria and the distributor are decoys,
    // as are the recipe's family year and an award year.
    contacts: {
      phone: '0521 23 48 90',
      email: 'redazione@edizioniforchetta.it',
      street: 'Borgo Santo Spirito 14',
      address: 'Borgo Santo Spirito 14, 43121 Parma',
      founded: 2007,
    },
    traps: ['clientReference', 'supplierContact', 'familyHistoryYear', 'awardYear'],
    decoys: {
      phones: ['0521 80 22 71'],
      addresses: ['Strada Provinciale 12, Collecchio', 'Via Emilia Ovest 301, 41123 Modena'],
      years: [1934, 2023],
    },
  },
  {
    domain: 'ristorante-labanca-lecce.it',
    name: 'La Banca – Ristorante',
    language: 'it',
    kind: 'misleading',
    category: 'restaurants-and-bars',
    subcategory: 'mediterranean-cuisine',
    // A restaurant in a former bank, named after it: the bank's branch (address, phone) and the
    // building's year are decoys.
    contacts: {
      phone: '0832 30 41 77',
      email: 'prenota@labanca-lecce.it',
      street: 'Via Vittorio Emanuele II 23',
      address: 'Via Vittorio Emanuele II 23, 73100 Lecce',
      founded: 2019,
    },
    traps: ['namesakeBusiness', 'previousAddress', 'buildingYear'],
    decoys: {
      phones: ['0832 24 66 01'],
      addresses: ['Viale Lo Re 8'],
      years: [1911],
    },
  },
  {
    domain: 'grands-crus-placement.fr',
    name: 'Grands Crus Placement',
    language: 'fr',
    kind: 'misleading',
    category: 'money-and-insurance',
    subcategory: 'investments-and-wealth',
    // Opens with a château's harvest and vintages: the château (also a JSON-LD entity) and the
    // regulator are decoys; vintages are not the founding.
    contacts: {
      phone: '01 84 60 27 93',
      email: 'conseil@grands-crus-placement.fr',
      street: '18, rue Vignon',
      address: '18, rue Vignon, 75009 Paris',
      founded: 2012,
    },
    traps: ['supplierContact', 'supervisoryAuthority', 'modelYear'],
    decoys: {
      phones: ['+33 5 56 59 12 84'],
      addresses: ['17 place de la Bourse, 75002 Paris'],
      years: [2015, 2010, 2016],
    },
  },
  {
    domain: 'bakehouse-barbell-pdx.com',
    name: 'Bakehouse Barbell',
    language: 'en',
    kind: 'misleading',
    category: 'sports',
    subcategory: 'fitness-and-weight-lifting',
    // A gym in a former bakery that says what it does not sell: the bakery that moved (address,
    // phone) and its years are decoys; no founding year.
    contacts: {
      phone: '(503) 555-0131',
      email: 'coach@bakehousebarbell.com',
      street: '1822 SE Division St',
      address: '1822 SE Division St, Portland, OR 97202',
    },
    traps: ['namesakeBusiness', 'previousBusinessYear', 'membershipYear'],
    decoys: {
      phones: ['(503) 555-0109'],
      addresses: ['3410 SE Hawthorne Blvd'],
      years: [1946, 2015, 2019],
    },
  },
  {
    domain: 'caminhos-da-fe-viagens.pt',
    name: 'Caminhos da Fé – Agência de Viagens',
    language: 'pt',
    kind: 'misleading',
    category: 'travel-and-vacation',
    subcategory: 'travel-agencies',
    // Religious words dominate, but it is a travel agency: the parish's mail, the coach company and
    // the shrine's line are decoys, as are the centenary and jubilee years.
    contacts: {
      phone: '+351 249 531 802',
      email: 'reservas@caminhosdafe.pt',
      street: 'Rua Jacinta Marto 42',
      address: 'Rua Jacinta Marto 42, 2495-450 Fátima',
      founded: 2001,
    },
    traps: ['clientReference', 'recommendedPartner', 'localAnniversary', 'anniversaryYear'],
    decoys: {
      phones: ['244 812 309', '249 539 651'],
      emails: ['secretaria@paroquia-smamede.pt'],
      years: [2017, 2025],
    },
  },
  {
    domain: 'clinicadelneumatico-rosario.com.ar',
    name: 'Clínica del Neumático',
    language: 'es',
    kind: 'misleading',
    category: 'vehicles-and-transportation',
    subcategory: 'auto-parts-and-wheels',
    // A tyre shop called a clinic: the real clinic next door and the tyre brand's hotline are
    // decoys, as is the founder's own start year.
    contacts: {
      phone: '0341 438-2217',
      email: 'ventas@clinicadelneumatico.com.ar',
      street: 'Av. Pellegrini 3150',
      address: 'Av. Pellegrini 3150, S2000 Rosario, Santa Fe',
      founded: 1986,
    },
    traps: ['namesakeBusiness', 'manufacturerHotline', 'familyHistoryYear'],
    decoys: {
      phones: ['0341 421-9900', '0800-444-7318'],
      addresses: ['Av. Pellegrini 3180'],
      years: [1972],
    },
  },
  {
    domain: 'taxi-krankenfahrten-wolf-bochum.de',
    name: 'Taxi Wolf – Krankenfahrten',
    language: 'de',
    kind: 'misleading',
    category: 'vehicles-and-transportation',
    subcategory: 'taxis-and-public-transport',
    // Medical words everywhere, but it is a taxi firm: the dialysis centre, the health insurer's
    // line and the city taxi call centre are decoys, as is the law's year. No email (orders by
    // phone) and no founding year.
    contacts: {
      phone: '0234 58 77 20',
      street: 'Castroper Straße 190',
      address: 'Castroper Straße 190, 44791 Bochum',
    },
    traps: ['clientReference', 'helpline', 'partnerNetwork', 'standardYear'],
    decoys: {
      phones: ['0234 30 28 61', '0800 265 51 07', '0234 33 33 00'],
      addresses: ['Hiltroper Straße 30, 44807 Bochum'],
      years: [2021],
    },
  },
  {
    domain: 'ijsselrecycling-zwolle.nl',
    name: 'IJssel Recycling B.V.',
    language: 'nl',
    kind: 'misleading',
    category: 'public-and-local-services',
    subcategory: 'waste-management',
    // Opens with a fashion show: the venue, its box office and the designer's mail are decoys, and
    // so is the certification year. No founding year.
    contacts: {
      phone: '038 454 71 20',
      email: 'info@ijsselrecycling-zwolle.nl',
      street: 'Hanzeweg 14',
      address: 'Hanzeweg 14, 8025 AH Zwolle',
    },
    traps: ['eventVenue', 'ticketOffice', 'eventSupplier', 'certificationYear'],
    decoys: {
      phones: ['038 421 60 60'],
      emails: ['studio@nienkemode.nl'],
      addresses: ['Pannekoekendijk 20, 8011 ML Zwolle'],
      years: [2012],
    },
  },
  {
    domain: 'zulassungsdienst-blitz-dortmund.de',
    name: 'Zulassungsdienst Blitz',
    language: 'de',
    kind: 'misleading',
    category: 'legal-services-and-government',
    subcategory: 'registration-services',
    // Car words everywhere, but it registers vehicles: the registration office, the federal
    // authority and the plate maker in the same building are decoys, as are the online-registration
    // and fee-table years. No founding year.
    contacts: {
      phone: '0231 5 34 86 10',
      email: 'auftrag@zulassung-blitz.de',
      street: 'Brackeler Hellweg 120',
      address: 'Brackeler Hellweg 120, 44309 Dortmund',
    },
    traps: ['publicOffice', 'tenantContact', 'standardYear', 'priceListYear'],
    decoys: {
      phones: ['0231 50-2 86 44', '0231 5 34 86 77'],
      addresses: ['Max-Eyth-Straße 1, 44143 Dortmund', 'Fördestraße 16, 24944 Flensburg'],
      years: [2015, 2025],
    },
  },
  {
    domain: 'elcronistadetandil.com.ar',
    name: 'El Cronista de Tandil',
    language: 'es',
    kind: 'misleading',
    category: 'media-and-publishing',
    subcategory: 'media-and-information',
    // A news site whose lead story is another company's closure: that company's phone and founding
    // year, a classified ad's phone and model year are decoys.
    contacts: {
      phone: '0249 442-3106',
      email: 'redaccion@elcronistadetandil.com.ar',
      street: 'Pinto 745',
      address: 'Pinto 745, B7000 Tandil, Buenos Aires',
      founded: 2009,
    },
    traps: ['newsMention', 'classifiedAd', 'modelYear', 'namesakeYear'],
    decoys: {
      phones: ['0249 444-8120', '0249 15 466-2190'],
      addresses: ['Ruta 226 km 164'],
      years: [1963, 1984],
    },
  },
  {
    domain: 'stbrigidsparish-hamilton.org.nz',
    name: "St Brigid's Parish",
    language: 'en',
    kind: 'misleading',
    category: 'public-and-local-services',
    subcategory: 'religious-institutions',
    // Opens with the hall café and op shop: the café's booking line, the charity's office and the
    // diocese's address are decoys; the church's building year is not the founding.
    contacts: {
      phone: '07 855 3319',
      email: 'office@stbrigidhamilton.org.nz',
      street: '120 Grey Street',
      address: '120 Grey Street, Hamilton East, Hamilton 3216',
      founded: 1912,
    },
    traps: ['tenantContact', 'supportedCharity', 'parentGroup', 'buildingYear'],
    decoys: {
      phones: ['021 044 7781', '07 839 4460'],
      addresses: ['51 Grey Street, Hamilton East'],
      years: [1926],
    },
  },
  {
    domain: 'desertroamrv.com',
    name: 'Desert Roam RV Rentals',
    language: 'en',
    kind: 'jsShell',
    category: 'vehicles-and-transportation',
    subcategory: 'vehicle-rental',
    // Next.js shell: everything is in __NEXT_DATA__. The roadside-assistance partner and the
    // airport pickup point are decoys; model years are not the founding.
    contacts: {
      phone: '(602) 555-0158',
      email: 'trips@desertroamrv.com',
      street: '4110 E Washington St',
      address: '4110 E Washington St, Phoenix, AZ 85034',
      founded: 2017,
    },
    traps: ['breakdownService', 'directions', 'modelYear'],
    decoys: {
      phones: ['(800) 555-0199'],
      addresses: ['1805 E Sky Harbor Cir S'],
      years: [2024, 2023],
    },
  },
  {
    domain: 'sdk-wettertal.de',
    name: 'Spar- und Darlehenskasse Wettertal eG',
    language: 'de',
    kind: 'jsShell',
    category: 'money-and-insurance',
    subcategory: 'banking-and-money',
    // Next App Router shell (self.__next_f). The card-blocking line, the supervisor's and the
    // deposit-protection scheme's addresses are decoys, as is the merger year.
    contacts: {
      phone: '06033 9274-0',
      email: 'info@sdk-wettertal.de',
      street: 'Marktplatz 7',
      address: 'Marktplatz 7, 35510 Butzbach',
      founded: 1889,
    },
    traps: ['cardBlocking', 'supervisoryAuthority', 'registryCourt', 'timeline'],
    decoys: {
      phones: ['116 116'],
      addresses: ['Graurheindorfer Straße 108, 53117 Bonn', 'Schellingstraße 4, 10785 Berlin'],
      years: [1972],
    },
  },
  {
    domain: 'gitesduvieuxmoulin.fr',
    name: 'Gîtes du Vieux Moulin',
    language: 'fr',
    kind: 'jsShell',
    category: 'travel-and-vacation',
    subcategory: 'accommodation-and-lodging',
    // Nuxt 2 shell (window.__NUXT__). The tourist office is a decoy; no founding year (the mill's
    // building year and the label year are decoys).
    contacts: {
      phone: '05 53 29 41 86',
      email: 'contact@gitesduvieuxmoulin.fr',
      street: 'Le Moulin de Cabans',
      address: 'Le Moulin de Cabans, 24220 Saint-Cyprien',
    },
    traps: ['publicOffice', 'buildingYear', 'certificationYear'],
    decoys: {
      phones: ['05 53 31 44 90'],
      addresses: ['3 rue Tourny, 24200 Sarlat'],
      years: [1780, 2014],
    },
  },
  {
    domain: 'fixfabriek-eindhoven.nl',
    name: 'Fixfabriek Eindhoven',
    language: 'nl',
    kind: 'jsShell',
    category: 'home-services',
    subcategory: 'repair-service-providers',
    // Nuxt 3 shell (devalue array). A franchise branch: the franchisor's head office, national
    // number and mail are decoys, as is the network's year, which is not the branch's founding
    // (none given).
    contacts: {
      phone: '040 290 48 13',
      email: 'klus@fixfabriek.nl',
      street: 'Kruisstraat 61',
      address: 'Kruisstraat 61, 5612 CE Eindhoven',
    },
    traps: ['franchisor', 'parentGroup'],
    decoys: {
      phones: ['088 020 40 40'],
      emails: ['info@klusnet.nl'],
      addresses: ['Europalaan 100, 3526 KS Utrecht'],
      years: [2004],
    },
  },
  {
    domain: 'hollowreedstudios.co.uk',
    name: 'Hollow Reed Studios',
    language: 'en',
    kind: 'jsShell',
    category: 'media-and-publishing',
    subcategory: 'video-and-sound',
    // Gatsby shell (page data inline). The backline hire firm and a label's press office are
    // decoys; the desk's model and restoration years and a compilation's year are not the founding.
    contacts: {
      phone: '0114 496 0277',
      email: 'bookings@hollowreedstudios.co.uk',
      street: '42 Sidney Street',
      address: '42 Sidney Street, Sheffield S1 4RH',
      founded: 2012,
    },
    traps: ['recommendedPartner', 'pressContact', 'modelYear', 'clientReference'],
    decoys: {
      phones: ['0114 496 0911'],
      emails: ['press@ironlungrecords.co.uk'],
      years: [1978, 2020, 2019],
    },
  },
  {
    domain: 'estudiodanza-alameda.es',
    name: 'Estudio de Danza Alameda',
    language: 'es',
    kind: 'jsShell',
    category: 'sports',
    subcategory: 'dancing-and-gymnastics',
    // SvelteKit shell. The theatre of the year-end show and its box office are decoys; the
    // founder's career years and the festival year are not the founding.
    contacts: {
      phone: '954 38 21 67',
      email: 'hola@danzaalameda.es',
      street: 'Calle Peris Mencheta 22',
      address: 'Calle Peris Mencheta 22, 41002 Sevilla',
      founded: 2005,
    },
    traps: ['eventVenue', 'ticketOffice', 'personalProfile'],
    decoys: {
      phones: ['954 59 08 46'],
      addresses: ['Avenida de María Luisa s/n, 41013 Sevilla'],
      years: [1989, 2003, 2025],
    },
  },
  {
    domain: 'borsevelluto.it',
    name: 'Borse Velluto',
    language: 'it',
    kind: 'jsShell',
    category: 'shopping-and-fashion',
    subcategory: 'accessories',
    // Astro client-only islands (props attributes). The tannery supplier is a decoy; the
    // certificate year is not the founding.
    contacts: {
      phone: '055 239 81 64',
      email: 'bottega@borsevelluto.it',
      street: 'Via dei Neri 31/r',
      address: 'Via dei Neri 31/r, 50122 Firenze',
      founded: 1978,
    },
    traps: ['supplierContact', 'certificationYear'],
    decoys: {
      phones: ['0571 36 72 10'],
      addresses: ['Via Provinciale Francesca 12'],
      years: [2022],
    },
  },
  {
    domain: 'gasnobairro.com.br',
    name: 'Gás no Bairro',
    language: 'pt',
    kind: 'jsShell',
    category: 'utilities',
    subcategory: 'oil-and-fuel',
    // Angular shell (ng-state). The distributor's SAC and the regulator's ombudsman line are
    // decoys; no founding year (the licence year is a decoy). WhatsApp is its own second line.
    contacts: {
      phone: '(31) 3441-2290',
      email: 'pedidos@gasnobairro.com.br',
      street: 'Rua Itapecerica, 1180',
      address: 'Rua Itapecerica, 1180 – Lagoinha, Belo Horizonte – MG, 31210-000',
    },
    traps: ['manufacturerHotline', 'supervisoryAuthority', 'emergencyNumber', 'licenceYear'],
    decoys: {
      phones: ['0800 701 4432', '0800 970 0281'],
      years: [2012],
    },
  },
  {
    domain: 'ekiz-sonnenhof.at',
    name: 'Eltern-Kind-Zentrum Sonnenhof',
    language: 'de',
    kind: 'jsShell',
    category: 'public-and-local-services',
    subcategory: 'kids-and-family',
    // Vue shell (window.__INITIAL_STATE__). The midwife renting a room and the funding authority
    // are decoys; the certificate year is not the founding.
    contacts: {
      phone: '0732 77 41 58',
      email: 'hallo@ekiz-sonnenhof.at',
      street: 'Hamerlingstraße 18',
      address: 'Hamerlingstraße 18, 4020 Linz',
      founded: 1999,
    },
    traps: ['tenantContact', 'funder', 'certificationYear'],
    decoys: {
      phones: ['0676 512 88 40'],
      emails: ['familienreferat@ooe.gv.at'],
      addresses: ['Bahnhofplatz 1, 4021 Linz'],
      years: [2021],
    },
  },
  {
    domain: 'rideauparalegal.ca',
    name: 'Rideau Paralegal',
    language: 'en',
    kind: 'jsShell',
    category: 'legal-services-and-government',
    subcategory: 'legal-service-providers',
    // Redux shell (window.__PRELOADED_STATE__). The law society, the court and the tribunal's line
    // are decoys; no founding year (the licence year is a decoy) and no email (form only).
    contacts: {
      phone: '(613) 555-0172',
      street: '150 Elgin Street',
      address: '150 Elgin Street, Suite 1000, Ottawa, ON K2P 1L4',
    },
    traps: ['professionalBody', 'publicOffice', 'licenceYear'],
    decoys: {
      phones: ['1-888-555-0107'],
      addresses: ['130 Queen Street West, Toronto, ON M5H 2N6', '161 Elgin Street, Ottawa'],
      years: [2013],
    },
  },
  {
    domain: 'lindach-am-see.de',
    name: 'Gemeinde Lindach am See',
    language: 'de',
    kind: 'boilerplate',
    category: 'legal-services-and-government',
    subcategory: 'municipal-department',
    // A municipality's portal in a mega menu: the district office, the water association's fault
    // line, the web agency's mail, the fax and the first mention year are decoys. No founding year.
    contacts: {
      phone: '08152 9371-0',
      email: 'rathaus@lindach-am-see.de',
      street: 'Rathausplatz 1',
      address: 'Rathausplatz 1, 82343 Lindach am See',
    },
    traps: [
      'publicOffice',
      'utilityEmergency',
      'faxNumber',
      'webProvider',
      'localAnniversary',
      'formPlaceholder',
    ],
    decoys: {
      phones: ['08151 148-77', '08152 99 88 11', '08152 9371-99'],
      emails: ['info@kommunalweb.de'],
      addresses: ['Strandbadstraße 2, 82319 Starnberg'],
      years: [1142],
    },
  },
  {
    domain: 'assurances-lefort-angers.fr',
    name: 'Cabinet Lefort',
    language: 'fr',
    kind: 'boilerplate',
    category: 'money-and-insurance',
    subcategory: 'insurance',
    // An insurer's general agent, buried in a product menu and a legal footer: the insurer's head
    // office (also in JSON-LD), the supervisor, the ombudsman and the assistance line are decoys;
    // the registration year is not the founding.
    contacts: {
      phone: '02 41 87 55 30',
      email: 'agence@assurances-lefort-angers.fr',
      street: '12, boulevard Foch',
      address: '12, boulevard Foch, 49100 Angers',
      founded: 2003,
    },
    traps: [
      'parentGroup',
      'supervisoryAuthority',
      'consumerArbitration',
      'serviceHotline',
      'registrationNumber',
      'newsletterService',
    ],
    decoys: {
      phones: ['09 69 32 11 80'],
      addresses: [
        '27 rue de la Loire, 44000 Nantes',
        '4 place de Budapest, CS 92459, 75436 Paris Cedex 09',
        'TSA 50110, 75441 Paris Cedex 09',
      ],
      years: [2007],
    },
  },
  {
    domain: 'automocionturia.es',
    name: 'Automoción Turia S.L.',
    language: 'es',
    kind: 'boilerplate',
    category: 'vehicles-and-transportation',
    subcategory: 'cars-and-trucks',
    // A used-car dealer under a 33-link brand menu and a legal footer: the finance partner and the
    // warranty firm are decoys; the model years are not a founding year (none given).
    contacts: {
      phone: '963 70 42 18',
      email: 'ventas@automocionturia.es',
      street: 'Avenida del Puerto 214',
      address: 'Avenida del Puerto 214, 46023 Valencia',
    },
    traps: [
      'recommendedPartner',
      'serviceHotline',
      'modelYear',
      'registryCourt',
      'experienceYears',
    ],
    decoys: {
      phones: ['900 82 41 33', '902 11 48 71'],
      years: [2019, 2021, 2020],
    },
  },
  {
    domain: 'motoport-deventer.nl',
    name: 'Motoport Deventer',
    language: 'nl',
    kind: 'boilerplate',
    category: 'vehicles-and-transportation',
    subcategory: 'motorcycle-and-powersports',
    // A dealer's shop under a 33-link menu, newsletter and legal footer: the importer's line and
    // the trade body's address are decoys; membership and model years are not the founding (none
    // given).
    contacts: {
      phone: '0570 62 18 44',
      email: 'verkoop@motoport-deventer.nl',
      street: 'Zutphenseweg 118',
      address: 'Zutphenseweg 118, 7418 AJ Deventer',
    },
    traps: [
      'manufacturerHotline',
      'professionalBody',
      'membershipYear',
      'modelYear',
      'newsletterService',
    ],
    decoys: {
      phones: ['020 654 19 00'],
      addresses: ['Kosterijland 15, 3981 AJ Bunnik'],
      years: [1995, 2025],
    },
  },
  {
    domain: 'pizzerialacupola-torino.it',
    name: 'Pizzeria La Cupola',
    language: 'it',
    kind: 'boilerplate',
    category: 'restaurants-and-bars',
    subcategory: 'takeaway',
    // A takeaway under a 30-link menu and a legal footer: the delivery platform link and the web
    // agency's mail are decoys, as is the regulation's year. No founding year.
    contacts: {
      phone: '011 43 72 915',
      email: 'ordini@pizzerialacupola.it',
      street: 'Corso Regina Margherita 148',
      address: 'Corso Regina Margherita 148, 10152 Torino',
    },
    traps: ['marketplace', 'webProvider', 'standardYear', 'registrationNumber'],
    decoys: {
      emails: ['info@pixelsabaudo.it'],
      links: ['https://glovoapp.com/it/it/torino/pizzeria-la-cupola-tor/'],
      years: [2011],
    },
  },
  {
    domain: 'creditoclaro.pt',
    name: 'Crédito Claro',
    language: 'pt',
    kind: 'boilerplate',
    category: 'money-and-insurance',
    subcategory: 'credit-and-debt-services',
    // A credit intermediary under a 30-link menu and a legal footer: the central bank, the
    // arbitration centre and the complaints-book link are decoys; the registration year is not the
    // founding.
    contacts: {
      phone: '+351 222 014 387',
      email: 'geral@creditoclaro.pt',
      street: 'Rua de Santa Catarina 612',
      address: 'Rua de Santa Catarina 612, 4000-446 Porto',
      founded: 2016,
    },
    traps: ['supervisoryAuthority', 'consumerArbitration', 'registrationNumber', 'licenceYear'],
    decoys: {
      addresses: [
        'Rua do Comércio 148, 1100-150 Lisboa',
        'Rua D. Afonso Henriques 1, 4700-030 Braga',
      ],
      links: ['https://www.livroreclamacoes.pt'],
      years: [2018],
    },
  },
  {
    domain: 'hollybank-housing.org.uk',
    name: 'Hollybank Housing',
    language: 'en',
    kind: 'boilerplate',
    category: 'public-and-local-services',
    subcategory: 'housing-associations',
    // A housing association under a mega menu and a regulatory footer: the out-of-hours contractor,
    // the gas emergency line, the regulator and the ombudsman are decoys; the act's year is not the
    // founding.
    contacts: {
      phone: '0191 498 0614',
      email: 'customer.services@hollybank-housing.org.uk',
      street: '3 Front Street',
      address: 'Hollybank House, 3 Front Street, Chester-le-Street DH3 3BH',
      founded: 1974,
    },
    traps: [
      'outOfHoursService',
      'utilityEmergency',
      'supervisoryAuthority',
      'consumerArbitration',
      'standardYear',
    ],
    decoys: {
      phones: ['0191 498 0950', '0808 157 0192', '0306 999 0143'],
      addresses: ['Level 2, 7-8 Wellington Place, Leeds LS1 4AP'],
      years: [2014],
    },
  },
  {
    domain: 'riverinaair.com.au',
    name: 'Riverina Air Charter',
    language: 'en',
    kind: 'boilerplate',
    category: 'travel-and-vacation',
    subcategory: 'airlines-and-air-travel',
    // An air charter firm under a 30-link menu: the airport terminal desk (also a JSON-LD entity)
    // and the regulator's line are decoys; the certificate year is not the founding.
    contacts: {
      phone: '02 5550 7731',
      email: 'fly@riverinaair.com.au',
      street: 'Hangar 4, 1 Eunony Bridge Road',
      address: 'Hangar 4, 1 Eunony Bridge Road, Forest Hill NSW 2651',
      founded: 2002,
    },
    traps: ['centreReception', 'supervisoryAuthority', 'licenceYear'],
    decoys: {
      phones: ['02 5550 7700', '1800 160 477'],
      years: [2009],
    },
  },
  {
    domain: 'ew-tannberg.ch',
    name: 'Elektrizitätswerk Tannberg AG',
    language: 'de',
    kind: 'boilerplate',
    category: 'utilities',
    subcategory: 'energy-and-power',
    // A utility under a mega menu and a legal footer: the solar partner and the regulator are
    // decoys; the power station's year and the tariff year are not the founding.
    contacts: {
      phone: '071 844 12 30',
      email: 'info@ew-tannberg.ch',
      street: 'Werkstrasse 5',
      address: 'Werkstrasse 5, 9450 Altstätten',
      founded: 1908,
    },
    traps: [
      'recommendedPartner',
      'supervisoryAuthority',
      'registryCourt',
      'buildingYear',
      'priceListYear',
    ],
    decoys: {
      phones: ['071 755 38 20'],
      addresses: ['Christoffelgasse 5, 3003 Bern'],
      years: [1925, 2025],
    },
  },
  {
    domain: 'cedarhollowantiques.com',
    name: 'Cedar Hollow Antique Mall',
    language: 'en',
    kind: 'boilerplate',
    category: 'shopping-and-fashion',
    subcategory: 'malls-and-marketplaces',
    // An antique mall under a 32-link menu: its dealers' phones and mail are decoys, as are an
    // item's model year and the mill's building year.
    contacts: {
      phone: '(615) 555-0124',
      email: 'office@cedarhollowantiques.com',
      street: '2200 Nashville Hwy',
      address: '2200 Nashville Hwy, Columbia, TN 38401',
      // The site's own JSON-LD entity lists its Facebook page (added by the lead: the author left it out).
      facebook: 'https://www.facebook.com/cedarhollowantiques',
      founded: 2001,
    },
    traps: ['tenantContact', 'modelYear', 'buildingYear', 'newsletterService'],
    decoys: {
      phones: ['(931) 555-0146'],
      emails: ['mae@maesmidcentury.com'],
      years: [1952, 1919],
    },
  },
  {
    domain: 'brightwater-ventures.com',
    name: 'brightwater-ventures.com (parked)',
    language: 'en',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    // A parked domain with ad links: the registrar's phone and mail are decoys.
    traps: ['webProvider', 'partnerLinks'],
    decoys: {
      phones: ['+1 480-555-0117'],
      emails: ['sales@namevault.io'],
      years: [2025],
    },
  },
  {
    domain: 'ferienhaus-ostsee-kaufen.de',
    name: 'ferienhaus-ostsee-kaufen.de (domain for sale)',
    language: 'de',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    // A domain for sale: the broker's phone and mail are decoys.
    traps: ['marketplace', 'formPlaceholder'],
    decoys: {
      phones: ['+49 30 20 95 73 31'],
      emails: ['verkauf@domainhandel24.de'],
    },
  },
  {
    domain: 'atelier-garonne-bordeaux.fr',
    name: 'Atelier Garonne (coming soon)',
    language: 'fr',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    // A coming-soon page: the web agency's mail and phone and the copyright year are decoys.
    traps: ['webProvider', 'copyrightYear'],
    decoys: {
      phones: ['05 56 44 12 90'],
      emails: ['bonjour@pixelune.fr'],
      years: [2025],
    },
  },
  {
    domain: 'construcciones-albeda.es',
    name: 'construcciones-albeda.es (hosting default page)',
    language: 'es',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    // A hosting default page: the host's support line and mail are decoys.
    traps: ['webProvider'],
    decoys: {
      phones: ['900 10 20 31'],
      emails: ['soporte@hostiberica.es'],
    },
  },
  {
    domain: 'bloemsierkunst-detulp-leiden.nl',
    name: 'bloemsierkunst-detulp-leiden.nl (suspended)',
    language: 'nl',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    // A suspended hosting account: the host's phone and mail are decoys.
    traps: ['webProvider'],
    decoys: {
      phones: ['085 303 41 20'],
      emails: ['support@webhuisnl.nl'],
    },
  },
  {
    domain: 'agriturismo-poggio-ventoso.it',
    name: 'agriturismo-poggio-ventoso.it (maintenance)',
    language: 'it',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    // A maintenance page: the web agency's mail and phone are decoys.
    traps: ['webProvider'],
    decoys: {
      phones: ['0564 41 20 77'],
      emails: ['info@webmaremma.it'],
    },
  },
  {
    domain: 'portal-coopervale-agro.com.br',
    name: 'portal-coopervale-agro.com.br (login wall)',
    language: 'pt',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    // A login wall: the IT provider's phone and mail and the form's example address are decoys.
    traps: ['webProvider', 'formPlaceholder', 'exampleValue'],
    decoys: {
      phones: ['(16) 3322-4100'],
      emails: ['suporte@tisolucoes.com.br', 'seu.email@exemplo.com.br'],
    },
  },
  {
    domain: 'riverbend-yoga-studio.com',
    name: 'riverbend-yoga-studio.com (empty WordPress install)',
    language: 'en',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    // An empty WordPress install: the theme's demo contact block (address, phone, mail) is a decoy.
    traps: ['themeDemoContent', 'exampleValue', 'copyrightYear'],
    decoys: {
      phones: ['(555) 555-5555'],
      emails: ['info@example.com'],
      addresses: ['123 Main Street, New York, NY 10001'],
      years: [2025],
    },
  },
];
