import { setTimeout as sleep } from 'node:timers/promises';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPostgres } from '../db/openDatabase.ts';
import { prepareDatabase } from '../db/prepareDatabase.ts';
import { parseLsn } from '../db/replicas/lsn.ts';
import type { Replica } from '../db/replicas/readReplicas.ts';
import type { Company } from '../models/Company.ts';
import { buildCompany, buildReview } from '../test/factories.ts';
import {
  type StreamingReplica,
  startStreamingReplica,
  streamingReplicaUnavailable,
} from '../test/streamingReplica.ts';
import { startTestServer, type TestServer } from '../test/testServer.ts';
import { READ_AFTER_COOKIE } from './readRouting.ts';

/*
 * Read replicas against a real streaming replica (docs/operations.md, "Read replicas"): a
 * primary and a replica of their own, made with the machine's PostgreSQL 15 (ports 5440 and
 * 5441). It runs once, in the embedded pass of `npm test` (it makes its own PostgreSQL, so the
 * TEST_DATABASE_URL pass has nothing to add).
 *
 * How a test sees which database answered: the replica's replay is paused, then a row is
 * changed on the primary behind the app's back. The old value can only come from the replica.
 */
const unavailable =
  streamingReplicaUnavailable() ??
  (process.env.TEST_DATABASE_URL ? 'runs once, in the embedded pass of npm test' : undefined);
if (unavailable) console.warn(`Skipping the streaming-replica tests: ${unavailable}`);

const METRICS_TOKEN = 'replica-metrics-token';
const REPLICA = '127.0.0.1:5441/reviews';

interface ProfileAnswer {
  name: string;
}
interface ListedReview {
  id: number;
  upvotes: number;
}

