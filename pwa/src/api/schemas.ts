import { loadOnce } from '../lib/loadOnce.ts';

/**
 * The shared zod schemas, loaded when a form is first used rather than with the page: zod is
 * ~22 kB gzipped, and no page needs it to render. Forms call `preloadSchemas` on focus, so the
 * chunk is usually there before the first submit.
 */
export type Schemas = typeof import('./schemaBundle.ts');

export const loadSchemas: () => Promise<Schemas> = loadOnce(() => import('./schemaBundle.ts'));

export function preloadSchemas(): void {
  loadSchemas().catch(() => undefined);
}
