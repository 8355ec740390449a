import { apiAnswerValidator } from './openApiCheck.ts';

export interface TestResponse<T = unknown> {
  status: number;
  headers: Headers;
  /** Parsed JSON when the answer is JSON, else the text. */
  body: T;
  text: string;
}

type Body = unknown;

/**
 * A tiny HTTP client for tests, with a cookie jar so a sequence of calls behaves like one
 * browser. Sends the `Origin` of the server with writes, as a browser on the site would.
 * Every `/api` answer is checked against the OpenAPI document (`/api/openapi.json`): an answer
 * the document does not describe fails the test that received it.
 */
export class TestClient {
  private readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  get<T = unknown>(path: string, headers: Record<string, string> = {}) {
    return this.request<T>('GET', path, undefined, headers);
  }

  post<T = unknown>(path: string, body?: Body, headers: Record<string, string> = {}) {
    return this.request<T>('POST', path, body, headers);
  }

  put<T = unknown>(path: string, body?: Body, headers: Record<string, string> = {}) {
    return this.request<T>('PUT', path, body, headers);
  }

  patch<T = unknown>(path: string, body?: Body, headers: Record<string, string> = {}) {
    return this.request<T>('PATCH', path, body, headers);
  }

  delete<T = unknown>(path: string, headers: Record<string, string> = {}) {
    return this.request<T>('DELETE', path, undefined, headers);
  }

  /** Sends `raw` exactly as given (invalid JSON, huge bodies, other content types). */
  raw<T = unknown>(method: string, path: string, raw: BodyInit, headers: Record<string, string>) {
    return this.send<T>(method, path, raw, headers);
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  clearCookies(): void {
    this.cookies.clear();
  }

  async request<T>(
    method: string,
    path: string,
    body?: Body,
    headers: Record<string, string> = {},
  ) {
    const hasBody = body !== undefined;
    return this.send<T>(method, path, hasBody ? JSON.stringify(body) : undefined, {
      ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
      ...headers,
    });
  }

  private async send<T>(
    method: string,
    path: string,
    body: BodyInit | undefined,
    headers: Record<string, string>,
  ): Promise<TestResponse<T>> {
    const cookieHeader = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(new URL(path, this.baseUrl), {
      method,
      body,
      redirect: 'manual',
      headers: {
        ...(method === 'GET' || method === 'HEAD' ? {} : { Origin: this.baseUrl }),
        ...(cookieHeader ? { Cookie: cookieHeader } : {}),
        ...headers,
      },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair?.indexOf('=') ?? -1;
      if (!pair || index < 0) continue;
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    const isJson = response.headers.get('content-type')?.includes('application/json');
    const answer: TestResponse<T> = {
      status: response.status,
      headers: response.headers,
      text,
      body: (isJson && text ? JSON.parse(text) : text) as T,
    };
    const url = new URL(path, this.baseUrl);
    const mismatch = apiAnswerValidator().check({
      method,
      path: url.pathname,
      status: response.status,
      contentType: response.headers.get('content-type'),
      body: answer.body,
    });
    if (mismatch) throw new Error(`OpenAPI: ${mismatch}\n${text.slice(0, 500)}`);
    return answer;
  }
}

/** A random UUID for Idempotency-Key headers. */
export const newKey = () => crypto.randomUUID();
