import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach } from 'vitest';
import { createQueryClient } from '../api/queryClient.ts';
import { clearToasts } from '../components/toast/toastStore.ts';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
// The toast store is the module's, shared by a file's tests: a toast one test left (for its
// five seconds) must not be found by the next test's findByText.
afterEach(() => {
  cleanup();
  clearToasts();
});

// `findBy…` waits 1 s by default: a lazy step or a validation message can take longer while CI
// runs two database-heavy test files next to this one on two cores.
configure({ asyncUtilTimeout: 10_000 });

/**
 * Sets or clears the server's signed-in hint (`api/signedInHint.ts`) as the API would. It is set
 * for every test: screens then ask the fake server `GET /api/auth/user` as they would a real
 * one, and each test's answer decides who is signed in.
 */
export function setSignedInHint(on: boolean): void {
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: a test stands in for the server's Set-Cookie
  document.cookie = on
    ? 'rv.user=1; path=/'
    : 'rv.user=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
}
setSignedInHint(true);

/** Shows the current location, so tests can assert where a screen navigated. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</output>
  );
}

/** Renders `ui` at `route` with a fresh query client (the app's defaults) and a router. */
export function renderWithApp(ui: ReactNode, { route = '/', path = '*' } = {}) {
  const queryClient = createQueryClient();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={ui} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

export interface FakeResponse {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  statusText?: string;
}

/**
 * A fetch stand-in answering by method and path (`'GET /api/companies/search'`), recording
 * every request. Unknown requests answer 404 JSON.
 */
export function fakeFetch(
  routes: Record<string, FakeResponse | ((request: Request) => FakeResponse)>,
) {
  const requests: Request[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(String(input), 'http://localhost'), init);
    requests.push(request);
    const url = new URL(request.url);
    const handler = routes[`${request.method} ${url.pathname}`];
    const answer = typeof handler === 'function' ? handler(request) : handler;
    const status = answer?.status ?? (answer ? 200 : 404);
    const body = answer ? answer.body : { message: 'Not found' };
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      statusText: answer?.statusText ?? '',
      headers: { 'Content-Type': 'application/json', ...answer?.headers },
    });
  };
  return { fetch, requests };
}
