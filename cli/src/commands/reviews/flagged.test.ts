import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createContext } from '#api/src/context';
import { flagReview } from '#api/src/services/reviews/flagReview';
import { testConfig } from '#api/src/test/testServer';
import type { ReviewFlagInput } from '#shared/schemas/reviews';
import { buildCompany, buildReview } from '../../../../api/src/test/factories.ts';
import type { CliIO } from '../../io.ts';
import { runCli } from '../../run.ts';
import { withCliDatabase } from '../../test/cliProcess.ts';

/** review-admin in this process, without a TTY, on its own embedded database. */
async function run(args: string[], env: Record<string, string>) {
  let stdout = '';
  let stderr = '';
  const out = new PassThrough();
  const err = new PassThrough();
  out.on('data', (chunk) => {
    stdout += chunk;
  });
  err.on('data', (chunk) => {
    stderr += chunk;
  });
  const io: CliIO = { stdout: out, stderr: err, stdin: new PassThrough(), env };
  const code = await runCli(args, io);
  return { code, stdout, stderr };
}

interface Listed {
  id: number;
  title: string;
  company: { domain: string };
  flags: Array<{ reason: string; count: number; details: string[] }>;
}

describe('review-admin reviews flagged', { timeout: 120_000 }, () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'flagged-cli-'));
  const env = { DATA_DIR: dataDir };

  it('lists flagged reviews with their reasons, as plain lines or one JSON document', async () => {
    // A fresh install: the command migrates, and there is nothing flagged.
    const empty = await run(['reviews', 'flagged'], env);
    expect(empty.code, empty.stderr).toBe(0);
    expect(empty.stdout).toBe('No flagged reviews.\n');
    expect(JSON.parse((await run(['reviews', 'flagged', '--json'], env)).stdout)).toEqual([]);

    // Flags through the same service as POST /api/reviews/{id}/flags, from three visitors.
    const ids = await withCliDatabase(dataDir, async (db) => {
      const company = await buildCompany(db.knex, { domain: 'acme.com', name: 'Acme' });
      const older = await buildReview(db.knex, company, { title: 'Paid praise' });
      const newer = await buildReview(db.knex, company, { title: 'Rude words' });
      await buildReview(db.knex, company, { title: 'Unflagged' });
      const flag = (reviewId: number, input: ReviewFlagInput) =>
        flagReview(
          createContext({
            db,
            config: testConfig(),
            actor: { type: 'visitor', visitorId: crypto.randomUUID() },
          }),
          reviewId,
          input,
        );
      await flag(older.id, { reason: 'fake' });
      await flag(older.id, { reason: 'fake' });
      await flag(older.id, { reason: 'other', details: 'Same text on five sites' });
      await flag(newer.id, { reason: 'offensive' });
      return { older: older.id, newer: newer.id };
    });

    const json = await run(['reviews', 'flagged', '--json'], env);
    expect(json.code, json.stderr).toBe(0);
    const listed = JSON.parse(json.stdout) as Listed[];
    // Newest first, as the admin Flagged filter lists them.
    expect(listed.map((review) => review.id)).toEqual([ids.newer, ids.older]);
    expect(listed[1]).toMatchObject({
      title: 'Paid praise',
      company: { domain: 'acme.com' },
      flags: [
        { reason: 'fake', count: 2, details: [] },
        { reason: 'other', count: 1, details: ['Same text on five sites'] },
      ],
    });

    const plain = await run(['reviews', 'flagged'], env);
    expect(plain.code).toBe(0);
    const lines = plain.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^ID\s+Company\s+Title\s+Status\s+Flags$/);
    expect(lines[1]).toMatch(
      new RegExp(`^${ids.newer}\\s+acme\\.com\\s+Rude words\\s+published\\s+offensive 1$`),
    );
    expect(lines[2]).toMatch(/Paid praise\s+published\s+fake 2, other 1$/);
    expect(lines.at(-1)).toBe('2 of 2 flagged reviews');
    // No colours or cursor codes without a TTY.
    expect(plain.stdout).not.toContain('\u001b[');

    const limited = await run(['reviews', 'flagged', '--limit', '1', '--json'], env);
    expect((JSON.parse(limited.stdout) as Listed[]).map((review) => review.id)).toEqual([
      ids.newer,
    ]);
    expect((await run(['reviews', 'flagged', '--limit', '1'], env)).stdout).toContain(
      '1 of 2 flagged reviews',
    );
    const bad = await run(['reviews', 'flagged', '--limit', 'lots'], env);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--limit must be a positive whole number (got "lots")');
  });
});
