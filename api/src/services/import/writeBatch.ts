import { companyNameFromDomain } from '#shared/domain/validateDomain';
import type { ImportRow } from '#shared/schemas/importRow';
import type { Context } from '../../context.ts';
import { DELTA_COLUMNS } from '../companies/counters.ts';
import { STAR_COUNT_COLUMNS, starRatingSql } from '../companies/starCounts.ts';
import { TRUST } from '../companies/trustScore.ts';

export interface PreparedRow {
  row: ImportRow;
  fingerprint: string;
}

export interface BatchOutcome {
  imported: number;
  duplicates: number;
  companiesCreated: number;
}

const HALF_LIFE_SECONDS = TRUST.halfLifeDays * 24 * 60 * 60;
const EPOCH_SECONDS = TRUST.epoch / 1000;

/**
 * Writes one batch of valid rows, inside the caller's transaction: creates the companies of
 * unknown domains (queued for enrichment like any auto-created company), links reviewer emails
 * to existing accounts, inserts the reviews — skipping fingerprints already stored or earlier
 * in the batch — and records exactly the inserted rows as counter deltas of their companies,
 * all in one statement (the batch travels as one JSON parameter, clear of bind-parameter
 * limits). The import folds the deltas into the companies every few batches
 * (`applyCounterDeltas`): updating a company row touches every index of the table, and a
 * batch spans hundreds of companies that the next batches touch again.
 */
export async function writeBatch(trx: Context, batch: PreparedRow[]): Promise<BatchOutcome> {
  // Most rows of a re-imported file are known: leaving them out up front is ~4x cheaper than
  // sending them to bounce off the unique index (which still guards concurrent imports).
  const stored = await storedFingerprints(trx, batch);
  const fresh = new Map<string, PreparedRow>();
  for (const item of batch) {
    if (!stored.has(item.fingerprint) && !fresh.has(item.fingerprint)) {
      fresh.set(item.fingerprint, item);
    }
  }
  if (fresh.size === 0) return { imported: 0, duplicates: batch.length, companiesCreated: 0 };
  const rowsToWrite = [...fresh.values()];

  const { companyIds, created } = await resolveCompanies(trx, rowsToWrite);
  const userIds = await resolveUsers(trx, rowsToWrite);
  const records = rowsToWrite.map(({ row, fingerprint }) => {
    const userId = row.reviewerEmail ? (userIds.get(row.reviewerEmail) ?? null) : null;
    return {
      company_id: companyIds.get(row.companyDomain),
      user_id: userId,
      rating: row.rating,
      title: row.title,
      content: row.content,
      type: row.isComplaint ? 'complaint' : 'review',
      is_complaint: row.isComplaint,
      complaint_status: row.isComplaint ? 'pending' : null,
      complaint_priority: row.isComplaint ? 'medium' : null,
      // Kept when no account matched; an account's own name and email speak otherwise.
      reviewer_name: userId ? null : row.reviewerName,
      reviewer_email: userId ? null : row.reviewerEmail,
      created_at: row.createdAt ? `${row.createdAt}T00:00:00Z` : null,
      import_fingerprint: fingerprint,
    };
  });
  const weight = 'power(2::double precision, (extract(epoch from created_at) - ?) / ?)';
  const rated = starRatingSql('inserted');
  const { rows } = await trx.knex.raw<{ rows: Array<{ imported: number }> }>(
    `with input as (
       select * from jsonb_to_recordset(?::jsonb) as t(
         company_id int, user_id uuid, rating int, title text, content text, type text,
         is_complaint boolean, complaint_status text, complaint_priority text,
         reviewer_name text, reviewer_email text, created_at timestamptz, import_fingerprint text)
     ),
     inserted as (
       insert into reviews (company_id, user_id, rating, title, content, type, is_complaint,
         complaint_status, complaint_priority, reviewer_name, reviewer_email, source,
         import_fingerprint, created_at, updated_at)
       select company_id, user_id, rating, title, content, type, is_complaint,
         complaint_status, complaint_priority, reviewer_name, reviewer_email, 'import',
         import_fingerprint, coalesce(created_at, now()), now()
       from input
       on conflict (import_fingerprint) where import_fingerprint is not null do nothing
       returning company_id, rating, type, created_at
     ),
     totals as (
       select company_id, count(*) as n, count(*) filter (where ${rated}) as rated,
         coalesce(sum(rating) filter (where ${rated}), 0) as rating_sum,
         count(*) filter (where type = 'complaint') as complaints,
         coalesce(sum(${weight}) filter (where ${rated}), 0) as weight_sum,
         coalesce(sum(rating * ${weight}) filter (where ${rated}), 0) as weighted_rating_sum,
         ${STAR_COUNT_COLUMNS.map((_, i) => `count(*) filter (where ${rated} and rating = ${i + 1})`).join(', ')}
       from inserted group by company_id
     ),
     counted as (
       insert into company_counter_deltas (company_id, ${DELTA_COLUMNS.join(', ')})
       select * from totals
     )
     select (select count(*) from inserted)::int as imported`,
    [JSON.stringify(records), EPOCH_SECONDS, HALF_LIFE_SECONDS, EPOCH_SECONDS, HALF_LIFE_SECONDS],
  );
  const imported = rows[0]?.imported ?? 0;
  return { imported, duplicates: batch.length - imported, companiesCreated: created };
}

