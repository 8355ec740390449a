import { type AddressBlock, companyAddress, underBranchLabel } from './addressChoice.ts';
import { cardTitledForAnother, cardTitles } from './cardTitles.ts';
import { clean } from './cleanText.ts';
import { EVENT_BLOCK, isEventAddress } from './eventVenue.ts';
import { SINCE_ELSEWHERE } from './foundingPhrases.ts';
import { siteLabel } from './hostOf.ts';
import { LEGAL_IDENTIFIER } from './legalForm.ts';
import { namesSite } from './namesSite.ts';
import {
  BRAZILIAN_TOWN_AND_STATE,
  EIRCODE,
  isPostBoxOnly,
  postalAddressInBlock,
  SPANISH_AMERICAN_TOWN_AND_REGION,
  TRAILING_LABELS,
  textBeforeStreet,
} from './textAddress.ts';
import { asLines, type TextBlock } from './textBlocks.ts';
import { unique } from './uniqueValues.ts';

/** Where a page gives its address. */
export interface AddressSources {
  /** The text of each `<address>` element, as written. */
  addressElements: readonly string[];
  /** The site's own microdata properties (see `microdata.ts`). */
  microdataProps: ReadonlyMap<string, string>;
  /** Every block of visible text, in page order. */
  blocks: readonly TextBlock[];
  /** The blocks of the company's own text (see `ownBlocks.ts`). */
  ownBlocks: readonly TextBlock[];
  /** Each block's card title (see `cardTitles.ts`). */
  titles: ReadonlyMap<TextBlock, string>;
  /** The one address an app's payload keeps in its fields (see `payloadContacts.ts`). */
  payloadAddresses: readonly string[];
  /** The payload's strings, read as a footer's lines. */
  payloadLines: readonly string[];
  siteHost: string;
}

/**
 * A label before the address is the block's, not the address's: "Shop: 31 Harbour Street …",
 * "Kasse:· Am Lokschuppen 2 …", "Ponto de encontro: Rua …" (a few words and a colon; a name
 * before it, "Fenland Fuels Ltd · Depot: …", stays). So is a since-year ("Desde 1983. Rua …").
 */
