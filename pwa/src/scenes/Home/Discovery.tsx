import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { DiscoverCompany } from '#shared/types/api';
import { useDiscover } from '../../api/queries/discover.ts';
import { CompanyScore } from '../../components/stars/CompanyScore.tsx';
import { StarRating } from '../../components/stars/StarRating.tsx';

const companyPath = (domain: string) => `/company/${encodeURIComponent(domain)}`;

/**
 * Categories of "Top Rated by Category" a phone shows before "Show all": every category's list
 * made the home page 7,300 px tall on a phone (issue 34). From the `md` width up, all show.
 */
const TOP_RATED_ON_PHONE = 3;

function CompanyLine({ company }: { company: DiscoverCompany }) {
  return (
    <li className="grid gap-0.5 py-2">
      <Link to={companyPath(company.domain)} className="font-medium text-brand-700 hover:underline">
        {company.name}
      </Link>
      <CompanyScore company={company} />
    </li>
  );
}

/**
 * Under the hero and cards: what there is to browse, from `/api/discover` (recently reviewed
 * companies, the top rated of each category, the latest reviews). Nothing shows until it has
 * loaded, and a section with nothing in it is left out.
 */
export function Discovery() {
  const discover = useDiscover();
  const [allCategories, setAllCategories] = useState(false);
  const data = discover.data;
  if (!data) return null;
  const folded = data.topRated.length - TOP_RATED_ON_PHONE;
  const card = 'rounded-lg border border-slate-200 bg-white p-6 shadow-sm';
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 pb-14 lg:grid-cols-2">
      {data.recentlyReviewed.length > 0 && (
        <section aria-labelledby="recent-heading" className={card}>
          <h2 id="recent-heading" className="text-xl font-semibold text-slate-900">
            Recently Reviewed
          </h2>
          <ul className="mt-3 divide-y divide-slate-100">
            {data.recentlyReviewed.map((company) => (
              <CompanyLine key={company.id} company={company} />
            ))}
          </ul>
        </section>
      )}
      {data.latestReviews.length > 0 && (
        <section aria-labelledby="latest-heading" className={card}>
          <h2 id="latest-heading" className="text-xl font-semibold text-slate-900">
            Latest Reviews
          </h2>
          <ul className="mt-3 divide-y divide-slate-100">
            {data.latestReviews.map((review) => (
              <li key={review.id} className="grid gap-0.5 py-2">
                <Link
                  to={`${companyPath(review.company.domain)}#review-${review.id}`}
                  className="font-medium text-slate-900 hover:underline"
                >
                  {review.title}
                </Link>
                <span className="flex items-center gap-2 text-sm text-slate-600">
                  {/* Stars are a review's only: a complaint is not a star rating. */}
                  {review.type === 'review' && <StarRating rating={review.rating} />}
                  {review.type !== 'review' && <span className="capitalize">{review.type}</span>}
                  <span>on {review.company.name}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {data.topRated.length > 0 && (
        <section aria-labelledby="top-heading" className={`${card} lg:col-span-2`}>
          <h2 id="top-heading" className="text-xl font-semibold text-slate-900">
            Top Rated by Category
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Ranked by trust score: recent ratings count more, and a few reviews cannot outrank many.
          </p>
          <ul id="top-rated-list" className="mt-3 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {data.topRated.map((group, index) => (
              <li
                key={group.category.slug}
                className={index >= TOP_RATED_ON_PHONE && !allCategories ? 'hidden md:block' : ''}
              >
                <h3 className="font-semibold">
                  <Link
                    to={`/category/${group.category.slug}`}
                    className="text-slate-900 hover:underline"
                  >
                    {group.category.name}
                  </Link>
                </h3>
                <ul className="divide-y divide-slate-100">
                  {group.companies.map((company) => (
                    <CompanyLine key={company.id} company={company} />
                  ))}
                </ul>
              </li>
            ))}
          </ul>
          {folded > 0 && (
            <button
              type="button"
              aria-expanded={allCategories}
              aria-controls="top-rated-list"
              onClick={() => setAllCategories((shown) => !shown)}
              className="mt-4 min-h-11 w-full rounded-md border border-slate-300 px-4 text-sm font-medium text-brand-700 hover:bg-slate-50 md:hidden"
            >
              {allCategories
                ? 'Show fewer categories'
                : `Show all ${data.topRated.length} categories`}
            </button>
          )}
        </section>
      )}
    </div>
  );
}
