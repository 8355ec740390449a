import { siteWordsIn } from './namesSite.ts';

/**
 * A founding told in an aside right after another party's name, the name introduced by a word
 * that says what it is: "de Spaanse garenfabrikant Katia, opgericht in 1948", "la Fabrique de
 * meubles Wallimann, fondée en 1890", "la maison de négoce Lestapis, fondée en 1872". The
 * describing word is lower-case and no preposition, article, street word or ordinal ("uit
 * Amersfoort", "du cours Mirabeau", "in zweiter Generation" are places and generations).
 */
const NAME_BEFORE_COMMA =
  /(?<![\p{L}])(\p{Ll}[\p{L}'’-]{3,})\s+(\p{Lu}[\p{L}'’&-]*(?:\s+(?:(?:de|du|des|la|le|of|the|van|der|den|von|di|del|della|da|do|dos|y|e|et|and|&)\s+)*\p{Lu}[\p{L}'’&-]*){0,5})\s*,\s*$/u;

const NOT_DESCRIBING =
  /^(?:uit|aus|from|with|met|mit|avec|con|com|para|pour|voor|für|for|dans|nella|nello|nelle|degli|della|delle|dello|entre|between|zwischen|tussen|near|bij|bei|chez|presso|junto|cours|rue|avenue|straat|strasse|straße|calle|via|rua|erster|zweiter|dritter|vierter|seconda|terza|deuxième|troisième|segunda|tercera|second|third)$/iu;

/**
 * A German adjective before a capitalised noun ("landwirtschaftliches Bauen, gegründet 2002"):
 * German capitalises every noun, so the word after it is no name.
 */
const GERMAN_ADJECTIVE = /(?:isch|lich|ig|ell|iv|al|ar)(?:e|es|en|er|em)$/u;

/**
 * An organisation named by its kind, then a comma: "We zijn lid van de Coöperatie Kempense
 * Akkerbouwers, opgericht in 1948", "dal caffè della Cooperativa Cafetalera San Marcos in
 * Honduras, fondata nel 1970". Its name needs another capitalised word; the kind alone ("Die
 * Genossenschaft, gegründet 1902") may be the company speaking of itself.
 */
const ORGANISATION_BEFORE_COMMA =
  /(?<![\p{L}])((?:Co[öo]peratie|Cooperativa|Coop[ée]rative|Cooperative|Genossenschaft|Vereniging|Stichting|Verein|Fundaci[óo]n|Fondazione|Funda[çc][ãa]o|Fondation|Foundation|Associazione|Asociaci[óo]n|Associa[çc][ãa]o|Association)(?:\s+(?:(?:de|du|des|la|le|of|the|van|der|den|von|di|del|della|da|do|dos|y|e|et|and|in|&)\s+)*\p{Lu}[\p{L}'’&-]*){1,6})\s*,\s*$/u;

/**
 * Whether a founding verb's aside is told of such a name: none of its words of four letters or
 * more is the site's or in the company's address.
 */
export function asideOfAnotherName(
  before: string,
  siteHost: string | undefined,
  companyAddress: string | null,
): boolean {
  if (siteHost === undefined) return false;
  const organisation = ORGANISATION_BEFORE_COMMA.exec(before)?.[1];
  if (organisation !== undefined && isAnotherName(organisation, siteHost, companyAddress)) {
    return true;
  }
  const named = NAME_BEFORE_COMMA.exec(before);
  const describing = named?.[1];
  const name = named?.[2];
  if (describing === undefined || name === undefined) return false;
  if (NOT_DESCRIBING.test(describing) || GERMAN_ADJECTIVE.test(describing)) return false;
  return isAnotherName(name, siteHost, companyAddress);
}

/** None of the name's words of four letters or more is the site's or in the company's address. */
function isAnotherName(name: string, siteHost: string, companyAddress: string | null): boolean {
  const words = name.split(/\s+/).filter((word) => word.length >= 4);
  if (words.length === 0) return false;
  if (companyAddress !== null && words.some((word) => companyAddress.includes(word))) return false;
  return siteWordsIn(name, siteHost, 4) === 0;
}
