import { bareHost, hostOf, siteLabel, squashedSiteLabel } from './hostOf.ts';
import type { OrganizationFacts } from './types.ts';

/**
 * schema.org types that describe the business itself. LocalBusiness has ~150 subtypes; the
 * common ones are listed and the rest are recognised by their suffix (`…Store`, `…Service`).
 */
const ORGANIZATION_TYPES = new Set([
  'Organization',
  'Corporation',
  'LocalBusiness',
  'NGO',
  'EducationalOrganization',
  'CollegeOrUniversity',
  'School',
  'GovernmentOrganization',
  'MedicalOrganization',
  'SportsOrganization',
  'NewsMediaOrganization',
  'PerformingGroup',
  'Airline',
  'Library',
  'Dentist',
  'Physician',
  'Hospital',
  'Pharmacy',
  'Optician',
  'VeterinaryCare',
  'Attorney',
  'Notary',
  'Bakery',
  'BarOrPub',
  'Brewery',
  'Winery',
  'Distillery',
  'CafeOrCoffeeShop',
  'Restaurant',
  'FastFoodRestaurant',
  'IceCreamShop',
  'Hotel',
  'Motel',
  'Hostel',
  'Resort',
  'BedAndBreakfast',
  'Campground',
  'Plumber',
  'Electrician',
  'Locksmith',
  'HousePainter',
  'RoofingContractor',
  'GeneralContractor',
  'MovingCompany',
  'HVACBusiness',
  'AutoRepair',
  'AutoDealer',
  'AutoRental',
  'GasStation',
  'BeautySalon',
  'HairSalon',
  'NailSalon',
  'DaySpa',
  'TattooParlor',
  'HealthClub',
  'ExerciseGym',
  'GolfCourse',
  'BowlingAlley',
  'SkiResort',
  'NightClub',
  'Casino',
  'MovieTheater',
  'Museum',
  'Zoo',
  'Aquarium',
  'AmusementPark',
  'TravelAgency',
  'RealEstateAgent',
  'InsuranceAgency',
  'BankOrCreditUnion',
  'AccountingService',
  'EmploymentAgency',
  'ChildCare',
  'Preschool',
  'FuneralHome',
  'Cemetery',
  'PlaceOfWorship',
  'Church',
  'RecyclingCenter',
  'SelfStorage',
  'ShoppingCenter',
  'DryCleaningOrLaundry',
  'AnimalShelter',
  'PoliceStation',
  'FireStation',
  'CityHall',
  'Courthouse',
  'GovernmentOffice',
  'PostOffice',
  'TaxiService',
  'BusStation',
  'Airport',
  'ParkingFacility',
  'RadioStation',
  'TelevisionStation',
  // LocalBusiness's other subtypes that no suffix names: sports places, food and lodging
  // places, and the rest of schema.org's list.
  'SportsActivityLocation',
  'PublicSwimmingPool',
  'StadiumOrArena',
  'TennisComplex',
  'FoodEstablishment',
  'Florist',
  'InternetCafe',
  'ArtGallery',
  'AutoWash',
  'MotorcycleDealer',
  'MotorcycleRepair',
  'DiagnosticLab',
  'Physiotherapy',
  'VacationRental',
  'Campsite',
  'WholesaleStore',
  'EducationalOrganisation',
  'ElementarySchool',
  'HighSchool',
  'MiddleSchool',
]);

const ORGANIZATION_SUFFIX =
  /(Organization|Organisation|Business|Store|Service|Agency|Shop|Restaurant|Contractor|Clinic|Center|Club|Company)$/;

type Json = unknown;
type JsonObject = Record<string, Json>;

/** What a page's JSON-LD says, keeping only what belongs to the site's own company. */
export interface JsonLdReading {
  organization: OrganizationFacts | null;
  /** schema.org types of every node that is not another company's (`SoftwareApplication`). */
  types: string[];
  /** Hosts of entities that are someone else (the web agency, a partner): not the company. */
  foreignHosts: string[];
}

/**
 * A theme's demo data, copied into thousands of sites: never the company's. Numbers and
 * streets that only exist in examples.
 */
export const DEMO_VALUES =
  /your (business|company)( name)?|company name|theme demo|\b(store|shop|business|company|site|restaurant) demo\b|\b(demo|sample) (street|road|avenue|lane|way|store|shop|business|company|arena|venue|hotel|restaurant|clinic|studio)\b|lorem ipsum|anytown|123 main st|\(?\b123\)?[\s.-]*456[\s.-]*7890|555[\s.-]*555[\s.-]*5555|800[\s.-]*123[\s.-]*4567|yourdomain|example\.(com|org|net)|muster(stra(ss|ß)e|stadt)|max mustermann|rue de l'exemple|calle falsa/i;

/**
 * A node that names no address of its own but writes from another domain, under a name the
 * site's domain does not carry: the web agency's entity left in the theme ("Pixelfold Studio",
 * studio@pixelfold-agency.co.uk on ivyandthread.co.uk). The company's own node, even one
 * written with a mail address elsewhere, shares a word with its site's name.
 */
