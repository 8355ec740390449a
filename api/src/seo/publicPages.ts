import { ALL_SUBCATEGORIES, CATALOGUE, findBySlug } from '#shared/catalogue/catalogue';

/**
 * The pages search engines should index besides companies and categories (pwa/src/router.tsx):
 * the home page, the catalogue, awards and the site's information pages. Sign-in, sign-up, the
 * review form, the outbox and user profiles are left out: nothing there to find.
 */
export const STATIC_PAGES: readonly string[] = [
  '/',
  '/categories',
  '/awards',
  '/about',
  '/contact',
  '/help-center',
  '/privacy-policy',
  '/terms-of-service',
  '/cookie-policy',
];

/** Every category page: the main categories, then every subcategory (both are `/category/{slug}`). */
export function categoryPages(): string[] {
  return [
    ...CATALOGUE.map((category) => `/category/${category.slug}`),
    ...ALL_SUBCATEGORIES.map((subcategory) => `/category/${subcategory.slug}`),
  ];
}

const CATEGORY_PAGE = /^\/category\/([^/]+)$/;

/**
 * The canonical path of a static or category page (`/about/` → `/about`), or undefined for any
 * other path: unknown pages (and the app's 404) claim no canonical. Known without the database:
 * the catalogue is the shared one the PWA itself uses to tell a category from a 404.
 */
export function canonicalPagePath(path: string): string | undefined {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (STATIC_PAGES.includes(trimmed)) return trimmed;
  const slug = CATEGORY_PAGE.exec(trimmed)?.[1];
  return slug && findBySlug(slug) ? `/category/${slug}` : undefined;
}
