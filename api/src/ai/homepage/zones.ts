/**
 * Parts of a page that are not the company speaking about itself: menus, footers, cookie and
 * newsletter boxes, legal small print, share bars, forms, testimonials and blog feeds. Their words are kept for contact
 * facts but weigh little when deciding what the company does.
 */
const BOILERPLATE_TAGS = new Set(['nav', 'footer', 'aside', 'form', 'button', 'select']);
const BOILERPLATE_HINT =
  /cookie|consent|gdpr|newsletter|subscribe|legal|imprint|impressum|modal|popup|share|menu|breadcrumb|sidebar|banner|credit|partner|sponsor|widget|footer|navbar|mega/i;
const MAIN_HINT = /^(main|content|main-content|page-content|primary)$/i;

/**
 * Parts where others speak or the page talks of something else: customers' testimonials and
 * reviews, client logos ("trusted by"), case studies, a blog or news feed. A vet software's
 * testimonials are written by vets, a bakery's blog is about its van: not what it sells.
 */
const OTHERS_TOKEN =
  /testimonial|review|rezension|bewertung|temoignage|testimonio|opinion|recension|depoimento|ervaring|klanten|kunden|referenz|clients?(?![a-z])|customers?(?![a-z])|logos|trusted|case-stud|^(blog|news|journal|stories|aktuelles|actualites|noticias|nieuws|notizie|noticias)([-_]|$)|[-_](blog|news|posts)$|^(latest|recent)[-_](posts|news|articles)|^type-post$/;
/**
 * Joomla's featured view, the homepage of most Joomla sites, names its articles `blog-featured`,
 * `blog-items` and `blog-item`: the owner's own texts, not a feed of others' posts.
 */
const JOOMLA_FEATURED = /^blog-(featured|items?)$/;
/** Elements that hold a whole page (WordPress puts `blog` on the body of a posts page). */
const PAGE_TAGS = new Set(['html', 'body', 'main']);

/**
 * Names that hold a boilerplate word but wrap the page's own content: a page builder's wrapper
 * around every block (Elementor's `elementor-widget-container`, `elementor-widget-heading`: a sidebar's
 * widget is `widget`, `widget_text`, `footer-widgets`) and a theme's hero block (Shopify's
 * `banner__heading`; a cookie banner names its consent tool or `cookie`).
 */
const CONTENT_WRAPPER = /^elementor-widget|^banner__/;
/** A restaurant's `<section id="menu">` is its dishes, not a navigation menu. */
const CONTENT_TAGS = new Set(['section', 'article']);

export function isBoilerplateElement(tag: string, attributes: Record<string, string>): boolean {
  if (BOILERPLATE_TAGS.has(tag)) return true;
  // A theme names its layout on the body ("fusion-sub-menu-fade", "has-sidebar",
  // "avada-has-boxed-modal-shadow-none"): the page is not a menu for it.
  if (PAGE_TAGS.has(tag)) return false;
  if (attributes.role === 'navigation' || attributes.role === 'dialog') return true;
  const hint = `${attributes.id ?? ''} ${attributes.class ?? ''}`
    .split(/\s+/)
    .filter((name) => !CONTENT_WRAPPER.test(name.toLowerCase()))
    .filter((name) => !(CONTENT_TAGS.has(tag) && /^menu$/i.test(name)))
    .join(' ');
  if (hint.trim() !== '' && BOILERPLATE_HINT.test(hint)) return true;
  return isOthersVoice(tag, attributes);
}

/**
 * A theme's area named for the site's header or footer outside the element itself
 * (GeneratePress's `<div class="site footer-widgets">`, `inside-footer-widgets`, Divi's
 * `main-footer`, a `footer-social` list).
 */
const SITE_FRAME_NAME = /^(?:[a-z]+-)*(?:footer|header)(?:-[a-z]+)*$/i;

/** The site's own header or footer: the element, or a theme's area named for it. */
export function isSiteFrame(tag: string, attributes: Record<string, string>): boolean {
  if (tag === 'footer' || tag === 'header') return true;
  return `${attributes.id ?? ''} ${attributes.class ?? ''}`
    .split(/\s+/)
    .some((name) => SITE_FRAME_NAME.test(name));
}

