import { Parser } from 'htmlparser2';
import {
  normalizeSocialUrl,
  type SocialNetwork,
  socialNetworkOf,
} from '#shared/schemas/socialLinks';
import { type AddressBlock, companyAddress, underBranchLabel } from './addressChoice.ts';
import {
  isPhoneNumberOnly,
  phonesInAttributes,
  phoneWords,
  whatsAppNumber,
} from './attributePhones.ts';
import { EVENT_ADDRESS, EVENT_BLOCK } from './eventVenue.ts';
import { hostOf, siteLabel, squashedSiteLabel } from './hostOf.ts';
import { DEMO_VALUES, readJsonLd } from './jsonLd.ts';
import { createMicrodataCollector } from './microdata.ts';
import { namesSite } from './namesSite.ts';
import { introducesAnotherParty } from './otherParty.ts';
import { isOwnMailLine } from './ownMailLine.ts';
import { payloadContacts } from './payloadContacts.ts';
import {
  emailsInText,
  freeMailEmailsInText,
  ownDomainEmailsInText,
  resemblesSite,
} from './plainEmails.ts';
import { isDataScript, payloadStrings } from './scriptStrings.ts';
import { isPostBoxOnly, postalAddressInBlock } from './textAddress.ts';
import { obfuscatedEmailsInText, phonesInText } from './textFacts.ts';
import type { HomepageFacts } from './types.ts';
import { namesAnotherLine, unlabelledPhonesInText } from './unlabelledPhones.ts';
import {
  isBoilerplateElement,
  isContactPlace,
  isMainElement,
  isOtherPartyBox,
  isTestimonial,
} from './zones.ts';

/** Elements whose content is not visible text. `<noscript>` is: a crawler indexes it. */
const HIDDEN = new Set(['script', 'style', 'template', 'svg', 'iframe', 'object']);
const HEADINGS = new Set(['h1', 'h2', 'h3']);
const VOID = new Set(['br', 'img', 'input', 'meta', 'link', 'hr', 'source', 'wbr', 'area', 'col']);
const MAX_TEXT = 40_000;
const MAX_LEAD = 2_000;
const MAX_SCRIPT_TEXT = 8_000;
const MAX_HEADINGS = 40;

interface OpenElement {
  tag: string;
  boilerplate: boolean;
  main: boolean;
  contact: boolean;
  /** A partner or sponsor strip, a credit, a testimonial (`isOtherPartyBox`): its links are others'. */
  otherParty: boolean;
  /** A testimonial, a review or a quotation (`isTestimonial`): words its author signs. */
  testimonial: boolean;
  /** A number for an element named by a class or id (a theme's widget, a section), else null. */
  named: number | null;
}

interface SocialCandidate {
  network: SocialNetwork;
  url: string;
  inBoilerplate: boolean;
  /** In a block introduced as partners, sponsors or friends ("Partner:", "Our friends"). */
  inPartnerBlock: boolean;
  /** The link's visible text ("Riccione Turismo", "Follow us", "" for an icon). */
  anchorText: string;
}

/**
 * One block of visible text (a paragraph, list item, cell, heading…) with the phone numbers
 * and foreign links in it. Phones are judged by the block they stand in: a number in a block
 * that credits or points to another party (the agency's "website by … tel.", a consumer
 * arbitration line "www.arbitragemauto.pt, tel. …") is that party's, not the company's.
 */
interface TextBlock {
  text: string;
  telPhones: string[];
  /** WhatsApp chats' numbers (`wa.me` links): the company's last way in. */
  messengerPhones: string[];
  linksElsewhere: boolean;
  /** It stands in the footer, an `<address>` or a contact section (see `isContactPlace`). */
  contactPlace: boolean;
  /** The nearest named element around it (see `OpenElement.named`): its widget or section. */
  group: number | null;
  /** Inside a testimonial, a quotation or a partner box (`isOtherPartyBox`): others' words. */
  otherParty: boolean;
  /** Inside a testimonial, a review or a quotation (`isTestimonial`). */
  testimonial: boolean;
  /** Blocks split only by `<br>` share it: the lines of one paragraph or `<address>`. */
  lines: number;
}

