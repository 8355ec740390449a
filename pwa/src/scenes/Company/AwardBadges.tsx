import { Trophy } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useCompanyAwards } from '../../api/queries/awards.ts';
import { Badge } from '../../components/ui/misc.tsx';
import { formatRating } from '../../lib/rating.ts';

const PLACE = ['1st', '2nd', '3rd'];

/**
 * The company's quarterly award badges (none shown while loading or when it has none), each
 * with the average it earned in its quarter: a badge never sits beside a figure it disagrees
 * with unexplained.
 */
export function AwardBadges({ companyId }: { companyId: number }) {
  const awards = useCompanyAwards(companyId);
  if (!awards.data || awards.data.length === 0) return null;
  return (
    <ul aria-label="Awards" className="mt-2 flex flex-wrap gap-2">
      {awards.data.map((award) => (
        <li key={`${award.quarter}-${award.category}`}>
          <Link to={`/awards?quarter=${award.quarter}`}>
            <Badge tone="amber">
              <Trophy aria-hidden="true" className="size-3.5" />
              {award.year} Q{award.number} {PLACE[award.position - 1] ?? `#${award.position}`} in{' '}
              {award.category}
              {award.rating !== null && (
                <span className="font-normal">
                  {' '}
                  · {formatRating(award.rating)} average that quarter
                </span>
              )}
            </Badge>
          </Link>
        </li>
      ))}
    </ul>
  );
}
