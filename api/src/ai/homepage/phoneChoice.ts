import { phoneWords } from './attributePhones.ts';
import { cardTitledForAnother } from './cardTitles.ts';
import { givesChosenAddress } from './chosenAddress.ts';
import { isErrandMailbox } from './errandMailbox.ts';
import { siteLabel } from './hostOf.ts';
import { CREDIT } from './ownBlocks.ts';
import { isOwnContactLine } from './ownContactLine.ts';
import { byOwnEvidence, ownLines } from './ownEvidence.ts';
import { isOwnMailLine } from './ownMailLine.ts';
import { postalAddressInBlock } from './textAddress.ts';
import { joinedLines, linesOf, type TextBlock } from './textBlocks.ts';
import { phonesInText } from './textFacts.ts';
import { pushUnique, unique } from './uniqueValues.ts';
import { namesAnotherLine, unlabelledPhonesInText } from './unlabelledPhones.ts';

/** Where a page gives phone numbers, and what says whose they are. */
export interface PhoneSources {
  /** Numbers the markup gives as the company's: microdata, Open Graph. */
  marked: readonly (string | null)[];
  /** Every block of visible text, in page order. */
  blocks: readonly TextBlock[];
  /** The blocks of the company's own text (see `ownBlocks.ts`). */
  ownBlocks: readonly TextBlock[];
  /** Each block's card title (see `cardTitles.ts`). */
  titles: ReadonlyMap<TextBlock, string>;
  /** The company's address as chosen (see `pageAddress.ts`): its line gives its numbers. */
  addressText: string | null;
  /** The one number an app's payload keeps in a phone field (see `payloadContacts.ts`). */
  payloadPhones: readonly string[];
  /** The payload's strings (see `pagePayload.ts`), all of them read as a footer's blocks. */
  payloadStrings: readonly string[];
  /**
   * The company's mailboxes as chosen (`emailChoice.ts`): when one is general, a line that gives
   * only a mailbox for one errand (jobs@, press@) is that errand's line, not the company's.
   */
  emails: readonly string[];
  siteHost: string;
}

/** A phone label at the start of a block ("Tel.:", "Telefono", "T"), taken off. */
const PHONE_LABEL = new RegExp(
  String.raw`^\s*(?:${phoneWords()}|t|tlf|fon|mob(?:ile?)?|handy)\.?\s*:?`,
  'iu',
);

function withoutPhoneLabel(text: string): string {
  return text.replace(PHONE_LABEL, '');
}

/**
 * A number with at most a label and a note in brackets: "253 275 918 (chamada para a rede fixa
 * nacional)", the call's cost a Portuguese number must carry, or "(Mo–Fr 9–17 Uhr)".
 */
function isBareNumber(text: string): boolean {
  return !/\p{L}/u.test(withoutPhoneLabel(text).replace(/\([^()]*\)/g, ''));
}

/** A label standing alone in its block: "Telefon", "Tel.:", "Téléphone fixe". */
const MAX_LABEL_WORDS = 2;

