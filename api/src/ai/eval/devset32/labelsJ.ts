import type { HandWrittenLabel } from '../handWrittenLabel.ts';

/**
 * devset32, author J (domains end in `-j`). 44 pages: 39 business pages and 5 say-nothing pages.
 *
 * Main categories (business pages): Animals & Pets 5 (animal health, zoo, cats & dogs, horses,
 * pet store), Beauty & Well-being 6 (all but personal care), Business Services 6
 * (administration, HR, import/export, print, shipping, office space), Construction &
 * Manufacturing 6 (architects, building materials, construction, garden, manufacturing, tools),
 * Education & Training 6 (courses, language, music, vocational, education services, school),
 * Electronics & Technology 5 (all five), Events & Entertainment 5 (children's, venues, museums,
 * theatre, wedding). Every business page is a different subcategory.
 *
 * Languages: en 8 (UK 2, US 2, Canada, Ireland, Australia, New Zealand), de 6 (Germany,
 * Austria, Switzerland), fr 6 (France, Belgium, Québec, Switzerland), es 6 (Spain, Mexico,
 * Argentina, Chile), nl 6 (Netherlands, Belgium), it 6, pt 6 (Portugal, Brazil).
 * Kinds: plain 16, jsShell 7 (Next pages router, Next app router, Nuxt 2, Nuxt 3, SvelteKit,
 * Remix, Angular ng-state; < 40 characters without JavaScript), misleading 9 (a business named
 * after the trade that used its building, a seller writing in its buyers' words, an exporter
 * that reads like an oil mill, a cooking school that reads like a restaurant, a building-trades
 * school that reads like a builder), boilerplate 7 (cookie walls, mega menus, newsletter boxes,
 * legal footers), sayNothing 5 (parked domain de, coming soon fr, suspended hosting es, login
 * wall nl, cookie wall pt).
 *
 * Theme: on every business page another party's facts sit in the same markup as the company's
 * own: two footer columns or cards of identical shape (landlord, franchisor, parent group, tax
 * adviser, trade association, partner workshop, caterer, ticket agency, centre management), two
 * JSON-LD entities, two rows of one contact table, two vCards, two entries of one JS payload
 * list, since-years of the company and of a building, brand, club or family in the same
 * phrasing, and the company's Facebook/LinkedIn beside a partner's in one row. The other
 * party's block comes first on about half the pages.
 *
 * Labelling rules: category and subcategory are what the company itself sells today, as a
 * careful reader would file it. `contacts` holds only the company's own facts as the page
 * writes them (phone as written, `street` the street and number as written, `address` the
 * whole address, `founded` only the company's own founding or opening year, links as in the
 * href); a field the page does not state is left out. `decoys` are other parties' values, each
 * verbatim on the page and none equal to the truth; `traps` name their kinds. Say-nothing pages
 * are `uncategorised` and have no contacts.
 */
