import {
  normalizeSocialUrl,
  type SocialNetwork,
  socialNetworkOf,
} from '#shared/schemas/socialLinks';
import { isPhoneNumberOnly, phoneWords } from './attributePhones.ts';
import { matchingCloseBrace, unmatchedOpenBrace } from './braces.ts';
import { siteLabel } from './hostOf.ts';
import { localPartInSiteName, namesSite } from './namesSite.ts';
import { introducesAnotherParty } from './otherParty.ts';
import { namesAnotherParty } from './othersKeys.ts';
import {
  domainWithinSiteName,
  emailsInText,
  longestSharedRun,
  ownDomainEmailsInText,
  resemblesSite,
  sharedRun,
} from './plainEmails.ts';
import { postalAddressInBlock } from './textAddress.ts';
import { unique } from './uniqueValues.ts';

/**
 * Contact facts a JS app ships in its data (`"phone": "024 7610 0455"` in `__NEXT_DATA__`,
 * `email: "…"` in a Nuxt state): the page shows them once scripts run, and the reader keeps only
 * the payload's prose. An email is taken when it is at the site's own domain. A phone or an
 * address is taken by its key only when the payload holds exactly one of them: an app that
 * lists several (branches, partners, a venue and an agency) does not say which is the company's.
 */
/**
 * A key for a phone: "phone", "telefon", "phone_number", "phoneDisplay", "venuePhone" (a word
 * for phone at the key's start or after a camel-case or underscore break: not "hotel").
 */
const PHONE_KEY = new RegExp(
  `^(?:${phoneWords()})(?![a-z])|[a-z](?:${phoneWords({ capitalised: true })})(?![a-z])|_(?:${phoneWords()})(?![a-z])`,
);
/**
 * Another line's key: a fax, the platform's support, an emergency, a messenger, or a form's
 * placeholder.
 */
const OTHER_LINE_KEY =
  /fax|support|platform|emergenc|notfall|urgen|whatsapp|helpline|hotline|agency|agentur|partner|placeholder|example|sample|demo/i;
/**
 * An object kept under an event's key ("retraite": {"lieu": …, "tel": …}, "termine": [{…}]):
 * its phone is the event's or its venue's.
 */
const EVENT_KEY =
  /event|retreat|retraite|termine?n?$|veranstaltung|evenement|événement|evento|workshop|seminar|concert|konzert|festival|messe|fair$|fiera|feria|feira|beurs/i;

