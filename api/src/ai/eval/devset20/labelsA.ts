import type { HandWrittenLabel } from '../handWrittenLabel.ts';

/**
 * What a right answer holds for author A's pages of `pages/` (Animals & Pets, Beauty &
 * Well-being, Business Services, Construction & Manufacturing, Education & Training, Electronics
 * & Technology, Events & Entertainment): the label is what the company itself sells (not the
 * trade its page talks about: a supplier to a trade, a business named after another trade, a
 * museum or school about a trade), and `contacts` its own phone, email, street, address and
 * founding year as the page gives them; a value the page does not give is left out. `decoys` are
 * other parties' values on the same page (a branch elsewhere, a parent group, a franchisor, a
 * recruiter, a customer, a venue, an authority, a host) and years that are not the founding.
 */
export const DEVSET20_LABELS_A: readonly HandWrittenLabel[] = [
  {
    domain: 'pfotenland-winterthur.ch',
    name: 'Pfotenland Winterthur',
    language: 'de',
    kind: 'plain',
    category: 'animals-and-pets',
    subcategory: 'pet-stores',
    // "Seit 1994 Ihr Fachgeschäft" is the founding. Decoys: the Frauenfeld branch (address and
    // phone), the supplier's warehouse for bulk pick-up, the UID number, and 1911 (the spinning
    // mill's building). Opening hours "08.00–12.00" are no phone.
    contacts: {
      phone: '052 212 47 83',
      email: 'info@pfotenland-winterthur.ch',
      street: 'Tösstalstrasse 58',
      address: 'Tösstalstrasse 58, 8400 Winterthur',
      founded: 1994,
    },
    traps: [
      'branchElsewhere',
      'supplierContact',
      'registrationNumber',
      'buildingYear',
      'openingHours',
    ],
    decoys: {
      phones: ['052 720 18 55', 'CHE-109.427.551'],
      addresses: ['Zürcherstrasse 201, 8500 Frauenfeld', 'Industriestrasse 14, 5506 Mägenwil'],
      years: [1911],
    },
  },
  {
    domain: 'bauebellezza.it',
    name: 'Bau & Bellezza',
    language: 'it',
    kind: 'misleading',
    category: 'animals-and-pets',
    subcategory: 'pet-services',
    // The page reads like a beauty spa (trattamenti, maschere, manicure, piega); "toelettatura per
    // cani e gatti" says what it sells: pet grooming. No founding year. Decoys: the cosmetics
    // brand (hotline and its founding 1978), the groomer's diploma 2011, the recommended vet, and
    // the P.IVA.
    contacts: {
      phone: '045 803 2719',
      email: 'ciao@bauebellezza.it',
      street: 'Via Santa Teresa 14',
      address: 'Via Santa Teresa 14, 37135 Verona',
    },
    traps: [
      'resoldBrand',
      'manufacturerHotline',
      'personalProfile',
      'recommendedPartner',
      'registrationNumber',
      'copyrightYear',
    ],
    decoys: {
      phones: ['0521 774 310', '045 597 1180', '04387120236'],
      years: [1978, 2011, 2025],
    },
  },
  {
    domain: 'veto-etangs.be',
    name: 'Clinique vétérinaire des Étangs',
    language: 'fr',
    kind: 'jsShell',
    category: 'animals-and-pets',
    subcategory: 'animal-health',
    // Nuxt 2 `window.__NUXT__`: the clinic's object beside its network (VetAlliance Benelux, with
    // its Brussels office, phone and mailbox), the weekend on-call vet and the poison centre.
    // "Fondée en 2009"; 2003 is the vet's diploma.
    contacts: {
      phone: '081 30 47 92',
      email: 'accueil@veto-etangs.be',
      street: 'Rue de Dave 187',
      founded: 2009,
    },
    traps: ['partnerNetwork', 'onCallPartner', 'helpline', 'personalProfile'],
    decoys: {
      phones: ['02 640 18 77', '0477 28 19 03', '070 245 254'],
      emails: ['contact@vetalliance-benelux.be'],
      addresses: ['Avenue Louise 326'],
      years: [2003],
    },
  },
  {
    domain: 'thornbeckriding.co.uk',
    name: 'Thornbeck Riding Centre',
    language: 'en',
    kind: 'boilerplate',
    category: 'animals-and-pets',
    subcategory: 'horses-and-riding',
    // Complianz cookie wall with six vendors, a newsletter box, and a footer with the BHS, the
    // council licence, the insurer and the ICO. "Family-run since 1972" is the founding; 1996 is
    // the BHS approval, 2023 the licence, 2025 the copyright. GPS coordinates are no phone.
    contacts: {
      phone: '01423 870 416',
      email: 'office@thornbeckriding.co.uk',
      street: 'Thornbeck Farm, Hollins Lane',
      address: 'Thornbeck Farm, Hollins Lane, Hampsthwaite, Harrogate HG3 2EN',
      founded: 1972,
    },
    traps: [
      'cookieVendor',
      'professionalBody',
      'membershipYear',
      'licenceYear',
      'insurerDetails',
      'supervisoryAuthority',
      'copyrightYear',
    ],
    decoys: {
      phones: ['02476 840 519', '01653 690 744', '0303 123 1131'],
      addresses: [
        'Abbey Park, Stareton, Kenilworth CV8 2XZ',
        '4 Market Place, Malton YO17 7LX',
        'Wycliffe House, Water Lane, Wilmslow, Cheshire SK9 5AF',
      ],
      years: [1996, 2023, 2025],
    },
  },
  {
    domain: 'despeurneus.nl',
    name: 'Hondenschool De Speurneus',
    language: 'nl',
    kind: 'plain',
    category: 'animals-and-pets',
    subcategory: 'cats-and-dogs',
    // The owner's mobile is the business line. No founding year ("al meer dan tien jaar"); 2009
    // is the owner's instructor diploma. Decoys: the kennel club's exam address, the vet, the
    // KvK number (and the IBAN, not listed).
    contacts: {
      phone: '06 41 87 29 53',
      email: 'info@despeurneus.nl',
      street: 'Hogeweg 211',
      address: 'Hogeweg 211, 3814 CE Amersfoort',
      facebook: 'https://www.facebook.com/hondenschooldespeurneus',
    },
    traps: [
      'professionalBody',
      'recommendedPartner',
      'personalProfile',
      'registrationNumber',
      'bankDetails',
    ],
    decoys: {
      phones: ['033 461 20 88', '71829304'],
      addresses: ['Barneveldseweg 12, 3817 PN Amersfoort'],
      years: [2009],
    },
  },
  {
    domain: 'thedentistbarbers.ie',
    name: 'The Dentist',
    language: 'en',
    kind: 'misleading',
    category: 'beauty-and-well-being',
    subcategory: 'hair-care-and-styling',
    // A barber named after another trade: its words are a dentist's (check-ups, scale & polish,
    // extraction, surgery); "we are barbers, not dentists" says what it sells. "EST. 2016" badge
    // is the founding; 1934 is the building, 2025 the copyright. Decoys: the real dentist that
    // moved (address and phone) and the booking platform's support mailbox.
    contacts: {
      phone: '01 497 3305',
      email: 'chair@thedentistbarbers.ie',
      street: '112 Rathmines Road Lower',
      address: '112 Rathmines Road Lower, Dublin 6, D06 K2X7',
      founded: 2016,
    },
    traps: ['namesakeBusiness', 'buildingYear', 'bookingPlatform', 'copyrightYear'],
    decoys: {
      phones: ['01 496 2218'],
      emails: ['support@booksy.com'],
      addresses: ['41 Rathmines Road Upper, Dublin 6'],
      years: [1934, 2025],
    },
  },
  {
    domain: 'hautwerk-muenster.de',
    name: 'Hautwerk Münster',
    language: 'de',
    kind: 'jsShell',
    category: 'beauty-and-well-being',
    subcategory: 'salons-and-clinics',
    // Next.js `__NEXT_DATA__`: the studio's object beside its franchisor (head office, 0800
    // hotline, mailbox, "seit 2005" of the franchise system) and the web agency. No founding
    // year of the studio itself.
    contacts: {
      phone: '0251 987 41 20',
      email: 'termin@hautwerk-muenster.de',
      street: 'Ludgeristraße 57',
    },
    traps: ['franchisor', 'agencyEntity'],
    decoys: {
      phones: ['0800 723 44 10'],
      emails: ['franchise@hautwerk-gruppe.de', 'hallo@pixelhafen.de'],
      addresses: ['Kaiserswerther Straße 115, 40474 Düsseldorf'],
      years: [2005],
    },
  },
  {
    domain: 'tintanegra.mx',
    name: 'Tinta Negra Tattoo Studio',
    language: 'es',
    kind: 'plain',
    category: 'beauty-and-well-being',
    subcategory: 'tattoos-and-piercings',
    // The only number is a WhatsApp line: it is the phone. "desde 2014" is the founding; 2019 is
    // the health licence, 2025 the convention. Decoys: the tattoo convention's venue, organiser
    // phone and mailbox; prices in MXN.
    contacts: {
      phone: '+52 33 1842 7765',
      email: 'citas@tintanegra.mx',
      street: 'Av. Chapultepec Sur 318',
      address: 'Av. Chapultepec Sur 318, Col. Americana, 44160 Guadalajara, Jal.',
      founded: 2014,
    },
    traps: ['tradeFair', 'eventVenue', 'licenceYear', 'priceFigures'],
    decoys: {
      phones: ['33 3343 9100'],
      emails: ['info@expotatuajegdl.mx'],
      addresses: ['Av. Mariano Otero 1499, 44550 Guadalajara'],
      years: [2019, 2025],
    },
  },
  {
    domain: 'ambarspa.pt',
    name: 'Âmbar Spa & Hammam',
    language: 'pt',
    kind: 'boilerplate',
    category: 'beauty-and-well-being',
    subcategory: 'wellness-and-spa',
    // A CookieYes wall with a vendor table, a privacy summary naming the external DPO and the
    // CNPD (address, phone, mailbox), and the consumer arbitration centre. "Fundado em 2017";
    // 1902 is the building, 2022 an award, 2025 the copyright. The NIPC is no phone.
    contacts: {
      phone: '+351 222 087 514',
      email: 'reservas@ambarspa.pt',
      street: 'Rua de Cedofeita 402',
      address: 'Rua de Cedofeita 402, 4050-174 Porto',
      founded: 2017,
    },
    traps: [
      'cookieVendor',
      'externalDpo',
      'supervisoryAuthority',
      'consumerArbitration',
      'buildingYear',
      'awardYear',
      'registrationNumber',
    ],
    decoys: {
      phones: ['+351 213 928 417', '225 029 791', '514 208 773'],
      emails: ['dpo@dataguard-compliance.pt', 'geral@cnpd.pt', 'cicap@cicap.pt'],
      addresses: [
        'Av. D. Carlos I, 134, 1º, 1200-651 Lisboa',
        'Rua Damião de Góis, 31, Loja 6, 4050-225 Porto',
      ],
      years: [1902, 2022, 2025],
    },
  },
  {
    domain: 'atelier-souffle.fr',
    name: 'Atelier Souffle',
    language: 'fr',
    kind: 'plain',
    category: 'beauty-and-well-being',
    subcategory: 'yoga-and-meditation',
    // No founding year (2008 is the teacher's training). Decoys: the retreat venue and its
    // phone, the Sunday tenant's mailbox, the SIRET.
    contacts: {
      phone: '04 78 62 19 37',
      email: 'bonjour@atelier-souffle.fr',
      street: '14 rue Royale',
      address: '14 rue Royale, 69001 Lyon',
    },
    traps: ['eventVenue', 'tenantContact', 'personalProfile', 'registrationNumber'],
    decoys: {
      phones: ['04 76 55 20 18', '842 317 559 00018'],
      emails: ['danselibre.lyon@gmail.com'],
      addresses: ['Domaine de la Chartreuse, 38380 Saint-Laurent-du-Pont'],
      years: [2008],
    },
  },
  {
    domain: 'zeepzus.nl',
    name: 'Zeepzus Natuurcosmetica',
    language: 'nl',
    kind: 'plain',
    category: 'beauty-and-well-being',
    subcategory: 'cosmetics-and-makeup',
    // No founding year; 1952 is the grandmother's first soap, 2025 the copyright. Decoys: the
    // courier's customer service, the pick-up point, an example order number, KvK and VAT.
    contacts: {
      phone: '023 531 84 06',
      email: 'klantenservice@zeepzus.nl',
      street: 'Kleine Houtstraat 71',
      address: 'Kleine Houtstraat 71, 2011 DG Haarlem',
      facebook: 'https://www.facebook.com/zeepzus.natuurcosmetica',
    },
    traps: [
      'serviceHotline',
      'directions',
      'orderNumber',
      'registrationNumber',
      'familyHistoryYear',
      'copyrightYear',
    ],
    decoys: {
      phones: ['088 225 5566', '64918275'],
      addresses: ['Generaal Cronjéstraat 94, 2021 JM Haarlem'],
      years: [1952, 2025],
    },
  },
  {
    domain: 'frigorificoslago.es',
    name: 'Transportes Frigoríficos Lago e Hijos',
    language: 'es',
    kind: 'misleading',
    category: 'business-services',
    subcategory: 'shipping-and-logistics',
    // The page's words are a fishmonger's (merluza, pulpo, percebe, lonjas); "somos una empresa
    // de transporte frigorífico: no compramos ni vendemos pescado" says what it sells: chilled
    // freight. "Fundada en 1979"; 2021 is the fleet's renewal. Decoys: the fax, the fish market
    // and the wholesale market on its routes.
    contacts: {
      phone: '986 27 41 85',
      email: 'trafico@frigorificoslago.es',
      street: 'Avenida de Beiramar 47',
      address: 'Avenida de Beiramar 47, 36202 Vigo',
      founded: 1979,
    },
    traps: ['faxNumber', 'clientReference', 'testimonialSignature', 'timeline'],
    decoys: {
      phones: ['986 27 41 86'],
      addresses: [
        'Lonja de A Coruña, Muelle del Este s/n, 15001 A Coruña',
        'Avenida de Madrid s/n, nave 14, 28053 Madrid',
      ],
      years: [2021],
    },
  },
  {
    domain: 'traduzioni-brenni.ch',
    name: 'Studio Brenni Traduzioni',
    language: 'it',
    kind: 'misleading',
    category: 'business-services',
    subcategory: 'administration-and-services',
    // A translation office whose words are a court's (sentenze, atti, procure, rogatorie). It sells
    // translation to lawyers and notaries, a business service; legal-service-providers was the
    // other candidate, but it gives no legal advice. Only a PO box: no street. The email is
    // obfuscated ("studio [at] traduzioni-brenni [dot] ch"). "Dal 1998" is the founding; 2001 the
    // translators' sworn registration. Decoys: the court registry and the state chancellery.
    contacts: {
      phone: '091 922 47 18',
      email: 'studio@traduzioni-brenni.ch',
      founded: 1998,
    },
    traps: ['publicOffice', 'licenceYear', 'registrationNumber'],
    decoys: {
      phones: ['091 815 53 11'],
      addresses: ['Via Pretorio 16, 6900 Lugano', 'Piazza Governo 6, 6500 Bellinzona'],
      years: [2001],
    },
  },
  {
    domain: 'traunstein-personal.at',
    name: 'Traunstein Personal GmbH',
    language: 'de',
    kind: 'boilerplate',
    category: 'business-services',
    subcategory: 'hr-and-recruiting',
    // Borlabs cookie wall, a 27-link mega-menu, an Austrian legal footer (chamber, court, bank,
    // data-protection authority). Email written "office(at)traunstein-personal.at". No founding
    // year ("seit fast zwanzig Jahren"): "© 2006–2025" is a copyright range, 2014 the ISO
    // certificate.
    contacts: {
      phone: '0732 77 43 21',
      email: 'office@traunstein-personal.at',
      street: 'Landstraße 85',
      address: 'Landstraße 85, 4020 Linz',
    },
    traps: [
      'cookieVendor',
      'professionalBody',
      'bankDetails',
      'supervisoryAuthority',
      'registryCourt',
      'certificationYear',
      'copyrightYear',
    ],
    decoys: {
      phones: ['05 90909-4610', '+43 1 521 52-2569'],
      emails: ['dsb@dsb.gv.at'],
      addresses: ['Hessenplatz 3, 4020 Linz', 'Barichgasse 40–42, 1030 Wien'],
      years: [2006, 2014, 2025],
    },
  },
  {
    domain: 'drukkerij-vanhaecke.be',
    name: 'Drukkerij Vanhaecke',
    language: 'nl',
    kind: 'jsShell',
    category: 'business-services',
    subcategory: 'print-and-graphic-design',
    // Gatsby page data: the printer's visiting address beside its parent group's registered office,
    // phone and mailbox, and "related" businesses (a photo studio, the web agency). "Sinds 1964" is
    // the founding; 2019 is the press's model year, 2020 the year it joined the group.
    contacts: {
      phone: '09 226 48 13',
      email: 'offerte@drukkerij-vanhaecke.be',
      street: 'Industrieweg 118',
      address: 'Industrieweg 118, 9032 Wondelgem',
      founded: 1964,
    },
    traps: ['parentGroup', 'partnerLinks', 'agencyEntity', 'modelYear', 'timeline'],
    decoys: {
      phones: ['02 712 44 00', '09 233 71 20'],
      emails: ['info@printconnect-group.be', 'hello@studionoord.be'],
      addresses: ['Leuvensesteenweg 540, 1930 Zaventem'],
      years: [2019, 2020],
    },
  },
  {
    domain: 'bellafios.com.br',
    name: 'Bella Fios Distribuidora',
    language: 'pt',
    kind: 'misleading',
    category: 'business-services',
    subcategory: 'wholesale',
    // A supplier to salons: the words are a beauty salon's (coloração, progressiva, escovas,
    // unhas), but it sells wholesale only to businesses ("distribuidora atacadista", "não
    // atendemos consumidor final"). "Fundada em 1996"; 1909 is the resold brand's founding.
    // Decoys: the brand's hotline, the sales rep's mobile, the CNPJ.
    contacts: {
      phone: '(11) 3228-4170',
      email: 'vendas@bellafios.com.br',
      street: 'Rua Florêncio de Abreu, 512',
      address: 'Rua Florêncio de Abreu, 512 – Centro, São Paulo – SP, 01030-000',
      founded: 1996,
    },
    traps: ['resoldBrand', 'manufacturerHotline', 'partnerNetwork', 'registrationNumber'],
    decoys: {
      phones: ['0800 701 2233', '(19) 99812-4476', '08.417.226/0001-53'],
      years: [1909],
    },
  },
  {
    domain: 'saltbushmarketing.com.au',
    name: 'Saltbush Marketing Co.',
    language: 'en',
    kind: 'plain',
    category: 'business-services',
    subcategory: 'sales-and-marketing',
    // No founding year (2024 is an award). Decoys: the recruiter of its job advert (phone and
    // mailbox), a client's quote, the ABN. Its own LinkedIn page is linked.
    contacts: {
      phone: '(08) 8223 5190',
      email: 'hello@saltbushmarketing.com.au',
      street: '44 Pirie Street',
      address: 'Level 2, 44 Pirie Street, Adelaide SA 5000',
      linkedin: 'https://www.linkedin.com/company/saltbush-marketing',
    },
    traps: ['recruiter', 'testimonialSignature', 'awardYear', 'registrationNumber'],
    decoys: {
      phones: ['08 8212 9940', '53 614 208 771'],
      emails: ['sophie.tran@coastlinerecruit.com.au'],
      years: [2024],
    },
  },
  {
    domain: 'lacale-coworking.fr',
    name: 'La Cale Coworking',
    language: 'fr',
    kind: 'boilerplate',
    category: 'business-services',
    subcategory: 'office-space-and-supplies',
    // Axeptio cookie wall with vendors, a newsletter box and French legal notices (host, CNIL,
    // consumer mediator). No founding year; 1880 is the wine store's building, 2025 the copyright.
    contacts: {
      phone: '05 56 44 18 72',
      email: 'bonjour@lacale-coworking.fr',
      street: '27 quai de Bacalan',
      address: '27 quai de Bacalan, 33300 Bordeaux',
    },
    traps: [
      'cookieVendor',
      'newsletterService',
      'webProvider',
      'supervisoryAuthority',
      'consumerArbitration',
      'buildingYear',
      'copyrightYear',
    ],
    decoys: {
      phones: ['01 53 73 22 29'],
      emails: ['contact@mediaconso-so.fr'],
      addresses: [
        '2 rue Kellermann, 59100 Roubaix',
        '3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07',
        "14 cours de l'Intendance, 33000 Bordeaux",
      ],
      years: [1880, 2025],
    },
  },
  {
    domain: 'kesslerwyss.ch',
    name: 'Kessler Wyss Architekten AG',
    language: 'de',
    kind: 'boilerplate',
    category: 'construction-and-manufacturing',
    subcategory: 'architects-and-engineers',
    // Cookie banner, newsletter box, and a Swiss imprint with the SIA, the liability insurer, the
    // host and the EDÖB. The email is entity-encoded (`info&#64;kesslerwyss.ch`). "Gegründet
    // 1987"; 1896 is a villa it rebuilt, 2019 an award, 2025 the copyright. Decoys: a building
    // site's address, the SIA, the insurer, the host and the EDÖB (address and phone).
    contacts: {
      phone: '041 210 58 30',
      email: 'info@kesslerwyss.ch',
      street: 'Haldenstrasse 23',
      address: 'Haldenstrasse 23, 6006 Luzern',
      founded: 1987,
    },
    traps: [
      'clientReference',
      'professionalBody',
      'insurerDetails',
      'webProvider',
      'supervisoryAuthority',
      'newsletterService',
      'buildingYear',
      'awardYear',
      'copyrightYear',
    ],
    decoys: {
      phones: ['058 462 43 59'],
      addresses: [
        'Sonnmattstrasse 4–12, 6030 Ebikon',
        'Selnaustrasse 16, 8001 Zürich',
        'St. Alban-Anlage 26, 4002 Basel',
        'Neue Jonastrasse 60, 8640 Rapperswil-Jona',
        'Feldeggweg 1, 3003 Bern',
      ],
      years: [1896, 2019, 2025],
    },
  },
  {
    domain: 'forniservicebianchi.it',
    name: 'Forniservice Bianchi S.r.l.',
    language: 'it',
    kind: 'misleading',
    category: 'construction-and-manufacturing',
    subcategory: 'factory-equipment',
    // A bakery-equipment dealer: the words are a baker's (pane, focaccia, lievito madre, biga);
    // "noi il pane non lo facciamo" and "forni a platea, impastatrici, celle di lievitazione" say
    // it sells production equipment. "Fondata nel 1983"; 1898 is the oven brand's founding, 2026
    // the trade fair. Decoys: the brand's freephone, a customer's quote, the fair's venue, the
    // P.IVA.
    contacts: {
      phone: '035 452 19 80',
      email: 'info@forniservicebianchi.it',
      street: 'Via Provinciale 42',
      address: 'Via Provinciale 42, 24040 Stezzano (BG)',
      founded: 1983,
    },
    traps: [
      'resoldBrand',
      'manufacturerHotline',
      'testimonialSignature',
      'tradeFair',
      'registrationNumber',
    ],
    decoys: {
      phones: ['800 912 440', '02918460163'],
      addresses: ['Via Emilia 155, 47921 Rimini'],
      years: [1898, 2026],
    },
  },
  {
    domain: 'tussockandstone.co.nz',
    name: 'Tussock & Stone Landscapes',
    language: 'en',
    kind: 'plain',
    category: 'construction-and-manufacturing',
    subcategory: 'garden-and-landscaping',
    // Landscape design and build (the after-hours mobile is its own too, so no decoy). No
    // founding year: 2010 is a membership, 2022 an award, 2025 the copyright. Decoys: a
    // customer's site where the crew works, the nursery supplier (address and phone), the NZBN.
    contacts: {
      phone: '03 338 4172',
      email: 'info@tussockandstone.co.nz',
      street: '18 Treffers Road',
      address: '18 Treffers Road, Wigram, Christchurch 8042',
    },
    traps: [
      'clientReference',
      'supplierContact',
      'membershipYear',
      'awardYear',
      'registrationNumber',
    ],
    decoys: {
      phones: ['03 344 5010', '9429041783210'],
      addresses: ['14 Scarborough Terrace, Sumner', '95 Marshs Road, Christchurch'],
      years: [2010, 2022, 2025],
    },
  },
  {
    domain: 'kolkman-bouwmaterialen.nl',
    name: 'Kolkman Bouwmaterialen',
    language: 'nl',
    kind: 'jsShell',
    category: 'construction-and-manufacturing',
    subcategory: 'building-materials',
    // SvelteKit with the page's JSON in a script: the dealer beside its purchasing group (a PO box,
    // phone and mailbox) and "related" businesses. Postcode ranges of the delivery zones are no
    // phone. "Opgericht in 1931"; 2016 is the new showroom.
    contacts: {
      phone: '038 421 67 09',
      email: 'verkoop@kolkman-bouwmaterialen.nl',
      street: 'Marsweg 36',
      founded: 1931,
    },
    traps: ['partnerNetwork', 'partnerLinks', 'timeline'],
    decoys: {
      phones: ['033 760 44 00', '038 460 12 55'],
      emails: ['leden@bouwunie.nl'],
      addresses: ['Postbus 1250, 3800 BG Amersfoort'],
      years: [2016],
    },
  },
  {
    domain: 'andessur.cl',
    name: 'Constructora Andes Sur Ltda.',
    language: 'es',
    kind: 'boilerplate',
    category: 'construction-and-manufacturing',
    subcategory: 'construction-services',
    // Cookie bar, long privacy text (Ley 19.628), whistle-blowing channel, chamber and safety
    // mutual in the footer. No founding year ("más de treinta años"); 2001 is the chamber
    // membership, 2026 a handover, 2025 the copyright. Decoys: a building site, the municipal works
    // office (address, phone), the safety mutual (address, phone), the external whistle-blowing
    // mailbox, the RUT.
    contacts: {
      phone: '+56 2 2944 1870',
      email: 'contacto@andessur.cl',
      street: 'Av. Providencia 2133',
      address: 'Av. Providencia 2133, oficina 604, Providencia, Santiago',
    },
    traps: [
      'clientReference',
      'publicOffice',
      'professionalBody',
      'insurerDetails',
      'membershipYear',
      'registrationNumber',
      'copyrightYear',
    ],
    decoys: {
      phones: ['22 887 4410', '600 2000 555', '76.418.220-5'],
      emails: ['denuncias@eticasegura.cl'],
      addresses: [
        'Los Aromos 1240, Ñuñoa',
        'Av. Irarrázaval 3550, Ñuñoa',
        "Av. Libertador Bernardo O'Higgins 194, Santiago",
      ],
      years: [2001, 2025, 2026],
    },
  },
  {
    domain: 'outillagegagnon.ca',
    name: 'Outillage Gagnon inc.',
    language: 'fr',
    kind: 'plain',
    category: 'construction-and-manufacturing',
    subcategory: 'tools-and-equipment',
    // "Fondée en 2005"; 1987 is the owner's own start in the trade before the company, 1898 the
    // brand's founding, 2025 the copyright. Decoys: the brand's customer line, the NEQ.
    contacts: {
      phone: '819 565-2281',
      email: 'ventes@outillagegagnon.ca',
      street: '1420, rue King Ouest',
      address: '1420, rue King Ouest, Sherbrooke (Québec) J1J 2C2',
      founded: 2005,
    },
    traps: [
      'experienceYears',
      'resoldBrand',
      'manufacturerHotline',
      'registrationNumber',
      'copyrightYear',
    ],
    decoys: {
      phones: ['1 800 463-7711', '1162048837'],
      years: [1987, 1898, 2025],
    },
  },
  {
    domain: 'rolhasferreira.pt',
    name: 'Ferreira & Filhos – Indústria de Cortiça',
    language: 'pt',
    kind: 'misleading',
    category: 'construction-and-manufacturing',
    subcategory: 'manufacturing',
    // A cork-stopper factory, a supplier to winemakers: the words are wine's (Porto Vintage,
    // Alvarinho, Douro, enólogos, adegas); "somos uma fábrica de rolhas de cortiça" says it
    // manufactures. "Desde 1958" in the heading; 2017 is a vintage, 2026 a fair, 2012 a
    // certificate. Decoys: a winery's quote, the fair's venue, the cork association (address,
    // phone).
    contacts: {
      phone: '256 372 410',
      email: 'geral@rolhasferreira.pt',
      street: 'Rua da Corticeira 88',
      address: 'Rua da Corticeira 88, 4535-211 Lourosa',
      founded: 1958,
    },
    traps: [
      'testimonialSignature',
      'tradeFair',
      'professionalBody',
      'modelYear',
      'certificationYear',
      'registrationNumber',
    ],
    decoys: {
      phones: ['227 474 040', '500 417 882'],
      addresses: [
        'Stockumer Kirchstraße 61, 40474 Düsseldorf',
        'Av. Comendador Henrique Amorim 580, 4536-904 Santa Maria de Lamas',
      ],
      years: [2017, 2026, 2012],
    },
  },
  {
    domain: 'fahrlehrerakademie-kassel.de',
    name: 'Fahrlehrerakademie Kassel GmbH',
    language: 'de',
    kind: 'misleading',
    category: 'education-and-training',
    subcategory: 'vocational-training',
    // A school that trains driving instructors: the words are a driving school's (Führerschein,
    // Fahrstunde, Vorfahrt, Klasse B); "Ausbildung zur Fahrlehrerin und zum Fahrlehrer" and the
    // 12-month course make it vocational training. Email "info [at] fahrlehrerakademie-kassel
    // [dot] de". "Seit 1991 bilden wir … aus" is the founding; 2018 is the law's version, 2025
    // the copyright. Decoys: the exam board, the employment agency's hotline, the car dealer.
    contacts: {
      phone: '0561 739 48 20',
      email: 'info@fahrlehrerakademie-kassel.de',
      street: 'Wolfhager Straße 312',
      address: 'Wolfhager Straße 312, 34128 Kassel',
      founded: 1991,
    },
    traps: ['publicOffice', 'funder', 'sponsor', 'standardYear', 'copyrightYear'],
    decoys: {
      phones: ['0800 4 5555 20', '0561 98 12 30'],
      addresses: ['Steinweg 6, 34117 Kassel'],
      years: [2018, 2025],
    },
  },
  {
    domain: 'lenguasdelsur.com.ar',
    name: 'Instituto Lenguas del Sur',
    language: 'es',
    kind: 'plain',
    category: 'education-and-training',
    subcategory: 'language-learning',
    // "Fundado en 1989"; 2005 is the Cambridge preparation status. Decoys: the official exam
    // centre (address and phone), the CUIT; "08.00 a 12.00" is opening hours, prices in pesos.
    contacts: {
      phone: '(0351) 421-7736',
      email: 'secretaria@lenguasdelsur.com.ar',
      street: 'Av. Hipólito Yrigoyen 384',
      address: 'Av. Hipólito Yrigoyen 384, Nueva Córdoba, X5000 Córdoba',
      founded: 1989,
      facebook: 'https://www.facebook.com/lenguasdelsurcba',
    },
    traps: [
      'professionalBody',
      'certificationYear',
      'registrationNumber',
      'openingHours',
      'priceFigures',
    ],
    decoys: {
      phones: ['(0351) 468-2201', '30-70948213-6'],
      addresses: ['Bv. San Juan 950, Córdoba'],
      years: [2005],
    },
  },
  {
    domain: 'ilpentagramma-bo.it',
    name: 'Scuola di Musica Il Pentagramma',
    language: 'it',
    kind: 'jsShell',
    category: 'education-and-training',
    subcategory: 'music-and-theater-classes',
    // Angular transfer state (`ng-state`): the school's object with `foundingDate` 2002, beside
    // the theatre of the end-of-year concert (address, box office) and partners (a concert
    // association's mailbox, the web studio).
    contacts: {
      phone: '051 643 28 17',
      email: 'segreteria@ilpentagramma-bo.it',
      street: 'Via Mazzini 146',
      founded: 2002,
    },
    traps: ['eventVenue', 'ticketOffice', 'partnerLinks', 'agencyEntity'],
    decoys: {
      phones: ['051 231 836'],
      emails: ['info@amicimusicabo.it'],
      addresses: ['Via Cartoleria 42, 40124 Bologna'],
    },
  },
  {
    domain: 'hearthandknife.com',
    name: 'Hearth & Knife',
    language: 'en',
    kind: 'misleading',
    category: 'education-and-training',
    subcategory: 'courses-and-classes',
    // A cooking school whose words are a restaurant's (recipes, sourdough, braise, ragù); "a
    // hands-on cooking school" and the class calendar say it sells classes. A contact form and no
    // email of its own. No founding year; 2019 is the founder's award, 2025 the copyright. Decoys:
    // a guest chef's restaurant line, the form's placeholder mailbox, the market's address.
    contacts: {
      phone: '(503) 284-7190',
      street: '2137 NE Alberta St',
      address: '2137 NE Alberta St, Portland, OR 97211',
    },
    traps: ['formPlaceholder', 'recommendedPartner', 'directions', 'awardYear', 'copyrightYear'],
    decoys: {
      phones: ['(971) 302-8841'],
      emails: ['jane@example.com'],
      addresses: ['1925 NE Alberta St'],
      years: [2019, 2025],
    },
  },
  {
    domain: 'slimmerleren-utrecht.nl',
    name: 'Slimmer Leren',
    language: 'nl',
    kind: 'boilerplate',
    category: 'education-and-training',
    subcategory: 'education-services',
    // Cookiebot wall with every cookie listed, a parents' newsletter box, a privacy summary with
    // the Autoriteit Persoonsgegevens. No founding year ("meer dan vijftien jaar" gives none);
    // 2016 is the NRTO membership, 2025 the copyright. Decoys: the Zeist branch (its own team),
    // the AP (address and phone), the KvK number.
    contacts: {
      phone: '030 231 45 86',
      email: 'info@slimmerleren-utrecht.nl',
      street: 'Biltstraat 118',
      address: 'Biltstraat 118, 3572 BJ Utrecht',
    },
    traps: [
      'cookieVendor',
      'branchElsewhere',
      'supervisoryAuthority',
      'newsletterService',
      'membershipYear',
      'registrationNumber',
      'copyrightYear',
    ],
    decoys: {
      phones: ['030 699 18 22', '088 180 52 59', '34287716'],
      addresses: ['Slotlaan 44, 3701 GR Zeist', 'Bezuidenhoutseweg 30, 2594 AV Den Haag'],
      years: [2016, 2025],
    },
  },
  {
    domain: 'vetoplanner.be',
    name: 'VétoPlanner SRL',
    language: 'fr',
    kind: 'misleading',
    category: 'electronics-and-technology',
    subcategory: 'internet-and-software',
    // Practice software for vets: the words are a vet clinic's (chiens, chats, vaccins,
    // stérilisations, ordonnances); "le logiciel de gestion en ligne (SaaS)" says it sells
    // software. No founding year (2024 is version 5's release). Decoys: a customer vet's quote
    // with her clinic's phone, the dog-ID database's helpdesk, the hosting firm's mailbox.
    contacts: {
      phone: '04 349 27 80',
      email: 'contact@vetoplanner.be',
      street: 'Rue Saint-Gilles 199',
      address: 'Rue Saint-Gilles 199, 4000 Liège',
      linkedin: 'https://www.linkedin.com/company/vetoplanner',
    },
    traps: [
      'testimonialSignature',
      'partnerLinks',
      'webProvider',
      'modelYear',
      'registrationNumber',
    ],
    decoys: {
      phones: ['083 21 44 09', '078 15 03 41'],
      emails: ['support@dcl-hosting.be'],
      years: [2024],
    },
  },
  {
    domain: 'handyklinik-favoriten.at',
    name: 'Handyklinik Favoriten',
    language: 'de',
    kind: 'misleading',
    category: 'electronics-and-technology',
    subcategory: 'repair-and-services',
    // A phone-repair shop named and written like a clinic (Notaufnahme, Diagnose, Transplantation,
    // OP); "Wir reparieren Smartphones und Tablets" says what it sells. Its email is only in a
    // `mailto:` link. No founding year: "© 2013–2025" is a copyright range. Decoys: the maker's
    // service line and the pharmacy next door (address and phone).
    contacts: {
      phone: '01 604 27 83',
      email: 'termin@handyklinik-favoriten.at',
      street: 'Favoritenstraße 142',
      address: 'Favoritenstraße 142, 1100 Wien',
    },
    traps: ['manufacturerHotline', 'namesakeBusiness', 'copyrightYear'],
    decoys: {
      phones: ['0800 726 78 64', '01 604 11 20'],
      addresses: ['Favoritenstraße 140, 1100 Wien'],
      years: [2013, 2025],
    },
  },
  {
    domain: 'informaticaturia.es',
    name: 'Informática Turia',
    language: 'es',
    kind: 'jsShell',
    category: 'electronics-and-technology',
    subcategory: 'computers-and-phones',
    // Remix `__remixContext`: the shop's object (no founding year) beside the financing partner's
    // line, the wholesaler's warehouse, and example order and customer numbers.
    contacts: {
      phone: '963 84 27 15',
      email: 'tienda@informaticaturia.es',
      street: 'Carrer de Cuba 61',
    },
    traps: ['orderNumber', 'serviceHotline', 'supplierContact'],
    decoys: {
      phones: ['912 754 300', '2024-118734', '00418827'],
      addresses: ['Calle Ciudad de Sevilla 18, 46988 Paterna'],
    },
  },
  {
    domain: 'chinookav.ca',
    name: 'Chinook AV',
    language: 'en',
    kind: 'jsShell',
    category: 'electronics-and-technology',
    subcategory: 'audio-and-visual',
    // A React shell: the words are only in `<noscript>` and in JSON-LD, where the festival it
    // supplies has its own object (box office phone and mailbox). "Established in 1999"; 2006 is
    // the CEDIA membership.
    contacts: {
      phone: '(403) 276-8814',
      email: 'bookings@chinookav.ca',
      street: '3620 Blackfoot Trail SE',
      address: '3620 Blackfoot Trail SE, Calgary, AB T2G 4E6',
      founded: 1999,
    },
    traps: ['clientReference', 'ticketOffice', 'membershipYear'],
    decoys: {
      phones: ['(403) 264-9910'],
      emails: ['boxoffice@bowvalleyjazz.ca'],
      years: [2006],
    },
  },
  {
    domain: 'broodmuseum-oldenzaal.nl',
    name: 'Broodmuseum De Korenschoof',
    language: 'nl',
    kind: 'misleading',
    category: 'events-and-entertainment',
    subcategory: 'museums-and-exhibits',
    // A museum about bread: the words are a baker's (rogge, desem, krentenwegge, houtoven);
    // "ons museum", opening hours, admission and the Museumkaart say it sells visits, and "kopen
    // niet" that it sells no bread. Founding only in JSON-LD `foundingDate` 1979; 1865 is the
    // building, 2025 the copyright. Decoys: the bakery next door (address and phone).
    contacts: {
      phone: '0541 52 17 30',
      email: 'info@broodmuseum-oldenzaal.nl',
      street: 'Molenstraat 9',
      address: 'Molenstraat 9, 7571 CP Oldenzaal',
      founded: 1979,
    },
    traps: ['namesakeBusiness', 'buildingYear', 'funder', 'copyrightYear'],
    decoys: {
      phones: ['0541 51 22 84'],
      addresses: ['Molenstraat 11, 7571 CP Oldenzaal'],
      years: [1865, 2025],
    },
  },
  {
    domain: 'tallermecanicoteatro.com.ar',
    name: 'El Taller Mecánico',
    language: 'es',
    kind: 'misleading',
    category: 'events-and-entertainment',
    subcategory: 'theater-and-opera',
    // A theatre named after a garage, with a mechanic's words (cambio de aceite, alineación,
    // balanceo, embragues); "sala de teatro independiente", the playbill and "acá no arreglamos
    // autos" say what it sells. "Desde 2009" is the founding; 1948 the garage building, 2023 a
    // newspaper quote. Decoys: the garage that moved (address and phone), the ticket platform's
    // support mailbox.
    contacts: {
      phone: '(011) 4862-3391',
      email: 'boleteria@tallermecanicoteatro.com.ar',
      street: 'Av. Díaz Vélez 4127',
      address: 'Av. Díaz Vélez 4127, C1200 CABA',
      founded: 2009,
      facebook: 'https://www.facebook.com/tallermecanicoteatro',
    },
    traps: [
      'namesakeBusiness',
      'previousAddress',
      'bookingPlatform',
      'newsMention',
      'buildingYear',
    ],
    decoys: {
      phones: ['(011) 4901-2218'],
      emails: ['soporte@boleteriaya.com.ar'],
      addresses: ['Av. Rivadavia 5010'],
      years: [1948, 2023],
    },
  },
  {
    domain: 'festiloc-anjou.fr',
    name: 'Festiloc Anjou',
    language: 'fr',
    kind: 'plain',
    category: 'events-and-entertainment',
    subcategory: 'wedding-and-party',
    // Party hire and wedding DJ. No founding year: 1998 is the DJ's own start, 2025 the
    // copyright. Decoys: a partner château (phone), the caterer's mailbox, the SIRET.
    contacts: {
      phone: '02 41 68 33 90',
      email: 'contact@festiloc-anjou.fr',
      street: '12 rue de la Claie',
      address: '12 rue de la Claie, 49070 Beaucouzé',
    },
    traps: [
      'eventVenue',
      'recommendedPartner',
      'experienceYears',
      'registrationNumber',
      'copyrightYear',
    ],
    decoys: {
      phones: ['02 41 72 18 05', '812 447 093 00025'],
      emails: ['traiteur.bonnin@orange.fr'],
      addresses: ['Château de la Perrière, 49125 Briollay'],
      years: [1998, 2025],
    },
  },
  {
    domain: 'jardimdasmangueiras.com.br',
    name: 'Espaço Jardim das Mangueiras',
    language: 'pt',
    kind: 'jsShell',
    category: 'events-and-entertainment',
    subcategory: 'events-and-venues',
    // An Astro island whose props hold the venue (no founding year) beside its partners: a
    // caterer's mobile, a decorator's mailbox and a hotel's address. GPS coordinates and the CNPJ
    // are no phone.
    contacts: {
      phone: '(31) 3286-4410',
      email: 'eventos@jardimdasmangueiras.com.br',
      street: 'Rua Professor Estevão Pinto, 1180',
    },
    traps: ['partnerLinks', 'recommendedPartner', 'registrationNumber'],
    decoys: {
      phones: ['(31) 99187-2240', '10.284.617/0001-39'],
      emails: ['contato@flordelisdecor.com.br'],
      addresses: ['Rua Pernambuco, 1322, Savassi, Belo Horizonte'],
    },
  },
  {
    domain: 'zauberer-leo.de',
    name: 'Zauberer Leo',
    language: 'de',
    kind: 'boilerplate',
    category: 'events-and-entertainment',
    subcategory: 'childrens-entertainment',
    // Complianz cookie banner, newsletter box, a German imprint with the artists' social fund, the
    // insurer and the state data-protection authority. "25 Jahre Kinderlachen" gives no year: no
    // founding; 1999 is a club membership, 2025 the copyright. Decoys: the indoor playground's
    // party room (address and phone), the KSK, the insurer, the authority (address, phone,
    // mailbox).
    contacts: {
      phone: '0221 29 84 173',
      email: 'post@zauberer-leo.de',
      street: 'Berrenrather Straße 311',
      address: 'Berrenrather Straße 311, 50937 Köln',
    },
    traps: [
      'eventVenue',
      'cookieVendor',
      'newsletterService',
      'insurerDetails',
      'supervisoryAuthority',
      'professionalBody',
      'membershipYear',
      'anniversaryYear',
      'copyrightYear',
    ],
    decoys: {
      phones: ['0221 599 40 20', '0211 38424-77'],
      emails: ['poststelle@ldi.nrw.de'],
      addresses: [
        'Robert-Perthel-Straße 12, 50739 Köln',
        'Gökerstraße 14, 26384 Wilhelmshaven',
        'Kavalleriestraße 2–4, 40213 Düsseldorf',
      ],
      years: [1999, 2025],
    },
  },
  {
    domain: 'studiogalvani.it',
    name: 'studiogalvani.it',
    language: 'it',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    // A host's "sito in manutenzione" page: only the hosting provider's address, support line
    // and mailbox.
    traps: ['webProvider'],
    decoys: {
      phones: ['0575 186 0044'],
      emails: ['supporto@serveritalia.it'],
      addresses: ['Via dei Mille 22, 52100 Arezzo'],
    },
  },
  {
    domain: 'grupoalvorada.com.br',
    name: 'grupoalvorada.com.br',
    language: 'pt',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    // A registrar's parking page with sponsored searches and a "for sale" offer: the registrar's
    // phone, mailbox and address only.
    traps: ['webProvider', 'marketplace', 'copyrightYear'],
    decoys: {
      phones: ['(11) 4003-8127'],
      emails: ['vendas@dominiosja.com.br'],
      addresses: ['Av. Paulista, 2202, 14º andar, São Paulo – SP'],
      years: [2025],
    },
  },
  {
    domain: 'vanwykandsons.co.za',
    name: 'vanwykandsons.co.za',
    language: 'en',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    // A cPanel "account suspended" page: the host's address, support line and mailbox.
    traps: ['webProvider'],
    decoys: {
      phones: ['021 554 7810'],
      emails: ['support@karoohosting.co.za'],
      addresses: ['Unit 4, Montague Gardens Business Park, Cape Town 7441'],
    },
  },
  {
    domain: 'dewaaiberg.be',
    name: 'dewaaiberg.be',
    language: 'nl',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    // A cookie wall with nothing behind it (the page content is empty): the consent platform's
    // address and mailbox only.
    traps: ['cookieVendor'],
    decoys: {
      emails: ['privacy@consenthub.be'],
      addresses: ['Kortrijksesteenweg 1093, 9051 Gent'],
    },
  },
  {
    domain: 'grupolasacacias.cl',
    name: 'grupolasacacias.cl',
    language: 'es',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    // A "coming soon" page with the web agency's credit (address, mobile, mailbox) and a form
    // placeholder.
    traps: ['agencyEntity', 'formPlaceholder'],
    decoys: {
      phones: ['+56 9 8123 4456'],
      emails: ['hola@pixelandino.cl', 'tu@correo.cl'],
      addresses: ['Av. Italia 1180, Providencia, Santiago'],
    },
  },
];
