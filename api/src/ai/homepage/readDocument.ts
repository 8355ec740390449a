import { Parser } from 'htmlparser2';
import { emailsInAttributes } from './attributeEmails.ts';
import { attributePayloads, commentPayload } from './attributePayloads.ts';
import {
  isPhoneNumberOnly,
  phonesInAttributes,
  phoneWords,
  whatsAppNumber,
} from './attributePhones.ts';
import { clean } from './cleanText.ts';
import { withCloudflareEmailsDecoded } from './cloudflareEmails.ts';
import { EVENT_BLOCK, isEventAddress } from './eventVenue.ts';
import { createHCardReader } from './hCard.ts';
import { hostOf } from './hostOf.ts';
import { mailtoAddress, telNumber } from './linkHrefs.ts';
import { readMeta } from './metaTags.ts';
import { createMicrodataCollector, type MicrodataReading } from './microdata.ts';
import { isNamedElement, type OpenElement, openElement } from './openElements.ts';
import { announcesOthers, isSignedQuotation } from './othersText.ts';
import { createPayloadCollector, type PagePayload } from './pagePayload.ts';
import { createTextCollector, type PageTexts } from './pageText.ts';
import { createRdfaReader } from './rdfa.ts';
import { isDataScript } from './scriptStrings.ts';
import { type SocialCandidate, socialCandidate } from './socialChoice.ts';
import { withScriptsRendered } from './templateScripts.ts';
import { BLOCKS, emptyBlock, type TextBlock } from './textBlocks.ts';
import { pushUnique } from './uniqueValues.ts';

/** Elements whose content is not visible text. `<noscript>` is: a crawler indexes it. */
const HIDDEN = new Set(['script', 'style', 'template', 'svg', 'iframe', 'object']);
const HEADINGS = new Set(['h1', 'h2', 'h3']);
/** Elements that bound a section of the page. */
const SECTIONS = new Set(['section', 'article', 'aside', 'main', 'footer', 'header', 'nav']);
const VOID = new Set(['br', 'img', 'input', 'meta', 'link', 'hr', 'source', 'wbr', 'area', 'col']);
const MAX_HEADINGS = 40;

/** A theme's class or id for the element that shows its phone number. */
const PHONE_ELEMENT = new RegExp(`(?:^|[\\s_-])(?:${phoneWords()})(?:$|[\\s_-])`, 'i');

/** What the page's markup holds, read in one pass and not yet judged. */
export interface PageDocument {
  /** The `<html lang>` attribute, lower-cased. */
  language: string | null;
  title: string | null;
  meta: Map<string, string>;
  /** `og:` properties without their prefix. */
  openGraph: Record<string, string>;
  jsonLdBlocks: string[];
  headings: string[];
  mailtoEmails: string[];
  /** Images' alt texts that date something ("Totara Flats Riding Centre – est. 1994"): a logo's words. */
  datedAlts: string[];
  /** The site's own microdata entity (see `microdata.ts`). */
  microdata: MicrodataReading;
  socialCandidates: SocialCandidate[];
  blocks: TextBlock[];
  /** Other sites the page links to. */
  linkedHosts: Set<string>;
  texts: PageTexts;
  payload: PagePayload;
  /** The text of each `<address>` element, as written. */
  addressElements: string[];
}

/** A year in an image's alt text: a logo's "est. 1994", "seit 1958". */
const DATED = /\b(?:19|20)\d\d\b/;

/**
 * Reads a homepage's markup in one pass. htmlparser2 is forgiving, so broken markup (unclosed
 * tags, stray quotes) yields whatever text and tags it still contains.
 */