function emptyBlock(): TextBlock {
  return {
    text: '',
    telPhones: [],
    messengerPhones: [],
    linksElsewhere: false,
    contactPlace: false,
    group: null,
    otherParty: false,
    testimonial: false,
    lines: 0,
  };
}

/** A theme's class or id for the element that shows its phone number. */
const PHONE_ELEMENT = new RegExp(`(?:^|[\\s_-])(?:${phoneWords()})(?:$|[\\s_-])`, 'i');

/** Elements that start a new block of text. */
const BLOCKS = new Set([
  'p',
  'li',
  'div',
  'td',
  'th',
  'dd',
  'dt',
  'tr',
  'address',
  'footer',
  'header',
  'section',
  'article',
  'aside',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'br',
  'main',
  'nav',
  'ul',
  'ol',
  'table',
]);

/** "Partners", "our friends", "sponsored by" in the seven languages: other parties' links follow. */
const PARTNER_LABEL =
  /\b(partners?|our friends|sponsors?|sponsored by|supported by|in cooperation with|in collaboration with|member of|partenaires?|nos amis|soci(os)?|colaboradores|patrocinadores|amigos|parceiros?|partnerbedrijven|vrienden|sponsoren|partner(?:n|unternehmen)?|freunde|unterstützt von|mitglied (im|bei|der)|amici|in collaborazione con|collaborazioni)\b\s*:?|\b(proud(ly)? (member|supporters?|sponsors?) of|official (partner|supplier|sponsor)|affiliated with|accredited by|as (seen|featured) (in|on)|\w+partner|gefördert (von|durch)|mit (freundlicher )?unterstützung|avec le soutien|soutenu par|en (colaboración|partenariat) (con|avec)|con el apoyo|patrocinado por|in samenwerking met|mede mogelijk gemaakt|met steun van|con il (sostegno|patrocinio|supporto)|sponsorizzat[oa] da|em parceria com|com o apoio|patrocinado por|apoiado por)\b/i;

/** Elements that hold the whole page: never one widget's group. */
const PAGE_WRAPPERS = new Set(['html', 'body', 'main']);
/** A theme's widget holds a few blocks (address, phone, email, hours); a wrapper holds many. */
const MAX_DEMO_GROUP = 8;

/**
 * Theme demo data left in a widget ("Address: 2307 Beverley Rd Brooklyn … Email:
 * hello@example.com"): one block of it gives the others away, so none of the
 * widget's blocks is the company's. A small named element only: a page's wrapper holding one
 * "jane@example.com" hint says nothing of the rest.
 */
function demoGroups(blocks: readonly TextBlock[]): Set<number> {
  const sizes = new Map<number, number>();
  const flagged = new Set<number>();
  for (const each of blocks) {
    if (each.group === null) continue;
    sizes.set(each.group, (sizes.get(each.group) ?? 0) + 1);
    // Not a 555-01xx number alone: small American businesses write theirs that way in examples.
    if (DEMO_VALUES.test(each.text)) flagged.add(each.group);
  }
  return new Set([...flagged].filter((group) => (sizes.get(group) ?? 0) <= MAX_DEMO_GROUP));
}

/** Someone else's work or line: credits and pointers to another site in the same block. */
const CREDIT =
  /\b(website|site|web ?design|design|developed|powered|made|built|hosted|realised|realized) by\b|\b(webdesign|erstellt|umgesetzt|realisiert) (von|durch)\b|\bréalisé par\b|\bconçu par\b|\b(diseño|desarrollad[oa]|hecho) (web )?por\b|\b(desenvolvido|criado|feito) por\b|\b(gemaakt|ontwikkeld|ontworpen) door\b|\b(realizzat[oa]|sviluppat[oa]) da\b|\b(?:website|webdesign|web design|webseite|réalisation|diseño web|realizzazione|ontwerp)\s*:\s*(?!www\.)[A-Z]/i;

/** A web address written in the text ("www.arbitragemauto.pt") that is not the site's own. */
function namesAnotherSite(text: string, siteHost: string): boolean {
  for (const match of text.matchAll(/\bwww\.([a-z0-9-]+(?:\.[a-z0-9-]+)+)/gi)) {
    const host = (match[1] ?? '').toLowerCase();
    if (host !== siteHost && !siteHost.endsWith(`.${host}`)) return true;
  }
  return false;
}

