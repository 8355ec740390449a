import type { CompanyPageFacts } from '../services/seo/companyPageFacts.ts';

// Google's review snippet rules: a rating scale named on every rating, an author that is a
// Person or Organization with a name. The site never names a review's author (public-site.md
// shows "Anonymous"), so neither does the markup.
const BEST = 5;
const WORST = 1;
const ANONYMOUS = { '@type': 'Person', name: 'Anonymous' } as const;

/** Only absolute http(s) addresses go into `url`, `logo` and `sameAs`. */
function webAddress(value: string | null): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * schema.org `Organization` for a company page: the company's own site as `url`, its
 * description, its social profiles as `sameAs`, its logo; `aggregateRating` only when it has
 * published ratings (Google rejects a rating count of 0), with the average rounded as the page
 * shows it; and the latest published rated reviews. `mainEntityOfPage` ties it to the page's canonical address.
 */
export function companyJsonLd(facts: CompanyPageFacts, pageUrl: string): Record<string, unknown> {
  const sameAs = facts.social.flatMap((value) => webAddress(value) ?? []);
  const logo = webAddress(facts.logoUrl);
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: facts.name,
    url: webAddress(facts.website) ?? `https://${facts.domain}/`,
    mainEntityOfPage: pageUrl,
    ...(facts.description?.trim() ? { description: facts.description.trim() } : {}),
    ...(logo ? { logo } : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
    ...(facts.ratingCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Math.round((facts.ratingSum / facts.ratingCount) * 10) / 10,
            ratingCount: facts.ratingCount,
            reviewCount: facts.ratingCount,
            bestRating: BEST,
            worstRating: WORST,
          },
        }
      : {}),
    ...(facts.latestReviews.length > 0
      ? {
          review: facts.latestReviews.map((review) => ({
            '@type': 'Review',
            author: ANONYMOUS,
            datePublished: review.createdAt,
            name: review.title,
            reviewBody: review.content,
            reviewRating: {
              '@type': 'Rating',
              ratingValue: review.rating,
              bestRating: BEST,
              worstRating: WORST,
            },
          })),
        }
      : {}),
  };
}
