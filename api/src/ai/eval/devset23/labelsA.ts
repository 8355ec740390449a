import type { HandWrittenLabel } from '../handWrittenLabel.ts';

/**
 * Author A of `devset23/`: the main categories Animals & Pets, Beauty & Well-being, Business
 * Services, Construction & Manufacturing, Education & Training, Electronics & Technology and
 * Events & Entertainment, 44 pages (39 business pages, no subcategory twice, and 5 that say
 * nothing about a business).
 *
 * Labelling rules:
 * - `category` / `subcategory` are what the company itself sells, however much of the page is
 *   about its customers' trade, its subject or another trade's words (a marketing agency for
 *   dentists is marketing, a farrier whose page is all forge and anvil is horses, a bread museum
 *   is a museum).
 * - `contacts` hold only what the page states as the company's own: the main phone exactly as
 *   written, the mailbox, the street line and the full address as a visitor would copy them, a
 *   founding year only when the page gives one as the founding or opening of this company, and
 *   LinkedIn / Facebook URLs as written. What the page does not give is left out.
 * - `decoys` are values on the page that belong to someone else (a consent vendor, a booking or
 *   ticket platform, a venue, a supplier, a client, a sister company, an authority, the host) or
 *   are no contact at all (registration, VAT and bank numbers, tracking numbers, form
 *   placeholders), and years that are not the founding (awards, renovations, certifications,
 *   licences, the family's earlier trade, copyright); `traps` names their kinds.
 * - Say-nothing pages are `uncategorised` and hold no contacts; their decoys are the host's or
 *   builder's.
 */
