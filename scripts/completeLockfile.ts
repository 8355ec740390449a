/**
 * This machine's npm registry serves only the packages for its own platform (linux x64), so
 * `npm install` leaves other platforms' optional native packages (rollup, biome, tailwind's
 * oxide) out of package-lock.json, and `npm ci` then refuses the lock as out of sync. This adds
 * each missing optional package at the exact version its parent pins, as a registry with every
 * platform would have. npm skips them at install on platforms they are not for.
 *
 * Run after changing dependencies: `npm install && npm run lockfile:complete`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

interface LockEntry {
  version?: string;
  dev?: boolean;
  devOptional?: boolean;
  optional?: boolean;
  optionalDependencies?: Record<string, string>;
  [key: string]: unknown;
}

const file = path.resolve(import.meta.dirname, '..', 'package-lock.json');
const lock = JSON.parse(readFileSync(file, 'utf8')) as { packages: Record<string, LockEntry> };
let added = 0;

for (const [location, entry] of Object.entries(lock.packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${location ? `${location}/` : ''}node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (lock.packages[nested] || lock.packages[hoisted]) continue;
    if (!/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(range)) {
      throw new Error(`${name}@${range} (from ${location}) is not an exact version`);
    }
    lock.packages[hoisted] = {
      version: range,
      ...(entry.dev ? { dev: true } : {}),
      ...(entry.devOptional ? { devOptional: true } : {}),
      optional: true,
      ...platformOf(name),
    };
    added++;
  }
}

// Keep npm's own ordering (sorted keys) so the diff stays small.
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) =>
    a === '' ? -1 : b === '' ? 1 : a.localeCompare(b),
  ),
);
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: added ${added} optional platform package(s)`);

/** `os`/`cpu`/`libc` from the package's name, as the packages themselves declare them. */
function platformOf(name: string): Record<string, string[]> {
  const base = name.split('/').pop() ?? name;
  const os = ['android', 'darwin', 'freebsd', 'linux', 'openbsd', 'openharmony', 'win32'].find(
    (candidate) => base.includes(`-${candidate}-`),
  );
  const cpu = [
    'arm64',
    'arm',
    'x64',
    'ia32',
    'loong64',
    'ppc64',
    's390x',
    'riscv64',
    'wasm32',
  ].find((candidate) => new RegExp(`-${candidate}(-|$)`).test(base));
  const libc = /-musl(-|$)/.test(base)
    ? 'musl'
    : /-gnu(eabihf)?(-|$)/.test(base)
      ? 'glibc'
      : undefined;
  return {
    ...(os ? { os: [os] } : {}),
    ...(cpu && cpu !== 'wasm32' ? { cpu: [cpu] } : {}),
    ...(libc ? { libc: [libc] } : {}),
  };
}
