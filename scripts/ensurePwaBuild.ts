import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DIST, hashPwaSources, ROOT, readStamp, STAMP } from './pwaBuildState.ts';

/**
 * Builds the PWA when `pwa/dist` is missing or older than its sources, so `npm start` works
 * right after `npm install` on a fresh clone and after every pull.
 */
export async function ensurePwaBuild(
  log: (line: string) => void = console.log,
  options: { force?: boolean } = {},
): Promise<void> {
  const sourceHash = await hashPwaSources();
  if (!options.force && (await readStamp()) === sourceHash) return;
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
    await build({
      configFile: path.join(ROOT, 'pwa', 'vite.config.ts'),
      logLevel: 'warn',
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  await writeFile(STAMP, `${sourceHash}\n`);
  log(
    `Built the web app into ${path.relative(ROOT, DIST)} in ${Math.round(performance.now() - started)} ms`,
  );
}
