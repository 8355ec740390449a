import type { HandWrittenLabel } from '../handWrittenLabel.ts';

/**
 * Author E's share of devset41: 39 homepages of small and mid-sized businesses in Animals & Pets,
 * Beauty & Well-being, Business Services, Construction & Manufacturing, Education & Training,
 * Electronics & Technology and Events & Entertainment (five or six subcategories each, no
 * subcategory twice), and five pages that say nothing (a parked domain for sale with ad links, a
 * hosting company's default page, a "coming soon" countdown, a customer portal's login wall and a
 * cookie wall with nothing behind it). Twelve are plain, ten misleading (the words belong to
 * another trade than the one the company sells: a dog groomer written as a barber's shop, a
 * tattoo studio written as a letterpress print shop, a print shop written as a bakery, a
 * marketing agency written as angling, a landscaper written as a hairdresser's, a moulder of
 * cosmetic packaging that talks of perfumes and skincare rituals, a music school written as a
 * restaurant kitchen, a phone repair shop written as a hospital, a wedding planner written as a
 * design-and-build studio, children's party entertainers written as a tax office), nine JS shells
 * (Next.js pages and app router, Nuxt 2 and 3, SvelteKit, Remix, Gatsby, Astro islands, Angular
 * transfer state: the words live only in the app's payload) and eight buried in boilerplate
 * (consent walls and an age gate, mega menus, newsletters, chat widgets, donation pop-ups, legal,
 * mediation and charity footers). Each page is written as the real site would be (WordPress with
 * Astra, Kadence, Divi, Neve, OceanWP, GeneratePress, Blocksy, Enfold, Salient, Flatsome, Avada,
 * Hello Elementor, Storefront, Twenty Twenty-One or Twenty Twenty-Four, SeedProd; Wix,
 * Squarespace, Shopify, Webflow, TYPO3, Joomla, Jimdo Creator and Dolphin, Drupal, PrestaShop,
 * hand-made pages, a domain broker's lander, a host's default page, a Bootstrap login, or one of
 * the frameworks above), in its country's way of writing phones and addresses (the US, the UK,
 * Ireland, Canada, Australia, New Zealand, India, Germany, Austria, Switzerland, France, Belgium,
 * Luxembourg, Québec, Spain, Mexico, Argentina, Chile, Colombia, the Netherlands, Flanders,
 * Italy, Ticino, Portugal and Brazil), with two to four decoys among the values a reader most
 * easily takes wrongly, no trap kind used more than three times. Twenty-six business pages state
 * a founding year in varied phrasings ("im Herbst 1994 … eröffnet", "On a levé le rideau en mars
 * 2009", "Desde la temporada 1991-92 exportamos", "grew out of a kitchen table in 2010", "I
 * fornelli li abbiamo accesi nel settembre 2005"…); thirteen state none while other years abound.
 *
 * Labelling rules:
 * - The category is what the company itself sells today, as a careful reader would file it,
 *   whatever most of the page talks about (a "barber" for dogs is a pet service, a "print shop"
 *   printing on skin is a tattoo studio, a "bakery" of business cards is a printer, a "bait" for
 *   customers is marketing, a "hairdresser" of lawns is a landscaper, a moulder speaking of
 *   perfumes makes plastics, "recipes" and "cooks" of a music school are lessons and teachers, a
 *   "hospital" for phones is a repair shop, a "design-and-build studio" for weddings plans
 *   weddings, a "tax office" of party forms sells children's entertainment).
 * - `contacts` holds only the company's own current facts for the place customers use: the phone
 *   to call first today as the page writes it (the visible text; in a JS shell, the payload's
 *   value), the general mailbox, the street line (`street`, verbatim on the page) and the whole
 *   address (`address`, as the page writes it, its lines joined by commas), the founding or first
 *   opening year (a takeover, rename or move keeps the original year when the page states it),
 *   and the LinkedIn and Facebook hrefs. A field the page does not state is left out.
 * - `decoys` lists what must never be taken, each verbatim on the page (phones exactly as
 *   written, addresses as a contiguous substring, years as numbers appearing on the page): other
 *   parties' phones, mailboxes, addresses and links (out-of-hours vets, helplines, public offices
 *   and agencies, makers' care lines, suppliers and contract laboratories, recommended partners
 *   and caterers, franchise and buying groups, parent companies, landlords and facility desks,
 *   car parks, centre and hotel receptions, branches, namesakes, clients in testimonials,
 *   investors and funders, sponsors, PR agencies, professional bodies, exam and concert venues,
 *   consumer mediators, newsletter senders, consent and chat vendors, external DPOs, web agencies,
 *   hosts and domain brokers), the company's own fax, a form's placeholder address, and years
 *   that are not the founding (buildings, former businesses on the premises, licences,
 *   certifications, memberships, awards, standards and decrees, price lists, model years, resold
 *   brands' histories, the owner's career and the family's history, takeovers and moves,
 *   anniversaries, testimonials, trade fairs, copyright lines). `traps` names their kinds; a page
 *   has traps exactly when it has decoys.
 * - The company's own secondary lines and mailboxes (WhatsApp, mobile, jobs) are neither truth
 *   nor decoy.
 * - Say-nothing pages are `uncategorised` and carry no contacts; the broker's, host's, agency's,
 *   IT provider's and consent companies' numbers, mailboxes, addresses and links on them are
 *   decoys.
 */
