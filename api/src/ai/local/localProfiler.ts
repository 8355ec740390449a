import { type CompanyProfile, CompanyProfileSchema } from '#shared/schemas/companyProfile';
import { factsFromHomepage } from '../contacts.ts';
import type { HomepageFacts } from '../homepage/types.ts';
import type { ProfileOutcome, ProfileRequest, Profiler } from '../profiler.ts';
import { type Classification, classify } from './classify.ts';
import { describeCompany } from './describe.ts';

/**
 * The provider that needs no key and no internet beyond the company's own homepage: the
 * keyword classifier for the category, the page's own words for the description, and the
 * page's stated facts for contact data and business details.
 */
export function createLocalProfiler(options: { threshold?: number } = {}): Profiler {
  return {
    provider: 'local',
    async profile(request: ProfileRequest): Promise<ProfileOutcome> {
      const classification = classifyRequest(request, options.threshold);
      const profile: CompanyProfile = {
        ...factsFromHomepage(request.facts, request.domain),
        category: classification.category,
        subcategory: classification.subcategory,
        description: describeCompany({
          name: request.name,
          facts: request.facts,
          category: classification.category,
          subcategory: classification.subcategory,
        }),
        industry: classification.subcategory,
        confidence: classification.confidence,
      };
      const parsed = CompanyProfileSchema.safeParse(profile);
      if (!parsed.success) {
        return { ok: false, reason: `local profile invalid: ${parsed.error.issues[0]?.message}` };
      }
      return { ok: true, profile: parsed.data };
    },
  };
}

/**
 * Parked domains, "coming soon" pages and the like say nothing about the company, but their
 * words ("for sale", "offer") would be read as if they did.
 */
const PLACEHOLDER =
  /\b(domain (is|may be) for sale|buy this domain|is parked|parked (free|domain)|make an offer on this domain|(website|site) (is )?coming soon|under construction)\b/i;

export function isPlaceholderPage(facts: HomepageFacts): boolean {
  const words = `${facts.title ?? ''} ${facts.metaDescription ?? ''} ${facts.text}`;
  return facts.text.length < 600 && PLACEHOLDER.test(words);
}

export function classifyRequest(request: ProfileRequest, threshold?: number): Classification {
  const facts = request.facts && !isPlaceholderPage(request.facts) ? request.facts : null;
  return classify(
    {
      name: request.name,
      domain: request.domain,
      title: facts?.title ?? facts?.openGraph.title ?? null,
      descriptions: [
        facts?.metaDescription,
        facts?.openGraph.description,
        facts?.organization?.description,
      ].filter((value): value is string => !!value),
      keywords: facts?.metaKeywords ?? [],
      headings: facts?.headings ?? [],
      text: facts?.text ?? '',
      schemaTypes: facts?.organization?.types ?? [],
    },
    threshold === undefined ? {} : { threshold },
  );
}
