import { siteWordsIn } from './namesSite.ts';

/**
 * A year told in an aside set off by a dash right after another party's name, the aside
 * describing that party with an article: "Lang Yarns – die Zürcher Spinnerei arbeitet seit 1867
 * mit Wolle –", "Riwaka Rise Brewing, 112 School Road, Riwaka — a family brewhouse that has been
 * brewing since 1998". The name is one to five capitalised words.
 */
const NAME_DASH_DESCRIBED =
  /(\p{Lu}[\p{L}'’&-]*(?:\s+(?:(?:de|du|des|la|le|of|the|van|der|den|von|di|del|della|da|do|dos|y|e|et|and|&)\s+)*\p{Lu}[\p{L}'’&-]*){0,4})\s+[–—]\s+(?:die|der|das|the|an?|la|le|l['’]|el|il|lo|de|het|een|una?|uma?|une|o|ein|eine)\s[^–—.;!?()]{0,80}$/u;

/**
 * Whether the year after `before` is told in such an aside: none of the name's words of four
 * letters or more is the site's or in the company's address.
 */
export function dashAsideOfAnotherName(
  before: string,
  siteHost: string | undefined,
  companyAddress: string | null,
): boolean {
  if (siteHost === undefined) return false;
  const name = NAME_DASH_DESCRIBED.exec(before)?.[1];
  if (name === undefined) return false;
  const words = name.split(/\s+/).filter((word) => word.length >= 4);
  if (words.length === 0) return false;
  if (companyAddress !== null && words.some((word) => companyAddress.includes(word))) return false;
  return siteWordsIn(name, siteHost, 4) === 0;
}
