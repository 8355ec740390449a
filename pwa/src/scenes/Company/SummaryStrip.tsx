import { Hand, ThumbsUp, TriangleAlert } from 'lucide-react';
import type { CompanyProfile } from '#shared/types/api';
import { StarRating } from '../../components/stars/StarRating.tsx';
import { formatRating, NOT_YET_RATED } from '../../lib/rating.ts';
import { formatCount, plural } from '../../lib/text.ts';

/**
 * Average rating ("Not yet rated" without a star rating), stars, review count and the totals
 * of upvotes, claps and complaints.
 */
export function SummaryStrip({ company }: { company: CompanyProfile }) {
  return (
    <dl className="grid grid-cols-2 gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-4">
      <div className="col-span-2 sm:col-span-1">
        <dt className="sr-only">Average rating</dt>
        <dd className="flex items-center gap-3">
          {company.averageRating === null ? (
            <span className="text-xl font-semibold text-slate-700" data-testid="not-yet-rated">
              {NOT_YET_RATED}
            </span>
          ) : (
            <span className="text-3xl font-bold text-slate-900">
              {formatRating(company.averageRating)}
            </span>
          )}
          <span className="grid gap-0.5">
            {company.averageRating !== null && (
              <StarRating rating={company.averageRating} size="md" />
            )}
            <span className="text-sm text-slate-600">{plural(company.totalReviews, 'review')}</span>
          </span>
        </dd>
      </div>
      <div>
        <dt className="flex items-center gap-1 text-sm text-slate-600">
          <ThumbsUp aria-hidden="true" className="size-4" />
          Upvotes
        </dt>
        <dd className="text-xl font-semibold text-slate-900">
          {formatCount(company.totalUpvotes)}
        </dd>
      </div>
      <div>
        <dt className="flex items-center gap-1 text-sm text-slate-600">
          <Hand aria-hidden="true" className="size-4" />
          Claps
        </dt>
        <dd className="text-xl font-semibold text-slate-900">{formatCount(company.totalClaps)}</dd>
      </div>
      <div>
        <dt className="flex items-center gap-1 text-sm text-slate-600">
          <TriangleAlert aria-hidden="true" className="size-4" />
          Complaints
        </dt>
        <dd className="text-xl font-semibold text-slate-900">
          {formatCount(company.totalComplaints)}
        </dd>
      </div>
    </dl>
  );
}
