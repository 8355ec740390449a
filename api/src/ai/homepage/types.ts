import type { SocialNetwork } from '#shared/schemas/socialLinks';

/** What a company's own JSON-LD `Organization`/`LocalBusiness` block says about it. */
export interface OrganizationFacts {
  /** schema.org types as written (`Dentist`, `Organization`): a strong hint for the classifier. */
  types: string[];
  name: string | null;
  description: string | null;
  telephone: string | null;
  email: string | null;
  address: string | null;
  foundingYear: number | null;
  /** A range string (`11-50`), from a number or a QuantitativeValue. */
  employees: string | null;
  sameAs: string[];
}

/**
 * Everything the reader found on a homepage, and nothing it did not: each field is what the
 * page itself says, so providers can tell found facts from guesses.
 */
export interface HomepageFacts {
  /** The URL the page was finally read from. */
  url: string;
  /** The `<html lang>` attribute as written (`de-DE`), or null. */
  language: string | null;
  title: string | null;
  metaDescription: string | null;
  /** Meta, Open Graph and Twitter descriptions, deduplicated. */
  descriptions: string[];
  metaKeywords: string[];
  /** `og:title`, `og:description`, `og:site_name`, `og:type`, ... without the `og:` prefix. */
  openGraph: Record<string, string>;
  organization: OrganizationFacts | null;
  /** schema.org types in the page's JSON-LD and microdata, other companies' entities left out. */
  schemaTypes: string[];
  /** h1–h3 texts, in page order. */
  headings: string[];
  /** Visible text (no scripts, styles or markup; `<noscript>` included), whitespace collapsed, capped. */
  text: string;
  /**
   * The visible text without other parties' boxes: testimonials, reviews, blog and news feeds,
   * quotations, partner, sponsor and credit strips (`isOtherPartyBox`), footers kept. Where a
   * company's own founding year is read: "customers since 2005" in a review is not it.
   */
  ownText?: string;
  /** Alt texts of images that name the company and hold a year (a logo's "est. 1994"). */
  ownAltText?: string;
  /** The visible text without menus, footers, cookie and newsletter boxes, forms and share bars. */
  bodyText: string;
  /** The beginning of `main` (or of `bodyText` when there is no main): the company about itself. */
  leadText: string;
  /** Prose from a JS app's data payload (`__NEXT_DATA__`, `__NUXT__`): a JS shell's words. */
  scriptText: string;
  /**
   * `scriptText` without the strings kept under another party's key (a franchisor's claim "seit
   * 2005", a partner's card): where a company's founding year is read, as `ownText` is.
   */
  ownScriptText?: string;
  /**
   * The payload's strings that describe the company (`hero.title`, `seo.description`, `about`):
   * a JS shell's title, headings and lead. Also in `scriptText`.
   */
  scriptLead: string;
  /**
   * Email addresses the page gives as the company's: microdata, `mailto:` links, obfuscated text
   * ("info [at] firm [dot] de"); addresses at other sites the page links to are left out.
   */
  emails: string[];
  /** Numbers from microdata, `tel:` links and labelled text ("Tel. …"), deduplicated. */
  phones: string[];
  /** A microdata `foundingDate`, as written. */
  foundingDate: string | null;
  /** The first `<address>` (not a trade-fair stand) or microdata address that reads like a postal address. */
  addressText: string | null;
  /** The first profile link found per network (links and JSON-LD `sameAs`). */
  socialLinks: Partial<Record<SocialNetwork, string>>;
  /** True when the page was larger than the size cap and only its beginning was read. */
  truncated: boolean;
}
