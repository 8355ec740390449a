import { Star } from 'lucide-react';
import { formatRating, starFills } from '../../lib/rating.ts';

const SIZES = { sm: 'size-4', md: 'size-5', lg: 'size-6' } as const;

/**
 * Read-only stars, the only way the site draws a rating: to the nearest half star (rating.ts),
 * with one accessible name for the whole row. Every screen (home, category cards, the company
 * page, review cards, awards, profiles) uses this component.
 */
export function StarRating({
  rating,
  size = 'sm',
  showValue = false,
}: {
  rating: number | null | undefined;
  size?: keyof typeof SIZES;
  showValue?: boolean;
}) {
  const fills = starFills(rating);
  return (
    <span className="inline-flex items-center gap-1.5">
      <span
        role="img"
        aria-label={`Rated ${formatRating(rating)} out of 5`}
        className="inline-flex"
      >
        {fills.map((fill, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the five stars never reorder.
          <span key={index} className={`relative inline-block ${SIZES[size]}`} data-fill={fill}>
            <Star aria-hidden="true" className={`absolute inset-0 ${SIZES[size]} text-slate-300`} />
            {fill !== 'empty' && (
              <span
                className={`absolute inset-y-0 left-0 overflow-hidden ${fill === 'full' ? 'w-full' : 'w-1/2'}`}
              >
                <Star
                  aria-hidden="true"
                  className={`${SIZES[size]} fill-amber-400 text-amber-400`}
                />
              </span>
            )}
          </span>
        ))}
      </span>
      {showValue && (
        <span aria-hidden="true" className="text-sm font-medium text-slate-700">
          {formatRating(rating)}
        </span>
      )}
    </span>
  );
}
