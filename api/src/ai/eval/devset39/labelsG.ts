import type { HandWrittenLabel } from '../handWrittenLabel.ts';

/**
 * Author G's share of devset39: 39 homepages of small and mid-sized businesses in Food, Beverages &
 * Tobacco, Health & Medical, Hobbies & Crafts, Home & Garden, Home Services, Legal Services &
 * Government, Media & Publishing and Money & Insurance (no subcategory twice), and five pages that
 * say nothing (a parked domain for sale with ad links, a hosting company's default page, a
 * "coming soon" countdown, a members' login wall and a cookie wall with nothing behind it). Twelve
 * are plain, ten misleading (the words belong to another trade than the one the company sells: a
 * schnapps distillery written as a pharmacy, a dental practice written as a hotel, a piano
 * workshop written as a clinic, an astrologer talking like a wealth manager, a removals firm
 * selling "tickets" and "destinations", an appliance repairer writing a bistro menu, a gardening
 * magazine that reads like a sowing guide, a food photographer's page of recipes, an accountant
 * for bakers talking flour and levain, an equine insurance broker talking horses), nine JS shells
 * (Next.js pages and app router, Nuxt 2 and 3, SvelteKit, Remix, Gatsby, Astro islands, Angular
 * transfer state: the words live only in the app's payload) and eight buried in boilerplate
 * (consent walls, mega menus, newsletters, legal footers, chat widgets). Each page is written as
 * the real site would be (WordPress with Astra, Divi, Elementor, Kadence or GeneratePress, Wix,
 * Squarespace, Shopify, Webflow, Jimdo, Joomla, a hand-made page, or one of the frameworks
 * above), in its country's way of writing phones and addresses (Austria, Switzerland, Belgium,
 * Luxembourg, Québec, Mexico, Argentina, Chile, Colombia, Brazil, Portugal, Ireland, Australia
 * and New Zealand among them), with two to four decoys among the values a reader most easily
 * takes wrongly. Twenty-six business pages state a founding year in varied phrasings; thirteen
 * state none while other years abound.
 *
 * Labelling rules:
 * - The category is what the company itself sells today, as a careful reader would file it,
 *   whatever most of the page talks about (a distillery called a pharmacy sells spirits, a dental
 *   practice written as a hotel is a dentist, an accountant for bakeries is accounting, a magazine
 *   about vegetable gardens sells magazines, a removals firm in travel words moves furniture).
 * - `contacts` holds only the company's own current facts for the place customers use: the phone
 *   to call first today as the page writes it (the visible text; in a JS shell, the payload's
 *   value), the general mailbox, the street line (`street`, verbatim on the page) and the whole
 *   address (`address`, as the page writes it) customers visit now, the founding or first opening
 *   year (a takeover, rename or move keeps the original year when the page states it), and the
 *   LinkedIn and Facebook hrefs. A field the page does not state is left out.
 * - `decoys` lists what must never be taken, each verbatim on the page (phones exactly as
 *   written, addresses as a contiguous substring, years as numbers appearing on the page): other
 *   parties' phones, mailboxes, addresses and links (pharmacies and services on duty, helplines,
 *   suppliers, makers' hotlines, insurers and lenders, regulators, chambers and courts, partners,
 *   clients in case studies and testimonials, venues, sponsors, web agencies, hosting, parking,
 *   chat and consent companies), the company's own former address and other branch, and years
 *   that are not the founding (buildings, moves, licences, certifications, memberships, awards,
 *   standards and laws, price lists, collections and model years, the owner's career and the
 *   family's history, anniversaries, news mentions). `traps` names their kinds; a page has traps
 *   exactly when it has decoys.
 * - The company's own secondary lines and mailboxes (WhatsApp, mobile, jobs, support) are neither
 *   truth nor decoy.
 * - Say-nothing pages are `uncategorised` and carry no contacts; the parking, hosting, platform
 *   and consent companies' numbers, mailboxes, addresses and links on them are decoys.
 */
