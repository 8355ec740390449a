/**
 * An admin's calls to the running server, as the admin panel makes them: JSON or a multipart
 * upload, with one cookie jar so the session cookie from sign-in goes with every later call.
 * Any answer other than 2xx throws with its status and text: a measurement on a half-done run
 * would mean nothing.
 */
export class AdminSession {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly baseUrl: string) {}

  get<T>(path: string): Promise<T> {
    return this.send<T>('GET', path);
  }

  post<T>(path: string, body: object): Promise<T> {
    return this.send<T>('POST', path, JSON.stringify(body), { 'content-type': 'application/json' });
  }

  /** POSTs `text` as the multipart field `file`, as the panel's file picker sends a CSV. */
  upload<T>(path: string, fileName: string, text: string): Promise<T> {
    const form = new FormData();
    form.append('file', new Blob([text], { type: 'text/csv' }), fileName);
    return this.send<T>('POST', path, form);
  }

  private async send<T>(
    method: string,
    path: string,
    body?: BodyInit,
    headers: Record<string, string> = {},
  ): Promise<T> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(new URL(path, this.baseUrl), {
      method,
      body,
      headers: { ...headers, ...(cookie ? { cookie } : {}) },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      if (index > 0) this.cookies.set(pair.slice(0, index).trim(), pair.slice(index + 1).trim());
    }
    const text = await response.text();
    if (!response.ok) {
      throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 500)}`);
    }
    return (text ? JSON.parse(text) : undefined) as T;
  }
}