export const DEVSET23_LABELS_A: readonly HandWrittenLabel[] = [
  // A US marketing agency for dentists, HubSpot CMS with a JSON-LD @graph: the page is all operatories, implants and hygiene recall; decoys are a case-study client's phone and address (also a Dentist entity in the graph), a form's placeholder phone and mailbox, a partner and an award year.
  {
    domain: 'pruettpracticegrowth.com',
    name: 'Pruett Practice Growth',
    language: 'en',
    kind: 'misleading',
    category: 'business-services',
    subcategory: 'sales-and-marketing',
    contacts: {
      phone: '(864) 412-7730',
      email: 'hello@pruettpracticegrowth.com',
      street: '220 N Main St, Suite 410',
      address: '220 N Main St, Suite 410, Greenville, SC 29601',
      founded: 2011,
      linkedin: 'https://www.linkedin.com/company/pruett-practice-growth',
    },
    traps: ['clientReference', 'exampleValue', 'certificationYear', 'awardYear'],
    decoys: {
      phones: ['(864) 555-0147', '(555) 123-4567'],
      emails: ['drsmith@yourpractice.com'],
      addresses: ['1870 Woodruff Rd, Greenville, SC 29607'],
      years: [2016, 2022],
    },
  },
  // An Irish landscaper's plain Squarespace page; decoys are the trade association's phone in running text and the year of a show-garden medal.
  {
    domain: 'mulcahylandscapes.ie',
    name: 'Mulcahy Landscapes',
    language: 'en',
    kind: 'plain',
    category: 'construction-and-manufacturing',
    subcategory: 'garden-and-landscaping',
    contacts: {
      phone: '057 932 1184',
      email: 'info@mulcahylandscapes.ie',
      street: 'Unit 4, Srah Business Park',
      address: 'Unit 4, Srah Business Park, Tullamore, Co. Offaly R35 X2F7',
      founded: 2004,
      facebook: 'https://www.facebook.com/mulcahylandscapes',
    },
    traps: ['professionalBody', 'awardYear'],
    decoys: {
      phones: ['01 629 1070'],
      years: [2019],
    },
  },
  // A children's science-party entertainer on Wix whose page is polymers, catalysts and dry ice; the only line is a mobile, no street and no founding; decoys are the village hall's booking number and the copyright year.
  {
    domain: 'quilliamlabparties.co.uk',
    name: "Professor Quilliam's Lab Parties",
    language: 'en',
    kind: 'misleading',
    category: 'events-and-entertainment',
    subcategory: 'childrens-entertainment',
    contacts: {
      phone: '07712 408 316',
      email: 'bookings@quilliamlabparties.co.uk',
    },
    traps: ['eventVenue', 'copyrightYear'],
    decoys: {
      phones: ['01582 763 221'],
      years: [2025],
    },
  },
  // A dog daycare and boarding farm on Elementor, under an accessibility toolbar, a mega-menu, app badges, a review widget, a newsletter pop-up and a Cookiebot dialog with its vendors' addresses; decoys are the booking app's support line and mailbox, the partner vet, the company number, the accountant's registered office, Usercentrics' address and a licence year.
  {
    domain: 'hollowbrookdogs.co.uk',
    name: 'Hollowbrook Dog Daycare',
    language: 'en',
    kind: 'boilerplate',
    category: 'animals-and-pets',
    subcategory: 'pet-services',
    contacts: {
      phone: '01926 852 440',
      email: 'woof@hollowbrookdogs.co.uk',
      street: 'Hollowbrook Farm, Rouncil Lane',
      address: 'Hollowbrook Farm, Rouncil Lane, Kenilworth CV8 1NN',
      founded: 2015,
      facebook: 'https://www.facebook.com/hollowbrookdogs',
    },
    traps: [
      'bookingPlatform',
      'onCallPartner',
      'registrationNumber',
      'taxAdviser',
      'cookieVendor',
      'licenceYear',
      'standardYear',
    ],
    decoys: {
      phones: ['0330 058 2210', '01926 511 880', '09611427'],
      emails: ['help@petlodgego.com'],
      addresses: [
        '14 Warwick Road, Leamington Spa CV32 5DA',
        'Havnegade 39, 1058 Copenhagen K, Denmark',
      ],
      years: [2023, 2018],
    },
  },
  // A Canadian theatre company on Divi, with a mega-menu, a language picker, press logos, sponsors, a newsletter block and pop-up and a charity footer; decoys are the ticketing platform's customer-care line, the charity number, a renovation year and the copyright year.
  {
    domain: 'corriganplayhouse.ca',
    name: 'Corrigan Playhouse',
    language: 'en',
    kind: 'boilerplate',
    category: 'events-and-entertainment',
    subcategory: 'theater-and-opera',
    contacts: {
      phone: '705-748-2210',
      email: 'boxoffice@corriganplayhouse.ca',
      street: '311 Aylmer Street North',
      address: '311 Aylmer Street North, Peterborough, ON K9J 3K4',
      founded: 1978,
      facebook: 'https://www.facebook.com/CorriganPlayhouse',
    },
    traps: ['ticketOffice', 'registrationNumber', 'timeline', 'copyrightYear'],
    decoys: {
      phones: ['1-855-640-3311', '84521 7730'],
      years: [2009, 2025],
    },
  },
  // An Australian wedding planner shipped as a Vike (vite-plugin-ssr) shell: every word in the `vike_pageContext` JSON; decoys are two venues' phones, the florist's mailbox, the ABN and two award years.
  {
    domain: 'kilmartinweddings.com.au',
    name: 'Kilmartin Weddings',
    language: 'en',
    kind: 'jsShell',
    category: 'events-and-entertainment',
    subcategory: 'wedding-and-party',
    contacts: {
      phone: '0412 886 509',
      email: 'hello@kilmartinweddings.com.au',
      street: 'Shop 3, 44 Bong Bong Street',
      address: 'Shop 3, 44 Bong Bong Street, Bowral NSW 2576',
      founded: 2012,
      facebook: 'https://www.facebook.com/kilmartinweddings',
    },
    traps: ['eventVenue', 'eventSupplier', 'registrationNumber', 'awardYear'],
    decoys: {
      phones: ['02 4877 1390', '02 4861 7722', '53 614 882 097'],
      emails: ['orders@petalandthornbowral.com.au'],
      years: [2023, 2024],
    },
  },
  // A private tertiary college in New Zealand, Gutenberg blocks with microdata; decoys are StudyLink's freephone, the independent student lodge's bookings line and the year of a provider rating.
  {
    domain: 'wakatipucollege.ac.nz',
    name: 'Wakatipu Mountain College',
    language: 'en',
    kind: 'plain',
    category: 'education-and-training',
    subcategory: 'colleges-and-universities',
    contacts: {
      phone: '03 441 2290',
      email: 'enrol@wakatipucollege.ac.nz',
      street: '16 Gorge Road',
      address: '16 Gorge Road, Queenstown 9300',
      founded: 1996,
    },
    traps: ['publicOffice', 'landlord', 'certificationYear'],
    decoys: {
      phones: ['0800 889 900', '03 442 7815'],
      years: [2017],
    },
  },
  // An Apache directory listing ("Index of /") where the homepage should be: folders, a backup archive and a verification file, nothing about a business.
  {
    domain: 'pendleburyandsons.co.uk',
    name: 'Pendlebury and Sons',
    language: 'en',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
  },
  // A farrier in Bavaria on Webflow whose page is all forge, steel and anvils (a business named "Schmiede"); the horse shoeing shows in a card; decoys are the horse clinic and the horseshoe wholesaler, the grandfather's forge year and the master's exam year.
  {
    domain: 'hufschmied-brandlhuber.de',
    name: 'Schmiede Brandlhuber',
    language: 'de',
    kind: 'misleading',
    category: 'animals-and-pets',
    subcategory: 'horses-and-riding',
    contacts: {
      phone: '0171 4428 396',
      email: 'info@hufschmied-brandlhuber.de',
      street: 'Moosweg 7',
      address: 'Moosweg 7, 83646 Bad Tölz',
      founded: 2008,
      facebook: 'https://www.facebook.com/schmiede.brandlhuber',
    },
    traps: ['onCallPartner', 'supplierContact', 'familyHistoryYear', 'licenceYear'],
    decoys: {
      phones: ['08041 5050-0', '08041 79 33 10'],
      years: [1952, 2006],
    },
  },
  // A medical courier on Odoo whose page is pre-analytics (tubes, serum, PCR swabs, pathology); its own trade is in one paragraph; decoys are a client laboratory's sample desk, a tracking number, the external data-protection officer's mailbox and a certification year.
  {
    domain: 'laborkurier-wiesbeck.de',
    name: 'Wiesbeck Medizinlogistik',
    language: 'de',
    kind: 'misleading',
    category: 'business-services',
    subcategory: 'shipping-and-logistics',
    contacts: {
      phone: '0941 788 512-0',
      email: 'disposition@laborkurier-wiesbeck.de',
      street: 'Im Gewerbepark C 25',
      address: 'Im Gewerbepark C 25, 93059 Regensburg',
      founded: 2003,
    },
    traps: ['clientReference', 'orderNumber', 'externalDpo', 'certificationYear'],
    decoys: {
      phones: ['0941 630 44-100', '2025-448120'],
      emails: ['datenschutz@dsb-ostbayern.de'],
      years: [2019],
    },
  },
  // A mill and bread museum on Gutenberg with a JSON-LD @graph (Museum, Event, the Bakery opposite): the page is rye, sourdough and stone ovens; decoys are the bakery's phone and address, the tourist office, and the mill's building and closing years.
  {
    domain: 'brotmuseum-ebersdorf.de',
    name: 'Mühlen- und Brotmuseum Ebersdorf',
    language: 'de',
    kind: 'misleading',
    category: 'events-and-entertainment',
    subcategory: 'museums-and-exhibits',
    contacts: {
      phone: '04765 92 14 80',
      email: 'info@brotmuseum-ebersdorf.de',
      street: 'Mühlenstraße 12',
      address: 'Mühlenstraße 12, 27432 Ebersdorf',
      founded: 1987,
    },
    traps: ['recommendedPartner', 'publicOffice', 'timeline'],
    decoys: {
      phones: ['04765 3 27', '04761 98 37 22'],
      addresses: ['Mühlenstraße 9'],
      years: [1764, 1961],
    },
  },
  // An Austrian day spa on a Duda builder, under a language picker, a mega-menu, a trust badge, a newsletter field, a long Impressum and a Usercentrics banner with its processors; decoys are the voucher platform's line and mailbox, the consent vendor's and the authority's addresses, an IBAN, a renovation and an award year.
  {
    domain: 'badehaus-poellau.at',
    name: 'Badehaus Pöllau',
    language: 'de',
    kind: 'boilerplate',
    category: 'beauty-and-well-being',
    subcategory: 'wellness-and-spa',
    contacts: {
      phone: '+43 3335 21 90',
      email: 'entspannung@badehaus-poellau.at',
      street: 'Schlossplatz 3',
      address: 'Schlossplatz 3, 8225 Pöllau',
      founded: 2010,
      facebook: 'https://www.facebook.com/badehaus.poellau',
    },
    traps: [
      'bookingPlatform',
      'cookieVendor',
      'supervisoryAuthority',
      'bankDetails',
      'timeline',
      'awardYear',
    ],
    decoys: {
      phones: ['+43 1 2530 884', '2081 5000 4218 3310'],
      emails: ['privacy@voucherio.at'],
      addresses: [
        'Sendlinger Str. 7, 80331 München',
        'Rochusplatz 2, 8230 Hartberg',
        'Mariahilfer Straße 47/2/19, 1060 Wien',
      ],
      years: [2021, 2024],
    },
  },
  // A German injection-moulding company as a Remix shell: its words only in `window.__remixContext` loader data; decoys are the fax, the Polish sister plant's address and phone, the VAT number and two certification years.
  {
    domain: 'habermehl-kunststoff.de',
    name: 'Habermehl Kunststofftechnik',
    language: 'de',
    kind: 'jsShell',
    category: 'construction-and-manufacturing',
    subcategory: 'chemicals-and-plastic',
    contacts: {
      phone: '+49 6152 9381-0',
      email: 'vertrieb@habermehl-kunststoff.de',
      street: 'Rudolf-Diesel-Straße 14',
      address: 'Rudolf-Diesel-Straße 14, 64521 Groß-Gerau',
      founded: 1974,
      linkedin: 'https://www.linkedin.com/company/habermehl-kunststofftechnik',
    },
    traps: ['faxNumber', 'sisterCompany', 'registrationNumber', 'certificationYear'],
    decoys: {
      phones: ['+49 6152 9381-99', '+48 74 852 11 40', '811 402 733'],
      addresses: ['ul. Przemysłowa 8, 58-100 Świdnica'],
      years: [1997, 2018],
    },
  },
  // A Swiss hosting panel's default page ("Domain-Standardseite") where the site should be; decoys are the hosting company's support line and mailbox.
  {
    domain: 'zimmerli-treuhand.ch',
    name: 'Zimmerli Treuhand',
    language: 'de',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['webProvider'],
    decoys: {
      phones: ['+41 44 552 18 70'],
      emails: ['support@limmatnet.ch'],
    },
  },
  // A blog-shop on WordPress and WooCommerce: three posts about beekeeping (transhumance, swarms, hornets), while it sells only beeswax cosmetics; decoys are the beekeepers' union, the SIRET, an order number and the grandfather's first hives.
  {
    domain: 'ruchers-mirmande.fr',
    name: 'Les Ruchers de Mirmande',
    language: 'fr',
    kind: 'misleading',
    category: 'beauty-and-well-being',
    subcategory: 'cosmetics-and-makeup',
    contacts: {
      phone: '04 75 63 18 42',
      email: 'bonjour@ruchers-mirmande.fr',
      street: 'Chemin des Gourdes',
      address: 'Chemin des Gourdes, 26270 Mirmande',
      founded: 2017,
      facebook: 'https://www.facebook.com/ruchersdemirmande',
    },
    traps: ['professionalBody', 'registrationNumber', 'orderNumber', 'familyHistoryYear'],
    decoys: {
      phones: ['04 75 82 44 10', '832 114 507 00018', '20251187'],
      years: [1978],
    },
  },
  // A Belgian firm selling and repairing bakery ovens, on Framer: the page is dough, crust and croissants; decoys are the oven maker's warranty line, the Sunday emergency partner, the company number and the grandfather's bakery and dealership years.
  {
    domain: 'fours-delvaux.be',
    name: 'Delvaux & Fils',
    language: 'fr',
    kind: 'misleading',
    category: 'construction-and-manufacturing',
    subcategory: 'factory-equipment',
    contacts: {
      phone: '081 73 44 92',
      email: 'atelier@fours-delvaux.be',
      street: "Rue de l'Industrie 18",
      address: "Rue de l'Industrie 18, 5002 Saint-Servais",
      founded: 1968,
    },
    traps: [
      'manufacturerHotline',
      'outOfHoursService',
      'registrationNumber',
      'familyHistoryYear',
      'certificationYear',
    ],
    decoys: {
      phones: ['+39 0445 576 210', '04 341 22 90', '0412.883.561'],
      years: [1931, 1995],
    },
  },
  // A French executive-search firm under a language switch, a three-column mega-menu, a job-board widget, press and quality logos, a long mentions légales and a OneTrust preference centre with its vendors; decoys are the form's placeholders, the public employment service's number, the RCS number, the host's, the CNIL's and the mediator's addresses, the DPO mailbox and a certification year.
  {
    domain: 'lestrade-recrutement.fr',
    name: 'Lestrade Recrutement',
    language: 'fr',
    kind: 'boilerplate',
    category: 'business-services',
    subcategory: 'hr-and-recruiting',
    contacts: {
      phone: '04 78 62 91 30',
      email: 'contact@lestrade-recrutement.fr',
      street: '27 quai Saint-Antoine',
      address: '27 quai Saint-Antoine, 69002 Lyon',
      founded: 2006,
      linkedin: 'https://www.linkedin.com/company/lestrade-recrutement/',
    },
    traps: [
      'exampleValue',
      'publicOffice',
      'registryCourt',
      'webProvider',
      'supervisoryAuthority',
      'consumerArbitration',
      'certificationYear',
    ],
    decoys: {
      phones: ['06 12 34 56 78', '3949', '488 214 903'],
      emails: ['prenom.nom@exemple.fr'],
      addresses: [
        '2 rue Kellermann, 59100 Roubaix',
        '3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07',
        '49 rue de Ponthieu, 75008 Paris',
      ],
      years: [2021],
    },
  },
  // A private music and theatre school in Niort shipped as a React Router 7 shell: every word in the turbo-stream chunk passed to `streamController.enqueue`; decoys are the town hall that sells the end-of-year show's seats and the year of a conservatoire label.
  {
    domain: 'atelier-cadenza-niort.fr',
    name: 'Atelier Cadenza',
    language: 'fr',
    kind: 'jsShell',
    category: 'education-and-training',
    subcategory: 'music-and-theater-classes',
    contacts: {
      phone: '05 49 24 61 07',
      email: 'accueil@atelier-cadenza-niort.fr',
      street: '8 rue Ricard',
      address: '8 rue Ricard, 79000 Niort',
      founded: 2009,
      facebook: 'https://www.facebook.com/ateliercadenzaniort',
    },
    traps: ['ticketOffice', 'certificationYear'],
    decoys: {
      phones: ['05 49 33 20 11'],
      years: [2020],
    },
  },
  // A wildlife park in the Jura on GoDaddy's website builder; decoys are the independent inn by the car park and the year two wolf cubs were born.
  {
    domain: 'parc-combenoire.fr',
    name: 'Parc animalier de la Combe Noire',
    language: 'fr',
    kind: 'plain',
    category: 'animals-and-pets',
    subcategory: 'animal-parks-and-zoo',
    contacts: {
      phone: '03 84 60 17 35',
      email: 'accueil@parc-combenoire.fr',
      street: 'Route de la Combe Noire',
      address: 'Route de la Combe Noire, 39150 Saint-Laurent-en-Grandvaux',
      founded: 1992,
      facebook: 'https://www.facebook.com/parccombenoire',
    },
    traps: ['tenantContact', 'timeline'],
    decoys: {
      phones: ['03 84 60 22 18'],
      years: [2025],
    },
  },
  // A French host's "site temporairement suspendu" page where a roofer's site should be; decoys are the host's customer-service line and mailbox.
  {
    domain: 'lemoigne-couverture.fr',
    name: 'Le Moigne Couverture',
    language: 'fr',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['webProvider'],
    decoys: {
      phones: ['02 96 58 41 70'],
      emails: ['support@hebergement-armor.fr'],
    },
  },
  // A Bilbao architecture and engineering office for hospitals on Webflow: the page is triage, operating theatres and infection control; decoys are a client clinic's appointment line, the project's completion year and an award year.
  {
    domain: 'olabarria-arquitectura.es',
    name: 'Olabarria Arquitectura Sanitaria',
    language: 'es',
    kind: 'misleading',
    category: 'construction-and-manufacturing',
    subcategory: 'architects-and-engineers',
    contacts: {
      phone: '944 23 71 58',
      email: 'estudio@olabarria-arquitectura.es',
      street: 'Alameda de Recalde 36, 4º',
      address: 'Alameda de Recalde 36, 4º, 48009 Bilbao',
      founded: 1999,
      linkedin: 'https://www.linkedin.com/company/olabarria-arquitectura-sanitaria',
    },
    traps: ['clientReference', 'timeline', 'awardYear'],
    decoys: {
      phones: ['944 79 88 00'],
      years: [2023, 2021],
    },
  },
  // A Mexican booking software for salons as a Vue shell whose Pinia store ships in `JSON.parse('…')`: the words are balayage, keratin and nails; decoys are a quoted salon's WhatsApp, the demo widget's placeholders and an award year.
  {
    domain: 'agendazavala.com.mx',
    name: 'Agenda Zavala',
    language: 'es',
    kind: 'jsShell',
    category: 'electronics-and-technology',
    subcategory: 'internet-and-software',
    contacts: {
      phone: '55 4162 8830',
      email: 'ventas@agendazavala.com.mx',
      street: 'Av. Insurgentes Sur 1602, piso 9',
      address: 'Av. Insurgentes Sur 1602, piso 9, Col. Crédito Constructor, 03940 Ciudad de México',
      founded: 2018,
      facebook: 'https://www.facebook.com/agendazavala',
      linkedin: 'https://www.linkedin.com/company/agenda-zavala',
    },
    traps: ['testimonialSignature', 'exampleValue', 'awardYear'],
    decoys: {
      phones: ['33 3615 2240', '55 1234 5678'],
      emails: ['tucorreo@ejemplo.com'],
      years: [2022],
    },
  },
  // A Valencia hairdresser as a Next.js App Router page that bails out to client rendering: every word in `self.__next_f.push` flight rows; decoys are the booking app's customer-care line, a renovation year and an award year.
  {
    domain: 'peluqueriaferrandiz.es',
    name: 'Ferrándiz Perruquers',
    language: 'es',
    kind: 'jsShell',
    category: 'beauty-and-well-being',
    subcategory: 'hair-care-and-styling',
    contacts: {
      phone: '963 41 27 90',
      email: 'cita@peluqueriaferrandiz.es',
      street: 'Carrer de Sueca 47',
      address: 'Carrer de Sueca 47, 46006 València',
      founded: 1994,
      facebook: 'https://www.facebook.com/peluqueriaferrandiz',
    },
    traps: ['bookingPlatform', 'timeline', 'awardYear'],
    decoys: {
      phones: ['911 23 45 67'],
      years: [2022, 2023],
    },
  },
  // A Spanish private-subsidised school on Drupal, under an accessibility bar, a language switcher, a five-column mega-menu, news, funding logos, an aviso legal and an EU Cookie Compliance banner; decoys are the education authority's admissions line, the canteen caterer, the fax, the centre code, the parents' association's and the data authority's contacts, the bilingual-programme year and the fifty-year jubilee without a year.
  {
    domain: 'colegiolosalmendros-tomelloso.es',
    name: 'Colegio Los Almendros',
    language: 'es',
    kind: 'boilerplate',
    category: 'education-and-training',
    subcategory: 'school-and-high-school',
    contacts: {
      phone: '926 51 33 60',
      email: 'secretaria@colegiolosalmendros-tomelloso.es',
      street: 'Calle Doña Crisanta 21',
      address: 'Calle Doña Crisanta 21, 13700 Tomelloso (Ciudad Real)',
      founded: 1971,
      facebook: 'https://www.facebook.com/colegiolosalmendrostomelloso',
    },
    traps: [
      'publicOffice',
      'supplierContact',
      'faxNumber',
      'registrationNumber',
      'supervisoryAuthority',
      'certificationYear',
      'standardYear',
    ],
    decoys: {
      phones: ['925 24 74 00', '926 51 04 22', '926 51 33 61', '13004421'],
      emails: ['ampa.losalmendros@gmail.com'],
      addresses: ['C/ Jorge Juan 6, 28001 Madrid'],
      years: [2012, 2002, 2016],
    },
  },
  // An Argentine import-export company's plain Gutenberg page with Organization microdata; decoys are the port terminal's truck-slot line, the CUIT and an award year.
  {
    domain: 'iturraspetrading.com.ar',
    name: 'Iturraspe Trading',
    language: 'es',
    kind: 'plain',
    category: 'business-services',
    subcategory: 'import-and-export',
    contacts: {
      phone: '(0341) 447-2819',
      email: 'comex@iturraspetrading.com.ar',
      street: 'Bv. Oroño 1245, piso 3',
      address: 'Bv. Oroño 1245, piso 3, S2000 Rosario, Santa Fe',
      founded: 2001,
      linkedin: 'https://www.linkedin.com/company/iturraspe-trading',
    },
    traps: ['supplierContact', 'registrationNumber', 'awardYear'],
    decoys: {
      phones: ['0341 425-8870', '30-71045882-6'],
      years: [2019],
    },
  },
  // A fresh WordPress install's Spanish setup screen ("Antes de empezar") where the homepage should be: database fields, nothing about a business.
  {
    domain: 'talleresbenavent.es',
    name: 'Talleres Benavent',
    language: 'es',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
  },
  // A Frisian farm-animal vet practice on Elementor whose page is milk yields, rations, mastitis and calf rearing; decoys are the diagnostic lab's sample desk, the dairy co-operative, the KvK number and the year of a quality recognition.
  {
    domain: 'dapdewalden.nl',
    name: 'Dierenartsenpraktijk De Wâlden',
    language: 'nl',
    kind: 'misleading',
    category: 'animals-and-pets',
    subcategory: 'animal-health',
    contacts: {
      phone: '0511 45 21 90',
      email: 'info@dapdewalden.nl',
      street: 'Haadwei 14',
      address: 'Haadwei 14, 9231 ES Surhuisterveen',
      founded: 1986,
      facebook: 'https://www.facebook.com/dapdewalden',
    },
    traps: ['researchPartner', 'partnerNetwork', 'registrationNumber', 'certificationYear'],
    decoys: {
      phones: ['0512 58 40 10', '0511 42 60 00', '01083427'],
      years: [2019],
    },
  },
  // A Ghent tattoo and piercing studio called "De Slagerij" in a former butcher's shop, on Squarespace: the page is carcasses, minced meat and sausages; decoys are the old butcher's new shop, its opening and closing years and the company number.
  {
    domain: 'deslagerij-gent.be',
    name: 'De Slagerij',
    language: 'nl',
    kind: 'misleading',
    category: 'beauty-and-well-being',
    subcategory: 'tattoos-and-piercings',
    contacts: {
      phone: '09 233 71 48',
      email: 'inkt@deslagerij-gent.be',
      street: 'Sleepstraat 61',
      address: 'Sleepstraat 61, 9000 Gent',
      founded: 2016,
      facebook: 'https://www.facebook.com/deslagerij.gent',
    },
    traps: ['namesakeBusiness', 'previousBusinessYear', 'registrationNumber'],
    decoys: {
      phones: ['09 225 18 30', '0651.827.304'],
      years: [1932, 2011],
    },
  },
  // A Dutch training school for driving instructors on Bootstrap whose page is right of way, roundabouts and driving exams; decoys are the sister driving school for learners, the exam desk, the KvK number and the year of the law.
  {
    domain: 'hoekstra-rijinstructeur.nl',
    name: 'Hoekstra Instructeursopleidingen',
    language: 'nl',
    kind: 'misleading',
    category: 'education-and-training',
    subcategory: 'vocational-training',
    contacts: {
      phone: '050 314 86 20',
      email: 'opleiding@hoekstra-rijinstructeur.nl',
      street: 'Osloweg 110',
      address: 'Osloweg 110, 9723 BX Groningen',
      founded: 2005,
      linkedin: 'https://www.linkedin.com/company/hoekstra-instructeursopleidingen',
    },
    traps: ['sisterCompany', 'publicOffice', 'registrationNumber', 'standardYear'],
    decoys: {
      phones: ['050 314 86 00', '0900 202 19 88', '02087765'],
      years: [2009],
    },
  },
  // A Zwolle print shop and design studio as a SvelteKit shell: its words only in the devalue data handed to `kit.start`; decoys are the bookbinder's phone, the KvK number, an order number and a certification year.
  {
    domain: 'vandalfsen-grafisch.nl',
    name: 'Grafisch Atelier Van Dalfsen',
    language: 'nl',
    kind: 'jsShell',
    category: 'business-services',
    subcategory: 'print-and-graphic-design',
    contacts: {
      phone: '038 421 55 07',
      email: 'drukwerk@vandalfsen-grafisch.nl',
      street: 'Dokterspad 9',
      address: 'Dokterspad 9, 8011 PH Zwolle',
      founded: 1958,
      linkedin: 'https://www.linkedin.com/company/grafisch-atelier-van-dalfsen',
    },
    traps: ['supplierContact', 'registrationNumber', 'orderNumber', 'certificationYear'],
    decoys: {
      phones: ['038 331 20 44', '05012874', '240118'],
      years: [2010],
    },
  },
  // A Dutch builders' merchant on WooCommerce and Flatsome, under a top bar, a product mega-menu, product tiles, a review widget, a newsletter, a colofon and a Complianz banner with its processors; decoys are the haulier's planning line, the KvK number, the IBAN, the payment provider's address, a quoted customer and the showroom's opening year.
  {
    domain: 'oosterhofbouwstoffen.nl',
    name: 'Oosterhof Bouwstoffen',
    language: 'nl',
    kind: 'boilerplate',
    category: 'construction-and-manufacturing',
    subcategory: 'building-materials',
    contacts: {
      phone: '0522 25 18 70',
      email: 'verkoop@oosterhofbouwstoffen.nl',
      street: 'Industrieweg 31',
      address: 'Industrieweg 31, 7944 HS Meppel',
      founded: 1923,
    },
    traps: [
      'supplierContact',
      'registrationNumber',
      'bankDetails',
      'cookieVendor',
      'exampleValue',
      'timeline',
    ],
    decoys: {
      phones: ['0528 27 10 40', '04021366', '0315 2744 18'],
      emails: ['naam@bedrijf.nl'],
      addresses: ['Keizersgracht 126, 1015 CW Amsterdam'],
      years: [2019],
    },
  },
  // An Amersfoort gaming café on a hand-written page; decoys are the sandwich bar next door that delivers, the KvK number and a prize year.
  {
    domain: 'gamecafe-lindeboom.nl',
    name: 'Gamecafé De Lindeboom',
    language: 'nl',
    kind: 'plain',
    category: 'events-and-entertainment',
    subcategory: 'gaming',
    contacts: {
      phone: '033 785 12 64',
      email: 'hallo@gamecafe-lindeboom.nl',
      street: 'Langestraat 88',
      address: 'Langestraat 88, 3811 AJ Amersfoort',
      founded: 2019,
      facebook: 'https://www.facebook.com/gamecafelindeboom',
    },
    traps: ['recommendedPartner', 'registrationNumber', 'awardYear'],
    decoys: {
      phones: ['033 461 09 77', '74120398'],
      years: [2023],
    },
  },
  // A barista school in Turin on Elementor with a Yoast JSON-LD @graph (EducationalOrganization, Course and the roaster as LocalBusiness): the page is extraction, grind and milk foam; decoys are the roaster's phone and address, the machine maker's freephone, the VAT number and a certification year.
  {
    domain: 'scuolacaffebertolazzi.it',
    name: 'Scuola di Caffetteria Bertolazzi',
    language: 'it',
    kind: 'misleading',
    category: 'education-and-training',
    subcategory: 'courses-and-classes',
    contacts: {
      phone: '011 562 83 40',
      email: 'corsi@scuolacaffebertolazzi.it',
      street: 'Via Nizza 148',
      address: 'Via Nizza 148, 10126 Torino',
      founded: 2012,
      facebook: 'https://www.facebook.com/scuolacaffebertolazzi',
    },
    traps: ['supplierContact', 'manufacturerHotline', 'registrationNumber', 'certificationYear'],
    decoys: {
      phones: ['011 994 21 08', '800 912 446', '10988420015'],
      addresses: ['Strada del Drosso 77'],
      years: [2015],
    },
  },
  // A Bergamo sound and video installer for churches on Gutenberg whose page is Mass, homily, choir and organ; decoys are the client parish, the diocesan heritage office, the VAT number, the basilica's consecration year and the Jubilee year.
  {
    domain: 'brambillaaudiochiese.it',
    name: 'Brambilla Audio Chiese',
    language: 'it',
    kind: 'misleading',
    category: 'electronics-and-technology',
    subcategory: 'audio-and-visual',
    contacts: {
      phone: '035 24 18 66',
      email: 'info@brambillaaudiochiese.it',
      street: 'Via Borgo Palazzo 201',
      address: 'Via Borgo Palazzo 201, 24125 Bergamo',
      founded: 1983,
    },
    traps: [
      'clientReference',
      'publicOffice',
      'registrationNumber',
      'timeline',
      'localAnniversary',
    ],
    decoys: {
      phones: ['035 23 72 74', '035 27 83 11', '01844120168'],
      years: [1492, 2025],
    },
  },
  // An Italian dog breeder (Bernese and Golden Retrievers) as a Nuxt 3 shell: every word in the `__NUXT_DATA__` devalue array; decoys are the genetics lab, the kennel club, a microchip number and the litter's birth year.
  {
    domain: 'allevamentomontebaldo.it',
    name: 'Allevamento del Monte Baldo',
    language: 'it',
    kind: 'jsShell',
    category: 'animals-and-pets',
    subcategory: 'cats-and-dogs',
    contacts: {
      phone: '347 882 1564',
      email: 'info@allevamentomontebaldo.it',
      street: 'Località Prada Alta 12',
      address: 'Località Prada Alta 12, 37010 San Zeno di Montagna (VR)',
      founded: 2004,
      facebook: 'https://www.facebook.com/allevamentomontebaldo',
    },
    traps: ['researchPartner', 'professionalBody', 'exampleValue', 'timeline'],
    decoys: {
      phones: ['0521 90 32 11', '02 700 203 40', '380260101234567'],
      years: [2025],
    },
  },
  // A beauty salon in Lucca on Divi, with a top bar, a treatments mega-menu, a language switch, a booking blurb, a testimonial, a newsletter, note legali and an Iubenda banner; decoys are the booking app's support line, the newsletter example mailbox, the VAT number, Iubenda's and the web agency's addresses, a renovation year and an award year (its own WhatsApp is no decoy).
  {
    domain: 'esteticalorenzini.it',
    name: 'Centro Estetico Lorenzini',
    language: 'it',
    kind: 'boilerplate',
    category: 'beauty-and-well-being',
    subcategory: 'salons-and-clinics',
    contacts: {
      phone: '0583 49 12 76',
      email: 'info@esteticalorenzini.it',
      street: 'Via Fillungo 87',
      address: 'Via Fillungo 87, 55100 Lucca',
      founded: 1998,
      facebook: 'https://www.facebook.com/esteticalorenzinilucca',
    },
    traps: [
      'bookingPlatform',
      'exampleValue',
      'registrationNumber',
      'cookieVendor',
      'webProvider',
      'timeline',
      'awardYear',
    ],
    decoys: {
      phones: ['02 8295 4410', '01988470467'],
      emails: ['nome@esempio.it'],
      addresses: ['Via San Raffaele 1, 20121 Milano', 'Via Romana 410, 55100 Lucca'],
      years: [2020, 2024],
    },
  },
  // A coworking and serviced-office space in Cremona on Webflow; decoys are the café downstairs, the VAT number and the year of a regional grant.
  {
    domain: 'spaziotorrazzo.it',
    name: 'Spazio Torrazzo',
    language: 'it',
    kind: 'plain',
    category: 'business-services',
    subcategory: 'office-space-and-supplies',
    contacts: {
      phone: '0372 41 09 55',
      email: 'ciao@spaziotorrazzo.it',
      street: 'Corso Campi 34',
      address: 'Corso Campi 34, 26100 Cremona',
      founded: 2017,
      linkedin: 'https://www.linkedin.com/company/spazio-torrazzo',
      facebook: 'https://www.facebook.com/spaziotorrazzo',
    },
    traps: ['tenantContact', 'registrationNumber', 'funder'],
    decoys: {
      phones: ['0372 45 88 20', '01714360192'],
      years: [2021],
    },
  },
  // A Roundcube webmail login in Italian served where a Ticino firm's homepage should be: a username and a password field, nothing about a business.
  {
    domain: 'studioferrari-lugano.ch',
    name: 'Studio Ferrari',
    language: 'it',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
  },
  // A Portuguese wholesaler to bakeries whose page is sourdough, crusty rolls and custard tarts; decoys are the flour mill's bulk-order line and founding year, the NIF and an award year.
  {
    domain: 'armazensfigueiredo.pt',
    name: 'Armazéns Figueiredo',
    language: 'pt',
    kind: 'misleading',
    category: 'business-services',
    subcategory: 'wholesale',
    contacts: {
      phone: '244 831 220',
      email: 'encomendas@armazensfigueiredo.pt',
      street: 'Zona Industrial da Cova das Faias, Rua C, Lote 14',
      address: 'Zona Industrial da Cova das Faias, Rua C, Lote 14, 2415-017 Leiria',
      founded: 1961,
      facebook: 'https://www.facebook.com/armazensfigueiredo',
    },
    traps: ['supplierContact', 'resoldBrand', 'registrationNumber', 'awardYear'],
    decoys: {
      phones: ['244 720 310', '501 228 734'],
      years: [1897, 2022],
    },
  },
  // A German and English language school in Blumenau on a hand-written page; decoys are the exam centre in Curitiba, the CNPJ and the year of the town's beer festival.
  {
    domain: 'idiomasweissheimer.com.br',
    name: 'Weissheimer Idiomas',
    language: 'pt',
    kind: 'plain',
    category: 'education-and-training',
    subcategory: 'language-learning',
    contacts: {
      phone: '(47) 3326-1840',
      email: 'contato@idiomasweissheimer.com.br',
      street: 'Rua XV de Novembro, 1188, sala 402',
      address: 'Rua XV de Novembro, 1188, sala 402 - Centro, Blumenau - SC, 89010-003',
      founded: 1997,
      facebook: 'https://www.facebook.com/weissheimeridiomas',
    },
    traps: ['publicOffice', 'registrationNumber', 'localAnniversary'],
    decoys: {
      phones: ['(41) 3015-7720', '01.862.447/0001-35'],
      years: [2025],
    },
  },
  // A Brazilian phone and laptop repair shop as an Angular 18 static shell: the words only in the HTTP transfer cache of the `ng-state` JSON; decoys are a sample service-order number, the manufacturer's freephone, the CNPJ and the consumer office's address.
  {
    domain: 'zanellatec.com.br',
    name: 'Zanella Tec',
    language: 'pt',
    kind: 'jsShell',
    category: 'electronics-and-technology',
    subcategory: 'repair-and-services',
    contacts: {
      phone: '(54) 3028-4417',
      email: 'atendimento@zanellatec.com.br',
      street: 'Rua Sinimbu, 2140',
      address: 'Rua Sinimbu, 2140 - Centro, Caxias do Sul - RS, 95020-002',
      founded: 2011,
      facebook: 'https://www.facebook.com/zanellatec',
    },
    traps: ['orderNumber', 'manufacturerHotline', 'registrationNumber', 'consumerArbitration'],
    decoys: {
      phones: ['2025-11873', '0800 771 2049', '14.220.915/0001-08'],
      addresses: ['Rua Dr. Montaury, 1800'],
    },
  },
  // A Braga computer and phone shop on Shopify's Dawn theme, with an announcement bar, three mega-menus, a language picker, product cards, a newsletter, a long legal footer and Shopify's cookie banner; decoys are the carrier's tracking line, the manufacturer's support line, the NIPC, the arbitration centre's address and a laptop's model year.
  {
    domain: 'informaticasarmento.pt',
    name: 'Informática Sarmento',
    language: 'pt',
    kind: 'boilerplate',
    category: 'electronics-and-technology',
    subcategory: 'computers-and-phones',
    contacts: {
      phone: '253 614 920',
      email: 'loja@informaticasarmento.pt',
      street: 'Avenida da Liberdade 512',
      address: 'Avenida da Liberdade 512, 4710-249 Braga',
      founded: 2003,
      facebook: 'https://www.facebook.com/informaticasarmento',
    },
    traps: [
      'serviceHotline',
      'manufacturerHotline',
      'registrationNumber',
      'consumerArbitration',
      'modelYear',
    ],
    decoys: {
      phones: ['707 200 418', '808 201 377', '506 488 210'],
      addresses: ['Rua das Oliveiras 44, 4700-435 Braga'],
      years: [2024],
    },
  },
  // A yoga and meditation studio in Florianópolis on Framer; decoys are the retreat inn's booking line and the year of a teacher-training accreditation.
  {
    domain: 'casabittencourtyoga.com.br',
    name: 'Casa Bittencourt Yoga',
    language: 'pt',
    kind: 'plain',
    category: 'beauty-and-well-being',
    subcategory: 'yoga-and-meditation',
    contacts: {
      phone: '(48) 3209-5512',
      email: 'ola@casabittencourtyoga.com.br',
      street: 'Rua Lauro Linhares, 897',
      address: 'Rua Lauro Linhares, 897 - Trindade, Florianópolis - SC, 88036-001',
      founded: 2014,
      facebook: 'https://www.facebook.com/casabittencourtyoga',
    },
    traps: ['eventVenue', 'certificationYear'],
    decoys: {
      phones: ['(49) 3278-4410'],
      years: [2018],
    },
  },
  // A Brazilian tool shop on Nuvemshop, with an announcement bar, a mega-menu, product tiles, trust seals, app badges, a WhatsApp button, a newsletter, a legal footer and an LGPD banner; decoys are the manufacturer's SAC line, the newsletter placeholder, the CNPJ and state registration, a seal year and the law's year.
  {
    domain: 'hoffmeisterferramentas.com.br',
    name: 'Hoffmeister Ferramentas',
    language: 'pt',
    kind: 'boilerplate',
    category: 'construction-and-manufacturing',
    subcategory: 'tools-and-equipment',
    contacts: {
      phone: '(47) 3422-7810',
      email: 'vendas@hoffmeisterferramentas.com.br',
      street: 'Rua Blumenau, 2310',
      address: 'Rua Blumenau, 2310 - América, Joinville - SC, 89204-250',
      founded: 1979,
      facebook: 'https://www.facebook.com/hoffmeisterferramentas',
    },
    traps: [
      'manufacturerHotline',
      'exampleValue',
      'registrationNumber',
      'certificationYear',
      'standardYear',
    ],
    decoys: {
      phones: ['0800 704 5446', '83.119.447/0001-62', '251.044.782'],
      emails: ['seuemail@exemplo.com.br'],
      years: [2023, 2018],
    },
  },
];
