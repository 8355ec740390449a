/**
 * Vite's build manifest (`pwa/dist/.vite/manifest.json`): each chunk by its source, with the
 * chunks it imports statically. Read by the bundle budget (`npm run budget`).
 */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The web app's entry: `index.html`'s script and what it imports. */
export const ENTRY_KEY = 'index.html';

/** The manifest keys a chunk pulls in statically (itself included, first). */
export function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()) {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build manifest has no chunk for ${key}`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}
