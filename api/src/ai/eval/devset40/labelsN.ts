import type { HandWrittenLabel } from '../handWrittenLabel.ts';

/**
 * Author N's share of devset40: 39 homepages of small and mid-sized businesses in Public & Local
 * Services, Restaurants & Bars, Shopping & Fashion, Sports, Travel & Vacation, Utilities and
 * Vehicles & Transportation (no subcategory twice; Utilities has only three subcategories, so it
 * has three pages), and five pages that say nothing (a parked domain for sale with ad links, a
 * hosting company's default page, a "coming soon" countdown, a workplace-portal login wall and a
 * cookie wall with nothing behind it). Twelve are plain, ten misleading (the words belong to
 * another trade than the one the company sells: a recruitment agency written as a dating service,
 * a vegetarian restaurant in a former pharmacy talking prescriptions, chef's workwear sold as a
 * restaurant's menu, a costume rental written as a theatre, a boxing gym in an old bakery talking
 * bread, a hotel in a former garage written as a car workshop, a water utility writing a wine
 * list, a heating-oil dealer that kept an olive-oil mill's name, a bike repairer written as a
 * doctor's practice, a tyre shop in a former shoemaker's talking soles), nine JS shells (Next.js
 * pages and app router, Nuxt 2 and 3, SvelteKit, Remix, Gatsby, Astro islands, Angular transfer
 * state: the words live only in the app's payload) and eight buried in boilerplate (consent
 * walls, mega menus, newsletters, legal footers, chat widgets). Each page is written as the real
 * site would be (WordPress with Astra, Twenty Seventeen, Twenty Twenty-Four, Hestia,
 * GeneratePress, Divi, Kadence, Avada, Hello Elementor, Bridge, Enfold, Salient, OceanWP or
 * Blocksy, Wix, Squarespace, Shopify, Webflow, TYPO3, Joomla, Jimdo, hand-made pages, or one of the
 * frameworks above), in its country's way of writing phones and addresses (the US, Canada, the UK,
 * Ireland, Australia, New Zealand, South Africa and India, Germany, Austria, Switzerland, France,
 * Belgium, Luxembourg, Québec, Spain, Mexico, Argentina, Chile, Peru, the Netherlands, Flanders,
 * Italy, Ticino, Portugal and Brazil), with two to four decoys among the values a reader most
 * easily takes wrongly, no trap kind used more than three times. Twenty-six business pages state
 * a founding year in varied phrasings; thirteen state none while other years abound.
 *
 * Labelling rules:
 * - The category is what the company itself sells today, as a careful reader would file it,
 *   whatever most of the page talks about (a recruiter writing like a dating app sells
 *   recruitment, a restaurant in a former pharmacy sells vegetarian meals, a shop selling chef's
 *   whites sells clothing, a hotel talking oil changes sells rooms, a water association writing
 *   tasting notes supplies water, an "oleificio" delivering diesel sells fuel, a "doctor" for
 *   spokes repairs bicycles, a "shoemaker" for cars sells tyres and wheels).
 * - `contacts` holds only the company's own current facts for the place customers use: the phone
 *   to call first today as the page writes it (the visible text; in a JS shell, the payload's
 *   value), the general mailbox, the street line (`street`, verbatim on the page) and the whole
 *   address (`address`, as the page writes it) customers visit now, the founding or first opening
 *   year (a takeover, rename or move keeps the original year when the page states it; a different
 *   business earlier on the premises, or a grandparent's other trade, does not count), and the
 *   LinkedIn and Facebook hrefs. A field the page does not state is left out.
 * - `decoys` lists what must never be taken, each verbatim on the page (phones exactly as
 *   written, addresses as a contiguous substring, years as numbers appearing on the page): other
 *   parties' phones, mailboxes, addresses and links (helplines, pharmacies on duty, emergency and
 *   breakdown services, makers' service lines and brand pages, suppliers, purchasing networks,
 *   tourist offices and public bodies, regulators and register courts, funders, partners and
 *   recommended businesses, clients, venues and ticket offices, insurers and guarantee funds,
 *   booking platforms and delivery marketplaces, web agencies, hosting, parking, newsletter, chat
 *   and consent companies, external DPOs, theme demo content, form placeholders and image file
 *   names), the company's own former address, former number and other branch, and years that are
 *   not the founding (buildings, former businesses on the premises, licences, certifications,
 *   awards, anniversaries, standards and laws, price lists, model years and vintages, the family's
 *   history, moves and takeovers, trade fairs, sponsorships, copyright lines). `traps` names their
 *   kinds; a page has traps exactly when it has decoys.
 * - The company's own secondary lines and mailboxes (WhatsApp, mobile, text line, out of hours,
 *   on-call, scribe) are neither truth nor decoy.
 * - Say-nothing pages are `uncategorised` and carry no contacts; the hosting, parking, software,
 *   mailing and consent companies' numbers, mailboxes, addresses and links on them are decoys.
 */
