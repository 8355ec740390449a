import {
  isBoilerplateElement,
  isConsentBox,
  isContactPlace,
  isMainElement,
  isOtherPartyBox,
  isSiteFrame,
  isTestimonial,
} from './zones.ts';

/** An element the page reader has open, with what it says of the text and links inside it. */
export interface OpenElement {
  tag: string;
  /** The site's own header or footer (`isSiteFrame`). */
  siteFrame: boolean;
  boilerplate: boolean;
  main: boolean;
  contact: boolean;
  /** A partner or sponsor strip, a credit, a testimonial (`isOtherPartyBox`): its links are others'. */
  otherParty: boolean;
  /** A testimonial, a review or a quotation (`isTestimonial`): words its author signs. */
  testimonial: boolean;
  /** A cookie or consent box (`isConsentBox`): its lines are its tool's vendor's. */
  consent: boolean;
  /** A number for an element named by a class or id (a theme's widget, a section), else null. */
  named: number | null;
}

/** Elements that hold the whole page: never one widget's group. */
const PAGE_WRAPPERS = new Set(['html', 'body', 'main']);

/** An element named by a class or id (a theme's widget, a section), not the page's wrapper. */
export function isNamedElement(tag: string, attributes: Record<string, string>): boolean {
  return !!(attributes.class || attributes.id) && !PAGE_WRAPPERS.has(tag);
}

/**
 * An element as it opens (see `zones.ts`). On a posts page (`postsPage`) each `<article>` is a
 * post, read as boilerplate.
 */
export function openElement(
  tag: string,
  attributes: Record<string, string>,
  options: { postsPage: boolean; named: number | null },
): OpenElement {
  return {
    tag,
    siteFrame: isSiteFrame(tag, attributes),
    boilerplate: isBoilerplateElement(tag, attributes) || (options.postsPage && tag === 'article'),
    main: isMainElement(tag, attributes),
    contact: isContactPlace(tag, attributes),
    otherParty: isOtherPartyBox(tag, attributes),
    testimonial: isTestimonial(tag, attributes),
    consent: isConsentBox(tag, attributes),
    named: options.named,
  };
}
