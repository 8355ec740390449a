import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ENTRY_KEY, type Manifest, staticClosure } from '#shared/build/viteManifest';

/** The server-rendered pages whose screen is a chunk of its own (the home page is in the entry). */
const SCREENS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^\/company\/[^/]+\/?$/, 'src/scenes/Company/Company.tsx'],
  [/^\/category\/[^/]+\/?$/, 'src/scenes/Category/Category.tsx'],
  [/^\/categories\/?$/, 'src/scenes/Categories/Categories.tsx'],
  [/^\/awards\/?$/, 'src/scenes/Awards/Awards.tsx'],
  [/^\/write-review\/?$/, 'src/scenes/WriteReview/WriteReview.tsx'],
];

/**
 * `<link rel="modulepreload">` tags for the chunks a server-rendered page's screen needs beyond
 * the entry's (which the built shell preloads already), from Vite's build manifest.
 *
 * Why: the page hydrates only once its screen's chunk is there. Left to the app, its start-up
 * (`preloadRoute`) inserts a link per chunk, two dozen for a company page, inside the task that
 * evaluates the entry: 116 ms of that task under Lighthouse's 4x CPU slowdown, all of it
 * blocking. Announced in the HTML, the chunks download beside the entry, and Vite's preload
 * helper finds them in the document and inserts nothing. Measured on the company page, three
 * alternating pairs: Total Blocking Time 84-349 ms against 371-600 ms without.
 *
 * No manifest (a server started before `npm run build`, the unit tests): no tags.
 */
export function screenPreloads(distDir: string): (pagePath: string) => string {
  let tags: Map<string, string> | undefined;
  return (pagePath) => {
    const screen = SCREENS.find(([page]) => page.test(pagePath))?.[1];
    if (!screen) return '';
    tags ??= tagsByScreen(readManifest(path.join(distDir, '.vite', 'manifest.json')));
    return tags.get(screen) ?? '';
  };
}

function readManifest(file: string): Manifest | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  } catch {
    return undefined;
  }
}

function tagsByScreen(manifest: Manifest | undefined): Map<string, string> {
  const tags = new Map<string, string>();
  if (!manifest?.[ENTRY_KEY]) return tags;
  const inEntry = staticClosure(manifest, ENTRY_KEY);
  for (const [, screen] of SCREENS) {
    if (!manifest[screen]) continue;
    const links = [...staticClosure(manifest, screen)]
      .filter((key) => !inEntry.has(key))
      .map(
        (key) =>
          `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${manifest[key]?.file}">`,
      );
    tags.set(screen, links.join('\n'));
  }
  return tags;
}