/**
 * Names of boxes that hold other parties' links: partners, sponsors, the agency's credit,
 * memberships, awards, the brands a shop stocks ("marques", "marcas", "merken", "marchi").
 */
const OTHER_PARTY_HINT =
  /partner|sponsor|credit|agency|agentur|affiliat|member|supporter|award|friends|brands|marques|marcas|merken|marchi/i;

/**
 * An element whose links are someone else's, even inside the company's own header or footer:
 * a partner or sponsor strip, the agency's credit, a testimonial or a blog feed.
 */
export function isOtherPartyBox(tag: string, attributes: Record<string, string>): boolean {
  const hint = `${attributes.id ?? ''} ${attributes.class ?? ''}`;
  if (hint.trim() !== '' && OTHER_PARTY_HINT.test(hint)) return true;
  return isOthersVoice(tag, attributes);
}

/**
 * A cookie or consent box: the company's own lines stand elsewhere on its page, and the ones
 * in it are its consent tool's vendor's ("Consentia SAS – 40 rue du Louvre, 75001 Paris"). Never
 * the page itself: consent tools name their state on the body (Complianz's `cmplz-optin
 * cmplz-blocked`, Cookie Notice's `cookies-not-set`), and the whole page is not their box.
 */
export function isConsentBox(tag: string, attributes: Record<string, string>): boolean {
  if (PAGE_TAGS.has(tag)) return false;
  return /cookie|consent|gdpr|\bcmp/i.test(`${attributes.id ?? ''} ${attributes.class ?? ''}`);
}

/**
 * Words a customer signs, not the company: a testimonial, a review, a quotation. Narrower than
 * `OTHERS_TOKEN`, whose client lists, "kunden" and "customer" boxes also name a company's own
 * customer service ("kundenservice", "customer-care"), where its number is.
 */
const TESTIMONIAL_TOKEN =
  /testimonial|review|rezension|bewertung|temoignage|testimonio|recension|depoimento|ervaring|referenz/;

export function isTestimonial(tag: string, attributes: Record<string, string>): boolean {
  return isQuotedBox(tag, attributes, TESTIMONIAL_TOKEN);
}

/** A testimonial, a client list or a blog feed (see `OTHERS_TOKEN`), or a quotation. */
function isOthersVoice(tag: string, attributes: Record<string, string>): boolean {
  return isQuotedBox(tag, attributes, OTHERS_TOKEN);
}

/** A quotation, or an element (not the page or its main part) with a class or id `names` matches. */
function isQuotedBox(tag: string, attributes: Record<string, string>, names: RegExp): boolean {
  if (tag === 'blockquote') return true;
  if (PAGE_TAGS.has(tag) || isMainElement(tag, attributes)) return false;
  const tokens = `${attributes.id ?? ''} ${attributes.class ?? ''}`.toLowerCase().split(/\s+/);
  return tokens.some((token) => token !== '' && !JOOMLA_FEATURED.test(token) && names.test(token));
}

export function isMainElement(tag: string, attributes: Record<string, string>): boolean {
  if (tag === 'main' || attributes.role === 'main') return true;
  return [attributes.id ?? '', ...(attributes.class ?? '').split(/\s+/)].some((name) =>
    MAIN_HINT.test(name),
  );
}

const CONTACT_TAGS = new Set(['footer', 'address']);
const CONTACT_HINT =
  /contact|kontakt|contacto|contatti|contato|coordonn|footer|address|adresse|direccion|indirizzo|morada|location|find-us|visit/i;

/**
 * Where a company writes how to reach it: the footer, an `<address>`, a block named contact,
 * address or location. A number standing there unlabelled is its line (see `unlabelledPhones.ts`).
 */
export function isContactPlace(tag: string, attributes: Record<string, string>): boolean {
  if (CONTACT_TAGS.has(tag)) return true;
  const hint = `${attributes.id ?? ''} ${attributes.class ?? ''}`;
  return hint.trim() !== '' && CONTACT_HINT.test(hint);
}
