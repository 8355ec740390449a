import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../src/test/database.ts';
import { MIGRATIONS, migrateToLatest, migratorConfig } from './migrationSource.ts';

const TABLES = [
  'activity',
  'admin_invitations',
  'admin_recovery_codes',
  'admin_two_factor',
  'admin_users',
  'award_quarters',
  'awards',
  'categories',
  'claim_requests',
  'companies',
  'company_category_counts',
  'company_counter_deltas',
  'company_search_words',
  'company_views',
  'contact_messages',
  'derived_data_refreshes',
  'faqs',
  'follower_digests',
  'idempotency_keys',
  'invitation_opt_outs',
  'jobs',
  'login_failures',
  'mail_opt_outs',
  'paying_clients',
  'push_deliveries',
  'push_subscriptions',
  'question_answer_votes',
  'question_answers',
  'question_votes',
  'questions',
  'rate_limits',
  'reports',
  'review_flags',
  'review_helpfulness',
  'review_invitations',
  'review_replies',
  'review_views',
  'review_votes',
  'reviews',
  'sessions',
  'settings',
  'subcategories',
  'subscriptions',
  'user_category_counts',
  'users',
];

describe('migrations', () => {
  const db = useTestDatabase({ migrated: false });

  async function tables(): Promise<string[]> {
    const rows: Array<{ tablename: string }> = await db()
      .knex('pg_tables')
      .where('schemaname', 'public')
      .whereNot('tablename', 'like', 'knex_migrations%')
      .select('tablename');
    return rows.map((row) => row.tablename).sort();
  }

  it('lists every file of the migrations folder, in order', async () => {
    const files = (await readdir(path.join(import.meta.dirname, 'migrations')))
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .sort();
    expect(MIGRATIONS.map(([name]) => name)).toEqual(files);
  });

  it('creates the complete data model', async () => {
    const ran = await migrateToLatest(db().knex);
    expect(ran).toHaveLength(MIGRATIONS.length);
    expect(await tables()).toEqual(TABLES);
    const extensions = await db().knex('pg_extension').pluck('extname');
    expect(extensions).toContain('pg_trgm');
  });

  it('is idempotent: a second run does nothing', async () => {
    expect(await migrateToLatest(db().knex)).toEqual([]);
  });

  it('still refuses a history this build does not know (the quick check only skips a match)', async () => {
    const knex = db().knex;
    await knex('knex_migrations').insert({
      name: '29990101000000_from_a_newer_build.ts',
      batch: 99,
      migrationTime: new Date(),
    });
    await expect(migrateToLatest(knex)).rejects.toThrow(/missing/i);
    await knex('knex_migrations').where('batch', 99).delete();
    expect(await migrateToLatest(knex)).toEqual([]);
  });

  it('rolls back cleanly to an empty schema, and up again', async () => {
    await db().knex.migrate.rollback(migratorConfig, true);
    expect(await tables()).toEqual([]);
    const types = await db()
      .knex('pg_indexes')
      .where('schemaname', 'public')
      .whereNot('tablename', 'like', 'knex_migrations%');
    expect(types).toEqual([]);

    await migrateToLatest(db().knex);
    expect(await tables()).toEqual(TABLES);
  });

  it('indexes what the spec looks up', async () => {
    const indexes: string[] = await db()
      .knex('pg_indexes')
      .where('schemaname', 'public')
      .pluck('indexdef');
    const has = (fragment: string) => indexes.some((definition) => definition.includes(fragment));
    expect(has('companies_domain_unique')).toBe(true);
    expect(has('USING gin (name gin_trgm_ops)')).toBe(true);
    expect(has('USING gin (domain gin_trgm_ops)')).toBe(true);
    expect(
      has(
        'reviews_company_created_index ON public.reviews USING btree (company_id, created_at DESC, id DESC)',
      ),
    ).toBe(true);
    expect(
      has('review_votes_opinion_unique ON public.review_votes USING btree (review_id, voter_id)'),
    ).toBe(true);
    expect(has('sessions_expire_index')).toBe(true);
  });

  it('indexes every foreign key', async () => {
    const { rows } = await db().knex.raw<{ rows: Array<{ table: string; column: string }> }>(`
      select c.conrelid::regclass::text as table, a.attname as column
      from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      where c.contype = 'f'
        and not exists (
          select 1 from pg_index i
          where i.indrelid = c.conrelid and i.indkey[0] = c.conkey[1]
        )`);
    expect(rows).toEqual([]);
  });
});
