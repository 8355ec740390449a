import type { HandWrittenLabel } from '../handWrittenLabel.ts';

/**
 * What a right answer holds for author A's pages of `pages/` (Animals & Pets, Beauty & Well-being,
 * Business Services, Construction & Manufacturing, Education & Training, Electronics & Technology,
 * Events & Entertainment): the label is what the company itself sells, not the trade its page
 * talks about (a recruiter of nurses, a marketing agency for dentists, a label printer whose news
 * feed is about wine, a barber called "The Dentist", a beer spa, a stable builder, a trade-fair
 * organiser), and `contacts` its own phone, email, street, address, founding year and social links
 * as the page gives them; a value the page does not give is left out. `decoys` are other parties'
 * values in everyday site furniture (a cookie banner's or consent vendor's address, a payment
 * provider's or carrier's line, a booking or ticketing platform's mailbox, a parent's imprint, the
 * consumer arbitration body, a site builder's credit, registration numbers that are no phones) and
 * years that are not the founding (a rebrand, new management, a move, a licence, a membership, a
 * product line, an event's edition). A WhatsApp-only or premium-rate line that is the company's
 * only one is its phone; "over 25 years" or "50 jaar" without a year gives no founding year.
 */
export const DEVSET22_LABELS_A: readonly HandWrittenLabel[] = [
  {
    domain: 'pfotenhuesli.ch',
    name: 'Hundekita Pfotenhüsli',
    language: 'de',
    kind: 'misleading',
    category: 'animals-and-pets',
    subcategory: 'pet-services',
    // A dog day-care written as a children's Kita (Eingewöhnung, Znüni, Elternabend). Decoys: the animal hospital's emergency line, the booking app's support mailbox, Google's Dublin address in the cookie banner; 2009 is the manager's diploma.
    contacts: {
      phone: '044 720 31 85',
      email: 'info@pfotenhuesli.ch',
      street: 'Seestrasse 212',
      address: 'Seestrasse 212, 8810 Horgen',
      founded: 2014,
    },
    traps: ['outOfHoursService', 'bookingPlatform', 'cookieVendor', 'certificationYear'],
    decoys: {
      phones: ['044 635 81 12'],
      emails: ['hilfe@gassiplaner.ch'],
      addresses: ['Gordon House, Barrow Street, Dublin 4'],
      years: [2009],
    },
  },
  {
    domain: 'fisioequus.es',
    name: 'Fisioequus',
    language: 'es',
    kind: 'misleading',
    category: 'animals-and-pets',
    subcategory: 'animal-health',
    // Equine physiotherapy in human-physio words (dolor lumbar, punción seca). WhatsApp-only: that number is its phone; no fixed address. Decoys: the veterinary hospital, the web designer's credit; 2008 is her degree, "más de 15 años" gives no founding.
    contacts: {
      phone: '622 41 80 93',
      email: 'citas@fisioequus.es',
    },
    traps: ['outOfHoursService', 'webProvider', 'licenceYear'],
    decoys: {
      phones: ['91 394 37 59', '910 223 456'],
      addresses: ['C/ Mayor 14, 28013 Madrid'],
      years: [2008],
    },
  },
  {
    domain: 'croquettes-et-compagnie.fr',
    name: 'Croquettes & Compagnie',
    language: 'fr',
    kind: 'jsShell',
    category: 'animals-and-pets',
    subcategory: 'pet-stores',
    // Redux `window.__PRELOADED_STATE__` only. Founded 2011 as Zoo'Nantes, renamed 2017. Decoys: Mondial Relay's line, PayPal's Luxembourg address, the consumer mediator, the SIRET.
    contacts: {
      phone: '02 40 48 17 63',
      email: 'service-client@croquettes-et-compagnie.fr',
      street: '8 rue Crébillon',
      address: '8 rue Crébillon, 44000 Nantes',
      founded: 2011,
      facebook: 'https://www.facebook.com/croquettesetcompagnie',
    },
    traps: [
      'serviceHotline',
      'bankDetails',
      'consumerArbitration',
      'registrationNumber',
      'timeline',
    ],
    decoys: {
      phones: ['09 69 32 23 32', '531 208 774 00027'],
      addresses: ['22-24 Boulevard Royal, L-2449 Luxembourg', '49 rue de Ponthieu, 75008 Paris'],
      years: [2017],
    },
  },
  {
    domain: 'kookaburracreekwildlife.com.au',
    name: 'Kookaburra Creek Wildlife Park',
    language: 'en',
    kind: 'boilerplate',
    category: 'animals-and-pets',
    subcategory: 'animal-parks-and-zoo',
    // Divi page with a 40-link menu, newsletter, acknowledgement of country. "Over 25 years" gives no founding; 2016 new management, 2019 the koala house. Decoys: RSPCA wildlife hotline, Rezdy's support mailbox, the ABN.
    contacts: {
      phone: '(07) 5494 2210',
      email: 'hello@kookaburracreekwildlife.com.au',
      street: '418 Mountain View Road',
      address: '418 Mountain View Road, Maleny QLD 4552',
      facebook: 'https://www.facebook.com/kookaburracreekwildlife',
    },
    traps: ['helpline', 'bookingPlatform', 'registrationNumber', 'buildingYear', 'timeline'],
    decoys: {
      phones: ['1300 264 625', '48 612 339 507'],
      emails: ['support@rezdy.com'],
      years: [2016, 2019],
    },
  },
  {
    domain: 'totaraflatsriding.co.nz',
    name: 'Totara Flats Riding Centre',
    language: 'en',
    kind: 'plain',
    category: 'animals-and-pets',
    subcategory: 'horses-and-riding',
    // The founding is only in the logo's alt ("est. 1994"). The mobile is the only line. Decoys: the farrier's number, Pony Club affiliation 2003, the copyright year.
    contacts: {
      phone: '027 448 9132',
      email: 'rides@totaraflatsriding.co.nz',
      street: '1290 Kaipara Coast Highway',
      address: '1290 Kaipara Coast Highway, Kaukapakapa 0873',
      founded: 1994,
      facebook: 'https://www.facebook.com/totaraflatsriding',
    },
    traps: ['recommendedPartner', 'membershipYear', 'copyrightYear'],
    decoys: {
      phones: ['021 556 730'],
      years: [2003, 2025],
    },
  },
  {
    domain: 'chatteriedeserables.ca',
    name: 'Chatterie des Érables',
    language: 'fr',
    kind: 'plain',
    category: 'animals-and-pets',
    subcategory: 'cats-and-dogs',
    // Quebec Maine Coon cattery. "Plus de 15 ans" gives no founding; TICA since 2008 is a membership. Decoys: the vet clinic's line and the MAPAQ permit number.
    contacts: {
      phone: '819 562-4471',
      email: 'chatons@chatteriedeserables.ca',
      street: '245, chemin Knowlton',
      address: '245, chemin Knowlton, Lac-Brome (Québec) J0E 1V0',
    },
    traps: ['recommendedPartner', 'registrationNumber', 'membershipYear'],
    decoys: {
      phones: ['450 263-2410', '400123456'],
      years: [2008],
    },
  },
  {
    domain: 'thedentistbarbers.ie',
    name: 'The Dentist – Barbers',
    language: 'en',
    kind: 'misleading',
    category: 'beauty-and-well-being',
    subcategory: 'hair-care-and-styling',
    // A barber named after the dental surgery it replaced (check-up, filling, hygienist). Decoys: the old dentist's new address and line, Fresha's mailbox, Meta's Dublin address in the cookie banner; 1962–2015 the building's dental years.
    contacts: {
      phone: '021 427 3390',
      email: 'appointments@thedentistbarbers.ie',
      street: '14 Oliver Plunkett Street',
      address: '14 Oliver Plunkett Street, Cork T12 X2V6',
      founded: 2017,
      facebook: 'https://www.facebook.com/thedentistbarberscork',
    },
    traps: ['namesakeBusiness', 'bookingPlatform', 'cookieVendor', 'previousBusinessYear'],
    decoys: {
      phones: ['021 427 0081'],
      emails: ['support@fresha.com'],
      addresses: ['3 Washington Street West', 'Merrion Road, Dublin 4'],
      years: [1962, 2015],
    },
  },
  {
    domain: 'ambulatoriotattoo.it',
    name: 'Ambulatorio Tattoo',
    language: 'it',
    kind: 'misleading',
    category: 'beauty-and-well-being',
    subcategory: 'tattoos-and-piercings',
    // A tattoo studio styled as a hospital ward (accettazione, reparti, dimissioni). Decoys: the hospital's A&E line, iubenda's address in the banner, the VAT number; 2013 is the health authorisation.
    contacts: {
      phone: '051 223 8817',
      email: 'accettazione@ambulatoriotattoo.it',
      street: 'Via del Pratello 41/b',
      address: 'Via del Pratello 41/b, 40122 Bologna',
      founded: 2012,
    },
    traps: ['emergencyNumber', 'cookieVendor', 'registrationNumber', 'licenceYear'],
    decoys: {
      phones: ['051 647 8111', '03291841207'],
      addresses: ['Via San Raffaele 1, 20121 Milano'],
      years: [2013],
    },
  },
  {
    domain: 'bierbad-frankenquell.de',
    name: 'Bierbad Frankenquell',
    language: 'de',
    kind: 'misleading',
    category: 'beauty-and-well-being',
    subcategory: 'wellness-and-spa',
    // A beer spa in brewers' words (Hopfen, Malz, Sud, Zwickl). Decoys: the landlord brewery's office and its taproom's line, the voucher system's mailbox; 1873 is the brewery's year.
    contacts: {
      phone: '0951 297 40 60',
      email: 'baden@bierbad-frankenquell.de',
      street: 'Mühlwörth 9',
      address: 'Mühlwörth 9, 96047 Bamberg',
      founded: 2018,
    },
    traps: ['landlord', 'bookingPlatform', 'previousBusinessYear'],
    decoys: {
      phones: ['0951 297 40 10'],
      emails: ['hilfe@e-guma.ch'],
      addresses: ['Obere Königstraße 22, 96052 Bamberg'],
      years: [1873],
    },
  },
  {
    domain: 'prananilaya.in',
    name: 'Prana Nilaya Yoga Studio',
    language: 'en',
    kind: 'jsShell',
    category: 'beauty-and-well-being',
    subcategory: 'yoga-and-meditation',
    // Strikingly `$S.siteData` sections only. Decoys: the retreat resort's line, Razorpay's mailbox; 1998 the founder's training, 2015 the Yoga Alliance registration.
    contacts: {
      phone: '080-4125 6620',
      email: 'namaste@prananilaya.in',
      street: '14, 2nd Cross Road',
      address: '14, 2nd Cross Road, Indiranagar, Bengaluru 560038',
      founded: 2011,
    },
    traps: ['eventVenue', 'bookingPlatform', 'certificationYear', 'membershipYear'],
    decoys: {
      phones: ['+91 8272 238 400'],
      emails: ['support@razorpay.com'],
      years: [1998, 2015],
    },
  },
  {
    domain: 'glanzwerk-kosmetik.de',
    name: 'Glanzwerk Naturkosmetik',
    language: 'de',
    kind: 'boilerplate',
    category: 'beauty-and-well-being',
    subcategory: 'cosmetics-and-makeup',
    // Shopify shop with mega menu, newsletter, cookie wall listing vendors. The shop's own address beside the parent holding's imprint; DHL's line; Klarna's, Google's and Trusted Shops' addresses; 2021 a product line.
    contacts: {
      phone: '040 432 718 90',
      email: 'hallo@glanzwerk-kosmetik.de',
      street: 'Schanzenstraße 61',
      address: 'Schanzenstraße 61, 20357 Hamburg',
      founded: 2016,
    },
    traps: ['parentGroup', 'serviceHotline', 'cookieVendor', 'modelYear'],
    decoys: {
      phones: ['0228 4333112'],
      addresses: [
        'Große Elbstraße 145, 22767 Hamburg',
        'Sveavägen 46, 111 34 Stockholm',
        'Gordon House, Barrow Street, Dublin 4',
        'Subbelrather Str. 15c, 50823 Köln',
      ],
      years: [2021],
    },
  },
  {
    domain: 'institut-lumieredepeau.be',
    name: 'Institut Lumière de Peau',
    language: 'fr',
    kind: 'boilerplate',
    category: 'beauty-and-well-being',
    subcategory: 'salons-and-clinics',
    // OceanWP page with a 40-link menu and a long legal footer. "Depuis plus de 20 ans" gives no founding; 2019 new management. Decoys: the BCE number, Planity's support mailbox, the consumer mediation service.
    contacts: {
      phone: '04 223 18 56',
      email: 'rdv@institut-lumieredepeau.be',
      street: 'Rue Saint-Gilles 58',
      address: 'Rue Saint-Gilles 58, 4000 Liège',
      facebook: 'https://www.facebook.com/institutlumieredepeau',
    },
    traps: ['registrationNumber', 'bookingPlatform', 'consumerArbitration', 'timeline'],
    decoys: {
      phones: ['0712.445.918'],
      emails: ['support@planity.com'],
      addresses: ['Boulevard du Roi Albert II 8, 1000 Bruxelles'],
      years: [2019],
    },
  },
  {
    domain: 'pedicure-marieke.nl',
    name: 'Pedicure Marieke',
    language: 'nl',
    kind: 'plain',
    category: 'beauty-and-well-being',
    subcategory: 'personal-care',
    // A mobile pedicure (no visiting address); the mobile is the only line; "In 2013 ben ik mijn eigen praktijk gestart". Decoys: the GP out-of-hours line, the KvK number, ProVoet membership 2014.
    contacts: {
      phone: '06 41 88 27 05',
      email: 'marieke@pedicure-marieke.nl',
      founded: 2013,
      facebook: 'https://www.facebook.com/pedicuremarieke',
    },
    traps: ['outOfHoursService', 'registrationNumber', 'membershipYear'],
    decoys: {
      phones: ['0900 333 63 63', '58214477'],
      years: [2014],
    },
  },
  {
    domain: 'pflegewerk-personal.at',
    name: 'PflegeWerk Personalservice',
    language: 'de',
    kind: 'misleading',
    category: 'business-services',
    subcategory: 'hr-and-recruiting',
    // A staffing agency for nurses, full of ward words (DGKP, Intensivstation, Dienstplan). Founded 2009 as Care Staff OG, renamed 2015. Decoys: the AMS line, the chamber's address.
    contacts: {
      phone: '0316 71 84 40',
      email: 'office@pflegewerk-personal.at',
      street: 'Annenstraße 34',
      address: 'Annenstraße 34, 8020 Graz',
      founded: 2009,
      linkedin: 'https://www.linkedin.com/company/pflegewerk-personalservice',
    },
    traps: ['publicOffice', 'professionalBody', 'timeline'],
    decoys: {
      phones: ['050 904 640'],
      addresses: ['Körblergasse 111-113, 8010 Graz'],
      years: [2015],
    },
  },
  {
    domain: 'glimlachmarketing.nl',
    name: 'Glimlach Marketing',
    language: 'nl',
    kind: 'misleading',
    category: 'business-services',
    subcategory: 'sales-and-marketing',
    // A marketing agency for dental practices that speaks in its customers' words (lege behandelstoelen, implantaten). No founding year. Decoys: a quoted practice's address and line; 2020 a partner status.
    contacts: {
      phone: '030 760 21 45',
      email: 'hallo@glimlachmarketing.nl',
      street: 'Oudegracht 233',
      address: 'Oudegracht 233, 3511 NK Utrecht',
      linkedin: 'https://www.linkedin.com/company/glimlach-marketing',
    },
    traps: ['testimonialSignature', 'clientReference', 'certificationYear'],
    decoys: {
      phones: ['030 271 44 02'],
      addresses: ['Biltstraat 101, 3572 AM Utrecht'],
      years: [2020],
    },
  },
  {
    domain: 'cuyoetiquetas.com.ar',
    name: 'Cuyo Etiquetas',
    language: 'es',
    kind: 'misleading',
    category: 'business-services',
    subcategory: 'print-and-graphic-design',
    // A label printer whose news feed fills the homepage with wine (vendimia, Malbec, bodegas). Founded 1987 as Gráfica Ponce, renamed 2004. Decoys: a client winery's line, the CUIT, the festival's 2025 edition.
    contacts: {
      phone: '(0261) 429-6618',
      email: 'ventas@cuyoetiquetas.com.ar',
      street: 'Av. San Martín 2145',
      address: 'Av. San Martín 2145, 5501 Godoy Cruz, Mendoza',
      founded: 1987,
      facebook: 'https://www.facebook.com/cuyoetiquetas',
    },
    traps: ['clientReference', 'registrationNumber', 'newsMention', 'timeline'],
    decoys: {
      phones: ['(0261) 498-0211', '30-71048822-9'],
      years: [2004, 2025],
    },
  },
  {
    domain: 'ticinet-it.ch',
    name: 'Ticinet Servizi IT',
    language: 'it',
    kind: 'jsShell',
    category: 'business-services',
    subcategory: 'it-and-communication',
    // Plasmic on Next.js: the words are string literals inside the bundle's render code in `__NEXT_DATA__`. Decoys: Swisscom's fault line, the cloud host's address; 2014 a Microsoft partnership.
    contacts: {
      phone: '+41 91 922 47 30',
      email: 'info@ticinet-it.ch',
      street: 'Via Pretorio 7',
      address: 'Via Pretorio 7, 6900 Lugano',
      founded: 2006,
      linkedin: 'https://www.linkedin.com/company/ticinet-servizi-it',
    },
    traps: ['serviceHotline', 'supplierContact', 'certificationYear'],
    decoys: {
      phones: ['0800 800 800'],
      addresses: ['Rue Eugène-Marziano 25, 1227 Les Acacias'],
      years: [2014],
    },
  },
  {
    domain: 'transports-delvaux.be',
    name: 'Transports Delvaux & Fils',
    language: 'fr',
    kind: 'boilerplate',
    category: 'business-services',
    subcategory: 'shipping-and-logistics',
    // TYPO3 page with a 40-link menu, legal footer and Cookiebot wall. Founded 1962; 2008 the move from the old depot (its address a decoy). Decoys: bpost's line, Usercentrics' address.
    contacts: {
      phone: '071 35 62 90',
      email: 'dispatch@transports-delvaux.be',
      street: 'Rue de la Providence 140',
      address: 'Rue de la Providence 140, 6030 Marchienne-au-Pont',
      founded: 1962,
      linkedin: 'https://www.linkedin.com/company/transports-delvaux-fils',
    },
    traps: ['previousAddress', 'serviceHotline', 'cookieVendor', 'timeline'],
    decoys: {
      phones: ['02 201 23 45'],
      addresses: ['Rue du Pont-de-Sambre 12, 6000 Charleroi', 'Havnegade 39, 1058 Copenhague'],
      years: [2008],
    },
  },
  {
    domain: 'vinicave-ingenierie.ch',
    name: 'Vinicave Ingénierie',
    language: 'fr',
    kind: 'misleading',
    category: 'construction-and-manufacturing',
    subcategory: 'architects-and-engineers',
    // An engineering office for wine cellars, in winemakers' words (cuverie, barriques, Cornalin). Decoys: a client winery's line, SIA membership 1997, the 2019 vintage.
    contacts: {
      phone: '027 322 64 18',
      email: 'bureau@vinicave-ingenierie.ch',
      street: 'Rue de Lausanne 54',
      address: 'Rue de Lausanne 54, 1950 Sion',
      founded: 1994,
    },
    traps: ['clientReference', 'membershipYear', 'modelYear'],
    decoys: {
      phones: ['027 455 04 17'],
      years: [1997, 2019],
    },
  },
  {
    domain: 'stallenbouw-vermeulen.be',
    name: 'Stallenbouw Vermeulen',
    language: 'nl',
    kind: 'misleading',
    category: 'construction-and-manufacturing',
    subcategory: 'construction-services',
    // A builder of stables and riding halls, in horse words (boxen, piste, stapmolen). Decoys: a quoted riding school's line, the company number; 2010 the son took over.
    contacts: {
      phone: '011 63 27 45',
      email: 'info@stallenbouw-vermeulen.be',
      street: 'Industrieweg 17',
      address: 'Industrieweg 17, 3590 Diepenbeek',
      founded: 1978,
      facebook: 'https://www.facebook.com/stallenbouwvermeulen',
    },
    traps: ['testimonialSignature', 'registrationNumber', 'timeline'],
    decoys: {
      phones: ['089 46 22 10', '0457.889.112'],
      years: [2010],
    },
  },
  {
    domain: 'mbimpianti.it',
    name: 'MB Impianti',
    language: 'it',
    kind: 'jsShell',
    category: 'construction-and-manufacturing',
    subcategory: 'factory-equipment',
    // Vite SPA `window.__INITIAL_STATE__` (Pinia) holding Contentful rich-text documents. Decoys: the trade fair's venue, the machinery directive 2006, the new plant 2015, the fair's 2025 edition.
    contacts: {
      phone: '039 606 4412',
      email: 'commerciale@mbimpianti.it',
      street: 'Via Lecco 88',
      address: 'Via Lecco 88, 20871 Vimercate (MB)',
      founded: 1971,
      linkedin: 'https://www.linkedin.com/company/mb-impianti',
    },
    traps: ['tradeFair', 'standardYear', 'buildingYear'],
    decoys: {
      addresses: ['Strada Statale 33 del Sempione 28, 20017 Rho'],
      years: [2006, 2015, 2025],
    },
  },
  {
    domain: 'vandijk-bouwmaterialen.nl',
    name: 'Van Dijk Bouwmaterialen',
    language: 'nl',
    kind: 'boilerplate',
    category: 'construction-and-manufacturing',
    subcategory: 'building-materials',
    // Magento shop with a 40-link menu, cookie wall, newsletter and legal footer. "50 jaar Van Dijk!" without a year: no founding. Decoys: PostNL's line, Mollie's address, the price list's 2025.
    contacts: {
      phone: '0229 21 44 80',
      email: 'verkoop@vandijk-bouwmaterialen.nl',
      street: 'Protonweg 21',
      address: 'Protonweg 21, 1627 LD Hoorn',
    },
    traps: ['serviceHotline', 'bankDetails', 'priceListYear'],
    decoys: {
      phones: ['088 225 5651'],
      addresses: ['Keizersgracht 126, 1015 CW Amsterdam'],
      years: [2025],
    },
  },
  {
    domain: 'fynbosandstone.co.za',
    name: 'Fynbos & Stone Landscaping',
    language: 'en',
    kind: 'plain',
    category: 'construction-and-manufacturing',
    subcategory: 'garden-and-landscaping',
    // Founded 2003 as Constantia Garden Services, renamed 2012. Decoys: the supplying nursery's line and the city's water call centre.
    contacts: {
      phone: '021 794 3318',
      email: 'quotes@fynbosandstone.co.za',
      street: '12 Firgrove Way',
      address: '12 Firgrove Way, Constantia, Cape Town, 7806',
      founded: 2003,
      facebook: 'https://www.facebook.com/fynbosandstone',
    },
    traps: ['supplierContact', 'publicOffice', 'timeline'],
    decoys: {
      phones: ['021 712 9230', '0860 103 089'],
      years: [2012],
    },
  },
  {
    domain: 'inoxvalle.com.co',
    name: 'Inoxvalle',
    language: 'es',
    kind: 'plain',
    category: 'construction-and-manufacturing',
    subcategory: 'manufacturing',
    // Stainless-steel tank maker. The logo's alt says only "MCMLXXXVII" and the text "más de 35 años": no founding year. Decoys: the NIT, ISO 9001:2015.
    contacts: {
      phone: '(602) 664 3817',
      email: 'ventas@inoxvalle.com.co',
      street: 'Calle 15 # 26-50',
      address: 'Calle 15 # 26-50, Zona Industrial Acopi, Yumbo, Valle del Cauca',
    },
    traps: ['registrationNumber', 'standardYear'],
    decoys: {
      phones: ['805.017.482-3'],
      years: [2015],
    },
  },
  {
    domain: 'hs-neckartal.de',
    name: 'HNT Hochschule Neckartal',
    language: 'de',
    kind: 'jsShell',
    category: 'education-and-training',
    subcategory: 'colleges-and-universities',
    // Apollo `window.__APOLLO_STATE__` with normalised entities. Founded 1998 as Neckar-Akademie; 2009 state recognition, 2029 the accreditation's end. Decoy: the Studierendenwerk's line.
    contacts: {
      phone: '07131 894 60-0',
      email: 'info@hs-neckartal.de',
      street: 'Bildungscampus 12',
      address: 'Bildungscampus 12, 74076 Heilbronn',
      founded: 1998,
      linkedin: 'https://www.linkedin.com/school/hs-neckartal',
    },
    traps: ['publicOffice', 'licenceYear', 'certificationYear'],
    decoys: {
      phones: ['06221 54 54 00'],
      years: [2009, 2029],
    },
  },
  {
    domain: 'linguasatlantico.pt',
    name: 'Escola de Línguas Atlântico',
    language: 'pt',
    kind: 'boilerplate',
    category: 'education-and-training',
    subcategory: 'language-learning',
    // Enfold page with a long menu, newsletter, Complianz wall and arbitration footer. Decoys: the arbitration centre's address and line, the NIPC; 2003 the Cambridge exam centre.
    contacts: {
      phone: '223 325 741',
      email: 'secretaria@linguasatlantico.pt',
      street: 'Rua de Santa Catarina 312',
      address: 'Rua de Santa Catarina 312, 4000-442 Porto',
      founded: 1991,
      facebook: 'https://www.facebook.com/linguasatlantico',
    },
    traps: ['consumerArbitration', 'registrationNumber', 'certificationYear'],
    decoys: {
      phones: ['225 508 349', '502 611 847'],
      addresses: ['Rua Damião de Góis, 31, Loja 6, 4050-225 Porto'],
      years: [2003],
    },
  },
  {
    domain: 'formazionecarrellisti.it',
    name: 'Centro Formazione Carrellisti Veneto',
    language: 'it',
    kind: 'misleading',
    category: 'education-and-training',
    subcategory: 'vocational-training',
    // Forklift licence courses in warehouse words (muletto, pallet, scaffalature). Decoys: the forklift dealer's line, the 2008 law and the 2012 agreement.
    contacts: {
      phone: '049 870 3326',
      email: 'corsi@formazionecarrellisti.it',
      street: 'Via Venezia 61',
      address: 'Via Venezia 61, 35131 Padova',
      founded: 2002,
    },
    traps: ['recommendedPartner', 'standardYear'],
    decoys: {
      phones: ['049 899 1200'],
      years: [2008, 2012],
    },
  },
  {
    domain: 'harrowfieldprep.co.uk',
    name: 'Harrowfield Preparatory School',
    language: 'en',
    kind: 'plain',
    category: 'education-and-training',
    subcategory: 'school-and-high-school',
    // Founded 1887. Decoys: the council's admissions line, the minibus operator's line, the sports hall 2014, the inspection 2023.
    contacts: {
      phone: '01225 834 290',
      email: 'office@harrowfieldprep.co.uk',
      street: 'Church Road, Combe Down',
      address: 'Church Road, Combe Down, Bath BA2 5JJ',
      founded: 1887,
      facebook: 'https://www.facebook.com/harrowfieldprep',
    },
    traps: ['publicOffice', 'recommendedPartner', 'buildingYear', 'certificationYear'],
    decoys: {
      phones: ['01225 394 312', '01225 444 102'],
      years: [2014, 2023],
    },
  },
  {
    domain: 'harbourviewmusic.ca',
    name: 'Harbourview School of Music',
    language: 'en',
    kind: 'plain',
    category: 'education-and-training',
    subcategory: 'music-and-theater-classes',
    // The founding is only in the logo's alt ("Est. 2006"). Decoys: the exam body's toll-free line, the recital church, the director's certification 2010.
    contacts: {
      phone: '(902) 455-8120',
      email: 'lessons@harbourviewmusic.ca',
      street: '5657 Spring Garden Road',
      address: '5657 Spring Garden Road, Halifax, NS B3J 3R4',
      founded: 2006,
      facebook: 'https://www.facebook.com/harbourviewmusic',
    },
    traps: ['professionalBody', 'eventVenue', 'certificationYear'],
    decoys: {
      phones: ['1-800-461-6058'],
      addresses: ['1479 Barrington Street'],
      years: [2010],
    },
  },
  {
    domain: 'laptoploods.nl',
    name: 'LaptopLoods',
    language: 'nl',
    kind: 'jsShell',
    category: 'electronics-and-technology',
    subcategory: 'computers-and-phones',
    // Remix `window.__remixContext` loader data only. Decoys: DHL Parcel's line, the disputes committee's address, the KvK number, a 2019 model.
    contacts: {
      phone: '040 211 78 35',
      email: 'klantenservice@laptoploods.nl',
      street: 'Kruisstraat 142',
      address: 'Kruisstraat 142, 5612 CJ Eindhoven',
      founded: 2015,
      facebook: 'https://www.facebook.com/laptoploods',
    },
    traps: ['serviceHotline', 'consumerArbitration', 'registrationNumber', 'modelYear'],
    decoys: {
      phones: ['088 345 2000', '63927481'],
      addresses: ['Bordewijklaan 46, 2591 XR Den Haag'],
      years: [2019],
    },
  },
  {
    domain: 'comandero.mx',
    name: 'Comandero',
    language: 'es',
    kind: 'misleading',
    category: 'electronics-and-technology',
    subcategory: 'internet-and-software',
    // Restaurant POS software that speaks in restaurateurs' words (comandas, meseros, chilaquiles). Decoys: a quoted taquería's line, Profeco's line.
    contacts: {
      phone: '55 4162 8890',
      email: 'ventas@comandero.mx',
      street: 'Av. Insurgentes Sur 1602',
      address: 'Av. Insurgentes Sur 1602, piso 4, Crédito Constructor, 03940 Ciudad de México',
      founded: 2016,
      facebook: 'https://www.facebook.com/comanderomx',
      linkedin: 'https://www.linkedin.com/company/comandero-mx',
    },
    traps: ['testimonialSignature', 'consumerArbitration'],
    decoys: {
      phones: ['55 5584 2210', '55 5568 8722'],
    },
  },
  {
    domain: 'palcotecnico.pt',
    name: 'Palco Técnico',
    language: 'pt',
    kind: 'misleading',
    category: 'electronics-and-technology',
    subcategory: 'audio-and-visual',
    // Sound and light rental in concert words (bandas, festivais, encore). "Mais de 20 anos" gives no founding. Decoys: the festival's ticket line, its 2023 edition, the NIPC.
    contacts: {
      phone: '21 846 19 70',
      email: 'orcamentos@palcotecnico.pt',
      street: 'Rua Fernando Palha 50',
      address: 'Rua Fernando Palha 50, 1950-132 Lisboa',
    },
    traps: ['ticketOffice', 'clientReference', 'registrationNumber'],
    decoys: {
      phones: ['707 234 234', '508 221 430'],
      years: [2023],
    },
  },
  {
    domain: 'hermanostirado.es',
    name: 'Electrodomésticos Hermanos Tirado',
    language: 'es',
    kind: 'boilerplate',
    category: 'electronics-and-technology',
    subcategory: 'appliances-and-electronics',
    // PrestaShop page with a long menu, cookie vendor table and legal footer. Decoys: Correos' line, the buying group's address, Expert membership 1994, the 2015 decree.
    contacts: {
      phone: '954 27 63 10',
      email: 'tienda@hermanostirado.es',
      street: 'Calle Feria 118',
      address: 'Calle Feria 118, 41002 Sevilla',
      founded: 1968,
      facebook: 'https://www.facebook.com/hermanostirado',
    },
    traps: ['serviceHotline', 'partnerNetwork', 'membershipYear', 'standardYear'],
    decoys: {
      phones: ['915 197 197'],
      addresses: ['C/ Las Rozas 12, 28232 Las Rozas'],
      years: [1994, 2015],
    },
  },
  {
    domain: 'tv-gstrein.at',
    name: 'TV-Service Gstrein',
    language: 'de',
    kind: 'plain',
    category: 'electronics-and-technology',
    subcategory: 'repair-and-services',
    // Its only line is its own premium 0820 service number. Decoys: Samsung's hotline, the son's master's exam 1991.
    contacts: {
      phone: '0820 240 118',
      email: 'werkstatt@tv-gstrein.at',
      street: 'Amraser Straße 56',
      address: 'Amraser Straße 56, 6020 Innsbruck',
      founded: 1976,
    },
    traps: ['manufacturerHotline', 'familyHistoryYear'],
    decoys: {
      phones: ['0800 72 67 864'],
      years: [1991],
    },
  },
  {
    domain: 'prismafeiras.com.br',
    name: 'Prisma Feiras e Eventos',
    language: 'pt',
    kind: 'misleading',
    category: 'events-and-entertainment',
    subcategory: 'events-and-venues',
    // A trade-fair organiser whose page is full of farm machinery (tratores, pivôs, soja). Decoys: the convention centre's address, the CNPJ, the fair's 2025 edition.
    contacts: {
      phone: '(62) 3241-7788',
      email: 'contato@prismafeiras.com.br',
      street: 'Av. T-63, 1296',
      address: 'Av. T-63, 1296 - Setor Bueno, Goiânia - GO, 74230-100',
      founded: 2001,
    },
    traps: ['eventVenue', 'registrationNumber', 'anniversaryYear'],
    decoys: {
      phones: ['12.884.301/0001-57'],
      addresses: ['Rua 4, nº 1400, Centro'],
      years: [2025],
    },
  },
  {
    domain: 'museolozapenco.cl',
    name: 'Museo de la Loza de Penco',
    language: 'es',
    kind: 'jsShell',
    category: 'events-and-entertainment',
    subcategory: 'museums-and-exhibits',
    // Storyblok story JSON (rich-text `doc` nodes) in a script tag. Decoys: the municipality's line, 1927 the old factory's start.
    contacts: {
      phone: '+56 41 245 1180',
      email: 'contacto@museolozapenco.cl',
      street: 'Av. Las Heras 480',
      address: 'Av. Las Heras 480, Penco',
      founded: 1998,
      facebook: 'https://www.facebook.com/museolozapenco',
    },
    traps: ['publicOffice', 'previousBusinessYear'],
    decoys: {
      phones: ['+56 41 242 1700'],
      years: [1927],
    },
  },
  {
    domain: 'turmadobalao.com.br',
    name: 'Turma do Balão Festas',
    language: 'pt',
    kind: 'jsShell',
    category: 'events-and-entertainment',
    subcategory: 'childrens-entertainment',
    // Alpine.js: every word in the body's `x-data` object. WhatsApp-only: that number is its phone; no address. Decoys: the partner buffet's line, the CNPJ.
    contacts: {
      phone: '(11) 98432-6617',
      email: 'festas@turmadobalao.com.br',
    },
    traps: ['recommendedPartner', 'registrationNumber'],
    decoys: {
      phones: ['(11) 2291-4400', '31.442.118/0001-06'],
    },
  },
  {
    domain: 'bingostellatorino.it',
    name: 'Bingo Stella Torino',
    language: 'it',
    kind: 'boilerplate',
    category: 'events-and-entertainment',
    subcategory: 'gambling',
    // Avada page with menus, newsletter, responsible-gaming and legal footer, iubenda wall. No founding; 2017 new operator. Decoys: the national gambling helpline, the regulator's address.
    contacts: {
      phone: '011 437 2290',
      email: 'info@bingostellatorino.it',
      street: 'Corso Giulio Cesare 138',
      address: 'Corso Giulio Cesare 138, 10154 Torino',
      facebook: 'https://www.facebook.com/bingostellatorino',
    },
    traps: ['helpline', 'supervisoryAuthority', 'timeline'],
    decoys: {
      phones: ['800 558822'],
      addresses: ['Piazza Mastai 12, 00153 Roma'],
      years: [2017],
    },
  },
  {
    domain: 'lanternplayhouse.org',
    name: 'The Lantern Playhouse',
    language: 'en',
    kind: 'plain',
    category: 'events-and-entertainment',
    subcategory: 'theater-and-opera',
    // Founded 1987 as the Haywood Players, renamed 2004; "Season XXXVIII" is no year. Decoys: the parking deck, Ludus' support mailbox, the EIN.
    contacts: {
      phone: '(828) 254-1320',
      email: 'boxoffice@lanternplayhouse.org',
      street: '118 N Lexington Avenue',
      address: '118 N Lexington Avenue, Asheville, NC 28801',
      founded: 1987,
      facebook: 'https://www.facebook.com/lanternplayhouseavl',
    },
    traps: ['directions', 'ticketOffice', 'registrationNumber', 'timeline'],
    decoys: {
      phones: ['56-1492210'],
      emails: ['support@ludus.com'],
      addresses: ['68 Rankin Avenue'],
      years: [2004],
    },
  },
  {
    domain: 'dehoekstee.nl',
    name: 'dehoekstee.nl',
    language: 'nl',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    // A registrar's parked page: only the registrar's own service line and mailbox.
    traps: ['webProvider'],
    decoys: {
      phones: ['071 521 09 00'],
      emails: ['support@domeinwinkel.nl'],
    },
  },
  {
    domain: 'grupoalvorada.com.br',
    name: 'grupoalvorada.com.br',
    language: 'pt',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    // A host's "account suspended" page for an expired plan: only the host's support line and mailbox.
    traps: ['webProvider'],
    decoys: {
      phones: ['(11) 3090-4455'],
      emails: ['suporte@hostnuvem.com.br'],
    },
  },
  {
    domain: 'northgateltd.co.uk',
    name: 'northgateltd.co.uk',
    language: 'en',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    // A Cloudflare "Just a moment..." challenge page: nothing about the business.
  },
  {
    domain: 'maisonlefevre.fr',
    name: 'Maison Lefèvre',
    language: 'fr',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    // "Fermé pour inventaire" and nothing else: no trade, no contacts.
  },
  {
    domain: 'lacumbre.es',
    name: 'La Cumbre',
    language: 'es',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    // An age gate only ("¿Eres mayor de edad?"): no trade, no contacts.
  },
];
