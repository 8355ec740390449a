import type { HandWrittenLabel } from '../handWrittenLabel.ts';

/**
 * Author B's share of devset39: 39 homepages of small and mid-sized businesses in Animals & Pets,
 * Beauty & Well-being, Business Services, Construction & Manufacturing, Education & Training,
 * Electronics & Technology and Events & Entertainment (no subcategory twice), and five pages that
 * say nothing (a parked domain for sale with ad links, a hosting company's default page, a "coming
 * soon" countdown, a Nextcloud login wall and a cookie wall with nothing behind it). Twelve are
 * plain, ten misleading (the words belong to another trade than the one the company sells: a dog
 * grooming van written as a car garage, a yoga studio written as a bank, a hospitality recruiter
 * written as a tasting menu, a print shop written as a bakery, a cork factory talking wine, a
 * hairdressing school reading like a salon, salon software in hairdressing words, a nightclub
 * written as a chemist's, a cacao museum reading like a recipe, a wedding planner written as an
 * airline), nine JS shells (Next.js pages and app router, Nuxt 2 and 3, SvelteKit, Remix, Gatsby,
 * Astro islands, Angular transfer state: the words live only in the app's payload) and eight
 * buried in boilerplate (consent walls, mega menus, newsletters, legal footers, chat widgets).
 * Each page is written as the real site would be (WordPress with Astra, Divi, Elementor, Kadence,
 * GeneratePress, Neve or Hello, Wix, Squarespace, Shopify, Webflow, TYPO3, Joomla, Jimdo,
 * hand-made pages, or one of the frameworks above), in its country's way of writing phones and
 * addresses (Australia, New Zealand, Ireland, the UK and the US, Germany, Austria, Switzerland,
 * France, Belgium, Luxembourg, Québec, Spain, Mexico, Argentina, Chile, Colombia, the Netherlands,
 * Italy, Portugal and Brazil), with two to four decoys among the values a reader most easily takes
 * wrongly, no trap kind used more than three times. Twenty-six business pages state a founding
 * year in varied phrasings; thirteen state none while other years abound.
 *
 * Labelling rules:
 * - The category is what the company itself sells today, as a careful reader would file it,
 *   whatever most of the page talks about (a grooming van named like a garage is a pet service,
 *   salon-booking software is software, a yoga studio in a former bank sells yoga, a recruiter
 *   writing menus sells recruitment, a cork factory talking wine manufactures stoppers, a school
 *   for hairdressers sells vocational training, a club called a dispensary is nightlife).
 * - `contacts` holds only the company's own current facts for the place customers use: the phone
 *   to call first today as the page writes it (the visible text; in a JS shell, the payload's
 *   value), the general mailbox, the street line (`street`, verbatim on the page) and the whole
 *   address (`address`, as the page writes it) customers visit now, the founding or first opening
 *   year (a takeover, rename or move keeps the original year when the page states it), and the
 *   LinkedIn and Facebook hrefs. A field the page does not state is left out.
 * - `decoys` lists what must never be taken, each verbatim on the page (phones exactly as
 *   written, addresses as a contiguous substring, years as numbers appearing on the page): other
 *   parties' phones, mailboxes, addresses and links (on-call services, helplines, pharmacies on
 *   duty, suppliers, makers' hotlines and distributors, landlords, associations and chambers,
 *   registry courts and ministries, funders, partners, clients in case studies and testimonials,
 *   caterers, venues and box offices, insurers, web agencies, hosting, parking, newsletter and
 *   consent companies, external DPOs), the company's own former address and other branch, and
 *   years that are not the founding (buildings, former businesses on the premises, licences,
 *   certifications, memberships, awards, standards and laws, price lists, model years and
 *   vintages, the owner's career and the family's history, a client's founding, sponsorships,
 *   press mentions, copyright lines). `traps` names their kinds; a page has traps exactly when it
 *   has decoys.
 * - The company's own secondary lines and mailboxes (WhatsApp, mobile, jobs, support) are neither
 *   truth nor decoy.
 * - Say-nothing pages are `uncategorised` and carry no contacts; the hosting, parking, agency and
 *   consent companies' numbers, mailboxes, addresses and links on them are decoys.
 */