/** The company's phone numbers, the surest first, each once. */
export function companyPhones(sources: PhoneSources): string[] {
  const { blocks, addressText, siteHost } = sources;
  const label = siteLabel(siteHost);
  // A testimonial's or a quotation's number is its author's. A box named for partners, credits,
  // clients or customers is not enough: themes name the footer's bottom row "footer-credits",
  // and a company's customer service is a "kundenservice" or "customer-care" box. A number
  // there is the company's unless its own sentence introduces another party.
  // Nor is a number in a card titled for another party ("Franchisegeber Reisewelt Nord").
  const phoneBlocks = sources.ownBlocks.filter(
    (each) => !each.testimonial && !cardTitledForAnother(sources.titles, each, label),
  );
  // A label in the block before ("<dt>Telefon</dt><dd>0951 / 2 45 33</dd>", a table's first
  // cell) reads with the number; a number's line of an address over lines ("Diezerstraat 48<br>
  // 8011 RJ Zwolle<br>T 038-4213567") is judged with its run.
  const previousBlock = new Map(blocks.map((block, index) => [block, blocks[index - 1]]));
  const withLabel = (block: TextBlock) => {
    const before = previousBlock.get(block)?.text.trim() ?? '';
    const label = before.split(/\s+/).length <= MAX_LABEL_WORDS && !/\d/.test(before);
    // Only a bare number takes the block before as its label: "Car park" over "Phone: …" is a
    // list's last item, not the phone's label.
    const bare = !/\p{L}/u.test(block.text);
    // Joined as a label is written ("Prenotazioni: 091 646 38 12" from a table's two cells).
    return label && bare && before ? `${before.replace(/\s*:$/, '')}: ${block.text}` : block.text;
  };
  const runs = linesOf(blocks);
  const runText = (block: TextBlock) => joinedLines(runs.get(block.lines) ?? []);
  // The block before a run of lines: "Hohenzollernstraße 52<br>30161 Hannover" before "Di und
  // Do 9–12 Uhr<br>Tel. 0511 / 31 73 04<br>kg.markus@…", a paragraph of the office's lines.
  const beforeRun = (block: TextBlock) =>
    previousBlock.get((runs.get(block.lines) ?? [block])[0] ?? block);
  /** The company's own contact line, or the block (or its run of lines) that gave its address. */
  const ownContact = (block: TextBlock | undefined) =>
    block !== undefined &&
    [block.text, runText(block)].some((text) =>
      addressText === null
        ? isOwnContactLine(text, siteHost)
        : // A line with the company's name at another address is a namesake's or a branch's
          // ("Voor medicijnen: Apotheek Ootmarsum, Stobbenkamp 4, …" on a B&B called De Oude
          // Apotheek in Ootmarsum): the line with the company's chosen address comes first.
          givesChosenAddress(text, addressText),
    );
  // With a general mailbox beside it, a line giving only jobs@ or press@ is that errand's line.
  const errandsApart = sources.emails.some((email) => !isErrandMailbox(email));
  const ownMailLine = (text: string) => isOwnMailLine(text, siteHost, { errandsApart });
  // A line of a paragraph that carries the company's mailbox ("Studio Brenni<br>Casella postale
  // 5128<br>Telefono 091 922 47 18<br>E-mail: studio [at] …") is the company's, as one line is.
  const inOwnMailRun = (block: TextBlock) => ownMailLine(block.text) || ownMailLine(runText(block));
  const phones: string[] = [];
  for (const phone of [
    ...sources.marked,
    // The company's own contact line (its name, its street and postcode) says whose its numbers
    // are more surely than a label elsewhere: "Für Übernachtungen empfehlen wir das Landhotel
    // Zur Linde, Tel. …" above "Hofladen Sonnenacker · Dorfstraße 9 · 29229 Celle · 05141 4 71 06".
    ...phoneBlocks
      .filter(
        (each) =>
          ownContact(each) ||
          inOwnMailRun(each) ||
          // A bare or only labelled number right after the company's address (a grid's next
          // column, the next paragraph: "…<br>3000-174 Coimbra</p><p>239 82 61 90</p>",
          // "<p>Anschrift: Schützenweg 9, 49326 Melle</p><p>Tel.: 05429 33 81</p>") is its number.
          (isBareNumber(each.text) &&
            (ownContact(previousBlock.get(each)) || ownContact(beforeRun(each)))),
      )
      .flatMap((each) =>
        ownLines(
          withLabel(each),
          [
            ...each.telPhones,
            ...phonesInText(withLabel(each)),
            ...unlabelledPhonesInText(withLabel(each), {
              ownLine: inOwnMailRun(each),
            }),
          ],
          label,
        ),
      ),
    ...byOwnEvidence(phoneBlocks, siteHost).flatMap((each) =>
      ownLines(withLabel(each), [...each.telPhones, ...phonesInText(withLabel(each))], label),
    ),
    // An app's one phone field ("phone": "0821 / 45 08 19 77") is its contact card's.
    ...sources.payloadPhones,
    ...payloadStringPhones(sources.payloadStrings, addressText, siteHost, ownMailLine),
    // Unlabelled numbers last: a labelled line or a tel: link says more surely whose it is.
    ...phoneBlocks.flatMap((each) =>
      each.contactPlace || postalAddressInBlock(each.text) || postalAddressInBlock(runText(each))
        ? ownLines(withLabel(each), unlabelledPhonesInText(withLabel(each)), label)
        : [],
    ),
    ...phoneBlocks.flatMap((each) => {
      const chats = [...phonesInText(each.text, { messenger: true }), ...each.messengerPhones];
      // A line that gives the company's WhatsApp is its contact line: its unlabelled number
      // ("… · (19) 3231-7742 · WhatsApp (19) 99812-4470") is the line to call, before the chat.
      const lines = chats.length > 0 ? unlabelledPhonesInText(withLabel(each)) : [];
      return ownLines(each.text, [...lines, ...chats], label);
    }),
  ]) {
    // A number written with `&nbsp;` between its groups is the same number, and so is one whose
    // prefix and rest stand in elements of their own ("+49 (0)6221-" "33 44 55").
    pushUnique(
      phones,
      phone
        ?.replace(/\s+/g, ' ')
        .replace(/(?<=\d)-\s(?=\d)/g, '-')
        .trim() ?? null,
    );
  }
  return phones;
}

/**
 * A payload's strings as the footer's blocks: its own contact line first, never a credit's
 * or another party's number ("credit": "Website: Pixelhof Media, Tel. 0821 56 77 10").
 */
function payloadStringPhones(
  payloadStrings: readonly string[],
  addressText: string | null,
  siteHost: string,
  ownMailLine: (text: string) => boolean,
): string[] {
  const label = siteLabel(siteHost);
  return byOwnEvidence(
    unique(payloadStrings)
      .filter((string) => !CREDIT.test(string))
      .map((string, index, strings) => {
        const ownLine = ownMailLine(string);
        const contactPlace =
          postalAddressInBlock(string) !== null ||
          ownLine ||
          // A bare number in the string after the company's address (["Via Altinate 51, 35121
          // Padova", "049 875 3318"]) is its contact card's, as in a footer's next paragraph;
          // not after a branch's or the network's address. A card's fields come in either order:
          // right before the address too, unless it follows another address or a line that
          // names someone else's ("Urgences la nuit : Vétos de Garde", "03 88 39 07 07").
          (addressText !== null &&
            !/\p{L}/u.test(string) &&
            (postalAddressInBlock(strings[index - 1] ?? '') === addressText ||
              (postalAddressInBlock(strings[index + 1] ?? '') === addressText &&
                postalAddressInBlock(strings[index - 1] ?? '') === null &&
                !namesAnotherLine(strings[index - 1] ?? ''))));
        return { text: string, ownLine, contactPlace };
      }),
    siteHost,
  ).flatMap((each) =>
    ownLines(
      each.text,
      [
        ...phonesInText(each.text),
        // A JS shell's contact line ("Avenida de Cádiz 54, 14013 Córdoba · 957 29 11 37") is
        // one payload string with its address, as a footer line is one block.
        ...(each.contactPlace ? unlabelledPhonesInText(each.text, { ownLine: each.ownLine }) : []),
      ],
      label,
    ),
  );
}
