import { BarChart3, Calendar, MessageSquare, Trophy } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import { parseQuarter, quarterLabel } from '#shared/awards/quarter';
import { AWARD_THRESHOLD_DEFAULTS } from '#shared/awards/thresholds';
import { CATALOGUE } from '#shared/catalogue/catalogue';
import type { AwardQuarterSummary, AwardsAnswer } from '#shared/types/api';
import { useAwards } from '../../api/queries/awards.ts';
import { useSite } from '../../api/queries/site.ts';
import { usePageMeta } from '../../components/meta/usePageMeta.ts';
import { SiteName } from '../../components/site/SiteName.tsx';
import { Skeleton } from '../../components/ui/misc.tsx';
import { formatRating } from '../../lib/rating.ts';
import { QuarterWinners, TopRated } from './Winners.tsx';

/** "5 ratings averaging 4.0 or more": what a quarter's winner needed. */
function threshold(q: Pick<AwardQuarterSummary, 'minReviews' | 'minAverage'>): string {
  return `${q.minReviews} ratings averaging ${formatRating(q.minAverage)} or more`;
}

function steps(q: Pick<AwardQuarterSummary, 'minReviews' | 'minAverage'>) {
  return [
    {
      icon: MessageSquare,
      title: 'Customer Reviews',
      text: 'Customers rate and review the companies they work with; every star rating published in the quarter counts (complaints carry no stars and are counted apart).',
    },
    {
      icon: BarChart3,
      title: 'Performance Metrics',
      text: `Each company's trust score over the quarter's ratings: a weighted average where recent ratings count more, pulled towards 3.5 when there are few. Only companies with at least ${threshold(q)} in the quarter take part.`,
    },
    {
      icon: Calendar,
      title: 'Quarterly Recognition',
      text: 'When a quarter ends, the three best-scoring of those companies in each main category win its awards and a badge on their profile. A category where none qualifies has no award that quarter.',
    },
  ];
}

/** /awards: the computed quarterly winners (`?quarter=2026Q2` shows an earlier quarter). */
export function Awards() {
  const { platformName } = useSite();
  usePageMeta(
    'Awards',
    `The ${platformName} quarterly category awards: the B2B companies customers rate best.`,
  );
  const [params] = useSearchParams();
  const asked = params.get('quarter') ?? undefined;
  const awards = useAwards(asked && parseQuarter(asked) ? asked : undefined);
  return (
    <div>
      <header className="bg-gradient-to-b from-amber-50 to-slate-50 px-4 py-14 text-center">
        <Trophy aria-hidden="true" className="mx-auto size-12 text-amber-500" />
        <h1 className="mt-4 text-3xl font-bold text-slate-900 sm:text-4xl">
          <SiteName /> Awards
        </h1>
        <p className="mx-auto mt-3 max-w-2xl text-slate-700">
          Celebrating the B2B companies that deliver outstanding service, as rated by their
          customers.
        </p>
      </header>
      <div className="mx-auto grid max-w-6xl gap-14 px-4 py-12">
        {awards.data ? (
          <AwardsBody data={awards.data} />
        ) : awards.isPending ? (
          <div role="status" aria-label="Loading awards" className="grid gap-6 md:grid-cols-3">
            <Skeleton className="h-56" />
            <Skeleton className="h-56" />
            <Skeleton className="h-56" />
          </div>
        ) : (
          <p role="alert" className="rounded-md bg-red-50 p-4 text-red-800">
            Could not load the awards. Please try again later.
          </p>
        )}
        <section aria-labelledby="how-heading">
          <h2 id="how-heading" className="text-2xl font-bold text-slate-900">
            How Awards Work
          </h2>
          <ol className="mt-6 grid gap-6 md:grid-cols-3">
            {steps(awards.data?.quarter ?? AWARD_THRESHOLD_DEFAULTS).map(
              ({ icon: Icon, title, text }, index) => (
                <li
                  key={title}
                  className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
                >
                  <div className="flex items-center gap-3">
                    <span className="flex size-9 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
                      {index + 1}
                    </span>
                    <Icon aria-hidden="true" className="size-6 text-brand-700" />
                  </div>
                  <h3 className="mt-4 font-semibold text-slate-900">{title}</h3>
                  <p className="mt-1 text-slate-700">{text}</p>
                </li>
              ),
            )}
          </ol>
        </section>
      </div>
    </div>
  );
}

