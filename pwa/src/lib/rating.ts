/** Ratings are shown to one decimal everywhere (public-site.md §9). */
export function formatRating(rating: number | null | undefined): string {
  return (rating ?? 0).toFixed(1);
}

/**
 * What the site shows instead of a figure when a company has no published star rating (issue
 * 34): the API answers `averageRating: null` and `trustScore: null` then.
 */
export const NOT_YET_RATED = 'Not yet rated';

export type StarFill = 'full' | 'half' | 'empty';

/**
 * How each of the five stars is drawn: the one rounding rule of the site (issue 34 item 7),
 * to the nearest half star, as the read-only display of public-site.md §5 says. 4.8 is five
 * stars, 4.7 four and a half, 4.2 four, on every screen.
 */
export function starFills(rating: number | null | undefined): StarFill[] {
  const value = Math.min(5, Math.max(0, rating ?? 0));
  const rounded = Math.round(value * 2) / 2;
  return [1, 2, 3, 4, 5].map((position) => {
    if (rounded >= position) return 'full';
    if (rounded >= position - 0.5) return 'half';
    return 'empty';
  });
}
