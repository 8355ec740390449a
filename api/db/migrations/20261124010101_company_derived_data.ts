import type { Knex } from 'knex';

/**
 * Derived company data for reads that must not scan at a million companies (issue 12, item 3).
 *
 * 1. `companies.trust_score`: the trust score the category pages sort by, stored so that
 *    (subcategory | category, trust_score desc, review_count desc, id) indexes serve the order.
 *    A BEFORE trigger recomputes it whenever the recency-weighted sums change, whatever path
 *    writes them (counters.ts, the import's set-based update, fixtures, future moderation), in
 *    the same statement. The score decays with time (trustScore.ts), so it is the score as of
 *    its last write; `refreshTrustScores` brings every row up to date daily (bounded staleness).
 * 2. `company_category_counts`: companies per (category, subcategory), kept by triggers on
 *    companies in the same transaction as every insert, delete and recategorisation, so
 *    `/api/categories/counts` and the category pages' totals read ~200 rows instead of grouping
 *    the whole table. Uncategorised companies (most new ones) are not counted, so creating them
 *    never touches a shared counter row.
 * 3. `derived_data_refreshes`: when a periodic refresh (the daily trust score decay) last ran.
 *
 * The constants of the score (prior 7 × 3.5, half-life 180 days, epoch 2020-01-01) are
 * trustScore.ts's TRUST; changing those needs a migration replacing `company_trust_score`.
 */
