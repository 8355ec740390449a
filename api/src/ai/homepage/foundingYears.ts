import { dashAsideOfAnotherName } from './dashAside.ts';
import {
  aboutBrand,
  aboutNamedRole,
  aboutPerson,
  aboutPublicThing,
  anotherNamedSubject,
  bornNamesSite,
  formerBusinessBefore,
  foundingOfNamedOther,
  RESOLD_BRAND_BEFORE,
} from './foundingOfOthers.ts';
import {
  ESTABLISHED,
  FIRST_STEPS,
  FIRST_WORD,
  FOUNDED_BY_NAME,
  FOUNDED_WITH_VERB,
  FOUNDING,
  SUBJECT_FIRST,
} from './foundingPhrases.ts';
import { aboutGroup, FRANCHISOR_BEFORE } from './groupYears.ts';
import { lastSentence } from './lastSentence.ts';
import { withoutMonthBeforeYear } from './monthBeforeYear.ts';
import { asideOfAnotherName } from './namedAside.ts';
import { namesSiteWords } from './namesSite.ts';
import {
  BUILDING_AFTER,
  CERTIFIED_LATER,
  NOT_FOUNDING_AFTER,
  NOT_SINCE_FOUNDING_AFTER,
} from './notFoundingAfter.ts';
import {
  BIRTH_ASIDE_BEFORE,
  BIRTH_VERB,
  COPULA_BEFORE,
  EMPLOYER_BEFORE,
  NOT_FOUNDING_BEFORE_ANY,
  PREMISES_PAST_BEFORE,
} from './notFoundingBefore.ts';
import { aboutAnotherParty } from './otherPartyAside.ts';
import { atAnotherAddress, atAnotherStreet, streetAfter } from './placeYears.ts';
import { resoldBrandNames } from './resoldBrands.ts';
import { toldOfAnother } from './toldOfAnother.ts';

/**
 * The founding years a text states, surest first. With `siteHost`, a founding told in an aside
 * counts only when the words before it name the site ("Bäckerei Lindner, gegründet 1987" on
 * baeckerei-lindner.de). `pageText` (the whole page, title included; else the text itself) is
 * where a dealer names the brands it sells, whose years come last (`resoldBrands.ts`).
 */
export function foundingYearsInText(
  text: string,
  siteHost?: string,
  place: { companyAddress?: string | null; pageText?: string } = {},
): number[] {
  return foundingYearsInPlainText(withoutMonthBeforeYear(text), siteHost, place);
}

function foundingYearsInPlainText(
  text: string,
  siteHost: string | undefined,
  place: { companyAddress?: string | null; pageText?: string },
): number[] {
  const companyAddress = place.companyAddress ?? null;
  const brandNames = resoldBrandNames(place.pageText ?? text, siteHost);
  const found = [
    ...yearsMatching(text, FOUNDED_WITH_VERB, {
      siteHost,
      companyAddress,
      brandNames,
      withVerb: true,
    }),
    ...yearsMatching(text, FOUNDED_BY_NAME, {
      siteHost,
      companyAddress,
      brandNames,
      withVerb: true,
      named: true,
    }),
    ...yearsMatching(text, ESTABLISHED, { siteHost, companyAddress, brandNames, withVerb: false }),
    ...yearsMatching(text, FOUNDING, { siteHost, companyAddress, brandNames, withVerb: false }),
  ];
  // The company's first steps ("served its first customer in 2013") are read last of all.
  const firstSteps = yearsMatching(text, FIRST_STEPS, {
    siteHost,
    companyAddress,
    brandNames,
    withVerb: true,
    firstSteps: true,
  });
  // A year told of another party or of a past activity comes after every other, however surely
  // it is said: a page with one candidate keeps it.
  return [
    ...new Set(
      [
        ...found.filter((candidate) => !candidate.toldOfAnother),
        ...found.filter((candidate) => candidate.toldOfAnother),
        ...firstSteps.filter((candidate) => !candidate.toldOfAnother),
      ].map((candidate) => candidate.year),
    ),
  ];
}

/**
 * The years `expression` matches that date the company's founding. Each rule drops a year the
 * words around it give to something else: `notFoundingBefore.ts` and `notFoundingAfter.ts` hold
 * the words right before and after a year that date a status, a building, a rule, a change;
 * `placeYears.ts` another place's; `groupYears.ts` a group's or a franchisor's;
 * `otherPartyAside.ts`, `namedAside.ts`, `dashAside.ts` and `foundingOfOthers.ts` another
 * party's or a person's. A year kept is then marked if it is told of another
 * (`toldOfAnother.ts`), to be read last.
 */
