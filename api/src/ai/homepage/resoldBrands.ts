import { eitherCaseFirst } from './eitherCase.ts';
import { squashedSiteLabel } from './hostOf.ts';
import { asDomainSpells } from './namesSite.ts';

/**
 * The brands a dealer's page says it sells or represents: "Officieel Kessler Swiss dealer",
 * "concessionario ufficiale Maison Vauclair", "Ihr Nordtherm-Fachpartner", "loja oficial
 * Moretti", "Kronwerk-dealer". Such a page tells the brand's history in the brand's words ("Seit
 * 1962 baut Nordtherm …", "Kessler Swiss – Zwitsers vakmanschap sinds 1893"): a year told of the
 * brand is not the dealer's founding.
 */

// Case-sensitive lists, unlike `foundingYears.ts`' OFFICIAL_WORD and DEALER_WORD: the brand
// after them is told by its capital, which a case-insensitive pattern cannot check.
const OFFICIAL_WORDS = [
  'official',
  'officiel',
  'officielle',
  'offizieller',
  'offizielle',
  'offiziellen',
  'oficial',
  'ufficiale',
  'officieel',
  'officiële',
  'authorised',
  'authorized',
  'autorisé',
  'autorisée',
  'autorisierter',
  'autorisierte',
  'agréé',
  'agréée',
  'autorizado',
  'autorizada',
  'autorizzato',
  'autorizzata',
  'geautoriseerde',
  'geautoriseerd',
];
const DEALER_WORDS = [
  'dealer',
  'stockist',
  'retailer',
  'reseller',
  'distributor',
  'store',
  'shop',
  'boutique',
  'loja',
  'negozio',
  'tienda',
  'winkel',
  'partner',
  'fachpartner',
  'händler',
  'fachhändler',
  'vertragshändler',
  'concessionnaire',
  'revendeur',
  'distributeur',
  'concesionario',
  'distribuidor',
  'concessionario',
  'rivenditore',
  'distributore',
  'concessionária',
  'revendedor',
  'wederverkoper',
  'verdeler',
];
const OFFICIAL = `(?:${eitherCaseFirst(OFFICIAL_WORDS)})`;
const DEALER = `(?:${eitherCaseFirst(DEALER_WORDS)})`;
/** A region between the title and the brand: "concessionario ufficiale per Bergamo Vaudrier & Fils". */
const REGION = String.raw`(?:(?:per|for|voor|pour|para|für|in|im|en|em|no|na)\s+\p{Lu}[\p{L}-]+\s+)?`;
/** One to three capitalised words: the brand as the page writes it (`NOT_BRAND` sorts out the rest). */
const BRAND = String.raw`(\p{Lu}[\p{L}'’]+(?:[ ](?:&[ ])?\p{Lu}[\p{L}'’]+){0,2})`;

const BRAND_AFTER_TITLE = new RegExp(
  String.raw`(?<![\p{L}])(?:${DEALER}\s+${OFFICIAL}|${OFFICIAL}(?:\s+${DEALER})?)\s+${REGION}${BRAND}`,
  'gu',
);
const BRAND_BEFORE_TITLE = new RegExp(
  String.raw`${BRAND}(?:-|\s)(?:[Pp]remium-|[Ss]ervice-)?(?:${eitherCaseFirst(['dealer', 'fachpartner', 'partner', 'händler', 'fachhändler', 'vertragshändler'])}|Experience Center)(?![\p{L}])`,
  'gu',
);

const TITLE_WORD = new RegExp(`^(?:${OFFICIAL}|${DEALER})$`, 'iu');

/**
 * Capitalised words beside a brand that are not it: pronouns and articles, a menu's first item
 * ("Home Maison Vauclair"), the generic word a maker's name starts with ("Maison Vauclair").
 */
const NOT_BRAND =
  /^(?:unser\p{L}*|ihre?|our|your|notre|votre|nos|nuestr\p{L}*|nostr\p{L}*|onze|uw|noss\p{L}*|the|die|der|das|la|le|les|el|il|de|het|we|wir|nous|wij|noi|nós|home|start|startseite|accueil|inicio|início|inici|homepage|maison|casa|haus|house|groupe?|gruppo|grupo|atelier|manufacture|manufaktur)$/iu;

/**
 * The brands the page says it deals in, each as written and by its own word: "Kessler Swiss"
 * and "Kessler", "Maison Vauclair" and "Vauclair" (four letters at least).
 */
export function resoldBrandNames(text: string, siteHost: string | undefined): string[] {
  const names = new Set<string>();
  for (const pattern of [BRAND_AFTER_TITLE, BRAND_BEFORE_TITLE]) {
    for (const match of text.matchAll(pattern)) {
      const words = (match[1] ?? '')
        .split(/[ &]+/)
        // The dealer's own name is never the brand ("concessionario ufficiale Gioielleria Ferri
        // Vaudrier & Fils" on gioielleriaferri.it).
        .filter((word) => !TITLE_WORD.test(word) && !namesSite(word, siteHost));
      const own = words.find((word) => !NOT_BRAND.test(word));
      if (own === undefined) continue;
      names.add(own);
      names.add(words.slice(words.indexOf(own)).join(' '));
    }
  }
  return [...names].filter((name) => name.length >= 4);
}

/**
 * Any part of the site's name, a compound's head too: "Moto" of motoferretti-….it is the dealer's
 * own word, so "Moto Guzzi" is the brand "Guzzi" and "Moto Ferretti" never tells of it.
 */
function namesSite(word: string, siteHost: string | undefined): boolean {
  const spelled = asDomainSpells(word).replace(/[^a-z0-9]/g, '');
  return (
    siteHost !== undefined && spelled.length >= 4 && squashedSiteLabel(siteHost).includes(spelled)
  );
}

const DEALING = new RegExp(`(?<![\\p{L}])(?:${OFFICIAL}|${DEALER})(?![\\p{L}])`, 'iu');

/**
 * Whether a year's clause tells of one of those brands and not of the dealing itself: the words
 * right before the year or after it name no dealing ("Nordtherm Premium-Partner seit 2019" dates
 * the partnership, which the page's other rules weigh).
 */
export function toldOfResoldBrand(
  clause: { before: string; year: string; after: string },
  brandNames: readonly string[],
): boolean {
  if (DEALING.test(`${clause.before.slice(-35)} ${clause.after}`)) return false;
  const words = `${clause.before} ${clause.year} ${clause.after}`;
  return brandNames.some((name) => namedIn(words, name));
}

/** Whether the name stands in the text as words of its own, not inside a longer word. */
function namedIn(text: string, name: string): boolean {
  for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + 1)) {
    const alone =
      !/\p{L}/u.test(text.charAt(at - 1)) && !/\p{L}/u.test(text.charAt(at + name.length));
    if (alone) return true;
  }
  return false;
}