function isAnotherPartys(node: JsonObject, site: string, siteMailbox: boolean): boolean {
  const email = text(first(node.email))?.replace(/^mailto:/i, '');
  const emailHost = email?.includes('@') ? bareHost(email.split('@')[1] ?? '') : null;
  if (!emailHost || siteLabel(emailHost) === siteLabel(site)) return false;
  // On a site that has a mailbox at its own domain, a name that the node's mailbox domain spells
  // more fully than the site's is that domain's company: "Mutua Padana Assicurazioni S.p.A."
  // (sede@mutuapadana.it) on an agency's site, which shares only its trade's word with
  // agenzia-campiverdi-assicurazioni.it. (A restaurant whose only mailbox is at its brand's
  // domain writes its node with it.)
  if (siteMailbox && nameWordsIn(node, emailHost) > nameWordsIn(node, site)) return true;
  return !nameInSite(node, site);
}

/** Whether a word of the node's name is part of the site's name. */
function nameInSite(node: JsonObject, site: string): boolean {
  return nameWordsIn(node, site) > 0;
}

/** How many words of the node's name a host's name holds. */
function nameWordsIn(node: JsonObject, host: string): number {
  const label = squashedSiteLabel(host);
  const words = (text(node.name) ?? '').toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? [];
  return words.filter((word) => spellingsInDomains(word).some((form) => label.includes(form)))
    .length;
}

/** A word as a domain may spell it: "müller" as "muller" and "mueller", "ß" as "ss". */
function spellingsInDomains(word: string): string[] {
  const plain = word.normalize('NFD').replace(/\p{M}/gu, '');
  const german = word
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss');
  return [word, plain, german];
}

/**
 * The company's own Organization-like node: the one whose `url` is the site (or, when no node
 * names a URL, the only one), never a node that is demo data or another site's entity (the web
 * agency or a partner in the same `@graph`).
 */
export function readJsonLd(
  blocks: readonly string[],
  siteHost: string,
  page: { siteMailbox: boolean },
): JsonLdReading {
  const nodes: JsonObject[] = [];
  for (const block of blocks) {
    const parsed = parseLenient(block);
    if (parsed !== undefined) collectNodes(parsed, nodes, 0);
  }
  const site = bareHost(siteHost);
  const foreignHosts: string[] = [];
  const rejected = new Set<JsonObject>();
  for (const node of nodes) {
    const host = hostOf(node.url) ?? hostOf(node['@id']);
    if (host && host !== site && !host.endsWith(`.${site}`)) {
      foreignHosts.push(host);
      markChildren(node, rejected);
    } else if (
      DEMO_VALUES.test(JSON.stringify(node)) ||
      (!host && isAnotherPartys(node, site, page.siteMailbox))
    ) {
      rejected.add(node);
    }
    for (const maker of websiteMakers(node, site)) markChildren(maker, rejected);
  }
  const own = nodes.filter((node) => !rejected.has(node) && typesOf(node).some(isOrganizationType));
  const matching = own.filter((node) => {
    const host = hostOf(node.url) ?? hostOf(node['@id']);
    return host !== null;
  });
  const candidates = matching.length > 0 ? matching : own;
  // Once the site's own entity is known by its URL, another business beside it with no URL and
  // a name the site does not carry is someone else's: a case study's client, a venue, a partner
  // ("Dentist: Whitcomb Family Dentistry" on a marketing agency's page). Its type is not the
  // company's trade.
  const othersBusiness = (node: JsonObject) =>
    matching.length > 0 &&
    !matching.includes(node) &&
    typesOf(node).some(isOrganizationType) &&
    !nameInSite(node, site);
  const types = [
    ...new Set(
      nodes.filter((node) => !rejected.has(node) && !othersBusiness(node)).flatMap(typesOf),
    ),
  ];
  if (candidates.length === 0) return { organization: null, types, foreignHosts };
  const best = candidates.reduce((a, b) => (richness(b) > richness(a) ? b : a));
  const contactPoint = toArray(best.contactPoint).find(
    (point): point is JsonObject => !!point && typeof point === 'object',
  );
  return {
    organization: {
      types: typesOf(best),
      name: text(best.name),
      description: text(best.description),
      telephone: text(first(best.telephone)) ?? text(first(contactPoint?.telephone)),
      email:
        (text(first(best.email)) ?? text(first(contactPoint?.email)))?.replace(/^mailto:/i, '') ??
        null,
      address: addressText(first(best.address)),
      foundingYear: foundingYear(best.foundingDate),
      employees: employeeRange(best.numberOfEmployees),
      sameAs: toArray(best.sameAs)
        .map(text)
        .filter((value): value is string => !!value),
    },
    types,
    foreignHosts,
  };
}

/** Who a page or a site names as having made or published it. */
const MAKER_KEYS = ['publisher', 'creator', 'author', 'maintainer', 'copyrightHolder'];

