import { type CompanyProfile, CompanyProfileSchema } from '#shared/schemas/companyProfile';
import { factsFromHomepage } from '../contacts.ts';
import type { ProfileOutcome, ProfileRequest, Profiler } from '../profiler.ts';
import { type Classification, classify } from './classify.ts';
import { describeCompany } from './describe.ts';
import { documentOf, scoreDocument } from './learned/classifyLearned.ts';
import type { CompactModel } from './learned/compactModel.ts';
import {
  DECISION_RULE,
  type DecisionRule,
  decide,
  type ScoredDocument,
} from './learned/decisionRule.ts';
import { isPlaceholderPage } from './placeholderPage.ts';

/**
 * The provider that needs no key and no internet beyond the company's own homepage: the
 * learned model (`learned/`) for the category, with the keyword scores as light evidence beside
 * it, the page's own words for the description, and the page's stated facts for contact data
 * and business details.
 */
export function createLocalProfiler(
  options: {
    /** Another rule than the one shipped (cross-validation tries several). */
    rule?: DecisionRule;
    /** Another model than the one shipped (cross-validation trains one per fold). */
    model?: CompactModel;
    /**
     * Told the model's scores of each page it reads (none for a page that says nothing before
     * the model reads it), so that cross-validation can try other rules on them.
     */
    onScored?: (domain: string, scored: ScoredDocument) => void;
  } = {},
): Profiler {
  return {
    provider: 'local',
    async profile(request: ProfileRequest): Promise<ProfileOutcome> {
      const classification = classifyLearned(request, options);
      // A page that says nothing about a company (parked, for sale, a server's default page)
      // is not the company's: a number on it is the parking service's or the seller's.
      const facts = classification.saysNothing ? null : request.facts;
      const profile: CompanyProfile = {
        ...factsFromHomepage(facts, request.domain),
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
 * The learned classifier (see `learned/`): the page's words by where they stand, in any of the
 * seven languages it was trained on. Pages that say nothing are left uncategorised.
 */
function classifyLearned(
  request: ProfileRequest,
  {
    rule,
    model,
    onScored,
  }: {
    rule?: DecisionRule;
    model?: CompactModel;
    onScored?: (domain: string, scored: ScoredDocument) => void;
  },
): Classification & { saysNothing: boolean } {
  const facts = request.facts && !isPlaceholderPage(request.facts) ? request.facts : null;
  if (!facts) {
    return { category: null, subcategory: null, confidence: 0, ranking: [], saysNothing: true };
  }
  const keywords = classifyRequest(request);
  const scored = scoreDocument(documentOf(request.name, facts), {
    ...(model === undefined ? {} : { model }),
    boosts: keywords.ranking,
  });
  onScored?.(request.domain, scored);
  return decide(scored, rule ?? DECISION_RULE);
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
