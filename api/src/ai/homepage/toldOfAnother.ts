import { eitherCaseFirst } from './eitherCase.ts';
import { PUBLIC_THING_BEFORE } from './foundingOfOthers.ts';
import { lastSentence } from './lastSentence.ts';
import { namesSiteWords } from './namesSite.ts';
import { toldOfResoldBrand } from './resoldBrands.ts';

/**
 * Whether a year, kept as a founding, is told of someone or something else than the company
 * now: a past activity dated with "since" in the past tense (`PAST_SINCE_BEFORE`,
 * `PAST_SINCE_AFTER`), an organisation that is the subject of its founding (`ORGANISATION_SUBJECT_BEFORE`),
 * a public body the site shares one word with, a founding whose sentence tells its end
 * (`ENDED_AFTER`), a brand the page says it deals in ("Seit 1962 baut Nordtherm …" on a Nordtherm
 * partner's page). Such a year is read after the others, not dropped: the page may tell no other.
 */
export function toldOfAnother(
  text: string,
  match: RegExpExecArray | RegExpMatchArray,
  options: { siteHost: string | undefined; withVerb: boolean; brandNames: readonly string[] },
): boolean {
  const start = match.index ?? 0;
  const before = text.slice(Math.max(0, start - 100), start);
  const after = text.slice(start + match[0].length, start + match[0].length + 200);
  const clause = {
    before: lastSentence(text.slice(Math.max(0, start - 140), start)),
    year: match[0],
    after: after.split(/[.,;:!?]/)[0] ?? '',
  };
  if (toldOfResoldBrand(clause, options.brandNames)) return true;
  if (!options.withVerb && (PAST_SINCE_BEFORE.test(before) || PAST_SINCE_AFTER.test(after))) {
    return true;
  }
  if (options.withVerb && ENDED_AFTER.test(after)) return true;
  const organisation = ORGANISATION_SUBJECT_BEFORE.exec(before)?.[1];
  if (organisation !== undefined && !namesOwnOrganisation(text, organisation, options.siteHost)) {
    return true;
  }
  // A public body named with one of the site's words but not its kind ("Fédération du BTP de la
  // Savoie" on cfa-batisavoie.fr; "El museo" on museolozapenco.cl is the site's own).
  const thing = PUBLIC_THING_BEFORE.exec(before)?.[1];
  return (
    thing !== undefined &&
    options.siteHost !== undefined &&
    !namesSiteWords(thing, options.siteHost)
  );
}

/**
 * Whether the page names an organisation of that kind with the site's words ("Associazione
 * Panificatori della Provincia di Cremona" on panificatori-cremona.it): then "l'associazione" is
 * the site's own. "Labrador Club Vlaanderen" on a kennel's site is another.
 */
function namesOwnOrganisation(text: string, kind: string, siteHost: string | undefined): boolean {
  if (siteHost === undefined) return true;
  const name = String.raw`(?:\p{Lu}[\p{L}'’&-]*\s+){0,3}(?:${eitherCaseFirst([kind.toLowerCase()])})(?:\s+(?:(?:de|del|della|di|du|des|de la|van|von|der|of|da|do)\s+)*\p{Lu}[\p{L}'’&-]*){0,4}`;
  return [...text.matchAll(new RegExp(name, 'gu'))].some((named) =>
    namesSiteWords(named[0], siteHost),
  );
}

/**
 * A past activity dated with "since", not the company now: an imperfect before the year ("La
 * estancia criaba ovejas desde 1908", "l'atelier fabriquait des sabots depuis 1890", "il mulino
 * macinava grano dal 1850", "the mill had been grinding since 1850").
 */
const PAST_SINCE_BEFORE =
  /(?:(?<![\p{L}])\p{Ll}{3,}(?:aba|aban|ava|avam|avano|evano|ait|aient)|(?<![\p{L}])had)(?![\p{L}])[^.;!?,]{0,50}$/u;

/**
 * A year told first then its verb in the past (German and Dutch put the verb second: "Seit 1934
 * bewirtschaftete Großvater die Teiche", "Sinds 1931 leidde de familie …", "Seit 1950 war hier
 * …"); the same in the Romance languages ("desde 1908 criaba ovejas").
 */
const PAST_SINCE_AFTER =
  /^[\s,]+(?:(?:war|hatte|was|had|werd|wurde)|\p{Ll}{3,}(?<!s)(?:te|de)|(?:\p{L}+\s+)?\p{Ll}{3,}(?:aba|aban|ava|avam|avano|evano|ait|aient))(?![\p{L}])/u;

/**
 * A founding whose sentence tells its end: "The forge was established in 1868 by …, and three
 * generations shod horses here until the fire went out in 1971", "bis 1971", "jusqu'en 1971".
 */
const ENDED_AFTER =
  /^[^.;!?]{0,160}?(?<![\p{L}])(?:until|till|bis|jusqu['’](?:en|à|au)|hasta|fino al|fino a|tot|até)\s(?:[^.;!?]{0,50}?\s)?(?:1[89]\d\d|20[0-2]\d)(?!\d)/iu;

/**
 * An organisation as the subject of its own founding: "De club werd opgericht in 1961", "The
 * association was founded in 1947", "Der Verein wurde 1920 gegründet", "La federación fue fundada
 * en 1930". On a company's page it is most often a club or a federation it belongs to, unless the
 * page names one of that kind with the site's words (`namesOwnOrganisation`).
 */
const ORGANISATION_SUBJECT_BEFORE =
  /(?<![\p{L}])(?:the|de|het|le|la|l['’]|der|die|das|el|il|lo|o|a)(?:\s+|(?<=['’]))(club|clube|circolo|vereniging|verein|verband|bond|federation|fédération|federación|federazione|federação|federatie|association|asociación|associazione|associação|vereinigung|union|guild|gilde|innung|syndicat|sindicato|sindacato)(?:\s+(?:was|werd|is|wurde|a été|fut|fue|ha sido|è stat[oa]|fu|foi)\s+|\s*,\s*)$/iu;
