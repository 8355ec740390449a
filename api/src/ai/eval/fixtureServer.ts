import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { HomepageReaderOptions } from '../homepage/readHomepage.ts';

export const SITES_DIR = path.join(import.meta.dirname, 'fixtures', 'sites');

export interface FixtureServer {
  /** Reader options that send every domain to this server (loopback only). */
  readerOptions: HomepageReaderOptions;
  close(): Promise<void>;
}

const readSite = (host: string) => readFile(path.join(SITES_DIR, `${host}.html`));

/**
 * Serves each Host's homepage: `sites/{host}.html` by default, or what `pageFor` returns
 * (the generated evaluation set is served from memory).
 */
export async function startFixtureServer(
  pageFor: (host: string) => Promise<string | Buffer> = readSite,
): Promise<FixtureServer> {
  const server = createServer((request, response) => {
    const host = (request.headers.host ?? '').replace(/:\d+$/, '').toLowerCase();
    if (!/^[a-z0-9.-]+$/.test(host) || request.url !== '/') {
      response.writeHead(404).end();
      return;
    }
    pageFor(host)
      .then((body) =>
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body),
      )
      .catch(() => response.writeHead(404).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    readerOptions: {
      allowPrivate: false,
      allowedAddresses: ['127.0.0.1'],
      urlsFor: (domain) => [`http://${domain}:${port}/`],
      resolve: async () => [{ address: '127.0.0.1', family: 4 }],
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
