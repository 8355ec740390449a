import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { pushMessageSchema } from '#shared/schemas/pushMessage';
import { createContext } from '../../context.ts';
import { enqueueJob } from '../../jobs/enqueue.ts';
import type { JobRunner } from '../../jobs/runner.ts';
import type { Company } from '../../models/Company.ts';
import { Job } from '../../models/Job.ts';
import { useTestDatabase } from '../../test/database.ts';
import { buildCompany, buildReview, buildUser } from '../../test/factories.ts';
import { testRunner, waitFor } from '../../test/jobs.ts';
import { startTestPushService, type TestPushService } from '../../test/pushService.ts';
import { resetRateLimits } from '../../test/rateLimits.ts';
import { signInUser } from '../../test/signIn.ts';
import { useTestServer } from '../../test/testServer.ts';
import { releaseHeldReviews } from '../reviews/releaseHeldReviews.ts';

const keys = webpush.generateVAPIDKeys();
const METRICS_TOKEN = 'push-metrics-token-0123456789';

/** Followers hear back in their browser (issue 37 item 4), through a real push protocol. */
describe('pushing a published review to its company’s followers', () => {
  const db = useTestDatabase();
  const server = useTestServer(db, {
    VAPID_PUBLIC_KEY: keys.publicKey,
    VAPID_PRIVATE_KEY: keys.privateKey,
    VAPID_SUBJECT: 'mailto:ops@reviews.example',
    ALLOW_PRIVATE_FETCH: 'true',
    METRICS_TOKEN,
  });
  let push: TestPushService;
  const runners: JobRunner[] = [];
  const runner = () => {
    const started = testRunner(db(), server().config);
    runners.push(started);
    return started;
  };

  beforeAll(async () => {
    push = await startTestPushService();
  });
  afterAll(async () => {
    await push.close();
  });
  beforeEach(async () => {
    await resetRateLimits(db().knex);
    push.received.length = 0;
  });
  afterEach(async () => {
    await Promise.all(runners.splice(0).map((started) => started.stop()));
  });

  /** A user following `company` (since yesterday) with `browsers` browsers that turned push on. */
  async function follower(company: Company, browsers = 1) {
    const user = await buildUser(db().knex, { isEmailVerified: true });
    await db()
      .knex('subscriptions')
      .insert({
        userId: user.id,
        companyId: company.id,
        createdAt: new Date(Date.now() - 86_400_000),
      });
    const client = await signInUser(server().client(), user);
    const endpoints: string[] = [];
    for (let i = 0; i < browsers; i++) {
      const browser = push.subscribe();
      const answer = await client.post('/api/push/subscriptions', browser.subscription);
      expect(answer.status).toBe(201);
      endpoints.push(browser.endpoint);
    }
    return { user, client, endpoints };
  }

  /** A review posted through the API by a verified user: published at once. */
  async function postReview(company: Company, author?: Awaited<ReturnType<typeof follower>>) {
    const client =
      author?.client ??
      (await signInUser(server().client(), await buildUser(db().knex, { isEmailVerified: true })));
    const answer = await client.post<{ review: { id: number; status?: string } }>(
      `/api/companies/domain/${company.domain}/reviews`,
      { title: 'Quick and friendly', content: 'They answered within the hour.', rating: 4 },
    );
    expect(answer.status).toBe(201);
    return answer.body.review.id;
  }

  const pushJobs = (reviewId: number) =>
    Job.query(db().knex)
      .where({ type: 'push' })
      .whereRaw("payload->>'reviewId' = ?", [String(reviewId)]);

  const receivedBy = (endpoint: string) => push.received.filter((p) => p.endpoint === endpoint);

  async function waitForJobs(reviewId: number, status: string) {
    return waitFor(
      async () => {
        const jobs = await pushJobs(reviewId);
        return jobs.length > 0 && jobs.every((job) => job.status === status) && jobs;
      },
      { what: `push jobs ${status}` },
    );
  }

  it('sends each follower’s browser one encrypted, VAPID-signed push; not the author, nor a non-follower, nor one who unfollowed', async () => {
    const acme = await buildCompany(db().knex, { name: 'Acme', domain: 'acme-push.com' });
    const fan = await follower(acme, 2);
    const leaving = await follower(acme);
    const author = await follower(acme);
    const stranger = await follower(await buildCompany(db().knex, { domain: 'other-push.com' }));

    const reviewId = await postReview(acme, author);
    expect(await pushJobs(reviewId)).toHaveLength(1);
    // Unfollowing before the push goes out is respected (the recipients are read at send time).
    await leaving.client.request('DELETE', `/api/companies/${acme.id}/subscribe`);
    runner();
    const [job] = await waitForJobs(reviewId, 'completed');
    expect(job?.result).toEqual({ sent: 2, gone: 0, failed: 0 });

    expect(push.received.map((p) => p.endpoint).sort()).toEqual([...fan.endpoints].sort());
    for (const endpoint of [...leaving.endpoints, ...author.endpoints, ...stranger.endpoints]) {
      expect(receivedBy(endpoint)).toEqual([]);
    }
    for (const received of push.received) {
      const message = pushMessageSchema.parse(JSON.parse(received.payload));
      expect(message).toEqual({
        title: 'New review of Acme',
        body: '★★★★☆ Quick and friendly',
        url: '/company/acme-push.com',
        tag: `review-${reviewId}`,
      });
      expect(received.headers['content-encoding']).toBe('aes128gcm');
      expect(received.headers.ttl).toBe('86400');
      expect(received.headers.urgency).toBe('normal');
      expect(received.vapidPublicKey).toBe(keys.publicKey);
      expect(received.claims.aud).toBe(push.url);
      expect(received.claims.sub).toBe('mailto:ops@reviews.example');
    }
    const rows = await db().knex('push_subscriptions').whereIn('endpoint', fan.endpoints);
    expect(rows.every((row) => row.lastSuccessAt instanceof Date && row.failureCount === 0)).toBe(
      true,
    );

    // The same review's job again (a replay, a second instance): nothing is sent twice.
    await enqueueJob(db().knex, { type: 'push', uniqueKey: null, payload: { reviewId } });
    await waitForJobs(reviewId, 'completed');
    expect(push.received).toHaveLength(2);
  });

  it('a 404/410 from the push service deletes the subscription; another failure counts, backs off and is retried once', async () => {
    const company = await buildCompany(db().knex, { name: 'Flaky', domain: 'flaky-push.com' });
    const fan = await follower(company, 3);
    const [gone, failing, fine] = fan.endpoints as [string, string, string];
    push.answerWith(gone, 410);
    push.answerWith(failing, 503);
    const failuresBefore = await pushFailures();

    const reviewId = await postReview(company);
    runner();
    // The job fails retryably: back in the queue, due later (the runner's back-off).
    const [retrying] = await waitFor(
      async () => {
        const jobs = await pushJobs(reviewId);
        return jobs[0]?.status === 'queued' && jobs[0].attempts === 1 && jobs;
      },
      { what: 'the push job waiting for its retry' },
    );
    expect(retrying?.error).toMatch(/1 of 2 pushes failed/);
    expect(retrying?.runAt.getTime()).toBeGreaterThan(Date.now() + 10_000);
    expect(receivedBy(fine)).toHaveLength(1);
    expect(await db().knex('push_subscriptions').where({ endpoint: gone }).first()).toBeUndefined();
    expect(
      await db().knex('push_subscriptions').where({ endpoint: failing }).first(),
    ).toMatchObject({
      failureCount: 1,
      lastSuccessAt: null,
    });
    expect(await pushFailures()).toBe(failuresBefore + 1);

    // The push service recovers; the retry (made due now) sends the failed one only.
    push.answerWith(failing, undefined);
    await db().knex('jobs').where({ id: retrying?.id }).update({ runAt: db().knex.fn.now() });
    const [done] = await waitForJobs(reviewId, 'completed');
    expect(done?.result).toEqual({ sent: 1, gone: 0, failed: 0 });
    expect(receivedBy(failing)).toHaveLength(1);
    expect(receivedBy(fine)).toHaveLength(1);
    expect(
      await db().knex('push_subscriptions').where({ endpoint: failing }).first(),
    ).toMatchObject({
      failureCount: 0,
    });
  });

  it('a restart in the middle of the queue sends each browser one push, no more', async () => {
    const company = await buildCompany(db().knex, { name: 'Restart', domain: 'restart-push.com' });
    const endpoints = [
      ...(await follower(company)).endpoints,
      ...(await follower(company)).endpoints,
      ...(await follower(company)).endpoints,
    ];
    // The second push is in flight when the instance shuts down.
    const held = push.hold(endpoints[1] as string);
    const reviewId = await postReview(company);
    const first = runner();
    await held.arrived;
    const stopping = first.stop();
    held.release();
    await stopping;
    const [released] = await pushJobs(reviewId);
    expect(released?.status).toBe('queued');
    expect(push.received.map((p) => p.endpoint)).toEqual(endpoints.slice(0, 2));

    runner();
    await waitForJobs(reviewId, 'completed');
    for (const endpoint of endpoints) expect(receivedBy(endpoint)).toHaveLength(1);
    expect(push.received).toHaveLength(3);
  });

  it('two instances working on the same review at once send each browser one push', async () => {
    const company = await buildCompany(db().knex, { name: 'Twice', domain: 'twice-push.com' });
    const endpoints: string[] = [];
    for (let i = 0; i < 4; i++) endpoints.push(...(await follower(company, 2)).endpoints);
    const reviewId = await postReview(company);
    // A second job for the same review (as a job taken over from a worker thought dead would
    // be), and two runners, one per instance, each claiming one of them.
    await enqueueJob(db().knex, { type: 'push', uniqueKey: null, payload: { reviewId } });
    expect(await pushJobs(reviewId)).toHaveLength(2);
    runner();
    runner();
    const jobs = await waitForJobs(reviewId, 'completed');
    for (const endpoint of endpoints) expect(receivedBy(endpoint)).toHaveLength(1);
    expect(push.received).toHaveLength(8);
    const sent = jobs.map((job) => (job.result as { sent: number }).sent);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(8);
  });

  it('a held review released by its author’s email verification is pushed when it goes public', async () => {
    const company = await buildCompany(db().knex, { name: 'Held', domain: 'held-push.com' });
    const fan = await follower(company);
    const author = await buildUser(db().knex, { isEmailVerified: true });
    const held = await buildReview(db().knex, company, {
      userId: author.id,
      source: 'web',
      status: 'pending',
      holdReason: 'verification',
      title: 'Worth the wait',
    });
    expect(await pushJobs(held.id)).toHaveLength(0);
    await releaseHeldReviews(
      createContext({ db: db(), config: server().config, actor: { type: 'system', name: 'test' } }),
      author.id,
    );
    runner();
    await waitForJobs(held.id, 'completed');
    expect(push.received.map((p) => p.endpoint)).toEqual(fan.endpoints);
    expect(JSON.parse(push.received[0]?.payload ?? '{}')).toMatchObject({
      title: 'New review of Held',
      body: '★★★★☆ Worth the wait',
    });
  });

  async function pushFailures(): Promise<number> {
    const response = await fetch(`${server().url}/metrics`, {
      headers: { Authorization: `Bearer ${METRICS_TOKEN}` },
    });
    const line = (await response.text())
      .split('\n')
      .find((candidate) => candidate.startsWith('push_failures_total{reason="status"}'));
    return line ? Number(line.split(' ').at(-1)) : 0;
  }
});
