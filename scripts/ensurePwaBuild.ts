import path from 'node:path';
import { isFresh, ROOT, sourceState, writeStamp } from './buildState.js';
import { DIST } from './pwaBuildState.ts';

/**
 * Builds the PWA when `pwa/dist` is missing or older than its sources, so `npm start` works
 * right after `npm install` on a fresh clone and after every pull. Needs the devDependencies
 * (vite): `npm start` calls it only where they are installed.
 */
export async function ensurePwaBuild(
  log: (line: string) => void = console.log,
  options: { force?: boolean } = {},
): Promise<void> {
  if (!options.force && (await isFresh('pwa'))) return;
  const sources = await sourceState('pwa');
  log(
    options.force
      ? 'Building the web app...'
      : 'Building the web app (pwa/dist is missing or out of date)...',
  );
  const started = performance.now();
  const { build } = await import('vite');
  // Vite follows NODE_ENV when it is set: under vitest (NODE_ENV=test) the browser journeys'
  // build would otherwise ship React's development build and no service worker registration.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const configFile = path.join(ROOT, 'pwa', 'vite.config.ts');
    await build({ configFile, logLevel: 'warn' });
    // The server's renderer of the public pages, from the same components (see vite.config.ts).
    await build({ configFile, logLevel: 'warn', build: { ssr: 'src/entry-server.tsx' } });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  await writeStamp('pwa', sources);
  log(
    `Built the web app into ${path.relative(ROOT, DIST)} in ${Math.round(performance.now() - started)} ms`,
  );
}
