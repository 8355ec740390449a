import { extractFacts } from './extractFacts.ts';
import { type FetchFailure, FetchHtmlError, fetchHtml } from './fetchHtml.ts';
import type { Resolver } from './safeLookup.ts';
import type { HomepageFacts } from './types.ts';

export interface HomepageReaderOptions {
  /** Reach loopback and private addresses: `config.ai.allowPrivateFetch`, for tests only. */
  allowPrivate: boolean;
  /** Non-public addresses reachable anyway: tests that check refusals still need a server. */
  allowedAddresses?: readonly string[];
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /**
   * The URLs to try for a domain, in order. Production tries `https://{domain}/` then
   * `http://{domain}/`; tests serving fixtures point this at a local port.
   */
  urlsFor?: (domain: string) => string[];
  /** Host name resolution; tests map fixture host names to loopback. */
  resolve?: Resolver;
}

export type HomepageReadResult =
  | { ok: true; facts: HomepageFacts }
  | { ok: false; failure: FetchFailure | 'skipped'; reason: string };

export type HomepageReader = (domain: string, signal?: AbortSignal) => Promise<HomepageReadResult>;

export const HOMEPAGE_LIMITS = {
  timeoutMs: 5_000,
  maxBytes: 1024 * 1024,
  maxRedirects: 3,
} as const;

/** Failures of the secure attempt after which the plain-http one is worth trying. */
const FALL_BACK_ON: ReadonlySet<FetchFailure> = new Set(['network', 'timeout']);

const defaultUrlsFor = (domain: string) => [`https://${domain}/`, `http://${domain}/`];

/**
 * Reads a company's homepage: `https://{domain}`, falling back to http when https cannot be
 * reached at all. Never throws: a page that cannot be read is a reason, and the profiler works
 * from the name and domain alone.
 */
export function createHomepageReader(options: HomepageReaderOptions): HomepageReader {
  const urlsFor = options.urlsFor ?? defaultUrlsFor;
  return async (domain, signal) => {
    let last: HomepageReadResult = { ok: false, failure: 'bad_url', reason: 'no URL to try' };
    for (const url of urlsFor(domain)) {
      try {
        const page = await fetchHtml(url, {
          allowPrivate: options.allowPrivate,
          allowedAddresses: options.allowedAddresses,
          timeoutMs: options.timeoutMs ?? HOMEPAGE_LIMITS.timeoutMs,
          maxBytes: options.maxBytes ?? HOMEPAGE_LIMITS.maxBytes,
          maxRedirects: options.maxRedirects ?? HOMEPAGE_LIMITS.maxRedirects,
          resolve: options.resolve,
          signal,
        });
        return { ok: true, facts: extractFacts(page.html, page) };
      } catch (error) {
        if (!(error instanceof FetchHtmlError)) {
          // A page that breaks the reader (a malformed Location, a decoder error) is one
          // unreadable homepage, not a reason to stop a run.
          const reason = error instanceof Error ? error.message : String(error);
          return { ok: false, failure: 'network', reason: `cannot read ${url}: ${reason}` };
        }
        last = { ok: false, failure: error.failure, reason: error.message };
        if (!FALL_BACK_ON.has(error.failure) || signal?.aborted) return last;
      }
    }
    return last;
  };
}
