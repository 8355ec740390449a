// Loaded into a spawned compiled server or CLI (`NODE_OPTIONS=--import=<this file>`) by tests
// that let it read "company homepages" served on this machine: the compiled code has no option
// to send a domain elsewhere (the in-process tests pass the homepage reader `urlsFor` and
// `resolve`), and none is added to production for this. Plain JavaScript, so the process needs
// no TypeScript runner. With it, every host name resolves to 127.0.0.1 and every connection to
// a host name goes to LOCAL_WEB_PORT, whatever the URL's port: nothing leaves the machine, and
// the server's own reader still checks the address (ALLOW_PRIVATE_FETCH lets loopback through),
// tries https first (a TLS handshake with a plain http server fails) and falls back to http.
import dns from 'node:dns';
import { syncBuiltinESMExports } from 'node:module';
import net from 'node:net';
import tls from 'node:tls';

const port = Number(process.env.LOCAL_WEB_PORT);
if (!Number.isInteger(port) || port <= 0) {
  throw new Error('localWebPreload.js needs LOCAL_WEB_PORT, the port of the local sites');
}

const LOOPBACK = { address: '127.0.0.1', family: 4 };

/** A name to send to the local sites: not an address, not this machine's own name. */
const isSiteName = (/** @type {unknown} */ host) =>
  typeof host === 'string' && net.isIP(host) === 0 && host !== 'localhost';

const lookup = dns.promises.lookup;
dns.promises.lookup = /** @type {typeof lookup} */ (
  (hostname, options) => {
    if (!isSiteName(hostname)) return lookup(hostname, options);
    const all = typeof options === 'object' && options !== null && options.all;
    return Promise.resolve(all ? [LOOPBACK] : LOOPBACK);
  }
);

/** @type {import('node:net').LookupFunction} */
const loopbackLookup = (_hostname, options, callback) => {
  if (options.all) callback(null, [LOOPBACK]);
  else callback(null, LOOPBACK.address, LOOPBACK.family);
};

// undici (the reader's) calls net.connect and tls.connect; node:http calls createConnection.
for (const [module, name] of /** @type {const} */ ([
  [net, 'connect'],
  [net, 'createConnection'],
  [tls, 'connect'],
])) {
  const connect = module[name];
  module[name] = /** @type {typeof connect} */ (
    (...args) => {
      const [options] = args;
      if (typeof options === 'object' && options !== null && isSiteName(options.host)) {
        // A connection made without the reader's lookup would ask the system resolver.
        args[0] = { lookup: loopbackLookup, ...options, port };
      }
      return Reflect.apply(connect, module, args);
    }
  );
}

// `import { lookup } from 'node:dns/promises'` (the reader's) sees the replacement only after this.
syncBuiltinESMExports();
