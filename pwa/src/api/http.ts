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

export async function apiFetch(
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: body === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await throwIfNotOk(response);
  return response;
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