export const DEVSET39_LABELS_B: readonly HandWrittenLabel[] = [
  // ---- Animals & Pets ----
  // Independent small-animal vet in Toowoomba (en-AU, WordPress GeneratePress): "Established in 1994 by Dr Helen Marsh"; the after-hours emergency centre's phone and address, and the 2016 surgical wing.
  {
    domain: 'ridgeview-vet-b.com.au',
    name: 'Ridgeview Veterinary Clinic',
    language: 'en',
    kind: 'plain',
    category: 'animals-and-pets',
    subcategory: 'animal-health',
    contacts: {
      phone: '(07) 4632 5518',
      email: 'reception@ridgeview-vet-b.com.au',
      street: '214 Herries Street',
      address: '214 Herries Street, Toowoomba QLD 4350',
      founded: 1994,
      facebook: 'https://www.facebook.com/ridgeviewvettoowoomba',
    },
    traps: ['outOfHoursService', 'onCallPartner', 'buildingYear'],
    decoys: {
      phones: ['(07) 4639 2200'],
      addresses: ['Unit 3, 17 Anzac Avenue, Harristown QLD 4350'],
      years: [2016],
    },
  },
  // Riding school and livery yard near Celle (de-DE, WordPress Kadence): "Seit 1987 unterrichtet Familie Berger"; the farrier's mobile, the equine clinic's on-call line, the 2009 indoor arena and FN membership since 1992.
  {
    domain: 'reitschule-lindenhof-b.de',
    name: 'Reit- und Pensionsstall Lindenhof',
    language: 'de',
    kind: 'plain',
    category: 'animals-and-pets',
    subcategory: 'horses-and-riding',
    contacts: {
      phone: '05141 / 88 23 40',
      email: 'info@reitschule-lindenhof-b.de',
      street: 'Am Lindenhof 3',
      address: 'Am Lindenhof 3, 29227 Celle',
      founded: 1987,
      facebook: 'https://www.facebook.com/lindenhof.celle',
    },
    traps: ['recommendedPartner', 'outOfHoursService', 'buildingYear', 'membershipYear'],
    decoys: {
      phones: ['0171 4429018', '05141 97721-0'],
      years: [2009, 1992],
    },
  },
  // Small Labrador breeder in North Brabant (nl-NL, Jimdo): no founding year; the breed club's secretariat mailbox, a 2019 show win and club membership since 2003.
  {
    domain: 'kennel-brabantsevennen-b.nl',
    name: 'Kennel De Brabantse Vennen',
    language: 'nl',
    kind: 'plain',
    category: 'animals-and-pets',
    subcategory: 'cats-and-dogs',
    contacts: {
      phone: '06-41 87 23 90',
      email: 'info@kennel-brabantsevennen-b.nl',
      street: 'Heidebloemweg 12',
      address: 'Heidebloemweg 12, 5091 TD Oost West en Middelbeers',
      facebook: 'https://www.facebook.com/kennelbrabantsevennen',
    },
    traps: ['professionalBody', 'awardYear', 'membershipYear'],
    decoys: {
      emails: ['secretariaat@labradorvereniging-nl.nl'],
      years: [2019, 2003],
    },
  },
  // Mobile dog-grooming van near Éghezée written as a car garage (fr-BE, Wix): "Depuis 2012"; a real car garage's phone and address, and the van's 2019 model year.
  {
    domain: 'garage-du-toutou-b.be',
    name: 'Le Garage du Toutou',
    language: 'fr',
    kind: 'misleading',
    category: 'animals-and-pets',
    subcategory: 'pet-services',
    contacts: {
      phone: '0475 12 34 56',
      email: 'contact@garage-du-toutou-b.be',
      founded: 2012,
      facebook: 'https://www.facebook.com/garagedutoutou',
    },
    traps: ['namesakeBusiness', 'modelYear'],
    decoys: {
      phones: ['081 81 22 40'],
      addresses: ['Chaussée de Louvain 412, 5310 Éghezée'],
      years: [2019],
    },
  },
  // Family pet shop in Galway (en-IE, Shopify Dawn) buried in a mega menu, newsletter and cookie banner: no founding year; a food maker's careline, a Facebook share link and the copyright year.
  {
    domain: 'corribpets-b.ie',
    name: 'Corrib Pet Supplies',
    language: 'en',
    kind: 'boilerplate',
    category: 'animals-and-pets',
    subcategory: 'pet-stores',
    contacts: {
      phone: '091 563 218',
      email: 'hello@corribpets-b.ie',
      street: 'Unit 4 Liosban Retail Park',
      address: 'Unit 4 Liosban Retail Park, Tuam Road, Galway H91 X2Y7',
      facebook: 'https://www.facebook.com/corribpetsgalway',
    },
    traps: ['manufacturerHotline', 'shareLinks', 'copyrightYear'],
    decoys: {
      phones: ['1800 924 410'],
      links: ['https://www.facebook.com/sharer/sharer.php?u=https://corribpets-b.ie/'],
      years: [2025],
    },
  },
  // ---- Beauty & Well-being ----
  // Vegan makeup maker in Auckland (en-NZ, Astro islands: the words live in the island's props): no founding year; a department store stockist's address, a 2021 vegan certification and a 2023 award.
  {
    domain: 'kowhai-cosmetics-b.co.nz',
    name: 'Kōwhai Skin & Colour',
    language: 'en',
    kind: 'jsShell',
    category: 'beauty-and-well-being',
    subcategory: 'cosmetics-and-makeup',
    contacts: {
      phone: '09 378 2214',
      email: 'kiaora@kowhai-cosmetics-b.co.nz',
      street: '38 Ponsonby Road',
      address: '38 Ponsonby Road, Grey Lynn, Auckland 1011',
      facebook: 'https://www.facebook.com/kowhaiskinandcolour',
    },
    traps: ['stockist', 'certificationYear', 'awardYear'],
    decoys: {
      addresses: ['253 Queen Street, Auckland Central 1010'],
      years: [2021, 2023],
    },
  },
  // Hair salon in Lyon (fr-FR, WordPress Divi): "a ouvert son propre salon rue de Brest en 2008"; the owner's start in 1999, the Planity booking link and the car park's phone.
  {
    domain: 'atelier-coiffure-margaux-b.fr',
    name: "L'Atelier Coiffure Margaux",
    language: 'fr',
    kind: 'plain',
    category: 'beauty-and-well-being',
    subcategory: 'hair-care-and-styling',
    contacts: {
      phone: '04 78 42 19 63',
      email: 'bonjour@atelier-coiffure-margaux-b.fr',
      street: '27 rue de Brest',
      address: '27 rue de Brest, 69002 Lyon',
      founded: 2008,
      facebook: 'https://www.facebook.com/ateliercoiffuremargaux',
    },
    traps: ['experienceYears', 'bookingPlatform', 'directions'],
    decoys: {
      phones: ['04 72 41 65 65'],
      links: ['https://www.planity.com/atelier-coiffure-margaux-69002-lyon'],
      years: [1999],
    },
  },
  // Beauty institute in Bern's old town (de-CH, Squarespace): "Gegründet 2005 von Claudia Meier"; the partner dermatology practice's phone and address, and the owner's 1998 diploma.
  {
    domain: 'kosmetik-aurelia-b.ch',
    name: 'Kosmetikinstitut Aurelia',
    language: 'de',
    kind: 'plain',
    category: 'beauty-and-well-being',
    subcategory: 'salons-and-clinics',
    contacts: {
      phone: '031 352 18 40',
      email: 'termine@kosmetik-aurelia-b.ch',
      street: 'Kramgasse 48',
      address: 'Kramgasse 48, 3011 Bern',
      founded: 2005,
    },
    traps: ['partnerNetwork', 'licenceYear'],
    decoys: {
      phones: ['031 311 42 42'],
      addresses: ['Spitalgasse 9, 3011 Bern'],
      years: [1998],
    },
  },
  // Tattoo and piercing studio in Porto (pt-PT, Gatsby: the words live in the page-data script): no founding year; the 2024 convention, its venue's address and a guest artist's Facebook page.
  {
    domain: 'tinta-ribeira-b.pt',
    name: 'Tinta da Ribeira',
    language: 'pt',
    kind: 'jsShell',
    category: 'beauty-and-well-being',
    subcategory: 'tattoos-and-piercings',
    contacts: {
      phone: '+351 22 208 4471',
      email: 'ola@tinta-ribeira-b.pt',
      street: 'Rua de Cedofeita 212',
      address: 'Rua de Cedofeita 212, 4050-174 Porto',
      facebook: 'https://www.facebook.com/tintadaribeira',
    },
    traps: ['tradeFair', 'eventVenue', 'personalProfile'],
    decoys: {
      addresses: ['Alfândega do Porto, Rua Nova da Alfândega, 4050-430 Porto'],
      links: ['https://www.facebook.com/martainkwell.tattoo'],
      years: [2024],
    },
  },
  // Day spa in Annecy (fr-FR, Wix) buried in a consent wall, a newsletter block and a chat widget: "Créé en 2011"; the consent vendor's link, the newsletter service's mailbox and the 2018 label.
  {
    domain: 'spa-osource-b.fr',
    name: 'Spa Ô Source',
    language: 'fr',
    kind: 'boilerplate',
    category: 'beauty-and-well-being',
    subcategory: 'wellness-and-spa',
    contacts: {
      phone: '04 50 27 63 18',
      email: 'contact@spa-osource-b.fr',
      street: "12 avenue d'Albigny",
      address: "12 avenue d'Albigny, 74000 Annecy",
      founded: 2011,
      facebook: 'https://www.facebook.com/spaosourceannecy',
    },
    traps: ['cookieVendor', 'newsletterService', 'certificationYear'],
    decoys: {
      emails: ['lettre@news-brevo-envoi.fr'],
      links: ['https://www.axeptio.eu/fr/home'],
      years: [2018],
    },
  },
  // Yoga and meditation studio in Bologna written as a bank (it-IT, WordPress Astra): "Dal 2014"; the bank hall's 1926 opening and a real bank branch's address.
  {
    domain: 'bancadelrespiro-b.it',
    name: 'La Banca del Respiro',
    language: 'it',
    kind: 'misleading',
    category: 'beauty-and-well-being',
    subcategory: 'yoga-and-meditation',
    contacts: {
      phone: '051 644 2190',
      email: 'ciao@bancadelrespiro-b.it',
      street: 'Via San Vitale 38',
      address: 'Via San Vitale 38, 40125 Bologna',
      founded: 2014,
      facebook: 'https://www.facebook.com/bancadelrespiro',
    },
    traps: ['previousBusinessYear', 'namesakeBusiness'],
    decoys: {
      addresses: ['Strada Maggiore 31, 40125 Bologna'],
      years: [1926],
    },
  },
  // ---- Business Services ----
  // Administrative back office for small firms in Curitiba (pt-BR, WordPress Elementor): "Desde 1996"; the building management's phone, the partner accountant's mailbox and the 2018 data-protection law.
  {
    domain: 'backoffice-araucaria-b.com.br',
    name: 'Araucária Serviços Administrativos',
    language: 'pt',
    kind: 'plain',
    category: 'business-services',
    subcategory: 'administration-and-services',
    contacts: {
      phone: '(41) 3224-5780',
      email: 'atendimento@backoffice-araucaria-b.com.br',
      street: 'Rua Marechal Deodoro, 630',
      address: 'Rua Marechal Deodoro, 630, Conj. 1402 – Centro, Curitiba – PR, 80010-010',
      founded: 1996,
      linkedin: 'https://www.linkedin.com/company/araucaria-servicos-administrativos',
      facebook: 'https://www.facebook.com/araucariabackoffice',
    },
    traps: ['landlord', 'taxAdviser', 'standardYear'],
    decoys: {
      phones: ['(41) 3232-1190'],
      emails: ['contato@contabilpinheiro-pr.com.br'],
      years: [2018],
    },
  },
  // Hospitality recruitment agency in Milan written as a tasting menu (it-IT, WordPress GeneratePress): "Fondata nel 2010"; a client restaurant's address, the 2011 authorisation and a 2023 trade fair.
  {
    domain: 'brigata-cucina-b.it',
    name: 'Brigata',
    language: 'it',
    kind: 'misleading',
    category: 'business-services',
    subcategory: 'hr-and-recruiting',
    contacts: {
      phone: '02 8945 3312',
      email: 'info@brigata-cucina-b.it',
      street: 'Via Tortona 27',
      address: 'Via Tortona 27, 20144 Milano',
      founded: 2010,
      linkedin: 'https://www.linkedin.com/company/brigata-hospitality-staffing',
    },
    traps: ['testimonialSignature', 'licenceYear', 'tradeFair'],
    decoys: {
      addresses: ['Alzaia Naviglio Grande 62, Milano'],
      years: [2011, 2023],
    },
  },
  // Dried-fruit exporter in Santiago (es-CL, Angular transfer state: the words live in ng-state): no founding year; the recommended customs agent's phone, ProChile's link and the 2025 price list.
  {
    domain: 'andestrade-export-b.cl',
    name: 'Andes Trade Export',
    language: 'es',
    kind: 'jsShell',
    category: 'business-services',
    subcategory: 'import-and-export',
    contacts: {
      phone: '+56 2 2946 7710',
      email: 'comercial@andestrade-export-b.cl',
      street: 'Av. Apoquindo 4501, oficina 1203',
      address: 'Av. Apoquindo 4501, oficina 1203, Las Condes, Santiago',
      linkedin: 'https://www.linkedin.com/company/andes-trade-export',
    },
    traps: ['recommendedPartner', 'publicOffice', 'priceListYear'],
    decoys: {
      phones: ['+56 32 225 8840'],
      links: ['https://www.prochile.gob.cl/exportadores'],
      years: [2025],
    },
  },
  // Letterpress and riso print shop in Leipzig written as a bakery (de-DE, hand-made): "Seit 2003 backen wir"; the paper wholesaler's hotline, the former bakery's 1911 and the bakery next door.
  {
    domain: 'druckerei-backstube-b.de',
    name: 'Die Backstube',
    language: 'de',
    kind: 'misleading',
    category: 'business-services',
    subcategory: 'print-and-graphic-design',
    contacts: {
      phone: '0341 / 962 57 30',
      email: 'hallo@druckerei-backstube-b.de',
      street: 'Karl-Heine-Straße 61',
      address: 'Karl-Heine-Straße 61, 04229 Leipzig',
      founded: 2003,
      facebook: 'https://www.facebook.com/backstube.druckerei',
    },
    traps: ['supplierContact', 'previousBusinessYear', 'directions'],
    decoys: {
      phones: ['040 658 92-0'],
      addresses: ['Karl-Heine-Straße 59'],
      years: [1911],
    },
  },
  // Growth-marketing studio in Melbourne (en-AU, Next.js pages: the words live in __NEXT_DATA__): no founding year; a client's 1998 founding, the Google Partners profile link and a job-board link.
  {
    domain: 'tallpoppy-marketing-b.com.au',
    name: 'Tall Poppy Marketing',
    language: 'en',
    kind: 'jsShell',
    category: 'business-services',
    subcategory: 'sales-and-marketing',
    contacts: {
      phone: '(03) 9417 6620',
      email: 'hello@tallpoppy-marketing-b.com.au',
      street: 'Level 2, 120 Smith Street',
      address: 'Level 2, 120 Smith Street, Collingwood VIC 3066',
      linkedin: 'https://www.linkedin.com/company/tall-poppy-marketing',
    },
    traps: ['clientReference', 'partnerLinks', 'recruiter'],
    decoys: {
      links: [
        'https://www.google.com/partners/agency?id=4417208331',
        'https://www.seek.com.au/job/78120493',
      ],
      years: [1998],
    },
  },
  // Cargo-bike courier in Utrecht (nl-NL, SvelteKit: the words live in the hydration data): no founding year; the carrier's customer-service number, a map embed of another hub and a 2024 sponsorship.
  {
    domain: 'fietskoerier-domstad-b.nl',
    name: 'Domstad Fietskoeriers',
    language: 'nl',
    kind: 'jsShell',
    category: 'business-services',
    subcategory: 'shipping-and-logistics',
    contacts: {
      phone: '030 - 231 44 87',
      email: 'rit@fietskoerier-domstad-b.nl',
      street: 'Vlampijpstraat 78',
      address: 'Vlampijpstraat 78, 3534 AR Utrecht',
      linkedin: 'https://www.linkedin.com/company/domstad-fietskoeriers',
      facebook: 'https://www.facebook.com/domstadfietskoeriers',
    },
    traps: ['serviceHotline', 'mapEmbed', 'sponsor'],
    decoys: {
      phones: ['088 055 2000'],
      links: [
        'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d2451.3!2d5.0714!3d52.1103!4f13.1!3m3!1m2!1s0x47c66f4339d32d37%3A0xd6c8fc4b9c6a7e2b!2sDe%20Meern%20Hub!5e0',
      ],
      years: [2024],
    },
  },
  // Coworking space in Lisbon (pt-PT, WordPress Kadence) buried in a Cookiebot wall, mega menu, newsletter and legal footer: no founding year; the 1758 building, the Coworker.com listing and the external DPO's mailbox.
  {
    domain: 'cowork-alfama-b.pt',
    name: 'Cowork Alfama',
    language: 'pt',
    kind: 'boilerplate',
    category: 'business-services',
    subcategory: 'office-space-and-supplies',
    contacts: {
      phone: '218 874 420',
      email: 'ola@cowork-alfama-b.pt',
      street: 'Rua dos Remédios 54',
      address: 'Rua dos Remédios 54, 1100-443 Lisboa',
      linkedin: 'https://www.linkedin.com/company/cowork-alfama',
    },
    traps: ['buildingYear', 'bookingPlatform', 'externalDpo'],
    decoys: {
      emails: ['dpo@privacidade-consultores.pt'],
      links: ['https://www.coworker.com/portugal/lisbon/cowork-alfama'],
      years: [1758],
    },
  },
  // ---- Construction & Manufacturing ----
  // Structural engineers in Winterthur (de-CH, Next.js app router: the words live in self.__next_f flight data): "1972 von Hans Brändli … gegründet"; the SIA 261:2020 standard, a client school's 1908 and the sister firm's phone.
  {
    domain: 'ingenieure-toessfeld-b.ch',
    name: 'Tössfeld Ingenieure AG',
    language: 'de',
    kind: 'jsShell',
    category: 'construction-and-manufacturing',
    subcategory: 'architects-and-engineers',
    contacts: {
      phone: '+41 52 213 47 90',
      email: 'info@ingenieure-toessfeld-b.ch',
      street: 'Zürcherstrasse 112',
      address: 'Zürcherstrasse 112, 8406 Winterthur',
      founded: 1972,
      linkedin: 'https://www.linkedin.com/company/toessfeld-ingenieure',
    },
    traps: ['standardYear', 'clientReference', 'sisterCompany'],
    decoys: {
      phones: ['+41 52 720 18 33'],
      years: [2020, 1908],
    },
  },
  // Builders' merchant in Valencia (es-ES, WordPress Astra + WooCommerce) buried in a Complianz consent banner, a mega menu and a footer: "desde 1968"; the cement maker's technical line, the web studio's mailbox and the site's 2021 relaunch.
  {
    domain: 'materiales-turia-b.es',
    name: 'Materiales Turia',
    language: 'es',
    kind: 'boilerplate',
    category: 'construction-and-manufacturing',
    subcategory: 'building-materials',
    contacts: {
      phone: '963 74 21 55',
      email: 'tienda@materiales-turia-b.es',
      street: 'Avda. del Cid, 91',
      address: 'Avda. del Cid, 91, 46018 València',
      founded: 1968,
      facebook: 'https://www.facebook.com/materialesturia',
    },
    traps: ['manufacturerHotline', 'webProvider', 'websiteYear'],
    decoys: {
      phones: ['900 102 330'],
      emails: ['hola@pixelhuerta-estudio.es'],
      years: [2021],
    },
  },
  // Injection moulder in Enschede (nl-NL, WordPress GeneratePress): "opgericht in 1983"; the former address left in 2007 and the sister toolmaker's phone.
  {
    domain: 'kunststoffen-twente-b.nl',
    name: 'Twentse Kunststofverwerking B.V.',
    language: 'nl',
    kind: 'plain',
    category: 'construction-and-manufacturing',
    subcategory: 'chemicals-and-plastic',
    contacts: {
      phone: '053 - 428 61 90',
      email: 'info@kunststoffen-twente-b.nl',
      street: 'Institutenweg 24',
      address: 'Institutenweg 24, 7521 PK Enschede',
      founded: 1983,
      linkedin: 'https://www.linkedin.com/company/twentse-kunststofverwerking',
    },
    traps: ['previousAddress', 'timeline', 'sisterCompany'],
    decoys: {
      phones: ['053 - 572 40 18'],
      addresses: ['Oldenzaalsestraat 301 in Enschede'],
      years: [2007],
    },
  },
  // Master builder in Linz (de-AT, TYPO3) buried in a cookie modal and an Impressum footer: "seit 1954"; the 1961 licence, the registry court's address and the chamber's link.
  {
    domain: 'baumeister-hofer-b.at',
    name: 'Hofer Bau GmbH',
    language: 'de',
    kind: 'boilerplate',
    category: 'construction-and-manufacturing',
    subcategory: 'construction-services',
    contacts: {
      phone: '0732 / 77 14 20',
      email: 'office@baumeister-hofer-b.at',
      street: 'Wiener Straße 212',
      address: 'Wiener Straße 212, 4030 Linz',
      founded: 1954,
      facebook: 'https://www.facebook.com/hoferbau.linz',
    },
    traps: ['licenceYear', 'registryCourt', 'professionalBody'],
    decoys: {
      addresses: ['Fadingerstraße 2, 4020 Linz'],
      links: ['https://www.wko.at/ooe/gewerbe-handwerk/bau'],
      years: [1961],
    },
  },
  // Landscape gardener in Lavaux (fr-CH, Joomla Cassiopeia): "Entreprise fondée en 1992"; membership since 1995, the 2019 festival and the plant nursery's phone.
  {
    domain: 'paysages-lavaux-b.ch',
    name: 'Rochat Paysages',
    language: 'fr',
    kind: 'plain',
    category: 'construction-and-manufacturing',
    subcategory: 'garden-and-landscaping',
    contacts: {
      phone: '021 791 33 08',
      email: 'info@paysages-lavaux-b.ch',
      street: 'Route de la Corniche 14',
      address: 'Route de la Corniche 14, 1096 Cully',
      founded: 1992,
      facebook: 'https://www.facebook.com/rochatpaysages',
    },
    traps: ['membershipYear', 'localAnniversary', 'supplierContact'],
    decoys: {
      phones: ['022 776 14 50'],
      years: [1995, 2019],
    },
  },
  // Cork-stopper factory in Lourosa written as a wine merchant (pt-PT, WordPress Divi): "Fundada em 1946 pelo avô"; a client winery's address, the 2011 vintage and the trade association's mailbox.
  {
    domain: 'rolhas-feira-b.pt',
    name: 'Rolhas da Feira',
    language: 'pt',
    kind: 'misleading',
    category: 'construction-and-manufacturing',
    subcategory: 'manufacturing',
    contacts: {
      phone: '256 372 810',
      email: 'geral@rolhas-feira-b.pt',
      street: 'Rua da Corticeira, 455',
      address: 'Rua da Corticeira, 455, 4535-173 Lourosa, Santa Maria da Feira',
      founded: 1946,
      linkedin: 'https://www.linkedin.com/company/rolhas-da-feira',
    },
    traps: ['clientReference', 'modelYear', 'professionalBody'],
    decoys: {
      emails: ['secretariado@corticeira-associacao.pt'],
      addresses: ['Estrada Nacional 222, 5085-034 Pinhão'],
      years: [2011],
    },
  },
  // Tool and equipment rental in Columbus, Ohio (en-US, WordPress Astra): "Family owned since 1976"; the 2025 rate card, the saw maker's service line and the Westerville branch's address and phone.
  {
    domain: 'buckeye-tool-rental-b.com',
    name: 'Buckeye Tool Rental',
    language: 'en',
    kind: 'plain',
    category: 'construction-and-manufacturing',
    subcategory: 'tools-and-equipment',
    contacts: {
      phone: '(614) 272-8830',
      email: 'rentals@buckeye-tool-rental-b.com',
      street: '2150 W Broad St',
      address: '2150 W Broad St, Columbus, OH 43204',
      founded: 1976,
      facebook: 'https://www.facebook.com/buckeyetoolrental',
    },
    traps: ['priceListYear', 'manufacturerHotline', 'branchElsewhere'],
    decoys: {
      phones: ['1-800-288-5040', '(614) 891-2207'],
      addresses: ['451 S State St, Westerville, OH 43081'],
      years: [2025],
    },
  },
  // ---- Education & Training ----
  // Photography course studio in Medellín (es-CO, Squarespace): no founding year; the 1976 camera model, the exhibition venue's address and the compensation fund's subsidy link.
  {
    domain: 'taller-foto-laureles-b.co',
    name: 'Taller de Fotografía Laureles',
    language: 'es',
    kind: 'plain',
    category: 'education-and-training',
    subcategory: 'courses-and-classes',
    contacts: {
      phone: '+57 604 411 2938',
      email: 'hola@taller-foto-laureles-b.co',
      street: 'Carrera 76 # 33A-12',
      address: 'Carrera 76 # 33A-12, Laureles, Medellín',
      facebook: 'https://www.facebook.com/tallerfotolaureles',
    },
    traps: ['modelYear', 'eventVenue', 'funder'],
    decoys: {
      addresses: ['Calle 47D # 78-14, Medellín'],
      links: ['https://www.comfama.com/educacion/cursos/'],
      years: [1976],
    },
  },
  // Language school in Québec City (fr-CA, Nuxt 2: the words live in window.__NUXT__): "fondée en 1999"; accreditation since 2012, the government funding line and the form's example mailbox.
  {
    domain: 'ecole-langues-limoilou-b.ca',
    name: 'École de langues Limoilou',
    language: 'fr',
    kind: 'jsShell',
    category: 'education-and-training',
    subcategory: 'language-learning',
    contacts: {
      phone: '418 529-6640',
      email: 'info@ecole-langues-limoilou-b.ca',
      street: '815, 3e Avenue',
      address: '815, 3e Avenue, Québec (Québec) G1L 2W6',
      founded: 1999,
      facebook: 'https://www.facebook.com/ecolelangueslimoilou',
    },
    traps: ['certificationYear', 'funder', 'formPlaceholder'],
    decoys: {
      phones: ['1 877 512-8830'],
      emails: ['prenom.nom@exemple.ca'],
      years: [2012],
    },
  },
  // Drama and musical-theatre school in Bristol (en-GB, Webflow): "founded in 2006 by actor Clare Penhaligon"; her 1994 graduation, the show venue's address and its box office.
  {
    domain: 'stagelight-drama-b.co.uk',
    name: 'Stagelight Drama School',
    language: 'en',
    kind: 'plain',
    category: 'education-and-training',
    subcategory: 'music-and-theater-classes',
    contacts: {
      phone: '0117 924 3381',
      email: 'office@stagelight-drama-b.co.uk',
      street: '14 Gloucester Road',
      address: '14 Gloucester Road, Bishopston, Bristol BS7 8AE',
      founded: 2006,
      facebook: 'https://www.facebook.com/stagelightdramabristol',
    },
    traps: ['personalProfile', 'eventVenue', 'ticketOffice'],
    decoys: {
      phones: ['0117 902 0344'],
      addresses: ['40 Redland Road, Bristol BS6 6QA'],
      years: [1994],
    },
  },
  // Hairdressing vocational school in São Paulo written as a salon (pt-BR, Wix): "Fundada em 2001"; the 2012 law, a 2019 press mention and the partner salon's address.
  {
    domain: 'academia-tesoura-b.com.br',
    name: 'Academia Tesoura de Ouro',
    language: 'pt',
    kind: 'misleading',
    category: 'education-and-training',
    subcategory: 'vocational-training',
    contacts: {
      phone: '(11) 3051-7724',
      email: 'contato@academia-tesoura-b.com.br',
      street: 'Rua Augusta, 2340',
      address: 'Rua Augusta, 2340 – Jardins, São Paulo – SP, 01412-100',
      founded: 2001,
      facebook: 'https://www.facebook.com/academiatesouradeouro',
    },
    traps: ['standardYear', 'newsMention', 'sisterCompany'],
    decoys: {
      addresses: ['Alameda Lorena, 1820 – Jardins'],
      years: [2012, 2019],
    },
  },
  // Tutoring centre in Luxembourg-Kirchberg (fr-LU, WordPress Elementor) buried in a cookie bar, mega menu, legal footer and chat bubble: "Depuis 2009"; the ministry's address, the external DPO's mailbox and the consent vendor's link.
  {
    domain: 'cours-appui-kirchberg-b.lu',
    name: "Cours d'Appui Kirchberg",
    language: 'fr',
    kind: 'boilerplate',
    category: 'education-and-training',
    subcategory: 'education-services',
    contacts: {
      phone: '+352 26 43 18 72',
      email: 'info@cours-appui-kirchberg-b.lu',
      street: '8, rue Jean Engling',
      address: '8, rue Jean Engling, L-1466 Luxembourg',
      founded: 2009,
      facebook: 'https://www.facebook.com/coursappuikirchberg',
    },
    traps: ['publicOffice', 'externalDpo', 'cookieVendor'],
    decoys: {
      addresses: ['29, rue Aldringen, L-1118 Luxembourg'],
      emails: ['dpo@gdpr-partners.lu'],
      links: ['https://www.cookieyes.com/fr/'],
    },
  },
  // ---- Electronics & Technology ----
  // Appliance and TV shop in Kortrijk (nl-BE, Shopify Impulse) buried in a CookieFirst banner, mega menu, newsletter and footer: no founding year; the consent vendor's link, the newsletter sender's mailbox and a 2022 shopkeepers' prize.
  {
    domain: 'elektro-vandamme-b.be',
    name: 'Elektro Vandamme',
    language: 'nl',
    kind: 'boilerplate',
    category: 'electronics-and-technology',
    subcategory: 'appliances-and-electronics',
    contacts: {
      phone: '056 21 44 90',
      email: 'winkel@elektro-vandamme-b.be',
      street: 'Doorniksesteenweg 118',
      address: 'Doorniksesteenweg 118, 8500 Kortrijk',
      facebook: 'https://www.facebook.com/elektrovandamme',
    },
    traps: ['cookieVendor', 'newsletterService', 'awardYear'],
    decoys: {
      emails: ['nieuws@mailer-vandamme-mc.com'],
      links: ['https://www.cookiefirst.com/nl/'],
      years: [2022],
    },
  },
  // Event audio, lighting and video rental in Turin (it-IT, Remix in SPA mode: the words live in window.__remixContext): "Dal 1989"; the loudspeaker brand's distributor, a 2023 trade fair and the staging partner's mailbox.
  {
    domain: 'service-audio-dora-b.it',
    name: 'Dora Audio Service',
    language: 'it',
    kind: 'jsShell',
    category: 'electronics-and-technology',
    subcategory: 'audio-and-visual',
    contacts: {
      phone: '011 436 5821',
      email: 'info@service-audio-dora-b.it',
      street: 'Corso Vercelli 155',
      address: 'Corso Vercelli 155, 10155 Torino',
      founded: 1989,
      linkedin: 'https://www.linkedin.com/company/dora-audio-service',
      facebook: 'https://www.facebook.com/doraaudioservice',
    },
    traps: ['resoldBrand', 'tradeFair', 'recommendedPartner'],
    decoys: {
      phones: ['02 3659 8120'],
      emails: ['preventivi@palcotecnica-to.it'],
      years: [2023],
    },
  },
  // Salon-management software in Madrid written entirely in hairdressing words (es-ES, Webflow): no founding year; the demo screenshot's example phone, a client salon's address in a testimonial and the 2025 price list.
  {
    domain: 'tijeracloud-b.es',
    name: 'Tijera Cloud',
    language: 'es',
    kind: 'misleading',
    category: 'electronics-and-technology',
    subcategory: 'internet-and-software',
    contacts: {
      phone: '910 47 38 21',
      email: 'hola@tijeracloud-b.es',
      street: 'Calle de Orense 34',
      address: 'Calle de Orense 34, 28020 Madrid',
      linkedin: 'https://www.linkedin.com/company/tijera-cloud',
    },
    traps: ['exampleValue', 'testimonialSignature', 'priceListYear'],
    decoys: {
      phones: ['600 123 456'],
      addresses: ['Calle Mayor 12, Alcalá de Henares'],
      years: [2025],
    },
  },
  // Phone and computer repair shop in Naples (it-IT, Jimdo): "Il laboratorio è aperto nel 2007"; the owner's start in 1995, the former address and the maker's support line.
  {
    domain: 'riparazioni-vomero-b.it',
    name: 'Vomero Fix',
    language: 'it',
    kind: 'plain',
    category: 'electronics-and-technology',
    subcategory: 'repair-and-services',
    contacts: {
      phone: '081 578 2290',
      email: 'laboratorio@riparazioni-vomero-b.it',
      street: 'Via Scarlatti 118',
      address: 'Via Scarlatti 118, 80127 Napoli',
      founded: 2007,
      facebook: 'https://www.facebook.com/vomerofix',
    },
    traps: ['experienceYears', 'previousAddress', 'serviceHotline'],
    decoys: {
      phones: ['800 915 904'],
      addresses: ['Via Cilea 60'],
      years: [1995],
    },
  },
  // ---- Events & Entertainment ----
  // Children's party entertainers in Rome (it-IT, WordPress Elementor) buried in an iubenda banner, mega menu, newsletter, legal footer and WhatsApp bubble: no founding year; the inflatables supplier's phone, the insurer's address and the copyright year.
  {
    domain: 'festa-arcobaleno-b.it',
    name: 'Festa Arcobaleno',
    language: 'it',
    kind: 'boilerplate',
    category: 'events-and-entertainment',
    subcategory: 'childrens-entertainment',
    contacts: {
      phone: '06 8921 4470',
      email: 'info@festa-arcobaleno-b.it',
      street: 'Via Tuscolana 712',
      address: 'Via Tuscolana 712, 00181 Roma',
      facebook: 'https://www.facebook.com/festaarcobalenoroma',
    },
    traps: ['eventSupplier', 'insurerDetails', 'copyrightYear'],
    decoys: {
      phones: ['06 7932 1180'],
      addresses: ['Viale Europa 190, 00144 Roma'],
      years: [2025],
    },
  },
  // Basement nightclub in Manchester written as a chemist's (en-GB, WordPress Kadence): no founding year; the building's chemist's shop from 1892, the pharmacy on duty and the national alcohol helpline.
  {
    domain: 'the-dispensary-club-b.co.uk',
    name: 'The Dispensary',
    language: 'en',
    kind: 'misleading',
    category: 'events-and-entertainment',
    subcategory: 'clubbing-and-nightlife',
    contacts: {
      phone: '0161 832 4419',
      email: 'hello@the-dispensary-club-b.co.uk',
      street: '22 Tib Street',
      address: '22 Tib Street, Manchester M4 1LA',
      facebook: 'https://www.facebook.com/thedispensarymcr',
    },
    traps: ['previousBusinessYear', 'pharmacyOnDuty', 'helpline'],
    decoys: {
      phones: ['0161 236 9012', '0300 123 1110'],
      years: [1892],
    },
  },
  // Event venue and gardens in Pilar (es-AR, Nuxt 3: the words live in __NUXT_DATA__): "Organizamos eventos desde 1998"; the great-grandfather's 1920 house, the exclusive caterer's phone and a recommended planner's mailbox.
  {
    domain: 'quinta-losaromos-b.com.ar',
    name: 'Quinta Los Aromos',
    language: 'es',
    kind: 'jsShell',
    category: 'events-and-entertainment',
    subcategory: 'events-and-venues',
    contacts: {
      phone: '(0230) 442-8150',
      email: 'eventos@quinta-losaromos-b.com.ar',
      street: 'Los Jazmines 1450',
      address: 'Los Jazmines 1450, Pilar, Buenos Aires',
      founded: 1998,
      facebook: 'https://www.facebook.com/quintalosaromospilar',
    },
    traps: ['familyHistoryYear', 'eventSupplier', 'partnerNetwork'],
    decoys: {
      phones: ['(011) 4799-2231'],
      emails: ['clara@ibarraeventos-ar.com'],
      years: [1920],
    },
  },
  // Cacao museum in Oaxaca written as a chocolate recipe (es-MX, WordPress Neve): "inaugurado en 2009"; the cacao timeline's 1528 and 1764, the group booking line and the chocolate shop's address.
  {
    domain: 'museo-cacao-oaxaca-b.mx',
    name: 'Museo del Cacao Oaxaca',
    language: 'es',
    kind: 'misleading',
    category: 'events-and-entertainment',
    subcategory: 'museums-and-exhibits',
    contacts: {
      phone: '951 514 2290',
      email: 'informes@museo-cacao-oaxaca-b.mx',
      street: 'García Vigil 305',
      address: 'García Vigil 305, Centro, 68000 Oaxaca de Juárez, Oax.',
      founded: 2009,
      facebook: 'https://www.facebook.com/museocacaooaxaca',
    },
    traps: ['timeline', 'ticketOffice', 'stockist'],
    decoys: {
      phones: ['800 288 4411'],
      addresses: ['Mina 212, Centro'],
      years: [1528, 1764],
    },
  },
  // Wedding planner in Amsterdam written as an airline (nl-NL, Squarespace): "sinds 2015 in de lucht"; the airport's information line, a couple's address in a testimonial and a 2022 magazine tip.
  {
    domain: 'trouwlijn-b.nl',
    name: 'Trouwlijn',
    language: 'nl',
    kind: 'misleading',
    category: 'events-and-entertainment',
    subcategory: 'wedding-and-party',
    contacts: {
      phone: '020 - 845 19 33',
      email: 'crew@trouwlijn-b.nl',
      street: 'Prinsengracht 487',
      address: 'Prinsengracht 487 · 1016 HP Amsterdam',
      founded: 2015,
      facebook: 'https://www.facebook.com/trouwlijn',
    },
    traps: ['namesakeBusiness', 'testimonialSignature', 'newsMention'],
    decoys: {
      phones: ['0900 0141'],
      addresses: ['Langs de Wal 5, Wijk bij Duurstede'],
      years: [2022],
    },
  },
  // ---- Pages that say nothing ----
  // Parked domain for sale with "related searches" ad links (en): the domain marketplace's phone, mailbox, address and links.
  {
    domain: 'brightharbour-b.com',
    name: 'brightharbour-b.com',
    language: 'en',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['marketplace', 'partnerLinks'],
    decoys: {
      phones: ['+1 (339) 222-5132'],
      emails: ['brokers@domainvault-market.com'],
      addresses: ['1 Financial Center, Suite 1400, Boston, MA 02111'],
      links: ['https://www.domainvault-market.com/buy/brightharbour-b.com'],
    },
  },
  // Hosting company's default page for a freshly registered domain (de): the host's phone, mailbox, address and copyright year.
  {
    domain: 'hausverwaltung-kranz-b.de',
    name: 'hausverwaltung-kranz-b.de',
    language: 'de',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['webProvider', 'copyrightYear'],
    decoys: {
      phones: ['+49 (0)30 588 440-0'],
      emails: ['support@netzwerk-hosting.de'],
      addresses: ['Pappelallee 78 · 10437 Berlin'],
      years: [2024],
    },
  },
  // WordPress "coming soon" countdown (pt-BR, SeedProd): the web agency's phone and mailbox.
  {
    domain: 'studio-aurora-b.com.br',
    name: 'studio-aurora-b.com.br',
    language: 'pt',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['webProvider'],
    decoys: {
      phones: ['(11) 4118-2290'],
      emails: ['contato@agenciapixelmais.com.br'],
    },
  },
  // Nextcloud login wall (nl): the hosting partner's helpdesk phone and mailbox.
  {
    domain: 'portaal-dekroon-b.nl',
    name: 'portaal-dekroon-b.nl',
    language: 'nl',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['serviceHotline'],
    decoys: {
      phones: ['088 - 212 5600'],
      emails: ['helpdesk@cloudhaven-hosting.nl'],
    },
  },
  // A cookie wall with nothing behind it (it): the consent company's address, mailbox and policy link.
  {
    domain: 'gruppo-verdi-b.it',
    name: 'gruppo-verdi-b.it',
    language: 'it',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['agencyEntity', 'externalDpo'],
    decoys: {
      addresses: ['Via Melchiorre Gioia 72, 20125 Milano'],
      emails: ['dpo@consensia-cmp.it'],
      links: ['https://www.consensia-cmp.it/privacy/71840225/cookie-policy'],
    },
  },
];
