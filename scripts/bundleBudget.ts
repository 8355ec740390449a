/**
 * What each public route makes the browser download before it can render, from Vite's build
 * manifest: the entry chunk and its static imports, plus (for a lazily loaded screen) the
 * screen's chunk and its static imports. Pure, so it can be tested on a small manifest.
 */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The public routes and the module each one loads lazily (undefined: in the entry). */
export const PUBLIC_ROUTES: Record<string, string | undefined> = {
  '/': undefined,
  '/categories': 'src/scenes/Categories/Categories.tsx',
  '/category/{slug}': 'src/scenes/Category/Category.tsx',
  '/awards': 'src/scenes/Awards/Awards.tsx',
  '/write-review': 'src/scenes/WriteReview/WriteReview.tsx',
  '/login': 'src/scenes/Login/Login.tsx',
  '/signup': 'src/scenes/Signup/Signup.tsx',
  '/company/{domain}': 'src/scenes/Company/Company.tsx',
  '/user/{id}': 'src/scenes/User/UserProfile.tsx',
  '/about': 'src/scenes/About/About.tsx',
  '/contact': 'src/scenes/Contact/Contact.tsx',
  '/help-center': 'src/scenes/HelpCenter/HelpCenter.tsx',
  '/privacy-policy': 'src/scenes/Legal/PrivacyPolicy.tsx',
  '/terms-of-service': 'src/scenes/Legal/TermsOfService.tsx',
  '/cookie-policy': 'src/scenes/Legal/CookiePolicy.tsx',
  '/claim/verify': 'src/scenes/ConfirmLink/ConfirmClaim.tsx',
  '/verify-email': 'src/scenes/ConfirmLink/ConfirmEmail.tsx',
  '/{anything else} (404)': undefined,
};

export const ENTRY_KEY = 'index.html';

/** Lazy chunks every page loads beside its own (`Layout.tsx`): never part of the first load. */
export const AFTER_HYDRATION = ['src/components/layout/PageBars.tsx'];

/**
 * What is wrong with the chunks a route loads first, besides their weight: admin code, or a
 * module meant to load apart that is in them or no chunk of its own (imported
 * statically somewhere, so it went into the chunk of whatever imported it).
 */
export function firstLoadProblems(manifest: Manifest, keys: Set<string>): string[] {
  const problems: string[] = [];
  for (const key of keys) if (key.startsWith(ADMIN_PREFIX)) problems.push(`admin code (${key})`);
  for (const later of AFTER_HYDRATION) {
    if (!manifest[later]) problems.push(`${later} is not a lazy chunk of its own`);
    else if (keys.has(later)) problems.push(`${later}, meant to load apart`);
  }
  return problems;
}
export const ADMIN_PREFIX = 'src/admin/';

/** The manifest keys a chunk pulls in statically (itself included). */
export function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()) {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build manifest has no chunk for ${key}`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/** Every chunk a route loads first: the entry's closure plus its screen's closure. */
export function firstLoadChunks(manifest: Manifest, screen: string | undefined): Set<string> {
  const keys = staticClosure(manifest, ENTRY_KEY);
  if (screen) staticClosure(manifest, screen, keys);
  return keys;
}
