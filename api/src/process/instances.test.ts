import { randomBytes } from 'node:crypto';
import path from 'node:path';
import knex, { type Knex } from 'knex';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CategorizationProgress } from '#shared/types/admin';
import { buildServer } from '../../../scripts/buildServer.ts';
import { openPostgres } from '../db/openDatabase.ts';
import { prepareDatabase } from '../db/prepareDatabase.ts';
import { buildAdmin } from '../test/factories.ts';
import { insertCompanies } from '../test/jobs.ts';
import { type ServerProcess, startServerProcess } from '../test/serverProcess.ts';
import { signInAdmin } from '../test/signIn.ts';
import { TestClient } from '../test/testClient.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) {
  console.info(
    'instances.test.ts skipped: several server processes share one database only on PostgreSQL ' +
      '(set TEST_DATABASE_URL to run it)',
  );
}

/**
 * Several server processes on one PostgreSQL database, as WEB_CONCURRENCY or several hosts
 * behind a load balancer run them: the compiled server (`api/dist/main.js`), spawned for real.
 */
describe.skipIf(!serverUrl)(
  'server processes sharing one PostgreSQL database',
  {
    timeout: 240_000,
  },
  () => {
    let databaseUrl: string;
    let db: Knex;
    const started: ServerProcess[] = [];
    const start = (env: Record<string, string> = {}) => {
      const run = startServerProcess({
        DATABASE_URL: databaseUrl,
        SESSION_SECRET: 'a-shared-session-secret-of-enough-characters',
        PWA_DIST_DIR: path.join(import.meta.dirname, 'no-build'),
        AI_PROVIDER: 'local',
        ...env,
      });
      started.push(run);
      return run;
    };

    beforeAll(async () => {
      await buildServer();
      const name = `test_instances_${randomBytes(4).toString('hex')}`;
      const admin = knex({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 1 } });
      await admin.raw('create database ??', [name]);
      await admin.destroy();
      const url = new URL(serverUrl!);
      url.pathname = `/${name}`;
      databaseUrl = url.toString();
      const opened = await openPostgres(databaseUrl);
      await prepareDatabase(opened.knex);
      db = opened.knex;
    }, 180_000);
    afterEach(async () => {
      for (const run of started.splice(0)) {
        run.child.kill('SIGTERM');
        await run.exited;
      }
    });
    afterAll(async () => {
      await db?.destroy();
      if (!databaseUrl) return;
      const admin = knex({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 1 } });
      await admin.raw('drop database if exists ?? with (force)', [
        new URL(databaseUrl).pathname.slice(1),
      ]);
      await admin.destroy();
    });

    it('runs a categorisation started on one instance once, with its progress on the other', async () => {
      await db('jobs').del();
      await db('companies').del();
      // `.invalid` never resolves: the local provider works from the names alone, quickly.
      const companies = await insertCompanies(
        db,
        Array.from({ length: 6 }, (_, index) => ({
          domain: `instance-${index}.invalid`,
          name:
            index % 2 ? `Harbor Paws Veterinary Clinic ${index}` : `Northwind IT Support ${index}`,
        })),
      );
      const account = await buildAdmin(db);
      // A pause between companies, so the run is still going while the other instance watches.
      const [first, second] = [start({ AI_RATE_MS: '400' }), start({ AI_RATE_MS: '400' })];
      const one = await signInAdmin(new TestClient(await first.ready), account);
      const other = await signInAdmin(new TestClient(await second.ready), account);

      const begun = await one.post('/api/admin/categorize-companies', {});
      expect(begun.status).toBe(202);

      const seen: CategorizationProgress[] = [];
      for (;;) {
        const { body } = await other.get<CategorizationProgress>('/api/admin/categorize-progress');
        seen.push(body);
        if (!body.isRunning && body.status !== 'queued') break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      // The other instance saw the run move, company by company, and its end.
      expect(seen.some((p) => p.isRunning && p.current > 0 && p.current < p.total)).toBe(true);
      expect(seen.at(-1)).toMatchObject({
        isRunning: false,
        status: 'completed',
        current: companies.length,
        total: companies.length,
        failed: 0,
      });

      // Once: one job, claimed by one process one time, every company categorised.
      const jobs = await db('jobs').where({ type: 'categorize' });
      expect(jobs).toHaveLength(1);
      expect(jobs[0]).toMatchObject({ status: 'completed', attempts: 1 });
      const claims = [first, second].map(
        (run) => run.output().stdout.match(/jobs: claimed/g)?.length ?? 0,
      );
      expect(claims.sort()).toEqual([0, 1]);
    });

    it('WEB_CONCURRENCY=2 runs two workers on one port and stops them all on SIGTERM', async () => {
      const cluster = start({ WEB_CONCURRENCY: '2' });
      const url = await cluster.ready;
      // A worker's log line and its ready message reach the primary apart, so "Ready" may be
      // printed before the second worker's line has come through the pipe.
      await vi.waitFor(
        () => expect(cluster.output().stdout.match(/Worker listening on/g)).toHaveLength(2),
        { timeout: 5_000 },
      );
      const { stdout } = cluster.output();
      expect(stdout).toContain('"workers":2');
      const pids = new Set(
        [...stdout.matchAll(/"pid":(\d+)[^\n]*Worker listening/g)].map((match) => match[1]),
      );
      expect(pids.size).toBe(2);
      for (let index = 0; index < 4; index++) {
        expect((await fetch(`${url}/api/health`)).status).toBe(200);
      }

      cluster.child.kill('SIGTERM');
      expect(await cluster.exited).toBe(0);
      const stopped = cluster.output().stdout.match(/"msg":"Stopped"/g);
      // Each worker, then the primary.
      expect(stopped).toHaveLength(3);
    });
  },
);