/** `"key": "value"`, or a JS object's `key: "value"`. */
const STRING_FIELD =
  /(?<![\w$])["']?([\w\u00C0-\u024F]{2,40})["']?\s*:\s*"((?:[^"\\]|\\.){3,40})"/g;

interface PhoneField {
  phone: string;
  /** Its object holds the site's own mailbox. */
  own: boolean;
  /** …or one at a domain that is part of the site's name (`klus@fixfabriek.nl`). */
  ownName: boolean;
}

function phoneFields(scripts: readonly string[], siteHost: string): PhoneField[] {
  const found: PhoneField[] = [];
  for (const script of scripts) {
    for (const match of script.matchAll(STRING_FIELD)) {
      const [key = '', value = ''] = [match[1], match[2]];
      if (!PHONE_KEY.test(key) || OTHER_LINE_KEY.test(key)) continue;
      if (!isPhoneNumberOnly(value)) continue;
      const at = match.index ?? 0;
      const start = script.lastIndexOf('{', at);
      const objectKey = keyOfObjectAt(script, start);
      if (EVENT_KEY.test(objectKey) || namesAnotherParty(objectKey)) continue;
      const object = script.slice(start + 1, script.indexOf('}', at));
      found.push({
        phone: value,
        own: ownDomainEmailsInText(object, siteHost).length > 0,
        ownName: holdsOwnMailbox(object, siteHost),
      });
    }
  }
  return found;
}

/**
 * The key an object at `start` stands under (`"termine": [{…}, {…}]` gives "termine" for each),
 * or "" when none is near: the scan steps back over sibling objects of an array.
 */
function keyOfObjectAt(script: string, start: number): string {
  let index = start - 1;
  const stop = Math.max(0, start - 2000);
  while (index >= stop) {
    const char = script[index] as string;
    if (char === '}') index = unmatchedOpenBrace(script, index - 1, stop) - 1;
    else if (/[\s,[]/.test(char)) index -= 1;
    else break;
  }
  const before = script.slice(Math.max(0, index - 60), index + 1);
  return /["']?([\w\u00C0-\u024F-]{2,40})["']?\s*:$/.exec(before)?.[1] ?? '';
}

/** The longest object around an address object that can still be one entity's card. */
const MAX_PARENT_OBJECT = 1500;

/**
 * Whether the object around the address's own object is the company's card: `{"name": "Front
 * Range Van Rentals", "address": {"streetAddress": …}, "email": "hello@frontrangevanrentals.com"}`.
 */
function ownParent(script: string, at: number, siteHost: string): boolean {
  const own = script.lastIndexOf('{', at);
  const stop = Math.max(0, own - MAX_PARENT_OBJECT);
  const start = unmatchedOpenBrace(script, own - 1, stop);
  if (start < stop) return false;
  const end = matchingCloseBrace(script, start, start + MAX_PARENT_OBJECT);
  if (end < 0) return false;
  const parent = script.slice(start, end + 1);
  return holdsOwnMailbox(parent, siteHost) || namesSite(parent, siteHost);
}

/** One line written two ways ("948 17 42 59", "0034 948 17 42 59"): its last nine digits. */
function sameLine(phone: string): string {
  return phone.replace(/\D/g, '').slice(-9);
}

function firstOf(...lists: string[][]): string[] {
  return lists.find((list) => list.length > 0) ?? [];
}
const FOUNDED_KEYS =
  'founded|foundingYear|foundingDate|founded_year|established|gegruendet|gegründet|gruendung|gründung|gruendungsjahr|fondation|fondee|fondée|fundacion|fundación|fundacao|fundação|opgericht|fondazione|fondata|seit|since|depuis|desde|sinds';
const ADDRESS_KEYS =
  'address|streetAddress|adresse|anschrift|direccion|dirección|indirizzo|morada|endereco|endereço|adres';

function keyedValues(scripts: readonly string[], keys: string, siteHost: string): string[] {
  const pattern = new RegExp(
    String.raw`["']?\b(?:${keys})["']?\s*:\s*"((?:[^"\\]|\\.){3,200})"`,
    'gi',
  );
  return scripts.flatMap((script) =>
    [...script.matchAll(pattern)]
      .filter((match) => !underOtherParty(script, match.index ?? 0, siteHost))
      .map((match) => (match[1] ?? '').replace(/\\u002F/gi, '/')),
  );
}

/** Whether the field at `at` stands in an object kept under another party's key, or titled as one. */
function underOtherParty(script: string, at: number, siteHost: string): boolean {
  const open = script.lastIndexOf('{', at);
  return namesAnotherParty(keyOfObjectAt(script, open)) || titledAsAnother(script, open, siteHost);
}

/** The keys an app names a card by: its name, label or title, in the seven languages. */
const TITLE_FIELD =
  /["']?\b(?:name|label|title|titel|titre|titulo|título|naam|nome|nombre|bezeichnung|heading)["']?\s*:\s*"((?:[^"\\]|\\.){2,200})"/gi;

/** The longest object read for its title. */
const MAX_CARD_OBJECT = 1500;

/**
 * An object whose own name or label introduces another party (`{"label": "Klantenservice
 * EuroParcel Netwerk (onze partner)", "adres": …}`, `{"name": "Copperline Medical – our sister
 * company", …}`): its fields are that party's, as a card under such a title is.
 */
function titledAsAnother(script: string, open: number, siteHost: string): boolean {
  if (open < 0) return false;
  const close = matchingCloseBrace(script, open, open + MAX_CARD_OBJECT);
  if (close < 0) return false;
  const object = script.slice(open, close + 1);
  // Only the object's own fields: a nested object's title is that object's.
  const own = object.slice(1).replace(/\{[^{}]*\}/g, '');
  return [...own.matchAll(TITLE_FIELD)].some((match) =>
    introducesAnotherParty(match[1] ?? '', siteLabel(siteHost)),
  );
}

/** An object's mailbox at the site's domain, or at a domain that is part of the site's name. */
function holdsOwnMailbox(object: string, siteHost: string): boolean {
  return (
    ownDomainEmailsInText(object, siteHost).length > 0 ||
    emailsInText(object).some((email) => domainWithinSiteName(email, siteHost))
  );
}

function onlyOne(values: readonly string[], key: (value: string) => string): string[] {
  const distinct = new Map(values.map((value) => [key(value), value]));
  return distinct.size === 1 ? [...distinct.values()] : [];
}

/** A founding year kept as a number: "founded": 2014. */
const FOUNDED_NUMBER = new RegExp(String.raw`"(?:${FOUNDED_KEYS})"\s*:\s*(\d{4})\b`, 'gi');
const STREET_KEYS =
  'street|strasse|straße|straat|strada|rua|streetAddress|address|address1|line1|adresse|anschrift|direccion|dirección|indirizzo|via|morada|endereco|endereço|adres|rue|calle';
const PLACE_KEYS =
  'zipCity|zip_city|zipcode|zip_code|plzOrt|plz_ort|postcodeCity|postcode_city|cityZip|city_zip|cpVille|cp_ville|zip|plz|postcode|postalCode|postal_code|postal|cp|cap|codigoPostal|codigo_postal|code_postal|ort|city|stadt|ville|ciudad|città|citta|cidade|localidade|plaats|woonplaats|town|locality|addressLocality|province|provincia|provincie|state|eircode|postcodePlaats|postcode_plaats|nap|npa|codePostal|cep';
/**
 * A street field, then the rest of its object up to the next brace; its key quoted as JSON's
 * or bare as a script's object literal (Nuxt 2's `streetAddress:"Via dei Cavazzeni 7"`).
 */
const STREET_FIELD = new RegExp(
  String.raw`(?<![\w$])["']?(?:${STREET_KEYS})["']?\s*:\s*"((?:[^"\\]|\\.){3,80})"([^{}]{0,400})`,
  'gi',
);
const PLACE_FIELD = new RegExp(
  String.raw`(?<![\w$])["']?(?:${PLACE_KEYS})["']?\s*:\s*"((?:[^"\\]|\\.){2,60})"`,
  'gi',
);

interface FieldAddress {
  address: string;
  /** Its object names the site: its email at the site's domain, or the company's name. */
  own: boolean;
  /** Its object is the address of an object that names the site (see `ownParent`). */
  inOwnCard: boolean;
}

/**
 * An address an app keeps in fields ("strasse": "Hasestraße 54", "ort": "49074 Osnabrück";
 * "adresse", "cp", "ville"): the street and the place fields after it in the same object.
 */
function fieldAddresses(scripts: readonly string[], siteHost: string): FieldAddress[] {
  const found: FieldAddress[] = [];
  for (const script of scripts) {
    for (const match of script.matchAll(STREET_FIELD)) {
      const street = (match[1] ?? '').trim();
      const rest = match[2] ?? '';
      // A place the street field already holds ("adresse": "Route de Cossonay 12, 1303 Penthaz",
      // "npa": "1303") is not written twice.
      const place = [...rest.matchAll(PLACE_FIELD)]
        .map((each) => (each[1] ?? '').trim())
        .filter((part) => !street.includes(part));
      const address = [street, place.join(' ')].filter(Boolean).join(', ');
      // A postcode says it is a postal address, not a line of prose under an "address" key.
      if (!place.length || !/\d{4,5}|\b[A-Z]{1,2}\d/.test(place.join(' '))) continue;
      if (underOtherParty(script, match.index ?? 0, siteHost)) continue;
      const own = holdsOwnMailbox(rest, siteHost) || namesSite(`${street} ${rest}`, siteHost);
      found.push({
        address,
        own,
        inOwnCard: !own && ownParent(script, match.index ?? 0, siteHost),
      });
    }
  }
  return found;
}

/** A profile link in a script, its slashes escaped or not (`https:\u002F\u002Fwww.facebook.com…`). */
const PROFILE_URL =
  /https?:(?:\/|\\\/|\\u002F){2}(?:[a-z]+\.)?(?:facebook\.com|linkedin\.com|instagram\.com|youtube\.com|x\.com|twitter\.com|github\.com)(?:\/|\\\/|\\u002F)[^"'\s\\<>]*(?:(?:\\\/|\\u002F)[^"'\s\\<>]*)*/gi;

/**
 * The app's own profile links, one per network: a network's only profile in the payload that
 * shares four letters in a row with the site's name ("ribeirayoga.porto" on yoga-ribeira.pt),
 * not under a partner's or another party's key. A JS app keeps its footer's links there; a
 * group's ("vetalis-sante-animale" on a member clinic's site) or a person's is someone else's.
 */
function payloadProfiles(
  scripts: readonly string[],
  siteHost: string,
): Partial<Record<SocialNetwork, string>> {
  const byNetwork = new Map<SocialNetwork, Set<string>>();
  for (const script of scripts) {
    for (const match of script.matchAll(PROFILE_URL)) {
      const url = normalizeSocialUrl(match[0].replace(/\\u002F|\\\//gi, '/'));
      const network = url ? socialNetworkOf(url) : undefined;
      if (!url || !network || underOtherParty(script, match.index ?? 0, siteHost)) continue;
      if (longestSharedRun(url.split('/').pop() ?? '', siteHost) < 4) continue;
      byNetwork.set(network, (byNetwork.get(network) ?? new Set()).add(url.toLowerCase()));
    }
  }
  const profiles: Partial<Record<SocialNetwork, string>> = {};
  for (const [network, urls] of byNetwork) {
    const [only] = urls;
    if (urls.size === 1 && only) profiles[network] = only;
  }
  return profiles;
}

export function payloadContacts(
  scripts: readonly string[],
  siteHost: string,
): {
  emails: string[];
  phones: string[];
  addresses: string[];
  founded: string | null;
  profiles: Partial<Record<SocialNetwork, string>>;
} {
  const phones = phoneFields(scripts, siteHost);
  const addresses = keyedValues(scripts, ADDRESS_KEYS, siteHost)
    .map((value) => postalAddressInBlock(value))
    .filter((value): value is string => !!value);
  // "gegruendet": "1999", "fundacao": "Desde 1976", "founded": 2014.
  const founded = [
    ...keyedValues(scripts, FOUNDED_KEYS, siteHost),
    // Not a partner's or a federation's ("partners": [{…, "since": 1962}]).
    ...scripts.flatMap((script) =>
      [...script.matchAll(FOUNDED_NUMBER)]
        .filter((match) => !underOtherParty(script, match.index ?? 0, siteHost))
        .map((match) => match[1] ?? ''),
    ),
  ]
    .map((value) => /\b(1[89]\d\d|20[0-2]\d)\b/.exec(value)?.[1])
    .filter((year): year is string => year !== undefined);
  const fields = fieldAddresses(scripts, siteHost);
  const ownFields = firstOf(
    onlyOne(
      fields.filter((each) => each.own).map((each) => each.address),
      (value) => value.toLowerCase(),
    ),
    onlyOne(
      fields.filter((each) => each.inOwnCard).map((each) => each.address),
      (value) => value.toLowerCase(),
    ),
  );
  return {
    // At the site's domain, else at a domain that is part of the site's name
    // ("table@zaatarandember.co.uk", "dispo@gruber-umzuege.de" on gruber-umzuege-muenchen.de),
    // the longest first: a script holds other parties' addresses too, and a name sharing only a
    // trade word ("takeawaytech-ordering.co.uk") or adding one ("fitpunto-red.es") is theirs.
    emails: unique([
      ...scripts.flatMap((script) => ownDomainEmailsInText(script, siteHost)),
      ...scripts
        .flatMap((script) => emailsInText(script))
        .filter((email) => domainWithinSiteName(email, siteHost))
        .sort((a, b) => sharedRun(b, siteHost) - sharedRun(a, siteHost)),
      // Then a mailbox named after the site, local part and domain together: a franchise
      // branch's ("leipzig-gohlis@haarwerk-friseure.de" on haarwerk-leipzig-gohlis.de) before
      // the franchisor's ("info@haarwerk-friseure.de").
      ...scripts
        .flatMap((script) => emailsInText(script))
        .filter((email) => localPartInSiteName(email, siteHost) && resemblesSite(email, siteHost))
        .sort((a, b) => sharedRun(b, siteHost) - sharedRun(a, siteHost)),
    ]),
    // The one number the app holds; else the one in the object with the site's mailbox
    // (`"header": {"telefon": "…", "email": "auftrag@site"}` beside a depot's or a platform's).
    phones: firstOf(
      onlyOne(
        phones.map((each) => each.phone),
        sameLine,
      ),
      onlyOne(
        phones.filter((each) => each.own).map((each) => each.phone),
        sameLine,
      ),
      onlyOne(
        phones.filter((each) => each.ownName).map((each) => each.phone),
        sameLine,
      ),
    ),
    founded: onlyOne(founded, (year) => year)[0] ?? null,
    profiles: payloadProfiles(scripts, siteHost),
    // The object that names the company first; else the one address the app holds.
    addresses: ownFields.length
      ? ownFields
      : onlyOne([...addresses, ...fields.map((each) => each.address)], (value) =>
          value.toLowerCase().replace(/[^\p{L}\p{N}]/gu, ''),
        ),
  };
}
