import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { HomepageReaderOptions } from '../ai/homepage/readHomepage.ts';

export type SiteHandler = (request: IncomingMessage, response: ServerResponse) => void;

export interface LocalSites {
  port: number;
  /** Requests received, as `host path`, in order. */
  requests: string[];
  /** Serves `host` (the domain, without port) with `handler`. */
  serve(host: string, handler: SiteHandler): void;
  /** Reader options that send every domain to this server over plain http on loopback. */
  readerOptions(): Partial<HomepageReaderOptions> & { allowPrivate: boolean };
  close(): Promise<void>;
}

/**
 * "Company websites" for tests: one HTTP server on 127.0.0.1 answering by Host header, so the
 * reader sees real domains in its URLs while nothing leaves the machine (STYLE.md 14).
 */
export async function startLocalSites(): Promise<LocalSites> {
  const sites = new Map<string, SiteHandler>();
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    const host = (request.headers.host ?? '').replace(/:\d+$/, '');
    requests.push(`${host} ${request.url}`);
    const handler = sites.get(host);
    if (handler) {
      handler(request, response);
      return;
    }
    response.writeHead(404, { 'content-type': 'text/plain' }).end('no such site');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    requests,
    serve: (host, handler) => sites.set(host, handler),
    readerOptions: () => ({
      allowPrivate: true,
      urlsFor: (domain) => [`http://${domain}:${port}/`],
      resolve: async () => [{ address: '127.0.0.1', family: 4 }],
    }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function html(body: string, headers: Record<string, string> = {}): SiteHandler {
  return (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...headers }).end(body);
  };
}
