import { BadgeCheck, BarChart3, Calendar, MessageSquare, Trophy } from 'lucide-react';
import { usePageMeta } from '../../components/meta/usePageMeta.ts';
import { StarRating } from '../../components/stars/StarRating.tsx';
import { Badge } from '../../components/ui/misc.tsx';
import { formatRating } from '../../lib/rating.ts';
import { SITE_NAME } from '../../lib/site.ts';
import { formatCount } from '../../lib/text.ts';
import { AWARDS, type AwardsData } from './awardsData.ts';

const STEPS = [
  {
    icon: MessageSquare,
    title: 'Customer Reviews',
    text: 'Verified customers rate and review the companies they work with.',
  },
  {
    icon: BarChart3,
    title: 'Performance Metrics',
    text: 'We weigh average rating, review volume, satisfaction and recent feedback in each category.',
  },
  {
    icon: Calendar,
    title: 'Quarterly Recognition',
    text: 'Every quarter the best-rated company in each category receives an award and a badge.',
  },
];

export function Awards() {
  usePageMeta(
    'Awards',
    `The ${SITE_NAME} quarterly category awards: the B2B companies customers rate best.`,
  );
  return <AwardsView data={AWARDS} />;
}

/** The awards page, drawn entirely from one data object. */
export function AwardsView({ data }: { data: AwardsData }) {
  return (
    <div>
      <header className="bg-gradient-to-b from-amber-50 to-slate-50 px-4 py-14 text-center">
        <Trophy aria-hidden="true" className="mx-auto size-12 text-amber-500" />
        <h1 className="mt-4 text-3xl font-bold text-slate-900 sm:text-4xl">{SITE_NAME} Awards</h1>
        <p className="mx-auto mt-3 max-w-2xl text-slate-700">
          Celebrating the B2B companies that deliver outstanding service, as rated by their
          customers.
        </p>
      </header>

      <div className="mx-auto grid max-w-6xl gap-14 px-4 py-12">
        <section aria-labelledby="winners-heading">
          <h2 id="winners-heading" className="text-2xl font-bold text-slate-900">
            {data.currentQuarter} Award Winners
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {data.winners.map((winner) => (
              <li
                key={winner.category}
                className="rounded-lg border-2 border-amber-300 bg-white p-6 text-center shadow-sm"
              >
                <Trophy aria-hidden="true" className="mx-auto size-10 text-amber-500" />
                <h3 className="mt-3 text-lg font-semibold text-slate-900">{winner.category}</h3>
                <p className="text-slate-700">{winner.company}</p>
                <p className="mt-3 text-3xl font-bold text-slate-900">
                  {formatRating(winner.rating)}
                </p>
                <StarRating rating={winner.rating} size="md" />
                <p className="mt-2 text-sm text-slate-700">{winner.satisfaction}% satisfaction</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="previous-heading">
          <h2 id="previous-heading" className="text-2xl font-bold text-slate-900">
            Previous Award Winners
          </h2>
          <div className="mt-6 grid gap-6 md:grid-cols-2">
            {data.previous.map((round) => (
              <div
                key={round.quarter}
                className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
              >
                <h3 className="text-lg font-semibold text-slate-900">{round.quarter}</h3>
                <ul className="mt-3 divide-y divide-slate-100">
                  {round.winners.map((winner) => (
                    <li
                      key={winner.company}
                      className="flex items-center justify-between gap-3 py-3"
                    >
                      <div>
                        <p className="font-medium text-slate-900">{winner.company}</p>
                        <p className="text-sm text-slate-600">{winner.category}</p>
                      </div>
                      <span className="flex items-center gap-1 font-semibold text-slate-800">
                        <StarRating rating={winner.rating} />
                        {formatRating(winner.rating)}
                      </span>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </section>

        <section aria-labelledby="top-rated-heading">
          <h2 id="top-rated-heading" className="text-2xl font-bold text-slate-900">
            Top Rated Companies
          </h2>
          <ul className="mt-6 grid gap-6 lg:grid-cols-3">
            {data.topRated.map((company) => (
              <li
                key={company.name}
                className="flex flex-col rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
              >
                <div className="flex flex-wrap gap-2">
                  <Badge tone="amber">
                    <Trophy aria-hidden="true" className="size-3" />
                    {company.badge}
                  </Badge>
                  {company.verified && (
                    <Badge tone="green">
                      <BadgeCheck aria-hidden="true" className="size-3" />
                      Verified
                    </Badge>
                  )}
                </div>
                <h3 className="mt-3 text-lg font-semibold text-slate-900">{company.name}</h3>
                <p className="text-sm text-slate-600">{company.category}</p>
                <p className="mt-2 flex items-center gap-2 text-sm text-slate-700">
                  <StarRating rating={company.rating} />
                  <span className="font-semibold">{formatRating(company.rating)}</span>
                  <span>({formatCount(company.reviewCount)} reviews)</span>
                </p>
                <ul className="mt-4 grid gap-3">
                  {company.reviews.map((review) => (
                    <li key={review.author} className="rounded-md bg-slate-50 p-3 text-sm">
                      <p className="text-slate-800">"{review.text}"</p>
                      <p className="mt-1 text-slate-600">
                        — {review.author}, {review.role}
                      </p>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="how-heading">
          <h2 id="how-heading" className="text-2xl font-bold text-slate-900">
            How Awards Work
          </h2>
          <ol className="mt-6 grid gap-6 md:grid-cols-3">
            {STEPS.map(({ icon: Icon, title, text }, index) => (
              <li key={title} className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
                <div className="flex items-center gap-3">
                  <span className="flex size-9 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
                    {index + 1}
                  </span>
                  <Icon aria-hidden="true" className="size-6 text-brand-700" />
                </div>
                <h3 className="mt-4 font-semibold text-slate-900">{title}</h3>
                <p className="mt-1 text-slate-700">{text}</p>
              </li>
            ))}
          </ol>
        </section>
      </div>
    </div>
  );
}