/** The id of every domain in the batch, creating the unknown ones exactly once. */
async function resolveCompanies(
  trx: Context,
  batch: PreparedRow[],
): Promise<{ companyIds: Map<string, number>; created: number }> {
  const domains = [...new Set(batch.map(({ row }) => row.companyDomain))];
  const select = async (wanted: string[]) =>
    (await trx
      .knex('companies')
      .select('id', 'domain')
      .whereRaw('domain = any(?)', [wanted])) as Array<{ id: number; domain: string }>;
  const found = await select(domains);
  const companyIds = new Map(found.map((company) => [company.domain, company.id]));
  // Sorted: two batches written at once take their new domains' index entries in one order,
  // so neither waits on the other in a cycle.
  const missing = domains.filter((domain) => !companyIds.has(domain)).sort();
  if (missing.length === 0) return { companyIds, created: 0 };

  const inserted = (await trx
    .knex('companies')
    .insert(
      missing.map((domain) => ({
        domain,
        name: companyNameFromDomain(domain),
        website: `https://${domain}`,
      })),
    )
    .onConflict('domain')
    .ignore()
    .returning(['id', 'domain'])) as Array<{ id: number; domain: string }>;
  for (const company of inserted) companyIds.set(company.domain, company.id);
  if (inserted.length < missing.length) {
    // Created by someone else meanwhile (a lookup, another import): read the winners.
    for (const company of await select(missing.filter((d) => !companyIds.has(d)))) {
      companyIds.set(company.domain, company.id);
    }
  }
  if (inserted.length > 0) {
    // The same job `enqueueEnrichment` queues (jobs/enrich/enqueueEnrichment.ts), for the whole batch in one
    // statement rather than one round trip per new company.
    await trx.knex.raw(
      `insert into jobs (type, unique_key, payload)
       select 'enrich', 'enrich:' || id, jsonb_build_object('companyId', id, 'full', false)
       from unnest(?::int[]) as id
       on conflict (unique_key) where unique_key is not null and status in ('queued', 'running')
       do nothing`,
      [inserted.map((company) => company.id)],
    );
  }
  return { companyIds, created: inserted.length };
}

/** Accounts of the reviewer emails in the batch (emails are unique case-insensitively). */
async function resolveUsers(trx: Context, batch: PreparedRow[]): Promise<Map<string, string>> {
  const emails = [
    ...new Set(batch.flatMap(({ row }) => (row.reviewerEmail ? [row.reviewerEmail] : []))),
  ];
  if (emails.length === 0) return new Map();
  const users = (await trx
    .knex('users')
    .select('id', trx.knex.raw('lower(email) as email'))
    .whereRaw('lower(email) = any(?)', [emails])) as Array<{ id: string; email: string }>;
  return new Map(users.map((user) => [user.email, user.id]));
}

/** Dry run: which fingerprints are already stored (nothing is written). */
export async function storedFingerprints(trx: Context, batch: PreparedRow[]): Promise<Set<string>> {
  const rows = (await trx
    .knex('reviews')
    .select('importFingerprint')
    .whereRaw('import_fingerprint = any(?)', [batch.map((item) => item.fingerprint)])) as Array<{
    importFingerprint: string;
  }>;
  return new Set(rows.map((row) => row.importFingerprint));
}