/**
 * Reads the facts a homepage states about its company. htmlparser2 is forgiving, so broken
 * markup (unclosed tags, stray quotes) yields whatever text and tags it still contains.
 */
export function extractFacts(
  html: string,
  page: { url: string; truncated: boolean },
): HomepageFacts {
  const siteHost = hostOf(page.url) ?? '';
  const meta = new Map<string, string>();
  const openGraph: Record<string, string> = {};
  const jsonLdBlocks: string[] = [];
  const headings: string[] = [];
  const mailtoEmails: string[] = [];
  const microdataCollector = createMicrodataCollector();
  const socialCandidates: SocialCandidate[] = [];
  const blocks: TextBlock[] = [];
  let block = emptyBlock();
  let namedElements = 0;
  let postsPage = false;
  let anchor: { text: string; tel: string | null; social: SocialCandidate | null } | null = null;
  /** An open element whose class or id names a phone, and its text so far. */
  let phoneElement: { depth: number; text: string } | null = null;
  const linkedHosts = new Set<string>();
  const textParts: string[] = [];
  /** The visible text without other parties' boxes (testimonials, blog feeds, partner strips). */
  const ownParts: string[] = [];
  const bodyParts: string[] = [];
  const leadParts: string[] = [];
  const scriptStrings: string[] = [];
  const ownScriptStrings: string[] = [];
  const noiseScriptStrings: string[] = [];
  const payloadTexts: string[] = [];
  const addresses: string[] = [];
  /** How many runs of lines (`TextBlock.lines`) have begun. */
  let lineGroups = 0;
  /** Where the open `<address>` element's blocks begin in `blocks`. */
  let addressFirstBlock = 0;
  let language = null as string | null;
  let textLength = 0;
  let bodyLength = 0;
  let leadLength = 0;
  // Assigned in parser callbacks, so typed wide (a plain `= null` would narrow to null).
  let title = null as string | null;

  const stack: OpenElement[] = [];
  let hiddenDepth = 0;
  let inTitle = false;
  let titleBuffer = '';
  let scriptBuffer: { attributes: Record<string, string>; text: string; ld: boolean } | null = null;
  let headingBuffer: string | null = null;
  let addressBuffer: string | null = null;

  const inBoilerplate = () => stack.some((element) => element.boilerplate);
  const inMain = () => stack.some((element) => element.main);

  function readPayload(raw: string, attributes: Record<string, string>): void {
    const prose = payloadStrings(raw, attributes);
    ownScriptStrings.push(...prose.own);
    scriptStrings.push(...prose.other);
    noiseScriptStrings.push(...prose.noise);
    payloadTexts.push(raw.slice(0, MAX_TEXT));
  }

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
        // An Astro island's props are its component's data, JSON in an attribute (each value a
        // `[type, value]` pair, whose strings read as any payload's).
        if (name === 'astro-island' && attributes.props) {
          readPayload(attributes.props, { type: 'application/json' });
        }
        if (HIDDEN.has(name)) {
          hiddenDepth++;
          return;
        }
        if (hiddenDepth > 0) return;
        if (BLOCKS.has(name)) startBlock(name === 'br');
        block.telPhones.push(...phonesInAttributes(attributes));
        // A theme's phone element ("et-info-phone", "header-phone__number") labels its number.
        if (
          phoneElement === null &&
          PHONE_ELEMENT.test(`${attributes.class ?? ''} ${attributes.id ?? ''}`)
        ) {
          phoneElement = { depth: stack.length, text: '' };
        }
        if (!VOID.has(name)) {
          stack.push({
            tag: name,
            boilerplate:
              isBoilerplateElement(name, attributes) || (postsPage && name === 'article'),
            main: isMainElement(name, attributes),
            contact: isContactPlace(name, attributes),
            otherParty: isOtherPartyBox(name, attributes),
            testimonial: isTestimonial(name, attributes),
            named:
              (attributes.class || attributes.id) && !PAGE_WRAPPERS.has(name)
                ? namedElements++
                : null,
          });
        }
        microdataCollector.open(name, attributes, stack.length, VOID.has(name));
        if (name === 'title' && title === null) inTitle = true;
        if (name === 'meta') readMeta(attributes, meta, openGraph);
        if (HEADINGS.has(name)) headingBuffer = '';
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
        pushText(' ');
        if (headingBuffer !== null) headingBuffer += ' ';
        if (addressBuffer !== null) addressBuffer += ' ';
        microdataCollector.text(' ');
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
          block.otherParty = stack.some((element) => element.otherParty);
        }
        if (!block.testimonial && data.trim()) {
          block.testimonial = stack.some((element) => element.testimonial);
        }
        if (block.group === null && data.trim()) {
          block.group = stack.findLast((element) => element.named !== null)?.named ?? null;
        }
        microdataCollector.text(data);
        pushText(data);
      },
      onclosetag(name) {
        if (name === 'script' && scriptBuffer !== null) {
          if (scriptBuffer.ld) jsonLdBlocks.push(scriptBuffer.text);
          else readPayload(scriptBuffer.text, scriptBuffer.attributes);
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
          if (isPhoneNumberOnly(number)) block.telPhones.push(number);
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
        }
        if (name === 'address' && addressBuffer !== null) {
          const address = postalAddressOrNull(addressBuffer);
          if (address && !isPostBoxOnly(address)) addresses.push(address);
          // A venue's `<address>` ("NEC Birmingham, Hall 5, Stand 5040<br>North Avenue, …"):
          // its lines are blocks of their own, and none of them is the company's place.
          if (EVENT_ADDRESS.test(addressBuffer) || EVENT_BLOCK.test(addressBuffer)) {
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
        pushText(' ');
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );

  function pushText(data: string): void {
    if (textLength < MAX_TEXT) {
      textParts.push(data);
      textLength += data.length;
      if (!stack.some((element) => element.otherParty)) ownParts.push(data);
    }
    if (inBoilerplate()) return;
    if (bodyLength < MAX_TEXT) {
      bodyParts.push(data);
      bodyLength += data.length;
    }
    if (inMain() && leadLength < MAX_LEAD) {
      leadParts.push(data);
      leadLength += data.length;
    }
  }

  function readLink(href: string): void {
    if (/^mailto:/i.test(href)) {
      pushUnique(mailtoEmails, mailtoAddress(href));
      return;
    }
    if (/^tel:/i.test(href)) {
      if (anchor) anchor.tel = decodeSafe(href.slice(4)).trim();
      return;
    }
    const chat = whatsAppNumber(href);
    if (chat) {
      block.messengerPhones.push(chat);
      return;
    }
    const host = hostOf(href);
    if (host && host !== siteHost) linkedHosts.add(host);
    const network = socialNetworkOf(href);
    const url = normalizeSocialUrl(href);
    if (network && url) {
      // Companies link their own profiles from the header or footer; elsewhere in a menu,
      // a share bar or a partner box, a profile is someone else's.
      const ownPlace = stack.some(
        (element) => element.tag === 'footer' || element.tag === 'header',
      );
      const candidate: SocialCandidate = {
        network,
        url,
        inBoilerplate: !ownPlace && inBoilerplate(),
        // A partner label or the agency's credit in its block, or a box named for partners,
        // sponsors or testimonials around it, even inside the company's own footer.
        inPartnerBlock:
          PARTNER_LABEL.test(block.text) ||
          CREDIT.test(block.text) ||
          stack.some((element) => element.otherParty),
        anchorText: '',
      };
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
      blocks.push(block);
    }
    block = emptyBlock();
    block.lines = lineBreak ? lines : ++lineGroups;
  }

  parser.write(html);
  parser.end();
  closeAnchor();
  startBlock();

  const jsonLd = readJsonLd(jsonLdBlocks, siteHost);
  const organization = jsonLd.organization;
  const text = clean(textParts.join('')) ?? '';
  const scriptLead = cleanText(unique(ownScriptStrings).join(' . ')).slice(0, MAX_LEAD);
  const scriptText = cleanText(unique([...ownScriptStrings, ...scriptStrings]).join(' . ')).slice(
    0,
    MAX_SCRIPT_TEXT,
  );
  // Only the site's own microdata entity counts (see microdata.ts), like its JSON-LD node.
  const microdata = microdataCollector.read(siteHost);
  const foreignHosts = new Set([...jsonLd.foreignHosts, ...microdata.foreignHosts, ...linkedHosts]);
  // Contacts are read from every payload string, the app's footer and settings included.
  const payloadProse = cleanText(noiseScriptStrings.join(' . ')).slice(0, MAX_SCRIPT_TEXT);
  const allText = `${text} ${scriptText} ${payloadProse}`;

  const demo = demoGroups(blocks);
  const ownBlocks = blocks.filter(
    (each) =>
      !each.linksElsewhere &&
      !CREDIT.test(each.text) &&
      !namesAnotherSite(each.text, siteHost) &&
      !(each.group !== null && demo.has(each.group)),
  );
  const payload = payloadContacts(payloadTexts, siteHost);
  const label = siteLabel(siteHost);
  const branchLabelled = underBranchLabel(blocks.map((each) => each.text));
  const branchBlocks = new Set(blocks.filter((_block, index) => branchLabelled[index]));
  const payloadLines = [...ownScriptStrings, ...scriptStrings];
  const payloadBranch = underBranchLabel(payloadLines);
  // An address at another domain is the company's when it carries the site's name, or stands
  // in the company's own contact line, its name and street with it ("Backstube Lindner · Obere
  // Landstraße 31 · 3500 Krems · backstube@lindner-krems.at"); never one another party is
  // introduced with. A footer alone says nothing: "Tickets: events@stadthalle-berlin.de".
  const ownContactLine = (text: string) =>
    postalAddressInBlock(text) !== null && namesSite(text, siteHost) && !namesAnotherLine(text);
  const contactLineEmails = [
    ...ownBlocks
      .filter((each) => !each.testimonial && !each.otherParty)
      .flatMap((each) =>
        ownLines(each.text, emailsInText(each.text), label).filter(
          (email) => resemblesSite(email, siteHost) || ownContactLine(each.text),
        ),
      ),
    ...payloadLines.flatMap((string) =>
      ownContactLine(string) ? ownLines(string, emailsInText(string), label) : [],
    ),
  ];
  const emails: string[] = [];
  for (const email of [
    organization?.email ?? null,
    microdata.props.get('email')?.replace(/^mailto:/i, '') ?? null,
    ...mailtoEmails,
    ...obfuscatedEmailsInText(allText),
    ...ownDomainEmailsInText(allText, siteHost),
    ...ownBlocks.flatMap((each) => freeMailEmailsInText(each.text)),
    ...payload.emails,
    ...contactLineEmails,
  ]) {
    const host = email?.split('@')[1]?.toLowerCase();
    // An address at another site this page links to (the agency's "website by") is theirs.
    if (email && host && !foreignHosts.has(host.replace(/^www\./, ''))) {
      pushUnique(emails, email.trim().toLowerCase());
    }
  }
  // A testimonial's or a quotation's number is its author's. A box named for partners, credits,
  // clients or customers is not enough: themes name the footer's bottom row "footer-credits",
  // and a company's customer service is a "kundenservice" or "customer-care" box. A number
  // there is the company's unless its own sentence introduces another party.
  const phoneBlocks = ownBlocks.filter((each) => !each.testimonial);
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
    return label && bare && before ? `${before} ${block.text}` : block.text;
  };
  const runs = linesOf(blocks);
  const runText = (block: TextBlock) => joinedLines(runs.get(block.lines) ?? []);
  const microdataAddress = [
    microdata.props.get('streetAddress'),
    [microdata.props.get('postalCode'), microdata.props.get('addressLocality')]
      .filter(Boolean)
      .join(' '),
  ]
    .filter(Boolean)
    .join(', ');
  const addressText =
    addresses.find((address) => !EVENT_ADDRESS.test(address)) ??
    (postalAddressOrNull(microdataAddress) ||
      companyAddress(
        asLines(
          ownBlocks.filter(
            (each) => !each.otherParty && !branchBlocks.has(each) && !EVENT_BLOCK.test(each.text),
          ),
        ),
        siteHost,
      ) ||
      payload.addresses[0] ||
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
      null);
  /** The company's own contact line, or the block (or its run of lines) that gave its address. */
  const ownContact = (block: TextBlock | undefined) =>
    block !== undefined &&
    [block.text, runText(block)].some(
      (text) =>
        ownContactLine(text) ||
        (addressText !== null && postalAddressInBlock(text) === addressText),
    );
  const ownMailLine = (text: string) => isOwnMailLine(text, siteHost);
  const phones: string[] = [];
  for (const phone of [
    microdata.props.get('telephone') ?? null,
    // A shop's Open Graph contact data (`og:phone_number`), its own by the site's head.
    openGraph.phone_number ?? null,
    // The company's own contact line (its name, its street and postcode) says whose its numbers
    // are more surely than a label elsewhere: "Für Übernachtungen empfehlen wir das Landhotel
    // Zur Linde, Tel. …" above "Hofladen Sonnenacker · Dorfstraße 9 · 29229 Celle · 05141 4 71 06".
    ...phoneBlocks
      .filter(
        (each) =>
          ownContact(each) ||
          ownMailLine(each.text) ||
          // A bare number right after the company's address (a grid's next column, the next
          // paragraph: "…<br>3000-174 Coimbra</p><p>239 82 61 90</p>") is its number.
          (!/\p{L}/u.test(each.text) && ownContact(previousBlock.get(each))),
      )
      .flatMap((each) =>
        ownLines(
          withLabel(each),
          [
            ...each.telPhones,
            ...phonesInText(withLabel(each)),
            ...unlabelledPhonesInText(withLabel(each), { ownLine: ownMailLine(each.text) }),
          ],
          label,
        ),
      ),
    ...byOwnEvidence(phoneBlocks, siteHost).flatMap((each) =>
      ownLines(withLabel(each), [...each.telPhones, ...phonesInText(withLabel(each))], label),
    ),
    // An app's one phone field ("phone": "0821 / 45 08 19 77") is its contact card's.
    ...payload.phones,
    // A payload's strings as the footer's blocks: its own contact line first, never a credit's
    // or another party's number ("credit": "Website: Pixelhof Media, Tel. 0821 56 77 10").
    ...byOwnEvidence(
      unique([...ownScriptStrings, ...scriptStrings, ...noiseScriptStrings])
        .filter((string) => !CREDIT.test(string))
        .map((string, index, strings) => {
          const ownLine = ownMailLine(string);
          const contactPlace =
            postalAddressInBlock(string) !== null ||
            ownLine ||
            // A bare number in the string after the company's address (["Via Altinate 51, 35121
            // Padova", "049 875 3318"]) is its contact card's, as in a footer's next paragraph;
            // not after a branch's or the network's address.
            (addressText !== null &&
              !/\p{L}/u.test(string) &&
              postalAddressInBlock(strings[index - 1] ?? '') === addressText);
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
          ...(each.contactPlace
            ? unlabelledPhonesInText(each.text, { ownLine: each.ownLine })
            : []),
        ],
        label,
      ),
    ),
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
    // A number written with `&nbsp;` between its groups is the same number.
    pushUnique(phones, phone?.replace(/\s+/g, ' ').trim() ?? null);
  }

  return {
    url: page.url,
    language,
    title: title ?? clean(openGraph.title ?? '') ?? null,
    metaDescription: clean(meta.get('description') ?? '') ?? null,
    descriptions: unique(
      [meta.get('description'), openGraph.description, meta.get('twitter:description')]
        .map((value) => clean(value ?? ''))
        .filter(Boolean),
    ),
    metaKeywords: (meta.get('keywords') ?? '')
      .split(',')
      .map((keyword) => keyword.trim())
      .filter(Boolean),
    openGraph,
    organization,
    schemaTypes: unique([...jsonLd.types, ...microdata.types]),
    headings,
    text,
    ownText: clean(ownParts.join('')) ?? '',
    bodyText: clean(bodyParts.join('')) ?? '',
    leadText: cleanText((leadParts.length ? leadParts : bodyParts).join('')).slice(0, MAX_LEAD),
    scriptText,
    scriptLead,
    emails: certifiedMailLast(emails),
    phones,
    foundingDate: microdata.props.get('foundingDate') ?? payload.founded,
    addressText,
    socialLinks: chooseSocialLinks(socialCandidates, organization?.sameAs ?? [], siteHost),
    truncated: page.truncated,
  };
}

/**
 * A payload's strings that may give the company's address. An app's data names many places
 * with no markup to tell them apart (a customer's site, the franchisor, a venue, the mediator):
 * those that name the company, if any do; else all, for `companyAddress` to refuse another
 * party's.
 */
function payloadAddressLines(strings: readonly string[], siteHost: string): AddressBlock[] {
  const withAddress = unique(strings.filter((string) => postalAddressInBlock(string) !== null));
  const own = withAddress.filter((string) => namesSite(string, siteHost));
  return (own.length > 0 ? own : withAddress).map((text) => ({ text, contactPlace: false }));
}

/** A label standing alone in its block: "Telefon", "Tel.:", "Téléphone fixe". */
const MAX_LABEL_WORDS = 2;

/**
 * Italy's certified mail (PEC: "studio@pec.it", "…@legalmail.it") is for legal notices; the
 * address to write to is the other one.
 */
const CERTIFIED_MAIL = /@(?:[\w-]+\.)*(?:pec|legalmail|arubapec|postacert|cert)\.|@pec\./i;

function certifiedMailLast(emails: readonly string[]): string[] {
  return [
    ...emails.filter((email) => !CERTIFIED_MAIL.test(email)),
    ...emails.filter((email) => CERTIFIED_MAIL.test(email)),
  ];
}

/**
 * An address written over lines ("14 Quay Street<br>Whitby<br>YO21 3PS") is one address: a run
 * of lines is also read joined ("14 Quay Street, Whitby, YO21 3PS"), in its place on the page,
 * before its lines.
 */
function asLines(blocks: readonly TextBlock[]): TextBlock[] {
  const runs = linesOf(blocks);
  return blocks.flatMap((block) => {
    const run = runs.get(block.lines) ?? [];
    if (run.length < 2 || run[0] !== block) return [block];
    const joined = {
      ...block,
      text: joinedLines(run),
      contactPlace: run.some((each) => each.contactPlace),
    };
    return [joined, block];
  });
}

/** The blocks of each run of lines (`TextBlock.lines`), in page order. */
function linesOf(blocks: readonly TextBlock[]): Map<number, TextBlock[]> {
  const runs = new Map<number, TextBlock[]>();
  for (const block of blocks) {
    const run = runs.get(block.lines);
    if (run) run.push(block);
    else runs.set(block.lines, [block]);
  }
  return runs;
}

/** A run's lines as one line: "14 Quay Street, Whitby, YO21 3PS". */
function joinedLines(run: readonly TextBlock[]): string {
  return run.map((each) => each.text.trim()).join(', ');
}

/**
 * Blocks that show the company's own evidence first: its name or its mail address (its contact
 * line, "Camping Les Pins · 12 route de la Mer · 04 68 …"), then the footer, an `<address>` or a
 * contact section, then the rest in page order. A page names other parties' numbers before its
 * own line: the out-of-hours practice above the footer, the breakdown service in a notice, the
 * branch in another town, the tourist office in a sidebar.
 */
function byOwnEvidence<Block extends { text: string; contactPlace: boolean }>(
  blocks: readonly Block[],
  siteHost: string,
): Block[] {
  const rank = (block: Block) =>
    (namesSite(block.text, siteHost) ? 2 : 0) + (block.contactPlace ? 1 : 0);
  return blocks
    .map((block, index) => ({ block, index, rank: rank(block) }))
    .sort((a, b) => b.rank - a.rank || a.index - b.index)
    .map((each) => each.block);
}

/**
 * The numbers of a block that are the company's: not one whose sentence introduces another
 * party before it ("Hébergeur : Nuagix SAS, 2 rue Kellermann … – 09 72 10 10 07", "we order
 * from Meeple Distribution, … (0161 872 40 55)"; see `otherParty.ts`). A `tel:` link's number
 * that the text writes otherwise is judged by the whole block.
 */
function ownLines(text: string, phones: readonly string[], siteLabel: string): string[] {
  return phones.filter((phone) => {
    const index = text.indexOf(phone);
    return !introducesAnotherParty(index >= 0 ? text.slice(0, index) : text, siteLabel);
  });
}

/**
 * One profile per network: the company's own JSON-LD `sameAs` first, then a link whose handle
 * is the site's name, then a lone link in the header or footer. Links in share bars and
 * partner boxes, and a choice between several unrelated profiles, are left alone.
 *
 * The rule for a lone header/footer link: it is the company's only when nothing on the page
 * says it is someone else's. It is someone else's when it stands in a block introduced as
 * partners, sponsors or friends ("Partner: Booking.com · Riccione Turismo"), or when its
 * visible text names another party: the company's own "follow us" link shows an icon, the
 * network's name, a "follow us" phrase or the company's name, not "Riccione Turismo".
 */
function chooseSocialLinks(
  candidates: readonly SocialCandidate[],
  sameAs: readonly string[],
  siteHost: string,
): Partial<Record<SocialNetwork, string>> {
  const label = squashedSiteLabel(siteHost);
  const links: Partial<Record<SocialNetwork, string>> = {};
  for (const link of sameAs) {
    const network = socialNetworkOf(link);
    const url = normalizeSocialUrl(link);
    if (network && url && !links[network]) links[network] = url;
  }
  const byNetwork = new Map<SocialNetwork, SocialCandidate[]>();
  for (const candidate of candidates) {
    byNetwork.set(candidate.network, [...(byNetwork.get(candidate.network) ?? []), candidate]);
  }
  for (const [network, list] of byNetwork) {
    if (links[network]) continue;
    const named = list.find((candidate) =>
      candidate.url
        .toLowerCase()
        .replace(/[^a-z0-9/]/g, '')
        .includes(`/${label}`),
    );
    const placed = unique(
      list
        .filter(
          (c) =>
            !c.inBoilerplate &&
            !c.inPartnerBlock &&
            !isPersonalProfile(c.url) &&
            !namesAnotherParty(c.anchorText, label),
        )
        .map((c) => c.url),
    );
    const chosen = named?.url ?? (placed.length === 1 ? placed[0] : undefined);
    if (chosen) links[network] = chosen;
  }
  return links;
}

/**
 * A LinkedIn profile under `/in/` is a person's (the owner's, a partner's), not the company's
 * page, which LinkedIn keeps under `/company/`.
 */
function isPersonalProfile(url: string): boolean {
  return /linkedin\.com\/(?:in|pub)\//i.test(url);
}

/** Words a company's own profile link shows: the network's name or a "follow us" phrase. */
const GENERIC_SOCIAL_TEXT =
  /\b(facebook|linkedin|instagram|twitter|x|youtube|github|tiktok|xing|find|follow|like|join|connect|us|on|at|with|our|page|profile|folgen sie uns|folge uns|auf|bei|besuchen sie uns|suivez|nous|sur|rejoignez|síguenos|siguenos|en|únete|volg|ons|op|seguici|su|segui|siga|nos|no|sigam|visit|gmbh|ltd|limited|inc|llc|sl|srl|sas|sarl|lda|bv|ag|kg)\b/giu;

/** Whether a profile link's text names a party other than the site (by its domain's name). */
function namesAnotherParty(anchorText: string, siteLabel: string): boolean {
  const rest = anchorText.toLowerCase().replace(GENERIC_SOCIAL_TEXT, ' ');
  const squashed = rest.normalize('NFKD').replace(/[^a-z0-9]/g, '');
  if (squashed.length <= 3) return false;
  return !siteLabel.includes(squashed) && !squashed.includes(siteLabel);
}

function readMeta(
  attributes: Record<string, string>,
  meta: Map<string, string>,
  openGraph: Record<string, string>,
): void {
  const content = attributes.content;
  if (content === undefined) return;
  const key = (attributes.property ?? attributes.name ?? '').trim().toLowerCase();
  if (key.startsWith('og:')) {
    openGraph[key.slice(3)] ??= content.trim();
    return;
  }
  if (key && !meta.has(key)) meta.set(key, content);
}

function clean(value: string): string | null {
  const collapsed = value.replace(/\s+/g, ' ').trim();
  return collapsed === '' ? null : collapsed;
}

function cleanText(value: string): string {
  return clean(value) ?? '';
}

function unique(values: readonly (string | null | undefined)[]): string[] {
  return [...new Set(values.filter((value): value is string => !!value))];
}

function pushUnique(list: string[], value: string | null): void {
  if (value && !list.includes(value)) list.push(value);
}

function mailtoAddress(href: string): string | null {
  const address = decodeSafe(href.slice(7).split('?')[0] ?? '')
    .trim()
    .toLowerCase();
  return /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i.test(address) ? address : null;
}

function decodeSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
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