export const DEVSET40_LABELS_N: readonly HandWrittenLabel[] = [
  // ---- Public & Local Services ----
  // Recruitment agency in Guadalajara (es-MX, Wix) written as a dating service ("primera cita", "match", "celestinas"): "Nacimos en 2014"; the labour-rights helpline, the job fair's venue and year, and the STPS registration year.
  {
    domain: 'flechazo-talento-n.com.mx',
    name: 'Flechazo Talento',
    language: 'es',
    kind: 'misleading',
    category: 'public-and-local-services',
    subcategory: 'employment-and-career',
    contacts: {
      phone: '33 3615 2244',
      email: 'hola@flechazo-talento-n.com.mx',
      street: 'Av. Chapultepec 480',
      address: 'Av. Chapultepec 480, Col. Americana, 44160 Guadalajara, Jal.',
      founded: 2014,
      linkedin: 'https://www.linkedin.com/company/flechazo-talento',
      facebook: 'https://www.facebook.com/flechazotalento',
    },
    traps: ['helpline', 'tradeFair', 'licenceYear'],
    decoys: {
      phones: ['800 911 7877'],
      addresses: ['Av. Mariano Otero 1499'],
      years: [2016, 2025],
    },
  },
  // Family funeral directors in Bray (en-IE, WordPress Astra with CookieYes, a mega menu, a MailPoet sign-up and a notices feed): "Michael Brennan opened the doors in 1923"; the supported charity's bereavement line, the funeral directors' association's Facebook, and the cookie vendor's link.
  {
    domain: 'brennan-funerals-n.ie',
    name: 'Brennan & Daughters Funeral Directors',
    language: 'en',
    kind: 'boilerplate',
    category: 'public-and-local-services',
    subcategory: 'funeral-and-memorial',
    contacts: {
      phone: '(01) 286 2231',
      email: 'info@brennan-funerals-n.ie',
      street: '14 Quinsboro Road',
      address: '14 Quinsboro Road, Bray, Co. Wicklow, A98 K5T2',
      founded: 1923,
      facebook: 'https://www.facebook.com/brennanfuneralsbray',
    },
    traps: ['supportedCharity', 'professionalBody', 'cookieVendor'],
    decoys: {
      phones: ['1800 80 70 77'],
      links: [
        'https://www.facebook.com/IrishFuneralDirectors',
        'https://www.cookieyes.com/product/cookie-consent',
      ],
    },
  },
  // Parent-and-child drop-in centre and toy library in Nantes (fr-FR, Joomla Cassiopeia): no founding year, while the 2024-2025 season and the PMI approval year stand beside it; the family-allowance fund's address as funder.
  {
    domain: 'petits-pas-famille-n.fr',
    name: 'Les Petits Pas',
    language: 'fr',
    kind: 'plain',
    category: 'public-and-local-services',
    subcategory: 'kids-and-family',
    contacts: {
      phone: '02 40 47 18 62',
      email: 'accueil@petits-pas-famille-n.fr',
      street: '18 rue des Olivettes',
      address: '18 rue des Olivettes, 44000 Nantes',
      facebook: 'https://www.facebook.com/lespetitspas.nantes',
    },
    traps: ['funder', 'licenceYear'],
    decoys: { addresses: ['22 rue de Malville, 44937 Nantes Cedex 9'], years: [2015] },
  },
  // Citizen lake-restoration trust in Bengaluru (en-IN, hand-made Bootstrap 4): "residents walking around Kaikondrahalli lake in 2011"; the municipal lakes helpline, the research institute's address and the 2017 wetland rules.
  {
    domain: 'neerulakes-n.org.in',
    name: 'Neeru Lakes Trust',
    language: 'en',
    kind: 'plain',
    category: 'public-and-local-services',
    subcategory: 'nature-and-environment',
    contacts: {
      phone: '+91 80 4125 7788',
      email: 'contact@neerulakes-n.org.in',
      street: 'No. 42, 3rd Cross, HAL 2nd Stage',
      address: 'No. 42, 3rd Cross, HAL 2nd Stage, Indiranagar, Bengaluru 560038',
      founded: 2011,
      linkedin: 'https://www.linkedin.com/company/neeru-lakes-trust',
      facebook: 'https://www.facebook.com/neerulakestrust',
    },
    traps: ['publicOffice', 'researchPartner', 'standardYear'],
    decoys: {
      phones: ['080-2266 0000'],
      addresses: ['Centre for Ecological Sciences, Indian Institute of Science, Bengaluru 560012'],
      years: [2017],
    },
  },
  // Protestant parish in Utrecht-West (nl-NL, WordPress Twenty Seventeen): no founding year, while the 1964 church building and the 1782 cabinet organ stand in the text; the national church's Facebook as parent body.
  {
    domain: 'pgdeark-n.nl',
    name: 'Protestantse Gemeente De Ark',
    language: 'nl',
    kind: 'plain',
    category: 'public-and-local-services',
    subcategory: 'religious-institutions',
    contacts: {
      phone: '030 - 677 41 20',
      email: 'info@pgdeark-n.nl',
      street: 'Vleutenseweg 412',
      address: 'Vleutenseweg 412, 3532 HW Utrecht',
      facebook: 'https://www.facebook.com/pgdeark',
    },
    traps: ['buildingYear', 'modelYear', 'parentGroup'],
    decoys: { years: [1964, 1782], links: ['https://www.facebook.com/protestantsekerk'] },
  },
  // Skip hire, waste collection and sorting centre in Bertrange (fr-LU, TYPO3 with a cookieman consent modal, a mega menu, a newsletter and a legal footer): "depuis que Jos Schroeder a acheté son premier camion-benne en 1958"; the environment agency's phone in the licence line, the ISO 14001 year after "depuis", and the hazardous-waste partner's Facebook.
  {
    domain: 'schroeder-recyclage-n.lu',
    name: 'Schroeder Recyclage',
    language: 'fr',
    kind: 'boilerplate',
    category: 'public-and-local-services',
    subcategory: 'waste-management',
    contacts: {
      phone: '+352 31 12 45',
      email: 'info@schroeder-recyclage-n.lu',
      street: "12, rue de l'Industrie",
      address: "12, rue de l'Industrie, L-8069 Bertrange",
      founded: 1958,
      linkedin: 'https://www.linkedin.com/company/schroeder-recyclage',
    },
    traps: ['supervisoryAuthority', 'certificationYear', 'partnerLinks'],
    decoys: {
      phones: ['+352 40 56 56 1'],
      years: [2019],
      links: ['https://www.facebook.com/superdreckskescht'],
    },
  },
  // ---- Restaurants & Bars ----
  // Vegetarian restaurant in a former pharmacy in Bologna (it-IT, Squarespace) written in pharmacy words ("prescrizioni", "posologia", "galenici", "farmacista di turno"): "abbiamo aperto le porte nel 2017"; the old pharmacy's 1893 opening, the duty pharmacy's phone, and the booking platform's link.
  {
    domain: 'farmaciaverde-n.it',
    name: 'Farmacia Verde',
    language: 'it',
    kind: 'misleading',
    category: 'restaurants-and-bars',
    subcategory: 'vegetarian-and-diet',
    contacts: {
      phone: '051 644 2190',
      email: 'ciao@farmaciaverde-n.it',
      street: 'Via Castiglione 24/b',
      address: 'Via Castiglione 24/b, 40124 Bologna',
      founded: 2017,
      facebook: 'https://www.facebook.com/farmaciaverdebologna',
    },
    traps: ['previousBusinessYear', 'pharmacyOnDuty', 'bookingPlatform'],
    decoys: {
      phones: ['051 239 690'],
      years: [1893],
      links: ['https://www.thefork.it/ristorante/farmacia-verde-r734512'],
    },
  },
  // Brown café in Antwerp's Schipperskwartier (nl-BE, Jimdo): "In 1948 tapte Jef Peeters hier zijn eerste pint" (no mailbox); the 2019 takeover by the current owners, and the brewery's Facebook.
  {
    domain: 'denoudenanker-n.be',
    name: 'Café Den Ouden Anker',
    language: 'nl',
    kind: 'plain',
    category: 'restaurants-and-bars',
    subcategory: 'bars-and-cafes',
    contacts: {
      phone: '03 233 71 04',
      street: 'Zirkstraat 14',
      address: 'Zirkstraat 14, 2000 Antwerpen',
      founded: 1948,
      facebook: 'https://www.facebook.com/denoudenanker',
    },
    traps: ['timeline', 'supplierContact'],
    decoys: { years: [2019], links: ['https://www.facebook.com/brouwerijdekoninck'] },
  },
  // Japanese temaki bar in Liberdade, São Paulo (pt-BR, Angular app shell with the home API response in the `ng-state` transfer state): "Em 1998, a família Nakamura abriu o primeiro balcão"; the food-court kiosk branch, the delivery marketplace's link and the web agency's phone.
  {
    domain: 'sakuratemakeria-n.com.br',
    name: 'Sakura Temakeria',
    language: 'pt',
    kind: 'jsShell',
    category: 'restaurants-and-bars',
    subcategory: 'japanese-cuisine',
    contacts: {
      phone: '(11) 3208-4471',
      email: 'contato@sakuratemakeria-n.com.br',
      street: 'Rua Galvão Bueno, 212',
      address: 'Rua Galvão Bueno, 212 - Liberdade, São Paulo - SP, 01506-000',
      founded: 1998,
      facebook: 'https://www.facebook.com/sakuratemakeria',
    },
    traps: ['branchElsewhere', 'marketplace', 'webProvider'],
    decoys: {
      phones: ['(11) 4063-2290'],
      addresses: ['Av. Rebouças, 3970'],
      links: [
        'https://www.ifood.com.br/delivery/sao-paulo-sp/sakura-temakeria-liberdade/3f2a1b0c-9d8e-4f7a-b6c5-d4e3f2a1b0c9',
      ],
    },
  },
  // Persian restaurant by the Navigli in Milan (it-IT, WordPress Hestia): no founding year, while grandmother Parvin's 1979 emigration and the 2023 guide mention stand in the text; the delivery marketplace's link.
  {
    domain: 'shiraz-milano-n.it',
    name: 'Shiraz',
    language: 'it',
    kind: 'plain',
    category: 'restaurants-and-bars',
    subcategory: 'middle-eastern-cuisine',
    contacts: {
      phone: '02 8941 2276',
      email: 'info@shiraz-milano-n.it',
      street: 'Via Vigevano 18',
      address: 'Via Vigevano 18, 20144 Milano',
      facebook: 'https://www.facebook.com/shirazmilano',
    },
    traps: ['familyHistoryYear', 'awardYear', 'marketplace'],
    decoys: {
      years: [1979, 2023],
      links: ['https://deliveroo.it/it/menu/milano/porta-genova/shiraz-via-vigevano'],
    },
  },
  // Neighbourhood cebichería in Miraflores, Lima (es-PE, WordPress GeneratePress): "abrió nuestra primera barra cebichera en el Callao en 1986" (the move keeps the year); the former Callao address, the 2004 move and the 2012 food-fair prize.
  {
    domain: 'lachalaca-n.pe',
    name: 'Cebichería La Chalaca',
    language: 'es',
    kind: 'plain',
    category: 'restaurants-and-bars',
    subcategory: 'north-and-south-american-cuisine',
    contacts: {
      phone: '(01) 445-2391',
      email: 'hola@lachalaca-n.pe',
      street: 'Av. La Mar 1120',
      address: 'Av. La Mar 1120, Miraflores, Lima',
      founded: 1986,
      facebook: 'https://www.facebook.com/lachalacacebicheria',
    },
    traps: ['previousAddress', 'timeline', 'awardYear'],
    decoys: { addresses: ['Jr. Constitución 245'], years: [2004, 2012] },
  },
  // Sourdough pizza for takeaway and delivery in Russafa, València (es-ES, SvelteKit client-rendered with the page data in the start script): no founding year and no mailbox, while the autumn 2024 menu is dated; the delivery marketplace's link.
  {
    domain: 'volandera-n.es',
    name: 'Volandera',
    language: 'es',
    kind: 'jsShell',
    category: 'restaurants-and-bars',
    subcategory: 'takeaway',
    contacts: {
      phone: '963 51 22 84',
      street: 'Carrer de Sueca 41',
      address: 'Carrer de Sueca 41, 46006 València',
      facebook: 'https://www.facebook.com/volanderapizza',
    },
    traps: ['priceListYear', 'marketplace'],
    decoys: { years: [2024], links: ['https://glovoapp.com/es/es/valencia/volandera-val/'] },
  },
  // Thai restaurant in Lisbon's Bairro Alto (pt-PT, Wix): no founding year, while the 2022 and 2023 guide mentions stand in the text; the Wix template's forgotten mobile footer (San Francisco address, 123-456-7890, info@mysite.com) and the booking platform's link.
  {
    domain: 'baansiam-n.pt',
    name: 'Baan Siam',
    language: 'pt',
    kind: 'plain',
    category: 'restaurants-and-bars',
    subcategory: 'southeast-asian-cuisine',
    contacts: {
      phone: '21 342 18 90',
      email: 'geral@baansiam-n.pt',
      street: 'Rua da Atalaia 112',
      address: 'Rua da Atalaia 112, 1200-041 Lisboa',
      facebook: 'https://www.facebook.com/baansiamlisboa',
    },
    traps: ['themeDemoContent', 'bookingPlatform'],
    decoys: {
      phones: ['123-456-7890'],
      emails: ['info@mysite.com'],
      addresses: ['500 Terry Francine Street, San Francisco, CA 94158'],
      links: ['https://www.thefork.pt/restaurante/baan-siam-r681245'],
    },
  },
  // ---- Shopping & Fashion ----
  // Chef's workwear shop in Manchester (en-GB, Shopify Dawn) written as a restaurant ("Today's Menu", "Tonight's specials", "chef's table", "service starts at six"): "Stitched together in 2013 by a former sous-chef" (no street address of its own); the client restaurant's address and the festival it sponsors.
  {
    domain: 'brigadewhites-n.co.uk',
    name: 'Brigade Whites',
    language: 'en',
    kind: 'misleading',
    category: 'shopping-and-fashion',
    subcategory: 'clothing-and-underwear',
    contacts: {
      phone: '0161 496 0732',
      email: 'hello@brigadewhites-n.co.uk',
      founded: 2013,
      linkedin: 'https://www.linkedin.com/company/brigade-whites',
      facebook: 'https://www.facebook.com/brigadewhites',
    },
    traps: ['clientReference', 'sponsor'],
    decoys: { addresses: ['45 King Street, Manchester M2 4LQ'], years: [2024] },
  },
  // Costume rental and sale in Lapa, Rio (pt-BR, WordPress Divi) written as a theatre ("Em cartaz", "Elenco", "Camarim", "Bilheteria", "Ensaio geral"): "Nascemos nos bastidores do Carnaval de 1992"; the 2022 thirtieth anniversary and the Sambadrome's address.
  {
    domain: 'purpurina-fantasias-n.com.br',
    name: 'Ateliê Purpurina',
    language: 'pt',
    kind: 'misleading',
    category: 'shopping-and-fashion',
    subcategory: 'costume-and-wedding',
    contacts: {
      phone: '(21) 2252-3390',
      email: 'atendimento@purpurina-fantasias-n.com.br',
      street: 'Rua do Lavradio, 88',
      address: 'Rua do Lavradio, 88 - Lapa, Rio de Janeiro - RJ, 20230-070',
      founded: 1992,
      facebook: 'https://www.facebook.com/ateliepurpurina',
    },
    traps: ['anniversaryYear', 'eventVenue'],
    decoys: { addresses: ['Rua Marquês de Sapucaí, s/n'], years: [2022] },
  },
  // Jeweller and goldsmith on Stuttgart's Königstraße (de-DE, Shopify Prestige with a Usercentrics banner, a mega menu, trust badges and a Klaviyo newsletter): "Das Geschäft eröffnete Goldschmiedemeister Karl Hartmann 1952"; the watch brand's service line and Facebook, and the newsletter service's Boston address.
  {
    domain: 'juwelier-hartmann-n.de',
    name: 'Juwelier Hartmann',
    language: 'de',
    kind: 'boilerplate',
    category: 'shopping-and-fashion',
    subcategory: 'jewelry-and-watches',
    contacts: {
      phone: '0711 24 86 93',
      email: 'info@juwelier-hartmann-n.de',
      street: 'Königstraße 28',
      address: 'Königstraße 28, 70173 Stuttgart',
      founded: 1952,
      facebook: 'https://www.facebook.com/juwelierhartmannstuttgart',
    },
    traps: ['manufacturerHotline', 'resoldBrand', 'newsletterService'],
    decoys: {
      phones: ['07422 18 4400'],
      addresses: ['125 Summer Street, Boston, MA 02110'],
      links: ['https://www.facebook.com/JunghansUhren'],
    },
  },
  // Cork bags and accessories made in Porto (pt-PT, Shopify Sense with the privacy banner, mega menus, a newsletter pop-up, Shopify Inbox chat and the dispute-resolution footer): no founding year, while the FSC certification year stands beside the supplier; the cork supplier's address and the consumer arbitration centre's address.
  {
    domain: 'corticaecompanhia-n.pt',
    name: 'Cortiça & Companhia',
    language: 'pt',
    kind: 'boilerplate',
    category: 'shopping-and-fashion',
    subcategory: 'accessories',
    contacts: {
      phone: '+351 222 018 447',
      email: 'ola@corticaecompanhia-n.pt',
      street: 'Rua das Flores, 97',
      address: 'Rua das Flores, 97, 4050-265 Porto',
      facebook: 'https://www.facebook.com/corticaecompanhia',
    },
    traps: ['supplierContact', 'certificationYear', 'consumerArbitration'],
    decoys: {
      addresses: [
        'Rua da Indústria 210, 4520-115 Santa Maria da Feira',
        'Rua Damião de Góis, 31, Loja 6, 4050-225 Porto',
      ],
      years: [2020],
    },
  },
  // Alterations and clothing repair on Boulevard Saint-Laurent, Montréal (fr-CA, Squarespace): "Mme Nguyen a ouvert l'atelier en 1997"; her mother's sewing in Hué from 1968, and the recommended dry cleaner's phone.
  {
    domain: 'aiguilledor-n.ca',
    name: "Retouches Aiguille d'Or",
    language: 'fr',
    kind: 'plain',
    category: 'shopping-and-fashion',
    subcategory: 'clothing-rental-and-repair',
    contacts: {
      phone: '514 273-8841',
      email: 'bonjour@aiguilledor-n.ca',
      street: '4520, boulevard Saint-Laurent',
      address: '4520, boulevard Saint-Laurent, Montréal (Québec) H2T 1R2',
      founded: 1997,
      facebook: 'https://www.facebook.com/aiguilledormtl',
    },
    traps: ['familyHistoryYear', 'recommendedPartner'],
    decoys: { phones: ['514 844-2211'], years: [1968] },
  },
  // ---- Sports ----
  // Boxing gym in an old Palermo bakery, Buenos Aires (es-AR, Webflow) written in bakery words ("hornadas", "masa madre", "fermentación lenta", "medialunas"): no founding year, while the bakery's 1931 opening and a 2023 tournament stand in the text; the real bakery next door's phone.
  {
    domain: 'lapanaderia-boxeo-n.com.ar',
    name: 'La Panadería Boxeo',
    language: 'es',
    kind: 'misleading',
    category: 'sports',
    subcategory: 'martial-arts-and-wrestling',
    contacts: {
      phone: '(011) 4774-2218',
      email: 'info@lapanaderia-boxeo-n.com.ar',
      street: 'Thames 1420',
      address: 'Thames 1420, C1414 CABA',
      facebook: 'https://www.facebook.com/lapanaderiaboxeo',
    },
    traps: ['previousBusinessYear', 'namesakeBusiness'],
    decoys: { phones: ['4773-0912'], years: [1931] },
  },
  // Handball club in Unterhaching (de-DE, Joomla Helix Ultimate): "Aus einer Schulmannschaft ... entstand im Herbst 1968 unser Verein"; the 2018 fiftieth anniversary, the main sponsor's Facebook and the register court's address.
  {
    domain: 'hc-isartal-n.de',
    name: 'HC Isartal 1968 e.V.',
    language: 'de',
    kind: 'plain',
    category: 'sports',
    subcategory: 'ball-games',
    contacts: {
      phone: '089 61 42 77 05',
      email: 'info@hc-isartal-n.de',
      street: 'Am Sportpark 6',
      address: 'Am Sportpark 6, 82008 Unterhaching',
      founded: 1968,
      facebook: 'https://www.facebook.com/hcisartal',
    },
    traps: ['anniversaryYear', 'sponsor', 'registryCourt'],
    decoys: {
      addresses: ['Amtsgericht München, Infanteriestraße 5'],
      years: [2018],
      links: ['https://www.facebook.com/autohaus.brandl.unterhaching'],
    },
  },
  // 18-hole golf club among the Langhe vineyards near Alba (it-IT, Gatsby with the Contentful page data inlined and an empty focus wrapper): "Il circolo nasce nel 1989"; the 2021 sustainability certification, the golf federation's Facebook and the recommended farm stay's phone.
  {
    domain: 'golflecolline-n.it',
    name: 'Golf Club Le Colline',
    language: 'it',
    kind: 'jsShell',
    category: 'sports',
    subcategory: 'golf-and-ultimate',
    contacts: {
      phone: '0173 36 12 45',
      email: 'segreteria@golflecolline-n.it',
      street: 'Strada Ronchi 12',
      address: 'Strada Ronchi 12, 12051 Alba (CN)',
      founded: 1989,
      facebook: 'https://www.facebook.com/golflecolline',
    },
    traps: ['certificationYear', 'professionalBody', 'recommendedPartner'],
    decoys: {
      phones: ['0173 28 45 90'],
      years: [2021],
      links: ['https://www.facebook.com/federgolf'],
    },
  },
  // Surf school in Byron Bay (en-AU, Next.js app router bailing out to client rendering, the content only in the `self.__next_f` flight data): "Our first board hire was out of a Kombi in 2002"; the marine rescue's phone, the board shaper's Facebook and the 2024 copyright line.
  {
    domain: 'tallowsurf-n.com.au',
    name: 'Tallow Surf School',
    language: 'en',
    kind: 'jsShell',
    category: 'sports',
    subcategory: 'swimming-and-water-sports',
    contacts: {
      phone: '(02) 6685 7319',
      email: 'hello@tallowsurf-n.com.au',
      street: '12 Jonson Street',
      address: '12 Jonson Street, Byron Bay NSW 2481',
      founded: 2002,
      facebook: 'https://www.facebook.com/tallowsurfschool',
    },
    traps: ['emergencyNumber', 'partnerLinks', 'copyrightYear'],
    decoys: {
      phones: ['(02) 6685 9140'],
      years: [2024],
      links: ['https://www.facebook.com/capebyronboards'],
    },
  },
  // Padel club with eight courts in Triana, Seville (es-ES, WordPress Kadence): no founding year, while the 2025 price list and the 2024 Christmas tournament are dated; the court-booking platform's link and the Facebook share link.
  {
    domain: 'padeltriana-n.es',
    name: 'Club de Pádel Triana',
    language: 'es',
    kind: 'plain',
    category: 'sports',
    subcategory: 'tennis-and-racquet-sports',
    contacts: {
      phone: '954 33 71 20',
      email: 'club@padeltriana-n.es',
      street: 'Calle Castilla 88',
      address: 'Calle Castilla 88, 41010 Sevilla',
      facebook: 'https://www.facebook.com/padeltriana',
    },
    traps: ['priceListYear', 'bookingPlatform', 'shareLinks'],
    decoys: {
      years: [2025],
      links: [
        'https://playtomic.io/club-de-padel-triana/7b2e1c9a-4f3d-4a8b-9c6e-2d1f0a3b5c7e',
        'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fpadeltriana-n.es%2F',
      ],
    },
  },
  // Ski and snowboard school for the resorts above Santiago (es-CL, WordPress Avada with a Complianz banner, a mega menu, a Mailchimp newsletter and a Tidio chat bubble): "Fundamos la escuela la temporada de 2008"; the resort's lift-ticket office phone, the consent plugin's link and the chat vendor's link.
  {
    domain: 'andesblancos-n.cl',
    name: 'Escuela de Esquí Andes Blancos',
    language: 'es',
    kind: 'boilerplate',
    category: 'sports',
    subcategory: 'outdoor-and-winter-sports',
    contacts: {
      phone: '+56 2 2321 4480',
      email: 'contacto@andesblancos-n.cl',
      street: 'Av. Apoquindo 4500',
      address: 'Av. Apoquindo 4500, of. 1203, Las Condes, Santiago',
      founded: 2008,
      facebook: 'https://www.facebook.com/andesblancos.ski',
    },
    traps: ['ticketOffice', 'cookieVendor', 'chatWidget'],
    decoys: {
      phones: ['+56 2 2477 7705'],
      links: ['https://complianz.io/', 'https://www.tidio.com/powered-by-tidio/live-chat/'],
    },
  },
  // Dance and rhythmic-gymnastics school in central Belo Horizonte (pt-BR, WordPress Hello Elementor with a mega menu, a newsletter form, an LGPD cookie notice and a Joinchat WhatsApp bubble): "Há 25 anos, em 1999, a professora Sônia Andrade abriu a primeira turma"; the recital theatre's address and the web agency's phone.
  {
    domain: 'compassodanca-n.com.br',
    name: 'Compasso Escola de Dança',
    language: 'pt',
    kind: 'boilerplate',
    category: 'sports',
    subcategory: 'dancing-and-gymnastics',
    contacts: {
      phone: '(31) 3222-4567',
      email: 'contato@compassodanca-n.com.br',
      street: 'Rua da Bahia, 1148',
      address: 'Rua da Bahia, 1148 - Centro, Belo Horizonte - MG, 30160-011',
      founded: 1999,
      facebook: 'https://www.facebook.com/compassodanca',
    },
    traps: ['eventVenue', 'webProvider'],
    decoys: { phones: ['(31) 3568-2210'], addresses: ['Av. Afonso Pena, 1537'] },
  },
  // ---- Travel & Vacation ----
  // Design hotel in a former Citroën garage in Liège (fr-BE, WordPress Bridge with WPBakery) written as a car workshop ("révision complète", "contrôle technique", "vidange", "les boxes", "le plein"): no founding year, while the garage's 1936 building and the 1962 DS room stand in the text; the partner car park's phone.
  {
    domain: 'hotellegarage-n.be',
    name: 'Le Garage',
    language: 'fr',
    kind: 'misleading',
    category: 'travel-and-vacation',
    subcategory: 'hotels',
    contacts: {
      phone: '+32 4 221 33 40',
      email: 'bonjour@hotellegarage-n.be',
      street: 'Rue Saint-Gilles 58',
      address: 'Rue Saint-Gilles 58, 4000 Liège',
      facebook: 'https://www.facebook.com/hotellegarageliege',
    },
    traps: ['buildingYear', 'modelYear', 'recommendedPartner'],
    decoys: { phones: ['+32 4 223 18 90'], years: [1936, 1962] },
  },
  // Six-room guesthouse above the Douro at Pinhão (pt-PT, Astro with one `client:only` React island whose props carry everything): no founding year, while the house's 1887 building and a 2017 vintage port stand in the props; the wine-route network's Facebook.
  {
    domain: 'casadoriodouro-n.pt',
    name: 'Casa do Rio',
    language: 'pt',
    kind: 'jsShell',
    category: 'travel-and-vacation',
    subcategory: 'accommodation-and-lodging',
    contacts: {
      phone: '+351 254 732 118',
      email: 'reservas@casadoriodouro-n.pt',
      street: 'Rua da Estação, 14',
      address: 'Rua da Estação, 14, 5085-034 Pinhão',
      facebook: 'https://www.facebook.com/casadoriodouro',
    },
    traps: ['buildingYear', 'modelYear', 'partnerNetwork'],
    decoys: { years: [1887, 2017], links: ['https://www.facebook.com/rotadovinhodoporto'] },
  },
  // Guided hikes, canyoning and grotto tours in Valle Verzasca (it-CH Ticino, WordPress Enfold with Borlabs and Enfold consent bars, a mega menu, a CleverReach newsletter and a legal footer): no founding year, while the 2025 season is dated; the tourist office's phone, the air rescue's short number and the newsletter service's address.
  {
    domain: 'verzasca-escursioni-n.ch',
    name: 'Verzasca Escursioni',
    language: 'it',
    kind: 'boilerplate',
    category: 'travel-and-vacation',
    subcategory: 'activities-and-tours',
    contacts: {
      phone: '+41 91 745 12 80',
      email: 'info@verzasca-escursioni-n.ch',
      street: 'Via Cantonale 22',
      address: 'Via Cantonale 22, 6633 Lavertezzo',
      facebook: 'https://www.facebook.com/verzascaescursioni',
    },
    traps: ['publicOffice', 'emergencyNumber', 'newsletterService'],
    decoys: {
      phones: ['+41 91 825 70 56', '1414'],
      addresses: ['Schafjückenweg 2, 26180 Rastede'],
    },
  },
  // Scheduled light-aircraft flights from Lanseria to the Kruger lodges (en-ZA, WordPress Salient with WPBakery): "Our first Cessna Caravan took off from Lanseria in 2005"; the 2006 operator certificate, a partner lodge's Facebook and the airport information desk's phone.
  {
    domain: 'bushveldair-n.co.za',
    name: 'Bushveld Air',
    language: 'en',
    kind: 'plain',
    category: 'travel-and-vacation',
    subcategory: 'airlines-and-air-travel',
    contacts: {
      phone: '+27 11 659 2430',
      email: 'fly@bushveldair-n.co.za',
      street: 'Hangar 7, Lanseria International Airport',
      address: 'Hangar 7, Lanseria International Airport, Pelindaba Road, Lanseria, 1748',
      founded: 2005,
      linkedin: 'https://www.linkedin.com/company/bushveld-air',
      facebook: 'https://www.facebook.com/bushveldair',
    },
    traps: ['licenceYear', 'partnerLinks', 'centreReception'],
    decoys: {
      phones: ['+27 11 367 0500'],
      years: [2006],
      links: ['https://www.facebook.com/ngalasprivatelodge'],
    },
  },
  // Independent tailor-made travel agency in Lyon (fr-FR, Nuxt 3 with the page inside <ClientOnly>, the content only in the `__NUXT_DATA__` payload): "Agence créée en 1994"; the travel-guarantee body's address and the 2025 trade fair.
  {
    domain: 'caphorizon-voyages-n.fr',
    name: 'Cap Horizon Voyages',
    language: 'fr',
    kind: 'jsShell',
    category: 'travel-and-vacation',
    subcategory: 'travel-agencies',
    contacts: {
      phone: '04 78 42 16 90',
      email: 'contact@caphorizon-voyages-n.fr',
      street: '12 rue de la République',
      address: '12 rue de la République, 69002 Lyon',
      founded: 1994,
      linkedin: 'https://www.linkedin.com/company/cap-horizon-voyages',
      facebook: 'https://www.facebook.com/caphorizonvoyages',
    },
    traps: ['insurerDetails', 'tradeFair'],
    decoys: { addresses: ['15 avenue Carnot, 75017 Paris'], years: [2025] },
  },
  // ---- Utilities ----
  // Regional drinking-water association in the Enns valley (de-AT, TYPO3) written as a wine list ("Die Karte", "Verkostung", "Abgang", "Lagen", "Wassersommelier", "ohne Korkgeld"): "Der Verband wurde 1961 von acht Gemeinden ins Leben gerufen"; the testing lab's address and the 2001 drinking-water ordinance.
  {
    domain: 'wasser-ennstal-n.at',
    name: 'Wasserverband Ennstal',
    language: 'de',
    kind: 'misleading',
    category: 'utilities',
    subcategory: 'water-utilities',
    contacts: {
      phone: '03612 224 60',
      email: 'office@wasser-ennstal-n.at',
      street: 'Werkstraße 5',
      address: 'Werkstraße 5, 8940 Liezen',
      founded: 1961,
      facebook: 'https://www.facebook.com/wasserennstal',
    },
    traps: ['researchPartner', 'standardYear'],
    decoys: { addresses: ['Spargelfeldstraße 191, 1220 Wien'], years: [2001] },
  },
  // Heating-oil, farm-diesel and pellet distributor in a former olive-oil mill near Perugia (it-IT, hand-made XHTML from the 2000s) that kept the oleificio name and talks presses, millstones and cold pressing: "la nostra attività di distribuzione di gasolio è cominciata nel 1965"; the former mill's 1878 start, and the phone of an unrelated olive-oil mill of the same name.
  {
    domain: 'oleificiobertoni-n.it',
    name: 'Oleificio Bertoni',
    language: 'it',
    kind: 'misleading',
    category: 'utilities',
    subcategory: 'oil-and-fuel',
    contacts: {
      phone: '075 851 2244',
      email: 'info@oleificiobertoni-n.it',
      street: 'Via Tiberina Nord 118',
      address: 'Via Tiberina Nord 118, 06134 Perugia (PG)',
      founded: 1965,
      facebook: 'https://www.facebook.com/oleificiobertoni',
    },
    traps: ['previousBusinessYear', 'namesakeBusiness'],
    decoys: { phones: ['0742 78 12 09'], years: [1878] },
  },
  // Municipal electricity utility and grid operator in Dietikon (de-CH, Nuxt 2 rendering the page client-only, the content only in `window.__NUXT__`): "Gegründet 1908 als Gemeindewerk"; the 2026 tariffs and the federal regulator's address.
  {
    domain: 'ew-limmattal-n.ch',
    name: 'EW Limmattal',
    language: 'de',
    kind: 'jsShell',
    category: 'utilities',
    subcategory: 'energy-and-power',
    contacts: {
      phone: '044 741 22 10',
      email: 'info@ew-limmattal-n.ch',
      street: 'Zürcherstrasse 41',
      address: 'Zürcherstrasse 41, 8953 Dietikon',
      founded: 1908,
      linkedin: 'https://www.linkedin.com/company/ew-limmattal',
    },
    traps: ['priceListYear', 'supervisoryAuthority'],
    decoys: { addresses: ['Christoffelgasse 5, 3003 Bern'], years: [2026] },
  },
  // ---- Vehicles & Transportation ----
  // Bike repair shop in Christchurch (en-NZ, WordPress Twenty Twenty-Four) written as a GP's practice ("consultations", "surgery", "pharmacy", "enrol as a patient", "diagnosis"): "Our first patient was wheeled in back in 2011"; the parts distributor's warranty line and the national health helpline.
  {
    domain: 'spokedoctor-n.co.nz',
    name: 'The Spoke Doctor',
    language: 'en',
    kind: 'misleading',
    category: 'vehicles-and-transportation',
    subcategory: 'bicycles',
    contacts: {
      phone: '03 379 4410',
      email: 'reception@spokedoctor-n.co.nz',
      street: '210 Colombo Street',
      address: '210 Colombo Street, Sydenham, Christchurch 8023',
      founded: 2011,
      facebook: 'https://www.facebook.com/spokedoctorchch',
    },
    traps: ['manufacturerHotline', 'helpline'],
    decoys: { phones: ['09 415 8830', '0800 611 116'] },
  },
  // Tyre and wheel shop in a former shoemaker's in Nijmegen (nl-NL, WordPress OceanWP with Elementor) written in shoe words ("zolen", "zomerschoenen", "winterschoenen", "hakken & velgen", "schoenenhotel"): "Bandenservice Van Dijk begon in 1987"; grandfather's 1952 shoemaker's, the purchasing network's address, and the retina logo's file name that reads as a mailbox.
  {
    domain: 'bandenschoenmaker-n.nl',
    name: 'De Bandenschoenmaker',
    language: 'nl',
    kind: 'misleading',
    category: 'vehicles-and-transportation',
    subcategory: 'auto-parts-and-wheels',
    contacts: {
      phone: '024 - 360 18 82',
      email: 'info@bandenschoenmaker-n.nl',
      street: 'Tarweweg 14',
      address: 'Tarweweg 14, 6534 AM Nijmegen',
      founded: 1987,
      facebook: 'https://www.facebook.com/bandenschoenmaker',
    },
    traps: ['familyHistoryYear', 'franchisor', 'imageFileName'],
    decoys: {
      emails: ['logo@2x.png'],
      addresses: ['Industrieweg 40, 3401 MA IJsselstein'],
      years: [1952],
    },
  },
  // Campervan, motorhome and trailer rental in Denver (en-US, Next.js pages router with the page rendered client-only, the content only in `__NEXT_DATA__`): no founding year, while the fleet's model years abound; the roadside-assistance line, the insurer's address and the booking form's placeholder phone.
  {
    domain: 'frontrange-rv-n.com',
    name: 'Front Range RV Rentals',
    language: 'en',
    kind: 'jsShell',
    category: 'vehicles-and-transportation',
    subcategory: 'vehicle-rental',
    contacts: {
      phone: '(720) 445-3198',
      email: 'rent@frontrange-rv-n.com',
      street: '4820 Brighton Blvd',
      address: '4820 Brighton Blvd, Denver, CO 80216',
      facebook: 'https://www.facebook.com/frontrangerv',
    },
    traps: ['breakdownService', 'insurerDetails', 'formPlaceholder'],
    decoys: {
      phones: ['(888) 467-7246', '(555) 123-4567'],
      addresses: ['1200 Sixth Avenue, Seattle, WA 98101'],
    },
  },
  // Taxi and wheelchair-bus company in Utrecht (nl-NL, Remix with the page behind a client-only wrapper, the content only in `window.__remixContext` loader data): "Opgericht in 1979"; the company's discontinued former number and the regional social-care taxi's booking line.
  {
    domain: 'taxidomstad-n.nl',
    name: 'Taxi Domstad',
    language: 'nl',
    kind: 'jsShell',
    category: 'vehicles-and-transportation',
    subcategory: 'taxis-and-public-transport',
    contacts: {
      phone: '030 271 44 44',
      email: 'info@taxidomstad-n.nl',
      street: 'Kanaalweg 16',
      address: 'Kanaalweg 16, 3526 KL Utrecht',
      founded: 1979,
      linkedin: 'https://www.linkedin.com/company/taxi-domstad',
      facebook: 'https://www.facebook.com/taxidomstad',
    },
    traps: ['formerNumber', 'publicOffice'],
    decoys: { phones: ['030 - 293 12 12', '0900 - 728 22 22'] },
  },
  // Independent garage with fuel station and chargers in Gentbrugge (nl-BE Flanders, WordPress Divi with a Cookiebot dialog, a Divi Mega Pro menu, a newsletter and a Smartsupp chat): "opa Albert startte in 1956"; the motoring club's breakdown line, the car brand's Facebook and the chat vendor's link.
  {
    domain: 'garageverhaeghe-n.be',
    name: 'Garage Verhaeghe',
    language: 'nl',
    kind: 'boilerplate',
    category: 'vehicles-and-transportation',
    subcategory: 'vehicle-repair-and-fuel',
    contacts: {
      phone: '09 225 12 34',
      email: 'info@garageverhaeghe-n.be',
      street: 'Brusselsesteenweg 455',
      address: 'Brusselsesteenweg 455, 9050 Gentbrugge',
      founded: 1956,
      facebook: 'https://www.facebook.com/garageverhaeghe',
    },
    traps: ['breakdownService', 'resoldBrand', 'chatWidget'],
    decoys: {
      phones: ['070 344 777'],
      links: ['https://www.facebook.com/SkodaBelgie', 'https://www.smartsupp.com/nl/'],
    },
  },
  // KTM, Husqvarna and GasGas motorcycle dealer and workshop in Graz (de-AT, WordPress Blocksy with Elementor): no founding year, while model year 2025 and a 2022 dealer award stand in the text; the maker's customer-care line and Facebook.
  {
    domain: 'motorrad-pichler-n.at',
    name: 'Motorrad Pichler',
    language: 'de',
    kind: 'plain',
    category: 'vehicles-and-transportation',
    subcategory: 'motorcycle-and-powersports',
    contacts: {
      phone: '0316 82 45 67',
      email: 'office@motorrad-pichler-n.at',
      street: 'Kärntner Straße 210',
      address: 'Kärntner Straße 210, 8054 Graz',
      facebook: 'https://www.facebook.com/motorradpichler',
    },
    traps: ['manufacturerHotline', 'resoldBrand', 'awardYear'],
    decoys: {
      phones: ['+43 7742 6000 3333'],
      years: [2022],
      links: ['https://www.facebook.com/KTMAustria'],
    },
  },
  // ---- Pages that say nothing ----
  // Parked domain for sale with sponsored search links (en-CA, a parking company's lander): the domain broker's phone and mailbox, and its 2025 copyright line.
  {
    domain: 'maplecreekoutfitters-n.ca',
    name: 'maplecreekoutfitters-n.ca',
    language: 'en',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['agencyEntity', 'copyrightYear'],
    decoys: {
      phones: ['+1 (416) 915-0427'],
      emails: ['brokers@domainharbour-n.com'],
      addresses: ['200 Front Street West, Suite 2300, Toronto, ON M5V 3K2'],
      years: [2025],
    },
  },
  // Hosting company's default page on a newly registered domain (de-DE, hand-made placeholder): the hosting company's support phone, mailbox and address.
  {
    domain: 'lindenhof-n.de',
    name: 'lindenhof-n.de',
    language: 'de',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['webProvider'],
    decoys: {
      phones: ['040 822 17 30'],
      emails: ['support@netzhafen-n.de'],
      addresses: ['Speicherstraße 9, 20457 Hamburg'],
    },
  },
  // "Coming soon" page with a countdown and a Mailchimp sign-up (fr-FR, WordPress SeedProd): the form's placeholder mailbox, the mailing service's Atlanta address and the 2025 copyright line.
  {
    domain: 'atelier-lumen-n.fr',
    name: 'atelier-lumen-n.fr',
    language: 'fr',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['formPlaceholder', 'newsletterService', 'copyrightYear'],
    decoys: {
      emails: ['votre@email.fr'],
      addresses: ['405 N Angier Ave NE, Atlanta, GA 30308'],
      years: [2025],
    },
  },
  // Login wall of a hosted workplace portal (nl-NL, hand-made login page): the software vendor's service-desk phone, its status page and the example mailbox in the login field.
  {
    domain: 'vdberg-portaal-n.nl',
    name: 'vdberg-portaal-n.nl',
    language: 'nl',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['serviceHotline', 'exampleValue'],
    decoys: {
      phones: ['088 - 245 90 00'],
      emails: ['naam@bedrijf.nl'],
      links: ['https://status.cloudwijs-n.nl'],
    },
  },
  // Cookie wall with nothing behind it: the app loads only after consent (it-IT, iubenda's floating banner over an empty page): the external data-protection officer's mailbox and the consent vendor's link.
  {
    domain: 'studio-ferraro-n.it',
    name: 'studio-ferraro-n.it',
    language: 'it',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['externalDpo', 'cookieVendor'],
    decoys: {
      emails: ['dpo@privacylegale-n.it'],
      links: ['https://www.iubenda.com/it/'],
    },
  },
];
