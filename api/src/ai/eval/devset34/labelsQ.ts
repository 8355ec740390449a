import type { HandWrittenLabel } from '../handWrittenLabel.ts';

/**
 * devset34, author Q: 44 homepages, 39 of businesses (one per subcategory, none twice) and 5 that
 * say nothing (a parked domain, a suspended webspace, a coming-soon page, a login wall, an empty
 * shop template).
 *
 * Categories: Food, Beverages & Tobacco (6), Health & Medical (6), Hobbies & Crafts (5), Home &
 * Garden (5), Home Services (5), Legal Services & Government (4), Media & Publishing (4), Money &
 * Insurance (4). Languages: en 8 (Ireland, Australia, New Zealand, UK, Canada, US), de 6 (Germany,
 * Austria, Switzerland), fr 6 (France, Belgium, Québec, Romandie), es 6 (Spain, Mexico, Argentina,
 * Chile), nl 6 (Netherlands, Flanders), it 6 (Italy, Ticino), pt 6 (Portugal, Brazil). Kinds:
 * plain 14, jsShell 8 (Next pages and app router, Nuxt 2, Nuxt 3, SvelteKit, Remix, Astro islands,
 * Angular transfer state), misleading 9 (a former dairy, a former cinema, a former delicatessen;
 * the customers' trade: builders, churches, dental practices, farmers, wine estates, house buyers),
 * boilerplate 8 (cookie walls, 40-link menus, newsletter boxes, long legal footers), sayNothing 5.
 *
 * Theme: the contact facts stand in the markup's other vocabularies (microformats h-card and
 * classic hCard, RDFa with foundingDate, Open Graph business tags, og:phone_number, geo.placename,
 * data-phone and data-email, tel: links that show only an icon or "Bel ons", img alt text, vCard
 * downloads, Maps links and embeds with q=, wa.me links), often beside other parties' values in the
 * same vocabulary (an agency's or a supplier's hCard, a client's h-card, a theme's demo phone).
 * Every business page also tells its own past and future: an old number out of use, a new number
 * valid only from 2027, a coming or former address, temporary premises during works, a takeover, a
 * rename, a second shop, a certification or licence, an anniversary.
 *
 * Labelling rules: the category is what the company sells today. `contacts` holds the company's own
 * current facts only: the phone to call first today, as written (visible text, or the attribute or
 * meta value when the page has it nowhere else); the general mailbox; the street and the address
 * customers visit now, as written; the founding or first-opening year when the page states it (a
 * takeover, rename or move keeps it); LinkedIn and Facebook exactly as linked (a sole
 * practitioner's personal LinkedIn counts as hers). Numbers not yet valid, old numbers, faxes,
 * coming and former addresses, other parties' values and years that are not the founding are
 * `decoys`, each as it stands in the page.
 */
