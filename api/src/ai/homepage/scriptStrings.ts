import { isPhoneNumberOnly } from './attributePhones.ts';
import { closingQuote } from './closingQuote.ts';
import { isDevalue, resolveDevalue } from './devalue.ts';
import { fragmentText, isHtmlFragment } from './htmlFragment.ts';
import { withNuxtArgumentsInlined } from './nuxtArguments.ts';
import { keyWords, namesAnotherParty } from './othersKeys.ts';
import { turboStreamValues } from './turboStream.ts';
import { isTestimonial } from './zones.ts';

/**
 * The prose inside a JavaScript app's data payload (`__NEXT_DATA__`, `window.__NUXT__`, Nuxt 3's
 * `__NUXT_DATA__`, an `application/json` island): a JS shell's words live only there, and a
 * crawler that renders the page would show them. Each string is judged by the keys it stands
 * under: a page's `hero.title` or `seo.description` is the company describing itself, a
 * translation bundle's or a cookie banner's strings are not about the company at all, and a
 * blog post's or a testimonial's are about something or someone else. A JSON object assigned to a
 * namespace's property (Strikingly's `$S.siteData = {"site": …}`) is an app's data too.
 */
const PAYLOAD_MARKERS =
  /__NEXT_DATA__|__NUXT__|__INITIAL_STATE__|__APOLLO_STATE__|__PRELOADED_STATE__|__remixContext|__sveltekit|_\$HY\.r\[|\b(window|self|globalThis)\.[\w$]+\s*=\s*[{[(]|\b[\w$]+\.[A-Z][A-Z0-9]*_[A-Z0-9_]+\s*=\s*[{[]|(?<![\w$])[\w$]+\.[\w$]+\s*=\s*\{\s*"[\w$-]+"\s*:|(?:^|[\s;])(?:var|let|const)\s+[\w$]+\s*=\s*\{|=\s*\(\s*window\.[\w$]+\s*\|\|\s*\[\]\s*\)\.concat\(/;
/**
 * Angular's TransferState (`serverApp-state`, `ng-state`) escapes its JSON's quotes and markup
 * characters as `&q;`, `&a;`, `&s;`, `&l;`, `&g;`; undone before the JSON is read.
 */
const ANGULAR_ESCAPES: Readonly<Record<string, string>> = {
  '&q;': '"',
  '&s;': "'",
  '&l;': '<',
  '&g;': '>',
  '&a;': '&',
};
/** Next.js's App Router streams its page as React Server Component rows in pushed strings. */
const NEXT_FLIGHT = /__next_f\.push\(\[\s*\d+\s*,\s*("(?:[^"\\]|\\.)*")\s*\]\)/g;
/**
 * A store shipped as JSON in a string literal (`window.__pinia = JSON.parse('{"hero": …}')`):
 * the string is the payload.
 */
const JSON_IN_STRING = /=\s*JSON\.parse\(\s*(['"])((?:(?!\1)[^\\]|\\.)*)\1\s*\)/g;
const MAX_STRINGS = 400;

/** Key words under which strings are an app's machinery, not the page's content: dropped. */
const NOISE_KEYS = new Set([
  'i18n',
  'i18',
  'intl',
  'translation',
  'translations',
  'message',
  'messages',
  'locale',
  'locales',
  'dictionary',
  'cookie',
  'cookies',
  'consent',
  'gdpr',
  'cmp',
  'config',
  'runtime',
  'settings',
  'env',
  'nav',
  'navigation',
  'breadcrumb',
  'breadcrumbs',
  'footer',
  'legal',
  'privacy',
  'terms',
  'imprint',
  'impressum',
  'newsletter',
  'error',
  'errors',
  'validation',
  'a11y',
  'share',
]);
/**
 * Key words under which strings are about something else than the company (a post, a customer's
 * story, a question); the keys of another party (`othersKeys.ts`) count too.
 */
const OTHER_TOPIC_KEYS = new Set([
  'blog',
  'post',
  'posts',
  'article',
  'articles',
  'news',
  'quote',
  'quotes',
  'client',
  'clients',
  'customer',
  'customers',
  'case',
  'cases',
  'story',
  'stories',
  'logos',
  'faq',
  'faqs',
  'comments',
]);
/** Key words of the company's own description (the last key) or of the part that holds it. */
const SELF_KEYS = new Set([
  'title',
  'headline',
  'heading',
  'tagline',
  'slogan',
  'strapline',
  'subtitle',
  'subheading',
  'subheadline',
  'description',
  'intro',
  'introduction',
  'summary',
  'lead',
  'about',
  'mission',
]);
const SELF_PARTS = new Set(['hero', 'seo', 'meta', 'about', 'intro', 'head']);

/**
 * A payload's prose: the company's own description, the rest of the page's words, and the app's
 * machinery (translations, cookie banner, footer), which says nothing of the trade but may hold
 * the company's phone or email.
 */
export interface PayloadProse {
  own: string[];
  other: string[];
  noise: string[];
  /**
   * Strings kept under another party's key (a franchisor, a partner) or a news item's, also in
   * their role's list.
   */
  party: string[];
}

/** The type a component's data attribute is read as (`x-data`, `wire:snapshot`): JSON or a JS object. */
export const COMPONENT_DATA_TYPE = 'component/data';

/** A script type that is no program: the browser never runs it, so it holds data. */
function isDataType(type: string): boolean {
  return type !== '' && !/javascript|ecmascript|module|babel|jsx|typescript/.test(type);
}

/** Whether a script's content (with its attributes) is a data payload worth reading. */
export function isDataScript(attributes: Record<string, string>): boolean {
  const type = (attributes.type ?? '').toLowerCase();
  if (type.includes('ld+json')) return false;
  return type.includes('json') || attributes.id === '__NEXT_DATA__' || !attributes.src;
}

export function payloadStrings(raw: string, attributes: Record<string, string>): PayloadProse {
  return readPayload(raw, attributes).prose;
}

/**
 * A payload's prose, and its text for fields read by their keys (`payloadContacts.ts`): as
 * written, or a devalue table (Nuxt 3) as the JSON it encodes, its keys beside their values.
 */
export function readPayload(
  raw: string,
  attributes: Record<string, string>,
): { prose: PayloadProse; fields: string } {
  const script = withNuxtArgumentsInlined(
    raw.includes('&q;') ? raw.replace(/&[qslga];/g, (code) => ANGULAR_ESCAPES[code] ?? code) : raw,
  );
  const none = { prose: { own: [], other: [], noise: [], party: [] }, fields: raw };
  const type = (attributes.type ?? '').toLowerCase();
  const isJson =
    type.includes('json') ||
    attributes.id === '__NEXT_DATA__' ||
    // A framework's own data type holding JSON: Framer's "framer/handover", Ember FastBoot's
    // "fastboot/shoebox".
    (isDataType(type) && /^\s*[{[]/.test(script));
  const found: Keyed[] = [];
  if (!isJson && script.includes('__next_f')) {
    const unquoted: string[] = [];
    for (const match of script.matchAll(NEXT_FLIGHT)) {
      const rows = unquote((match[1] ?? '""').slice(1, -1), '"');
      if (rows) {
        keyedStringsInCode(rows, found);
        unquoted.push(rows);
      }
    }
    // The rows unquoted, so their fields read as JSON's do (`"street":"Linzer Gasse 38"`).
    return { prose: sorted(found), fields: unquoted.length ? unquoted.join('\n') : raw };
  }
  if (!isJson && script.includes('streamController.enqueue')) {
    const values = turboStreamValues(script);
    for (const value of values) collect(value, [], found);
    return { prose: sorted(found), fields: values.length ? JSON.stringify(values) : raw };
  }
  // Every store a script ships that way (VitePress sets `__VP_HASH_MAP__`, then
  // `__VP_SITE_DATA__`): a hash map first says nothing, the site's data after it does.
  const inStrings = isJson ? [] : [...script.matchAll(JSON_IN_STRING)];
  const parsed = inStrings.flatMap((match) => {
    const json = unquote(match[2] ?? '', match[1] ?? "'");
    try {
      return json ? [{ json, value: JSON.parse(json) as unknown }] : [];
    } catch {
      return [];
    }
  });
  if (parsed.length > 0) {
    for (const { value } of parsed) collect(value, [], found);
    return { prose: sorted(found), fields: parsed.map(({ json }) => json).join('\n') };
  }
  if (!isJson && !PAYLOAD_MARKERS.test(script)) return none;
  const start = isJson ? 0 : script.search(/[{[]/);
  if (start < 0) return none;
  const body = script.slice(start).replace(/;?\s*$/, '');
  let fields = script;
  try {
    const parsed: unknown = JSON.parse(body);
    const value = isDevalue(parsed) ? resolveDevalue(parsed) : parsed;
    if (value !== parsed) fields = JSON.stringify(value);
    collect(value, [], found);
  } catch {
    keyedStringsInCode(body, found);
  }
  return { prose: sorted(found), fields };
}

/**
 * Key words of a news item or a blog post, in the seven languages: what it tells dates others'
 * doings ("Seit 1899 wird am Neckarufer gebadet" in a local paper's `artikel`), and the places
 * and numbers it names are theirs. Wider than `OTHER_TOPIC_KEYS`' English news words on purpose:
 * this list only keeps contact facts out, while that one sets the classifier's text roles, which
 * the shipped model was trained with.
 */
const NEWS_ITEM_WORD =
  /^(?:blogs?|posts?|articles?|artikel|beitr(?:ä|ae)ge|nachrichten|meldungen|news|nieuws|berichten|actualit(?:é|e)s|actus?|noticias|novedades|notizie|not(?:í|i)cias|novidades)$/u;

/**
 * Key words of an event in the seven languages (`eventos: [{lugar, direccion, telefono}]`): a
 * fair's or a show's venue, whose address and number are the venue's. Contact facts only, as
 * `NEWS_ITEM_WORD`.
 */
const EVENT_ITEM_WORD =
  /^(?:events?|eventos?|veranstaltungen|termine|(?:é|e)v(?:é|e)nements|evenementen|eventi|messen|ferias|feiras|fiere|beurzen|fairs|shows)$/u;

function namesNewsItem(key: string): boolean {
  return keyWords(key).some((word) => NEWS_ITEM_WORD.test(word) || EVENT_ITEM_WORD.test(word));
}

/** Each string a person would read, filed by the keys it stands under. */
function sorted(found: readonly Keyed[]): PayloadProse {
  const prose: PayloadProse = { own: [], other: [], noise: [], party: [] };
  for (const { text, path } of found) {
    const ownBefore = prose.own.length;
    const otherBefore = prose.other.length;
    if (isHtmlFragment(text)) addFragment(text, path, prose);
    // A contact card's line that is only a number (["Via Altinate 51, 35121 Padova", "049 875
    // 3318"]) stays beside the address; digits are no words to the classifier.
    else if (isProse(text) || isOneWordLabel(text, path) || isPhoneNumberOnly(text, 9)) {
      prose[roleOf(path)].push(text);
    }
    // A fragment's rendered lines too, as `own` and `other` hold them.
    if (path.some(namesAnotherParty) || path.some(namesNewsItem)) {
      const lines = [text, ...prose.own.slice(ownBefore), ...prose.other.slice(otherBefore)];
      prose.party.push(...new Set(lines));
    }
  }
  return prose;
}

/**
 * A rich-text block's HTML, read as the rendered page would show it. In a block of the page's
 * own content (no key says it is a blog post, a testimonial, a footer…), its headings and first
 * paragraph are what a rendered page's h1 and lead would be: the company describing itself.
 */
function addFragment(html: string, path: readonly string[], prose: PayloadProse): void {
  const { headings, paragraphs } = fragmentText(html);
  const role = roleOf(path);
  const pageContent = role === 'other' && !path.some(aboutOthers);
  if (!pageContent) {
    prose[role].push(...headings, ...paragraphs);
    return;
  }
  const [first, ...rest] = paragraphs;
  prose.own.push(...headings, ...(first ? [first] : []));
  prose.other.push(...rest);
}

/** A key under which strings are someone or something else's. */
function aboutOthers(key: string): boolean {
  return keyWords(key).some((word) => OTHER_TOPIC_KEYS.has(word)) || namesAnotherParty(key);
}

interface Keyed {
  text: string;
  /** The object keys the string stands under, outermost first (array indices left out). */
  path: string[];
}

function collect(value: unknown, path: string[], into: Keyed[]): void {
  if (path.length > 12 || into.length >= MAX_STRINGS) return;
  const nested = typeof value === 'string' ? nestedJson(value) : undefined;
  // SvelteKit's fetched data (`data-sveltekit-fetched`) ships a response whose `body` is JSON
  // in a string: its keys are read as the rest of the payload's are.
  if (nested !== undefined) collect(nested, path, into);
  else if (typeof value === 'string') into.push({ text: value, path });
  else if (Array.isArray(value)) for (const item of value) collect(item, path, into);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) collect(child, [...path, key], into);
  }
}

/** A string that is itself a JSON object or array, parsed; else undefined. */
function nestedJson(text: string): unknown {
  const trimmed = text.trim();
  if (!/^[{[]/.test(trimmed) || !/[}\]]$/.test(trimmed)) return undefined;
  try {
    return JSON.parse(trimmed) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Not JSON (a Nuxt 2 function, a minified object): its quoted strings still are, each with the
 * keys it stands under, followed through the object literal's braces (`hero:{title:"…"}`,
 * `"hero":{"title":"…"}`), so a translation bundle is told from the page's words here too.
 */
function keyedStringsInCode(code: string, into: Keyed[]): void {
  const stack: Array<{ object: boolean; key: string | null }> = [];
  let pendingKey: string | null = null;
  const limit = Math.min(code.length, 400_000);
  const path = () => [
    ...stack.map((each) => each.key).filter((key): key is string => key !== null),
    ...(pendingKey !== null && stack.at(-1)?.object ? [pendingKey] : []),
  ];
  let index = 0;
  while (index < limit && into.length < MAX_STRINGS) {
    const char = code[index] as string;
    if (char === '"' || char === "'") {
      const end = closingQuote(code, index);
      const raw = code.slice(index + 1, end);
      index = end + 1;
      if (followedByColon(code, index) && stack.at(-1)?.object) {
        pendingKey = raw;
        index = code.indexOf(':', index) + 1;
        continue;
      }
      const text = unquote(raw, char);
      if (text !== null && text.length >= 3) into.push({ text, path: path() });
      continue;
    }
    if (/[A-Za-z_$]/.test(char)) {
      const word = /^[\w$]+/.exec(code.slice(index, index + 100))?.[0] ?? char;
      index += word.length;
      if (followedByColon(code, index) && stack.at(-1)?.object) {
        pendingKey = word;
        index = code.indexOf(':', index) + 1;
      }
      continue;
    }
    if (char === '{' || char === '[') {
      const key = stack.at(-1)?.object ? pendingKey : null;
      // A React element in a Next flight row, `["$","blockquote",null,{…}]`: a quotation's words
      // and its `cite` are another's, like a `testimonial` key's; so are those of an element
      // whose class says it is a testimonial (`["$","section",null,{"className":"testimonial"`).
      const quoted = char === '[' && isQuotationElement(code.slice(index + 1, index + 160));
      stack.push({ object: char === '{', key: quoted ? 'testimonial' : key });
      pendingKey = null;
    } else if (char === '}' || char === ']') {
      stack.pop();
      pendingKey = null;
    } else if (char === ',') {
      if (stack.at(-1)?.object) pendingKey = null;
    }
    index++;
  }
}

const QUOTATION_ELEMENT = /^\s*"\$"\s*,\s*"(?:blockquote|cite|q)"/;
const CLASSED_ELEMENT =
  /^\s*"\$"\s*,\s*"([a-z][a-z0-9]*)"\s*,\s*(?:null|"[^"]*")\s*,\s*\{\s*"className"\s*:\s*"([^"]*)"/;

function isQuotationElement(code: string): boolean {
  if (QUOTATION_ELEMENT.test(code)) return true;
  const classed = CLASSED_ELEMENT.exec(code);
  return classed !== null && isTestimonial(classed[1] ?? '', { class: classed[2] ?? '' });
}

function followedByColon(code: string, from: number): boolean {
  return /^\s*:(?!:)/.test(code.slice(from, from + 20));
}

function unquote(raw: string, quote: string): string | null {
  try {
    const escaped = quote === "'" ? raw.replace(/\\'/g, "'").replace(/"/g, '\\"') : raw;
    return JSON.parse(`"${escaped}"`) as string;
  } catch {
    // A broken escape: skip this string.
    return null;
  }
}

function roleOf(path: readonly string[]): 'own' | 'other' | 'noise' {
  const keys = path.map(keyWords);
  if (keys.some((words) => words.some((word) => NOISE_KEYS.has(word)))) return 'noise';
  if (path.some(aboutOthers)) return 'other';
  const last = keys.at(-1) ?? [];
  if (last.some((word) => SELF_KEYS.has(word))) return 'own';
  if (keys.some((words) => words.some((word) => SELF_PARTS.has(word)))) return 'own';
  return 'other';
}

/** Keys whose one-word values are the app's own names (a component, a layout, an icon). */
const MACHINE_KEYS = new Set([
  'type',
  'typename',
  'component',
  'layout',
  'variant',
  'template',
  'slug',
  'id',
  'key',
  'icon',
  'style',
  'theme',
  'class',
  'name',
  'lang',
  'status',
  'kind',
]);

/**
 * One capitalised word under a content key ("Bürgerbüro" as a hero's title, "Stadtverwaltung"
 * in a list of services): a label a person reads. Under a machine's key it is a component's or
 * a layout's name.
 */
function isOneWordLabel(text: string, path: readonly string[]): boolean {
  const last = path.at(-1);
  if (!last || keyWords(last).some((word) => MACHINE_KEYS.has(word))) return false;
  return /^\p{Lu}\p{Ll}{2,}$/u.test(text.trim());
}

/** Words a person would read: letters and a space, not a URL, path, id or class list. */
function isProse(text: string): boolean {
  if (!/\p{L}{2,}/u.test(text) || !/\s/.test(text.trim())) return false;
  if (/^(https?:|\/|#|\.)/.test(text) || /[{}<>]|=>|function\s*\(/.test(text)) return false;
  return !/^[\w-]+(\s+[\w-]+)*$/.test(text) || /[A-ZÀ-Ý]/.test(text[0] ?? '');
}
