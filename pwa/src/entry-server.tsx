import { Writable } from 'node:stream';
import {
  type DehydratedState,
  dehydrate,
  type Query,
  type QueryClient,
  QueryClientProvider,
} from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { setApiOrigin } from './api/http.ts';
import { createQueryClient } from './api/queryClient.ts';
import { ServerPageHost } from './lib/pageHost.ts';
import { AppRoutes } from './router.tsx';

/**
 * The server's rendering of a public page (built by `vite build --ssr`, loaded by the API's
 * `servePwa`): the same routes and screens as the browser's, so the page arrives as HTML with
 * its content and the app hydrates it instead of drawing it again. The data the screens ask
 * for is read from the API itself (`apiOrigin`: the server's own address) and handed over as
 * TanStack Query's dehydrated state, so the browser does not fetch it a second time.
 */
export interface RenderedPage {
  html: string;
  state: DehydratedState;
}

// A screen's data can depend on other data (a company's reviews need the company): a few
// rounds of render, fetch what the render asked for, render again.
const MAX_ROUNDS = 4;

/** `host`: the request's (what the visitor's address bar shows). */
export async function renderPage(
  url: string,
  apiOrigin: string,
  host: string,
): Promise<RenderedPage | undefined> {
  setApiOrigin(apiOrigin);
  const queryClient = createQueryClient();
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const html = await renderOnce(url, host, queryClient);
    const waiting = queryClient.getQueryCache().getAll().filter(isWaiting);
    if (waiting.length === 0) {
      // A screen showing an error or a half-loaded state would not match what the browser
      // draws: such a page is left to the browser, as before.
      const settled = queryClient.getQueryCache().getAll().filter(isEnabled);
      if (settled.some((query) => query.state.status !== 'success')) return undefined;
      return { html, state: dehydrate(queryClient) };
    }
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
  }
  return undefined;
}

/** A query a screen rendered and would fetch in the browser (not one it left disabled). */
function isWaiting(query: Query): boolean {
  return query.state.status === 'pending' && query.state.fetchStatus === 'idle' && isEnabled(query);
}

/** Not one a screen left disabled (a search without a term, reviews before their company). */
function isEnabled(query: Query): boolean {
  // Set by the observer that built the query (`useQuery`'s options), not part of its own type.
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/** The page's HTML once every lazy screen has loaded; a render error rejects. */
function renderOnce(url: string, host: string, queryClient: QueryClient): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    let failed: unknown;
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
    });
    sink.on('finish', () => (failed === undefined ? resolve(html) : reject(failed)));
    const stream = renderToPipeableStream(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <ServerPageHost.Provider value={host}>
            <StaticRouter location={url}>
              <AppRoutes />
            </StaticRouter>
          </ServerPageHost.Provider>
        </QueryClientProvider>
      </StrictMode>,
      {
        // Everything in one piece once ready: a large part sent apart would come with React's
        // inline scripts to put it in place, which the Content-Security-Policy forbids.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady: () => stream.pipe(sink),
        onShellError: reject,
        onError: (error) => {
          failed ??= error;
        },
      },
    );
  });
}