export const DEVSET34_LABELS_Q: readonly HandWrittenLabel[] = [
  // Wix bakery, Galway. h-card (mf2) for the shop and for the flour mill in the footer; old number
  // struck through; the 2021 summer kiosk; mailto with subject and cc; Google Maps q= link.
  {
    domain: 'crumbhearth-q.ie',
    name: 'Crumb & Hearth Bakery',
    language: 'en',
    kind: 'plain',
    category: 'food-beverages-and-tobacco',
    subcategory: 'bakery-and-pastry',
    contacts: {
      phone: '091 562 318',
      email: 'hello@crumbhearth-q.ie',
      street: '14 Dominick Street Lower',
      address: '14 Dominick Street Lower, Galway H91 X2C4',
      founded: 2009,
      facebook: 'https://www.facebook.com/crumbandhearthgalway',
    },
    traps: ['formerNumber', 'supplierContact', 'timeline', 'mapEmbed'],
    decoys: {
      phones: ['091 771 204', '044 935 6120'],
      emails: [],
      addresses: ['Ballymore, Co. Westmeath'],
      years: [2021],
      links: [],
    },
  },
  // Next.js pages-router shell, Fremantle roaster. Contact facts in Open Graph business tags and in
  // __NEXT_DATA__; the importer's phone; the roastery's coming address (March 2027); site relaunch 2025.
  {
    domain: 'lanternlane-q.com.au',
    name: 'Lantern Lane Coffee Roasters',
    language: 'en',
    kind: 'jsShell',
    category: 'food-beverages-and-tobacco',
    subcategory: 'coffee-and-tea',
    contacts: {
      phone: '(08) 9335 4172',
      email: 'roastery@lanternlane-q.com.au',
      street: '27 Pakenham Street',
      address: 'Unit 3, 27 Pakenham Street, Fremantle WA 6160',
      founded: 2014,
      facebook: 'https://www.facebook.com/lanternlanecoffee',
    },
    traps: ['supplierContact', 'timeline', 'websiteYear'],
    decoys: {
      phones: ['(03) 9646 2280'],
      emails: [],
      addresses: ['118 Hampton Road, Beaconsfield WA 6162'],
      years: [2025, 2027],
      links: [],
    },
  },
  // Misleading: a hunting and fishing store in a former dairy factory; most of the page is the
  // creamery's history. RDFa SportingGoodsStore with foundingDate; takeover 2020; licensing office
  // phone; the museum's address.
  {
    domain: 'olddairy-outfitters-q.co.nz',
    name: 'Old Dairy Outfitters',
    language: 'en',
    kind: 'misleading',
    category: 'hobbies-and-crafts',
    subcategory: 'fishing-and-hunting',
    contacts: {
      phone: '07 871 4352',
      email: 'shop@olddairy-outfitters-q.co.nz',
      street: '212 Alexandra Street',
      address: '212 Alexandra Street, Te Awamutu 3800',
      founded: 2012,
      facebook: 'https://www.facebook.com/olddairyoutfitters',
    },
    traps: ['previousBusinessYear', 'buildingYear', 'timeline', 'publicOffice'],
    decoys: {
      phones: ['0800 844 431'],
      emails: [],
      addresses: ['135 Roche Street'],
      years: [1924, 1987, 2020, 1951],
      links: [],
    },
  },
  // Boilerplate: accountants in Leeds behind a CookieYes wall, a 40-link mega menu, a newsletter box
  // and a long regulatory footer. RDFa AccountingService with foundingDate; 2016 merger and rename;
  // the closed Harrogate office; the web agency's hCard in the footer.
  {
    domain: 'hartwell-q.co.uk',
    name: 'Hartwell & Pryce',
    language: 'en',
    kind: 'boilerplate',
    category: 'money-and-insurance',
    subcategory: 'accounting-and-tax',
    contacts: {
      phone: '0113 245 8870',
      email: 'enquiries@hartwell-q.co.uk',
      street: '19 Park Row',
      address: '3rd Floor, 19 Park Row, Leeds LS1 5JA',
      founded: 1987,
      linkedin: 'https://www.linkedin.com/company/hartwell-pryce',
    },
    traps: ['webProvider', 'previousAddress', 'timeline', 'registrationNumber', 'cookieVendor'],
    decoys: {
      phones: ['0113 320 1145'],
      emails: ['studio@northpixel.co.uk'],
      addresses: ['9 Station Parade, Harrogate HG1 1UF'],
      years: [2016, 2023],
      links: ['https://northpixel.co.uk'],
    },
  },
  // Angular shell (ng-state transfer state), Halifax music store. geo.placename in the head; the
  // former Barrington Street store (until 2022); the manufacturer's warranty line.
  {
    domain: 'pinewoodpiano-q.ca',
    name: 'Pinewood Piano & Strings',
    language: 'en',
    kind: 'jsShell',
    category: 'hobbies-and-crafts',
    subcategory: 'music-and-instruments',
    contacts: {
      phone: '902-455-3170',
      email: 'info@pinewoodpiano-q.ca',
      street: '5541 Young Street',
      address: '5541 Young Street, Halifax, NS B3K 1Z7',
      founded: 1996,
      facebook: 'https://www.facebook.com/pinewoodpianohfx',
    },
    traps: ['previousAddress', 'manufacturerHotline'],
    decoys: {
      phones: ['1-888-472-6631'],
      emails: [],
      addresses: ['1690 Barrington Street'],
      years: [2022],
      links: [],
    },
  },
  // WordPress (Astra) dental practice, Brisbane. Classic hCard (vcard, adr, tel); a new number from
  // 1 March 2027 (not yet valid); the temporary address of the 2023 renovation; 13 HEALTH; the
  // dentist's graduation year; a Maps embed with q=.
  {
    domain: 'bluegumdental-q.com.au',
    name: 'Bluegum Family Dental',
    language: 'en',
    kind: 'plain',
    category: 'health-and-medical',
    subcategory: 'dental-services',
    contacts: {
      phone: '(07) 3369 2741',
      email: 'reception@bluegumdental-q.com.au',
      street: '62 Latrobe Terrace',
      address: '62 Latrobe Terrace, Paddington QLD 4064',
      founded: 2006,
      facebook: 'https://www.facebook.com/bluegumfamilydental',
    },
    traps: ['formerNumber', 'previousAddress', 'helpline', 'personalProfile', 'mapEmbed'],
    decoys: {
      phones: ['(07) 3188 0420', '13 43 25 84'],
      emails: [],
      addresses: ['5/14 Given Terrace'],
      years: [2023, 1998, 2027],
      links: [],
    },
  },
  // Boilerplate: Shopify (Dawn) yarn shop with a 40-link mega menu, newsletter box and policy footer.
  // Phone only in og:phone_number and data-phone (the link is an icon); the closed Alberta Street shop
  // (2022); the partner mill's wholesale mailbox.
  {
    domain: 'thriftyloop-q.com',
    name: 'Thrifty Loop Yarn Co.',
    language: 'en',
    kind: 'boilerplate',
    category: 'hobbies-and-crafts',
    subcategory: 'needlework-and-knitting',
    contacts: {
      phone: '(503) 287-6614',
      email: 'stitch@thriftyloop-q.com',
      street: '2215 SE Division Street',
      address: '2215 SE Division Street, Portland, OR 97202',
      founded: 2011,
      facebook: 'https://www.facebook.com/thriftyloopyarn',
    },
    traps: ['previousAddress', 'supplierContact'],
    decoys: {
      phones: [],
      emails: ['wholesale@cascadiafibermill.com'],
      addresses: ['1533 NE Alberta Street'],
      years: [2022],
      links: [],
    },
  },
  // Say-nothing: a parked domain with sponsored "related searches" and a make-an-offer link.
  {
    domain: 'harbourview-q.co.uk',
    name: 'harbourview-q.co.uk',
    language: 'en',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
  },
  // Jimdo butcher's shop, Salzburg. RDFa ButcherShop with foundingDate 1962; the grandson's
  // takeover (2019) and master's exam (2014); the old number no longer in use; the cattle farm's phone.
  {
    domain: 'metzgerei-brandl-q.at',
    name: 'Metzgerei Brandl',
    language: 'de',
    kind: 'plain',
    category: 'food-beverages-and-tobacco',
    subcategory: 'meat-seafood-and-eggs',
    contacts: {
      phone: '0662 82 43 17',
      email: 'office@metzgerei-brandl-q.at',
      street: 'Innsbrucker Bundesstraße 47',
      address: 'Innsbrucker Bundesstraße 47, 5020 Salzburg',
      founded: 1962,
      facebook: 'https://www.facebook.com/metzgereibrandl.salzburg',
    },
    traps: ['formerNumber', 'supplierContact', 'timeline', 'familyHistoryYear', 'marketStall'],
    decoys: {
      phones: ['0662 83 19 55', '06235 64 12'],
      emails: [],
      addresses: [],
      years: [2019, 2014],
      links: [],
    },
  },
  // Boilerplate: WordPress plumber in Leipzig behind a Borlabs cookie box, with a 40-link mega menu,
  // a newsletter form and a long Impressum footer. The phone only in data-phone on an "Jetzt anrufen"
  // link; mailto with subject; vCard download; the guild's out-of-hours line; GmbH since 2008, the
  // son's master's exam 2011; the agency's h-card.
  {
    domain: 'sanitaer-kuehne-q.de',
    name: 'Kühne Haustechnik',
    language: 'de',
    kind: 'boilerplate',
    category: 'home-services',
    subcategory: 'plumbing-and-sanitation',
    contacts: {
      phone: '0341 492 77 60',
      email: 'info@sanitaer-kuehne-q.de',
      street: 'Zschochersche Straße 81',
      address: 'Zschochersche Straße 81, 04229 Leipzig',
      founded: 1994,
    },
    traps: ['outOfHoursService', 'webProvider', 'timeline', 'registryCourt'],
    decoys: {
      phones: ['0341 211 09 09', '0341 30 87 12 0'],
      emails: [],
      addresses: [],
      years: [2008, 2011],
      links: ['https://pixelwerk-leipzig.de'],
    },
  },
  // Nuxt 2 shell (window.__NUXT__ with the contact facts as the IIFE's arguments), hearing
  // acousticians in Winterthur. The move to Technikumstrasse from 1 January 2027; the IV office's
  // phone; the open day of 2025.
  {
    domain: 'hoerwerk-q.ch',
    name: 'Hörwerk Winterthur',
    language: 'de',
    kind: 'jsShell',
    category: 'health-and-medical',
    subcategory: 'vision-and-hearing',
    contacts: {
      phone: '052 213 45 67',
      email: 'hallo@hoerwerk-q.ch',
      street: 'Marktgasse 38',
      address: 'Marktgasse 38, 8400 Winterthur',
      founded: 2003,
    },
    traps: ['publicOffice', 'timeline', 'anniversaryYear'],
    decoys: {
      phones: ['044 448 58 58'],
      emails: [],
      addresses: ['Technikumstrasse 12, 8400 Winterthur'],
      years: [2025, 2027],
      links: [],
    },
  },
  // Misleading: a lawyer for construction disputes; the page is mostly builders' vocabulary (trades,
  // shell, screed, site). Open Graph business tags; the phone only there and in a tel: icon link;
  // the former office (until 2021); the bar listing year 2001; the building firm's address.
  {
    domain: 'kanzlei-oberhuber-q.at',
    name: 'Dr. Katharina Oberhuber, Rechtsanwältin',
    language: 'de',
    kind: 'misleading',
    category: 'legal-services-and-government',
    subcategory: 'lawyers-and-attorneys',
    contacts: {
      phone: '+43 316 82 73 40',
      email: 'office@kanzlei-oberhuber-q.at',
      street: 'Joanneumring 14',
      address: 'Joanneumring 14, 8010 Graz',
      founded: 2004,
      linkedin: 'https://www.linkedin.com/in/katharina-oberhuber-graz',
    },
    traps: ['previousAddress', 'licenceYear', 'clientReference'],
    decoys: {
      phones: [],
      emails: [],
      addresses: ['Kaiserfeldgasse 22, 8010 Graz', 'Kärntner Straße 311, 8054 Graz'],
      years: [2001, 2021],
      links: [],
    },
  },
  // Hand-made customs broker's site, Passau. Phone and fax; a wa.me link for drivers; vCard and
  // Maps q= link; AEO certificate 2015, warehouse extension 2018; the customs office's phone.
  {
    domain: 'zollagentur-reiter-q.de',
    name: 'Zollagentur Reiter',
    language: 'de',
    kind: 'plain',
    category: 'legal-services-and-government',
    subcategory: 'customs-and-toll',
    contacts: {
      phone: '0851 966 34 20',
      email: 'zoll@zollagentur-reiter-q.de',
      street: 'Spitalhofstraße 94',
      address: 'Spitalhofstraße 94, 94032 Passau',
      founded: 1991,
    },
    traps: ['faxNumber', 'certificationYear', 'buildingYear', 'publicOffice', 'mapEmbed'],
    decoys: {
      phones: ['0851 966 34 29', '0871 7308 0'],
      emails: [],
      addresses: [],
      years: [2015, 2018],
      links: [],
    },
  },
  // Say-nothing: the hosting provider's "webspace suspended" page, with the provider's support line.
  {
    domain: 'lindenhof-q.de',
    name: 'lindenhof-q.de',
    language: 'de',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['webProvider'],
    decoys: {
      phones: ['0800 723 44 10'],
      emails: ['support@netzwerk-hosting.de'],
      addresses: [],
      years: [],
      links: [],
    },
  },
  // Boilerplate: WooCommerce cigar shop in Liège behind an age gate and a Complianz cookie banner,
  // with a 40-link menu, a newsletter box and a long legal footer (tobacco law of 1977, VAT, IBAN).
  // Classic hCard; mailto with cc; founded 1934, taken over 2017, at the former address until 2010;
  // the quit-smoking line.
  {
    domain: 'cigares-delvaux-q.be',
    name: 'Maison Delvaux',
    language: 'fr',
    kind: 'boilerplate',
    category: 'food-beverages-and-tobacco',
    subcategory: 'smoking-and-tobacco',
    contacts: {
      phone: '04 222 31 87',
      email: 'boutique@cigares-delvaux-q.be',
      street: 'Rue de la Cathédrale 58',
      address: 'Rue de la Cathédrale 58, 4000 Liège',
      founded: 1934,
      facebook: 'https://www.facebook.com/maisondelvauxliege',
    },
    traps: ['previousAddress', 'timeline', 'helpline', 'standardYear', 'bankDetails'],
    decoys: {
      phones: ['0800 111 00'],
      emails: ['sophie@cigares-delvaux-q.be'],
      addresses: ["rue Pont d'Avroy 12"],
      years: [2017, 2010, 1977],
      links: [],
    },
  },
  // WordPress (OceanWP) pharmacy in Villeurbanne. RDFa Pharmacy with foundingDate 1958; new
  // pharmacist since 2020; the temporary premises of the 2022 works; fax; the on-duty pharmacy
  // number 3237; the health agency's address.
  {
    domain: 'pharmacie-des-tilleuls-q.fr',
    name: 'Pharmacie des Tilleuls',
    language: 'fr',
    kind: 'plain',
    category: 'health-and-medical',
    subcategory: 'pharmacy-and-medicine',
    contacts: {
      phone: '04 78 85 21 36',
      email: 'contact@pharmacie-des-tilleuls-q.fr',
      street: '84 cours Émile-Zola',
      address: '84 cours Émile-Zola, 69100 Villeurbanne',
      founded: 1958,
      facebook: 'https://www.facebook.com/pharmaciedestilleulsvilleurbanne',
    },
    traps: ['pharmacyOnDuty', 'faxNumber', 'previousAddress', 'timeline', 'supervisoryAuthority'],
    decoys: {
      phones: ['04 78 85 21 39', '3237'],
      emails: [],
      addresses: ['3 rue Francis-de-Pressensé', '241 rue Garibaldi, 69003 Lyon'],
      years: [2020, 2022],
      links: [],
    },
  },
  // SvelteKit shell (data in the kit.start script), movers in Sherbrooke. Founded 1978, new
  // management 2019; the old number no longer in service; the transport commission's line.
  {
    domain: 'demenagements-lachance-q.ca',
    name: 'Déménagements Lachance',
    language: 'fr',
    kind: 'jsShell',
    category: 'home-services',
    subcategory: 'moving-and-storage',
    contacts: {
      phone: '819 566-4120',
      email: 'info@demenagements-lachance-q.ca',
      street: '2250, rue King Ouest',
      address: '2250, rue King Ouest, Sherbrooke (Québec) J1J 2E8',
      founded: 1978,
      facebook: 'https://www.facebook.com/demenagementslachance',
    },
    traps: ['formerNumber', 'timeline', 'supervisoryAuthority'],
    decoys: {
      phones: ['819 562-7733', '1 888 461-2040'],
      emails: [],
      addresses: [],
      years: [2019],
      links: [],
    },
  },
  // Misleading: a stained-glass workshop whose page is mostly about churches, naves and parishes.
  // mf2 h-cards for the workshop and for the parish of the current site; the former workshop in
  // Vevey (until 2019); the owner's diploma year.
  {
    domain: 'atelier-verre-lumiere-q.ch',
    name: 'Atelier Verre & Lumière',
    language: 'fr',
    kind: 'misleading',
    category: 'hobbies-and-crafts',
    subcategory: 'metal-stone-and-glass-work',
    contacts: {
      phone: '021 624 18 93',
      email: 'atelier@atelier-verre-lumiere-q.ch',
      street: 'Chemin des Croix-Rouges 9',
      address: 'Chemin des Croix-Rouges 9, 1007 Lausanne',
      founded: 2008,
    },
    traps: ['previousAddress', 'clientReference', 'personalProfile'],
    decoys: {
      phones: ['021 312 39 14'],
      emails: [],
      addresses: ['rue du Simplon 31', 'Place Saint-Laurent 2'],
      years: [2019, 2006],
      links: [],
    },
  },
  // Squarespace psychologist in Bordeaux. The email only as data-user/data-domain assembled by JS;
  // the coming address (September 2026); the booking platform; the suicide prevention line.
  {
    domain: 'cabinet-psy-chartrons-q.fr',
    name: 'Cabinet Psy Chartrons – Claire Dumas',
    language: 'fr',
    kind: 'plain',
    category: 'health-and-medical',
    subcategory: 'mental-health',
    contacts: {
      phone: '05 56 44 72 18',
      email: 'contact@cabinet-psy-chartrons-q.fr',
      street: '27 rue Notre-Dame',
      address: '27 rue Notre-Dame, 33000 Bordeaux',
      founded: 2012,
    },
    traps: ['timeline', 'bookingPlatform', 'helpline'],
    decoys: {
      phones: ['3114'],
      emails: [],
      addresses: ['5 cours de Verdun, 33000 Bordeaux'],
      years: [2026],
      links: ['https://www.doctolib.fr/psychologue/bordeaux/claire-dumas-chartrons'],
    },
  },
  // Say-nothing: a SeedProd "coming soon" page with an empty countdown and an opt-in form.
  {
    domain: 'lesjardinsdemarie-q.fr',
    name: 'lesjardinsdemarie-q.fr',
    language: 'fr',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
  },
  // WordPress (GeneratePress) citrus farm in Alzira selling direct. Open Graph business tags; wa.me
  // icon link; mailto with subject; the great-grandfather's first trees (1921), certification 2016;
  // the cooperative's address.
  {
    domain: 'huerto-elstarongers-q.es',
    name: 'Huerto Els Tarongers',
    language: 'es',
    kind: 'plain',
    category: 'food-beverages-and-tobacco',
    subcategory: 'agriculture-and-produce',
    contacts: {
      phone: '962 41 38 75',
      email: 'pedidos@elstarongers-q.es',
      street: 'Camí de la Barraca 21',
      address: 'Camí de la Barraca 21, 46600 Alzira (Valencia)',
      founded: 2010,
      facebook: 'https://www.facebook.com/huertoelstarongers',
    },
    traps: ['familyHistoryYear', 'certificationYear', 'partnerNetwork'],
    decoys: {
      phones: [],
      emails: [],
      addresses: ['Carretera de Corbera 12'],
      years: [1921, 2016],
      links: [],
    },
  },
  // Boilerplate: WooCommerce (Flatsome) orthopaedic shop in Buenos Aires with a 40-link category
  // menu, a newsletter box and a long consumer-law footer. The phone only in data-phone ("Llamanos")
  // and in a banner's alt text; the old line out of service since March 2024; the agency's hCard.
  {
    domain: 'ortopedia-sanmartin-q.com.ar',
    name: 'Ortopedia San Martín',
    language: 'es',
    kind: 'boilerplate',
    category: 'health-and-medical',
    subcategory: 'physical-aids',
    contacts: {
      phone: '(011) 4902-3381',
      email: 'ventas@ortopedia-sanmartin-q.com.ar',
      street: 'Av. Rivadavia 5120',
      address: 'Av. Rivadavia 5120, C1424CEP Ciudad Autónoma de Buenos Aires',
      founded: 1972,
      facebook: 'https://www.facebook.com/ortopediasanmartincaballito',
    },
    traps: ['formerNumber', 'webProvider', 'helpline', 'consumerArbitration'],
    decoys: {
      phones: ['(011) 4431-2276', '(011) 5263-9014'],
      emails: [],
      addresses: [],
      years: [2024],
      links: ['https://estudiopampa.com.ar'],
    },
  },
  // Remix shell (window.__remixContext loader data), clinical laboratory in Providencia. The coming
  // Ñuñoa branch (March 2026); accreditation 2011; the public health line.
  {
    domain: 'laboratorio-andes-q.cl',
    name: 'Laboratorio Clínico Andes',
    language: 'es',
    kind: 'jsShell',
    category: 'health-and-medical',
    subcategory: 'diagnostics-and-testing',
    contacts: {
      phone: '+56 2 2235 4180',
      email: 'contacto@laboratorio-andes-q.cl',
      street: 'Av. Providencia 1208',
      address: 'Av. Providencia 1208, oficina 201, Providencia, Santiago',
      founded: 1994,
      facebook: 'https://www.facebook.com/laboratorioandes',
      linkedin: 'https://www.linkedin.com/company/laboratorio-clinico-andes',
    },
    traps: ['helpline', 'certificationYear', 'timeline'],
    decoys: {
      phones: ['600 360 7777'],
      emails: [],
      addresses: ['Av. Irarrázaval 3050'],
      years: [2011, 2026],
      links: [],
    },
  },
  // Hand-made appliance repair site, Mexico City. RDFa LocalBusiness; wa.me with ?text=; a Maps
  // embed with q=; the former workshop (until 2020); the manufacturer's and the consumer office's lines.
  {
    domain: 'serviciotecnico-hernandez-q.com.mx',
    name: 'Servicio Técnico Hernández',
    language: 'es',
    kind: 'plain',
    category: 'home-services',
    subcategory: 'repair-service-providers',
    contacts: {
      phone: '55 5538 7214',
      email: 'citas@serviciotecnico-hernandez-q.com.mx',
      street: 'Calle Xola 1415',
      address: 'Calle Xola 1415, Col. Narvarte Poniente, Benito Juárez, 03020 Ciudad de México',
      founded: 1999,
      facebook: 'https://www.facebook.com/serviciotecnicohernandez',
    },
    traps: ['manufacturerHotline', 'previousAddress', 'consumerArbitration', 'mapEmbed'],
    decoys: {
      phones: ['800 902 6223', '55 5568 8722'],
      emails: [],
      addresses: ['Av. Cuauhtémoc 880'],
      years: [2020],
      links: [],
    },
  },
  // Misleading: a furniture store in a former cinema; the page is mostly the cinema's history and is
  // titled after it. Phone in og:phone_number and an icon's alt text; the supplier's phone; the
  // cinema's years.
  {
    domain: 'muebles-alameda-q.com.mx',
    name: 'Muebles Alameda',
    language: 'es',
    kind: 'misleading',
    category: 'home-and-garden',
    subcategory: 'furniture-stores',
    contacts: {
      phone: '33 3614 2290',
      email: 'ventas@muebles-alameda-q.com.mx',
      street: 'Av. Juárez 612',
      address: 'Av. Juárez 612, Col. Centro, 44100 Guadalajara, Jal.',
      founded: 2005,
      facebook: 'https://www.facebook.com/mueblesalamedagdl',
    },
    traps: ['previousBusinessYear', 'buildingYear', 'supplierContact', 'mapEmbed'],
    decoys: {
      phones: ['392 922 1840'],
      emails: [],
      addresses: [],
      years: [1948, 1956, 1989],
      links: [],
    },
  },
  // WordPress (Houzez) estate agent in Málaga. The theme's demo phone and mailbox left in the top
  // bar; RDFa RealEstateAgent with foundingDate; the former office (before 2018); portal links.
  {
    domain: 'inmobiliaria-pedregalejo-q.es',
    name: 'Inmobiliaria Pedregalejo',
    language: 'es',
    kind: 'plain',
    category: 'money-and-insurance',
    subcategory: 'real-estate',
    contacts: {
      phone: '952 29 61 48',
      email: 'info@inmobiliaria-pedregalejo-q.es',
      street: 'Calle Bolivia 42',
      address: 'Calle Bolivia 42, 29017 Málaga',
      founded: 1996,
      facebook: 'https://www.facebook.com/inmobiliariapedregalejo',
    },
    traps: ['themeDemoContent', 'previousAddress', 'marketplace', 'timeline'],
    decoys: {
      phones: ['(800) 987 6543'],
      emails: ['info@houzez.co'],
      addresses: ['Paseo de Sancha 15'],
      years: [2018],
      links: ['https://www.idealista.com/pro/inmobiliaria-pedregalejo/'],
    },
  },
  // Misleading: office cleaners whose page is mostly dental-practice hygiene (treatment rooms,
  // autoclave, sterilisation). mf2 h-cards for the company and for a client practice's testimonial;
  // mailto with subject; the move to Nieuwegein from 1 January 2027; VCA since 2015.
  {
    domain: 'glansrijk-q.nl',
    name: 'Glansrijk Schoonmaak',
    language: 'nl',
    kind: 'misleading',
    category: 'home-services',
    subcategory: 'cleaning-service-providers',
    contacts: {
      phone: '030 231 84 55',
      email: 'info@glansrijk-q.nl',
      street: 'Kanaalweg 14G',
      address: 'Kanaalweg 14G, 3526 KL Utrecht',
      founded: 2007,
      linkedin: 'https://www.linkedin.com/company/glansrijk-schoonmaak',
    },
    traps: ['testimonialSignature', 'timeline', 'certificationYear'],
    decoys: {
      phones: [],
      emails: [],
      addresses: ['Biltstraat 101', 'Ravenswade 54, 3439 LD Nieuwegein'],
      years: [2015, 2027],
      links: [],
    },
  },
  // Jimdo pond and garden centre, Lokeren (Flanders). geo.placename; the email only in data-email
  // assembled by JS; a tel: link with a phone glyph; 35th anniversary in 2024 (founded 1989, stated);
  // the pump maker's service line; a Maps q= link.
  {
    domain: 'dekikvors-q.be',
    name: 'Tuin- en vijvercentrum De Kikvors',
    language: 'nl',
    kind: 'plain',
    category: 'home-and-garden',
    subcategory: 'garden-and-pond',
    contacts: {
      phone: '09 348 72 16',
      email: 'info@dekikvors-q.be',
      street: 'Hoogstraat 88',
      address: 'Hoogstraat 88, 9160 Lokeren',
      founded: 1989,
      facebook: 'https://www.facebook.com/dekikvorslokeren',
    },
    traps: ['anniversaryYear', 'manufacturerHotline', 'mapEmbed'],
    decoys: { phones: ['078 645 22 10'], emails: [], addresses: [], years: [2024], links: [] },
  },
  // Boilerplate: WordPress bathroom and kitchen showroom in Eindhoven behind a Cookiebot wall, with a
  // 40-link mega menu, a newsletter form and a long terms footer. RDFa HomeGoodsStore with
  // foundingDate; a new number valid only from 1 March 2027; the installer's fault line; vCard link.
  {
    domain: 'badkamerstudio-vandijk-q.nl',
    name: 'Badkamerstudio Van Dijk',
    language: 'nl',
    kind: 'boilerplate',
    category: 'home-and-garden',
    subcategory: 'bathroom-and-kitchen',
    contacts: {
      phone: '040 211 63 90',
      email: 'showroom@badkamerstudio-vandijk-q.nl',
      street: 'Hurksestraat 27',
      address: 'Hurksestraat 27, 5652 AH Eindhoven',
      founded: 1985,
      linkedin: 'https://www.linkedin.com/company/badkamerstudio-van-dijk',
      facebook: 'https://www.facebook.com/badkamerstudiovandijk',
    },
    traps: ['formerNumber', 'onCallPartner', 'cookieVendor'],
    decoys: {
      phones: ['040 303 11 80', '040 251 77 30'],
      emails: [],
      addresses: [],
      years: [2027],
      links: [],
    },
  },
  // Astro islands shell (client:only props, HTML-escaped), photo studio in Antwerp. og:email and
  // og:phone_number; opened 2013 as Fotostudio Peeters, renamed 2020, moved 2022 from the Lange
  // Leemstraat; the rental platform.
  {
    domain: 'studiolichtval-q.be',
    name: 'Studio Lichtval',
    language: 'nl',
    kind: 'jsShell',
    category: 'media-and-publishing',
    subcategory: 'photography',
    contacts: {
      phone: '03 248 19 62',
      email: 'hallo@studiolichtval-q.be',
      street: 'Kloosterstraat 118',
      address: 'Kloosterstraat 118, 2000 Antwerpen',
      founded: 2013,
      facebook: 'https://www.facebook.com/studiolichtval',
    },
    traps: ['previousAddress', 'timeline', 'bookingPlatform'],
    decoys: {
      phones: [],
      emails: [],
      addresses: ['Lange Leemstraat 210'],
      years: [2020, 2022],
      links: [],
    },
  },
  // Misleading: an insurance adviser for farmers; the page is mostly farm vocabulary (barns, milking
  // robots, harvest, tractors). Open Graph business tags; the visible link says only "Bel ons";
  // founded 1971, taken over 2018; the insurers' claims line; AFM and Kifid numbers.
  {
    domain: 'vanderveen-assurantien-q.nl',
    name: 'Van der Veen Assurantiën',
    language: 'nl',
    kind: 'misleading',
    category: 'money-and-insurance',
    subcategory: 'insurance',
    contacts: {
      phone: '038 421 55 07',
      email: 'advies@vanderveen-assurantien-q.nl',
      street: 'Koestraat 12',
      address: 'Koestraat 12, 8011 NK Zwolle',
      founded: 1971,
      linkedin: 'https://www.linkedin.com/company/vanderveen-assurantien',
      facebook: 'https://www.facebook.com/vanderveenassurantien',
    },
    traps: ['insurerDetails', 'timeline', 'registrationNumber'],
    decoys: { phones: ['088 900 43 21'], emails: [], addresses: [], years: [2018], links: [] },
  },
  // Say-nothing: a bare login wall of an unnamed customer portal.
  {
    domain: 'mijn-omgeving-q.nl',
    name: 'mijn-omgeving-q.nl',
    language: 'nl',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
  },
  // WordPress Asian grocery in Milan's Chinatown. Open Graph business tags and place:location;
  // wa.me with ?text=; the second shop opened 2019; the importer's phone.
  {
    domain: 'emporiooriente-q.it',
    name: 'Emporio Oriente',
    language: 'it',
    kind: 'plain',
    category: 'food-beverages-and-tobacco',
    subcategory: 'asian-grocery-stores',
    contacts: {
      phone: '02 3453 1187',
      email: 'info@emporiooriente-q.it',
      street: 'Via Paolo Sarpi 41',
      address: 'Via Paolo Sarpi 41, 20154 Milano',
      founded: 1998,
      facebook: 'https://www.facebook.com/emporioorientemilano',
    },
    traps: ['timeline', 'supplierContact'],
    decoys: { phones: ['02 2692 8813'], emails: [], addresses: [], years: [2019], links: [] },
  },
  // Nuxt 3 shell (__NUXT_DATA__ devalue array), astrologer in Lugano. geo.placename; the move to
  // Paradiso from 1 April 2027.
  {
    domain: 'studioastrale-q.ch',
    name: 'Studio Astrale',
    language: 'it',
    kind: 'jsShell',
    category: 'hobbies-and-crafts',
    subcategory: 'astrology-and-numerology',
    contacts: {
      phone: '091 922 47 18',
      email: 'chiara@studioastrale-q.ch',
      street: 'Via Nassa 21',
      address: 'Via Nassa 21, 6900 Lugano',
      founded: 2011,
    },
    traps: ['timeline'],
    decoys: { phones: [], emails: [], addresses: ['Riva Paradiso 4'], years: [2027], links: [] },
  },
  // Misleading: a cookbook shop whose page is mostly Bolognese cooking, titled "La Dispensa". Classic
  // hCard; the former delicatessen in the premises (1931–2003); the cooking school's phone and address.
  {
    domain: 'ladispensadeilibri-q.it',
    name: 'La Dispensa dei Libri',
    language: 'it',
    kind: 'misleading',
    category: 'media-and-publishing',
    subcategory: 'books-and-magazines',
    contacts: {
      phone: '051 23 48 76',
      email: 'libri@ladispensadeilibri-q.it',
      street: 'Via Santo Stefano 38',
      address: 'Via Santo Stefano 38, 40125 Bologna',
      founded: 2004,
      facebook: 'https://www.facebook.com/ladispensadeilibri',
    },
    traps: ['previousBusinessYear', 'recommendedPartner'],
    decoys: {
      phones: ['051 644 2210'],
      emails: [],
      addresses: ['Via Castiglione 12, 40124 Bologna'],
      years: [1931, 2003],
      links: [],
    },
  },
  // Boilerplate: WordPress/Elementor alarm and house-watch firm in Verona behind an iubenda wall, with
  // a 40-link menu, a newsletter form and a long legal footer. The phone only in data-phone on an
  // icon link; the guard company's control room; prefecture licence 2009.
  {
    domain: 'securcasa-scaligera-q.it',
    name: 'Securcasa Scaligera',
    language: 'it',
    kind: 'boilerplate',
    category: 'home-services',
    subcategory: 'house-sitting-and-security',
    contacts: {
      phone: '045 810 44 27',
      email: 'info@securcasa-scaligera-q.it',
      street: 'Via Albere 58',
      address: 'Via Albere 58, 37138 Verona',
      founded: 1993,
      facebook: 'https://www.facebook.com/securcasascaligera',
      linkedin: 'https://www.linkedin.com/company/securcasa-scaligera',
    },
    traps: ['partnerNetwork', 'licenceYear', 'cookieVendor'],
    decoys: { phones: ['045 950 31 77'], emails: [], addresses: [], years: [2009], links: [] },
  },
  // WordPress (Twenty Twenty-One) heating engineers in Turin, with the theme's default tagline left
  // as the meta description. data-phone; mailto with subject and cc; Maps embed q=; the old number
  // no longer active; son in charge since 2015, F-Gas 2021; the gas emergency line.
  {
    domain: 'termoidraulica-ferrero-q.it',
    name: 'Termoidraulica Ferrero',
    language: 'it',
    kind: 'plain',
    category: 'home-and-garden',
    subcategory: 'energy-and-heating',
    contacts: {
      phone: '011 779 52 30',
      email: 'assistenza@termoidraulica-ferrero-q.it',
      street: 'Corso Francia 214',
      address: 'Corso Francia 214, 10146 Torino',
      founded: 1982,
      facebook: 'https://www.facebook.com/termoidraulicaferrero',
    },
    traps: [
      'formerNumber',
      'utilityEmergency',
      'timeline',
      'certificationYear',
      'themeDemoContent',
      'mapEmbed',
    ],
    decoys: {
      phones: ['011 74 12 96', '800 900 999'],
      emails: ['luca@termoidraulica-ferrero-q.it'],
      addresses: [],
      years: [2015, 2021],
      links: [],
    },
  },
  // Hand-made credit broker in Naples. RDFa FinancialService with foundingDate; vCard link; OAM
  // listing 2013, new office 2022; the central bank branch's address.
  {
    domain: 'credicasa-partenope-q.it',
    name: 'CrediCasa Partenope',
    language: 'it',
    kind: 'plain',
    category: 'money-and-insurance',
    subcategory: 'credit-and-debt-services',
    contacts: {
      phone: '081 552 40 19',
      email: 'consulenza@credicasa-partenope-q.it',
      street: 'Via Toledo 256',
      address: 'Via Toledo 256, 80132 Napoli',
      founded: 2008,
      facebook: 'https://www.facebook.com/credicasapartenope',
    },
    traps: ['licenceYear', 'timeline', 'publicOffice'],
    decoys: {
      phones: [],
      emails: [],
      addresses: ['Via Miguel Cervantes 71, 80133 Napoli'],
      years: [2013, 2022],
      links: [],
    },
  },
  // Boilerplate: WooCommerce stationer in Porto behind a Complianz cookie wall, with a 40-link
  // category menu, a newsletter form and a long consumer-law footer. Open Graph business tags; the
  // phone only in a tel: icon's alt text; the old number out of use; third generation since 2018; the
  // arbitration centre's phone and address.
  {
    domain: 'papelaria-bolhao-q.pt',
    name: 'Papelaria Bolhão',
    language: 'pt',
    kind: 'boilerplate',
    category: 'home-and-garden',
    subcategory: 'fabric-and-stationery',
    contacts: {
      phone: '222 005 148',
      email: 'loja@papelaria-bolhao-q.pt',
      street: 'Rua Formosa 287',
      address: 'Rua Formosa 287, 4000-252 Porto',
      founded: 1946,
      facebook: 'https://www.facebook.com/papelariabolhao',
    },
    traps: ['formerNumber', 'consumerArbitration', 'timeline', 'imageAltText'],
    decoys: {
      phones: ['222 008 713', '225 508 349'],
      emails: [],
      addresses: ['Rua Damião de Góis 31, Loja 6, 4050-225 Porto'],
      years: [2018],
      links: [],
    },
  },
  // Misleading: a solicitor (legal paperwork for property and inheritance) whose page is mostly
  // house-buying vocabulary; she says she is not an estate agent. mf2 h-card; the former office
  // (until 2020); the professional body's address and phone.
  {
    domain: 'solicitadora-inescarvalho-q.pt',
    name: 'Inês Carvalho, Solicitadora',
    language: 'pt',
    kind: 'misleading',
    category: 'legal-services-and-government',
    subcategory: 'legal-service-providers',
    contacts: {
      phone: '218 143 307',
      email: 'escritorio@solicitadora-inescarvalho-q.pt',
      street: 'Avenida Almirante Reis 114',
      address: 'Avenida Almirante Reis 114, 2.º Esq., 1150-022 Lisboa',
      founded: 2010,
      linkedin: 'https://www.linkedin.com/in/ines-carvalho-solicitadora',
    },
    traps: ['previousAddress', 'professionalBody'],
    decoys: {
      phones: ['213 894 200'],
      emails: [],
      addresses: ['Rua Morais Soares 45', 'Rua Artilharia Um 63, 1250-038 Lisboa'],
      years: [2020],
      links: [],
    },
  },
  // WordPress (Astra) community library in Curitiba. Classic hCard with extended-address; Maps
  // query link; the previous premises (until 2016), the 20th anniversary in 2021; the city's
  // cultural foundation's phone.
  {
    domain: 'bibliotecajardimdasletras-q.org.br',
    name: 'Biblioteca Comunitária Jardim das Letras',
    language: 'pt',
    kind: 'plain',
    category: 'legal-services-and-government',
    subcategory: 'libraries-and-archives',
    contacts: {
      phone: '(41) 3324-5571',
      email: 'contato@bibliotecajardimdasletras-q.org.br',
      street: 'Rua Mateus Leme, 1820',
      address: 'Rua Mateus Leme, 1820 – São Francisco, Curitiba - PR, 80530-010',
      founded: 2001,
      facebook: 'https://www.facebook.com/jardimdasletrascwb',
    },
    traps: ['previousAddress', 'anniversaryYear', 'funder', 'landlord', 'mapEmbed'],
    decoys: {
      phones: ['(41) 3321-3200'],
      emails: [],
      addresses: ['Rua Paula Gomes 410'],
      years: [2016, 2021],
      links: [],
    },
  },
  // Next.js app-router shell (self.__next_f flight data), a local news site in Campinas. Headlines
  // about bakeries, car parts and football; founded 1987 as a printed weekly, portal 2009, digital
  // only since 2019; the temporary newsroom floor; an advertiser's phone.
  {
    domain: 'jornalbarao-q.com.br',
    name: 'Jornal Barão',
    language: 'pt',
    kind: 'jsShell',
    category: 'media-and-publishing',
    subcategory: 'media-and-information',
    contacts: {
      phone: '(19) 3234-8120',
      email: 'redacao@jornalbarao-q.com.br',
      street: 'Rua Barão de Jaguara, 1481',
      address: 'Rua Barão de Jaguara, 1481, sala 62 – Centro, Campinas - SP, 13015-002',
      founded: 1987,
      facebook: 'https://www.facebook.com/jornalbarao',
      linkedin: 'https://www.linkedin.com/company/jornal-barao',
    },
    traps: ['timeline', 'newsMention', 'classifiedAd'],
    decoys: {
      phones: ['(19) 3251-7700'],
      emails: [],
      addresses: [],
      years: [2009, 2019, 2026],
      links: [],
    },
  },
  // Misleading: a video and sound production company whose page is mostly wine (harvest, presses,
  // barrels, grape varieties) and titled after it. Open Graph business tags; mf2 h-card with an icon
  // tel: link; the client estate's mailbox and phone; the 2019 vintage.
  {
    domain: 'cascafilmes-q.pt',
    name: 'Casca Filmes',
    language: 'pt',
    kind: 'misleading',
    category: 'media-and-publishing',
    subcategory: 'video-and-sound',
    contacts: {
      phone: '253 614 072',
      email: 'ola@cascafilmes-q.pt',
      street: 'Rua do Raio 212',
      address: 'Rua do Raio 212, 4710-923 Braga',
      founded: 2014,
      linkedin: 'https://www.linkedin.com/company/casca-filmes',
    },
    traps: ['clientReference', 'modelYear'],
    decoys: {
      phones: ['254 732 118'],
      emails: ['enoturismo@quintadacostaalta.pt'],
      addresses: [],
      years: [2019],
      links: [],
    },
  },
  // Say-nothing: a fresh WooCommerce Storefront install with no products and "Olá, mundo!".
  {
    domain: 'lojadobairro-q.pt',
    name: 'lojadobairro-q.pt',
    language: 'pt',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
  },
];