const LEADING_LABEL = /^\s*(?:[\p{L}&'’]+\s+){0,3}[\p{L}&'’]+\s*:\s*(?:[·,|•]\s*)?(?=\S)/u;

/** The word "address" as a label without its colon (a `<dt>` before its `<dd>`: "Endereço Rua …"). */
const ADDRESS_WORD_FIRST =
  /^\s*(?:address|adresse|anschrift|dirección|direccion|indirizzo|adres|endereço|morada)\s+(?=[\p{Lu}\d])/iu;

/** A since-year ending its sentence before the address ("Desde 1983. Rua …"). */
const SINCE_YEAR_FIRST = new RegExp(
  String.raw`^\s*(?:since|${SINCE_ELSEWHERE})\s+\d{4}[.,]\s*`,
  'i',
);

/**
 * A postcode and its town: "84028 Landshut", "3880-145 Ovar", "2991 BA Barendrecht", "Leeds LS9
 * 0SG", "MA 02116", "QC H9R 1E9", "NSW 2304", "RJ, 23970-000", an Eircode after its town ("Dublin
 * 6, D06 K2X7"), a Brazilian town and state ("Curitiba - PR"); not a year ("depuis 1979") nor a
 * register number ("n.º 1142").
 */
const BRITISH_POSTCODE = String.raw`[A-Z]{1,2}\d[\dA-Z]?\s\d[A-Z]{2}`;
const CANADIAN_POSTCODE = String.raw`[A-Z]\d[A-Z]\s?\d[A-Z]\d`;
const POSTCODE_AND_TOWN = new RegExp(
  `${BRAZILIAN_TOWN_AND_STATE}|${SPANISH_AMERICAN_TOWN_AND_REGION}|${EIRCODE}|${String.raw`\b\d{4,5}\s+\p{Lu}|\b\d{4}-\d{3}\s+\p{Lu}|\b\d{5}-\d{3}\b|\b\d{4}\s?[A-Z]{2}\s+\p{Lu}|\b${BRITISH_POSTCODE}\b|\b[A-Z]{2}\s\d{5}\b|\b${CANADIAN_POSTCODE}\b|\b(?:NSW|VIC|QLD|SA|WA|TAS|NT|ACT)\s\d{4}\b`}`,
  'u',
);
/** A post-office box's part is not where the address ends ("Postbus 1408, 3500 BK Utrecht"). */
const POST_BOX =
  /postbus|postfach|p\.?\s?o\.?\s?box|\bbp\s\d|apartado|casella postale|caixa postal/i;

/** The part of a line where its address ends: its postcode and town, not a post-office box's. */
function holdsPostcodeAndTown(part: string): boolean {
  return POSTCODE_AND_TOWN.test(part) && !POST_BOX.test(part);
}

/**
 * The address alone: without a label before it, and without the line's next parts after its
 * postcode and town ("… 48009 Bilbao · Cita previa", "… M1 1JG · open 11–6 every day").
 */
export function tidyAddress(address: string): string {
  const parts = withoutRegisterNumbers(address)
    .replace(/^\s*©\s*(?:\d{4}\s*)?/, '')
    .replace(SINCE_YEAR_FIRST, '')
    .replace(LEADING_LABEL, '')
    .replace(ADDRESS_WORD_FIRST, '')
    .split(/\s*[·|•]\s*/);
  // The line's parts before its street are a name or a tagline ("SlumberWorks · 330 Maitland
  // Road · …"), not the address; a part with a number ("Unit 5 · …") may be the address's.
  const withStreet = parts.findIndex((part) => textBeforeStreet(part) !== part);
  let start = 0;
  while (start < withStreet && !/\d/.test(parts[start] ?? '')) start += 1;
  parts.splice(0, start);
  const withPostcode = parts.findIndex(holdsPostcodeAndTown);
  const line =
    withPostcode < 0
      ? parts.join(' · ')
      : parts
          .slice(0, withPostcode + 1)
          .filter((part) => part.length > 0)
          .join(', ');
  return withoutLooseEnds(withoutSentenceAfter(withoutLinesBefore(withoutSentencesBefore(line))));
}

/** A register's or tax number after the address ("… 4000 Liège – TVA BE 0437.512.806"). */
const REGISTER_TAIL = new RegExp(
  String.raw`(?:\s*[–—,;·|•-])+\s*(?:${LEGAL_IDENTIFIER.source}).*$`,
  'iu',
);

/** Without the imprint's numbers after the address, where the street stays before them. */
function withoutRegisterNumbers(address: string): string {
  const cut = address.replace(REGISTER_TAIL, '');
  return textBeforeStreet(cut) === cut ? address : cut;
}

/**
 * A sentence's end before the street: after a number ("Gegründet 2004. ", "Founded 2006. "), so
 * that a title's or a legal form's point ("Dr. ", "Inh. ", "& Co. KG") ends none.
 */
const SENTENCE_END_BEFORE = /(?<=\d[.!?])\s+(?=[\p{Lu}\d])/gu;

/**
 * Without the sentences before the address's line ("Gegründet 2004. Unterricht in den Räumen
 * Habsburgerstraße 102, …", "Founded 2006. 5th Floor, 88 Leather Lane, …").
 */
function withoutSentencesBefore(address: string): string {
  const before = textBeforeStreet(address);
  if (before === address) return address;
  const cut = [...before.matchAll(SENTENCE_END_BEFORE)].at(-1);
  return cut === undefined ? address : address.slice((cut.index ?? 0) + cut[0].length);
}

/**
 * Without what a line leaves after the address once its numbers are taken out: separators, a
 * phone's label ("…, 69003 Lyon – Tél. ."), a sentence's full stop after a town or a postcode
 * ("…, 49100 Angers.", "… SO23 8RZ."). An abbreviation's point stays ("Freiburg i. Br.",
 * "45050 Zapopan, Jal.").
 */
function withoutLooseEnds(address: string): string {
  let value = address;
  for (;;) {
    const next = value
      .replace(/[\s,;:–—|·-]+$/u, '')
      .replace(TRAILING_LABELS, '')
      .replace(/\s+\.$/u, '')
      .replace(/(?<=\p{L}{4}|\b[A-Z\d]{3})\.$/u, '');
    if (next === value) return value;
    value = next;
  }
}

/**
 * A part after the town that is no longer the address: empty or bare punctuation (a number taken
 * out), opening hours ("Segunda a sábado", "8h às 19h", "10:00–19:00"), a contact label ("Tél.
 * :", "Telefon", "E-mail"), or a line's words (four or more, or two or more ending a sentence).
 * "Jal.", "(Québec)" or "Co. Kerry" stay.
 */
const NOT_ADDRESS_PART =
  /^[^\p{L}\d]*$|\d{1,2}\s?h\b|\d{1,2}[:.]\d{2}\s*[-–]|^(?:segunda|terça|quarta|sexta|sábado|domingo|lunes|martes|miércoles|jueves|viernes|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag|lunedì|martedì|mercoledì|giovedì|venerdì|sabato|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b|^(?:t[ée]l[ée]?\p{L}*|phone|telephone|fon|fax|e-?mail|courriel|cell\p{L}*|portable|mobile?)\b|^(?:\S+\s+){3,}\S+|^\S+(?:\s+\S+)+[.!?]$|:$/iu;

/**
 * Without the next line after the postcode and town ("…, Dublin 6, D06 K2X7, Call or book online
 * through Booksy.", "…, 44000 Nantes, Tél."): a region or a country after the town stays.
 */
/** A part before the street that is a line of its own, not a name: a label, a mailbox, a remark. */
// A sentence ends in a plain word ("…na casa.", "…nel 2019."), a name in its legal form ("S.r.l.");
// a sentence leading into the street ends in a preposition ("Abrimos en 2016. Nos encuentras en").
const NOT_NAME_PART =
  /[:@()]|^(?:\S+\s+){2,}[\p{Ll}\d]+[.!?]$|^(?:\S+\s+)+(?:at|in|en|au|à|aux|im|bei|na|no|em|nel|nella|op|aan|dans|sur)$/u;

/**
 * Without the lines of a run before the street that are no name ("(é o nosso único número),
 * E-mail: Loja e retirada: Rua Mateus Leme, 2871…"): the company's name before it stays.
 */
function withoutLinesBefore(address: string): string {
  const before = textBeforeStreet(address);
  if (before === address || before.length === 0) return address;
  const parts = before.split(/,\s+/);
  let last = -1;
  parts.forEach((part, index) => {
    if (part.trim() && NOT_NAME_PART.test(part.trim())) last = index;
  });
  if (last < 0) return address;
  const cut = parts.slice(0, last + 1).join(', ');
  return address
    .slice(cut.length)
    .replace(/^[\s,]+/, '')
    .replace(LEADING_LABEL, '');
}

/** A sentence after the postcode and town in the same part ("Reading RG1 7QG. Call or …"). */
const SENTENCE_AFTER_TOWN = /(?<=[\p{L}\d]{3})[.!?]\s+\p{Lu}\p{Ll}*\s.*$/u;

function withoutSentenceAfter(address: string): string {
  const parts = address.split(/,\s+/);
  const withPostcode = parts.findLastIndex(holdsPostcodeAndTown);
  if (withPostcode < 0) return address;
  const postcodePart = parts[withPostcode] ?? '';
  const postcodeAt = postcodePart.search(POSTCODE_AND_TOWN);
  const sentenceAt = postcodePart.slice(postcodeAt).search(SENTENCE_AFTER_TOWN);
  if (sentenceAt >= 0)
    return [...parts.slice(0, withPostcode), postcodePart.slice(0, postcodeAt + sentenceAt)].join(
      ', ',
    );
  const end = parts.findIndex((part, index) => index > withPostcode && NOT_ADDRESS_PART.test(part));
  return end < 0 ? address : parts.slice(0, end).join(', ');
}

/** Postcodes written after their town: Britain's, Canada's and Ireland's Eircodes. */
const TOWN_FIRST_POSTCODE = new RegExp(`^(?:${BRITISH_POSTCODE}|${CANADIAN_POSTCODE}|${EIRCODE})$`);

/**
 * The company's postal address: the first `<address>` that reads as one (not a trade-fair
 * stand), else the microdata's, else the company's line among its blocks, else the payload's.
 * It is given as its block writes it (the phone choice finds the block by it); `tidyAddress`
 * gives it as a profile shows it.
 */
export function pageAddress(sources: AddressSources): string | null {
  const { blocks, microdataProps, siteHost } = sources;
  const addresses = sources.addressElements
    .map((raw) => postalAddressOrNull(raw))
    .filter((address): address is string => !!address && !isPostBoxOnly(address));
  const branchLabelled = underBranchLabel(blocks.map((each) => each.text));
  const branchBlocks = new Set(blocks.filter((_block, index) => branchLabelled[index]));
  const { titles } = sources;
  const payloadLines = sources.payloadLines;
  const payloadBranch = underBranchLabel(payloadLines);
  const postcode = microdataProps.get('postalCode');
  const locality = microdataProps.get('addressLocality');
  const townFirst = postcode !== undefined && TOWN_FIRST_POSTCODE.test(postcode.trim());
  const microdataAddress = [
    microdataProps.get('streetAddress'),
    (townFirst ? [locality, postcode] : [postcode, locality]).filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
  return (
    ownAddressElement(
      addresses.filter((address) => !isEventAddress(address)),
      siteHost,
    ) ??
    (postalAddressOrNull(microdataAddress) ||
      companyAddress(
        asLines(
          sources.ownBlocks
            .filter(
              (each) => !each.otherParty && !branchBlocks.has(each) && !EVENT_BLOCK.test(each.text),
            )
            .map((each) => ({ ...each, title: titles.get(each) })),
          (text) => postalAddressInBlock(text) !== null,
        ),
        siteHost,
      ) ||
      sources.payloadAddresses[0] ||
      // A JS shell's contact line is a payload string, chosen among them as a footer's
      // line is among blocks (the company's own evidence first, another party's refused).
      companyAddress(
        payloadAddressLines(
          payloadLines.filter(
            (string, index) => !payloadBranch[index] && !EVENT_BLOCK.test(string),
          ),
          siteHost,
        ),
        siteHost,
      ) ||
      null)
  );
}

/**
 * Of several `<address>` elements (the company's, its association's, a dispute body's, in one
 * form), the one `companyAddress` chooses: another party's introduced by its words is refused,
 * the one that names the site comes first. One element, or none chosen: the first.
 */
function ownAddressElement(elements: readonly string[], siteHost: string): string | undefined {
  if (elements.length < 2) return elements[0];
  const chosen = companyAddress(
    elements.map((text) => ({ text, contactPlace: true })),
    siteHost,
  );
  return (
    elements.find((each) => chosen !== null && postalAddressInBlock(each) === chosen) ?? elements[0]
  );
}

/**
 * A payload's strings that may give the company's address. An app's data names many places
 * with no markup to tell them apart (a customer's site, the franchisor, a venue, the mediator):
 * those that name the company, if any do; else all, for `companyAddress` to refuse another
 * party's.
 */
function payloadAddressLines(strings: readonly string[], siteHost: string): AddressBlock[] {
  // The string before an address may be its card's title ("label": "Klantenservice EuroParcel
  // Netwerk (onze partner)", "adres": "Trade Port Noord 12 …"): one that introduces another
  // party refuses it. It is not counted as the address's words: an app's strings before an
  // address are as often the previous card's last field.
  const lines = strings.map((text, index) => ({ text, lines: index }));
  const titles = cardTitles(lines);
  const label = siteLabel(siteHost);
  const candidates = lines
    .filter((line) => postalAddressInBlock(line.text) !== null)
    .filter((line) => !cardTitledForAnother(titles, line, label));
  const withAddress = unique(candidates.map((line) => line.text));
  // Named by its text or by its card's title ("titulo": "Celulares Providencia – nuestra
  // tienda" before its "direccion", after the gallery management's card).
  const own = unique(
    candidates
      .filter(
        (line) => namesSite(line.text, siteHost) || namesSite(titles.get(line) ?? '', siteHost),
      )
      .map((line) => line.text),
  );
  return (own.length > 0 ? own : withAddress).map((text) => ({ text, contactPlace: false }));
}

/** An `<address>` often holds only an email or a name; keep it when it has a street number. */
function postalAddressOrNull(raw: string): string | null {
  const value = clean(raw);
  if (!value || value.length > 250) return null;
  const withoutContacts = value
    .replace(/[^\s@]+@[^\s@]+/g, '')
    .replace(/(?:tel|phone|fax)[.:]?\s*[+\d][\d\s().-]{5,}/gi, '');
  const compact = clean(withoutContacts.replace(/\s*[,|·•]\s*(?=[,|·•]|$)/g, ''));
  if (!compact || !/\d/.test(compact) || !/\p{L}{3,}/u.test(compact)) return null;
  return compact.replace(/\s+,/g, ',');
}
