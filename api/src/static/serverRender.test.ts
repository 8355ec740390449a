import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Context } from 'koa';
import { describe, expect, it, vi } from 'vitest';
import { serverRender } from './serverRender.ts';

const SHELL = `<html><head>
    <link rel="preload" href="/api/site" as="fetch" crossorigin="use-credentials" />
</head><body>
    <div id="root">
      <header><div>B2B Reviews</div></header>
    </div>
    <noscript>Needs JavaScript.</noscript>
  </body></html>`;

/** A built renderer stand-in: the module shape `vite build --ssr` makes of entry-server.tsx. */
function fakeEntry(body: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'ssr-entry-'));
  const file = path.join(dir, 'entry-server.js');
  writeFileSync(file, body);
  return file;
}

const RENDERS = fakeEntry(
  `export async function renderPage(url, origin, host) {
     return { html: '<main>' + url + ' on ' + host + '</main>', state: { queries: [{ note: '</script><b>' }] } };
   }`,
);

function request(pathname: string, cookies: Record<string, string> = {}): Context {
  return {
    path: pathname,
    url: pathname,
    host: 'reviews.test',
    req: { socket: { localAddress: '127.0.0.1', localPort: 3000 } },
    cookies: { get: (name: string) => cookies[name] },
    log: { warn: vi.fn() },
  } as unknown as Context;
}

describe('serverRender', () => {
  it('puts the rendered page in #root and its data in a JSON script that cannot close early', async () => {
    const html = await serverRender(RENDERS, 1000)(request('/awards'), SHELL);
    expect(html).toContain('<div id="root"><main>/awards on reviews.test</main></div>');
    expect(html).not.toContain('<header>');
    expect(html).toContain(
      '<script type="application/json" id="server-state">{"queries":[{"note":"\\u003c/script>\\u003cb>"}]}</script>',
    );
    expect(html).toContain('<noscript>');
    // The page carries its data: the head's preload of it would fetch it a second time.
    expect(html).not.toContain('rel="preload"');
  });

  it('renders the review wizard, whatever its query string', async () => {
    const render = serverRender(RENDERS, 1000);
    const ctx = { ...request('/write-review'), url: '/write-review?company=acme.com' } as Context;
    expect(await render(ctx, SHELL)).toContain(
      '<main>/write-review?company=acme.com on reviews.test</main>',
    );
  });

  it('sends the shell as it is to a browser with a session, for other pages, or when off', async () => {
    const render = serverRender(RENDERS, 1000);
    expect(await render(request('/awards', { 'rv.sid': 'x' }), SHELL)).toBe(SHELL);
    expect(await render(request('/awards', { 'rv.user': '1' }), SHELL)).toBe(SHELL);
    expect(await render(request('/login'), SHELL)).toBe(SHELL);
    expect(await render(request('/write-review/step'), SHELL)).toBe(SHELL);
    expect(await serverRender(RENDERS, 0)(request('/awards'), SHELL)).toBe(SHELL);
  });

  it('sends the shell when the renderer is not built, fails, or is too slow', async () => {
    const missing = path.join(tmpdir(), 'no-such-dir', 'entry-server.js');
    expect(await serverRender(missing, 1000)(request('/awards'), SHELL)).toBe(SHELL);
    const failing = fakeEntry('export async function renderPage() { throw new Error("boom"); }');
    const ctx = request('/awards');
    expect(await serverRender(failing, 1000)(ctx, SHELL)).toBe(SHELL);
    expect(ctx.log.warn).toHaveBeenCalled();
    const slow = fakeEntry(
      'export function renderPage() { return new Promise((resolve) => setTimeout(() => resolve({ html: "late", state: { queries: [] } }), 2000)); }',
    );
    expect(await serverRender(slow, 50)(request('/awards'), SHELL)).toBe(SHELL);
  });
});
