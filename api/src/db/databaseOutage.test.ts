import { randomBytes } from 'node:crypto';
import { connect, createServer, type Server, type Socket } from 'node:net';
import knex from 'knex';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type JobRunner, startJobRunner } from '../jobs/runner.ts';
import { type RunningServer, startServer } from '../server.ts';
import { buildCompany } from '../test/factories.ts';
import { testConfig } from '../test/testServer.ts';
import { isConnectionError } from './databaseOutage.ts';
import { type Database, openPostgres } from './openDatabase.ts';
import { prepareDatabase } from './prepareDatabase.ts';

describe('isConnectionError', () => {
  it('knows the ways a lost database shows itself', () => {
    const withCode = (code: string) => Object.assign(new Error('x'), { code });
    for (const code of ['ECONNREFUSED', 'ETIMEDOUT', 'ECONNRESET', '57P01', '08006', '53300']) {
      expect(isConnectionError(withCode(code)), code).toBe(true);
    }
    expect(isConnectionError(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionError(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isConnectionError(Object.assign(new Error('t'), { name: 'KnexTimeoutError' }))).toBe(
      true,
    );
    // Node reports a refused connection to several addresses as an AggregateError.
    expect(isConnectionError(new AggregateError([withCode('ECONNREFUSED')], 'refused'))).toBe(true);
    // Objection wraps driver errors; the cause counts.
    expect(
      isConnectionError(Object.assign(new Error('db'), { nativeError: withCode('57P01') })),
    ).toBe(true);
    expect(isConnectionError(withCode('23505'))).toBe(false);
    expect(isConnectionError(new Error('syntax error'))).toBe(false);
  });
});

/** A TCP proxy on loopback in front of PostgreSQL: closing it is PostgreSQL going away. */
function tcpProxy(target: { host: string; port: number }) {
  let server: Server | undefined;
  const sockets = new Set<Socket>();
  let port = 0;
  const open = () =>
    new Promise<number>((resolve) => {
      const listening = createServer((client) => {
        const upstream = createConnection(target, client);
        sockets.add(client).add(upstream);
      });
      server = listening;
      listening.listen(port, '127.0.0.1', () => {
        port = (listening.address() as { port: number }).port;
        resolve(port);
      });
    });
  const close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      if (!server) return resolve();
      server.close(() => resolve());
    });
  return { open, close };
}

function createConnection(target: { host: string; port: number }, client: Socket): Socket {
  const upstream = connect(target.port, target.host);
  client.pipe(upstream).pipe(client);
  const end = () => {
    client.destroy();
    upstream.destroy();
  };
  client.on('error', end).on('close', end);
  upstream.on('error', end).on('close', end);
  return upstream;
}

const serverUrl = process.env.TEST_DATABASE_URL;

// Needs a PostgreSQL server to take away: runs in the PostgreSQL pass (TEST_DATABASE_URL).
describe.skipIf(!serverUrl)('PostgreSQL going away mid-traffic (needs TEST_DATABASE_URL)', () => {
  const name = `outage_${process.pid}_${randomBytes(4).toString('hex')}`;
  const logs: Array<{ level: number; msg: string; component?: string }> = [];
  let proxy: ReturnType<typeof tcpProxy>;
  let db: Database;
  let running: RunningServer;
  let jobs: JobRunner;
  let url: string;

  beforeAll(async () => {
    const admin = knex({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 1 } });
    await admin.raw('create database ??', [name]);
    await admin.destroy();
    const target = new URL(serverUrl!);
    proxy = tcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const port = await proxy.open();
    const through = new URL(serverUrl!);
    through.host = `127.0.0.1:${port}`;
    through.pathname = `/${name}`;
    db = await openPostgres(through.toString());
    await prepareDatabase(db.knex);
    const logger = pino(
      { level: 'info' },
      { write: (line: string) => logs.push(JSON.parse(line) as { level: number; msg: string }) },
    );
    running = await startServer({ config: testConfig(), db, logger });
    // The job runner polls the same database: its outage is one warning too, not one per poll.
    jobs = startJobRunner({ db, config: testConfig(), logger, pollMs: 50, maxIdleMs: 400 });
    url = running.url.replace('localhost', '127.0.0.1');
  }, 60_000);

  afterAll(async () => {
    await jobs?.stop();
    await running?.close();
    await db?.close();
    await proxy?.close();
    const admin = knex({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 1 } });
    await admin.raw('drop database if exists ?? with (force)', [name]);
    await admin.destroy();
  });

  const read = () => fetch(`${url}/api/companies/domain/outage.com`);
  // One anonymous review per company per address a day (issue 34): each successful write goes
  // to a company of its own.
  const write = (domain = 'outage.com') =>
    fetch(`${url}/api/companies/domain/${domain}/reviews`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: url },
      body: JSON.stringify({ title: 'Down', content: 'Is it down?', rating: 3 }),
    });

  it('answers 503 with Retry-After while it is down, logs one warning, then one recovery', async () => {
    await buildCompany(db.knex, { domain: 'outage.com' });
    expect((await read()).status).toBe(200);
    expect((await write()).status).toBe(201);

    await proxy.close();
    for (let round = 0; round < 3; round += 1) {
      for (const response of await Promise.all([read(), write(), read(), write()])) {
        expect(response.status).toBe(503);
        expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
        expect(await response.json()).toEqual({
          message: 'The database is unavailable, please try again shortly',
        });
      }
    }
    const health = await fetch(`${url}/api/health`);
    expect(health.status).toBe(503);

    // Long enough for the runner to have polled many times (every 50-400 ms).
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const warnings = logs.filter((line) => line.level >= 40);
    expect(warnings.filter((line) => line.component !== 'jobs').map((line) => line.msg)).toEqual([
      'database unavailable: answering 503 until it is back',
    ]);
    expect(warnings.filter((line) => line.component === 'jobs').map((line) => line.msg)).toEqual([
      'jobs: database unavailable; waiting for it before claiming work',
    ]);
    // No stack per request: the request lines carry no error.
    expect(logs.some((line) => 'err' in line && line.msg === 'request failed')).toBe(false);

    await proxy.open();
    const deadline = Date.now() + 20_000;
    while (!logs.some((line) => line.msg === 'database recovered') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    while (
      logs.filter((line) => line.msg === 'database recovered').length < 2 &&
      Date.now() < deadline
    ) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const recovered = logs.filter((line) => line.msg === 'database recovered');
    expect(recovered.map((line) => line.component ?? 'http').sort()).toEqual(['http', 'jobs']);
    expect((await read()).status).toBe(200);
    expect((await write('after-outage.com')).status).toBe(201);
  }, 90_000);
});
