import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Router from '@koa/router';
import type { Logger } from 'pino';
import { createApp } from './app.ts';
import type { Config } from './config/config.ts';
import type { Database } from './db/openDatabase.ts';
import { removeStaleUploads } from './routes/admin/import/staleUploads.ts';
import type { ViewCounter } from './services/views/viewCounter.ts';

const SHUTDOWN_GRACE_MS = 10_000;

export interface RunningServer {
  server: Server;
  /** The URL the server listens on (its real port, when PORT is 0). */
  url: string;
  /** Stops accepting, lets in-flight requests finish (up to a grace period), writes the views. */
  close(): Promise<void>;
  /** The views counted off the request; tests `flush()` it to read counts. */
  views: ViewCounter;
}

export async function startServer(deps: {
  config: Config;
  db: Database;
  logger: Logger;
  /** The API router; tests may pass their own. */
  api?: Router;
}): Promise<RunningServer> {
  const app = createApp(deps, deps.api);
  await removeStaleUploads(deps.logger);
  const server = createServer(app.callback());
  // Keep-alive sockets outliving a load balancer's idle timeout cause spurious 502s.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(deps.config.port, deps.config.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const host = ['0.0.0.0', '::'].includes(deps.config.host) ? 'localhost' : deps.config.host;

  let closing: Promise<void> | undefined;
  const close = () => {
    app.context.outage.stop();
    closing ??= stopAccepting(server, deps.logger).then(() => app.context.views.stop());
    return closing;
  };
  return { server, url: `http://${host}:${port}`, close, views: app.context.views };
}

/** server.close() waits for in-flight requests; idle keep-alive sockets are closed at once. */
function stopAccepting(server: Server, logger: Logger): Promise<void> {
  return new Promise((resolve) => {
    const force = setTimeout(() => {
      logger.warn('shutdown: requests still running after the grace period; closing them');
      server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    server.close(() => {
      clearTimeout(force);
      resolve();
    });
    server.closeIdleConnections();
  });
}
