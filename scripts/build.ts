import { buildCli } from './buildCli.ts';
import { buildServer } from './buildServer.ts';
import type { BuildName } from './buildState.js';
import { ensurePwaBuild } from './ensurePwaBuild.ts';

/**
 * `npm run build`: the web app (stamped, so `npm start` reuses it), the server and the CLI,
 * each compiled to JavaScript. `tsx scripts/build.ts server cli` builds only the named parts
 * (what `npm start` and review-admin call when their build is stale).
 */
const ALL: BuildName[] = ['pwa', 'server', 'cli'];
const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !ALL.includes(name as BuildName));
if (unknown.length > 0) {
  console.error(`Unknown build ${unknown.join(', ')}: choose from ${ALL.join(', ')}`);
  process.exit(2);
}
const parts = asked.length > 0 ? (asked as BuildName[]) : ALL;

if (parts.includes('pwa')) await ensurePwaBuild(console.log, { force: true });
if (parts.includes('server')) {
  const started = performance.now();
  await buildServer();
  console.log(`Built the server into api/dist in ${Math.round(performance.now() - started)} ms`);
}
if (parts.includes('cli')) {
  const started = performance.now();
  await buildCli();
  console.log(
    `Built the review-admin CLI into cli/dist in ${Math.round(performance.now() - started)} ms`,
  );
}