export function readDocument(html: string, siteHost: string): PageDocument {
  const meta = new Map<string, string>();
  const openGraph: Record<string, string> = {};
  const jsonLdBlocks: string[] = [];
  const headings: string[] = [];
  const mailtoEmails: string[] = [];
  const datedAlts: string[] = [];
  const microdataCollector = createMicrodataCollector();
  const hCards = createHCardReader();
  const rdfa = createRdfaReader();
  const socialCandidates: SocialCandidate[] = [];
  const blocks: TextBlock[] = [];
  let block = emptyBlock();
  let namedElements = 0;
  let postsPage = false;
  let anchor: { text: string; tel: string | null; social: SocialCandidate | null } | null = null;
  /** An open element whose class or id names a phone, and its text so far. */
  let phoneElement: { depth: number; text: string } | null = null;
  const linkedHosts = new Set<string>();
  const texts = createTextCollector();
  const payload = createPayloadCollector();
  const addressElements: string[] = [];
  /** How many runs of lines (`TextBlock.lines`) have begun. */
  let lineGroups = 0;
  /** Where the open `<address>` element's blocks begin in `blocks`. */
  let addressFirstBlock = 0;
  let language = null as string | null;
  // Assigned in parser callbacks, so typed wide (a plain `= null` would narrow to null).
  let title = null as string | null;

  const stack: OpenElement[] = [];
  let hiddenDepth = 0;
  let inTitle = false;
  let titleBuffer = '';
  let scriptBuffer: { attributes: Record<string, string>; text: string; ld: boolean } | null = null;
  let headingBuffer: string | null = null;
  /**
   * Under a heading that announces others' contacts ("Clasificados"), to the next heading or the
   * end of the section that holds it: the sectioning element (null when there is none).
   */
  let othersSection: { section: OpenElement | null } | null = null;
  let addressBuffer: string | null = null;

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'html' && attributes.lang) language = attributes.lang.toLowerCase();
        // WordPress marks its posts page `<body class="blog">`: each `<article>` there is a post.
        if (name === 'body' && /(^|\s)blog(\s|$)/.test(attributes.class ?? '')) postsPage = true;
        if (name === 'script') {
          const ld = /ld\+json/i.test(attributes.type ?? '');
          if (ld || isDataScript(attributes)) scriptBuffer = { attributes, text: '', ld };
        }
        // A component's data kept in its attributes (Astro, Inertia, Alpine, Livewire, Stimulus,
        // a hook's props): read as a script's payload.
        for (const each of attributePayloads(name, attributes)) {
          payload.read(each.text, { type: each.type });
        }
        if (HIDDEN.has(name)) {
          hiddenDepth++;
          return;
        }
        if (hiddenDepth > 0) return;
        if (BLOCKS.has(name)) startBlock(name === 'br');
        block.telPhones.push(...phonesInAttributes(attributes));
        for (const email of emailsInAttributes(attributes)) pushUnique(mailtoEmails, email);
        if (name === 'img' && attributes.alt && DATED.test(attributes.alt)) {
          pushUnique(datedAlts, attributes.alt);
        }
        // A theme's phone element ("et-info-phone", "header-phone__number") labels its number.
        if (
          phoneElement === null &&
          PHONE_ELEMENT.test(`${attributes.class ?? ''} ${attributes.id ?? ''}`)
        ) {
          phoneElement = { depth: stack.length, text: '' };
        }
        if (!VOID.has(name)) {
          const named = isNamedElement(name, attributes) ? namedElements++ : null;
          stack.push(openElement(name, attributes, { postsPage, named }));
        }
        const typed = rdfa.open(attributes, stack.length);
        const marked = VOID.has(name) ? typed : hCards.open(typed, stack.length);
        microdataCollector.open(name, marked, stack.length, VOID.has(name));
        if (name === 'title' && title === null) inTitle = true;
        if (name === 'meta') readMeta(attributes, meta, openGraph);
        if (HEADINGS.has(name)) {
          headingBuffer = '';
          othersSection = null;
        }
        if (name === 'address') {
          addressBuffer = '';
          addressFirstBlock = blocks.length;
        }
        if (name === 'a') {
          closeAnchor();
          anchor = { text: '', tel: null, social: null };
          if (attributes.href) readLink(attributes.href.trim());
        }
        // Tag boundaries separate words that markup glued together (`Plumbing<br>done`).
        texts.push(' ', stack);
        // A block's text too: side-by-side inline elements ("<span>24159 Kiel</span><span>Telefon:
        // 0431 36 28 40</span><span>praxis@…</span>") are separate values, not one word.
        if (block.text !== '' && !/\s$/.test(block.text)) block.text += ' ';
        if (headingBuffer !== null) headingBuffer += ' ';
        if (addressBuffer !== null) addressBuffer += ' ';
        microdataCollector.text(' ');
      },
      oncomment(data) {
        const state = commentPayload(data);
        if (state) payload.read(state.text, { type: state.type });
      },
      ontext(data) {
        if (scriptBuffer !== null) {
          scriptBuffer.text += data;
          return;
        }
        if (hiddenDepth > 0) return;
        if (inTitle) {
          titleBuffer += data;
          return;
        }
        if (headingBuffer !== null) headingBuffer += data;
        if (addressBuffer !== null) addressBuffer += ` ${data}`;
        if (anchor) anchor.text += data;
        if (phoneElement) phoneElement.text += data;
        block.text += data;
        if (!block.contactPlace && data.trim()) {
          block.contactPlace = stack.some((element) => element.contact);
        }
        if (!block.otherParty && data.trim()) {
          block.otherParty = stack.some((element) => element.otherParty) || underOthersHeading();
        }
        if (!block.testimonial && data.trim()) {
          // Others' lines under a heading that announces them are as a testimonial's: theirs.
          block.testimonial = stack.some((element) => element.testimonial) || underOthersHeading();
        }
        if (!block.consent && data.trim()) {
          block.consent = stack.some((element) => element.consent);
        }
        if (block.group === null && data.trim()) {
          block.group = stack.findLast((element) => element.named !== null)?.named ?? null;
        }
        microdataCollector.text(data);
        texts.push(data, stack);
      },
      onclosetag(name) {
        if (name === 'script' && scriptBuffer !== null) {
          if (scriptBuffer.ld) jsonLdBlocks.push(scriptBuffer.text);
          else payload.read(scriptBuffer.text, scriptBuffer.attributes);
          scriptBuffer = null;
        }
        if (HIDDEN.has(name)) {
          hiddenDepth = Math.max(0, hiddenDepth - 1);
          return;
        }
        if (hiddenDepth > 0) return;
        if (name === 'a') closeAnchor();
        // The phone element ends with its own tag (or an ancestor's), not with a void element
        // inside it (htmlparser2 closes `<img>` and `<i>` icons at once).
        const closing = stack.map((element) => element.tag).lastIndexOf(name);
        if (phoneElement && closing >= 0 && closing <= phoneElement.depth) {
          const number = phoneElement.text.replace(/\s+/g, ' ').trim();
          // A number's prefix in an element of its own ("<span class=tel-prefix>+49 (0)6221-</span>")
          // is no number: a whole one ends in a digit.
          if (isPhoneNumberOnly(number) && /\d$/.test(number)) block.telPhones.push(number);
          phoneElement = null;
        }
        if (BLOCKS.has(name)) startBlock(name === 'br');
        if (name === 'title' && inTitle) {
          inTitle = false;
          title = clean(titleBuffer);
        }
        if (HEADINGS.has(name) && headingBuffer !== null) {
          const heading = clean(headingBuffer);
          if (heading && headings.length < MAX_HEADINGS) headings.push(heading);
          headingBuffer = null;
          if (heading && announcesOthers(heading)) {
            const section = stack.findLast((element) => SECTIONS.has(element.tag)) ?? null;
            othersSection = { section };
          }
        }
        if (name === 'address' && addressBuffer !== null) {
          addressElements.push(addressBuffer);
          // A venue's `<address>` ("NEC Birmingham, Hall 5, Stand 5040<br>North Avenue, …"):
          // its lines are blocks of their own, and none of them is the company's place.
          if (isEventAddress(addressBuffer) || EVENT_BLOCK.test(addressBuffer)) {
            for (const each of blocks.slice(addressFirstBlock)) each.otherParty = true;
          }
          addressBuffer = null;
        }
        if (!VOID.has(name)) {
          // htmlparser2 closes implied elements too, so the stack unwinds to the matching tag.
          const index = stack.map((element) => element.tag).lastIndexOf(name);
          if (index >= 0) stack.length = index;
        }
        microdataCollector.close(stack.length);
        hCards.close(stack.length);
        rdfa.close(stack.length);
        texts.push(' ', stack);
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );

  function underOthersHeading(): boolean {
    if (othersSection === null) return false;
    const { section } = othersSection;
    // A footer after the section is the company's again.
    if (section === null) return !stack.some((element) => element.tag === 'footer');
    return stack.includes(section);
  }

  function readLink(href: string): void {
    if (/^mailto:/i.test(href)) {
      pushUnique(mailtoEmails, mailtoAddress(href));
      return;
    }
    if (/^tel:/i.test(href)) {
      if (anchor) anchor.tel = telNumber(href);
      return;
    }
    const chat = whatsAppNumber(href);
    if (chat) {
      block.messengerPhones.push(chat);
      return;
    }
    const host = hostOf(href);
    if (host && host !== siteHost) linkedHosts.add(host);
    const candidate = socialCandidate(href, block.text, stack);
    if (candidate) {
      socialCandidates.push(candidate);
      if (anchor) anchor.social = candidate;
    } else if (host && host !== siteHost) {
      block.linksElsewhere = true;
    }
  }

  /**
   * A `tel:` link's number as the page shows it to people when its text is a number (the
   * href may carry a switchboard extension or another form), else the href's.
   */
  function closeAnchor(): void {
    if (!anchor) return;
    const text = anchor.text.replace(/\s+/g, ' ').trim();
    if (anchor.tel) {
      const shown = /^\+?[\d\s()./-]{7,24}$/.test(text) && text.replace(/\D/g, '').length >= 7;
      block.telPhones.push(shown ? text : anchor.tel);
    }
    if (anchor.social) anchor.social.anchorText = text;
    anchor = null;
  }

  function startBlock(lineBreak = false): void {
    const lines = block.lines;
    if (block.text.trim() || block.telPhones.length || block.messengerPhones.length) {
      // A quotation signed by its author, in plain markup, is the author's words and contacts.
      if (isSignedQuotation(block.text)) {
        block.testimonial = true;
        block.otherParty = true;
      }
      blocks.push(block);
    }
    block = emptyBlock();
    block.lines = lineBreak ? lines : ++lineGroups;
  }

  parser.write(withScriptsRendered(withCloudflareEmailsDecoded(html)));
  parser.end();
  closeAnchor();
  startBlock();

  return {
    language,
    title,
    meta,
    openGraph,
    jsonLdBlocks,
    headings,
    mailtoEmails,
    datedAlts,
    // Only the site's own microdata entity counts (see microdata.ts), like its JSON-LD node.
    microdata: microdataCollector.read(siteHost),
    socialCandidates,
    blocks,
    linkedHosts,
    texts: texts.read(),
    payload: payload.result(),
    addressElements,
  };
}
