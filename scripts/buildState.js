// What each build is made of, and whether its output is up to date. Plain JavaScript on
// purpose: `npm start` and the review-admin launcher read it before anything is compiled, on an
// installation without TypeScript tooling (`npm ci --omit=dev`).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');

const LOCK = ['package-lock.json', 'tsconfig.json'];
const SERVER = ['api/src', 'api/db', 'shared', ...LOCK];

/**
 * Each build: the files it reads (directories walked, tests skipped), where it writes, and the
 * file whose absence means "not built". The stamp (`<output>/.source-hash`) holds the hash of
 * the sources the output was built from, then their sizes and modification times (hashed):
 * while those are unchanged, the sources are not read again.
 */
export const BUILDS = {
  pwa: { sources: ['pwa', 'shared', ...LOCK], output: 'pwa/dist', entry: 'pwa/dist/index.html' },
  server: {
    sources: [...SERVER, 'scripts/buildServer.ts', 'scripts/writeBundle.ts'],
    output: 'api/dist',
    entry: 'api/dist/main.js',
  },
  cli: {
    sources: [...SERVER, 'cli/src', 'scripts/buildCli.ts', 'scripts/writeBundle.ts'],
    output: 'cli/dist',
    entry: 'cli/dist/review-admin.js',
  },
};

// Never part of a build: outputs, dependencies, tests and their helpers, screenshots.
const SKIP = new Set(['dist', 'dist-server', 'node_modules', 'e2e', 'screenshots', 'test']);
const isTest = (name) => /\.test\.tsx?$/.test(name);

/** @param {keyof typeof BUILDS} name */
export function stampFile(name) {
  return path.join(ROOT, BUILDS[name].output, '.source-hash');
}

/** Files read at once while hashing: enough to keep the disk busy, far below any fd limit. */
const READ_BATCH = 64;

/** A hash of every file build `name` reads, contents and paths. */
export async function hashSources(name) {
  return digestFiles(await sourceFiles(name), contentOf);
}

/**
 * What a build records of its sources before it starts: their times first, so that a file
 * changed while the build runs makes the next check read the sources again.
 * @returns {Promise<{ hash: string, times: string }>}
 */
export async function sourceState(name) {
  return sourceStateOf(await sourceFiles(name));
}

/** `sourceState` of a list of files. */
export async function sourceStateOf(files) {
  const times = await digestFiles(files, timesOf);
  return { hash: await digestFiles(files, contentOf), times };
}

/**
 * Whether `files` are still what `stamp` recorded. The sizes and modification times are
 * compared first, without reading a file (the sources include the categoriser's evaluation
 * pages and model, megabytes every `npm start` would otherwise read); only when they moved are
 * the contents hashed. `times` comes back when only the times moved (a checkout, a `touch`):
 * the stamp should record them.
 * @returns {Promise<{ fresh: boolean, times?: string }>}
 */
export async function compareWithStamp(stamp, files) {
  if (!stamp.hash) return { fresh: false };
  const times = await digestFiles(files, timesOf);
  if (stamp.times === times) return { fresh: true };
  if ((await digestFiles(files, contentOf)) !== stamp.hash) return { fresh: false };
  return { fresh: true, times };
}

const contentOf = (file) => readFile(file);

async function timesOf(file) {
  const stats = await stat(file).catch(() => undefined);
  return `${stats?.size}\0${stats?.mtimeMs}`;
}

/**
 * A hash of each file's path and what `describe` gives of it, in a fixed order. The files are
 * described in batches at once (one at a time, the check cost a restart a few hundred
 * milliseconds).
 */
async function digestFiles(files, describe) {
  const hash = createHash('sha256');
  for (let start = 0; start < files.length; start += READ_BATCH) {
    const batch = files.slice(start, start + READ_BATCH);
    const parts = await Promise.all(batch.map(describe));
    batch.forEach((file, i) => {
      hash.update(path.relative(ROOT, file));
      hash.update(parts[i]);
    });
  }
  return hash.digest('hex');
}

