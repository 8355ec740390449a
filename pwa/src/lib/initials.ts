/** Up to two initials: the first letters of the first two words (public-site.md §9). */
export function initials(name: string): string {
  return name
    .split(/[\s\-_.]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}
