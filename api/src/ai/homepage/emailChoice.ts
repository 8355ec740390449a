import { cardTitledForAnother } from './cardTitles.ts';
import { givesChosenAddress } from './chosenAddress.ts';
import { isErrandMailbox, isGeneralMailbox } from './errandMailbox.ts';
import { siteLabel } from './hostOf.ts';
import { localPartInSiteName, mailboxNamesSite } from './namesSite.ts';
import { isOwnContactLine } from './ownContactLine.ts';
import { ownLines } from './ownEvidence.ts';
import {
  emailsInText,
  freeMailEmailsInText,
  ownDomainEmailsInText,
  resemblesSite,
  sharedRun,
} from './plainEmails.ts';
import { joinedLines, linesOf, type TextBlock } from './textBlocks.ts';
import { obfuscatedEmailsInText } from './textFacts.ts';
import { pushUnique } from './uniqueValues.ts';

/** Where a page gives email addresses, and what says whose they are. */
export interface EmailSources {
  /** Addresses the markup gives as the company's: JSON-LD, microdata, `mailto:` links. */
  marked: readonly (string | null)[];
  /** The page's visible text and its payload's prose. */
  allText: string;
  /** The blocks of the company's own text (see `ownBlocks.ts`). */
  ownBlocks: readonly TextBlock[];
  /** Each block's card title (see `cardTitles.ts`). */
  titles: ReadonlyMap<TextBlock, string>;
  /** The company's address as chosen (see `pageAddress.ts`): its card gives its mailbox. */
  addressText: string | null;
  /** Addresses an app's payload keeps in its fields (see `payloadContacts.ts`). */
  payloadEmails: readonly string[];
  /** The payload's strings, read as a footer's lines. */
  payloadLines: readonly string[];
  /** Other sites the page links to or names in its structured data. */
  foreignHosts: ReadonlySet<string>;
  siteHost: string;
}

/** The company's email addresses, the surest first, each once, in lower case. */
export function companyEmails(sources: EmailSources): string[] {
  const { allText, ownBlocks, siteHost } = sources;
  const label = siteLabel(siteHost);
  // An address at another domain is the company's when it carries the site's name, or stands
  // in the company's own contact line, its name and street with it ("Backstube Lindner · Obere
  // Landstraße 31 · 3500 Krems · backstube@lindner-krems.at"); never one another party is
  // introduced with. A footer alone says nothing: "Tickets: events@stadthalle-berlin.de".
  const ownContactLine = (text: string) => isOwnContactLine(text, siteHost);
  const titledForAnother = (block: TextBlock) => cardTitledForAnother(sources.titles, block, label);
  const speaking = ownBlocks.filter(
    (each) => !each.testimonial && !each.otherParty && !titledForAnother(each),
  );
  // The address sharing most of the site's name first: a trade word in common ("notaris") says
  // less than the firm's own name.
  const contactLineEmails = [...speaking.map((each) => each.text), ...sources.payloadLines]
    .flatMap((text) =>
      ownLines(text, emailsInText(text), label).filter(
        (email) => resemblesSite(email, siteHost) || ownContactLine(text),
      ),
    )
    .sort((a, b) => sharedRun(b, siteHost) - sharedRun(a, siteHost));
  // Marked addresses that name the site first: a `mailto:` link in a sentence about the
  // wedding venue or the county's golf union comes before the company's own in page order.
  // Another domain's marked address stays unless the text introduces another party with it.
  const marked = sources.marked.filter((email): email is string => !!email);
  const atSite = (email: string) => email.toLowerCase().endsWith(`@${siteHost}`);
  const namesTheSite = (email: string) =>
    atSite(email) || resemblesSite(email, siteHost) || mailboxNamesSite(email, siteHost);
  // A mailbox at a domain that only resembles the site's ("sinistres@assurvoyage.lu" on
  // voyages-moselle.lu) is still another party's when the text introduces one with it.
  // A mailbox in the card that gives the company's address (its `<address>` among its
  // administration's and its kindergarten's) is its own, whatever the order of the cards.
  const runs = linesOf(ownBlocks);
  const { addressText } = sources;
  const inAddressCard = (email: string) =>
    addressText !== null &&
    ownBlocks.some(
      (block) =>
        block.text.toLowerCase().includes(email.toLowerCase()) &&
        givesChosenAddress(joinedLines(runs.get(block.lines) ?? [block]), addressText),
    );
  const emails: string[] = [];
  for (const email of [
    ...marked.filter(inAddressCard),
    ...marked.filter(
      (email) =>
        namesTheSite(email) &&
        (atSite(email) || !introducedAsAnother(email, ownBlocks, titledForAnother, label)),
    ),
    ...marked.filter(
      (email) =>
        !namesTheSite(email) && !introducedAsAnother(email, ownBlocks, titledForAnother, label),
    ),
    ...obfuscatedEmailsInText(allText),
    ...ownDomainEmailsInText(allText, siteHost),
    // An app's addresses at the site's domain or a part of its name (`payloadContacts.ts`).
    ...sources.payloadEmails,
    // The company's own line names its mailbox more surely than any free-mail address on the
    // page: a recommended wedding planner's gmail stands in the company's text too.
    ...contactLineEmails,
    // A free-mail address where the company speaks, not in a customer's testimonial nor after
    // another party's introduction ("Wedding planner consigliata: Giulia Eventi, …@gmail.com").
    ...ownBlocks
      .filter((each) => !each.testimonial)
      .flatMap((each) => ownLines(each.text, freeMailEmailsInText(each.text), label)),
  ]) {
    const host = email?.split('@')[1]?.toLowerCase();
    // An address at another site this page links to (the agency's "website by") is theirs.
    if (email && host && !sources.foreignHosts.has(host.replace(/^www\./, ''))) {
      pushUnique(emails, email.trim().toLowerCase());
    }
  }
  return generalMailboxFirst(emails, siteHost);
}

