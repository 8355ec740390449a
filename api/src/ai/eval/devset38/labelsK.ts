import type { HandWrittenLabel } from '../handWrittenLabel.ts';

/**
 * Author K's share of devset38: 39 homepages of small and mid-sized businesses in Animals & Pets,
 * Beauty & Well-being, Business Services, Construction & Manufacturing, Education & Training,
 * Electronics & Technology and Events & Entertainment (no subcategory twice), and five pages that
 * say nothing (a hosting company's default page, a parked domain for sale with ad links, a
 * suspended account, a maintenance countdown and a cookie wall with nothing behind it). Twelve
 * are plain, ten misleading (the words belong to another trade than the one the company sells: a
 * dog kennel written as a hotel, a tattoo studio telling the story of a print shop, a gestoría for
 * bars, marketing for dentists, a plastics moulder talking cars, a cooking school reading like a
 * menu, dental software, a phone-repair "hospital", a nightclub in library words, a farm hiring out
 * its barn), nine JS shells (Next.js pages and app router, Nuxt 2 and 3, SvelteKit, Remix, Gatsby,
 * Astro islands, Angular transfer state: the words live only in the app's payload) and eight
 * buried in boilerplate (consent walls, mega menus, newsletters, legal footers, chat widgets).
 * Each page is written as the real site would be (WordPress with Astra, Divi, Elementor, Kadence,
 * GeneratePress, OceanWP, Neve, Avada or Storefront, Wix, Squarespace, Shopify, Webflow, TYPO3,
 * Joomla, Jimdo, PrestaShop, hand-made pages, or one of the frameworks above), in its country's way
 * of writing phones and addresses (Austria, Switzerland, Belgium, Québec, Mexico, Argentina,
 * Chile, Colombia, Brazil, Portugal, Ireland, Australia among them), with two to four decoys among
 * the values a reader most easily takes wrongly. Twenty-six business pages state a founding year
 * in varied phrasings; thirteen state none while other years abound.
 *
 * Labelling rules:
 * - The category is what the company itself sells today, as a careful reader would file it,
 *   whatever most of the page talks about (a boarding kennel written as a hotel is a pet service,
 *   software for dentists is software, an agency that handles paperwork for restaurants is an
 *   administrative service, a phone-repair shop called a hospital repairs phones, a farm that
 *   hires out its barn is an events venue, a cooking school sells classes).
 * - `contacts` holds only the company's own current facts for the place customers use: the phone
 *   to call first today as the page writes it (the visible text; in a JS shell, the payload's
 *   value), the general mailbox, the street line (`street`, verbatim on the page) and the whole
 *   address (`address`, as the page writes it) customers visit now, the founding or first opening
 *   year (a takeover, rename or move keeps the original year when the page states it), and the
 *   LinkedIn and Facebook hrefs. A field the page does not state is left out.
 * - `decoys` lists what must never be taken, each verbatim on the page (phones exactly as
 *   written, addresses as a contiguous substring, years as numbers appearing on the page): other
 *   parties' phones, mailboxes, addresses and links (on-call services, helplines, suppliers,
 *   makers' hotlines, landlords, buying groups, chambers and regulators, funders, partners,
 *   clients in case studies and testimonials, caterers, venues, ticket sellers, web agencies,
 *   hosting, parking and consent companies), the company's own former address and other branch,
 *   and years that are not the founding (buildings, takeovers and moves, licences,
 *   certifications, memberships, awards, standards and laws, price lists, vintages and model
 *   years, the owner's career and the family's history, a client's founding). `traps` names their
 *   kinds; a page has traps exactly when it has decoys.
 * - The company's own secondary lines and mailboxes (WhatsApp, mobile, jobs, HR, support) are
 *   neither truth nor decoy.
 * - Say-nothing pages are `uncategorised` and carry no contacts; the hosting, parking, agency and
 *   consent companies' numbers, mailboxes, addresses and links on them are decoys.
 */
