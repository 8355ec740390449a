/**
 * The slug rule of public-site.md §2, completed so every slug is clean: lower-case, `&` becomes
 * `and`, whitespace becomes `-`, every other character that is not a letter, digit or hyphen is
 * dropped, and repeated hyphens collapse. `Children's Entertainment` → `childrens-entertainment`.
 */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replaceAll('&', ' and ')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^\p{L}\p{N}-]/gu, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * The spec's reverse rule (hyphens to spaces, title case). Only a fallback for slugs the
 * catalogue does not know, since it cannot restore `Children's` or `Bat-and-ball`.
 */
export function titleCaseSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
