import { ShieldCheck, Trophy } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { AwardWinner } from '#shared/types/api';
import { StarRating } from '../../components/stars/StarRating.tsx';
import { Badge } from '../../components/ui/misc.tsx';
import { formatRating } from '../../lib/rating.ts';
import { plural } from '../../lib/text.ts';

const PLACE = ['1st', '2nd', '3rd'];

/** Winners by category (the server sends them by category, then place). */
function byCategory(winners: AwardWinner[]) {
  const groups = new Map<string, AwardWinner[]>();
  for (const winner of winners) {
    const list = groups.get(winner.category.name) ?? [];
    list.push(winner);
    groups.set(winner.category.name, list);
  }
  return [...groups.entries()];
}

function CompanyLink({ winner }: { winner: AwardWinner }) {
  return (
    <Link
      to={`/company/${encodeURIComponent(winner.company.domain)}`}
      className="font-medium text-brand-700 hover:underline"
    >
      {winner.company.name}
    </Link>
  );
}

/**
 * A winner's figures for the quarter: the trust score its place was decided by first (a list
 * shows what it is ordered by), then its average with stars and its number of ratings.
 */
function Figures({ winner }: { winner: AwardWinner }) {
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700">
      {winner.trustScore !== null && (
        <span className="inline-flex items-center gap-1 font-semibold text-slate-900">
          <ShieldCheck aria-hidden="true" className="size-4 text-brand-600" />
          Trust score {formatRating(winner.trustScore)}
        </span>
      )}
      <span className="inline-flex items-center gap-1">
        <StarRating rating={winner.rating} />
        <span>{formatRating(winner.rating)} average</span>
      </span>
      <span>({plural(winner.reviewCount, 'review')} in the quarter)</span>
    </span>
  );
}

export function QuarterWinners({ winners }: { winners: AwardWinner[] }) {
  return (
    <ul className="mt-6 grid gap-6 md:grid-cols-3">
      {byCategory(winners).map(([category, places]) => (
        <li
          key={category}
          className="rounded-lg border-2 border-amber-300 bg-white p-6 shadow-sm"
          aria-label={category}
        >
          <Trophy aria-hidden="true" className="size-8 text-amber-500" />
          <h3 className="mt-2 text-lg font-semibold text-slate-900">{category}</h3>
          <ol className="mt-3 grid gap-3">
            {places.map((winner) => (
              <li key={winner.company.id} className="grid gap-0.5">
                <span className="text-xs font-semibold tracking-wide text-amber-700 uppercase">
                  {PLACE[winner.position - 1] ?? `#${winner.position}`}
                </span>
                <CompanyLink winner={winner} />
                <Figures winner={winner} />
              </li>
            ))}
          </ol>
        </li>
      ))}
    </ul>
  );
}

/** The quarter's category leaders with the best trust scores (first places only). */
export function TopRated({ winners, label }: { winners: AwardWinner[]; label: string }) {
  const leaders = winners
    .filter((winner) => winner.position === 1)
    .sort((a, b) => (b.trustScore ?? 0) - (a.trustScore ?? 0))
    .slice(0, 3);
  return (
    <ul className="mt-6 grid gap-6 lg:grid-cols-3">
      {leaders.map((winner) => (
        <li
          key={winner.company.id}
          className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
        >
          <div>
            <Badge tone="amber">
              <Trophy aria-hidden="true" className="size-3" />
              {label} Category Leader
            </Badge>
          </div>
          <h3 className="text-lg font-semibold">
            <CompanyLink winner={winner} />
          </h3>
          <p className="text-sm text-slate-600">{winner.category.name}</p>
          <Figures winner={winner} />
        </li>
      ))}
    </ul>
  );
}