/**
 * Whether every block of the company's text that writes the address gives it to another party:
 * a testimonial, a partner's box, a card titled for another party, or a sentence that introduces
 * someone else before it ("El Lodge Río Serrano recibe a nuestros pasajeros:
 * reservas@lodgerioserrano.cl"). An address no block writes (a link that reads "Write to us") is
 * not judged.
 */
function introducedAsAnother(
  email: string,
  blocks: readonly TextBlock[],
  titledForAnother: (block: TextBlock) => boolean,
  label: string,
): boolean {
  const lower = email.toLowerCase();
  const writing = blocks.filter((block) => block.text.toLowerCase().includes(lower));
  return (
    writing.length > 0 &&
    writing.every(
      (block) =>
        block.testimonial ||
        block.otherParty ||
        // Or in a card titled for another party ("Central de la red … (franquiciador)").
        titledForAnother(block) ||
        ownLines(block.text.toLowerCase(), [lower], label).length === 0,
    )
  );
}

/**
 * Italy's certified mail (PEC: "studio@pec.it", "…@legalmail.it") is for legal notices; the
 * address to write to is another one, so it comes last.
 */
const CERTIFIED_MAIL = /@(?:[\w-]+\.)*(?:pec|legalmail|arubapec|postacert|cert)\.|@pec\./i;

/**
 * A mailbox for anything at the surest address's domain first ("info@" before the "commandes@"
 * or "devis@" a page lists beside it), then the rest, then one for an errand, then certified
 * mail; in page order within each. Another domain's "info@" is not moved ahead of the surest,
 * nor any "info@" ahead of a branch's own mailbox.
 */
function generalMailboxFirst(emails: readonly string[], siteHost: string): string[] {
  const domain = (email: string) => email.split('@')[1] ?? '';
  // A branch's own mailbox, named for the site ("amersfoort@chain.nl" on chain-amersfoort.nl),
  // stays before the chain's "info@".
  const branchMailbox = emails.some((email) =>
    localPartInSiteName(email, siteHost, { branch: true }),
  );
  const surest = emails[0] === undefined || branchMailbox ? null : domain(emails[0]);
  const rank = (email: string) =>
    CERTIFIED_MAIL.test(email)
      ? 3
      : isErrandMailbox(email)
        ? 2
        : isGeneralMailbox(email) && domain(email) === surest
          ? 0
          : 1;
  // Array sort is stable: addresses of one rank keep their order.
  return [...emails].sort((a, b) => rank(a) - rank(b));
}