/**
 * The web agency written into the site's own `WebSite` or `WebPage` node as its publisher or
 * creator ("publisher": {"name": "Pixelwerk Leipzig GmbH", "telephone": …} on Ofenhaus
 * Brenner's site): a maker whose name the site's domain does not carry is not the company. A
 * reference by `@id` to the company's own node is no maker written out.
 */
function websiteMakers(node: JsonObject, site: string): JsonObject[] {
  if (!typesOf(node).some((type) => type === 'WebSite' || type === 'WebPage')) return [];
  return MAKER_KEYS.flatMap((key) => toArray(node[key]))
    .filter((maker): maker is JsonObject => !!maker && typeof maker === 'object')
    .filter((maker) => text(maker.name) !== null && !nameInSite(maker, site));
}

function markChildren(value: Json, into: Set<JsonObject>): void {
  if (!value || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const item of value) markChildren(item, into);
    return;
  }
  into.add(value as JsonObject);
  for (const child of Object.values(value)) markChildren(child, into);
}

/** Real pages ship JSON-LD with HTML comments, raw newlines in strings and trailing commas. */
function parseLenient(block: string): Json | undefined {
  const cleaned = block
    .replace(/^\s*(<!--|\/\/\s*<!\[CDATA\[)|(-->|\/\/\s*\]\]>)\s*$/g, '')
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/,\s*([}\]])/g, '$1');
  try {
    return JSON.parse(cleaned) as Json;
  } catch {
    return undefined;
  }
}

function collectNodes(value: Json, into: JsonObject[], depth: number): void {
  if (depth > 6 || value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const item of value) collectNodes(item, into, depth + 1);
    return;
  }
  const node = value as JsonObject;
  into.push(node);
  for (const [key, child] of Object.entries(node)) {
    if (key === 'address') continue;
    collectNodes(child, into, depth + 1);
  }
}

function typesOf(node: JsonObject): string[] {
  return toArray(node['@type'])
    .filter((type): type is string => typeof type === 'string')
    .map((type) => type.replace(/^https?:\/\/schema\.org\//, ''));
}

export function isOrganizationType(type: string): boolean {
  return ORGANIZATION_TYPES.has(type) || ORGANIZATION_SUFFIX.test(type);
}

function richness(node: JsonObject): number {
  const fields = [
    'telephone',
    'email',
    'address',
    'foundingDate',
    'numberOfEmployees',
    'sameAs',
    'contactPoint',
  ];
  return fields.filter((field) => node[field] !== undefined).length;
}

function toArray(value: Json): Json[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

function first(value: Json): Json {
  return Array.isArray(value) ? value[0] : value;
}

function text(value: Json): string | null {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.replace(/\s+/g, ' ').trim();
  return trimmed === '' ? null : trimmed;
}

function addressText(value: Json): string | null {
  if (typeof value === 'string') return text(value);
  if (!value || typeof value !== 'object') return null;
  const address = value as JsonObject;
  const country = address.addressCountry;
  const countryName =
    country && typeof country === 'object' ? text((country as JsonObject).name) : text(country);
  const regionAndCode = [text(address.addressRegion), text(address.postalCode)]
    .filter(Boolean)
    .join(' ');
  const parts = [
    text(address.streetAddress),
    text(address.addressLocality),
    regionAndCode || null,
    countryName,
  ].filter((part): part is string => !!part);
  return parts.length > 0 ? parts.join(', ') : null;
}

function foundingYear(value: Json): number | null {
  const match = /^\s*(\d{4})/.exec(String(first(value) ?? ''));
  return match ? Number(match[1]) : null;
}

/** LinkedIn's size bands: a reported head count becomes the band it falls in. */
const EMPLOYEE_BANDS: ReadonlyArray<readonly [number, number]> = [
  [1, 10],
  [11, 50],
  [51, 200],
  [201, 500],
  [501, 1000],
  [1001, 5000],
  [5001, 10000],
];

export function employeeRange(value: Json): string | null {
  const raw = first(value);
  if (raw && typeof raw === 'object') {
    const quantity = raw as JsonObject;
    const min = toCount(quantity.minValue);
    const max = toCount(quantity.maxValue);
    if (min !== null && max !== null && min < max) return `${min}-${max}`;
    if (min !== null && max === null && quantity.value === undefined) return `${min}+`;
    return employeeRange(quantity.value);
  }
  if (typeof raw === 'string' && /^\s*\d[\d,]*\s*(-\s*\d[\d,]*|\+)\s*$/.test(raw)) {
    return raw.replace(/[\s,]/g, '');
  }
  const count = toCount(raw);
  if (count === null || count < 1) return null;
  const band = EMPLOYEE_BANDS.find(([, high]) => count <= high);
  return band ? `${band[0]}-${band[1]}` : '10001+';
}

function toCount(value: Json): number | null {
  const number = typeof value === 'number' ? value : Number(String(value ?? '').replace(/,/g, ''));
  return Number.isInteger(number) && number >= 0 && value !== '' && value !== undefined
    ? number
    : null;
}