describe.skipIf(unavailable !== undefined)('public reads on a real streaming replica', () => {
  let cluster: StreamingReplica;
  let db: Database;
  let server: TestServer;
  let company: Company;
  const replica = (): Replica => {
    const only = db.replicas?.replicas[0];
    if (!only) throw new Error('no replica');
    return only;
  };
  const profileName = async (client = server.client()) => {
    const answer = await client.get<ProfileAnswer>(`/api/companies/domain/${company.domain}`);
    expect(answer.status).toBe(200);
    return answer.body.name;
  };
  /** Polls until `check` holds (the router polls its replicas every 100 ms). */
  const until = async (what: string, check: () => boolean | Promise<boolean>) => {
    const deadline = Date.now() + 20_000;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
      await sleep(50);
    }
  };
  /**
   * Until the router has seen the replica replay everything the primary has written so far. Not
   * `lagBytes === 0` alone: that is the last poll's figure, which may predate the latest write.
   */
  const caughtUp = async () => {
    const [row] = (await db.knex.raw('select pg_current_wal_lsn()::text as lsn')).rows as {
      lsn: string;
    }[];
    const written = row && parseLsn(row.lsn);
    if (written === undefined) throw new Error('no WAL position');
    await until(
      'the replica to catch up',
      () => replica().inRotation && (replica().replayedLsn ?? 0n) >= written,
    );
  };
  const scrape = async () => {
    const answer = await fetch(`${server.url}/metrics`, {
      headers: { Authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(answer.status).toBe(200);
    return answer.text();
  };
  const rename = (name: string) => db.knex('companies').where({ id: company.id }).update({ name });

  beforeAll(async () => {
    cluster = await startStreamingReplica({ primary: 5440, replica: 5441 });
    db = await openPostgres(cluster.primaryUrl, {
      readReplicas: {
        urls: [cluster.replicaUrl],
        maxLagMs: 60_000,
        logger: pino({ level: 'silent' }),
      },
    });
    await prepareDatabase(db.knex);
    server = await startTestServer(db, {
      DATABASE_READ_MAX_LAG_MS: '60000',
      METRICS_TOKEN: METRICS_TOKEN,
    });
    company = await buildCompany(db.knex, { name: 'Before' });
    await buildReview(db.knex, company);
    await caughtUp();
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    await db?.close();
    await cluster?.close();
  });

  it('answers public reads from the replica', async () => {
    await cluster.pauseReplay();
    try {
      await rename('Changed on the primary');
      const servedBefore = replica().reads;
      // Only the paused replica still has the old name.
      expect(await profileName()).toBe('Before');
      expect(replica().reads).toBe(servedBefore + 1);
    } finally {
      await cluster.resumeReplay();
    }
    await caughtUp();
    expect(await profileName()).toBe('Changed on the primary');
  });

  it('shows a visitor their own write at once, then reads from the replica again once it has it', async () => {
    const [review] = (
      await server.client().get<ListedReview[]>(`/api/companies/domain/${company.domain}/reviews`)
    ).body;
    if (!review) throw new Error('no review listed');
    const voter = server.client();
    const reviewsPath = `/api/companies/domain/${company.domain}/reviews`;
    const upvotesSeenBy = async (client = server.client()) =>
      (await client.get<ListedReview[]>(reviewsPath)).body.find((r) => r.id === review.id)?.upvotes;
    await cluster.pauseReplay();
    try {
      const voted = await voter.post(`/api/reviews/${review.id}/vote`, { voteType: 'upvote' });
      expect(voted.status).toBe(201);
      expect(voter.cookie(READ_AFTER_COOKIE)).toMatch(/^[0-9A-F]+\/[0-9A-F]+$/);
      // The voter reads from the primary: the replica has not replayed the vote.
      const primaryBefore = db.replicas?.primaryReads ?? 0;
      expect(await upvotesSeenBy(voter)).toBe(review.upvotes + 1);
      expect(db.replicas?.primaryReads).toBe(primaryBefore + 1);
      // Everyone else still reads from the (paused) replica.
      expect(await upvotesSeenBy()).toBe(review.upvotes);
    } finally {
      await cluster.resumeReplay();
    }
    await caughtUp();
    const servedBefore = replica().reads;
    expect(await upvotesSeenBy(voter)).toBe(review.upvotes + 1);
    expect(replica().reads).toBe(servedBefore + 1);
  });

  it('sends reads of a domain created by a lookup to the primary until the replica has it', async () => {
    await cluster.pauseReplay();
    try {
      const visitor = server.client();
      const created = await visitor.get<ProfileAnswer>(
        '/api/companies/domain/new-on-lookup-replica-test.com',
      );
      expect(created.status).toBe(200);
      expect(visitor.cookie(READ_AFTER_COOKIE)).toBeDefined();
      // The replica does not have it yet; the visitor's next read does not ask it.
      const primaryBefore = db.replicas?.primaryReads ?? 0;
      const reviews = await visitor.get(
        '/api/companies/domain/new-on-lookup-replica-test.com/reviews',
      );
      expect(reviews.status).toBe(200);
      expect(db.replicas?.primaryReads).toBe(primaryBefore + 1);
      // Another visitor asks the replica, which has not replayed the company yet: 404.
      const elsewhere = await server
        .client()
        .get('/api/companies/domain/new-on-lookup-replica-test.com/reviews');
      expect(elsewhere.status).toBe(404);
    } finally {
      await cluster.resumeReplay();
    }
    await caughtUp();
  });

  it('keeps answering from the primary, never a 5xx, while the replica is down, and takes it back', async () => {
    await rename('Current');
    await caughtUp();
    await cluster.stopReplica();
    const statuses: number[] = [];
    const deadline = Date.now() + 1_500;
    while (Date.now() < deadline) {
      const answer = await server
        .client()
        .get<ProfileAnswer>(`/api/companies/domain/${company.domain}`);
      statuses.push(answer.status);
      expect(answer.body.name).toBe('Current');
    }
    expect(statuses.length).toBeGreaterThan(5);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect(replica().up).toBe(false);
    const down = await scrape();
    expect(down).toContain(`db_replica_up{replica="${REPLICA}"} 0`);
    expect(down).toContain(`db_replica_in_rotation{replica="${REPLICA}"} 0`);

    await cluster.startReplica();
    await caughtUp();
    const servedBefore = replica().reads;
    expect(await profileName()).toBe('Current');
    expect(replica().reads).toBe(servedBefore + 1);
    const back = await scrape();
    expect(back).toContain(`db_replica_up{replica="${REPLICA}"} 1`);
    expect(back).toContain(`db_replica_lag_bytes{replica="${REPLICA}"} 0`);
    expect(back).toMatch(new RegExp(`^db_replica_lag_seconds\\{replica="${REPLICA}"\\} \\d`, 'm'));
    expect(back).toMatch(
      new RegExp(`^db_public_reads_total\\{database="${REPLICA}"\\} [1-9]`, 'm'),
    );
    expect(back).toMatch(/^db_pool_connections\{database="primary",state="used"\} \d/m);
    expect(back).toMatch(new RegExp(`^db_pool_max_connections\\{database="${REPLICA}"\\} 10`, 'm'));
  });

  it('runs a read that fails on a replica once more on the primary', async () => {
    // A router that polls by hand: the replica stops, and the router has not noticed yet.
    const unpolled = await openPostgres(cluster.primaryUrl, {
      readReplicas: { urls: [cluster.replicaUrl], maxLagMs: 60_000, pollIntervalMs: 3_600_000 },
    });
    const other = await startTestServer(unpolled);
    try {
      const stale = unpolled.replicas?.replicas[0];
      expect(stale?.inRotation).toBe(true);
      expect((await other.client().get(`/api/companies/domain/${company.domain}`)).status).toBe(
        200,
      );
      await cluster.stopReplica();
      const answer = await other
        .client()
        .get<ProfileAnswer>(`/api/companies/domain/${company.domain}`);
      expect(answer.status).toBe(200);
      expect(answer.body.name).toBe('Current');
      expect(unpolled.replicas?.fallbacks).toBe(1);
      expect(stale?.inRotation).toBe(false);
    } finally {
      await other.close();
      await unpolled.close();
      await cluster.startReplica();
      await caughtUp();
    }
  });

  it('leaves out a replica that lags past DATABASE_READ_MAX_LAG_MS, and takes it back when it catches up', async () => {
    const strict = await openPostgres(cluster.primaryUrl, {
      readReplicas: { urls: [cluster.replicaUrl], maxLagMs: 300 },
    });
    const other = await startTestServer(strict);
    const lagging = strict.replicas?.replicas[0];
    try {
      expect(lagging?.inRotation).toBe(true);
      await cluster.pauseReplay();
      await rename('Fresh');
      await until('the replica to be left out', () => lagging?.inRotation === false);
      expect(lagging?.up).toBe(true);
      expect(lagging?.lagBytes).toBeGreaterThan(0);
      expect(lagging?.lagSeconds).toBeGreaterThan(0.3);
      const answer = await other
        .client()
        .get<ProfileAnswer>(`/api/companies/domain/${company.domain}`);
      expect(answer.body.name).toBe('Fresh');
      await cluster.resumeReplay();
      await until('the replica to come back', () => lagging?.inRotation === true);
    } finally {
      await cluster.resumeReplay().catch(() => {});
      await other.close();
      await strict.close();
    }
  });
});
