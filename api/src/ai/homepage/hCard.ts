/**
 * The hCard microformat (`vcard`, and `h-card` in microformats2): a contact card marked by class
 * names, as many themes write the company's address block. Read as the schema.org microdata it
 * stands for, so the same rules decide whose card it is (`microdata.ts`): the site's, or a
 * partner's beside it. Class names count only inside a card, where they have this meaning; a
 * blog author's or a commenter's card (`author vcard`) is a person, not the company.
 */
/** The attribute that marks an item read from a card, so `microdata.ts` can tell it apart. */
export const HCARD_MARK = 'data-hcard';

const CARD = /(?:^|\s)(?:vcard|h-card)(?:\s|$)/;
const PERSON = /(?:^|\s)(?:author|comment-author|p-author)(?:\s|$)/;

/** A card's class names and the microdata property each stands for. */
const PROPERTIES: ReadonlyArray<readonly [RegExp, string]> = [
  [/(?:^|\s)(?:tel|p-tel)(?:\s|$)/, 'telephone'],
  [/(?:^|\s)(?:email|u-email)(?:\s|$)/, 'email'],
  [/(?:^|\s)(?:street-address|p-street-address)(?:\s|$)/, 'streetAddress'],
  [/(?:^|\s)(?:postal-code|p-postal-code)(?:\s|$)/, 'postalCode'],
  [/(?:^|\s)(?:locality|p-locality)(?:\s|$)/, 'addressLocality'],
  [/(?:^|\s)(?:region|p-region)(?:\s|$)/, 'addressRegion'],
  [/(?:^|\s)(?:country-name|p-country-name)(?:\s|$)/, 'addressCountry'],
  [/(?:^|\s)(?:org|p-org|fn|p-name)(?:\s|$)/, 'name'],
  [/(?:^|\s)(?:url|u-url)(?:\s|$)/, 'url'],
];
const ADDRESS = /(?:^|\s)(?:adr|p-adr|h-adr)(?:\s|$)/;

/**
 * Follows the cards open while a page is parsed and gives each element's attributes with the
 * microdata its class names stand for; elements with microdata of their own keep it.
 */
export function createHCardReader() {
  /** Depths of the open card and of its open address part, or null. */
  let card: number | null = null;
  let address: number | null = null;

  return {
    /** An element opened at `depth` (after it was pushed on the element stack). */
    open(attributes: Record<string, string>, depth: number): Record<string, string> {
      const classes = attributes.class ?? '';
      if (!classes || attributes.itemscope !== undefined || attributes.itemprop !== undefined) {
        return attributes;
      }
      if (card === null) {
        if (!CARD.test(classes) || PERSON.test(classes)) return attributes;
        card = depth;
        return {
          ...attributes,
          itemscope: '',
          itemtype: 'https://schema.org/Organization',
          [HCARD_MARK]: '',
        };
      }
      if (address === null && ADDRESS.test(classes)) {
        address = depth;
        return { ...attributes, itemscope: '', itemprop: 'address' };
      }
      const property = PROPERTIES.find(([pattern]) => pattern.test(classes))?.[1];
      return property ? { ...attributes, itemprop: property } : attributes;
    },
    /** The element stack is now `depth` deep. */
    close(depth: number): void {
      if (address !== null && depth < address) address = null;
      if (card !== null && depth < card) card = null;
    },
  };
}

/**
 * A card's `tel` whose type is written before its value (`<span class="tel"><span
 * class="type">work</span> <span class="value">0761 45 38 92-0</span></span>`): the number alone,
 * and none for a fax.
 */
export function hCardTelephone(value: string | undefined): string | null {
  if (value === undefined) return null;
  const typed =
    /^\s*((?:(?:work|voice|pref|main|home|cell|mobile|msg|fax)[\s,;]+)+)(?=[+(\d])/i.exec(value);
  if (!typed) return value;
  if (/fax/i.test(typed[1] ?? '')) return null;
  return value.slice(typed[0].length);
}