export const DEVSET32_LABELS_J: readonly HandWrittenLabel[] = [
  // UK vets; the out-of-hours partner clinic's hCard (address, tel, since-year) and Facebook sit beside the practice's.
  {
    domain: 'harbourside-vets-j.co.uk',
    name: 'Harbourside Veterinary Surgery',
    language: 'en',
    kind: 'plain',
    category: 'animals-and-pets',
    subcategory: 'animal-health',
    contacts: {
      phone: '01632 960412',
      email: 'reception@harbourside-vets-j.co.uk',
      street: '14 Quay Street',
      address: '14 Quay Street, Whitby, North Yorkshire, YO21 3PN',
      founded: 1994,
      facebook: 'https://www.facebook.com/harboursidevetsj',
    },
    traps: ['outOfHoursService', 'onCallPartner', 'partnerLinks'],
    decoys: {
      phones: ['01632 960877'],
      addresses: ['3 Enterprise Way, Guisborough, TS14 7AA'],
      years: [2006],
      links: ['https://www.facebook.com/moorlandemergencyvetsj'],
    },
  },
  // Austrian wildlife park, cookie wall and mega menu; the landowner's footer column comes first, "seit 1794" beside "Seit 1971".
  {
    domain: 'tierpark-lindenhof-j.at',
    name: 'Tierpark Lindenhof',
    language: 'de',
    kind: 'boilerplate',
    category: 'animals-and-pets',
    subcategory: 'animal-parks-and-zoo',
    contacts: {
      phone: '+43 6132 24 518',
      email: 'office@tierpark-lindenhof-j.at',
      street: 'Lindenhofweg 4',
      address: 'Lindenhofweg 4, 4820 Bad Ischl',
      founded: 1971,
    },
    traps: ['landlord', 'familyHistoryYear'],
    decoys: {
      phones: ['+43 6132 23 904'],
      addresses: ['Rettenbachstraße 27, 4820 Bad Ischl'],
      years: [1794],
    },
  },
  // Flemish Labrador breeder; the breed club's contact block in the same form, its founding and membership years, its Facebook.
  {
    domain: 'kennel-vanhetvenneke-j.be',
    name: "Kennel Van 't Venneke",
    language: 'nl',
    kind: 'plain',
    category: 'animals-and-pets',
    subcategory: 'cats-and-dogs',
    contacts: {
      phone: '0478 21 36 54',
      email: 'info@kennel-vanhetvenneke-j.be',
      street: 'Vennestraat 31',
      address: 'Vennestraat 31, 2460 Kasterlee',
      founded: 2003,
      facebook: 'https://www.facebook.com/kennelvanhetvenneke',
    },
    traps: ['professionalBody', 'membershipYear', 'partnerLinks'],
    decoys: {
      phones: ['013 33 48 20'],
      emails: ['secretariaat@labradorclubvlaanderen-j.be'],
      addresses: ['Kerkplein 8'],
      years: [1961, 2005],
      links: ['https://www.facebook.com/labradorclubvlaanderen'],
    },
  },
  // Québec riding centre named after the forge in its building (misleading); the farrier's row in the same contact table, the forge's 1898.
  {
    domain: 'laforgedurang-j.ca',
    name: 'La Forge du Rang',
    language: 'fr',
    kind: 'misleading',
    category: 'animals-and-pets',
    subcategory: 'horses-and-riding',
    contacts: {
      phone: '418 555-0162',
      email: 'info@laforgedurang-j.ca',
      street: '1240, rang Saint-Joseph',
      address: '1240, rang Saint-Joseph, Saint-Lambert-de-Lauzon (Québec) G0S 2W0',
      founded: 2009,
    },
    traps: ['previousBusinessYear', 'recommendedPartner'],
    decoys: {
      phones: ['418 555-0187'],
      addresses: ['88, route du Président-Kennedy, Scott (Québec) G0S 3G0'],
      years: [1898],
    },
  },
  // Mexican franchised pet store, Nuxt 3 payload; the franchisor's object (address, phone, hotline, email, 1992) mirrors the store's.
  {
    domain: 'mundomascota-providencia-j.mx',
    name: 'Mundo Mascota Providencia',
    language: 'es',
    kind: 'jsShell',
    category: 'animals-and-pets',
    subcategory: 'pet-stores',
    contacts: {
      phone: '33 3642 1875',
      email: 'providencia@mundomascota-providencia-j.mx',
      street: 'Av. Rubén Darío 1134',
      address: 'Av. Rubén Darío 1134, Col. Providencia, 44630 Guadalajara, Jal.',
      founded: 2015,
    },
    traps: ['franchisor', 'serviceHotline'],
    decoys: {
      phones: ['55 5480 2200', '800 112 6262'],
      emails: ['franquicias@mundomascota-j.mx'],
      addresses: ['Av. Insurgentes Sur 1602, Col. Crédito Constructor, 03940 Ciudad de México'],
      years: [1992],
    },
  },
  // Italian perfumery; JSON-LD has the resold brand's Organization first (1952, address, phone), and the brand's Facebook in the same row.
  {
    domain: 'profumeria-bellini-j.it',
    name: 'Profumeria Bellini',
    language: 'it',
    kind: 'plain',
    category: 'beauty-and-well-being',
    subcategory: 'cosmetics-and-makeup',
    contacts: {
      phone: '045 803 2719',
      email: 'info@profumeria-bellini-j.it',
      street: 'Via Mazzini 41',
      address: 'Via Mazzini 41, 37121 Verona (VR)',
      founded: 1987,
      facebook: 'https://www.facebook.com/profumeriabellinij',
    },
    traps: ['resoldBrand', 'partnerLinks'],
    decoys: {
      phones: ['030 990 7713'],
      addresses: ["Via dell'Industria 7, 25080 Padenghe sul Garda (BS)"],
      years: [1952],
      links: ['https://www.facebook.com/acquadigardacosmetici'],
    },
  },
  // Zürich hair salon, consent layer and mega menu; the property manager's footer column (first) has the same shape as the salon's.
  {
    domain: 'coiffure-haarwerk-j.ch',
    name: 'Coiffure Haarwerk',
    language: 'de',
    kind: 'boilerplate',
    category: 'beauty-and-well-being',
    subcategory: 'hair-care-and-styling',
    contacts: {
      phone: '044 261 37 80',
      email: 'salon@coiffure-haarwerk-j.ch',
      street: 'Zähringerstrasse 18',
      address: 'Zähringerstrasse 18, 8001 Zürich',
      founded: 2012,
    },
    traps: ['landlord'],
    decoys: {
      phones: ['044 388 51 00'],
      emails: ['verwaltung@limmat-immo-j.ch'],
      addresses: ['Seefeldstrasse 112'],
    },
  },
  // São Paulo laser clinic (franchise unit); the franchisor's card (address, 0800, email, "desde 2005") beside the unit's ("desde 2016").
  {
    domain: 'depilaser-jardins-j.com.br',
    name: 'DepiLaser Jardins',
    language: 'pt',
    kind: 'plain',
    category: 'beauty-and-well-being',
    subcategory: 'salons-and-clinics',
    contacts: {
      phone: '(11) 3064-2871',
      email: 'jardins@depilaser-jardins-j.com.br',
      street: 'Rua Oscar Freire, 1120',
      address: 'Rua Oscar Freire, 1120 – Jardins, São Paulo – SP, 01426-001',
      founded: 2016,
    },
    traps: ['franchisor', 'serviceHotline'],
    decoys: {
      phones: ['0800 771 4420'],
      emails: ['sac@rededepilaser-j.com.br'],
      addresses: [
        'Av. Brigadeiro Faria Lima, 2232, 9º andar – Jardim Paulistano, São Paulo – SP, 01451-000',
      ],
      years: [2005],
    },
  },
  // Haarlem tattoo studio called "De Drukkerij" (misleading); the printing firm that moved out has an <address> block of its own, 1928 and 1987.
  {
    domain: 'dedrukkerij-haarlem-j.nl',
    name: 'De Drukkerij',
    language: 'nl',
    kind: 'misleading',
    category: 'beauty-and-well-being',
    subcategory: 'tattoos-and-piercings',
    contacts: {
      phone: '023 532 18 47',
      email: 'afspraak@dedrukkerij-haarlem-j.nl',
      street: 'Zijlsingel 44',
      address: 'Zijlsingel 44, 2013 DN Haarlem',
      founded: 2014,
    },
    traps: ['previousBusinessYear', 'namesakeBusiness'],
    decoys: {
      phones: ['023 531 90 02'],
      addresses: ['Waarderweg 112, 2031 BR Haarlem'],
      years: [1928, 1987],
    },
  },
  // Vermont spa, Remix context; the host lodge (phone, email, 1936) and its owner's head office sit in the same loader data.
  {
    domain: 'birchwood-spa-j.com',
    name: 'The Spa at Birchwood',
    language: 'en',
    kind: 'jsShell',
    category: 'beauty-and-well-being',
    subcategory: 'wellness-and-spa',
    contacts: {
      phone: '(802) 555-0143',
      email: 'spa@birchwood-spa-j.com',
      street: '4410 Mountain Road',
      address: '4410 Mountain Road, Lower Level, Stowe, VT 05672',
      founded: 2011,
    },
    traps: ['sisterCompany', 'parentGroup', 'buildingYear'],
    decoys: {
      phones: ['(802) 555-0100', '(802) 555-0119'],
      emails: ['stay@birchwoodlodge-j.com'],
      addresses: ['75 Pearl Street, Suite 300, Burlington, VT 05401'],
      years: [1936],
    },
  },
  // Brussels yoga studio, cookie wall and mega menu; the web agency's footer column copies the studio's; the founder's "depuis 1996".
  {
    domain: 'espace-prana-j.be',
    name: 'Espace Prana',
    language: 'fr',
    kind: 'boilerplate',
    category: 'beauty-and-well-being',
    subcategory: 'yoga-and-meditation',
    contacts: {
      phone: '+32 2 640 18 73',
      email: 'bonjour@espace-prana-j.be',
      street: 'Rue du Bailli 62',
      address: 'Rue du Bailli 62, 1050 Ixelles',
      founded: 2010,
    },
    traps: ['webProvider', 'experienceYears'],
    decoys: {
      phones: ['+32 2 647 77 20'],
      emails: ['hello@studionenuphar-j.be'],
      addresses: ['Avenue Louise 231'],
      years: [1996],
    },
  },
  // Leipzig office/telephone service; the partner tax office's card ("seit 1991") and a sample client extension in the copy.
  {
    domain: 'buero-kranich-j.de',
    name: 'Büroservice Kranich',
    language: 'de',
    kind: 'plain',
    category: 'business-services',
    subcategory: 'administration-and-services',
    contacts: {
      phone: '0341 2645 900',
      email: 'kontakt@buero-kranich-j.de',
      street: 'Gottschedstraße 21',
      address: 'Gottschedstraße 21, 04109 Leipzig',
      founded: 2006,
    },
    traps: ['taxAdviser', 'exampleValue'],
    decoys: {
      phones: ['0341 2645 477', '0341 2645 90-12'],
      emails: ['kanzlei@stb-vogt-j.de'],
      addresses: ['Käthe-Kollwitz-Straße 60'],
      years: [1991],
    },
  },
  // Phoenix staffing agency, Next pages-router payload; the sister company's office object (first) has address, phone, email and LinkedIn.
  {
    domain: 'copperline-staffing-j.com',
    name: 'Copperline Staffing',
    language: 'en',
    kind: 'jsShell',
    category: 'business-services',
    subcategory: 'hr-and-recruiting',
    contacts: {
      phone: '(602) 555-0137',
      email: 'hello@copperline-staffing-j.com',
      street: '2200 N Central Ave, Suite 410',
      address: '2200 N Central Ave, Suite 410, Phoenix, AZ 85004',
      founded: 2008,
      linkedin: 'https://www.linkedin.com/company/copperline-staffing-j',
    },
    traps: ['sisterCompany'],
    decoys: {
      phones: ['(602) 555-0164'],
      emails: ['nurses@copperlinemedical-j.com'],
      addresses: ['1850 E Southern Ave, Tempe, AZ 85282'],
      links: ['https://www.linkedin.com/company/copperline-medical-j'],
    },
  },
  // Jaén olive-oil exporter that reads like a producer (misleading); the supplying cooperative's card comes first, "desde 1956".
  {
    domain: 'iberoliva-export-j.es',
    name: 'Iberoliva Export',
    language: 'es',
    kind: 'misleading',
    category: 'business-services',
    subcategory: 'import-and-export',
    contacts: {
      phone: '953 24 71 80',
      email: 'export@iberoliva-export-j.es',
      street: 'Paseo de la Estación, 30, 4.º A',
      address: 'Paseo de la Estación, 30, 4.º A, 23008 Jaén',
      founded: 1998,
    },
    traps: ['supplierContact'],
    decoys: {
      phones: ['953 55 02 16'],
      addresses: ['Ctra. de Martos, km 4, 23600 Martos (Jaén)'],
      years: [1956],
    },
  },
  // Halifax letterpress studio in a former bakery, written in bakery words (misleading); the bakery's own contact line, 1921 and 2009.
  {
    domain: 'oldbakehouse-press-j.ca',
    name: 'The Old Bakehouse Press',
    language: 'en',
    kind: 'misleading',
    category: 'business-services',
    subcategory: 'print-and-graphic-design',
    contacts: {
      phone: '(902) 555-0118',
      email: 'studio@oldbakehouse-press-j.ca',
      street: '2157 Gottingen Street',
      address: '2157 Gottingen Street, Halifax, NS B3K 3B4',
      founded: 2013,
    },
    traps: ['previousBusinessYear', 'namesakeBusiness'],
    decoys: {
      phones: ['(902) 555-0175'],
      addresses: ['88 Portland Street, Dartmouth, NS B2Y 1H5'],
      years: [1921, 2009],
    },
  },
  // Dutch courier, Nuxt 2 payload; the partner network's customer-service entry comes first in the same contact list.
  {
    domain: 'vandijk-koeriers-j.nl',
    name: 'Van Dijk Koeriers',
    language: 'nl',
    kind: 'jsShell',
    category: 'business-services',
    subcategory: 'shipping-and-logistics',
    contacts: {
      phone: '030 262 41 90',
      email: 'planning@vandijk-koeriers-j.nl',
      street: 'Ravenswade 54-C',
      address: 'Ravenswade 54-C, 3439 LD Nieuwegein',
      founded: 1996,
    },
    traps: ['partnerNetwork', 'serviceHotline'],
    decoys: {
      phones: ['088 123 45 60'],
      emails: ['klantenservice@europarcel-j.nl'],
      addresses: ['Trade Port Noord 12, 5928 NG Venlo'],
    },
  },
  // Milan coworking, cookie banner and mega menu; "Sede legale del gruppo" column first with the holding's phone and email, the group DPO.
  {
    domain: 'spazio-navigli-j.it',
    name: 'Spazio Navigli',
    language: 'it',
    kind: 'boilerplate',
    category: 'business-services',
    subcategory: 'office-space-and-supplies',
    contacts: {
      phone: '02 8394 1120',
      email: 'hello@spazio-navigli-j.it',
      street: 'Ripa di Porta Ticinese 71',
      address: 'Ripa di Porta Ticinese 71, 20143 Milano (MI)',
      founded: 2016,
    },
    traps: ['parentGroup', 'externalDpo'],
    decoys: {
      phones: ['02 7600 4411'],
      emails: ['amministrazione@navigliholding-j.it', 'dpo@navigliholding-j.it'],
      addresses: ['Corso Venezia 18, 20121 Milano (MI)'],
    },
  },
  // Porto architects; the engineering partner's column mirrors the atelier's; a project building "de 1887".
  {
    domain: 'atelier-ribeira-j.pt',
    name: 'Atelier Ribeira Arquitetos',
    language: 'pt',
    kind: 'plain',
    category: 'construction-and-manufacturing',
    subcategory: 'architects-and-engineers',
    contacts: {
      phone: '+351 223 329 418',
      email: 'atelier@atelier-ribeira-j.pt',
      street: 'Rua da Reboleira, 37, 2.º',
      address: 'Rua da Reboleira, 37, 2.º, 4050-492 Porto',
      founded: 2007,
      linkedin: 'https://www.linkedin.com/company/atelier-ribeira-j',
    },
    traps: ['recommendedPartner', 'buildingYear'],
    decoys: {
      phones: ['+351 222 004 561'],
      emails: ['geral@soutoneves-j.pt'],
      addresses: ['Rua de Ceuta, 118'],
      years: [1887],
    },
  },
  // French builders' merchant; the buying group's block ("depuis 1972") mirrors the branch's; the closed former depot's address.
  {
    domain: 'delorme-materiaux-j.fr',
    name: 'Delorme Matériaux',
    language: 'fr',
    kind: 'plain',
    category: 'construction-and-manufacturing',
    subcategory: 'building-materials',
    contacts: {
      phone: '04 65 71 23 40',
      email: 'agence@delorme-materiaux-j.fr',
      street: '215, route de Frangy',
      address: '215, route de Frangy, 74960 Cran-Gevrier',
      founded: 1946,
      facebook: 'https://www.facebook.com/delormemateriauxj',
    },
    traps: ['partnerNetwork', 'previousAddress'],
    decoys: {
      phones: ['04 65 71 88 00'],
      emails: ['contact@alpimat-j.fr'],
      addresses: ['8, rue du Pont-Neuf, Annecy', '12, rue des Entrepreneurs'],
      years: [1972],
    },
  },
  // Regensburg builder; a site board (dl) lists client and designer with addresses and phones in the same form, building "Baujahr 1958".
  {
    domain: 'steinhauer-bau-j.de',
    name: 'Steinhauer Bau GmbH',
    language: 'de',
    kind: 'plain',
    category: 'construction-and-manufacturing',
    subcategory: 'construction-services',
    contacts: {
      phone: '0941 460 38 20',
      email: 'info@steinhauer-bau-j.de',
      street: 'Im Gewerbepark C 25',
      address: 'Im Gewerbepark C 25, 93059 Regensburg',
      founded: 1978,
    },
    traps: ['clientReference', 'buildingYear'],
    decoys: {
      phones: ['0941 298 710', '0941 280 316 0'],
      addresses: ['Friedenstraße 41, 93053 Regensburg', 'Dechbettener Straße 9, 93049 Regensburg'],
      years: [1958],
    },
  },
  // Pistoia garden contractor; the nursery consortium's block comes first (founded 1969, member since 1990).
  {
    domain: 'vivai-colleverde-j.it',
    name: 'Colle Verde Giardini',
    language: 'it',
    kind: 'plain',
    category: 'construction-and-manufacturing',
    subcategory: 'garden-and-landscaping',
    contacts: {
      phone: '0573 91 28 44',
      email: 'info@vivai-colleverde-j.it',
      street: 'Via Bonellina 212',
      address: 'Via Bonellina 212, 51100 Pistoia (PT)',
      founded: 1983,
    },
    traps: ['professionalBody', 'membershipYear'],
    decoys: {
      phones: ['0573 36 40 01'],
      emails: ['segreteria@vivaistipistoiesi-j.it'],
      addresses: ['Via Fiorentina 9, 51100 Pistoia (PT)'],
      years: [1990, 1969],
    },
  },
  // Lecco wire-drawing mill, Next app-router flight data; the holding's object has the same keys (address, phone, email, LinkedIn, 1998).
  {
    domain: 'trafilerie-bassi-j.it',
    name: 'Trafilerie Bassi',
    language: 'it',
    kind: 'jsShell',
    category: 'construction-and-manufacturing',
    subcategory: 'manufacturing',
    contacts: {
      phone: '+39 0341 36 72 10',
      email: 'info@trafilerie-bassi-j.it',
      street: 'Via Achille Grandi 18',
      address: 'Via Achille Grandi 18, 23900 Lecco (LC)',
      founded: 1961,
      linkedin: 'https://www.linkedin.com/company/trafilerie-bassi-j',
    },
    traps: ['parentGroup', 'tradeFair'],
    decoys: {
      phones: ['+39 02 7600 1290'],
      emails: ['segreteria@bassiholding-j.it'],
      addresses: ['Piazza Cavour 2, 20121 Milano (MI)'],
      years: [1998],
      links: ['https://www.linkedin.com/company/bassi-holding-j'],
    },
  },
  // Rosario tool shop; the brand's service centre and 0800 line are rows of the same table, the brand's 1948 and Facebook.
  {
    domain: 'herramientas-eltornillo-j.com.ar',
    name: 'El Tornillo Herramientas',
    language: 'es',
    kind: 'plain',
    category: 'construction-and-manufacturing',
    subcategory: 'tools-and-equipment',
    contacts: {
      phone: '(0341) 421-5590',
      email: 'ventas@herramientas-eltornillo-j.com.ar',
      street: 'Bv. Oroño 1845',
      address: 'Bv. Oroño 1845, S2000 Rosario, Santa Fe',
      founded: 1979,
      facebook: 'https://www.facebook.com/eltornilloherramientasrosario',
    },
    traps: ['manufacturerHotline', 'resoldBrand'],
    decoys: {
      phones: ['(0341) 438-7702', '0800-555-2667'],
      addresses: ['Av. Pellegrini 3120, S2000 Rosario'],
      years: [1948],
      links: ['https://www.facebook.com/tacuariherramientas'],
    },
  },
  // Hamburg cooking school whose title and menu words read like a restaurant (misleading); the wine merchant's box ("seit 1923") and a voucher hotline.
  {
    domain: 'kochschule-pfefferkorn-j.de',
    name: 'Kochschule Pfefferkorn',
    language: 'de',
    kind: 'misleading',
    category: 'education-and-training',
    subcategory: 'courses-and-classes',
    contacts: {
      phone: '040 4191 3370',
      email: 'kurse@kochschule-pfefferkorn-j.de',
      street: 'Schanzenstraße 59',
      address: 'Schanzenstraße 59, 20357 Hamburg',
      founded: 2011,
    },
    traps: ['recommendedPartner', 'bookingPlatform'],
    decoys: {
      phones: ['040 4907 215', '040 8090 6600'],
      emails: ['wein@kruse-soehne-j.de'],
      addresses: ['Eppendorfer Weg 87, 20259 Hamburg'],
      years: [1923],
    },
  },
  // Dublin English school, cookie notice and mega menu; JSON-LD puts the schools' association first (1989); the homestay partner's footer column.
  {
    domain: 'liffey-english-j.ie',
    name: 'Liffey English College',
    language: 'en',
    kind: 'boilerplate',
    category: 'education-and-training',
    subcategory: 'language-learning',
    contacts: {
      phone: '+353 1 906 2241',
      email: 'info@liffey-english-j.ie',
      street: '27 Ormond Quay Upper',
      address: '27 Ormond Quay Upper, Dublin 7, D07 X2K4',
      founded: 2004,
      linkedin: 'https://www.linkedin.com/school/liffey-english-j',
      facebook: 'https://www.facebook.com/liffeyenglishj',
    },
    traps: ['professionalBody', 'membershipYear', 'recommendedPartner'],
    decoys: {
      phones: ['+353 1 906 7700', '+353 1 906 2290'],
      emails: ['homestay@dublinhomestay-j.ie'],
      addresses: [
        '41 Fitzwilliam Place, Dublin 2, D02 K762',
        'Unit 6, Smithfield Market, Dublin 7, D07 Y8P3',
      ],
      years: [1989, 2006],
    },
  },
  // Valencia music school; the concert venue's block (box office phone) comes first, the venue's Facebook beside the school's.
  {
    domain: 'escuela-allegro-j.es',
    name: 'Escuela de Música Allegro',
    language: 'es',
    kind: 'plain',
    category: 'education-and-training',
    subcategory: 'music-and-theater-classes',
    contacts: {
      phone: '963 51 28 07',
      email: 'secretaria@escuela-allegro-j.es',
      street: 'Calle de Cirilo Amorós, 58, bajo',
      address: 'Calle de Cirilo Amorós, 58, bajo, 46004 Valencia',
      founded: 2001,
      facebook: 'https://www.facebook.com/escuelaallegrovalencia',
    },
    traps: ['eventVenue', 'ticketOffice', 'partnerLinks'],
    decoys: {
      phones: ['961 11 20 05'],
      addresses: ['Av. al Vedat, 4, 46900 Torrent (Valencia)'],
      links: ['https://www.facebook.com/auditoritorrent'],
    },
  },
  // Apprentice centre for the building trades that reads like a builder (misleading); the funder's and federation's cards first ("Fondée en 1919").
  {
    domain: 'cfa-batisavoie-j.fr',
    name: 'CFA BâtiSavoie',
    language: 'fr',
    kind: 'misleading',
    category: 'education-and-training',
    subcategory: 'vocational-training',
    contacts: {
      phone: '04 65 71 42 18',
      email: 'contact@cfa-batisavoie-j.fr',
      street: '34, avenue des Chevaliers-Tireurs',
      address: '34, avenue des Chevaliers-Tireurs, 73000 Chambéry',
      founded: 1972,
    },
    traps: ['funder', 'professionalBody'],
    decoys: {
      phones: ['04 65 71 90 00', '04 65 71 93 12'],
      addresses: ['5, rue Sommeiller', '17, avenue de Lyon'],
      years: [1919],
    },
  },
  // Amersfoort tutoring bureau; three <address> blocks, the association's (2004) and the disputes committee's before its own.
  {
    domain: 'bijlesbureau-slim-j.nl',
    name: 'Bijlesbureau Slim',
    language: 'nl',
    kind: 'plain',
    category: 'education-and-training',
    subcategory: 'education-services',
    contacts: {
      phone: '033 303 44 18',
      email: 'info@bijlesbureau-slim-j.nl',
      street: 'Utrechtseweg 124',
      address: 'Utrechtseweg 124, 3818 ES Amersfoort',
      founded: 2012,
    },
    traps: ['professionalBody', 'consumerArbitration'],
    decoys: {
      phones: ['030 230 65 40', '070 310 53 70'],
      emails: ['info@verenigingbijles-j.nl'],
      addresses: ['Stationsplein 11, 3511 ED Utrecht', 'Lange Voorhout 88, 2514 EJ Den Haag'],
      years: [2004],
    },
  },
  // Campinas school, LGPD banner and mega menu; the sponsoring foundation's column first ("desde 1962"), its DPO's email.
  {
    domain: 'colegio-monteverde-j.com.br',
    name: 'Colégio Monte Verde',
    language: 'pt',
    kind: 'boilerplate',
    category: 'education-and-training',
    subcategory: 'school-and-high-school',
    contacts: {
      phone: '(19) 3251-4470',
      email: 'secretaria@colegio-monteverde-j.com.br',
      street: 'Rua Coronel Quirino, 1480',
      address: 'Rua Coronel Quirino, 1480 – Cambuí, Campinas – SP, 13025-002',
      founded: 1985,
    },
    traps: ['parentGroup', 'externalDpo'],
    decoys: {
      phones: ['(19) 3231-4400'],
      emails: ['contato@institutoaurora-j.org.br', 'dpo@institutoaurora-j.org.br'],
      addresses: ['Av. Norte-Sul, 2100 – Jardim Chapadão, Campinas – SP, 13070-000'],
      years: [1962],
    },
  },
  // Bologna appliance shop; manufacturers' service lines and a service centre are items of the same tel: list, the shop's last.
  {
    domain: 'elettroferri-j.it',
    name: 'Elettro Ferri',
    language: 'it',
    kind: 'plain',
    category: 'electronics-and-technology',
    subcategory: 'appliances-and-electronics',
    contacts: {
      phone: '051 632 18 90',
      email: 'negozio@elettroferri-j.it',
      street: 'Via Emilia Levante 142',
      address: 'Via Emilia Levante 142, 40139 Bologna (BO)',
      founded: 1968,
    },
    traps: ['manufacturerHotline'],
    decoys: {
      phones: ['800 212 345', '199 300 412', '051 503 322'],
      addresses: ['Via del Lavoro 41, 40127 Bologna'],
    },
  },
  // Lisbon AV rental that talks like an event organiser (misleading); JSON-LD Event with the venue's Place first, the venue's card beside its own.
  {
    domain: 'somluz-eventos-j.pt',
    name: 'Som & Luz',
    language: 'pt',
    kind: 'misleading',
    category: 'electronics-and-technology',
    subcategory: 'audio-and-visual',
    contacts: {
      phone: '+351 218 407 215',
      email: 'aluguer@somluz-eventos-j.pt',
      street: 'Rua Cidade de Bolama, 12-A',
      address: 'Rua Cidade de Bolama, 12-A, 1800-079 Lisboa',
      founded: 1999,
    },
    traps: ['eventVenue', 'clientReference'],
    decoys: {
      phones: ['+351 213 615 200'],
      addresses: ['Avenida da Índia, 210, 1300-299 Lisboa'],
    },
  },
  // Santiago phone and laptop shop, Angular ng-state; the gallery management's entry (same building, office 301) comes first.
  {
    domain: 'celularesprovidencia-j.cl',
    name: 'Celulares Providencia',
    language: 'es',
    kind: 'jsShell',
    category: 'electronics-and-technology',
    subcategory: 'computers-and-phones',
    contacts: {
      phone: '+56 2 2946 1780',
      email: 'ventas@celularesprovidencia-j.cl',
      street: 'Av. Providencia 2124, local 15',
      address: 'Av. Providencia 2124, local 15, Providencia, Santiago',
      founded: 2010,
    },
    traps: ['centreReception'],
    decoys: {
      phones: ['+56 2 2946 1000'],
      emails: ['administracion@galerialosleones-j.cl'],
      addresses: ['Av. Providencia 2124, oficina 301, Providencia, Santiago'],
    },
  },
  // UK practice software written in vets' words (misleading); testimonial signatures carry clients' addresses and phones, demo data in a caption.
  {
    domain: 'vetdesk-software-j.co.uk',
    name: 'VetDesk',
    language: 'en',
    kind: 'misleading',
    category: 'electronics-and-technology',
    subcategory: 'internet-and-software',
    contacts: {
      phone: '020 7946 0381',
      email: 'hello@vetdesk-software-j.co.uk',
      street: '18 Bevenden Street',
      address: '18 Bevenden Street, London N1 6AG',
      founded: 2017,
      linkedin: 'https://www.linkedin.com/company/vetdesk-j',
    },
    traps: ['testimonialSignature', 'exampleValue'],
    decoys: {
      phones: ['01632 960554', '01632 960731', '01632 960000'],
      addresses: ['212 Harrogate Road, Leeds LS7 4PA', '9 Quayside, Worcester WR1 2JN'],
    },
  },
  // Parramatta repair kiosk; centre management's card (same street number, level 3) and the insurer's card in the same form.
  {
    domain: 'gadgetrescue-j.com.au',
    name: 'Gadget Rescue',
    language: 'en',
    kind: 'plain',
    category: 'electronics-and-technology',
    subcategory: 'repair-and-services',
    contacts: {
      phone: '02 5550 3194',
      email: 'repairs@gadgetrescue-j.com.au',
      street: 'Shop 2.14, Parramatta Central, 159 Church Street',
      address: 'Shop 2.14, Parramatta Central, 159 Church Street, Parramatta NSW 2150',
      founded: 2014,
      facebook: 'https://www.facebook.com/gadgetrescueparramatta',
    },
    traps: ['centreReception', 'insurerDetails', 'partnerLinks'],
    decoys: {
      phones: ['02 5550 3000', '0491 570 156'],
      emails: ['info@parramattacentral-j.com.au', 'claims@devicecover-j.com.au'],
      addresses: ['Level 3, 159 Church Street, Parramatta NSW 2150'],
      links: ['https://www.facebook.com/parramattacentralj'],
    },
  },
  // Auckland kids' party entertainers with no street; the community hall's card comes first with the only street address on the page.
  {
    domain: 'bubbles-partyco-j.co.nz',
    name: 'Bubbles & Co.',
    language: 'en',
    kind: 'plain',
    category: 'events-and-entertainment',
    subcategory: 'childrens-entertainment',
    contacts: {
      phone: '021 555 0147',
      email: 'bookings@bubbles-partyco-j.co.nz',
      founded: 2015,
      facebook: 'https://www.facebook.com/bubblespartycoj',
    },
    traps: ['eventVenue', 'partnerLinks'],
    decoys: {
      phones: ['09 555 0190'],
      emails: ['hire@ptchevhall-j.org.nz'],
      addresses: ['1 Huia Road, Point Chevalier, Auckland 1022'],
      links: ['https://www.facebook.com/ptchevcommunityhall'],
    },
  },
  // Ghent event hall in a former brewery, titled like a brewery (misleading); the caterer's vCard first, brewery years 1871–1979.
  {
    domain: 'zaal-debrouwerij-j.be',
    name: 'Zaal De Brouwerij',
    language: 'nl',
    kind: 'misleading',
    category: 'events-and-entertainment',
    subcategory: 'events-and-venues',
    contacts: {
      phone: '09 225 61 48',
      email: 'zaal@zaal-debrouwerij-j.be',
      street: 'Sint-Lievenspoortstraat 118',
      address: 'Sint-Lievenspoortstraat 118, 9000 Gent',
      founded: 2008,
    },
    traps: ['previousBusinessYear', 'eventSupplier'],
    decoys: {
      phones: ['09 231 77 05'],
      emails: ['info@traiteurdesmet-j.be'],
      addresses: ['Brusselsesteenweg 402, 9050 Ledeberg'],
      years: [1871, 1979],
    },
  },
  // Swiss automaton museum, SvelteKit data; the tourist office selling the pass comes first in the contacts list; the collector's 1921.
  {
    domain: 'musee-automates-j.ch',
    name: "Musée de l'Automate",
    language: 'fr',
    kind: 'jsShell',
    category: 'events-and-entertainment',
    subcategory: 'museums-and-exhibits',
    contacts: {
      phone: '+41 32 861 27 40',
      email: 'accueil@musee-automates-j.ch',
      street: 'Grand-Rue 21',
      address: 'Grand-Rue 21, 2114 Fleurier',
      founded: 1994,
    },
    traps: ['ticketOffice', 'familyHistoryYear'],
    decoys: {
      phones: ['+41 32 889 10 00'],
      emails: ['info@valdetravers-tourisme-j.ch'],
      addresses: ['Place de la Gare 3, 2108 Couvet'],
      years: [1921],
    },
  },
  // Italian town theatre, cookie banner and mega menu; the ticket circuit's line first in the same list, the building's owner column, built 1874.
  {
    domain: 'teatrosociale-valsesia-j.it',
    name: 'Teatro Sociale Valsesia',
    language: 'it',
    kind: 'boilerplate',
    category: 'events-and-entertainment',
    subcategory: 'theater-and-opera',
    contacts: {
      phone: '0163 51 27 40',
      email: 'info@teatrosociale-valsesia-j.it',
      street: 'Piazza Vittorio Emanuele II 14',
      address: 'Piazza Vittorio Emanuele II 14, 13019 Varallo (VC)',
      founded: 2003,
    },
    traps: ['ticketOffice', 'landlord', 'buildingYear'],
    decoys: {
      phones: ['800 90 41 20'],
      emails: ['assistenza@ticketpiemonte-j.it'],
      addresses: ['Corso Roma 31'],
      years: [1874],
    },
  },
  // Lisbon wedding planner; JSON-LD and cards list partner wedding estates with addresses and phones in its own form, one estate's Facebook.
  {
    domain: 'diaperfeito-j.pt',
    name: 'Dia Perfeito',
    language: 'pt',
    kind: 'plain',
    category: 'events-and-entertainment',
    subcategory: 'wedding-and-party',
    contacts: {
      phone: '+351 912 384 570',
      email: 'ola@diaperfeito-j.pt',
      street: 'Rua Gomes Freire, 161, 3.º Esq.',
      address: 'Rua Gomes Freire, 161, 3.º Esq., 1150-176 Lisboa',
      founded: 2012,
      facebook: 'https://www.facebook.com/diaperfeitoweddings',
    },
    traps: ['eventVenue', 'recommendedPartner', 'partnerLinks'],
    decoys: {
      phones: ['+351 219 240 118', '+351 214 870 336'],
      addresses: ['Estrada de Colares, 2710-217 Sintra', 'Rua da Lagoa, 9, 2750-642 Cascais'],
      links: ['https://www.facebook.com/quintavaleformoso'],
    },
  },
  // Austrian parked domain offered for sale, ad keywords only.
  {
    domain: 'alpenblick-reisen-j.at',
    name: 'alpenblick-reisen-j.at',
    language: 'de',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
  },
  // Québec "coming soon" page of a WordPress theme, no business named.
  {
    domain: 'atelier-lumiere-j.ca',
    name: 'atelier-lumiere-j.ca',
    language: 'fr',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
  },
  // Argentine suspended-hosting page.
  {
    domain: 'grupo-ortiz-j.com.ar',
    name: 'grupo-ortiz-j.com.ar',
    language: 'es',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
  },
  // Dutch customer-portal login wall.
  {
    domain: 'portaal-hendriks-j.nl',
    name: 'portaal-hendriks-j.nl',
    language: 'nl',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
  },
  // Portuguese page that is only a cookie wall, empty title.
  {
    domain: 'casa-almeida-j.pt',
    name: 'casa-almeida-j.pt',
    language: 'pt',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
  },
];
