import { isIP } from 'node:net';
import {
  createSafeLookup,
  isPublicAddress,
  PrivateAddressError,
  type Resolver,
} from './safeLookup.ts';

/** Why a page could not be read; `dns` and `refused` are not worth retrying over http. */
export type FetchFailure =
  | 'dns'
  | 'refused'
  | 'network'
  | 'timeout'
  | 'status'
  | 'not_html'
  | 'redirects'
  | 'bad_url';

export class FetchHtmlError extends Error {
  override name = 'FetchHtmlError';
  constructor(
    readonly failure: FetchFailure,
    message: string,
  ) {
    super(message);
  }
}

export interface FetchHtmlOptions {
  /** Reach loopback and private addresses (only for tests serving fixtures locally). */
  allowPrivate: boolean;
  /** Non-public addresses reachable anyway (tests: the fixture server on 127.0.0.1). */
  allowedAddresses?: readonly string[];
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  resolve?: Resolver;
  signal?: AbortSignal;
}

export interface FetchedHtml {
  /** The URL the page was finally served from (after redirects). */
  url: string;
  html: string;
  /** True when the page was longer than `maxBytes` and only its beginning was read. */
  truncated: boolean;
}

const HTML_TYPES = ['text/html', 'application/xhtml+xml'];
const USER_AGENT = 'B2BReviewsBot/1.0 (+company profile enrichment)';

/**
 * GETs one URL and follows up to `maxRedirects` redirects by hand, so every hop is checked
 * (scheme, literal addresses, and through the lookup the resolved ones). Reads at most
 * `maxBytes` and only HTML. The whole chain shares one deadline.
 */
export async function fetchHtml(startUrl: string, options: FetchHtmlOptions): Promise<FetchedHtml> {
  // Loaded by the first fetch (the categoriser's), not with the server.
  const { Agent, request } = await import('undici');
  const agent = new Agent({
    connect: {
      lookup: createSafeLookup({
        allowPrivate: options.allowPrivate,
        allowedAddresses: options.allowedAddresses,
        resolve: options.resolve,
      }),
      timeout: options.timeoutMs,
    },
    headersTimeout: options.timeoutMs,
    bodyTimeout: options.timeoutMs,
  });
  const deadline = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, deadline]) : deadline;
  try {
    let url = checkUrl(startUrl, options);
    for (let hop = 0; ; hop++) {
      const response = await request(url, {
        method: 'GET',
        dispatcher: agent,
        signal,
        headers: {
          'user-agent': USER_AGENT,
          accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
          'accept-language': 'en',
        },
      }).catch((error: unknown) => {
        throw classify(error, url, deadline);
      });
      const location = response.headers.location;
      if (response.statusCode >= 300 && response.statusCode < 400 && location) {
        await response.body.dump();
        if (hop >= options.maxRedirects) {
          throw new FetchHtmlError('redirects', `more than ${options.maxRedirects} redirects`);
        }
        const next = Array.isArray(location) ? location[0] : location;
        url = checkUrl(new URL(next ?? '', url).toString(), options);
        continue;
      }
      if (response.statusCode >= 400 || response.statusCode < 200) {
        await response.body.dump();
        throw new FetchHtmlError('status', `HTTP ${response.statusCode} from ${url}`);
      }
      const contentType = String(response.headers['content-type'] ?? '').toLowerCase();
      const body = await readCapped(response.body, options.maxBytes).catch((error: unknown) => {
        throw classify(error, url, deadline);
      });
      if (!isHtml(contentType, body.bytes)) {
        throw new FetchHtmlError('not_html', `not an HTML page (${contentType || 'no type'})`);
      }
      return { url, html: decode(body.bytes, contentType), truncated: body.truncated };
    }
  } finally {
    await agent.destroy().catch(() => undefined);
  }
}

function checkUrl(
  raw: string,
  options: Pick<FetchHtmlOptions, 'allowPrivate' | 'allowedAddresses'>,
): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new FetchHtmlError('bad_url', `not a URL: ${raw}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new FetchHtmlError('bad_url', `not an http(s) URL: ${raw}`);
  }
  if (url.username || url.password) throw new FetchHtmlError('bad_url', 'URL with credentials');
  // A literal address never goes through DNS, so the lookup cannot check it: do it here.
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const allowed = options.allowPrivate || options.allowedAddresses?.includes(host);
  if (isIP(host) && !allowed && !isPublicAddress(host)) {
    throw new FetchHtmlError('refused', `refused to fetch a non-public address (${host})`);
  }
  return url.toString();
}

async function readCapped(
  body: AsyncIterable<Buffer> & { destroy(): void },
  maxBytes: number,
): Promise<{ bytes: Buffer; truncated: boolean }> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    const room = maxBytes - size;
    if (chunk.length > room) {
      chunks.push(chunk.subarray(0, room));
      body.destroy();
      return { bytes: Buffer.concat(chunks), truncated: true };
    }
    chunks.push(chunk);
    size += chunk.length;
  }
  return { bytes: Buffer.concat(chunks), truncated: false };
}

function isHtml(contentType: string, bytes: Buffer): boolean {
  if (contentType) return HTML_TYPES.some((type) => contentType.startsWith(type));
  // No declared type: accept only what plainly starts as an HTML document.
  const start = bytes.subarray(0, 512).toString('latin1').trimStart().toLowerCase();
  return start.startsWith('<!doctype html') || start.startsWith('<html');
}

function decode(bytes: Buffer, contentType: string): string {
  const declared =
    /charset=["']?([\w-]+)/i.exec(contentType)?.[1] ??
    /<meta[^>]+charset=["']?([\w-]+)/i.exec(bytes.subarray(0, 2048).toString('latin1'))?.[1];
  try {
    return new TextDecoder(declared ?? 'utf-8').decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

function classify(error: unknown, url: string, deadline: AbortSignal): FetchHtmlError {
  if (error instanceof FetchHtmlError) return error;
  const found = findCause(error);
  if (found instanceof PrivateAddressError) {
    return new FetchHtmlError('refused', `refused to fetch ${url}: ${found.message}`);
  }
  const code = (found as NodeJS.ErrnoException | undefined)?.code ?? '';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'ENODATA') {
    return new FetchHtmlError('dns', `cannot resolve ${new URL(url).hostname} (${code})`);
  }
  if (deadline.aborted || /TIMEOUT/i.test(code) || code === 'ETIMEDOUT') {
    return new FetchHtmlError('timeout', `timed out reading ${url}`);
  }
  const message = found instanceof Error ? found.message : String(found);
  return new FetchHtmlError('network', `cannot reach ${url}: ${code ? `${code} ` : ''}${message}`);
}

/** undici and Node wrap the interesting error (the lookup's, the socket's) in `cause`. */
function findCause(error: unknown): unknown {
  let current = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    if (current instanceof PrivateAddressError) return current;
    if ((current as NodeJS.ErrnoException).code && !(current as { cause?: unknown }).cause) {
      return current;
    }
    const cause = (current as { cause?: unknown }).cause;
    if (!cause) return current;
    current = cause;
  }
  return current;
}