export const DEVSET41_LABELS_E: readonly HandWrittenLabel[] = [
  // ---- Animals & Pets ----
  // Small-animal vet in Würzburg (de-DE, WordPress Astra), plain: "im Herbst 1994 … eröffnet"; the out-of-hours service of a clinic and the 1908 building.
  {
    domain: 'tierarztpraxis-lindner-e.de',
    name: 'Tierarztpraxis Dr. Lindner',
    language: 'de',
    kind: 'plain',
    category: 'animals-and-pets',
    subcategory: 'animal-health',
    contacts: {
      phone: '0931 78 41 20',
      email: 'praxis@tierarztpraxis-lindner-e.de',
      street: 'Ottostraße 17',
      address: 'Ottostraße 17, 97072 Würzburg',
      founded: 1994,
    },
    traps: ['outOfHoursService', 'buildingYear'],
    decoys: { phones: ['0931 45 00 90 9'], years: [1908] },
  },
  // Riding school in Rhenen (nl-NL, WordPress Divi), boilerplate: Cookiebot wall, mega menu, Mailchimp newsletter, LiveChat; "In 1987 zette … de eerste vier pony's op stal"; the equine vet's phone, the newsletter sender's mailbox, the riding federation's Facebook and the 2019 quality mark.
  {
    domain: 'manege-de-hoefslag-e.nl',
    name: 'Manege De Hoefslag',
    language: 'nl',
    kind: 'boilerplate',
    category: 'animals-and-pets',
    subcategory: 'horses-and-riding',
    contacts: {
      phone: '0318 - 57 34 12',
      email: 'info@manege-de-hoefslag-e.nl',
      street: 'Hoefslagweg 8',
      address: 'Hoefslagweg 8, 3911 TK Rhenen',
      founded: 1987,
      facebook: 'https://www.facebook.com/manegedehoefslag',
    },
    traps: ['recommendedPartner', 'newsletterService', 'professionalBody', 'certificationYear'],
    decoys: {
      phones: ['0318 - 41 22 90'],
      emails: ['nieuwsbrief@mailservice-hoefslag.nl'],
      links: ['https://www.facebook.com/KNHSpaardensport'],
      years: [2019],
    },
  },
  // Pet shop in Nantes (fr-FR, Nuxt 2 `window.__NUXT__`), JS shell: "On a levé le rideau en mars 2009"; the pet-food maker's consumer line, the web agency's LinkedIn and the former hardware shop's 1952.
  {
    domain: 'animalerie-le-terrier-e.fr',
    name: 'Animalerie Le Terrier',
    language: 'fr',
    kind: 'jsShell',
    category: 'animals-and-pets',
    subcategory: 'pet-stores',
    contacts: {
      phone: '02 40 47 61 93',
      email: 'bonjour@animalerie-le-terrier-e.fr',
      street: '14 rue de la Marne',
      address: '14 rue de la Marne, 44000 Nantes',
      founded: 2009,
      facebook: 'https://www.facebook.com/animalerieleterrier.nantes',
    },
    traps: ['manufacturerHotline', 'agencyEntity', 'previousBusinessYear'],
    decoys: {
      phones: ['0 800 12 34 56'],
      links: ['https://www.linkedin.com/company/agence-pixelpoule'],
      years: [1952],
    },
  },
  // Dog groomer in Liège (fr-BE, Wix), misleading: written as an old-fashioned barber's shop (chair, beard trim, hot towel, "la carte"); it grooms dogs. No founding year; the groomer's 2012 school year, the car park's reception line.
  {
    domain: 'toilettage-barbier-canin-e.be',
    name: 'Le Barbier Canin',
    language: 'fr',
    kind: 'misleading',
    category: 'animals-and-pets',
    subcategory: 'pet-services',
    contacts: {
      phone: '04 341 27 58',
      email: 'rendezvous@toilettage-barbier-canin-e.be',
      street: 'Rue Puits-en-Sock 61',
      address: 'Rue Puits-en-Sock 61, 4020 Liège',
      facebook: 'https://www.facebook.com/lebarbiercanin.liege',
    },
    traps: ['experienceYears', 'directions'],
    decoys: { phones: ['04 342 90 15'], years: [2012] },
  },
  // Golden Retriever breeder near Asti (it-IT, Jimdo), plain: "Alleviamo Golden Retriever dal 1998"; the vet clinic's address, the breed club's mailbox and the stud's 2022 title.
  {
    domain: 'allevamento-collina-dei-golden-e.it',
    name: 'Allevamento La Collina dei Golden',
    language: 'it',
    kind: 'plain',
    category: 'animals-and-pets',
    subcategory: 'cats-and-dogs',
    contacts: {
      phone: '0141 59 32 07',
      email: 'info@allevamento-collina-dei-golden-e.it',
      street: 'Strada Valmanera 112',
      address: 'Strada Valmanera 112, 14100 Asti (AT)',
      founded: 1998,
      facebook: 'https://www.facebook.com/collinadeigolden',
    },
    traps: ['onCallPartner', 'professionalBody', 'awardYear'],
    decoys: {
      addresses: ['Corso Alfieri 188, Asti'],
      emails: ['segreteria@retrieverclub-italia.it'],
      years: [2022],
    },
  },
  // ---- Beauty & Well-being ----
  // Tattoo studio in Palermo, Buenos Aires (es-AR, Squarespace), misleading: written as a letterpress print shop (originals, print runs of one copy, plate proofs, the press); it tattoos. "Abrimos las puertas un invierno de 2011"; the ink supplier's phone and the 2015 municipal licence.
  {
    domain: 'tinta-y-prensa-e.com.ar',
    name: 'Tinta & Prensa',
    language: 'es',
    kind: 'misleading',
    category: 'beauty-and-well-being',
    subcategory: 'tattoos-and-piercings',
    contacts: {
      phone: '011 4833-2716',
      email: 'turnos@tinta-y-prensa-e.com.ar',
      street: 'Gurruchaga 1524',
      address: 'Gurruchaga 1524, C1414DHJ Palermo, CABA',
      founded: 2011,
      facebook: 'https://www.facebook.com/tintayprensa.palermo',
    },
    traps: ['supplierContact', 'licenceYear'],
    decoys: { phones: ['011 4304-9981'], years: [2015] },
  },
  // Day spa in Lucerne (de-CH, TYPO3), boilerplate: Usercentrics wall, spa and treatment mega menus, newsletter, terms in the footer; no founding year. The hotel reception's phone, the external data-protection adviser's mailbox, the 2024 price list.
  {
    domain: 'wellness-sonnhalde-e.ch',
    name: 'Day Spa Sonnhalde',
    language: 'de',
    kind: 'boilerplate',
    category: 'beauty-and-well-being',
    subcategory: 'wellness-and-spa',
    contacts: {
      phone: '041 410 22 86',
      email: 'spa@wellness-sonnhalde-e.ch',
      street: 'Haldenstrasse 44',
      address: 'Haldenstrasse 44, 6006 Luzern',
    },
    traps: ['centreReception', 'externalDpo', 'priceListYear'],
    decoys: {
      phones: ['041 410 22 00'],
      emails: ['datenschutz@dsb-zentralschweiz.ch'],
      years: [2024],
    },
  },
  // Natural cosmetics brand and shop in Valencia (es-ES, Nuxt 3 `__NUXT_DATA__`), JS shell; no founding year. The contract laboratory's phone and the 2020 COSMOS certification.
  {
    domain: 'cosmetica-alba-natural-e.es',
    name: 'Alba Natural Cosmética',
    language: 'es',
    kind: 'jsShell',
    category: 'beauty-and-well-being',
    subcategory: 'cosmetics-and-makeup',
    contacts: {
      phone: '963 52 18 40',
      email: 'hola@cosmetica-alba-natural-e.es',
      street: 'Calle de Cirilo Amorós 27',
      address: 'Calle de Cirilo Amorós 27, 46004 Valencia',
      linkedin: 'https://www.linkedin.com/company/alba-natural-cosmetica',
      facebook: 'https://www.facebook.com/albanaturalcosmetica',
    },
    traps: ['supplierContact', 'certificationYear'],
    decoys: { phones: ['961 34 77 02'], years: [2020] },
  },
  // Hair salon in Portland, Oregon (en-US, WordPress Kadence), plain; no founding year. The owner's 2006 licence and the building's leasing agent.
  {
    domain: 'shearhaven-salon-e.com',
    name: 'Shear Haven Salon',
    language: 'en',
    kind: 'plain',
    category: 'beauty-and-well-being',
    subcategory: 'hair-care-and-styling',
    contacts: {
      phone: '(503) 284-7731',
      email: 'hello@shearhaven-salon-e.com',
      street: '2437 NE Broadway',
      address: '2437 NE Broadway, Portland, OR 97232',
      facebook: 'https://www.facebook.com/shearhavenpdx',
    },
    traps: ['licenceYear', 'landlord'],
    decoys: { phones: ['(503) 287-1190'], years: [2006] },
  },
  // Yoga studio in Alfama, Lisbon (pt-PT, WordPress Blocksy), plain: "A primeira aula aconteceu … em outubro de 2014"; the founder's 2009 training, the retreat venue's address and her personal Facebook.
  {
    domain: 'yoga-shala-lisboa-e.pt',
    name: 'Yoga Shala Lisboa',
    language: 'pt',
    kind: 'plain',
    category: 'beauty-and-well-being',
    subcategory: 'yoga-and-meditation',
    contacts: {
      phone: '+351 218 861 274',
      email: 'ola@yoga-shala-lisboa-e.pt',
      street: 'Rua dos Remédios 83, 1.º',
      address: 'Rua dos Remédios 83, 1.º, 1100-443 Lisboa',
      founded: 2014,
      facebook: 'https://www.facebook.com/yogashalalisboa',
    },
    traps: ['experienceYears', 'eventVenue', 'personalProfile'],
    decoys: {
      years: [2009],
      addresses: ['Herdade da Azenha, 7040-301 Arraiolos'],
      links: ['https://www.facebook.com/ines.carvalho.yoga'],
    },
  },
  // Aesthetic medicine clinic in Milan (it-IT, Hello Elementor), plain; no founding year. The financing partner's freephone, the 2021 laser model, the director's 2003 registration.
  {
    domain: 'clinica-estetica-bellavista-e.it',
    name: 'Clinica Estetica Bellavista',
    language: 'it',
    kind: 'plain',
    category: 'beauty-and-well-being',
    subcategory: 'salons-and-clinics',
    contacts: {
      phone: '02 4801 9235',
      email: 'info@clinica-estetica-bellavista-e.it',
      street: 'Via Vincenzo Monti 47',
      address: 'Via Vincenzo Monti 47, 20145 Milano',
    },
    traps: ['funder', 'modelYear', 'membershipYear'],
    decoys: { phones: ['800 12 97 12'], years: [2021, 2003] },
  },
  // ---- Business Services ----
  // Staffing agency in Bern (de-CH, Next.js app router `self.__next_f.push`), JS shell: "2003 haben … angefangen"; the Thun branch's phone, a client's LinkedIn in a testimonial.
  {
    domain: 'alpstaff-personal-e.ch',
    name: 'Alpstaff Personal AG',
    language: 'de',
    kind: 'jsShell',
    category: 'business-services',
    subcategory: 'hr-and-recruiting',
    contacts: {
      phone: '031 382 44 10',
      email: 'info@alpstaff-personal-e.ch',
      street: 'Effingerstrasse 21',
      address: 'Effingerstrasse 21, 3008 Bern',
      founded: 2003,
      linkedin: 'https://www.linkedin.com/company/alpstaff-personal',
    },
    traps: ['branchElsewhere', 'clientReference'],
    decoys: {
      phones: ['033 222 18 90'],
      links: ['https://www.linkedin.com/company/haefliger-elektro-ag'],
    },
  },
  // Road haulier and warehouse in Monterrey (es-MX, Angular transfer state `ng-state`), JS shell: "Nuestra historia comenzó con un solo tráiler … en 1996"; the Nuevo Laredo warehouse, the partner carriers' line and the 2017 standard.
  {
    domain: 'logistica-del-norte-e.com.mx',
    name: 'Logística del Norte',
    language: 'es',
    kind: 'jsShell',
    category: 'business-services',
    subcategory: 'shipping-and-logistics',
    contacts: {
      phone: '81 8345 2190',
      email: 'contacto@logistica-del-norte-e.com.mx',
      street: 'Av. Ignacio Morones Prieto 2805 Pte.',
      address:
        'Av. Ignacio Morones Prieto 2805 Pte., Col. Lomas de San Francisco, 64710 Monterrey, N.L.',
      founded: 1996,
      linkedin: 'https://www.linkedin.com/company/logistica-del-norte-mx',
      facebook: 'https://www.facebook.com/logisticadelnorte.mty',
    },
    traps: ['branchElsewhere', 'partnerNetwork', 'standardYear'],
    decoys: {
      addresses: ['Av. César López de Lara 4410, Nuevo Laredo, Tamps.'],
      phones: ['800 830 1122'],
      years: [2017],
    },
  },
  // Print shop in Ghent (nl-BE, WordPress Neve), misleading: written as a bakery ("vers van de pers, elke ochtend gebakken", bread, pastries and cakes for its products) in a former bakery; it prints. "Vader Luc draaide hier in 1979 zijn eerste drukplaat"; the bakery's 1921, the 2016 takeover, the real bakery next door.
  {
    domain: 'drukkerij-het-broodhuis-e.be',
    name: 'Drukkerij Het Broodhuis',
    language: 'nl',
    kind: 'misleading',
    category: 'business-services',
    subcategory: 'print-and-graphic-design',
    contacts: {
      phone: '09 225 41 87',
      email: 'bestellen@drukkerij-het-broodhuis-e.be',
      street: 'Sleepstraat 112',
      address: 'Sleepstraat 112, 9000 Gent',
      founded: 1979,
      facebook: 'https://www.facebook.com/drukkerijhetbroodhuis',
    },
    traps: ['previousBusinessYear', 'timeline', 'directions'],
    decoys: { years: [1921, 2016], addresses: ['Sleepstraat 114'] },
  },
  // Marketing agency in Linz (de-AT, Webflow), misleading: written entirely as angling (reading the water, tying the bait, casting); it sells marketing campaigns. No founding year; the 2021 state prize and the angling federation's mailbox.
  {
    domain: 'agentur-koeder-e.at',
    name: 'KÖDER Werbeagentur',
    language: 'de',
    kind: 'misleading',
    category: 'business-services',
    subcategory: 'sales-and-marketing',
    contacts: {
      phone: '+43 732 77 12 40',
      email: 'hallo@agentur-koeder-e.at',
      street: 'Herrenstraße 22',
      address: 'Herrenstraße 22, 4020 Linz',
      linkedin: 'https://www.linkedin.com/company/agentur-koeder',
    },
    traps: ['awardYear', 'namesakeBusiness'],
    decoys: { years: [2021], emails: ['office@fischereiverband-ooe.at'] },
  },
  // Coworking space in Bengaluru (en-IN, WordPress OceanWP), boilerplate: mega menu, top bar, newsletter, policy footer, tawk.to chat: "Started in 2015 with 40 desks"; the operator's registered office, the building's facility desk, the 2019 magazine vote.
  {
    domain: 'koramangala-workhub-e.in',
    name: 'Workhub Koramangala',
    language: 'en',
    kind: 'boilerplate',
    category: 'business-services',
    subcategory: 'office-space-and-supplies',
    contacts: {
      phone: '+91 80 4112 7789',
      email: 'hello@koramangala-workhub-e.in',
      street: 'No. 14, 5th Cross, 6th Block',
      address: 'No. 14, 5th Cross, 6th Block, Koramangala, Bengaluru 560095',
      founded: 2015,
      linkedin: 'https://www.linkedin.com/company/workhub-koramangala',
    },
    traps: ['parentGroup', 'landlord', 'awardYear'],
    decoys: {
      addresses: ['3rd Floor, Prestige Meridian, MG Road, Bengaluru 560001'],
      phones: ['+91 80 2553 0144'],
      years: [2019],
    },
  },
  // Fruit exporter in Talca (es-CL, Joomla Cassiopeia), plain: "Desde la temporada 1991-92 exportamos"; the plant-health agency's line and the 2024 trade fair.
  {
    domain: 'exportadora-frutas-del-maule-e.cl',
    name: 'Exportadora Frutícola del Maule',
    language: 'es',
    kind: 'plain',
    category: 'business-services',
    subcategory: 'import-and-export',
    contacts: {
      phone: '+56 71 224 3390',
      email: 'exportaciones@exportadora-frutas-del-maule-e.cl',
      street: '2 Sur 1185',
      address: '2 Sur 1185, Talca, Región del Maule',
      founded: 1991,
      linkedin: 'https://www.linkedin.com/company/exportadora-fruticola-del-maule',
    },
    traps: ['supervisoryAuthority', 'tradeFair'],
    decoys: { phones: ['600 818 1724'], years: [2024] },
  },
  // ---- Construction & Manufacturing ----
  // Architecture practice in Bologna (it-IT, Gatsby with inlined page data), JS shell: "Lo studio nasce nel 2002"; the engineering partner's phone and a project's 2019.
  {
    domain: 'studio-architettura-ferri-e.it',
    name: 'Studio Ferri Architetti',
    language: 'it',
    kind: 'jsShell',
    category: 'construction-and-manufacturing',
    subcategory: 'architects-and-engineers',
    contacts: {
      phone: '051 644 21 83',
      email: 'studio@studio-architettura-ferri-e.it',
      street: 'Via Santo Stefano 38',
      address: 'Via Santo Stefano 38, 40125 Bologna',
      founded: 2002,
      linkedin: 'https://www.linkedin.com/company/studio-ferri-architetti',
    },
    traps: ['sisterCompany', 'clientReference'],
    decoys: { phones: ['051 644 90 12'], years: [2019] },
  },
  // Landscaper in Leipzig (de-DE, Jimdo Dolphin), misleading: written as a hairdresser's (cut, colour, blow-dry, perm, "Preisliste" of hairstyles); it sells garden and landscaping work. "Den ersten Rasen haben wir im Frühjahr 2008 frisiert"; the grandfather's 1956 nursery and a namesake hair salon's address.
  {
    domain: 'rasenfriseur-e.de',
    name: 'Rasenfriseur Kühn',
    language: 'de',
    kind: 'misleading',
    category: 'construction-and-manufacturing',
    subcategory: 'garden-and-landscaping',
    contacts: {
      phone: '0341 2 46 58 90',
      email: 'termin@rasenfriseur-e.de',
      street: 'Zschochersche Straße 61',
      address: 'Zschochersche Straße 61, 04229 Leipzig',
      founded: 2008,
      facebook: 'https://www.facebook.com/rasenfriseur.leipzig',
    },
    traps: ['familyHistoryYear', 'namesakeBusiness'],
    decoys: {
      years: [1956],
      addresses: ['Karl-Liebknecht-Straße 12, 04107 Leipzig'],
    },
  },
  // Injection moulder of cosmetic packaging in Lumezzane (it-IT, WordPress Enfold), misleading: talks of perfumes, lipsticks and skincare rituals (its customers' trade); it makes plastic caps, jars and cases. "Era il 1968 quando … accese la prima pressa"; its fax and the 2024 trade fair.
  {
    domain: 'plastiche-valtrompia-e.it',
    name: 'Valtrompia Plast',
    language: 'it',
    kind: 'misleading',
    category: 'construction-and-manufacturing',
    subcategory: 'chemicals-and-plastic',
    contacts: {
      phone: '030 892 17 40',
      email: 'info@plastiche-valtrompia-e.it',
      street: 'Via Montini 112',
      address: 'Via Montini 112, 25065 Lumezzane (BS)',
      founded: 1968,
      linkedin: 'https://www.linkedin.com/company/valtrompia-plast',
    },
    traps: ['faxNumber', 'tradeFair'],
    decoys: { phones: ['030 892 17 49'], years: [2024] },
  },
  // Builders' merchant in Roubaix (fr-FR, PrestaShop classic), boilerplate: Axeptio wall, category mega menu, cart, newsletter, mediation and legal footer; no founding year. The consumer mediator's address, the consent vendor's link and the "© 2012-2024" line.
  {
    domain: 'materiaux-dumont-e.fr',
    name: 'Dumont Matériaux',
    language: 'fr',
    kind: 'boilerplate',
    category: 'construction-and-manufacturing',
    subcategory: 'building-materials',
    contacts: {
      phone: '03 20 70 41 22',
      email: 'contact@materiaux-dumont-e.fr',
      street: '85 boulevard de Fourmies',
      address: '85 boulevard de Fourmies, 59100 Roubaix',
    },
    traps: ['consumerArbitration', 'cookieVendor', 'copyrightYear'],
    decoys: {
      addresses: ['14 rue Saint Jean 75017 Paris'],
      links: ['https://www.axeptio.eu/fr/home'],
      years: [2012],
    },
  },
  // Builder in Alphen aan den Rijn (nl-NL, WordPress GeneratePress), plain: "Opa Kees begon in 1958 als zelfstandig timmerman"; the gas network's fault line, the 2018 anniversary and the 2005 handover.
  {
    domain: 'bouwbedrijf-van-rijn-e.nl',
    name: 'Bouwbedrijf Van Rijn',
    language: 'nl',
    kind: 'plain',
    category: 'construction-and-manufacturing',
    subcategory: 'construction-services',
    contacts: {
      phone: '0172 - 43 18 55',
      email: 'info@bouwbedrijf-van-rijn-e.nl',
      street: 'Hoorn 214',
      address: 'Hoorn 214, 2404 HL Alphen aan den Rijn',
      founded: 1958,
      linkedin: 'https://www.linkedin.com/company/bouwbedrijf-van-rijn',
      facebook: 'https://www.facebook.com/bouwbedrijfvanrijn',
    },
    traps: ['utilityEmergency', 'anniversaryYear', 'timeline'],
    decoys: { phones: ['0800 9009'], years: [2018, 2005] },
  },
  // Tool shop in Curitiba (pt-BR, Shopify Dawn), plain: "Tudo começou no balcão … em 1985"; the tool maker's care line, and the 2003 move.
  {
    domain: 'ferramentas-ribeiro-e.com.br',
    name: 'Ferramentas Ribeiro',
    language: 'pt',
    kind: 'plain',
    category: 'construction-and-manufacturing',
    subcategory: 'tools-and-equipment',
    contacts: {
      phone: '(41) 3322-4107',
      email: 'contato@ferramentas-ribeiro-e.com.br',
      street: 'Rua Mateus Leme, 1870',
      address: 'Rua Mateus Leme, 1870 - São Francisco, Curitiba - PR, 80530-010',
      founded: 1985,
      facebook: 'https://www.facebook.com/ferramentasribeiro',
    },
    traps: ['manufacturerHotline', 'timeline'],
    decoys: { phones: ['0800 704 5446'], years: [2003] },
  },
  // ---- Education & Training ----
  // Language school in Utrecht (nl-NL, SvelteKit `kit.start` data), JS shell: "We gaven onze eerste cursus Spaans in 2012"; the exam centre's address and the state agency's phone.
  {
    domain: 'taalschool-polyglot-e.nl',
    name: 'Taalschool Polyglot',
    language: 'nl',
    kind: 'jsShell',
    category: 'education-and-training',
    subcategory: 'language-learning',
    contacts: {
      phone: '030 - 231 78 04',
      email: 'info@taalschool-polyglot-e.nl',
      street: 'Oudegracht 245',
      address: 'Oudegracht 245, 3511 NK Utrecht',
      founded: 2012,
      linkedin: 'https://www.linkedin.com/company/taalschool-polyglot',
      facebook: 'https://www.facebook.com/taalschoolpolyglot',
    },
    traps: ['eventVenue', 'publicOffice'],
    decoys: {
      addresses: ['Frederiksplein 34, 1017 XM Amsterdam'],
      phones: ['050 - 599 96 00'],
    },
  },
  // Music school in Lugano (it-CH, WordPress Salient), misleading: written as a restaurant kitchen (recipes, cooks, starters and desserts, tasting menu, "book a table"); it teaches music. "I fornelli li abbiamo accesi nel settembre 2005"; the concert venue's address and the scholarship foundation's phone.
  {
    domain: 'cucina-musicale-e.ch',
    name: 'La Cucina Musicale',
    language: 'it',
    kind: 'misleading',
    category: 'education-and-training',
    subcategory: 'music-and-theater-classes',
    contacts: {
      phone: '091 922 38 40',
      email: 'info@cucina-musicale-e.ch',
      street: 'Via Canova 9',
      address: 'Via Canova 9, 6900 Lugano',
      founded: 2005,
      facebook: 'https://www.facebook.com/cucinamusicalelugano',
    },
    traps: ['eventVenue', 'sponsor'],
    decoys: {
      addresses: ['Piazza Indipendenza 4, 6900 Lugano'],
      phones: ['091 911 62 30'],
    },
  },
  // Vocational training centre in Zaragoza (es-ES, Drupal 10), boilerplate: EU cookie banner, three-level mega menu, newsletter, data-protection footer, Tidio chat; no founding year. The employment agency's phone, the 2017 accreditation and the chat vendor's link.
  {
    domain: 'centro-formacion-oficios-e.es',
    name: 'Centro de Formación Oficios Ebro',
    language: 'es',
    kind: 'boilerplate',
    category: 'education-and-training',
    subcategory: 'vocational-training',
    contacts: {
      phone: '976 43 21 87',
      email: 'secretaria@centro-formacion-oficios-e.es',
      street: 'Calle de Miguel Servet 132',
      address: 'Calle de Miguel Servet 132, 50013 Zaragoza',
    },
    traps: ['funder', 'licenceYear', 'chatWidget'],
    decoys: {
      phones: ['976 71 52 00'],
      years: [2017],
      links: ['https://www.tidio.com/powered-by-tidio/live-chat/'],
    },
  },
  // Tutoring centre in West End, Brisbane (en-AU, Wix), plain: "grew out of a kitchen table in 2010"; the children's helpline and the 2025 syllabus.
  {
    domain: 'brightpath-tutoring-e.com.au',
    name: 'Brightpath Tutoring',
    language: 'en',
    kind: 'plain',
    category: 'education-and-training',
    subcategory: 'education-services',
    contacts: {
      phone: '(07) 3846 2219',
      email: 'admin@brightpath-tutoring-e.com.au',
      street: 'Suite 4, 112 Boundary Street',
      address: 'Suite 4, 112 Boundary Street, West End QLD 4101',
      founded: 2010,
      facebook: 'https://www.facebook.com/brightpathtutoringbne',
    },
    traps: ['helpline', 'standardYear'],
    decoys: { phones: ['1800 55 1800'], years: [2025] },
  },
  // Montessori primary school in Luxembourg-Belair (fr-LU, hand-made page), plain: "L'école a ouvert ses portes à la rentrée 1999"; the ministry's address and the 2001 membership.
  {
    domain: 'ecole-montessori-les-lucioles-e.lu',
    name: 'École Montessori Les Lucioles',
    language: 'fr',
    kind: 'plain',
    category: 'education-and-training',
    subcategory: 'school-and-high-school',
    contacts: {
      phone: '+352 26 45 88 20',
      email: 'secretariat@ecole-montessori-les-lucioles-e.lu',
      street: '27, avenue Gaston Diderich',
      address: '27, avenue Gaston Diderich, L-1420 Luxembourg',
      founded: 1999,
      facebook: 'https://www.facebook.com/lesluciolesmontessori',
    },
    traps: ['publicOffice', 'membershipYear'],
    decoys: { addresses: ['29, rue Aldringen, L-2926 Luxembourg'], years: [2001] },
  },
  // ---- Electronics & Technology ----
  // Release-orchestration SaaS in Austin (en-US, Next.js pages router `__NEXT_DATA__`), JS shell: "quit their jobs in 2018 and started StackPilot"; the PR agency's mailbox, an investor's LinkedIn and the 2023 audit.
  {
    domain: 'stackpilot-e.io',
    name: 'StackPilot',
    language: 'en',
    kind: 'jsShell',
    category: 'electronics-and-technology',
    subcategory: 'internet-and-software',
    contacts: {
      phone: '(512) 873-4410',
      email: 'hello@stackpilot-e.io',
      street: '600 Congress Ave, Suite 1400',
      address: '600 Congress Ave, Suite 1400, Austin, TX 78701',
      founded: 2018,
      linkedin: 'https://www.linkedin.com/company/stackpilot-io',
    },
    traps: ['pressContact', 'funder', 'certificationYear'],
    decoys: {
      emails: ['press@brightwire-pr.com'],
      links: ['https://www.linkedin.com/company/lonestar-ventures'],
      years: [2023],
    },
  },
  // Phone repair shop in São Paulo (pt-BR, WordPress Flatsome), misleading: written as a hospital (emergency room, triage, patients, surgery, ICU, medical staff); it repairs phones. "Atendemos o primeiro paciente em 2013"; the maker's service line and the 2017 model year.
  {
    domain: 'clinica-do-celular-e.com.br',
    name: 'Clínica do Celular',
    language: 'pt',
    kind: 'misleading',
    category: 'electronics-and-technology',
    subcategory: 'repair-and-services',
    contacts: {
      phone: '(11) 3062-4471',
      email: 'atendimento@clinica-do-celular-e.com.br',
      street: 'Rua Augusta, 2203 - loja 4',
      address: 'Rua Augusta, 2203 - loja 4, Cerqueira César, São Paulo - SP, 01413-000',
      founded: 2013,
      facebook: 'https://www.facebook.com/clinicadocelularsp',
    },
    traps: ['manufacturerHotline', 'modelYear'],
    decoys: { phones: ['4004-0000'], years: [2017] },
  },
  // Household appliance shop in Bergamo (it-IT, WooCommerce Storefront), boilerplate: iubenda banner, category menus, cart, newsletter, service and WEEE footer, WhatsApp button: "Il negozio l'ha aperto nonno Angelo nel 1972"; the buying group's switchboard, the authorised service centre and the 2014 decree.
  {
    domain: 'elettrodomestici-bonetti-e.it',
    name: 'Bonetti Elettrodomestici',
    language: 'it',
    kind: 'boilerplate',
    category: 'electronics-and-technology',
    subcategory: 'appliances-and-electronics',
    contacts: {
      phone: '035 24 18 66',
      email: 'negozio@elettrodomestici-bonetti-e.it',
      street: 'Via Borgo Palazzo 87',
      address: 'Via Borgo Palazzo 87, 24125 Bergamo',
      founded: 1972,
      facebook: 'https://www.facebook.com/bonettielettrodomestici',
    },
    traps: ['franchisor', 'serviceHotline', 'standardYear'],
    decoys: { phones: ['051 601 33 11', '035 31 22 40'], years: [2014] },
  },
  // Hi-fi and home-cinema dealer in Graz (de-AT, WordPress Twenty Twenty-One), plain; no founding year. A resold brand's 1946 and a turntable's 1957.
  {
    domain: 'hifi-klangraum-e.at',
    name: 'Klangraum HiFi & Heimkino',
    language: 'de',
    kind: 'plain',
    category: 'electronics-and-technology',
    subcategory: 'audio-and-visual',
    contacts: {
      phone: '0316 82 74 19',
      email: 'office@hifi-klangraum-e.at',
      street: 'Sackstraße 27',
      address: 'Sackstraße 27, 8010 Graz',
      facebook: 'https://www.facebook.com/klangraum.graz',
    },
    traps: ['resoldBrand', 'modelYear'],
    decoys: { years: [1946, 1957] },
  },
  // Computer and phone shop in Porto (pt-PT, WooCommerce Astra), plain: "Em 1997 … abriram uma loja"; the car park's line and the arbitration centre's address.
  {
    domain: 'informatica-lusa-e.pt',
    name: 'Informática Lusa',
    language: 'pt',
    kind: 'plain',
    category: 'electronics-and-technology',
    subcategory: 'computers-and-phones',
    contacts: {
      phone: '225 108 433',
      email: 'geral@informatica-lusa-e.pt',
      street: 'Rua de Santa Catarina, 512',
      address: 'Rua de Santa Catarina, 512, 4000-446 Porto',
      founded: 1997,
      facebook: 'https://www.facebook.com/informaticalusa',
    },
    traps: ['directions', 'consumerArbitration'],
    decoys: {
      phones: ['222 001 933'],
      addresses: ['Rua Damião de Góis, 31, Loja 6, 4050-225 Porto'],
    },
  },
  // ---- Events & Entertainment ----
  // Wedding planner in Dublin (en-IE, Squarespace), misleading: written as a design-and-build studio (site surveys, structural drawings, trades on site, foreman, handover); it plans weddings. "before she drew her first wedding plan … in the spring of 2016"; the florist's phone and a testimonial's 2023.
  {
    domain: 'blueprint-weddings-e.ie',
    name: 'Blueprint Weddings',
    language: 'en',
    kind: 'misleading',
    category: 'events-and-entertainment',
    subcategory: 'wedding-and-party',
    contacts: {
      phone: '01 677 4412',
      email: 'studio@blueprint-weddings-e.ie',
      street: '22 Camden Row',
      address: '22 Camden Row, Dublin 8, D08 X2T6',
      founded: 2016,
      facebook: 'https://www.facebook.com/blueprintweddingsdublin',
    },
    traps: ['recommendedPartner', 'testimonialSignature'],
    decoys: { phones: ['01 453 2901'], years: [2023] },
  },
  // Children's party entertainers in Montréal (fr-CA, WordPress Twenty Twenty-Four), misleading: written as a tax office (forms, declarations, audits, agents, filing a file, scales of fees); it sells magicians, bubble shows and party hosts. No founding year; the tax agency's phone and the 2025 rate scale.
  {
    domain: 'bureau-des-betises-e.ca',
    name: 'Le Bureau des Bêtises',
    language: 'fr',
    kind: 'misleading',
    category: 'events-and-entertainment',
    subcategory: 'childrens-entertainment',
    contacts: {
      phone: '514 272-4418',
      email: 'dossiers@bureau-des-betises-e.ca',
      street: '6520, rue Saint-Hubert',
      address: '6520, rue Saint-Hubert, Montréal (Québec) H2S 2M2',
      facebook: 'https://www.facebook.com/bureaudesbetises',
    },
    traps: ['publicOffice', 'priceListYear'],
    decoys: { phones: ['1 800 267-6299'], years: [2025] },
  },
  // Wedding and event estate near Sintra (pt-PT, Astro island props), JS shell: "Recebemos o primeiro casamento em 2007"; the manor's 1790 and the exclusive caterer's phone.
  {
    domain: 'quinta-vale-formoso-e.pt',
    name: 'Quinta do Vale Formoso',
    language: 'pt',
    kind: 'jsShell',
    category: 'events-and-entertainment',
    subcategory: 'events-and-venues',
    contacts: {
      phone: '219 230 415',
      email: 'eventos@quinta-vale-formoso-e.pt',
      street: 'Estrada de Monserrate, 27',
      address: 'Estrada de Monserrate, 27, 2710-405 Sintra',
      founded: 2007,
      facebook: 'https://www.facebook.com/quintavaleformoso',
    },
    traps: ['buildingYear', 'eventSupplier'],
    decoys: { years: [1790], phones: ['219 104 822'] },
  },
  // Rooftop nightclub in Medellín (es-CO, WordPress Avada), boilerplate: age gate, cookie bar, mega menu of nights, newsletter, responsible-drinking and legal footers; no founding year. The ticketing platform's Facebook, the resident DJ's profile and a mental-health line.
  {
    domain: 'discoteca-la-terraza-e.com.co',
    name: 'La Terraza Club',
    language: 'es',
    kind: 'boilerplate',
    category: 'events-and-entertainment',
    subcategory: 'clubbing-and-nightlife',
    contacts: {
      phone: '(604) 311 4587',
      email: 'info@discoteca-la-terraza-e.com.co',
      street: 'Carrera 37 #8A-32',
      address: 'Carrera 37 #8A-32, Parque Lleras, Medellín, Antioquia',
      facebook: 'https://www.facebook.com/laterrazaclubmde',
    },
    traps: ['ticketOffice', 'personalProfile', 'helpline'],
    decoys: {
      links: ['https://www.facebook.com/TuBoleta', 'https://www.facebook.com/djmateoarango'],
      phones: ['(604) 444 4448'],
    },
  },
  // Gaming lounge and esports venue on K Road, Auckland (en-NZ, Remix `window.__remixContext`), JS shell; no founding year. The drinks sponsor's Facebook and the 2024 season pass.
  {
    domain: 'levelup-lan-e.co.nz',
    name: 'LevelUp LAN',
    language: 'en',
    kind: 'jsShell',
    category: 'events-and-entertainment',
    subcategory: 'gaming',
    contacts: {
      phone: '09 376 2291',
      email: 'crew@levelup-lan-e.co.nz',
      street: '150 Karangahape Road',
      address: 'Level 1, 150 Karangahape Road, Auckland 1010',
      facebook: 'https://www.facebook.com/levelupLANnz',
    },
    traps: ['sponsor', 'priceListYear'],
    decoys: { links: ['https://www.facebook.com/kowhaienergy'], years: [2024] },
  },
  // Toy museum in Kensington Market, Toronto (en-CA, Webflow), boilerplate: CookieYes, mega menus, announcement bar, newsletter, donation pop-up, land acknowledgement and charity footer; no founding year. The 1889 storefront, the group-ticket reseller's line and the consent vendor's link.
  {
    domain: 'kensington-toy-museum-e.ca',
    name: 'Kensington Toy Museum',
    language: 'en',
    kind: 'boilerplate',
    category: 'events-and-entertainment',
    subcategory: 'museums-and-exhibits',
    contacts: {
      phone: '(416) 531-2290',
      email: 'info@kensington-toy-museum-e.ca',
      street: '211 Augusta Avenue',
      address: '211 Augusta Avenue, Toronto, ON M5T 2L4',
      facebook: 'https://www.facebook.com/kensingtontoymuseum',
    },
    traps: ['buildingYear', 'bookingPlatform', 'cookieVendor'],
    decoys: {
      years: [1889],
      phones: ['1-888-472-1136'],
      links: ['https://www.cookieyes.com/'],
    },
  },
  // ---- Pages that say nothing ----
  // A parked domain for sale (nl-NL, a domain broker's lander with ad links): the broker's phone, mailbox and address.
  {
    domain: 'fietsenwinkel-ams-e.nl',
    name: 'fietsenwinkel-ams-e.nl',
    language: 'nl',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['marketplace', 'classifiedAd'],
    decoys: {
      phones: ['+31 (0)20 808 44 20'],
      emails: ['makelaar@domeinparkeer.nl'],
      addresses: ['Herengracht 420, 1017 BZ Amsterdam'],
    },
  },
  // A hosting company's default page (nl-BE): the host's support line, mailbox and address.
  {
    domain: 'hoveniers-kempen-e.be',
    name: 'hoveniers-kempen-e.be',
    language: 'nl',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['webProvider'],
    decoys: {
      phones: ['014 48 90 20'],
      emails: ['support@hostiva.be'],
      addresses: ['Industriepark 12, 2300 Turnhout'],
    },
  },
  // A "coming soon" countdown (fr-FR, SeedProd on WordPress): the form's placeholder address and the web agency's LinkedIn.
  {
    domain: 'atelier-lumiere-e.fr',
    name: 'atelier-lumiere-e.fr',
    language: 'fr',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['formPlaceholder', 'agencyEntity'],
    decoys: {
      emails: ['votre@email.fr'],
      links: ['https://www.linkedin.com/company/studio-pixelnord'],
    },
  },
  // A customer portal's login wall (pt-BR, Bootstrap): the IT provider's support line and LinkedIn.
  {
    domain: 'portal-cliente-cobrasul-e.com.br',
    name: 'Portal do Cliente',
    language: 'pt',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['serviceHotline', 'webProvider'],
    decoys: {
      phones: ['(51) 3012-8890'],
      links: ['https://www.linkedin.com/company/nuvemsul-ti'],
    },
  },
  // A cookie wall with nothing behind it (en-GB, OneTrust over an empty app): the external DPO's mailbox and the consent vendor's link.
  {
    domain: 'thornbury-lettings-e.co.uk',
    name: 'thornbury-lettings-e.co.uk',
    language: 'en',
    kind: 'sayNothing',
    category: 'uncategorised',
    subcategory: 'uncategorised',
    traps: ['externalDpo', 'cookieVendor'],
    decoys: {
      emails: ['dpo@privacyfirst-compliance.co.uk'],
      links: ['https://www.onetrust.com/products/cookie-consent/'],
    },
  },
];
