/**
 * The fetch layer every call goes through: credentials always, JSON bodies, and the spec's
 * error messages (public-site.md §8): a non-success answer raises an error whose message is
 * `"{status}: {body text, else status text}"`.
 */

export class HttpError extends Error {
  override name = 'HttpError';

  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly bodyText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
  }

  /** The API's JSON error body (`{ message, issues? }`), when it is one. */
  get body(): { message?: unknown; [key: string]: unknown } | undefined {
    try {
      const parsed: unknown = JSON.parse(this.bodyText);
      return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : undefined;
    } catch {
      return undefined;
    }
  }
}

/** The server's own `message` for a failed call, for toasts that show it. */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof HttpError)) return undefined;
  const message = error.body?.message;
  return typeof message === 'string' && message !== '' ? message : undefined;
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = await response.text().catch(() => '');
  throw new HttpError(response.status, response.statusText, text);
}

/**
 * How long a read may go unanswered before it is asked again, once. A connection that hangs
 * (a weak signal, a network that came back, a proxy that swallowed the request) would
 * otherwise leave a list on its old state for good; writes have the outbox's own timeout.
 */
const READ_TIMEOUT_MS = 10_000;

/**
 * Where API paths are sent: the page's own origin in the browser (relative URLs); the server's
 * own address when the server renders a page (`entry-server.tsx`), where a path alone is no URL.
 */
let apiOrigin = '';

export function setApiOrigin(origin: string): void {
  apiOrigin = origin;
}

export async function apiFetch(
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  const send = (signal?: AbortSignal) =>
    fetch(url.startsWith('/') ? `${apiOrigin}${url}` : url, {
      method,
      credentials: 'include',
      headers: body === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  const response =
    method === 'GET'
      ? await withTimeout(send).catch((error: unknown) => {
          if (!isTimeout(error)) throw error;
          return withTimeout(send);
        })
      : await send();
  await throwIfNotOk(response);
  return response;
}

/** One attempt, aborted with a TimeoutError after READ_TIMEOUT_MS (a timer, so tests can fake it). */
async function withTimeout(send: (signal: AbortSignal) => Promise<Response>): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('The read timed out', 'TimeoutError')),
    READ_TIMEOUT_MS,
  );
  try {
    return await send(controller.signal);
  } finally {
    clearTimeout(timer);
  }
}

function isTimeout(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'TimeoutError';
}

/** The parsed JSON of a successful answer; `undefined` for an empty one (204). */
export async function readJson<T>(response: Response): Promise<T> {
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export async function getJson<T>(url: string): Promise<T> {
  return readJson<T>(await apiFetch('GET', url));
}

/** An offset page (`?limit&offset`), with the total the API sends in `X-Total-Count`. */
export interface OffsetPage<T> {
  items: T[];
  total: number;
  offset: number;
}

export async function getOffsetPage<T>(url: string, offset: number): Promise<OffsetPage<T>> {
  const response = await apiFetch('GET', url);
  const items = await readJson<T[]>(response);
  const header = response.headers.get('X-Total-Count');
  const total = header === null ? offset + items.length : Number(header);
  return { items, total, offset };
}

/** A cursor page (newest first), with the next cursor from `X-Next-Cursor`. */
export interface CursorPage<T> {
  items: T[];
  nextCursor: string | null;
}

export async function getCursorPage<T>(url: string): Promise<CursorPage<T>> {
  const response = await apiFetch('GET', url);
  return {
    items: await readJson<T[]>(response),
    nextCursor: response.headers.get('X-Next-Cursor') || null,
  };
}

/** Adds a query string, leaving out absent values. */
export function withQuery(path: string, params: Record<string, string | number | undefined>) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
