import { ARTICLES, OUR } from './articles.ts';
import { siteLabel, squashedSiteLabel } from './hostOf.ts';
import { domainWithinSiteName, emailsInText, fromSendingService } from './plainEmails.ts';

/**
 * Lower case with German letters as a domain spells them ("fröhlich" → "froehlich", "ß" →
 * "ss") and other accents dropped: how a name is compared with the domain it is written in.
 */
export function asDomainSpells(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '');
}

/**
 * How many different words of at least `minLength` letters in the text are part of the site's
 * name ("moreira" and "distribuicao" on grupo-moreira-distribuicao.pt): how strongly a line
 * speaks of the company itself.
 */
export function siteWordsIn(text: string, siteHost: string, minLength: number): number {
  const label = squashedSiteLabel(siteHost);
  const parts = siteLabel(siteHost).split('-');
  const tokens = text.split(/[^\p{L}\p{N}]+/u);
  const spelled = tokens.map((token) => asDomainSpells(token).replace(/[^a-z0-9]/g, ''));
  const words = spelled.filter(
    (word, index) =>
      word.length >= minLength &&
      label.includes(word) &&
      (parts.length === 1 ||
        !partOfCompound(word, parts) ||
        !besideAnotherName(tokens, spelled, index, label)),
  );
  return new Set(words).size;
}

/**
 * Whether a mailbox's local part is part of the site's name: "leipzig-gohlis@…" on
 * haarwerk-leipzig-gohlis.de (eight letters at least). A branch's (`branch`: four letters at
 * least, not where the name starts): "amersfoort@chain.nl" on chain-amersfoort.nl, not
 * "chain@…".
 */
export function localPartInSiteName(
  email: string,
  siteHost: string,
  options: { branch?: boolean } = {},
): boolean {
  const local = (email.split('@')[0] ?? '').toLowerCase().replace(/[^a-z0-9]/g, '');
  const label = squashedSiteLabel(siteHost);
  if (options.branch) return local.length >= 4 && label.includes(local) && !label.startsWith(local);
  return local.length >= 8 && label.includes(local);
}

/**
 * A free-mail box named after the company ("autoecole.lacroix@orange.fr" on
 * auto-ecole-lacroix-nimes.fr, "macelleriabertolini@libero.it"): the company's own.
 */
function isMailboxNamedAfterSite(email: string, siteHost: string): boolean {
  const mailbox = (email.split('@')[0] ?? '').toLowerCase().replace(/[^a-z0-9]/g, '');
  return (
    mailbox.length >= 8 &&
    squashedSiteLabel(siteHost).includes(mailbox) &&
    !fromSendingService(email)
  );
}

/**
 * A mailbox that names the company though it is not at the site's domain: a free-mail box
 * named after it, or a mailbox at a domain that is part of the site's name
 * ("encomendas@moreiradistribuicao.pt" on grupo-moreira-distribuicao.pt).
 */
export function mailboxNamesSite(email: string, siteHost: string): boolean {
  return isMailboxNamedAfterSite(email, siteHost) || domainWithinSiteName(email, siteHost);
}

/** An email at the site's domain, or the domain's name written in the block. */
export function namesSite(text: string, siteHost: string): boolean {
  if (text.toLowerCase().includes(`@${siteHost}`)) return true;
  const label = squashedSiteLabel(siteHost);
  if (emailsInText(text).some((email) => mailboxNamesSite(email, siteHost))) return true;
  const squashed = asDomainSpells(text).replace(/[^a-z0-9 ]/g, '');
  // Two words of the company's name in a row ("bestattungen froehlich") name it. An article
  // counts as the first when the site's name starts with the pair ("Le Fornaci" on
  // lefornaci-bassano.it, "De Kroon" on dekroon-delft.nl).
  const parts = siteLabel(siteHost).split('-');
  const words = squashed.split(/\s+/).filter(Boolean);
  return words.some((word, index) => {
    const pair = `${word}${words[index + 1] ?? ''}`;
    if (pair.length < 8 || !label.includes(pair)) return false;
    return word.length >= 3 || parts.some((part) => part.startsWith(pair));
  });
}

/** Whether a word of five letters or more of the text is part of the site's name. */
export function namesSiteWords(text: string, siteHost: string | undefined): boolean {
  return siteHost !== undefined && siteWordsIn(text, siteHost, 5) > 0;
}

/**
 * A word that is only the head of one of a hyphenated site name's compounds ("paarden" of
 * hoefslag-paardenverzekering, "kuechen" of kuechenwelt-pichler), not the whole of one.
 */
function partOfCompound(word: string, parts: readonly string[]): boolean {
  return (
    !parts.some((part) => part === word) &&
    parts.some((part) => part.startsWith(word) && part.length >= word.length + 4)
  );
}

/**
 * Whether the word at `index` is written as part of another's proper name: beside a word in
 * capitals that is no part of the site's name ("Hollandsche Paarden Assurantie", "DAN Küchen" on
 * kuechenwelt-pichler). Then a compound's head is the trade the site's name is made of, not the
 * name. "Il museo" on museodelpane-altamura and "Vigía Alarmas" on vigiaalarmas-….com.ar are
 * the site's.
 */
function besideAnotherName(
  tokens: readonly string[],
  spelled: readonly string[],
  index: number,
  label: string,
): boolean {
  return [index - 1, index + 1].some((at) => {
    const token = tokens[at] ?? '';
    const word = spelled[at] ?? '';
    return (
      /^\p{Lu}/u.test(token) && word.length >= 2 && !label.includes(word) && !ARTICLE.test(word)
    );
  });
}

/** Articles and determiners that start a sentence in capitals without naming anyone. */
const ARTICLE = new RegExp(`^(?:${[...ARTICLES, ...OUR].join('|')})$`);
