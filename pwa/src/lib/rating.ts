/** Ratings are shown to one decimal everywhere (public-site.md §9). */
export function formatRating(rating: number | null | undefined): string {
  return (rating ?? 0).toFixed(1);
}

export type StarFill = 'full' | 'half' | 'empty';

/**
 * How each of the five stars is drawn. `half` (the read-only display of §5) rounds to the
 * nearest half star; `floor` (the subcategory card of §2) fills whole stars up to the floor.
 */
export function starFills(
  rating: number | null | undefined,
  mode: 'half' | 'floor' = 'half',
): StarFill[] {
  const value = Math.min(5, Math.max(0, rating ?? 0));
  const rounded = mode === 'floor' ? Math.floor(value) : Math.round(value * 2) / 2;
  return [1, 2, 3, 4, 5].map((position) => {
    if (rounded >= position) return 'full';
    if (rounded >= position - 0.5) return 'half';
    return 'empty';
  });
}
