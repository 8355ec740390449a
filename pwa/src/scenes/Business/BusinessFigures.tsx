import type { BusinessOverview } from '#shared/schemas/responses/business';
import { useBusinessOverview } from '../../api/queries/business.ts';
import { Card, Skeleton } from '../../components/ui/misc.tsx';
import { formatRating, NOT_YET_RATED } from '../../lib/rating.ts';

/**
 * The company's figures: ratings, responses, invitations, and the months as a bar chart, with
 * the time the server computed them (offline, the copy kept on this device says how old it is).
 */
export function BusinessFigures({ companyId, offline }: { companyId: number; offline: boolean }) {
  const overview = useBusinessOverview(companyId);
  if (!overview.data) {
    return overview.isError ? (
      <p role="alert" className="rounded-md bg-amber-50 p-3 text-amber-900">
        {offline
          ? 'You are offline, and this company’s figures were never loaded on this device.'
          : 'Could not load the figures. Please try again later.'}
      </p>
    ) : (
      <Skeleton className="h-40" />
    );
  }
  const figures = overview.data;
  const { invitations } = figures;
  return (
    <section aria-labelledby="figures-heading" className="grid gap-4">
      <h2 id="figures-heading" className="sr-only">
        Figures
      </h2>
      <p
        data-testid="figures-as-of"
        className={
          offline ? 'rounded-md bg-amber-50 p-2 text-sm text-amber-900' : 'text-xs text-slate-600'
        }
      >
        {offline ? 'You are offline: figures as of ' : 'Figures as of '}
        <time dateTime={figures.generatedAt}>{asOf(figures.generatedAt)}</time>
      </p>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="business-figures">
        <Figure
          label="Average rating"
          value={
            figures.averageRating === null ? NOT_YET_RATED : formatRating(figures.averageRating)
          }
        />
        <Figure
          label="Trust score"
          value={figures.trustScore === null ? NOT_YET_RATED : formatRating(figures.trustScore)}
        />
        <Figure label="Reviews" value={String(figures.reviewCount)} />
        <Figure label="Unanswered" value={String(figures.unanswered)} />
        <Figure
          label="Response rate"
          value={figures.responseRate === null ? '–' : `${Math.round(figures.responseRate * 100)}%`}
        />
        <Figure
          label="Median time to respond"
          value={figures.medianResponseHours === null ? '–' : `${figures.medianResponseHours} h`}
        />
        <Figure
          label="Invitations sent"
          value={`${invitations.sent}${invitations.queued ? ` (+${invitations.queued} queued)` : ''}`}
        />
        <Figure
          label="Opened / reviewed"
          value={`${invitations.opened} / ${invitations.reviewed}`}
        />
      </dl>
      <div className="grid gap-4 md:grid-cols-2">
        <Distribution figures={figures} />
        <Months figures={figures} />
      </div>
    </section>
  );
}

const AS_OF = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function asOf(iso: string): string {
  return AS_OF.format(new Date(iso));
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Card className="p-3">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="text-lg font-semibold text-slate-900">{value}</dd>
    </Card>
  );
}

function Distribution({ figures }: { figures: BusinessOverview }) {
  const most = Math.max(1, ...figures.ratingDistribution.map((row) => row.count));
  return (
    <Card className="p-4">
      <h3 className="font-semibold text-slate-900">Rating distribution</h3>
      <ul className="mt-2 grid gap-1 text-sm">
        {[...figures.ratingDistribution].reverse().map((row) => (
          <li key={row.stars} className="grid grid-cols-[3.5rem_1fr_2.5rem] items-center gap-2">
            <span>{row.stars === 1 ? '1 star' : `${row.stars} stars`}</span>
            <span className="h-2 rounded bg-slate-100">
              <span
                className="block h-2 rounded bg-amber-500"
                style={{ width: `${(row.count / most) * 100}%` }}
              />
            </span>
            <span className="text-right">{row.count}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** Reviews by month with their average: a bar per month, the average written under it. */
function Months({ figures }: { figures: BusinessOverview }) {
  const most = Math.max(1, ...figures.byMonth.map((month) => month.count));
  return (
    <Card className="p-4">
      <h3 className="font-semibold text-slate-900">Reviews by month</h3>
      {figures.byMonth.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">Nothing published in the last 12 months.</p>
      ) : (
        <ol className="mt-2 flex h-32 items-end gap-1" aria-label="Reviews by month">
          {figures.byMonth.map((month) => (
            <li
              key={month.month}
              className="flex flex-1 flex-col items-center justify-end gap-1 text-[10px] text-slate-600"
              title={`${month.month}: ${month.count}, average ${month.averageRating === null ? '–' : formatRating(month.averageRating)}`}
            >
              <span
                className="w-full rounded-t bg-brand-600"
                style={{ height: `${(month.count / most) * 90}px` }}
              />
              <span>{month.month.slice(2)}</span>
              <span>{month.averageRating === null ? '–' : formatRating(month.averageRating)}</span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