async function sourceFiles(name) {
  const lists = await Promise.all(
    BUILDS[name].sources.map((source) => listFiles(path.join(ROOT, source))),
  );
  return lists.flat();
}

async function listFiles(target) {
  const entries = await readdir(target, { withFileTypes: true }).catch(() => undefined);
  if (!entries) return [target];
  const nested = await Promise.all(
    entries
      .filter((entry) => !SKIP.has(entry.name) && !isTest(entry.name))
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((entry) => {
        const full = path.join(target, entry.name);
        return entry.isDirectory() ? listFiles(full) : Promise.resolve([full]);
      }),
  );
  return nested.flat();
}

async function readStamp(name) {
  const text = await readFile(stampFile(name), 'utf8').catch(() => '');
  const [hash, times] = text.split('\n');
  return { hash: hash || undefined, times: times || undefined };
}

/** @param {{ hash: string, times: string }} state what `sourceState` gave before the build */
export async function writeStamp(name, state) {
  await writeFile(stampFile(name), `${state.hash}\n${state.times}\n`);
}

/** Built, and built from the sources as they are now (see `compareWithStamp`). */
export async function isFresh(name) {
  if (!existsSync(path.join(ROOT, BUILDS[name].entry))) return false;
  const stamp = await readStamp(name);
  const { fresh, times } = await compareWithStamp(stamp, await sourceFiles(name));
  // A read-only installation keeps its stamp, and reads the sources again next time.
  if (times) await writeStamp(name, { hash: stamp.hash, times }).catch(() => {});
  return fresh;
}

/**
 * Whether this installation can build: the bundlers and the TypeScript runner are
 * devDependencies, absent after `npm ci --omit=dev`.
 */
export function hasBuildTools() {
  return ['esbuild', 'vite', 'tsx'].every((tool) =>
    existsSync(path.join(ROOT, 'node_modules', tool, 'package.json')),
  );
}

/**
 * Makes sure builds `names` are there and up to date before running them: rebuilds what is
 * stale when the build tools are installed (in a child process, so the caller then loads the
 * new files); without them, runs what was built (saying it is older than the sources) and
 * refuses with one line when a build is missing. Returns false when the caller must stop.
 * @param {Array<keyof typeof BUILDS>} names
 * @param {{ log?: (line: string) => void, what?: string }} [options]
 */
export async function ensureBuilt(names, options = {}) {
  const log = options.log ?? ((line) => process.stderr.write(`${line}\n`));
  const fresh = await Promise.all(names.map((name) => isFresh(name)));
  const stale = names.filter((_, i) => !fresh[i]);
  if (stale.length === 0) return true;
  if (hasBuildTools()) {
    const status = await runBuild(stale);
    if (status === 0) return true;
    log(`The build failed (${stale.join(', ')}): see the messages above.`);
    return false;
  }
  const missing = stale.filter((name) => !existsSync(path.join(ROOT, BUILDS[name].entry)));
  if (missing.length > 0) {
    log(
      `${options.what ?? 'This program'} is not built (${missing.map((name) => BUILDS[name].output).join(', ')} missing) ` +
        'and this installation has no build tools (devDependencies). Run `npm ci && npm run build` ' +
        'first; a production install (`npm ci --omit=dev`) then runs the build.',
    );
    return false;
  }
  log(
    `Note: ${stale.map((name) => BUILDS[name].output).join(', ')} is older than its sources; running it as built ` +
      '(`npm run build` rebuilds it where devDependencies are installed).',
  );
  return true;
}

/**
 * Runs `scripts/build.ts` for `names` in a child process (its output on stderr, so a
 * `--json` command's stdout stays one document). A SIGTERM/SIGINT meanwhile stops the build too.
 */
function runBuild(names) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'scripts', 'build.ts'), ...names],
    { cwd: ROOT, stdio: ['ignore', 2, 2] },
  );
  const forward = (signal) => child.kill(signal);
  process.on('SIGTERM', forward);
  process.on('SIGINT', forward);
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      process.off('SIGTERM', forward);
      process.off('SIGINT', forward);
      if (signal) process.kill(process.pid, signal);
      resolve(code ?? 1);
    });
  });
}
