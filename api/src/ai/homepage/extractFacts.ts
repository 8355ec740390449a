import { Parser } from 'htmlparser2';
import {
  normalizeSocialUrl,
  type SocialNetwork,
  socialNetworkOf,
} from '#shared/schemas/socialLinks';
import { organizationFromJsonLd } from './jsonLd.ts';
import type { HomepageFacts } from './types.ts';

/** Elements whose content is not visible text. */
const HIDDEN = new Set(['script', 'style', 'noscript', 'template', 'svg', 'iframe', 'object']);
const HEADINGS = new Set(['h1', 'h2', 'h3']);
const MAX_TEXT = 40_000;
const MAX_HEADINGS = 40;

/**
 * Reads the facts a homepage states about its company. htmlparser2 is forgiving, so broken
 * markup (unclosed tags, stray quotes) yields whatever text and tags it still contains.
 */
export function extractFacts(
  html: string,
  page: { url: string; truncated: boolean },
): HomepageFacts {
  const meta = new Map<string, string>();
  const openGraph: Record<string, string> = {};
  const jsonLdBlocks: string[] = [];
  const headings: string[] = [];
  const emails: string[] = [];
  const phones: string[] = [];
  const socialLinks: Partial<Record<SocialNetwork, string>> = {};
  const textParts: string[] = [];
  let textLength = 0;
  // Assigned in parser callbacks, so typed wide (a plain `= null` would narrow to null).
  let title = null as string | null;
  let addressText = null as string | null;

  let hiddenDepth = 0;
  let inTitle = false;
  let titleBuffer = '';
  let jsonLdBuffer: string | null = null;
  let headingBuffer: string | null = null;
  let addressBuffer: string | null = null;

  const addSocial = (href: string) => {
    const network = socialNetworkOf(href);
    const url = normalizeSocialUrl(href);
    if (network && url && !socialLinks[network]) socialLinks[network] = url;
  };

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'script' && /ld\+json/i.test(attributes.type ?? '')) jsonLdBuffer = '';
        if (HIDDEN.has(name)) {
          hiddenDepth++;
          return;
        }
        if (hiddenDepth > 0) return;
        if (name === 'title' && title === null) inTitle = true;
        if (name === 'meta') readMeta(attributes, meta, openGraph);
        if (HEADINGS.has(name)) headingBuffer = '';
        if (name === 'address' && addressText === null) addressBuffer = '';
        if (name === 'a' && attributes.href) {
          const href = attributes.href.trim();
          if (/^mailto:/i.test(href)) pushUnique(emails, mailtoAddress(href));
          else if (/^tel:/i.test(href)) pushUnique(phones, decodeSafe(href.slice(4)).trim());
          else addSocial(href);
        }
        // Tag boundaries separate words that markup glued together (`Plumbing<br>done`).
        textParts.push(' ');
        if (headingBuffer !== null) headingBuffer += ' ';
        if (addressBuffer !== null) addressBuffer += ' ';
      },
      ontext(data) {
        if (jsonLdBuffer !== null) {
          jsonLdBuffer += data;
          return;
        }
        if (hiddenDepth > 0) return;
        if (inTitle) {
          titleBuffer += data;
          return;
        }
        if (headingBuffer !== null) headingBuffer += data;
        if (addressBuffer !== null) addressBuffer += ` ${data}`;
        if (textLength < MAX_TEXT) {
          textParts.push(data);
          textLength += data.length;
        }
      },
      onclosetag(name) {
        if (name === 'script' && jsonLdBuffer !== null) {
          jsonLdBlocks.push(jsonLdBuffer);
          jsonLdBuffer = null;
        }
        if (HIDDEN.has(name)) {
          hiddenDepth = Math.max(0, hiddenDepth - 1);
          return;
        }
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
          addressText = postalAddressOrNull(addressBuffer);
          addressBuffer = null;
        }
        textParts.push(' ');
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();

  const organization = organizationFromJsonLd(jsonLdBlocks);
  for (const link of organization?.sameAs ?? []) addSocial(link);
  if (organization?.email) pushUnique(emails, organization.email);

  return {
    url: page.url,
    title: title ?? clean(openGraph.title ?? '') ?? null,
    metaDescription: clean(meta.get('description') ?? '') ?? null,
    metaKeywords: (meta.get('keywords') ?? '')
      .split(',')
      .map((keyword) => keyword.trim())
      .filter(Boolean),
    openGraph,
    organization,
    headings,
    text: clean(textParts.join('')) ?? '',
    emails,
    phones,
    addressText,
    socialLinks,
    truncated: page.truncated,
  };
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