export async function up(knex: Knex): Promise<void> {
  // The category page of a main category selects `category = X`: make sure a subcategory's
  // company carries its main category (the application keeps this since the admin schema and
  // the profile schema check it; this fixes rows written before).
  await knex.raw(`
    update companies c set category = cat.name
    from subcategories s join categories cat on cat.id = s.category_id
    where s.name = c.subcategory and c.category is distinct from cat.name`);

  await knex.raw(`
    create function company_trust_score(weight_sum float8, rating_sum float8, at timestamptz)
    returns float8 language sql immutable parallel safe as $$
      select (7 * 3.5 + rating_sum * f) / (7 + weight_sum * f)
      from (select power(2::float8, -(extract(epoch from at) - 1577836800) / (180 * 86400)) as f) d
    $$`);
  await knex.schema.alterTable('companies', (t) => {
    // A company with no rating scores the prior mean.
    t.double('trust_score').notNullable().defaultTo(3.5);
  });
  await knex.raw(`
    update companies set trust_score = company_trust_score(trust_weight_sum, trust_rating_sum, now())
    where trust_weight_sum <> 0 or trust_rating_sum <> 0`);
  await knex.raw(`
    create function companies_set_trust_score() returns trigger language plpgsql as $$
    begin
      new.trust_score := company_trust_score(new.trust_weight_sum, new.trust_rating_sum, now());
      return new;
    end $$`);
  await knex.raw(`
    create trigger companies_trust_score_on_insert before insert on companies
    for each row when (new.trust_weight_sum <> 0 or new.trust_rating_sum <> 0)
    execute function companies_set_trust_score()`);
  await knex.raw(`
    create trigger companies_trust_score_on_update
    before update of trust_weight_sum, trust_rating_sum on companies
    for each row when (old.trust_weight_sum is distinct from new.trust_weight_sum
                       or old.trust_rating_sum is distinct from new.trust_rating_sum)
    execute function companies_set_trust_score()`);

  // The single-column indexes are prefixes of these (same lookups, one index less per write).
  await knex.raw('drop index if exists companies_subcategory_index');
  await knex.raw('drop index if exists companies_category_index');
  await knex.raw(
    'create index companies_subcategory_trust on companies (subcategory, trust_score desc, review_count desc, id)',
  );
  await knex.raw(
    'create index companies_category_trust on companies (category, trust_score desc, review_count desc, id)',
  );

  await knex.schema.createTable('company_category_counts', (t) => {
    // '' stands for "none" (a primary key column cannot be null).
    t.string('category', 100).notNullable();
    t.string('subcategory', 100).notNullable();
    t.integer('company_count').notNullable();
    t.primary(['category', 'subcategory']);
  });
  await knex.raw(`
    insert into company_category_counts (category, subcategory, company_count)
    select coalesce(category, ''), coalesce(subcategory, ''), count(*) from companies
    where category is not null or subcategory is not null
    group by 1, 2`);
  // Statement-level for inserts and deletes (one grouped upsert per statement, so a bulk
  // import or a cascade costs one statement, not one per row); row-level for updates, since a
  // transition table would be built for every counter update of every review and vote.
  await knex.raw(`
    create function company_category_counts_on_insert() returns trigger language plpgsql as $$
    begin
      insert into company_category_counts as c (category, subcategory, company_count)
      select coalesce(category, ''), coalesce(subcategory, ''), count(*) from new_rows
      where category is not null or subcategory is not null
      group by 1, 2
      on conflict (category, subcategory)
      do update set company_count = c.company_count + excluded.company_count;
      return null;
    end $$`);
  await knex.raw(`
    create function company_category_counts_on_delete() returns trigger language plpgsql as $$
    begin
      update company_category_counts c set company_count = c.company_count - d.n
      from (select coalesce(category, '') as category, coalesce(subcategory, '') as subcategory,
                   count(*) as n
            from old_rows where category is not null or subcategory is not null
            group by 1, 2) d
      where c.category = d.category and c.subcategory = d.subcategory;
      return null;
    end $$`);
  await knex.raw(`
    create function company_category_counts_on_update() returns trigger language plpgsql as $$
    begin
      if old.category is not null or old.subcategory is not null then
        update company_category_counts set company_count = company_count - 1
        where category = coalesce(old.category, '') and subcategory = coalesce(old.subcategory, '');
      end if;
      if new.category is not null or new.subcategory is not null then
        insert into company_category_counts as c (category, subcategory, company_count)
        values (coalesce(new.category, ''), coalesce(new.subcategory, ''), 1)
        on conflict (category, subcategory) do update set company_count = c.company_count + 1;
      end if;
      return null;
    end $$`);
  await knex.raw(`
    create function company_category_counts_on_truncate() returns trigger language plpgsql as $$
    begin
      delete from company_category_counts;
      return null;
    end $$`);
  await knex.raw(`
    create trigger companies_category_counts_insert after insert on companies
    referencing new table as new_rows for each statement
    execute function company_category_counts_on_insert()`);
  await knex.raw(`
    create trigger companies_category_counts_delete after delete on companies
    referencing old table as old_rows for each statement
    execute function company_category_counts_on_delete()`);
  await knex.raw(`
    create trigger companies_category_counts_update after update of category, subcategory
    on companies for each row
    when (old.category is distinct from new.category or old.subcategory is distinct from new.subcategory)
    execute function company_category_counts_on_update()`);
  await knex.raw(`
    create trigger companies_category_counts_truncate after truncate on companies
    for each statement execute function company_category_counts_on_truncate()`);

  // When each periodic refresh of derived data last ran (claimed by one instance at a time).
  await knex.schema.createTable('derived_data_refreshes', (t) => {
    t.string('name', 50).primary();
    t.timestamp('refreshed_at').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('derived_data_refreshes');
  await knex.raw('drop trigger companies_category_counts_truncate on companies');
  await knex.raw('drop trigger companies_category_counts_update on companies');
  await knex.raw('drop trigger companies_category_counts_delete on companies');
  await knex.raw('drop trigger companies_category_counts_insert on companies');
  await knex.raw('drop function company_category_counts_on_truncate()');
  await knex.raw('drop function company_category_counts_on_update()');
  await knex.raw('drop function company_category_counts_on_delete()');
  await knex.raw('drop function company_category_counts_on_insert()');
  await knex.schema.dropTable('company_category_counts');
  await knex.raw('drop index companies_category_trust');
  await knex.raw('drop index companies_subcategory_trust');
  await knex.raw('create index companies_category_index on companies (category)');
  await knex.raw('create index companies_subcategory_index on companies (subcategory)');
  await knex.raw('drop trigger companies_trust_score_on_update on companies');
  await knex.raw('drop trigger companies_trust_score_on_insert on companies');
  await knex.raw('drop function companies_set_trust_score()');
  await knex.schema.alterTable('companies', (t) => {
    t.dropColumn('trust_score');
  });
  await knex.raw('drop function company_trust_score(float8, float8, timestamptz)');
}
