import { isErrandMailbox } from './errandMailbox.ts';
import { mailboxNamesSite } from './namesSite.ts';
import { emailsInText, ownDomainEmailsInText } from './plainEmails.ts';
import { obfuscatedEmailsInText } from './textFacts.ts';
import { namesAnotherLine } from './unlabelledPhones.ts';

/** A contact line is short: a number in a long paragraph that ends in the mailbox is prose. */
const MAX_MAIL_LINE = 200;

/**
 * A short line that carries the company's own mailbox is its contact line: "Reservations 01632
 * 960 347 · table@kirikosushi.co.uk", "Bel 050 318 2274 of mail afspraak@kapsalon-knipperlicht.nl",
 * "03 81 39 60 74 · contact (at) judoclub-pontarlier (point) fr", a mailbox that names it
 * otherwise (`mailboxNamesSite`: "📞 Chiamaci · macelleriabertolini@libero.it"). The most common way a small
 * site writes how to reach it, often a paragraph of its own under the address. Another party's
 * line gives that party's mailbox, not the site's (the franchisor's "partner@pfotenglanz-
 * franchise.de", the club's "tickets@…"); a line that names an emergency, a helpline or a member
 * body is refused as everywhere else, and so is a line for one errand (`errandMailbox.ts`) when
 * the company has a general mailbox (`errandsApart`).
 */
export function isOwnMailLine(
  text: string,
  siteHost: string,
  options: { errandsApart: boolean } = { errandsApart: false },
): boolean {
  if (text.trim().length > MAX_MAIL_LINE || namesAnotherLine(text)) return false;
  const own = [
    ...ownDomainEmailsInText(text, siteHost),
    ...emailsInText(text).filter((email) => mailboxNamesSite(email, siteHost)),
    ...ownDomainEmailsInText(obfuscatedEmailsInText(text).join(' '), siteHost),
  ];
  // A line that gives only a mailbox for one errand (jobs, the press) is that errand's line
  // when the company has a general one; a recruiter's "jobs@" is its own.
  return own.some((email) => !(options.errandsApart && isErrandMailbox(email)));
}
