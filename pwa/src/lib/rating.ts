/** Ratings are shown to one decimal everywhere (public-site.md §9). */
export function formatRating(rating: number | null | undefined): string {
  return (rating ?? 0).toFixed(1);
}

/**
 * What the site shows instead of a figure when a company has no published star rating (issue
 * 34): the API answers `averageRating: null` and `trustScore: null` then.
 */
export const NOT_YET_RATED = 'Not yet rated';

/**
 * How many stars are drawn (0 to 5 in halves): the one rounding rule of the site (issue 34
 * item 7), to the nearest half star, as the read-only display of public-site.md §5 says. 4.8 is
 * five stars, 4.7 four and a half, 4.2 four, on every screen.
 */
export function starsShown(rating: number | null | undefined): number {
  const value = Math.min(5, Math.max(0, rating ?? 0));
  return Math.round(value * 2) / 2;
}
