/**
 * The shared zod schemas, loaded when a form is first used rather than with the page: zod is
 * ~22 kB gzipped, and no page needs it to render. Forms call `preloadSchemas` on focus, so the
 * chunk is usually there before the first submit.
 */
export type Schemas = typeof import('./schemaBundle.ts');

let loading: Promise<Schemas> | undefined;

export function loadSchemas(): Promise<Schemas> {
  loading ??= import('./schemaBundle.ts').catch((error: unknown) => {
    // A failed download (offline, a deploy in between) may succeed on the next try.
    loading = undefined;
    throw error;
  });
  return loading;
}

export function preloadSchemas(): void {
  loadSchemas().catch(() => undefined);
}
