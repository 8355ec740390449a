import { siteLabel, squashedSiteLabel } from './hostOf.ts';

/**
 * Email addresses written as plain text ("info@firma.de" in a footer, no `mailto:` link). Any
 * address on a page is not the company's: a web agency, a supplier, a venue or an association
 * name theirs in the same words. So a written address counts only when it is plainly the
 * company's own: at the site's domain (or the same name under another ending, `firma.de` and
 * `firma.com`), or at a free mail provider in a block of the company's own text (a small
 * business's `bakerysmith@gmail.com`; the caller leaves out blocks that credit or point to
 * another party).
 */
const EMAIL = /(?<![\w.%+-])([a-z0-9][a-z0-9._%+-]*@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,})\b/gi;

/** Mailbox providers anyone may use: the address says nothing about whose it is. */
const FREE_MAIL =
  /^(?:g(?:oogle)?mail\.com|(?:hotmail|outlook|live|yahoo|msn)\.[a-z.]+|icloud\.com|me\.com|aol\.com|proton(?:mail)?\.[a-z.]+|gmx\.[a-z.]+|web\.de|t-online\.de|freenet\.de|orange\.fr|wanadoo\.fr|free\.fr|laposte\.net|sfr\.fr|libero\.it|virgilio\.it|tiscali\.it|alice\.it|telefonica\.net|ziggo\.nl|kpnmail\.nl|hetnet\.nl|planet\.nl|sapo\.pt|btinternet\.com|sky\.com)$/;

/** Written addresses at the site's own domain or name. */
export function ownDomainEmailsInText(text: string, siteHost: string): string[] {
  const siteName = siteLabel(siteHost);
  return emailsInText(text).filter((email) => {
    const host = email.split('@')[1] ?? '';
    return (
      host === siteHost ||
      host.endsWith(`.${siteHost}`) ||
      // The same name under another ending, with or without its hyphens: firma.com on firma.de,
      // zaatarandember.co.uk on zaatar-and-ember.co.uk.
      (siteName.length >= 3 && squashedSiteLabel(host) === squashedSiteLabel(siteHost))
    );
  });
}

/** Written addresses at a free mail provider (call it only on the company's own blocks). */
export function freeMailEmailsInText(text: string): string[] {
  return emailsInText(text).filter((email) => FREE_MAIL.test(email.split('@')[1] ?? ''));
}

/**
 * An address whose mailbox or domain carries the site's name under another domain
 * ("backstube@lindner-krems.at" on backstube-lindner.at, "citas@peluqueriacaninaguau.es" on
 * peluqueria-canina-guau.es): a run of at least `SHARED_RUN` letters in common.
 */
const SHARED_RUN = 6;

export function resemblesSite(email: string, siteHost: string): boolean {
  return sharedRun(email, siteHost) >= SHARED_RUN && !fromSendingService(email);
}

/**
 * A newsletter tool's sender, named after its customer on the tool's sending host
 * ("maple-ridge-quilt-shop@mail.quiltmailer.com", "penrose@news.mailspring-send.com"): it
 * sends, nobody reads it.
 */
const SENDING_HOST =
  /^(?:mail|mailer|mailing|news|newsletter|send|sender|em\d*|mg|bounce|email|campaigns?|lists?)\./;

export function fromSendingService(email: string): boolean {
  return SENDING_HOST.test((email.split('@')[1] ?? '').toLowerCase());
}

/**
 * An address whose domain's name is a part of the site's, of six letters or more:
 * "zaatarandember.co.uk" on zaatar-and-ember.co.uk, "gruber-umzuege.de" on
 * gruber-umzuege-muenchen.de; not "takeawaytech-ordering.co.uk" on wok-and-roll-takeaway.co.uk.
 */
export function domainWithinSiteName(email: string, siteHost: string): boolean {
  const theirs = squashedSiteLabel(email.split('@')[1] ?? '');
  return theirs.length >= SHARED_RUN && squashedSiteLabel(siteHost).includes(theirs);
}

/**
 * The longest run of letters an address shares with the site's name: on
 * notariskantoor-van-leeuwen-bos.nl, "info@vanleeuwenbos-notarissen.nl" shares 13, the notaries'
 * body's "klachten@knb-notaris.nl" only the trade's word (7).
 */
export function sharedRun(email: string, siteHost: string): number {
  const [local = '', host = ''] = email.split('@');
  return longestSharedRun(`${local}${squashedSiteLabel(host)}`, siteHost);
}

/**
 * The longest run of letters a text (an address's parts, a profile's handle) shares with the
 * site's name, case and punctuation aside.
 */
export function longestSharedRun(text: string, siteHost: string): number {
  const mine = squashedSiteLabel(siteHost);
  const theirs = text.toLowerCase().replace(/[^a-z0-9]/g, '');
  let longest = 0;
  for (let start = 0; start < mine.length; start++) {
    let end = start + longest + 1;
    while (end <= mine.length && theirs.includes(mine.slice(start, end))) end++;
    longest = Math.max(longest, end - 1 - start);
  }
  return longest;
}

/**
 * Every written address (call it only on the company's own contact lines: the caller decides
 * whose line it is).
 */
export function emailsInText(text: string): string[] {
  return [...text.matchAll(EMAIL)].map((match) => {
    const email = (match[1] ?? '').toLowerCase();
    const before = text.slice(Math.max(0, (match.index ?? 0) - 2), match.index ?? 0);
    return PHONE_TAIL_BEFORE.test(before) ? email.replace(GLUED_DIGITS, '') : email;
  });
}

/**
 * A phone and an address in side-by-side inline elements read as one run of text
 * ("<span>0431 36 28 40</span><span>praxis@…</span>" is "0431 36 28 40praxis@…"): the digits
 * before the mailbox's letters end the number, when a group of the number stands just before.
 */
const PHONE_TAIL_BEFORE = /\d\s$/;
const GLUED_DIGITS = /^\d+(?=[a-z])/;
