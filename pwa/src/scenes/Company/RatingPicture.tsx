import { ShieldCheck } from 'lucide-react';
import type { CompanyProfile } from '#shared/types/api';
import { formatRating, NOT_YET_RATED } from '../../lib/rating.ts';
import { formatCount, plural } from '../../lib/text.ts';
import { withPercentages } from './reviewFilter.ts';

/**
 * The trust score with how it is computed ("Not yet rated" without a star rating), and the
 * 5-to-1-star distribution (counts and percentages of the reviews' star ratings, from the
 * company's stored per-star counters). Complaints carry no stars (their form has no rating,
 * api/src/services/companies/starCounts.ts): a line under the bars says they are counted apart,
 * as their cards show no stars. A star row is a
 * toggle that filters the list below to that rating.
 */
export function RatingPicture({
  company,
  stars,
  onStarsChange,
}: {
  company: CompanyProfile;
  stars: number | undefined;
  onStarsChange: (stars: number | undefined) => void;
}) {
  const buckets = withPercentages(company.ratingDistribution);
  return (
    <section
      aria-labelledby="ratings-heading"
      className="grid gap-5 rounded-lg border border-slate-200 bg-white p-5 shadow-sm md:grid-cols-[16rem_1fr]"
    >
      <div className="grid content-start gap-1">
        <h2 id="ratings-heading" className="text-xl font-semibold text-slate-900">
          Rating Distribution
        </h2>
        {company.trustScore === null ? (
          <p className="mt-2 flex items-center gap-2 text-slate-900">
            <ShieldCheck aria-hidden="true" className="size-5 text-slate-400" />
            <strong data-testid="not-yet-rated">{NOT_YET_RATED}</strong>
          </p>
        ) : (
          <p className="mt-2 flex items-center gap-2 text-slate-900">
            <ShieldCheck aria-hidden="true" className="size-5 text-brand-600" />
            <span>
              Trust score{' '}
              <strong data-testid="trust-score" className="text-2xl">
                {formatRating(company.trustScore)}
              </strong>
              <span className="text-slate-600"> / 5</span>
            </span>
          </p>
        )}
        <p className="text-sm text-slate-600">
          {company.trustScore === null
            ? 'The trust score appears with the first published star rating.'
            : "A weighted average of all ratings where recent ones count more (a rating's weight halves every 180 days), starting from 7 neutral ratings of 3.5 so a few reviews cannot swing it."}
        </p>
      </div>
      <ul className="grid content-start gap-1.5" aria-label="Ratings by stars">
        {buckets.map((bucket) => {
          const active = stars === bucket.stars;
          return (
            <li key={bucket.stars}>
              <button
                type="button"
                aria-pressed={active}
                onClick={() => onStarsChange(active ? undefined : bucket.stars)}
                className={`grid w-full grid-cols-[4rem_1fr_6.5rem] items-center gap-3 rounded-md px-2 py-1 text-left text-sm hover:bg-slate-50 ${
                  active ? 'bg-brand-50 ring-1 ring-brand-600' : ''
                }`}
              >
                <span className="text-slate-800">
                  {bucket.stars} {bucket.stars === 1 ? 'star' : 'stars'}
                </span>
                <span
                  className="h-2.5 overflow-hidden rounded-full bg-slate-100"
                  aria-hidden="true"
                >
                  <span
                    className="block h-full rounded-full bg-amber-400"
                    style={{ width: `${bucket.percent}%` }}
                  />
                </span>
                <span className="text-right text-slate-700 tabular-nums">
                  {formatCount(bucket.count)} ({bucket.percent}%)
                </span>
              </button>
            </li>
          );
        })}
        {company.totalComplaints > 0 && (
          <li className="px-2 pt-1 text-sm text-slate-600" data-testid="complaints-note">
            Not counted here: {plural(company.totalComplaints, 'complaint')}. A complaint carries no
            star rating, so complaints stay out of the distribution, the average and the trust
            score.
          </li>
        )}
      </ul>
    </section>
  );
}
