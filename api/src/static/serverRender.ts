import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { Context } from 'koa';
import { SIGNED_IN_HINT_COOKIE } from '#shared/api/signedInHint';
import { normalizeDomain } from '#shared/domain/normalizeDomain';
import { readOnReplica } from '../http/readRouting.ts';
import { SESSION_COOKIE } from '../http/session.ts';
import type { HtmlTransform } from './servePwa.ts';

/** What `pwa/src/entry-server.tsx` exports (built by `vite build --ssr` into pwa/dist-server). */
interface ServerEntry {
  renderPage(
    url: string,
    apiOrigin: string,
    host: string,
  ): Promise<{ html: string; state: { queries: unknown[] } } | undefined>;
}

// The public pages whose content arrives as HTML: what visitors from a search engine land on,
// and the review wizard's first step, a form drawn the same for everyone (so it shows before
// the wizard's chunk has loaded).
const RENDERED = [
  /^\/$/,
  /^\/categories\/?$/,
  /^\/category\/[^/]+\/?$/,
  /^\/awards\/?$/,
  /^\/company\/[^/]+\/?$/,
  /^\/write-review\/?$/,
];
const COMPANY_PAGE = /^\/company\/([^/]+)\/?$/;
const ROOT_START = '<div id="root">';
const PRELOADED_DATA = /[ \t]*<link rel="preload" href="[^"]*" as="fetch"[^>]*>\n?/g;

/**
 * Server rendering of the public pages, after `pageHead`: the page's HTML from the app's own
 * components inside `#root`, and the data they showed as JSON in a `<script
 * type="application/json">` (data, never run: the Content-Security-Policy stays strict) for the
 * app to hydrate without fetching it again. Only for a browser without a session (a first
 * visit, a search engine): what a session sees (votes, own reviews, the account) is per person,
 * and gets the shell as before. Without the built renderer (unit tests, a server started
 * before `npm run build`), or when anything goes wrong, the page is the shell as today.
 */
export function serverRender(entryFile: string, timeoutMs: number): HtmlTransform {
  let entry: Promise<ServerEntry | undefined> | undefined;
  const load = () => {
    entry ??= existsSync(entryFile)
      ? (import(pathToFileURL(entryFile).href) as Promise<ServerEntry>)
      : Promise.resolve(undefined);
    return entry;
  };

  return async (ctx: Context, html: string) => {
    if (timeoutMs <= 0) return html;
    const root = rootElement(html);
    if (!root || !RENDERED.some((page) => page.test(ctx.path))) return html;
    if (hasSession(ctx) || !(await companyIsKnown(ctx))) return html;
    try {
      const renderer = await load();
      if (!renderer) return html;
      const page = await withTimeout(
        renderer.renderPage(ctx.url, ownOrigin(ctx), ctx.host),
        timeoutMs,
      );
      if (!page) return html;
      const state = JSON.stringify(page.state).replace(/</g, '\\u003c');
      // The data is in the page now: the head's preloads of it (`pageHead`) would fetch it again.
      const head = html.slice(0, root.start).replace(PRELOADED_DATA, '');
      return `${head}${ROOT_START}${page.html}</div><script type="application/json" id="server-state">${state}</script>${html.slice(root.end)}`;
    } catch (error) {
      ctx.log.warn({ err: error, path: ctx.path }, 'Could not render the page on the server');
      return html;
    }
  };
}

/**
 * Where `#root` starts and ends in the shell: it holds the header drawn before the script runs
 * (pwa/index.html), which the rendered page replaces; its last `</div>` before the body's
 * other content closes it.
 */
function rootElement(html: string): { start: number; end: number } | undefined {
  const start = html.indexOf(ROOT_START);
  if (start < 0) return undefined;
  const noscript = html.indexOf('<noscript', start);
  const after = noscript >= 0 ? noscript : html.indexOf('</body>', start);
  const close = html.lastIndexOf('</div>', after);
  return after < 0 || close < start ? undefined : { start, end: close + '</div>'.length };
}

function hasSession(ctx: Context): boolean {
  return (
    ctx.cookies.get(SESSION_COOKIE, { signed: false }) !== undefined ||
    ctx.cookies.get(SIGNED_IN_HINT_COOKIE, { signed: false }) !== undefined
  );
}

/**
 * A company page is rendered only for a company that exists, at its canonical address: reading
 * an unknown domain through the API would create its profile, which a crawler's visit must
 * not do (the browser's app still does, as before).
 */
async function companyIsKnown(ctx: Context): Promise<boolean> {
  const match = COMPANY_PAGE.exec(ctx.path);
  if (!match?.[1]) return true;
  let written: string;
  try {
    written = decodeURIComponent(match[1]);
  } catch {
    return false;
  }
  const domain = normalizeDomain(written);
  if (!domain || domain !== written) return false;
  return (
    (await readOnReplica(ctx, (reads) => reads.knex('companies').where({ domain }).first('id'))) !==
    undefined
  );
}

/** This server's own address, as the connection reached it: the renderer reads the API there. */
function ownOrigin(ctx: Context): string {
  const socket = ctx.req.socket;
  const host = socket.localAddress ?? '127.0.0.1';
  const address = host.includes(':') ? `[${host}]` : host;
  return `http://${address}:${socket.localPort}`;
}

/** A page that takes longer is sent as the plain shell: the browser draws it as before. */
async function withTimeout<T>(work: Promise<T>, timeoutMs: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), timeoutMs);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
