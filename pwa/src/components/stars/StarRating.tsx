import { formatRating, starsShown } from '../../lib/rating.ts';

/** The row's height and width: five square stars side by side. */
const SIZES = { sm: 'h-4 w-20', md: 'h-5 w-25', lg: 'h-6 w-30' } as const;

/**
 * Read-only stars, the only way the site draws a rating: to the nearest half star (rating.ts),
 * with one accessible name for the whole row. Every screen (home, category cards, the company
 * page, review cards, awards, profiles) uses this component. The stars are two CSS masks
 * (styles.css, `.star-row-*`): the amber layer's width is the share of the five stars shown.
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
  const stars = starsShown(rating);
  return (
    <span className="inline-flex items-center gap-1.5">
      <span
        role="img"
        aria-label={`Rated ${formatRating(rating)} out of 5`}
        data-stars={stars}
        className={`relative inline-block shrink-0 ${SIZES[size]}`}
      >
        <span className="star-row-outline bg-slate-300" />
        {stars > 0 && (
          <span className="star-row-filled bg-amber-400" style={{ width: `${stars * 20}%` }} />
        )}
      </span>
      {showValue && (
        <span aria-hidden="true" className="text-sm font-medium text-slate-700">
          {formatRating(rating)}
        </span>
      )}
    </span>
  );
}