export const DEVSET39_LABELS_G: readonly HandWrittenLabel[] = [
  // ---- Food, Beverages & Tobacco ----
  // Grain and pulse farm near Pienza (it, WordPress Kadence): "coltiviamo questi campi dal 1962"; the 1780 farmhouse, the grain consortium's address and the neighbouring agriturismo's phone in the directions.
  {
    domain: 'aziendaagricola-poggiorosso-g.it',
    name: 'Azienda Agricola Poggio Rosso',
    language: 'it',
    kind: 'plain',
    category: 'food-beverages-and-tobacco',
    subcategory: 'agriculture-and-produce',
    contacts: {
      phone: '0578 748 215',
      email: 'info@aziendaagricola-poggiorosso-g.it',
      street: 'Via del Poggio 14',
      address: 'Via del Poggio 14, 53026 Pienza (SI)',
      founded: 1962,
    },
    traps: ['buildingYear', 'professionalBody', 'directions'],
    decoys: {
      phones: ['0578 749 330'],
      addresses: ['Via Mazzini 40, 53100 Siena'],
      years: [1780],
    },
  },
  // Lyon bakery (fr, Nuxt 2 `window.__NUXT__`): "Fondée en 1994"; the flour mill's phone, the 2017 baguette prize and the Deliveroo menu link.
  {
    domain: 'boulangerie-lefevre-g.fr',
    name: 'Boulangerie Lefèvre',
    language: 'fr',
    kind: 'jsShell',
    category: 'food-beverages-and-tobacco',
    subcategory: 'bakery-and-pastry',
    contacts: {
      phone: '04 78 62 19 40',
      email: 'bonjour@boulangerie-lefevre-g.fr',
      street: '18 rue Paul Bert',
      address: '18 rue Paul Bert, 69003 Lyon',
      founded: 1994,
      facebook: 'https://www.facebook.com/boulangerielefevrelyon',
    },
    traps: ['supplierContact', 'awardYear', 'marketplace'],
    decoys: {
      phones: ['04 74 05 22 81'],
      years: [2017],
      links: ['https://deliveroo.fr/fr/menu/lyon/guillotiere/boulangerie-lefevre-g'],
    },
  },
  // Schnapps and herbal-liqueur distillery in the Stubai valley written as a pharmacy (de-AT, WordPress Divi): "Seit der Gründung 1956"; the real pharmacy's phone, the 1648 farmhouse and the Destillata 2019 medal.
  {
    domain: 'kraeuterapotheke-stubai-g.at',
    name: 'Kräuterapotheke Stubai',
    language: 'de',
    kind: 'misleading',
    category: 'food-beverages-and-tobacco',
    subcategory: 'beverages-and-liquor',
    contacts: {
      phone: '+43 5226 2814',
      email: 'brennerei@kraeuterapotheke-stubai-g.at',
      street: 'Dorf 27',
      address: 'Dorf 27, 6167 Neustift im Stubaital',
      founded: 1956,
    },
    traps: ['namesakeBusiness', 'buildingYear', 'awardYear'],
    decoys: {
      phones: ['+43 5226 3350'],
      years: [1648, 2019],
    },
  },
  // Utrecht coffee roaster's Shopify shop (nl): the words sit between a Cookiebot wall, a coffee-and-tea mega menu and a Klaviyo newsletter; no founding year; the consent vendor's link, the newsletter service's Boston address and the 2025 copyright.
  {
    domain: 'koffiebranderij-zwarteboon-g.nl',
    name: 'De Zwarte Boon',
    language: 'nl',
    kind: 'boilerplate',
    category: 'food-beverages-and-tobacco',
    subcategory: 'coffee-and-tea',
    contacts: {
      phone: '030 231 44 87',
      email: 'info@koffiebranderij-zwarteboon-g.nl',
      street: 'Oudegracht 212',
      address: 'Oudegracht 212, 3511 NS Utrecht',
    },
    traps: ['cookieVendor', 'newsletterService', 'copyrightYear'],
    decoys: {
      addresses: ['125 Summer St, Boston, MA 02110'],
      years: [2025],
      links: ['https://www.cookiebot.com/nl/?utm_source=banner&utm_medium=poweredby'],
    },
  },
  // Matosinhos fishmonger (pt, WordPress Astra): no founding year; the fish auction's phone, the Saturday market stall's address and the 2025 price list.
  {
    domain: 'peixaria-mareviva-g.pt',
    name: 'Peixaria Maré Viva',
    language: 'pt',
    kind: 'plain',
    category: 'food-beverages-and-tobacco',
    subcategory: 'meat-seafood-and-eggs',
    contacts: {
      phone: '229 371 842',
      email: 'geral@peixaria-mareviva-g.pt',
      street: 'Rua Brito Capelo 410',
      address: 'Rua Brito Capelo 410, 4450-068 Matosinhos',
      facebook: 'https://www.facebook.com/peixariamareviva',
    },
    traps: ['supplierContact', 'marketStall', 'priceListYear'],
    decoys: {
      phones: ['229 380 100'],
      addresses: ['Mercado Municipal de Matosinhos, Rua Alfredo Cunha'],
      years: [2025],
    },
  },
  // Dún Laoghaire tobacconist (en-IE, Gatsby page data): "Established 1978"; the HSE quit line, the pipe maker's 1865 and the former Patrick Street shop.
  {
    domain: 'harbourpipeandcigar-g.ie',
    name: 'Harbour Pipe & Cigar',
    language: 'en',
    kind: 'jsShell',
    category: 'food-beverages-and-tobacco',
    subcategory: 'smoking-and-tobacco',
    contacts: {
      phone: '(01) 280 4417',
      email: 'shop@harbourpipeandcigar-g.ie',
      street: '7 Crofton Road',
      address: '7 Crofton Road, Dún Laoghaire, Co. Dublin A96 K7P2',
      founded: 1978,
    },
    traps: ['helpline', 'resoldBrand', 'previousAddress'],
    decoys: {
      phones: ['1800 201 203'],
      addresses: ['22 Patrick Street'],
      years: [1865, 2009],
    },
  },

  // ---- Health & Medical ----
  // Dental practice on Lake Zurich written as a boutique hotel (de-CH, Webflow): "Seit 2006 empfangen wir unsere Gäste"; the dental emergency service, the car park's address and the 2012 SSO certification.
  {
    domain: 'zahnpraxis-seeblick-g.ch',
    name: 'Seeblick Dental Suites',
    language: 'de',
    kind: 'misleading',
    category: 'health-and-medical',
    subcategory: 'dental-services',
    contacts: {
      phone: '044 910 33 21',
      email: 'empfang@zahnpraxis-seeblick-g.ch',
      street: 'Seestrasse 88',
      address: 'Seestrasse 88, 8700 Küsnacht',
      founded: 2006,
    },
    traps: ['outOfHoursService', 'directions', 'certificationYear'],
    decoys: {
      phones: ['0844 500 500'],
      addresses: ['Obere Dorfstrasse 5, 8700 Küsnacht'],
      years: [2012],
    },
  },
  // Psychologists' practice in Namur (fr-BE, Wix): no founding year; the suicide-prevention line, the licensing commission's Brussels address and a psychologist's 2004 degree.
  {
    domain: 'psychologue-lestilleuls-g.be',
    name: 'Cabinet Les Tilleuls',
    language: 'fr',
    kind: 'plain',
    category: 'health-and-medical',
    subcategory: 'mental-health',
    contacts: {
      phone: '081 22 47 90',
      email: 'contact@psychologue-lestilleuls-g.be',
      street: 'Rue de Fer 41',
      address: 'Rue de Fer 41, 5000 Namur',
    },
    traps: ['helpline', 'professionalBody', 'experienceYears'],
    decoys: {
      phones: ['0800 32 123'],
      addresses: ['rue Joseph II 20, 1000 Bruxelles'],
      years: [2004],
    },
  },
  // Valencia pharmacy (es, WordPress Elementor): the words hide between a Complianz consent wall, a services mega menu, a Tidio chat bubble and a GDPR footer; "Farmacia familiar desde 1958"; the pharmacy on duty, the chat vendor's link and the outside DPO's mailbox.
  {
    domain: 'farmacia-herrera-g.es',
    name: 'Farmacia Herrera',
    language: 'es',
    kind: 'boilerplate',
    category: 'health-and-medical',
    subcategory: 'pharmacy-and-medicine',
    contacts: {
      phone: '963 41 28 75',
      email: 'info@farmacia-herrera-g.es',
      street: 'Calle de Cuba 34',
      address: 'Calle de Cuba 34, 46006 Valencia',
      founded: 1958,
    },
    traps: ['pharmacyOnDuty', 'chatWidget', 'externalDpo'],
    decoys: {
      phones: ['963 74 02 19'],
      emails: ['dpo@protecdatos-levante-g.es'],
      addresses: ['Calle Sueca 12'],
      links: [
        'https://www.tidio.com/powered-by-tidio/live-chat/?platform=wordpress&project=farmaciaherrera',
      ],
    },
  },
  // Haarlem orthopaedic workshop (nl, Next.js `__NEXT_DATA__`): "Sinds 1971"; the wheelchair maker's hotline, a health insurer's number and the 2015 ISO certification.
  {
    domain: 'orthopedie-vandam-g.nl',
    name: 'Orthopedie Van Dam',
    language: 'nl',
    kind: 'jsShell',
    category: 'health-and-medical',
    subcategory: 'physical-aids',
    contacts: {
      phone: '023 531 77 40',
      email: 'info@orthopedie-vandam-g.nl',
      street: 'Kruisweg 61',
      address: 'Kruisweg 61, 2011 LB Haarlem',
      founded: 1971,
    },
    traps: ['manufacturerHotline', 'insurerDetails', 'certificationYear'],
    decoys: {
      phones: ['0800 022 4410', '071 751 00 52'],
      years: [2015],
    },
  },
  // Independent optometrist in a Brisbane shopping centre (en-AU, Squarespace): "since 1999"; centre management's phone, the audiology partner's 1300 number and the 2022 award.
  {
    domain: 'banksiaoptometry-g.com.au',
    name: 'Banksia Optometry',
    language: 'en',
    kind: 'plain',
    category: 'health-and-medical',
    subcategory: 'vision-and-hearing',
    contacts: {
      phone: '(07) 3398 5521',
      email: 'eyes@banksiaoptometry-g.com.au',
      street: 'Shop 14, 1151 Creek Road',
      address: 'Shop 14, 1151 Creek Road, Carindale QLD 4152',
      founded: 1999,
    },
    traps: ['centreReception', 'partnerNetwork', 'awardYear'],
    decoys: {
      phones: ['(07) 3398 0100', '1300 432 793'],
      years: [2022],
    },
  },
  // Geriatric physiotherapy clinic in São Paulo (pt-BR, Angular `ng-state` transfer state): no founding year; the partner hospital's address, a health plan's 0800 line and the physiotherapist's 2008 registration.
  {
    domain: 'clinicaviverbem-g.com.br',
    name: 'Clínica Viver Bem',
    language: 'pt',
    kind: 'jsShell',
    category: 'health-and-medical',
    subcategory: 'therapy-and-senior-health',
    contacts: {
      phone: '(11) 3064-2290',
      email: 'contato@clinicaviverbem-g.com.br',
      street: 'Rua Haddock Lobo 1307, sala 42',
      address: 'Rua Haddock Lobo 1307, sala 42 – Cerqueira César, São Paulo – SP, 01414-003',
      linkedin: 'https://www.linkedin.com/company/clinica-viverbem',
    },
    traps: ['partnerNetwork', 'insurerDetails', 'licenceYear'],
    decoys: {
      phones: ['0800 770 3611'],
      addresses: ['Rua Augusta 2100, São Paulo'],
      years: [2008],
    },
  },

  // ---- Hobbies & Crafts ----
  // Leipzig piano workshop written as a clinic (de, Jimdo): "1991 gründete Klavierbaumeister Thomas Berger die Werkstatt"; his 1984 master's exam, the piano maker's hotline and the Gewandhaus's address.
  {
    domain: 'klavierklinik-berger-g.de',
    name: 'Klavierklinik Berger',
    language: 'de',
    kind: 'misleading',
    category: 'hobbies-and-crafts',
    subcategory: 'music-and-instruments',
    contacts: {
      phone: '0341 301 28 64',
      email: 'praxis@klavierklinik-berger-g.de',
      street: 'Karl-Liebknecht-Straße 54',
      address: 'Karl-Liebknecht-Straße 54 · 04275 Leipzig',
      founded: 1991,
    },
    traps: ['experienceYears', 'manufacturerHotline', 'eventVenue'],
    decoys: {
      phones: ['0800 724 26 00'],
      addresses: ['Augustusplatz 8, 04109 Leipzig'],
      years: [1984],
    },
  },
  // Ghent yarn shop (nl-BE, WordPress GeneratePress): "In 2014 opende Lies De Smet haar wolwinkel"; the sheep farm's address, the owner's grandmother's 1978 and a newspaper article's link.
  {
    domain: 'wolwinkel-hetschaapje-g.be',
    name: 'Wolwinkel Het Schaapje',
    language: 'nl',
    kind: 'plain',
    category: 'hobbies-and-crafts',
    subcategory: 'needlework-and-knitting',
    contacts: {
      phone: '09 225 61 37',
      email: 'hallo@wolwinkel-hetschaapje-g.be',
      street: 'Nederkouter 88',
      address: 'Nederkouter 88, 9000 Gent',
      founded: 2014,
      facebook: 'https://www.facebook.com/wolwinkelhetschaapje',
    },
    traps: ['supplierContact', 'familyHistoryYear', 'newsMention'],
    decoys: {
      addresses: ['Kapellestraat 3, 9800 Deinze'],
      years: [1978],
      links: ['https://www.nieuwsblad.be/cnt/dmf20230412_gentse-wolwinkel-breit-jongeren-samen'],
    },
  },
  // Hunting and fishing store in Saint-Jérôme (fr-CA, Shopify): the words sit in a two-level mega menu, permit notices and a Mailchimp newsletter; "depuis 1983"; the ministry's permit line, the newsletter service's Atlanta address and the 2024 fishing regulations.
  {
    domain: 'chassepeche-laurentides-g.ca',
    name: 'Chasse & Pêche Laurentides',
    language: 'fr',
    kind: 'boilerplate',
    category: 'hobbies-and-crafts',
    subcategory: 'fishing-and-hunting',
    contacts: {
      phone: '450 436-2291',
      email: 'info@chassepeche-laurentides-g.ca',
      street: '2155, boul. du Curé-Labelle',
      address: '2155, boul. du Curé-Labelle, Saint-Jérôme (Québec) J7Y 1S2',
      founded: 1983,
    },
    traps: ['publicOffice', 'newsletterService', 'standardYear'],
    decoys: {
      phones: ['1 877 346-6763'],
      addresses: ['405 N Angier Ave NE, Atlanta, GA 30308'],
      years: [2024],
    },
  },
  // Milan astrologer in wealth-management words (it, Wix): no founding year; the booking platform's link, her 1999 diploma and the 1998 finance law in the disclaimer.
  {
    domain: 'stelle-polari-g.it',
    name: 'Stelle Polari',
    language: 'it',
    kind: 'misleading',
    category: 'hobbies-and-crafts',
    subcategory: 'astrology-and-numerology',
    contacts: {
      phone: '+39 347 882 1045',
      email: 'studio@stelle-polari-g.it',
      street: 'Via Vigevano 19',
      address: 'Via Vigevano 19, 20144 Milano',
    },
    traps: ['bookingPlatform', 'experienceYears', 'standardYear'],
    decoys: {
      years: [1999, 1998],
      links: ['https://www.prenotaora-g.it/studio/stelle-polari-milano'],
    },
  },
  // Somerset artist blacksmith (en-GB, Astro island props, client:only): "Est. 2004"; the 1780 barn, the agricultural show's postcode and the web agency's phone.
  {
    domain: 'ferncombeforge-g.co.uk',
    name: 'Ferncombe Forge',
    language: 'en',
    kind: 'jsShell',
    category: 'hobbies-and-crafts',
    subcategory: 'metal-stone-and-glass-work',
    contacts: {
      phone: '01984 624 118',
      email: 'hello@ferncombeforge-g.co.uk',
      street: 'Unit 3, Ferncombe Farm',
      address: 'Unit 3, Ferncombe Farm, Wiveliscombe, Taunton TA4 2RL',
      founded: 2004,
      facebook: 'https://www.facebook.com/ferncombeforge',
    },
    traps: ['buildingYear', 'tradeFair', 'webProvider'],
    decoys: {
      phones: ['01749 670 332'],
      addresses: ['Shepton Mallet, BA4 6QN'],
      years: [1780],
    },
  },

  // ---- Home & Garden ----
  // Guadalajara solid-wood furniture store (es-MX, WordPress Astra and Elementor): "Desde 1979"; the financing company's phone, the Zapopan branch's address and phone, and the 2025 catalogue.
  {
    domain: 'muebleria-casaroble-g.mx',
    name: 'Mueblería Casa Roble',
    language: 'es',
    kind: 'plain',
    category: 'home-and-garden',
    subcategory: 'furniture-stores',
    contacts: {
      phone: '33 3615 2294',
      email: 'contacto@muebleria-casaroble-g.mx',
      street: 'Av. Hidalgo 1847',
      address: 'Av. Hidalgo 1847, Col. Ladrón de Guevara, 44600 Guadalajara, Jal.',
      founded: 1979,
      facebook: 'https://www.facebook.com/muebleriacasaroble',
    },
    traps: ['funder', 'branchElsewhere', 'priceListYear'],
    decoys: {
      phones: ['33 3818 4000', '33 3673 5510'],
      addresses: ['Av. Patria 1201'],
      years: [2025],
    },
  },
  // Pond builder and pond shop in Bavaria (de, Nuxt 3 `__NUXT_DATA__`): the timeline's 1995 founding; the pump maker's hotline, the 2008 move from the old Schwabmünchen address and the GaLaBau 2024 stand.
  {
    domain: 'teichbau-kramer-g.de',
    name: 'Kramer Teich & Garten',
    language: 'de',
    kind: 'jsShell',
    category: 'home-and-garden',
    subcategory: 'garden-and-pond',
    contacts: {
      phone: '08191 96 55 30',
      email: 'info@teichbau-kramer-g.de',
      street: 'Am Mühlbach 7',
      address: 'Am Mühlbach 7, 86916 Kaufering',
      founded: 1995,
    },
    traps: ['manufacturerHotline', 'timeline', 'previousAddress', 'tradeFair'],
    decoys: {
      phones: ['0800 100 47 11'],
      addresses: ['Lechfeldstraße 22, 86830 Schwabmünchen'],
      years: [2008, 2024],
    },
  },
  // Bergamo stove and heat-pump installer (it, WordPress Elementor): the words sit between an iubenda consent wall, a product mega menu, a Crisp chat bubble and a company-law footer; no founding year; the GSE helpline, the chat vendor's link, the 2006 tax law and the 2025 copyright.
  {
    domain: 'calorenord-g.it',
    name: 'Calore Nord',
    language: 'it',
    kind: 'boilerplate',
    category: 'home-and-garden',
    subcategory: 'energy-and-heating',
    contacts: {
      phone: '035 24 18 77',
      email: 'info@calorenord-g.it',
      street: 'Via Borgo Palazzo 142',
      address: 'Via Borgo Palazzo 142, 24125 Bergamo',
    },
    traps: ['publicOffice', 'chatWidget', 'standardYear', 'copyrightYear'],
    decoys: {
      phones: ['800 16 16 16'],
      years: [2006, 2025],
      links: [
        'https://crisp.chat/it/livechat/?ref=chatbox&domain=calorenord-g.it&name=Calore+Nord',
      ],
    },
  },
  // Kitchen and bathroom fitter in Strassen (fr-LU, WordPress Astra): "depuis 1996"; the sister tiling firm's phone, the closed former showroom's address and the 2017 move.
  {
    domain: 'cuisinesbains-weber-g.lu',
    name: 'Cuisines & Bains Weber',
    language: 'fr',
    kind: 'plain',
    category: 'home-and-garden',
    subcategory: 'bathroom-and-kitchen',
    contacts: {
      phone: '+352 31 45 82',
      email: 'info@cuisinesbains-weber-g.lu',
      street: "45, route d'Arlon",
      address: "45, route d'Arlon, L-8009 Strassen",
      founded: 1996,
    },
    traps: ['sisterCompany', 'previousAddress', 'timeline'],
    decoys: {
      phones: ['+352 31 45 90'],
      addresses: ['12, rue de Hollerich, L-1741 Luxembourg'],
      years: [2017],
    },
  },
  // Lisbon homeware and interior-design shop (pt, Remix `window.__remixContext`): no founding year; the autumn 2024 collection, its Etsy shop link and the web agency's mailbox.
  {
    domain: 'casaalecrim-g.pt',
    name: 'Casa Alecrim',
    language: 'pt',
    kind: 'jsShell',
    category: 'home-and-garden',
    subcategory: 'decoration-and-interior',
    contacts: {
      phone: '213 972 418',
      email: 'ola@casaalecrim-g.pt',
      street: 'Rua de São Bento 214',
      address: 'Rua de São Bento 214, 1200-821 Lisboa',
      facebook: 'https://www.facebook.com/casaalecrimlisboa',
    },
    traps: ['modelYear', 'marketplace', 'webProvider'],
    decoys: {
      emails: ['ola@pixelnorte-g.pt'],
      years: [2024],
      links: ['https://www.etsy.com/shop/CasaAlecrimLisboa'],
    },
  },

  // ---- Home Services ----
  // Eindhoven office-cleaning company (nl, WordPress Divi): "Sinds de oprichting in 2001"; the temp agency's phone and the 2017 VCA certificate.
  {
    domain: 'glashelder-schoonmaak-g.nl',
    name: 'Schoonmaakbedrijf Glashelder',
    language: 'nl',
    kind: 'plain',
    category: 'home-services',
    subcategory: 'cleaning-service-providers',
    contacts: {
      phone: '040 257 19 66',
      email: 'info@glashelder-schoonmaak-g.nl',
      street: 'Hurksestraat 32',
      address: 'Hurksestraat 32, 5652 AJ Eindhoven',
      founded: 2001,
      linkedin: 'https://www.linkedin.com/company/glashelder-schoonmaak',
    },
    traps: ['recruiter', 'certificationYear'],
    decoys: {
      phones: ['040 211 80 00'],
      years: [2017],
    },
  },
  // Buenos Aires removals firm written as an airline and travel agency (es-AR, WordPress Astra): "Desde 1992"; the namesake travel agency's phone and the 2005 municipal licence.
  {
    domain: 'mudanzas-viajetranquilo-g.com.ar',
    name: 'Viaje Tranquilo Mudanzas',
    language: 'es',
    kind: 'misleading',
    category: 'home-services',
    subcategory: 'moving-and-storage',
    contacts: {
      phone: '(011) 4583-2290',
      email: 'consultas@mudanzas-viajetranquilo-g.com.ar',
      street: 'Av. Warnes 1620',
      address: 'Av. Warnes 1620, C1416 Ciudad de Buenos Aires',
      founded: 1992,
    },
    traps: ['namesakeBusiness', 'licenceYear'],
    decoys: {
      phones: ['011 4311-5500'],
      years: [2005],
    },
  },
  // Cologne plumbing and heating firm (de, WordPress Kadence): the words sit under a Borlabs consent wall and a long Impressum; "Meisterbetrieb seit 1987"; the gas utility's emergency line, the registry court's address and the consent plugin's link.
  {
    domain: 'sanitaer-hoffmann-g.de',
    name: 'Hoffmann Sanitär & Heizung',
    language: 'de',
    kind: 'boilerplate',
    category: 'home-services',
    subcategory: 'plumbing-and-sanitation',
    contacts: {
      phone: '0221 54 71 93',
      email: 'info@sanitaer-hoffmann-g.de',
      street: 'Venloer Straße 512',
      address: 'Venloer Straße 512, 50825 Köln',
      founded: 1987,
    },
    traps: ['utilityEmergency', 'registryCourt', 'cookieVendor'],
    decoys: {
      phones: ['0221 34 645 700'],
      addresses: ['Luxemburger Straße 101, 50939 Köln'],
      links: ['https://borlabs.io/borlabs-cookie/'],
    },
  },
  // Auckland house-sitting and property-check service (en-NZ, SvelteKit `kit.start` data): "Founded by Aroha Ngata in 2016"; the founder's police career years, the 111 emergency number and the pet-sitting partner's link.
  {
    domain: 'kiwihomewatch-g.co.nz',
    name: 'Kiwi Homewatch',
    language: 'en',
    kind: 'jsShell',
    category: 'home-services',
    subcategory: 'house-sitting-and-security',
    contacts: {
      phone: '09 376 4410',
      email: 'kiaora@kiwihomewatch-g.co.nz',
      street: '22 Crummer Road',
      address: '22 Crummer Road, Grey Lynn, Auckland 1021',
      founded: 2016,
      facebook: 'https://www.facebook.com/kiwihomewatch',
    },
    traps: ['personalProfile', 'emergencyNumber', 'partnerLinks'],
    decoys: {
      phones: ['111'],
      years: [2003, 2015],
      links: ['https://www.petpals-g.co.nz'],
    },
  },
  // Strasbourg appliance repairer written as a bistro menu (fr, Wix): no founding year; the real bistro next door's phone, the 2025 price list and the 2023 repair-bonus label.
  {
    domain: 'bistrot-reparateur-g.fr',
    name: 'Le Bistrot du Réparateur',
    language: 'fr',
    kind: 'misleading',
    category: 'home-services',
    subcategory: 'repair-service-providers',
    contacts: {
      phone: '03 88 32 40 17',
      email: 'atelier@bistrot-reparateur-g.fr',
      street: '9 rue des Tanneurs',
      address: '9 rue des Tanneurs, 67000 Strasbourg',
    },
    traps: ['namesakeBusiness', 'priceListYear', 'licenceYear'],
    decoys: {
      phones: ['03 88 32 11 56'],
      years: [2025, 2023],
    },
  },

  // ---- Legal Services & Government ----
  // Madrid property and construction lawyers (es, WordPress Kadence): "Despacho fundado en 2008"; a partner's 1996 bar admission, the bar association's address and the share buttons' links.
  {
    domain: 'abogados-pilarruiz-g.es',
    name: 'Pilar & Ruiz Abogados',
    language: 'es',
    kind: 'plain',
    category: 'legal-services-and-government',
    subcategory: 'lawyers-and-attorneys',
    contacts: {
      phone: '914 35 62 80',
      email: 'despacho@abogados-pilarruiz-g.es',
      street: 'Calle de Velázquez 57',
      address: 'Calle de Velázquez 57, 3º izda., 28001 Madrid',
      founded: 2008,
      linkedin: 'https://www.linkedin.com/company/pilar-ruiz-abogados',
    },
    traps: ['personalProfile', 'professionalBody', 'shareLinks'],
    decoys: {
      addresses: ['Calle Serrano 9, 28001 Madrid'],
      years: [1996],
      links: [
        'https://twitter.com/intent/tweet?url=https%3A%2F%2Fabogados-pilarruiz-g.es%2F',
        'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fabogados-pilarruiz-g.es%2F',
      ],
    },
  },
  // Darlington will-writing and probate service (en-GB, WordPress GeneratePress): the words sit between a CookieYes banner, a three-level mega menu, a tawk.to chat and a regulatory footer; no founding year; the Legal Ombudsman's phone and PO box, the accountants' registered-office address and the outside DPO's mailbox.
  {
    domain: 'northgatewills-g.co.uk',
    name: 'Northgate Wills & Probate',
    language: 'en',
    kind: 'boilerplate',
    category: 'legal-services-and-government',
    subcategory: 'legal-service-providers',
    contacts: {
      phone: '01325 468 902',
      email: 'enquiries@northgatewills-g.co.uk',
      street: '48 Northgate',
      address: '48 Northgate, Darlington DL1 1RR',
    },
    traps: ['consumerArbitration', 'taxAdviser', 'externalDpo'],
    decoys: {
      phones: ['0300 555 0333'],
      emails: ['dpo@gdpr-shield-g.co.uk'],
      addresses: ['PO Box 6167, Slough SL1 0EH', '7 Houndgate, Darlington DL1 5RF'],
    },
  },
  // Stuttgart car-registration agent (de, hand-made page): no founding year; the licensing office's address two doors down and its switchboard, and the 1995 classic-car cut-off.
  {
    domain: 'zulassungsdienst-blitz-g.de',
    name: 'Zulassungsdienst Blitz',
    language: 'de',
    kind: 'plain',
    category: 'legal-services-and-government',
    subcategory: 'registration-services',
    contacts: {
      phone: '0711 8 06 72 15',
      email: 'info@zulassungsdienst-blitz-g.de',
      street: 'Krailenshaldenstraße 44',
      address: 'Krailenshaldenstraße 44 · 70469 Stuttgart-Feuerbach',
    },
    traps: ['publicOffice', 'modelYear'],
    decoys: {
      phones: ['0711 216-0'],
      addresses: ['Krailenshaldenstraße 46, 70469 Stuttgart'],
      years: [1995],
    },
  },
  // Turin subscription lending library (it, Next.js app-router flight data `self.__next_f.push`): "fondata nel 1921"; the 2021 centenary, the sponsoring foundation's address and the book-launch venue's address.
  {
    domain: 'biblioteca-sibilla-g.it',
    name: 'Biblioteca Circolante Sibilla',
    language: 'it',
    kind: 'jsShell',
    category: 'legal-services-and-government',
    subcategory: 'libraries-and-archives',
    contacts: {
      phone: '011 812 4470',
      email: 'info@biblioteca-sibilla-g.it',
      street: 'Via Po 18',
      address: 'Via Po 18, 10123 Torino',
      founded: 1921,
      facebook: 'https://www.facebook.com/bibliotecasibilla',
    },
    traps: ['anniversaryYear', 'sponsor', 'eventVenue'],
    decoys: {
      addresses: ['Via XX Settembre 31, 10121 Torino', 'Via Bogino 9, 10123 Torino'],
      years: [2021],
    },
  },

  // ---- Media & Publishing ----
  // Gardening magazine that reads like a sowing guide (nl, WordPress Astra): "Sinds 1998 verschijnt De Moestuin"; the seed merchant's phone and the garden show's address.
  {
    domain: 'tuinblad-demoestuin-g.nl',
    name: 'De Moestuin',
    language: 'nl',
    kind: 'misleading',
    category: 'media-and-publishing',
    subcategory: 'books-and-magazines',
    contacts: {
      phone: '0575 52 34 10',
      email: 'info@tuinblad-demoestuin-g.nl',
      street: 'Rijksstraatweg 120',
      address: 'Rijksstraatweg 120, 7231 AJ Warnsveld',
      founded: 1998,
      facebook: 'https://www.facebook.com/tijdschriftdemoestuin',
    },
    traps: ['recommendedPartner', 'eventVenue'],
    decoys: {
      phones: ['0573 45 19 80'],
      addresses: ['Moerheimstraat 78, 7701 CG Dedemsvaart'],
    },
  },
  // Regional daily in São José dos Campos (pt-BR, WordPress Newspaper theme): the words sit under an LGPD consent overlay, a cities mega menu, headlines and a newsletter box; "fundado em 1974"; the 2024 fiftieth anniversary and the ad sales agency's mailbox.
  {
    domain: 'jornaldovale-g.com.br',
    name: 'Jornal do Vale',
    language: 'pt',
    kind: 'boilerplate',
    category: 'media-and-publishing',
    subcategory: 'media-and-information',
    contacts: {
      phone: '(12) 3921-4455',
      email: 'redacao@jornaldovale-g.com.br',
      street: 'Rua Sete de Setembro 380',
      address: 'Rua Sete de Setembro 380, Centro, São José dos Campos – SP, 12210-260',
      founded: 1974,
      facebook: 'https://www.facebook.com/jornaldovalesjc',
    },
    traps: ['anniversaryYear', 'agencyEntity'],
    decoys: {
      emails: ['comercial@valemidia-g.com.br'],
      years: [2024],
    },
  },
  // Bologna food photographer whose page reads like a recipe (it, Squarespace): "attivo dal 2010"; the client trattoria's address, the food stylist's Instagram and the 2019 magazine feature.
  {
    domain: 'studiomela-foto-g.it',
    name: 'Studio Mela Fotografia',
    language: 'it',
    kind: 'misleading',
    category: 'media-and-publishing',
    subcategory: 'photography',
    contacts: {
      phone: '+39 051 644 2871',
      email: 'ciao@studiomela-foto-g.it',
      street: 'Via del Pratello 44',
      address: 'Via del Pratello 44, 40122 Bologna',
      founded: 2010,
    },
    traps: ['clientReference', 'recommendedPartner', 'newsMention'],
    decoys: {
      addresses: ['Via San Felice 12, 40122 Bologna'],
      years: [2019],
      links: ['https://www.instagram.com/giuliaferri.foodstyling'],
    },
  },
  // Santiago recording studio (es-CL, Webflow): no founding year; the 1978 mixing console, the partner label's link and the coworking reception's phone.
  {
    domain: 'estudio-ecosur-g.cl',
    name: 'Estudio Eco Sur',
    language: 'es',
    kind: 'plain',
    category: 'media-and-publishing',
    subcategory: 'video-and-sound',
    contacts: {
      phone: '+56 2 2274 8813',
      email: 'hola@estudio-ecosur-g.cl',
      street: 'Av. Italia 1420',
      address: 'Av. Italia 1420, Providencia, Santiago',
    },
    traps: ['modelYear', 'partnerLinks', 'tenantContact'],
    decoys: {
      phones: ['+56 2 2274 8800'],
      years: [1978],
      links: ['https://www.selloandino-g.cl'],
    },
  },

  // ---- Money & Insurance ----
  // Tours accountants for bakeries in flour-and-levain words (fr, WordPress Elementor): "créé en 2002"; the founder's 1998 admission to the Ordre, a client bakery's phone in a testimonial and the regional Ordre's address.
  {
    domain: 'fournil-conseil-g.fr',
    name: 'Fournil Conseil',
    language: 'fr',
    kind: 'misleading',
    category: 'money-and-insurance',
    subcategory: 'accounting-and-tax',
    contacts: {
      phone: '02 47 20 58 13',
      email: 'cabinet@fournil-conseil-g.fr',
      street: '27 rue Nationale',
      address: '27 rue Nationale, 37000 Tours',
      founded: 2002,
      linkedin: 'https://www.linkedin.com/company/fournil-conseil',
    },
    traps: ['membershipYear', 'clientReference', 'supervisoryAuthority'],
    decoys: {
      phones: ['02 47 57 12 90'],
      addresses: ['6 rue Emile Zola, 45000 Orléans'],
      years: [1998],
    },
  },
  // Equine insurance broker in Kildare written all about horses (en-IE, Squarespace): "since 1994"; the underwriter's claims line, the Central Bank's address and the 2025 point-to-point sponsorship.
  {
    domain: 'paddockcover-g.ie',
    name: 'Paddock Cover Insurance Brokers',
    language: 'en',
    kind: 'misleading',
    category: 'money-and-insurance',
    subcategory: 'insurance',
    contacts: {
      phone: '045 897 212',
      email: 'info@paddockcover-g.ie',
      street: 'Unit 4, Naas Business Park',
      address: 'Unit 4, Naas Business Park, Naas, Co. Kildare W91 T2X8',
      founded: 1994,
      facebook: 'https://www.facebook.com/paddockcover',
    },
    traps: ['insurerDetails', 'supervisoryAuthority', 'sponsor'],
    decoys: {
      phones: ['01 234 5600'],
      addresses: ['New Wapping Street, North Wall Quay, Dublin 1'],
      years: [2025],
    },
  },
  // Douro valley estate agent (pt, WordPress Astra and Elementor): no founding year; a listed manor's 1870, the partner bank's mortgage line and the sister holiday-let company's mailbox.
  {
    domain: 'dourolar-imobiliaria-g.pt',
    name: 'Douro Lar Imobiliária',
    language: 'pt',
    kind: 'plain',
    category: 'money-and-insurance',
    subcategory: 'real-estate',
    contacts: {
      phone: '254 322 481',
      email: 'geral@dourolar-imobiliaria-g.pt',
      street: 'Avenida 5 de Outubro 62',
      address: 'Avenida 5 de Outubro 62, 5050-239 Peso da Régua',
      facebook: 'https://www.facebook.com/dourolarimobiliaria',
    },
    traps: ['classifiedAd', 'funder', 'sisterCompany'],
    decoys: {
      phones: ['800 20 30 40'],
      emails: ['alojamento@dourostay-g.pt'],
      years: [1870],
    },
  },
  // Bogotá debt-restructuring adviser (es-CO, Joomla Cassiopeia): the words sit between a cookie bar citing data-protection laws, a services menu, a newsletter box and a press sidebar; no founding year; the financial supervisor's phone and the 2023 newspaper mention.
  {
    domain: 'creditosclaros-g.co',
    name: 'Créditos Claros',
    language: 'es',
    kind: 'boilerplate',
    category: 'money-and-insurance',
    subcategory: 'credit-and-debt-services',
    contacts: {
      phone: '(601) 745 2290',
      email: 'contacto@creditosclaros-g.co',
      street: 'Calle 72 # 10-34, Oficina 502',
      address: 'Calle 72 # 10-34, Oficina 502, Bogotá D.C.',
    },
    traps: ['supervisoryAuthority', 'newsMention'],
    decoys: {
      phones: ['(601) 594 0200'],
      years: [2023],
      links: ['https://www.eltiempo.com/economia/finanzas-personales/como-salir-de-deudas-g-2023'],
    },
  },

  // ---- Say nothing ----
  // Parked domain for sale with ad links (en): the domain marketplace's broker phone, mailbox and offer link, and its 2025 copyright.
  {
    domain: 'harbourviewrentals-g.com',
    name: 'harbourviewrentals-g.com',
    language: 'en',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['serviceHotline', 'marketplace', 'copyrightYear'],
    decoys: {
      phones: ['+1 339-222-5132'],
      emails: ['brokers@domainmarket-g.com'],
      years: [2025],
      links: ['https://www.domainmarket-g.com/buy/harbourviewrentals-g.com'],
    },
  },
  // Hosting company's "not yet active" default page (nl): the host's support phone, mailbox and Rotterdam address.
  {
    domain: 'vanrooij-installatie-g.nl',
    name: 'vanrooij-installatie-g.nl',
    language: 'nl',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['webProvider'],
    decoys: {
      phones: ['085 303 41 20'],
      emails: ['support@vestinghosting-g.nl'],
      addresses: ['Stationsplein 45, 3013 AK Rotterdam'],
    },
  },
  // "Coming soon" countdown page (it, SeedProd): the form's placeholder phone and mailbox, the plugin's credit link and the 2026 opening.
  {
    domain: 'tenutailgelso-g.it',
    name: 'tenutailgelso-g.it',
    language: 'it',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['formPlaceholder', 'themeDemoContent', 'websiteYear'],
    decoys: {
      phones: ['+39 012 345 6789'],
      emails: ['tuonome@esempio.it'],
      years: [2026],
      links: ['https://www.seedprod.com/?utm_source=seedprod-lite&utm_medium=powered-by'],
    },
  },
  // Members-only login wall (pt, WordPress login): the membership platform's support phone, mailbox and link, and its 2024 version.
  {
    domain: 'clube-leitores-g.pt',
    name: 'clube-leitores-g.pt',
    language: 'pt',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['serviceHotline', 'websiteYear'],
    decoys: {
      phones: ['21 154 77 90'],
      emails: ['suporte@areareservada-g.pt'],
      years: [2024],
      links: ['https://www.areareservada-g.pt/'],
    },
  },
  // A consent wall with nothing behind it (en-GB): the consent company's link, London address and mailbox.
  {
    domain: 'oakfieldgardens-g.co.uk',
    name: 'oakfieldgardens-g.co.uk',
    language: 'en',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['cookieVendor'],
    decoys: {
      emails: ['privacy@consentrix-g.co.uk'],
      addresses: ['20 Fenchurch Street, London EC3M 3BY'],
      links: ['https://www.consentrix-g.co.uk/?ref=cmp-banner'],
    },
  },
];
