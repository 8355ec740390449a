import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { sendMail } from '../mail/sendMail.ts';
import { createTestDatabase, useTestDatabase } from '../test/database.ts';
import { buildCompany } from '../test/factories.ts';
import { startTestServer, testConfig, useTestServer } from '../test/testServer.ts';

const TOKEN = 'metrics-token-0123456789';
const silentLogger = pino({ level: 'silent' });

async function scrape(url: string, authorization?: string) {
  const response = await fetch(`${url}/metrics`, {
    headers: authorization ? { Authorization: authorization } : {},
  });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    text: await response.text(),
  };
}

/** The value of one sample line (`name{labels} value`). */
function sample(text: string, line: RegExp): number | undefined {
  const found = text.split('\n').find((candidate) => line.test(candidate));
  return found === undefined ? undefined : Number(found.split(' ').at(-1));
}

describe('GET /metrics', () => {
  const db = useTestDatabase();
  const server = useTestServer(db, { METRICS_TOKEN: TOKEN });

  it('answers 401 without the token or with a wrong one', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const response = await scrape(server().url, authorization);
      expect([authorization, response.status]).toEqual([authorization, 401]);
      expect(response.text).not.toMatch(/http_request/);
    }
  });

  it('counts requests by route and status, with their latency', async () => {
    const company = await buildCompany(db().knex);
    const client = server().client();
    for (let i = 0; i < 3; i++) {
      expect((await client.get(`/api/companies/domain/${company.domain}`)).status).toBe(200);
    }
    expect((await client.get('/api/companies/987654321/competitors')).status).toBe(404);
    const { status, type, text } = await scrape(server().url, `Bearer ${TOKEN}`);
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/plain; version=0\.0\.4/);
    const route = 'route="/api/companies/domain/:domain"';
    expect(
      sample(text, new RegExp(`^http_request_duration_seconds_count\\{.*${route}.*status="200"`)),
    ).toBe(3);
    expect(
      sample(
        text,
        /^http_request_duration_seconds_count\{.*route="\/api\/companies\/:id\/competitors".*status="404"/,
      ),
    ).toBe(1);
    expect(text).toMatch(/^http_request_duration_seconds_bucket\{le="0\.05",.*route=/m);
  });

  it('reports the job queue, the database connections, mail failures and memory', async () => {
    // Due in an hour: it stays in the queue for the scrape.
    await db()
      .knex('jobs')
      .insert({ type: 'categorize', status: 'queued', runAt: new Date(Date.now() + 3_600_000) });
    // A mail server that refuses the connection.
    const config = testConfig({ SMTP_URL: 'smtp://127.0.0.1:9' });
    const before = sample(
      (await scrape(server().url, `Bearer ${TOKEN}`)).text,
      /^mail_failures_total /,
    );
    await expect(
      sendMail({ config, logger: silentLogger }, { to: 'a@example.com', subject: 'x', text: 'y' }),
    ).rejects.toThrow();
    const { text } = await scrape(server().url, `Bearer ${TOKEN}`);
    const queued = await db().knex('jobs').where({ status: 'queued' }).count({ n: '*' });
    expect(sample(text, /^jobs\{status="queued"\}/)).toBe(Number(queued[0]?.n));
    expect(Number(queued[0]?.n)).toBeGreaterThanOrEqual(1);
    expect(sample(text, /^jobs\{status="failed"\}/)).toBe(0);
    expect(sample(text, /^mail_failures_total /)).toBe((before ?? 0) + 1);
    expect(sample(text, /^db_pool_max_connections\{database="primary"\} /)).toBeGreaterThanOrEqual(
      1,
    );
    expect(sample(text, /^db_queries_in_flight\{database="primary"\} /)).toBeGreaterThanOrEqual(0);
    expect(sample(text, /^process_resident_memory_bytes /)).toBeGreaterThan(10_000_000);
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  it('does not exist', async () => {
    const db = await createTestDatabase();
    const server = await startTestServer(db);
    try {
      const response = await scrape(server.url, `Bearer ${TOKEN}`);
      expect(response.status).toBe(404);
      expect(JSON.parse(response.text)).toEqual({ message: 'Not found' });
    } finally {
      await server.close();
      await db.close();
    }
  });
});