export const DEVSET38_LABELS_K: readonly HandWrittenLabel[] = [
  // ---- Animals & Pets ----
  // Small-animal vet in Graz (de-AT, WordPress Astra): "Die Praxis wurde 1998 … eröffnet"; the son's 2019 takeover, the former shop address, the Graz on-call service's phone and the referral clinic's address.
  {
    domain: 'kleintierpraxis-murblick-k.at',
    name: 'Kleintierpraxis Murblick',
    language: 'de',
    kind: 'plain',
    category: 'animals-and-pets',
    subcategory: 'animal-health',
    contacts: {
      phone: '0316 48 27 15',
      email: 'praxis@kleintierpraxis-murblick-k.at',
      street: 'Kärntner Straße 118',
      address: 'Kärntner Straße 118, 8053 Graz',
      founded: 1998,
      facebook: 'https://www.facebook.com/kleintierpraxismurblick',
    },
    traps: ['outOfHoursService', 'previousAddress', 'timeline'],
    decoys: {
      phones: ['0316 26 55 00'],
      addresses: ['Straßganger Straße 40', 'Triester Straße 290, 8055 Graz'],
      years: [2019],
    },
  },
  // Dog boarding kennel in Geel (nl-BE, Wix), written throughout as a hotel with suites and room service: a pet service. No founding year; the 2023 licence and 2025 price list; the partner vet's phone and address.
  {
    domain: 'hondenhotel-de-kempen-k.be',
    name: 'Hotel De Kempen',
    language: 'nl',
    kind: 'misleading',
    category: 'animals-and-pets',
    subcategory: 'pet-services',
    contacts: {
      phone: '014 58 22 19',
      email: 'hallo@hondenhotel-de-kempen-k.be',
      street: 'Boerenkrijglaan 77',
      address: 'Boerenkrijglaan 77, 2440 Geel',
    },
    traps: ['onCallPartner', 'licenceYear', 'priceListYear'],
    decoys: {
      phones: ['014 58 90 12'],
      addresses: ['Nieuwstraat 54, 2440 Geel'],
      years: [2023, 2025],
    },
  },
  // Riding school and livery in Saint-Augustin-de-Desmaures (fr-CA, Nuxt 2 `window.__NUXT__`): "La famille Gagnon a ouvert l'écurie au printemps 1986"; the barn of 1952, the 2008 certification, the riding federation's and the farrier's phones.
  {
    domain: 'centre-equestre-des-erables-k.ca',
    name: 'Centre équestre des Érables',
    language: 'fr',
    kind: 'jsShell',
    category: 'animals-and-pets',
    subcategory: 'horses-and-riding',
    contacts: {
      phone: '(418) 872-4410',
      email: 'info@centre-equestre-des-erables-k.ca',
      street: '1240, rang Saint-Jacques',
      address: '1240, rang Saint-Jacques, Saint-Augustin-de-Desmaures (Québec)  G3A 1W8',
      founded: 1986,
      facebook: 'https://www.facebook.com/centreequestredeserables',
    },
    traps: ['professionalBody', 'supplierContact', 'buildingYear', 'certificationYear'],
    decoys: {
      phones: ['(514) 252-3190', '(418) 955-2231'],
      years: [1952, 2008],
    },
  },
  // Pet shop in Belo Horizonte selling online (pt-BR, Shopify Dawn), buried in an LGPD cookie banner, a 40-link mega menu, a newsletter box and a chat widget: "nasceu em 2012"; the food maker's SAC line, the marketplace store, the 2023 award and the newsletter placeholder.
  {
    domain: 'petshop-quintal-feliz-k.com.br',
    name: 'Quintal Feliz Pet Shop',
    language: 'pt',
    kind: 'boilerplate',
    category: 'animals-and-pets',
    subcategory: 'pet-stores',
    contacts: {
      phone: '(31) 3261-4478',
      email: 'atendimento@petshop-quintal-feliz-k.com.br',
      street: 'Rua Padre Marinho, 312',
      address: 'Rua Padre Marinho, 312 - Santa Efigênia, Belo Horizonte - MG, 30140-040',
      founded: 2012,
      facebook: 'https://www.facebook.com/quintalfelizpetshop',
    },
    traps: ['manufacturerHotline', 'marketplace', 'awardYear', 'formPlaceholder'],
    decoys: {
      phones: ['0800 721 4400'],
      emails: ['seuemail@exemplo.com.br'],
      links: ['https://www.mercadolivre.com.br/pagina/quintalfelizpet'],
      years: [2023],
    },
  },
  // Bracco Italiano breeder near Foligno (it, Jimdo): sells puppies. No founding year; the ENCI membership since 2010, the sire's 2017 title, the kennel club's Milan address.
  {
    domain: 'allevamento-colle-dei-bracchi-k.it',
    name: 'Allevamento del Colle dei Bracchi',
    language: 'it',
    kind: 'plain',
    category: 'animals-and-pets',
    subcategory: 'cats-and-dogs',
    contacts: {
      phone: '347 221 8890',
      email: 'info@allevamento-colle-dei-bracchi-k.it',
      street: 'Via Colle San Lorenzo, 14',
      address: 'Via Colle San Lorenzo, 14 – 06034 Foligno (PG)',
    },
    traps: ['professionalBody', 'membershipYear', 'awardYear'],
    decoys: {
      addresses: ['Viale Corsica 20, 20137 Milano'],
      years: [2010, 2017],
    },
  },
  // ---- Beauty & Well-being ----
  // Hair salon in Liège (fr-BE, Wix): "a ouvert ses portes en septembre 2009"; the owner's career since 1996 and the booking platform's link.
  {
    domain: 'salon-coiffure-la-meuse-k.be',
    name: 'Coiffure La Meuse',
    language: 'fr',
    kind: 'plain',
    category: 'beauty-and-well-being',
    subcategory: 'hair-care-and-styling',
    contacts: {
      phone: '04 222 31 87',
      email: 'bonjour@salon-coiffure-la-meuse-k.be',
      street: 'Quai de Rome 27',
      address: 'Quai de Rome 27, 4000 Liège',
      founded: 2009,
      facebook: 'https://www.facebook.com/coiffurelameuseliege',
    },
    traps: ['experienceYears', 'bookingPlatform'],
    decoys: {
      links: ['https://www.salonkee.be/salon/coiffure-la-meuse-liege'],
      years: [1996],
    },
  },
  // Tattoo and piercing studio in Palermo, Buenos Aires (es-AR, WordPress Hello Elementor), named "La Imprenta" and telling mostly the story of the print shop that stood in the house: a tattoo studio. No founding year; the print shop's 1923 and 1978, the 2019 permit, the gallery's address.
  {
    domain: 'la-imprenta-tattoo-k.com.ar',
    name: 'La Imprenta',
    language: 'es',
    kind: 'misleading',
    category: 'beauty-and-well-being',
    subcategory: 'tattoos-and-piercings',
    contacts: {
      phone: '(011) 4833-2190',
      email: 'hola@la-imprenta-tattoo-k.com.ar',
      street: 'Gorriti 4871',
      address: 'Gorriti 4871, C1414BJG, Palermo, CABA',
    },
    traps: ['buildingYear', 'previousBusinessYear', 'licenceYear', 'eventVenue'],
    decoys: {
      addresses: ['Defensa 1120, San Telmo'],
      years: [1923, 1978, 2019],
    },
  },
  // Small-batch makeup brand in Portland (en-US, Next.js pages router `__NEXT_DATA__`): "Fernhollow started in 2017"; a stockist's phone, the fulfilment centre's returns address, the 2019 and 2021 certifications.
  {
    domain: 'fernhollow-cosmetics-k.com',
    name: 'Fernhollow',
    language: 'en',
    kind: 'jsShell',
    category: 'beauty-and-well-being',
    subcategory: 'cosmetics-and-makeup',
    contacts: {
      phone: '(503) 268-4471',
      email: 'hello@fernhollow-cosmetics-k.com',
      street: '2231 SE Division St',
      address: '2231 SE Division St, Portland, OR 97202',
      founded: 2017,
      facebook: 'https://www.facebook.com/fernhollowbeauty',
    },
    traps: ['stockist', 'supplierContact', 'certificationYear'],
    decoys: {
      phones: ['(206) 329-1184'],
      addresses: ['8800 NE Columbia Blvd, Portland, OR 97220'],
      years: [2019, 2021],
    },
  },
  // Day spa on Lake Zurich (de-CH, TYPO3), buried in a consent wall, a mega menu, a Mailchimp newsletter box, a legal footer and a chat bubble: "Eröffnet im Jahr 2004"; the villa of 1911, the 2022 award, the neighbouring hotel's reception and the voucher platform.
  {
    domain: 'dayspa-seeblick-k.ch',
    name: 'Day Spa Seeblick',
    language: 'de',
    kind: 'boilerplate',
    category: 'beauty-and-well-being',
    subcategory: 'wellness-and-spa',
    contacts: {
      phone: '044 910 27 30',
      email: 'info@dayspa-seeblick-k.ch',
      street: 'Seestrasse 161',
      address: 'Seestrasse 161, 8700 Küsnacht ZH',
      founded: 2004,
      facebook: 'https://www.facebook.com/dayspaseeblick',
    },
    traps: ['centreReception', 'buildingYear', 'awardYear', 'bookingPlatform'],
    decoys: {
      phones: ['044 910 27 00'],
      links: ['https://www.e-guma.ch/dayspa-seeblick/de/gutscheine'],
      years: [1911, 2022],
    },
  },
  // Yoga studio in Porto (pt-PT, SvelteKit: the words live only in the hydration data). No founding year; a teacher's 2016 certification, the retreat house's address and phone.
  {
    domain: 'yoga-ribeira-k.pt',
    name: 'Ribeira Yoga',
    language: 'pt',
    kind: 'jsShell',
    category: 'beauty-and-well-being',
    subcategory: 'yoga-and-meditation',
    contacts: {
      phone: '222 081 447',
      email: 'ola@yoga-ribeira-k.pt',
      street: 'Rua de São João, 58',
      address: 'Rua de São João, 58, 4050-552 Porto',
      facebook: 'https://www.facebook.com/ribeirayoga.porto',
    },
    traps: ['eventVenue', 'certificationYear'],
    decoys: {
      phones: ['253 391 760'],
      addresses: ['Lugar da Ermida 22, 4845-069 Gerês'],
      years: [2016],
    },
  },
  // Beauty salon in Utrecht (nl, WordPress Hello Elementor), buried in a Cookiebot wall, a mega menu, a newsletter box, a legal footer and a Tidio chat. No founding year; the logo's retina file name, the trade body's and the disputes committee's PO boxes, the booking platform.
  {
    domain: 'beautysalon-lotus-k.nl',
    name: 'Beautysalon Lotus',
    language: 'nl',
    kind: 'boilerplate',
    category: 'beauty-and-well-being',
    subcategory: 'salons-and-clinics',
    contacts: {
      phone: '030 231 44 72',
      email: 'info@beautysalon-lotus-k.nl',
      street: 'Twijnstraat 41',
      address: 'Twijnstraat 41, 3511 ZH Utrecht',
      facebook: 'https://www.facebook.com/beautysalonlotusutrecht',
    },
    traps: ['professionalBody', 'consumerArbitration', 'bookingPlatform', 'imageFileName'],
    decoys: {
      emails: ['lotus-logo@2x.png'],
      addresses: ['Postbus 1027, 3860 BA Nijkerk', 'Postbus 90600, 2509 LP Den Haag'],
      links: ['https://www.treatwell.nl/salon/beautysalon-lotus-utrecht/'],
    },
  },
  // ---- Business Services ----
  // Administrative agency (gestoría) in Valencia that only serves bars and restaurants (es, WordPress Divi): the page talks kitchens, terraces and waiters, but it sells paperwork. "Abrimos el despacho en 2001"; a client's 2008 opening and the client bar's address in a testimonial.
  {
    domain: 'gestoria-hostelera-levante-k.es',
    name: 'Gestoría Hostelera Levante',
    language: 'es',
    kind: 'misleading',
    category: 'business-services',
    subcategory: 'administration-and-services',
    contacts: {
      phone: '963 52 18 40',
      email: 'despacho@gestoria-hostelera-levante-k.es',
      street: 'Calle de Cirilo Amorós, 58',
      address: 'Calle de Cirilo Amorós, 58, 3º, 46004 Valencia',
      founded: 2001,
      linkedin: 'https://www.linkedin.com/company/gestoria-hostelera-levante',
    },
    traps: ['clientReference', 'testimonialSignature'],
    decoys: {
      addresses: ['Calle del Moro Zeit 13'],
      years: [2008],
    },
  },
  // Recruiter placing tradespeople with craft firms around Stuttgart (de, Next.js app router `self.__next_f.push` flight data). No founding year; the temp-work licence of 2016, a client's master-firm year 1987 and phone in a testimonial, the chamber's address.
  {
    domain: 'handwerk-personal-k.de',
    name: 'Handwerk Personal GmbH',
    language: 'de',
    kind: 'jsShell',
    category: 'business-services',
    subcategory: 'hr-and-recruiting',
    contacts: {
      phone: '0711 4893260',
      email: 'kontakt@handwerk-personal-k.de',
      street: 'Heilbronner Straße 190',
      address: 'Heilbronner Straße 190, 70191 Stuttgart',
      linkedin: 'https://www.linkedin.com/company/handwerk-personal-stuttgart',
    },
    traps: ['licenceYear', 'testimonialSignature', 'clientReference', 'professionalBody'],
    decoys: {
      phones: ['0711 3169 442'],
      addresses: ['Holzgartenstraße 11, 70174 Stuttgart'],
      years: [1987, 2016],
    },
  },
  // Print shop and graphic studio in Bologna (it, WordPress GeneratePress): "stampa in via Santo Stefano dal 1972"; the son's arrival in 1998, the FSC certification of 2018, the paper mill's freephone and the web agency's mailbox.
  {
    domain: 'tipografia-santostefano-k.it',
    name: 'Tipografia Santo Stefano',
    language: 'it',
    kind: 'plain',
    category: 'business-services',
    subcategory: 'print-and-graphic-design',
    contacts: {
      phone: '051 342819',
      email: 'info@tipografia-santostefano-k.it',
      street: 'Via Santo Stefano, 112/B',
      address: 'Via Santo Stefano, 112/B – 40125 Bologna',
      founded: 1972,
      facebook: 'https://www.facebook.com/tipografiasantostefano',
    },
    traps: ['timeline', 'certificationYear', 'manufacturerHotline', 'webProvider'],
    decoys: {
      phones: ['800 912 447'],
      emails: ['studio@studiowebfelsina.it'],
      years: [1998, 2018],
    },
  },
  // Road haulier and warehouse in the Rotterdam port (nl, Webflow), buried in a cookie wall, a 25-link mega menu, a newsletter, the transport conditions and a chat bubble: "In 1989 begon Kees van Dam met één vrachtwagen"; the Venlo branch, ISO 9001:2015 and AVC 2002.
  {
    domain: 'vrachtlijn-rijnmond-k.nl',
    name: 'Vrachtlijn Rijnmond B.V.',
    language: 'nl',
    kind: 'boilerplate',
    category: 'business-services',
    subcategory: 'shipping-and-logistics',
    contacts: {
      phone: '010 429 18 50',
      email: 'info@vrachtlijn-rijnmond-k.nl',
      street: 'Waalhaven Oostzijde 68',
      address: 'Waalhaven Oostzijde 68, 3087 BM Rotterdam',
      founded: 1989,
      linkedin: 'https://www.linkedin.com/company/vrachtlijn-rijnmond',
    },
    traps: ['branchElsewhere', 'standardYear'],
    decoys: {
      phones: ['077 320 44 10'],
      addresses: ['Celsiusweg 12, 5928 PR Venlo'],
      years: [2015, 2002],
    },
  },
  // Digital-marketing agency for dental clinics in São Paulo (pt-BR, WordPress Astra + Elementor): the page is full of implants and whitening, but it sells marketing. No founding year; a client clinic's 1994 founding and phone in a case study, the 2019 advertising rule.
  {
    domain: 'sorriso-digital-marketing-k.com.br',
    name: 'Sorriso Digital Marketing Odontológico',
    language: 'pt',
    kind: 'misleading',
    category: 'business-services',
    subcategory: 'sales-and-marketing',
    contacts: {
      phone: '(11) 3171-2290',
      email: 'contato@sorriso-digital-marketing-k.com.br',
      street: 'Av. Paulista, 1842',
      address: 'Av. Paulista, 1842, conj. 155 - Bela Vista, São Paulo - SP, 01310-200',
      linkedin: 'https://www.linkedin.com/company/sorriso-digital-marketing',
    },
    traps: ['clientReference', 'testimonialSignature', 'standardYear'],
    decoys: {
      phones: ['(19) 3254-8810'],
      years: [1994, 2019],
    },
  },
  // Coworking space in a Leeds flax mill (en-GB, Squarespace): "We opened our doors in spring 2018"; the mill of 1838, the landlord's address, the 2023 award shortlist.
  {
    domain: 'mill-yard-workspace-k.co.uk',
    name: 'The Mill Yard',
    language: 'en',
    kind: 'plain',
    category: 'business-services',
    subcategory: 'office-space-and-supplies',
    contacts: {
      phone: '0113 496 0721',
      email: 'hello@mill-yard-workspace-k.co.uk',
      street: '14 Water Lane',
      address: '14 Water Lane, Holbeck, Leeds LS11 5QN',
      founded: 2018,
      linkedin: 'https://www.linkedin.com/company/the-mill-yard-leeds',
      facebook: 'https://www.facebook.com/millyardleeds',
    },
    traps: ['buildingYear', 'landlord', 'awardYear'],
    decoys: {
      addresses: ['3 Park Square East, Leeds LS1 2NE'],
      years: [1838, 2023],
    },
  },
  // ---- Construction & Manufacturing ----
  // Architecture practice in Lyon (fr, hand-made): "L'agence a été créée en 2006"; a school of 1930 in the projects, the 2021 prize, the structural engineers' phone, the architects' council address.
  {
    domain: 'atelier-archi-confluence-k.fr',
    name: 'Atelier Confluence Architectes',
    language: 'fr',
    kind: 'plain',
    category: 'construction-and-manufacturing',
    subcategory: 'architects-and-engineers',
    contacts: {
      phone: '04 78 62 19 33',
      email: 'contact@atelier-archi-confluence-k.fr',
      street: '12 quai Rambaud',
      address: '12 quai Rambaud, 69002 Lyon',
      founded: 2006,
      linkedin: 'https://www.linkedin.com/company/atelier-confluence-architectes',
    },
    traps: ['recommendedPartner', 'professionalBody', 'buildingYear', 'awardYear'],
    decoys: {
      phones: ['04 72 41 18 07'],
      addresses: ['5 place de la Baleine, 69005 Lyon'],
      years: [1930, 2021],
    },
  },
  // Garden design and landscaping crew in Tlaquepaque (es-MX, Wix). No founding year; the crew chief's start in 1997 and the plant nursery's address.
  {
    domain: 'jardines-tlaquepaque-k.com.mx',
    name: 'Jardines Tlaquepaque',
    language: 'es',
    kind: 'plain',
    category: 'construction-and-manufacturing',
    subcategory: 'garden-and-landscaping',
    contacts: {
      phone: '33 3635 8821',
      email: 'contacto@jardines-tlaquepaque-k.com.mx',
      street: 'Calle Independencia 218',
      address: 'Calle Independencia 218, Centro, 45500 San Pedro Tlaquepaque, Jal.',
      facebook: 'https://www.facebook.com/jardinestlaquepaque',
    },
    traps: ['experienceYears', 'supplierContact'],
    decoys: {
      addresses: ['Av. Patria 1450, Zapopan'],
      years: [1997],
    },
  },
  // Builders' merchant in Brianza (it, Joomla Cassiopeia), buried in an iubenda consent banner, a 40-link mega menu, a newsletter with its GDPR notice and a legal footer: "Da oltre sessant'anni, e precisamente dal 1958"; the 2016 showroom, the buying group's Verona seat, the Lecco branch.
  {
    domain: 'edilcentro-brianza-k.it',
    name: 'Edilcentro Brianza',
    language: 'it',
    kind: 'boilerplate',
    category: 'construction-and-manufacturing',
    subcategory: 'building-materials',
    contacts: {
      phone: '039 605 22 71',
      email: 'info@edilcentro-brianza-k.it',
      street: 'Via Milano, 145',
      address: 'Via Milano, 145 – 20842 Besana in Brianza (MB)',
      founded: 1958,
      facebook: 'https://www.facebook.com/edilcentrobrianza',
    },
    traps: ['parentGroup', 'branchElsewhere', 'anniversaryYear'],
    decoys: {
      phones: ['0341 28 44 90'],
      addresses: ["Via dell'Industria 8, 37135 Verona", 'Corso Promessi Sposi 60, 23900 Lecco'],
      years: [2016],
    },
  },
  // Stainless-steel tank maker in Wels (de-AT, Gatsby: the words live only in the inlined page data): "1963 machte sich Schlossermeister Franz Pichler … selbstständig"; the 1995 hall, the 2011 certification, a client brewery's 1229, the funding agency's address.
  {
    domain: 'edelstahl-behaelterbau-pichler-k.at',
    name: 'Pichler Edelstahl-Behälterbau GmbH',
    language: 'de',
    kind: 'jsShell',
    category: 'construction-and-manufacturing',
    subcategory: 'manufacturing',
    contacts: {
      phone: '07242 45890',
      email: 'office@edelstahl-behaelterbau-pichler-k.at',
      street: 'Oberfeldstraße 22',
      address: 'Oberfeldstraße 22, 4600 Wels',
      founded: 1963,
      linkedin: 'https://www.linkedin.com/company/pichler-behaelterbau',
    },
    traps: ['buildingYear', 'certificationYear', 'clientReference', 'funder'],
    decoys: {
      addresses: ['Hafenstraße 47-51, 4020 Linz'],
      years: [1995, 2011, 1229],
    },
  },
  // Tool and small-plant hire yard in Plymouth (en-GB, WooCommerce Storefront): "hiring out tools from the same yard at Cattedown since 1995"; the maker's service line, the 2004 membership, the 2025 hire rates.
  {
    domain: 'harbour-tool-hire-k.co.uk',
    name: 'Harbour Tool Hire',
    language: 'en',
    kind: 'plain',
    category: 'construction-and-manufacturing',
    subcategory: 'tools-and-equipment',
    contacts: {
      phone: '01752 661480',
      email: 'hire@harbour-tool-hire-k.co.uk',
      street: '7 Cattedown Road',
      address: '7 Cattedown Road, Plymouth PL4 0EG',
      founded: 1995,
      facebook: 'https://www.facebook.com/harbourtoolhireplymouth',
    },
    traps: ['manufacturerHotline', 'membershipYear', 'priceListYear'],
    decoys: {
      phones: ['01908 211 678'],
      years: [2004, 2025],
    },
  },
  // Plastic injection moulder in Leiria (pt-PT, hand-made), whose page speaks only of car interiors, airbags and SUVs: it moulds plastics. "A Moldeplast nasceu em 1979"; the first workshop's address, the 2003 move, IATF 16949:2016, the 2025 model year.
  {
    domain: 'moldeplast-leiria-k.pt',
    name: 'Moldeplast – Injeção de Plásticos, S.A.',
    language: 'pt',
    kind: 'misleading',
    category: 'construction-and-manufacturing',
    subcategory: 'chemicals-and-plastic',
    contacts: {
      phone: '+351 244 819 330',
      email: 'geral@moldeplast-leiria-k.pt',
      street: 'Zona Industrial da Cova das Faias, Rua C, Lote 7',
      address: 'Zona Industrial da Cova das Faias, Rua C, Lote 7, 2415-017 Leiria',
      founded: 1979,
      linkedin: 'https://www.linkedin.com/company/moldeplast-leiria',
    },
    traps: ['previousAddress', 'timeline', 'standardYear', 'modelYear'],
    decoys: {
      addresses: ['Rua Vieira de Leiria 48'],
      years: [2003, 2016, 2025],
    },
  },
  // ---- Education & Training ----
  // English school in El Poblado, Medellín (es-CO, WordPress OceanWP): "abrió sus puertas en 2003"; the Cambridge centre status of 2012, the 2018 operating licence, the ministry's free line.
  {
    domain: 'instituto-ingles-poblado-k.com.co',
    name: 'Instituto de Inglés El Poblado',
    language: 'es',
    kind: 'plain',
    category: 'education-and-training',
    subcategory: 'language-learning',
    contacts: {
      phone: '(604) 444 2810',
      email: 'info@instituto-ingles-poblado-k.com.co',
      street: 'Carrera 43A # 9 Sur-91',
      address: 'Carrera 43A # 9 Sur-91, Oficina 502, Medellín, Antioquia',
      founded: 2003,
      facebook: 'https://www.facebook.com/inglespoblado',
    },
    traps: ['helpline', 'certificationYear', 'licenceYear'],
    decoys: {
      phones: ['01 8000 910 122'],
      years: [2012, 2018],
    },
  },
  // Performing-arts school for children in Brunswick, Melbourne (en-AU, Squarespace), buried in a cookie banner, an announcement bar, a 40-link menu, a newsletter, an acknowledgement of country and a chat launcher: "teaching … in Brunswick since 2009"; the concert venue, the ticketing link, the 2024 eisteddfod and the children's helpline.
  {
    domain: 'stagelight-performing-arts-k.com.au',
    name: 'Stagelight Performing Arts',
    language: 'en',
    kind: 'boilerplate',
    category: 'education-and-training',
    subcategory: 'music-and-theater-classes',
    contacts: {
      phone: '(03) 9386 4412',
      email: 'office@stagelight-performing-arts-k.com.au',
      street: '212 Sydney Road',
      address: '212 Sydney Road, Brunswick VIC 3056',
      founded: 2009,
      facebook: 'https://www.facebook.com/stagelightpa',
    },
    traps: ['eventVenue', 'ticketOffice', 'awardYear', 'helpline'],
    decoys: {
      phones: ['1800 55 1800'],
      addresses: ['90 Bell Street, Coburg'],
      links: ['https://www.trybooking.com/events/landing/stagelight-eoy'],
      years: [2024],
    },
  },
  // Welding school in Athlone (en-IE, WordPress Kadence): "set up in 2011"; the founder welding since 1989, EN ISO 9606-1:2017, the funding scheme's link and the jobseekers' office phone.
  {
    domain: 'midlands-welding-academy-k.ie',
    name: 'Midlands Welding Academy',
    language: 'en',
    kind: 'plain',
    category: 'education-and-training',
    subcategory: 'vocational-training',
    contacts: {
      phone: '090 647 2218',
      email: 'info@midlands-welding-academy-k.ie',
      street: 'Unit 3, Blyry Business Park',
      address: 'Unit 3, Blyry Business Park, Athlone, Co. Westmeath, N37 X2F8',
      founded: 2011,
      linkedin: 'https://www.linkedin.com/company/midlands-welding-academy',
      facebook: 'https://www.facebook.com/midlandsweldingacademy',
    },
    traps: ['experienceYears', 'standardYear', 'funder', 'publicOffice'],
    decoys: {
      phones: ['090 648 3000'],
      links: ['https://springboardcourses.ie/details/7721'],
      years: [1989, 2017],
    },
  },
  // Cooking school in Haarlem (nl, WordPress Kadence), whose page reads like a restaurant menu and a recipe blog: it sells cooking workshops. No founding year; the chef's former restaurant's 2014 star and the wine shop's phone.
  {
    domain: 'kookstudio-het-fornuis-k.nl',
    name: 'Kookstudio Het Fornuis',
    language: 'nl',
    kind: 'misleading',
    category: 'education-and-training',
    subcategory: 'courses-and-classes',
    contacts: {
      phone: '023 531 77 40',
      email: 'info@kookstudio-het-fornuis-k.nl',
      street: 'Kleine Houtstraat 88',
      address: 'Kleine Houtstraat 88, 2011 DR Haarlem',
      facebook: 'https://www.facebook.com/kookstudiohetfornuis',
    },
    traps: ['personalProfile', 'recommendedPartner'],
    decoys: {
      phones: ['023 532 10 05'],
      years: [2014],
    },
  },
  // Private school in Curitiba (pt-BR, Angular with transfer state `ng-state`: an empty `app-root`): "Desde 1968 … A escola foi fundada pelas professoras"; the Batel unit's address and phone, the 1985 gym, the ENEM 2024 results.
  {
    domain: 'colegio-araucaria-k.com.br',
    name: 'Colégio Araucária',
    language: 'pt',
    kind: 'jsShell',
    category: 'education-and-training',
    subcategory: 'school-and-high-school',
    contacts: {
      phone: '(41) 3322-1187',
      email: 'secretaria@colegio-araucaria-k.com.br',
      street: 'Rua Desembargador Motta, 2200',
      address: 'Rua Desembargador Motta, 2200 - Mercês, Curitiba - PR, 80430-200',
      founded: 1968,
      facebook: 'https://www.facebook.com/colegioaraucariacuritiba',
    },
    traps: ['branchElsewhere', 'buildingYear', 'awardYear'],
    decoys: {
      phones: ['(41) 3322-1190'],
      addresses: ['Av. do Batel, 1550'],
      years: [1985, 2024],
    },
  },
  // ---- Electronics & Technology ----
  // Practice-management software for dentists in Bern (de-CH, WordPress Avada): the page speaks of caries, crowns and dental charts, but it sells software. "Die DentaPlan AG entstand 2010 aus einer Zahnarztpraxis"; a client practice's address and its 1992, the 2021 interface certification.
  {
    domain: 'dentaplan-software-k.ch',
    name: 'DentaPlan AG',
    language: 'de',
    kind: 'misleading',
    category: 'electronics-and-technology',
    subcategory: 'internet-and-software',
    contacts: {
      phone: '031 351 72 40',
      email: 'info@dentaplan-software-k.ch',
      street: 'Effingerstrasse 47',
      address: 'Effingerstrasse 47, 3008 Bern',
      founded: 2010,
      linkedin: 'https://www.linkedin.com/company/dentaplan-ag',
    },
    traps: ['testimonialSignature', 'clientReference', 'certificationYear'],
    decoys: {
      addresses: ['Marktgasse 12, 3011 Bern'],
      years: [1992, 2021],
    },
  },
  // Phone repair shop in Providencia, Santiago (es-CL, hand-made Bootstrap) written as a hospital with emergencies and specialities: it repairs phones. No founding year; the maker's official service line and the shopping arcade's management phone.
  {
    domain: 'hospital-del-celular-k.cl',
    name: 'Hospital del Celular',
    language: 'es',
    kind: 'misleading',
    category: 'electronics-and-technology',
    subcategory: 'repair-and-services',
    contacts: {
      phone: '+56 2 2634 1190',
      email: 'contacto@hospital-del-celular-k.cl',
      street: 'Av. Providencia 2133',
      address: 'Av. Providencia 2133, local 14, Providencia, Santiago',
      facebook: 'https://www.facebook.com/hospitaldelcelularcl',
    },
    traps: ['manufacturerHotline', 'centreReception'],
    decoys: {
      phones: ['800 360 278', '(2) 2231 4470'],
    },
  },
  // Event AV rental and installation company in Austin (en-US, Astro: one `astro-island` client-only with all the words in its props): "Founded in 2008 by two touring sound engineers"; the 2015 partnership, a client ballroom's address and SXSW 2024.
  {
    domain: 'brightwave-av-k.com',
    name: 'Brightwave AV',
    language: 'en',
    kind: 'jsShell',
    category: 'electronics-and-technology',
    subcategory: 'audio-and-visual',
    contacts: {
      phone: '(512) 447-2093',
      email: 'info@brightwave-av-k.com',
      street: '4100 E St Elmo Rd',
      address: '4100 E St Elmo Rd, Suite 6, Austin, TX 78744',
      founded: 2008,
      linkedin: 'https://www.linkedin.com/company/brightwave-av',
      facebook: 'https://www.facebook.com/brightwaveav',
    },
    traps: ['resoldBrand', 'clientReference', 'tradeFair'],
    decoys: {
      addresses: ['900 Barton Springs Rd, Austin'],
      years: [2015, 2024],
    },
  },
  // Computer shop in Udine (it, PrestaShop classic), buried in a cookie banner, a 40-link category menu, a newsletter, the consumer-law footer and a WhatsApp widget. No founding year; the laptop maker's warranty line, the EU dispute platform, the 2005 consumer code and the 2021 cookie ruling.
  {
    domain: 'infopoint-computer-k.it',
    name: 'InfoPoint Computer',
    language: 'it',
    kind: 'boilerplate',
    category: 'electronics-and-technology',
    subcategory: 'computers-and-phones',
    contacts: {
      phone: '0432 50 41 87',
      email: 'info@infopoint-computer-k.it',
      street: 'Viale Tricesimo, 88',
      address: 'Viale Tricesimo, 88 – 33100 Udine (UD)',
      facebook: 'https://www.facebook.com/infopointcomputerudine',
    },
    traps: ['manufacturerHotline', 'consumerArbitration', 'standardYear'],
    decoys: {
      phones: ['02 0069 4100'],
      links: ['https://ec.europa.eu/consumers/odr'],
      years: [2005, 2021],
    },
  },
  // Household-appliance shop in Quimper (fr, WordPress OceanWP): "La maison Kerbrat a été fondée en 1983"; the son's 2017 takeover and move, the buying group's address, the maker's consumer line.
  {
    domain: 'electromenager-kerbrat-k.fr',
    name: 'Kerbrat Électroménager',
    language: 'fr',
    kind: 'plain',
    category: 'electronics-and-technology',
    subcategory: 'appliances-and-electronics',
    contacts: {
      phone: '02 98 95 41 27',
      email: 'contact@electromenager-kerbrat-k.fr',
      street: '14 avenue de la Libération',
      address: '14 avenue de la Libération, 29000 Quimper',
      founded: 1983,
      facebook: 'https://www.facebook.com/kerbratelectromenager',
    },
    traps: ['timeline', 'parentGroup', 'manufacturerHotline'],
    decoys: {
      phones: ['09 69 32 05 41'],
      addresses: ['ZA des Ormeaux, 49160 Longué-Jumelles'],
      years: [2017],
    },
  },
  // ---- Events & Entertainment ----
  // Nightclub in a former library on Oldham Street, Manchester (en-GB, Webflow), written in library words (catalogue, chapters, library card, overdue): a nightclub. No founding year; the library of 1906, the 2019 premises licence, the taxi partner's phone and the ticketing link.
  {
    domain: 'reading-room-club-k.co.uk',
    name: 'The Reading Room',
    language: 'en',
    kind: 'misleading',
    category: 'events-and-entertainment',
    subcategory: 'clubbing-and-nightlife',
    contacts: {
      phone: '0161 496 0384',
      email: 'hello@reading-room-club-k.co.uk',
      street: '47 Oldham Street',
      address: '47 Oldham Street, Manchester M1 1JG',
      facebook: 'https://www.facebook.com/readingroommcr',
    },
    traps: ['buildingYear', 'licenceYear', 'recommendedPartner', 'ticketOffice'],
    decoys: {
      phones: ['0161 228 7700'],
      links: ['https://ra.co/clubs/reading-room-manchester'],
      years: [1906, 2019],
    },
  },
  // Farm estate near Ponte de Lima that hires out its barn for weddings (pt-PT, WordPress Astra, JSON-LD typed as a winery): the words are vines, cows and wine, the business is an events venue. "Em 2013 a quarta geração fundou a Casal Velho Eventos"; the family's 1890, the barn of 1780, the 2021 vintage, the caterer's phone.
  {
    domain: 'quinta-do-casal-velho-k.pt',
    name: 'Quinta do Casal Velho',
    language: 'pt',
    kind: 'misleading',
    category: 'events-and-entertainment',
    subcategory: 'events-and-venues',
    contacts: {
      phone: '258 741 226',
      email: 'eventos@quinta-do-casal-velho-k.pt',
      street: 'Rua do Casal Velho, 120',
      address: 'Rua do Casal Velho, 120, 4990-620 Ponte de Lima',
      founded: 2013,
      facebook: 'https://www.facebook.com/quintadocasalvelho',
    },
    traps: ['familyHistoryYear', 'buildingYear', 'modelYear', 'eventSupplier'],
    decoys: {
      phones: ['258 943 118'],
      years: [1890, 1780, 2021],
    },
  },
  // Wedding planner in Seville (es, Nuxt 3 `__NUXT_DATA__` payload, client-rendered): "Giralda Bodas nació en 2012"; the 2023 award, a favourite hacienda's address and the photographer's mailbox.
  {
    domain: 'bodas-giralda-k.es',
    name: 'Giralda Bodas',
    language: 'es',
    kind: 'jsShell',
    category: 'events-and-entertainment',
    subcategory: 'wedding-and-party',
    contacts: {
      phone: '954 21 33 87',
      email: 'hola@bodas-giralda-k.es',
      street: 'Calle San Eloy, 21',
      address: 'Calle San Eloy, 21, 1º, 41001 Sevilla',
      founded: 2012,
      facebook: 'https://www.facebook.com/giraldabodas',
    },
    traps: ['awardYear', 'eventVenue', 'recommendedPartner'],
    decoys: {
      emails: ['hola@luzdetriana.es'],
      addresses: ['Ctra. A-8028 km 4, Alcalá de Guadaíra'],
      years: [2023],
    },
  },
  // Indoor play centre for children's parties in Eindhoven (nl, Remix `window.__remixContext`): "In 2016 openden we de deuren"; the 2022 safety mark and the neighbouring bakery's phone.
  {
    domain: 'ballenbak-kinderfeestjes-k.nl',
    name: 'Speelparadijs De Ballenbak',
    language: 'nl',
    kind: 'jsShell',
    category: 'events-and-entertainment',
    subcategory: 'childrens-entertainment',
    contacts: {
      phone: '040 211 87 63',
      email: 'info@ballenbak-kinderfeestjes-k.nl',
      street: 'Hurksestraat 19',
      address: 'Hurksestraat 19, 5652 AH Eindhoven',
      founded: 2016,
      facebook: 'https://www.facebook.com/deballenbakeindhoven',
    },
    traps: ['certificationYear', 'recommendedPartner'],
    decoys: {
      phones: ['040 252 61 18'],
      years: [2022],
    },
  },
  // Vintage radio museum in Montevarchi (it, WordPress Neve): "Il museo è stato inaugurato nel 2001"; the collector's start in 1965, a radio of 1940, the 2019 move, the town tourist office's phone.
  {
    domain: 'museo-radio-valdarno-k.it',
    name: "Museo della Radio d'Epoca del Valdarno",
    language: 'it',
    kind: 'plain',
    category: 'events-and-entertainment',
    subcategory: 'museums-and-exhibits',
    contacts: {
      phone: '055 981 2274',
      email: 'info@museo-radio-valdarno-k.it',
      street: 'Piazza Varchi, 8',
      address: 'Piazza Varchi, 8 – 52025 Montevarchi (AR)',
      founded: 2001,
      facebook: 'https://www.facebook.com/museoradiovaldarno',
    },
    traps: ['familyHistoryYear', 'modelYear', 'timeline', 'publicOffice'],
    decoys: {
      phones: ['055 910 8274'],
      years: [1965, 1940, 2019],
    },
  },
  // Theatre in Valence (fr, WordPress custom theme), buried in a tarteaucitron consent wall, a 35-link mega menu, a newsletter, funders and licences in the footer and a Crisp chat. No founding year; the mill of 1872, the ticket reseller's link, the DRAC's Lyon address.
  {
    domain: 'theatre-grand-moulin-k.fr',
    name: 'Théâtre du Grand Moulin',
    language: 'fr',
    kind: 'boilerplate',
    category: 'events-and-entertainment',
    subcategory: 'theater-and-opera',
    contacts: {
      phone: '04 75 44 18 90',
      email: 'billetterie@theatre-grand-moulin-k.fr',
      street: '8 rue des Alpes',
      address: '8 rue des Alpes, 26000 Valence',
      facebook: 'https://www.facebook.com/theatregrandmoulin',
    },
    traps: ['buildingYear', 'ticketOffice', 'funder'],
    decoys: {
      addresses: ['6 quai Saint-Vincent, 69001 Lyon'],
      links: [
        'https://www.fnacspectacles.com/place-spectacle/manifestation/theatre-du-grand-moulin-valence',
      ],
      years: [1872],
    },
  },
  // ---- Pages that say nothing ----
  // A shared host's default page (en, cPanel): no content uploaded; the host's support line, mailbox and referral link.
  {
    domain: 'northgate-joinery-k.co.uk',
    name: 'northgate-joinery-k.co.uk',
    language: 'en',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['webProvider'],
    decoys: {
      phones: ['0333 012 4410'],
      emails: ['support@hostnest-uk.net'],
      links: ['https://www.hostnest-uk.net/?utm_source=defaultpage&utm_medium=referral'],
    },
  },
  // A parked domain for sale with holiday ad links (de): the domain broker's phone, mailbox and Berlin address.
  {
    domain: 'ostseeblick-ferien-k.de',
    name: 'ostseeblick-ferien-k.de',
    language: 'de',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['webProvider', 'classifiedAd'],
    decoys: {
      phones: ['+49 30 5683 9120'],
      emails: ['verkauf@parkhafen-domains.de'],
      addresses: ['Schlesische Straße 28, 10997 Berlin'],
    },
  },
  // A suspended hosting account (fr): the host's support line, mailbox and Paris address.
  {
    domain: 'maison-dupuis-k.fr',
    name: 'maison-dupuis-k.fr',
    language: 'fr',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['webProvider'],
    decoys: {
      phones: ['09 72 10 45 88'],
      emails: ['support@nuageweb-hebergement.fr'],
      addresses: ['41 rue de Lyon, 75012 Paris'],
    },
  },
  // A maintenance countdown (it, WP Maintenance Mode): the web agency's mailbox, phone and link.
  {
    domain: 'studio-bellavista-k.it',
    name: 'studio-bellavista-k.it',
    language: 'it',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['webProvider', 'agencyEntity'],
    decoys: {
      phones: ['031 267 9034'],
      emails: ['assistenza@webagency-lario.it'],
      links: ['https://www.webagency-lario.it'],
    },
  },
  // A cookie wall with nothing behind it (nl): the consent vendor's mailbox and link.
  {
    domain: 'kleinhout-k.nl',
    name: 'kleinhout-k.nl',
    language: 'nl',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['cookieVendor'],
    decoys: {
      emails: ['privacy@consentpilot.eu'],
      links: ['https://www.consentpilot.eu/nl'],
    },
  },
];
