import { PassThrough, Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { Activity } from '../../models/Activity.ts';
import { Company } from '../../models/Company.ts';
import { Job } from '../../models/Job.ts';
import { Review } from '../../models/Review.ts';
import { cliContext } from '../../test/actorContexts.ts';
import { countRows } from '../../test/count.ts';
import { csvStream, HEADER } from '../../test/csv.ts';
import { useTestDatabase } from '../../test/database.ts';
import { buildCompany, buildUser } from '../../test/factories.ts';
import { recomputeCompanyCounters } from '../companies/counters.ts';
import { importFingerprint } from './fingerprint.ts';
import { type ImportProgress, importReviews } from './importReviews.ts';
import { IMPORT_TEMPLATE_CSV } from './importTemplate.ts';

const COUNTERS = [
  'reviewCount',
  'ratingCount',
  'ratingSum',
  'complaintCount',
  'oneStarCount',
  'twoStarCount',
  'threeStarCount',
  'fourStarCount',
  'fiveStarCount',
] as const;

describe('importReviews', () => {
  const db = useTestDatabase();
  const run = (text: string, options: Parameters<typeof importReviews>[2] = {}) =>
    importReviews(cliContext(db()), csvStream(text), options);

  it('reads headers in any order and case, BOM, CRLF and quoted commas, quotes and newlines', async () => {
    const existing = await buildCompany(db().knex, { domain: 'known.com', name: 'Known' });
    const ann = await buildUser(db().knex, { email: 'ann@example.com' });
    const file = [
      '\uFEFFTitle,CONTENT,Rating,Company_Domain,created_at,Reviewer_Email,reviewer_name,is_complaint,notes',
      '"Great, really","She said ""wow""\r\nand left",5,known.com,2024-01-31,ANN@example.com,Ann,false,x',
      'Billing,Charged twice,2,https://www.New-Vendor.co.uk/pricing,,bob@example.com,Bob,TRUE,',
      '',
    ].join('\r\n');
    const result = await run(file);
    expect(result).toMatchObject({
      success: true,
      imported: 2,
      failed: 0,
      duplicates: 0,
      errors: [],
      companiesCreated: 1,
    });

    const reviews = await Review.query(db().knex).where({ source: 'import' }).orderBy('id');
    expect(reviews[0]).toMatchObject({
      companyId: existing.id,
      title: 'Great, really',
      content: 'She said "wow"\nand left',
      rating: 5,
      type: 'review',
      userId: ann.id,
      reviewerName: null,
      reviewerEmail: null,
    });
    expect(reviews[0]?.createdAt.toISOString()).toBe('2024-01-31T00:00:00.000Z');
    const vendor = await Company.query(db().knex).findOne({ domain: 'new-vendor.co.uk' });
    expect(vendor).toMatchObject({ name: 'New Vendor' });
    expect(reviews[1]).toMatchObject({
      companyId: vendor!.id,
      type: 'complaint',
      isComplaint: true,
      complaintStatus: 'pending',
      complaintPriority: 'medium',
      userId: null,
      reviewerName: 'Bob',
      reviewerEmail: 'bob@example.com',
    });
    expect(Date.now() - reviews[1]!.createdAt.getTime()).toBeLessThan(60_000);
    expect(
      await Job.query(db().knex)
        .where({ uniqueKey: `enrich:${vendor!.id}` })
        .resultSize(),
    ).toBe(1);
    const event = await Activity.query(db().knex).findOne({ type: 'reviews_imported' });
    expect(event).toMatchObject({ actorType: 'system', actorId: 'cli' });
    expect(event?.metadata).toMatchObject({ imported: 2, failed: 0, companiesCreated: 1 });
  });

  it('reports bad rows as Row N with the line they start on, and keeps going', async () => {
    const file = [
      HEADER,
      'ok.com,5,Fine,"Two\nlines",false,,,',
      '',
      'ok.com,9,Bad rating,Text,false,,,',
      'localhost,4,Bad domain,Text,maybe,,not-an-email,2024-02-30',
      'ok.com,4,"Quoted\n\nthree lines",Text,false,,,',
      'ok.com,1,,,false,,,',
      'ok.com,3,Short row',
      'ok.com,3,Last,"unclosed',
      'never, seen',
    ].join('\n');
    const result = await run(file);
    expect(result.imported).toBe(2);
    expect(result.failed).toBe(5);
    expect(result.success).toBe(true);
    expect(result.errors).toEqual([
      'Row 5: rating must be a whole number from 1 to 5',
      'Row 6: company_domain is not a valid domain; is_complaint must be true or false; reviewer_email is not a valid email address; created_at is not a real date (2024-02-30)',
      'Row 10: title is required; content is required',
      'Row 11: content is required',
      'Row 12: a quoted field is never closed (check the quotes)',
    ]);
  });

  it('fails the whole file for a missing column, an empty file or a binary file', async () => {
    const before = await countRows(db().knex, 'reviews');
    await expect(run('company_domain,rating,body\nacme.com,5,x\n')).rejects.toMatchObject({
      status: 400,
      message: 'Missing required columns: title, content',
    });
    await expect(run('')).rejects.toMatchObject({
      status: 400,
      message: 'The CSV file is empty: it needs a header row',
    });
    await expect(
      importReviews(cliContext(db()), csvStream('\u0089PNG\r\n\u001a\n\u0000\u0000'), {}),
    ).rejects.toMatchObject({ status: 400, message: 'Please select a CSV file' });
    expect(await countRows(db().knex, 'reviews')).toBe(before);
  });

  it('skips rows already stored or earlier in the file, so a second import adds nothing', async () => {
    const rows = [
      'dup.com,4,Same,Same text,false,,a@example.com,2024-05-01',
      'dup.com,4,Same,Same text,false,,A@Example.com,2024-05-01',
      'dup.com,4,Same,Same text,false,,,2024-05-01',
      'dup.com,4,Same,Same text,false,,,',
      'dup.com,4,Same,Same text,false,,,',
    ];
    const file = [HEADER, ...rows].join('\n');
    const first = await run(file, { batchSize: 2 });
    expect(first).toMatchObject({ imported: 3, duplicates: 2, failed: 0 });
    const second = await run(file);
    expect(second).toMatchObject({ success: true, imported: 0, duplicates: 5, failed: 0 });
    const company = await Company.query(db().knex).findOne({ domain: 'dup.com' });
    expect(company?.reviewCount).toBe(3);
  });

  it('counts rows an earlier import stored as duplicates, in any batch of a mixed file', async () => {
    const row = (n: number) =>
      `mixed.com,${(n % 5) + 1},Title ${n},Text ${n},false,,,2024-05-0${n}`;
    await run([HEADER, row(1), row(2)].join('\n'));
    // Batches of 2: [3, 4] are new, [1, 2] were stored by the first import, [5] is new.
    const second = await run([HEADER, row(3), row(4), row(1), row(2), row(5)].join('\n'), {
      batchSize: 2,
    });
    expect(second).toMatchObject({ imported: 3, duplicates: 2, failed: 0 });
    const company = await Company.query(db().knex).findOne({ domain: 'mixed.com' });
    expect(company?.reviewCount).toBe(5);
    expect(await Review.query(db().knex).where('companyId', company!.id).resultSize()).toBe(5);
  });

  it('keeps company counters equal to a recount', async () => {
    const lines = [HEADER];
    for (let i = 0; i < 60; i += 1) {
      lines.push(
        `count${i % 3}.com,${(i % 5) + 1},Title ${i},Text ${i},${i % 4 === 0},,,2024-0${(i % 9) + 1}-1${i % 10}`,
      );
    }
    await run(lines.join('\n'), { batchSize: 7 });
    const companies = await Company.query(db().knex)
      .whereIn('domain', ['count0.com', 'count1.com', 'count2.com'])
      .orderBy('id');
    await recomputeCompanyCounters(
      db().knex,
      companies.map((c) => c.id),
    );
    const recounted = await Company.query(db().knex)
      .whereIn('domain', ['count0.com', 'count1.com', 'count2.com'])
      .orderBy('id');
    expect(companies.reduce((sum, c) => sum + c.reviewCount, 0)).toBe(60);
    companies.forEach((company, index) => {
      const truth = recounted[index]!;
      for (const key of COUNTERS) expect(company[key]).toBe(truth[key]);
      expect(company.trustWeightSum).toBeCloseTo(truth.trustWeightSum, 6);
      expect(company.trustRatingSum).toBeCloseTo(truth.trustRatingSum, 6);
    });
  });

  it('folds the counters in while a long import runs, and none is left pending at its end', async () => {
    const input = new PassThrough();
    const line = (i: number) => `long.com,${(i % 5) + 1},Title ${i},Text ${i},false,,,\n`;
    input.write(`${HEADER}\n`);
    // 41 one-row batches: 40 are written (the 41st is still being read) and folded in twice.
    for (let i = 0; i < 41; i += 1) input.write(line(i));
    const running = importReviews(cliContext(db()), input, { batchSize: 1 });
    const reviewCount = async () =>
      (await Company.query(db().knex).findOne({ domain: 'long.com' }))?.reviewCount;
    // The file is still open: only the every-20-batches fold can have moved the counters.
    await expect.poll(reviewCount, { timeout: 10_000 }).toBe(40);
    input.end(line(41));
    expect(await running).toMatchObject({ imported: 42 });
    expect(await reviewCount()).toBe(42);
    expect(await countRows(db().knex, 'company_counter_deltas')).toBe(0);
  });

  it('counts what it wrote when the file breaks off half-way', async () => {
    const rows = Array.from({ length: 30 }, (_, i) => `cut.com,4,Title ${i},Text ${i},false,,,`);
    const input = Readable.from(
      (async function* () {
        yield `${HEADER}\n${rows.join('\n')}\n`;
        // The rows are read and their batches under way before the upload breaks.
        await new Promise((resolve) => setTimeout(resolve, 200));
        throw new Error('connection reset');
      })(),
    );
    await expect(importReviews(cliContext(db()), input, { batchSize: 10 })).rejects.toThrow(
      'connection reset',
    );
    const company = await Company.query(db().knex).findOne({ domain: 'cut.com' });
    const stored = await Review.query(db().knex).where('companyId', company!.id).resultSize();
    // Whole batches only (a batch is one transaction), each of them counted.
    expect(stored).toBeGreaterThanOrEqual(10);
    expect(stored % 10).toBe(0);
    expect(company).toMatchObject({ reviewCount: stored, fourStarCount: stored });
  });

  // Two transactions at once need two connections: PostgreSQL only.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'writes a batch again when PostgreSQL breaks a deadlock with it',
    async () => {
      const knex = db().knex;
      const company = await buildCompany(knex, { domain: 'deadlock.com' });
      const csv = (title: string) => `deadlock.com,3,${title},Same text,false,,,2024-05-01`;
      const review = (title: string) => ({
        company_id: company.id,
        title,
        content: 'Same text',
        rating: 3,
        import_fingerprint: importFingerprint({
          companyDomain: 'deadlock.com',
          title,
          content: 'Same text',
          rating: 3,
          isComplaint: false,
          reviewerName: null,
          reviewerEmail: null,
          createdAt: '2024-05-01',
        }),
      });
      // Another writer (as a second batch would) holds the file's second row and, once the
      // import waits on it, asks for the first, which the import holds: a cycle.
      const other = await knex.transaction();
      try {
        await other('reviews').insert(review('Second'));
        const running = run([HEADER, csv('First'), csv('Second')].join('\n'));
        await expect
          .poll(async () => {
            const { rows } = await knex.raw<{ rows: unknown[] }>(
              `select 1 from pg_stat_activity where wait_event_type = 'Lock'`,
            );
            return rows.length;
          })
          .toBe(1);
        await other('reviews').insert(review('First'));
        await other.commit();
        // The import was the one rolled back (it waited first); written again, both rows are
        // the other writer's now.
        expect(await running).toMatchObject({ imported: 0, duplicates: 2, failed: 0 });
      } finally {
        if (!other.isCompleted()) await other.rollback();
      }
      expect(await Review.query(knex).where('companyId', company.id).resultSize()).toBe(2);
    },
  );

  it('caps the error list at 100 and says how many more there were', async () => {
    const lines = [HEADER];
    for (let i = 0; i < 150; i += 1) lines.push('bad.com,0,t,c,false,,,');
    const result = await run(lines.join('\n'));
    expect(result).toMatchObject({ success: false, imported: 0, failed: 150 });
    expect(result.errors).toHaveLength(101);
    expect(result.errors[0]).toBe('Row 2: rating must be a whole number from 1 to 5');
    expect(result.errors[100]).toBe('…and 50 more errors not shown');
  });

  it('validates and counts without writing in a dry run, reporting progress', async () => {
    await run([HEADER, 'dry.com,5,Stored,Already here,false,,,2024-01-01'].join('\n'));
    const before = {
      reviews: await countRows(db().knex, 'reviews'),
      companies: await countRows(db().knex, 'companies'),
      activity: await countRows(db().knex, 'activity'),
    };
    const progress: ImportProgress[] = [];
    const result = await run(
      [
        HEADER,
        'dry.com,5,Stored,Already here,false,,,2024-01-01',
        'dry-new.com,4,New,Fresh,false,,,',
        'dry-new.com,4,New,Fresh,false,,,',
        'dry-new.com,7,Bad,Row,false,,,',
      ].join('\n'),
      { dryRun: true, batchSize: 2, onProgress: (p) => progress.push(p) },
    );
    expect(result).toMatchObject({ dryRun: true, imported: 1, duplicates: 2, failed: 1 });
    expect(await countRows(db().knex, 'reviews')).toBe(before.reviews);
    expect(await countRows(db().knex, 'companies')).toBe(before.companies);
    expect(await countRows(db().knex, 'activity')).toBe(before.activity);
    expect(progress.at(-1)).toEqual({ rowsRead: 4, imported: 1, failed: 1, duplicates: 2 });
    expect(progress.map((p) => p.rowsRead)).toEqual([...progress.map((p) => p.rowsRead)].sort());
  });

  it('imports its own template', async () => {
    const result = await run(IMPORT_TEMPLATE_CSV);
    expect(result).toMatchObject({ success: true, imported: 2, failed: 0 });
  });
});