/**
 * The main categories that had no award in the quarter, so a missing category reads as "no
 * company earned it", not as an omission (issue 34).
 */
function WithoutAward({ data, label }: { data: AwardsAnswer; label: string }) {
  const awarded = new Set(data.winners.map((winner) => winner.category.name));
  const without = CATALOGUE.filter((category) => !awarded.has(category.name));
  if (without.length === 0 || !data.quarter) return null;
  return (
    <div className="mt-6 rounded-lg border border-slate-200 bg-white p-5" data-testid="no-award">
      <h3 className="font-semibold text-slate-900">No award in {label}</h3>
      <p className="mt-1 text-sm text-slate-700">
        No company in these categories had at least {threshold(data.quarter)} in the quarter:
      </p>
      <ul className="mt-2 flex flex-wrap gap-2 text-sm">
        {without.map((category) => (
          <li key={category.slug} className="rounded-full bg-slate-100 px-3 py-1 text-slate-700">
            {category.name}
          </li>
        ))}
      </ul>
    </div>
  );
}

function AwardsBody({ data }: { data: AwardsAnswer }) {
  const label = data.quarter
    ? quarterLabel({ year: data.quarter.year, quarter: data.quarter.number })
    : undefined;
  const others = data.quarters.filter((q) => q.quarter !== data.quarter?.quarter);
  return (
    <>
      <section aria-labelledby="winners-heading">
        <h2 id="winners-heading" className="text-2xl font-bold text-slate-900">
          {label ? `${label} Award Winners` : 'Award Winners'}
        </h2>
        {!label ? (
          <p className="mt-4 text-slate-700">No quarter's awards have been computed yet.</p>
        ) : data.winners.length === 0 ? (
          <p className="mt-4 text-slate-700">
            No award in {label}: no company had at least {threshold(data.quarter!)} in the quarter.
          </p>
        ) : (
          <>
            <QuarterWinners winners={data.winners} />
            <WithoutAward data={data} label={label} />
          </>
        )}
      </section>

      <section aria-labelledby="previous-heading">
        <h2 id="previous-heading" className="text-2xl font-bold text-slate-900">
          Previous Award Winners
        </h2>
        {others.length === 0 ? (
          <p className="mt-4 text-slate-700">No other quarters yet.</p>
        ) : (
          <ul className="mt-6 flex flex-wrap gap-3">
            {others.map((q) => (
              <li key={q.quarter}>
                <Link
                  to={`/awards?quarter=${q.quarter}`}
                  className="inline-flex items-center gap-2 rounded-md border border-slate-200 bg-white px-4 py-2 font-medium text-slate-900 shadow-sm hover:bg-slate-50"
                >
                  <Trophy aria-hidden="true" className="size-4 text-amber-500" />
                  {quarterLabel({ year: q.year, quarter: q.number })}
                  <span className="text-sm font-normal text-slate-600">
                    {q.winnerCount === 1 ? '1 winner' : `${q.winnerCount} winners`}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="top-rated-heading">
        <h2 id="top-rated-heading" className="text-2xl font-bold text-slate-900">
          Top Rated Companies
        </h2>
        {label && data.winners.length > 0 ? (
          <TopRated winners={data.winners} label={label} />
        ) : (
          <p className="mt-4 text-slate-700">No category leaders to show for this quarter.</p>
        )}
      </section>
    </>
  );
}
