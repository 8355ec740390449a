// Loaded into the server that `scripts/measureServerMemory.ts` measures (`node --import <this
// file>`): the companies' domains it serves, and only those (LOCAL_SITE_NAMES, comma-separated),
// resolve to 127.0.0.1, where the script serves their homepages on port 80. Every other name
// goes to the system resolver as before. The server itself is unchanged: its homepage reader
// resolves through `lookup` of `node:dns/promises` (api/src/ai/homepage/safeLookup.ts), so that
// is all this replaces; ALLOW_PRIVATE_FETCH lets the reader through to loopback. Its https
// attempt meets a closed port 443 and falls back to http, as for a site without TLS. Plain
// JavaScript, so the server process runs no TypeScript runner that would count in its memory.
import dns from 'node:dns';
import { syncBuiltinESMExports } from 'node:module';

const names = new Set(
  (process.env.LOCAL_SITE_NAMES ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean),
);
if (names.size === 0) {
  throw new Error('resolveLocalSites.js needs LOCAL_SITE_NAMES, the domains served locally');
}

const LOOPBACK = { address: '127.0.0.1', family: 4 };

const lookup = dns.promises.lookup;
dns.promises.lookup = /** @type {typeof lookup} */ (
  (hostname, options) => {
    if (!names.has(String(hostname).toLowerCase())) return lookup(hostname, options);
    const all = typeof options === 'object' && options !== null && options.all;
    return Promise.resolve(all ? [LOOPBACK] : LOOPBACK);
  }
);

// `import { lookup } from 'node:dns/promises'` (the reader's) sees the replacement only after this.
syncBuiltinESMExports();
