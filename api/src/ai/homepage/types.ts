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
  title: string | null;
  metaDescription: string | null;
  metaKeywords: string[];
  /** `og:title`, `og:description`, `og:site_name`, `og:type`, ... without the `og:` prefix. */
  openGraph: Record<string, string>;
  organization: OrganizationFacts | null;
  /** h1–h3 texts, in page order. */
  headings: string[];
  /** Visible text (no scripts, styles or markup), whitespace collapsed, capped. */
  text: string;
  /** Addresses from `mailto:` links, in page order, deduplicated. */
  emails: string[];
  /** Numbers from `tel:` links, in page order, deduplicated. */
  phones: string[];
  /** The text of the first `<address>` element, when it reads like a postal address. */
  addressText: string | null;
  /** The first profile link found per network (links and JSON-LD `sameAs`). */
  socialLinks: Partial<Record<SocialNetwork, string>>;
  /** True when the page was larger than the size cap and only its beginning was read. */
  truncated: boolean;
}
