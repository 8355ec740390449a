import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

interface ResolvedAddress {
  address: string;
  family: number;
}

/** Resolves a host name to its addresses (the system resolver unless a test injects one). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

/** Thrown when a host resolves to an address the reader must not reach. */
export class PrivateAddressError extends Error {
  override name = 'PrivateAddressError';
  readonly code = 'ERR_PRIVATE_ADDRESS';
  constructor(
    readonly hostname: string,
    readonly address: string,
  ) {
    super(`${hostname} resolves to a non-public address (${address})`);
  }
}

const systemResolver: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/**
 * Only globally routable unicast addresses are public: loopback, private (RFC 1918, unique
 * local), link-local (which includes cloud metadata at 169.254.169.254), carrier-grade NAT,
 * multicast, reserved and the IPv6 transition ranges that can embed any of those are not.
 * IPv4-mapped IPv6 (`::ffff:10.0.0.1`) is judged as the IPv4 address it carries.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

/**
 * A `lookup` for sockets that checks every resolved address, so the check applies to the
 * address actually connected to (after DNS), on every redirect hop. A host with any
 * non-public address is refused outright: mixing one in is how DNS rebinding gets through.
 */
export function createSafeLookup(options: {
  allowPrivate: boolean;
  /** Exceptions to the rule, for tests: a fixture server on 127.0.0.1. */
  allowedAddresses?: readonly string[];
  resolve?: Resolver;
}): LookupFunction {
  const resolve = options.resolve ?? systemResolver;
  return (hostname, lookupOptions, callback) => {
    resolve(hostname)
      .then((resolved) => {
        const wanted = lookupOptions.family;
        const addresses = resolved.filter(
          (entry) => !wanted || wanted === 0 || entry.family === wanted,
        );
        const first = addresses[0];
        if (!first) {
          throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), {
            code: 'ENOTFOUND',
          });
        }
        if (!options.allowPrivate) {
          const refused = addresses.find(
            (entry) =>
              !isPublicAddress(entry.address) && !options.allowedAddresses?.includes(entry.address),
          );
          if (refused) throw new PrivateAddressError(hostname, refused.address);
        }
        if (lookupOptions.all) callback(null, addresses);
        else callback(null, first.address, first.family);
      })
      .catch((error: NodeJS.ErrnoException) => callback(error, '', 0));
  };
}
