import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type Router from '@koa/router';
import pino from 'pino';
import { afterAll, beforeAll } from 'vitest';
import { type Config, loadConfig } from '../config/config.ts';
import type { Database } from '../db/openDatabase.ts';
import { type RunningServer, startServer } from '../server.ts';
import { TestClient } from './testClient.ts';

/** A configuration for tests: random port on loopback, silent logs, a throwaway DATA_DIR. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'reviews-data-')),
    SESSION_SECRET: 'test-secret-that-is-at-least-32-characters',
    ...env,
  });
}

export interface TestServer {
  url: string;
  config: Config;
  /** A new client with its own cookie jar (a separate browser). */
  client(): TestClient;
  /** Writes the views the server counted off the request, so a test can read the counts. */
  flushViews(): Promise<void>;
  close(): Promise<void>;
}

/** The real HTTP server on a random port, over the given database. */
export async function startTestServer(
  db: Database,
  env: Record<string, string> = {},
  options: { api?: Router } = {},
): Promise<TestServer> {
  const config = testConfig(env);
  const running: RunningServer = await startServer({
    config,
    db,
    logger: pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }),
    ...(options.api ? { api: options.api } : {}),
  });
  const url = running.url.replace('localhost', '127.0.0.1');
  return {
    url,
    config,
    client: () => new TestClient(url),
    flushViews: () => running.views.flush(),
    close: running.close,
  };
}

/** Registers a server for the whole test file, over `getDb()`'s database. */
export function useTestServer(
  getDb: () => Database,
  env: Record<string, string> = {},
  options: { api?: () => Router } = {},
): () => TestServer {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer(getDb(), env, options.api ? { api: options.api() } : {});
  });
  afterAll(async () => {
    await server?.close();
  });
  return () => {
    if (!server) throw new Error('The test server is not running yet');
    return server;
  };
}
