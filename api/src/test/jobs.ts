import type { Knex } from 'knex';
import pino from 'pino';
import { type CompanyProfile, emptyProfile } from '#shared/schemas/companyProfile';
import type { HomepageReader } from '../ai/homepage/readHomepage.ts';
import type { ProfileOutcome, ProfileRequest, Profiler } from '../ai/profiler.ts';
import type { Config } from '../config/config.ts';
import type { Database } from '../db/openDatabase.ts';
import type { JobServices } from '../jobs/handler.ts';
import { type JobRunner, startJobRunner } from '../jobs/runner.ts';

/** Inserts companies and returns them in id order. */
export async function insertCompanies(
  knex: Knex,
  rows: Array<{ domain: string; name?: string } & Record<string, unknown>>,
): Promise<Array<{ id: number; domain: string; name: string }>> {
  return knex('companies')
    .insert(rows.map((row) => ({ name: row.domain.split('.')[0], ...row })))
    .returning(['id', 'domain', 'name'])
    .then((inserted: Array<{ id: number; domain: string; name: string }>) =>
      inserted.sort((a, b) => a.id - b.id),
    );
}

export function profileFor(category: string, subcategory: string): CompanyProfile {
  return { ...emptyProfile(), category, subcategory, industry: subcategory, confidence: 0.9 };
}

export interface ScriptedProfiler extends Profiler {
  /** Domains profiled, in order. */
  calls: string[];
}

/** A profiler answering from a script (by domain), recording what it was asked. */
export function scriptedProfiler(
  script: (request: ProfileRequest) => ProfileOutcome | Promise<ProfileOutcome>,
): ScriptedProfiler {
  const calls: string[] = [];
  return {
    provider: 'local',
    calls,
    async profile(request) {
      calls.push(request.domain);
      return script(request);
    },
  };
}

/** A reader for tests that never touch the network: every homepage is unavailable. */
const noHomepage: HomepageReader = async () => ({
  ok: false,
  failure: 'dns',
  reason: 'no network in this test',
});

export function servicesWith(profiler: Profiler, overrides: Partial<JobServices> = {}) {
  return { reader: noHomepage, rateMsFor: () => 0, profilerFor: () => profiler, ...overrides };
}

/** A runner with short intervals so tests do not wait on production timings. */
export function testRunner(
  db: Database,
  config: Config,
  options: Partial<Parameters<typeof startJobRunner>[0]> = {},
): JobRunner {
  return startJobRunner({
    db,
    config,
    logger: pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }),
    pollMs: 20,
    // Tests that insert jobs behind the queue's back (no NOTIFY) still see them soon.
    maxIdleMs: 200,
    heartbeatMs: 50,
    staleAfterMs: 2_000,
    ...options,
  });
}

/** Polls until `check` returns a value (not undefined/false); a generous safety timeout. */
export async function waitFor<T>(
  check: () => Promise<T | undefined | false> | T | undefined | false,
  options: { timeoutMs?: number; what?: string } = {},
): Promise<T> {
  const deadline = Date.now() + (options.timeoutMs ?? 20_000);
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline)
      throw new Error(`Timed out waiting for ${options.what ?? 'a condition'}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A promise with its resolve function outside, to hold a profiler mid-company. */
export function gate(): { promise: Promise<void>; open(): void } {
  let open = () => {};
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}
