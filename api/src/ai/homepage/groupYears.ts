import { namesSiteWords } from './namesSite.ts';
import { FIRST_PERSON_WORDS } from './selfWords.ts';

/** Joining or belonging to a group, in the seven languages. */
const JOINED_GROUP = String.raw`(?:(?:is|are|now|became|become)\s+(?:now\s+)?part of|fait partie|fa(?:nno)? parte|forma(?:n)? parte|faz(?:em)? parte|(?:somos|es|son|são|é|siamo|è) parte|maakt(?:en)? deel uit|onderdeel van|gehör(?:t|en) (?:zur|zum)|teil der|joined|(?:a|ont) rejoint|acquired by|acquise? par|adquirid[oa] (?:por|pel[oa])|acquisit[oa] da|overgenomen door|übernommen (?:von|durch))`;

/**
 * A group the company has joined or belongs to, told before a founding year: the year is the
 * group's ("Lémana fait partie du groupe Helvesta Engineering, fondé à Zurich en 1921", "In 2023
 * we joined Harborview Financial, a national wealth firm founded in 1956", "The group, founded
 * in 1987"), read in the year's sentence. A group named by its name in the words right before the
 * year ("Noordhoek Media Groep Opgericht in 1899", "Gruppo Arredo Lario S.p.A. Sede legale: …
 * Fondato nel 1978", a group's block in the footer) is read in `NAMED_GROUP_BEFORE`. Neither when
 * the group's words name the site: a group's own page dates itself.
 */
const JOINED_GROUP_BEFORE = new RegExp(
  String.raw`(?<![\p{L}])(?:${JOINED_GROUP}|the group|le groupe|die gruppe|der konzern|el grupo|il gruppo|o grupo|de groep)(?![\p{L}])[^.;!?]{0,100}$`,
  'iu',
);

const NAMED_GROUP_BEFORE =
  /((?:Groupe|Group|Gruppe|Grupo|Gruppo|Groep)\s+\p{Lu}[\p{L}'’&-]*|\p{Lu}[\p{L}'’&-]*\s+(?:Group|Groep|Gruppe|Holding))(?![\p{L}])[^;!?]*$/u;

/** Whether the words before a founding year tell another group's (see `JOINED_GROUP_BEFORE`). */
export function aboutGroup(
  sentence: string,
  clause: string,
  siteHost: string | undefined,
): boolean {
  // The group's name: the words after the joining, up to an aside ("Harborview Financial, a
  // national wealth firm founded in" names Harborview, whatever the aside's words).
  const joined = JOINED_GROUP_BEFORE.exec(clause)?.[0].split(/[,(–—]/)[0];
  const named = NAMED_GROUP_BEFORE.exec(sentence)?.[1];
  const group = joined ?? named;
  return group !== undefined && !namesSiteWords(group, siteHost);
}

/**
 * Since when the company belongs to a group or who runs it now, not since when it is: "Dal 2022
 * fa parte di Sicurtalia Holding", "Desde 2023 somos parte de Grupo Dermalia", "Desde 2023, o
 * residencial é administrado pelo Grupo Vivace Saúde", "Sinds 2019 leidt zijn dochter Lotte het
 * bedrijf", "Desde 2022 la Barbería tiene nueva dueña". Not after "and": "loue des camions depuis 1994 et
 * a rejoint FleetOne Rental Group en 2022" dates the company, then its joining. Since-years only
 * ("Founded in 2011, Freightwire is now part of Meridian" is the company's founding).
 */
export const GROUP_AFTER = new RegExp(
  String.raw`^(?:(?!(?:and|und|et|en|y|e|ed|i)\s)[^.;!?]){0,60}?(?<![\p{L}])(?:${JOINED_GROUP}|administrad[oa]s? (?:por|pel[oa])|amministrat[oa] da|gérée? par|verwaltet (?:von|durch)|beheerd door)(?![\p{L}])`,
  'iu',
);

/**
 * A franchisor's block before the year, its name, address and line between ("Franqueadora Fogo
 * Campeiro · Fogo Campeiro Franchising Ltda. · Av. … · Desde 1989 levando o churrasco …", "Our
 * franchisor: Hautwerk Systemzentrale GmbH … seit 2005"): the franchisor's year, not the
 * franchisee's. Read across the block's lines, never past the company speaking ("we", "notre").
 */
export const FRANCHISOR_BEFORE = new RegExp(
  String.raw`(?<![\p{L}])(?:franchisors?|franchiseurs?|franchisegeber\p{L}*|franchisegevers?|franquiciante|franquiciador[a]?|franqueador[a]?|affiliante)(?![\p{L}])(?:(?!(?<![\p{L}])(?:${FIRST_PERSON_WORDS})(?![\p{L}]))[\s\S]){0,240}$`,
  'iu',
);
