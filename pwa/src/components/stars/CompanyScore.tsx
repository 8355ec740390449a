import { formatRating, NOT_YET_RATED } from '../../lib/rating.ts';
import { plural } from '../../lib/text.ts';
import { StarRating } from './StarRating.tsx';

/**
 * A company's figures in a list (category pages, the home page's lists). The lists are ordered
 * by trust score, so the trust score is the figure shown first and named (issue 34 item 7: a
 * list shows what it is sorted by); the average of the star ratings follows with its stars.
 * Without a published star rating there is no figure at all: "Not yet rated".
 */
export function CompanyScore({
  company,
}: {
  company: { averageRating: number | null; trustScore: number | null; totalReviews: number };
}) {
  const reviews = <span className="text-slate-600">{plural(company.totalReviews, 'review')}</span>;
  if (company.trustScore === null || company.averageRating === null) {
    return (
      <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <span className="font-medium text-slate-700" data-testid="not-yet-rated">
          {NOT_YET_RATED}
        </span>
        {company.totalReviews > 0 && reviews}
      </span>
    );
  }
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700">
      <span className="inline-flex items-center gap-1 font-semibold text-slate-900">
        {/* Lucide's ShieldCheck as a CSS mask (styles.css): one element, not an inline SVG. */}
        <span aria-hidden="true" className="trust-icon size-4 bg-brand-600" />
        Trust score <span data-testid="trust-score">{formatRating(company.trustScore)}</span>
      </span>
      <span className="inline-flex items-center gap-1">
        <StarRating rating={company.averageRating} />
        <span>{formatRating(company.averageRating)} average</span>
      </span>
      {reviews}
    </span>
  );
}