function yearsMatching(
  text: string,
  expression: RegExp,
  options: {
    siteHost: string | undefined;
    companyAddress: string | null;
    brandNames: readonly string[];
    withVerb: boolean;
    named?: boolean;
    /** A first step: not one taken in another town than the company's. */
    firstSteps?: boolean;
  },
): Candidate[] {
  return [...text.matchAll(expression)]
    .filter((match) => {
      const start = match.index ?? 0;
      const before = text.slice(Math.max(0, start - 100), start);
      const after = text.slice(start + match[0].length);
      const sentence = text.slice(Math.max(0, start - 140), start);
      const clause = lastSentence(sentence);
      if (NOT_FOUNDING_BEFORE_ANY.some((pattern) => pattern.test(before))) return false;
      if (options.firstSteps && firstElsewhere(match[0], options.companyAddress)) return false;
      if (options.firstSteps && RELATIVE_OF_NAMED.test(before)) return false;
      if (options.firstSteps && SUBJECT_FIRST.test(match[0])) return false;
      if (atAnotherAddress(clause, options.companyAddress)) return false;
      if (!options.withVerb && atAnotherStreet(streetAfter(after), options.companyAddress)) {
        return false;
      }
      if (dashAsideOfAnotherName(clause, options.siteHost, options.companyAddress)) return false;
      if (options.withVerb && anotherNamedSubject(before, options.siteHost)) return false;
      if (formerBusinessBefore(before, options.siteHost)) return false;
      // To the year: the company may speak in the match itself ("We opened here in 2012").
      if (FRANCHISOR_BEFORE.test(text.slice(Math.max(0, start - 240), start + match[0].length))) {
        return false;
      }
      if (PREMISES_PAST_BEFORE.test(text.slice(Math.max(0, start - 160), start))) return false;
      if (BIRTH_VERB.test(match[0]) && BIRTH_ASIDE_BEFORE.test(before)) return false;
      if (COPULA_BEFORE.test(before) && CERTIFIED_LATER.test(after)) return false;
      if (NOT_FOUNDING_AFTER.some(([pattern, reach]) => pattern.test(after.slice(0, reach)))) {
        return false;
      }
      // The site's name opened the business in the building: the year is the company's.
      const namedOpening =
        match.groups?.born !== undefined && bornNamesSite(match.groups.born, options.siteHost);
      if (!namedOpening && BUILDING_AFTER.test(after.slice(0, 80))) return false;
      if (
        !options.withVerb &&
        NOT_SINCE_FOUNDING_AFTER.some(([pattern, reach]) => pattern.test(after.slice(0, reach)))
      ) {
        return false;
      }
      return (
        // A named founding is the founder's own act, even after their earlier employer.
        !(EMPLOYER_BEFORE.test(before) && !options.named) &&
        !aboutPublicThing(before, options.siteHost) &&
        !aboutNamedRole(clause, options.siteHost) &&
        !RESOLD_BRAND_BEFORE.test(sentence) &&
        !aboutBrand(clause, options.siteHost) &&
        !aboutGroup(sentence, clause, options.siteHost) &&
        // A founding verb's year is read for asides; a since-year for a person's history.
        (options.withVerb || !aboutPerson(clause, options.siteHost)) &&
        !aboutAnotherParty(text, start, options) &&
        !(
          options.withVerb && asideOfAnotherName(before, options.siteHost, options.companyAddress)
        ) &&
        !foundingOfNamedOther(text, start, match[0], options.siteHost) &&
        // A person shares the family firm's surname: the firm's name has two words of it, or is
        // one word of the site alone ("Amapola nació en 2012" on novias-amapola.com.co).
        (match.groups?.born === undefined || bornNamesSite(match.groups.born, options.siteHost)) &&
        // The company founded after its year and founders is the site's ("En 1961 … fundaron
        // Metalúrgica Fontana" on metalurgicafontana.com.ar), not another business.
        (match.groups?.founded === undefined ||
          namesSiteWords(match.groups.founded, options.siteHost))
      );
    })
    .map((match) => ({
      year: Number(match.slice(1).find((group) => group && /^\d{4}$/.test(group))),
      toldOfAnother: toldOfAnother(text, match, options),
    }))
    .filter((candidate) => Number.isInteger(candidate.year));
}

/** A founding year found, and whether it is told of another party or a past activity. */
interface Candidate {
  year: number;
  toldOfAnother: boolean;
}

/** A named other's story in a relative clause: "Léon Favre, qui a ouvert son premier bouchon". */
const RELATIVE_OF_NAMED =
  /\p{Lu}[\p{L}'’-]+,\s*(?:qui|who|que|che|der|die|dat|welcher|welche)\s+(?:[\p{L}'’-]+\s+){0,2}$/u;

/** A town named in a first step ("abrió su primera carnicería en Medina del Campo en 1964"). */
const TOWN_IN_STEP = /(?<![\p{L}])(?:in|en|em|à|nel|at|te|im)\s+(\p{Lu}[\p{L}-]+)/gu;

/**
 * Whether a first step was taken in a town the company's address does not hold: a grandfather's
 * first shop elsewhere ("Mon grand-père a installé ses premières ruches à Mirmande en 1978").
 */
function firstElsewhere(step: string, companyAddress: string | null): boolean {
  // After the first only: before it, "In 1978 bakten Rita en Marcel" names people.
  const afterFirst = step.slice(FIRST_WORD.exec(step)?.index ?? 0);
  return [...afterFirst.matchAll(TOWN_IN_STEP)].some(
    ([, town]) => companyAddress === null || !companyAddress.includes(town as string),
  );
}
