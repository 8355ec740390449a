import type { Knex } from 'knex';

/**
 * `review_helpfulness`: the "most helpful" order of a company's published items, out of the
 * `reviews` table (issue 12, item 4: a vote at ≥ 0.4 of its one-statement floor).
 *
 * The order was an index on `reviews` over `(upvotes + claps)`. A vote changes that expression,
 * so PostgreSQL could never update the item in place (a HOT update): every upvote and clap wrote
 * a new version of the row into every index of the table that covers it (13 entries for a
 * published item, the full-text one among them, its words computed again from the text), and at
 * 1M companies that was much of a vote's database time (an upvote's update 1.1 ms against
 * 0.65 ms for a downvote on the same full pages, and 5 µs for reading the row). Now the order
 * lives in this narrow table, one row per published item, whose two indexes are all a vote
 * rewrites; with no indexed column changed, the item's own update is in place, in the free
 * tenth of its page that `fillfactor = 90` keeps for it. The fill factor applies to pages
 * written from now on; an existing table gets the room as vacuum prunes its pages, or at once
 * with `VACUUM FULL reviews` at a quiet time.
 *
 * Kept by triggers in the same transaction as every change, whatever path makes it (a vote, a
 * post, moderation, an edit that moves an item to another company, the import): one statement
 * per insert statement (the import's batches), a row trigger on an update of the status,
 * company, votes or date; deletes cascade through the foreign key, truncates with `cascade` too.
 * `rebuildDerivedData` rebuilds it after a load with triggers off.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('review_helpfulness', (t) => {
    t.integer('review_id').primary().references('id').inTable('reviews').onDelete('CASCADE');
    t.integer('company_id').notNullable();
    t.integer('helpful').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
  });
  await knex.raw(`
    insert into review_helpfulness (review_id, company_id, helpful, created_at)
    select id, company_id, upvotes + claps, created_at from reviews where status = 'published'`);
  await knex.raw(`
    create index review_helpfulness_order
    on review_helpfulness (company_id, helpful desc, created_at desc, review_id desc)`);
  await knex.raw('drop index if exists reviews_company_helpful_index');
  await knex.raw('alter table reviews set (fillfactor = 90)');

  // plpgsql, not a SQL function: its statements' plans are kept for the connection's life.
  await knex.raw(`
    create function review_helpfulness_on_review_insert() returns trigger language plpgsql as $$
    begin
      insert into review_helpfulness (review_id, company_id, helpful, created_at)
      select id, company_id, upvotes + claps, created_at from new_rows where status = 'published';
      return null;
    end $$`);
  await knex.raw(`
    create function review_helpfulness_on_review_update() returns trigger language plpgsql as $$
    begin
      if new.status = 'published' then
        insert into review_helpfulness as h (review_id, company_id, helpful, created_at)
        values (new.id, new.company_id, new.upvotes + new.claps, new.created_at)
        on conflict (review_id) do update
        set company_id = excluded.company_id, helpful = excluded.helpful,
            created_at = excluded.created_at;
      elsif old.status = 'published' then
        delete from review_helpfulness where review_id = old.id;
      end if;
      return null;
    end $$`);
  await knex.raw(`
    create trigger reviews_helpfulness_insert after insert on reviews
    referencing new table as new_rows for each statement
    execute function review_helpfulness_on_review_insert()`);
  await knex.raw(`
    create trigger reviews_helpfulness_update
    after update of status, company_id, upvotes, claps, created_at on reviews for each row
    when (old.status is distinct from new.status or old.company_id is distinct from new.company_id
          or old.upvotes + old.claps is distinct from new.upvotes + new.claps
          or old.created_at is distinct from new.created_at)
    execute function review_helpfulness_on_review_update()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger reviews_helpfulness_update on reviews');
  await knex.raw('drop trigger reviews_helpfulness_insert on reviews');
  await knex.raw('drop function review_helpfulness_on_review_update()');
  await knex.raw('drop function review_helpfulness_on_review_insert()');
  await knex.raw('alter table reviews reset (fillfactor)');
  await knex.raw(
    "create index reviews_company_helpful_index on reviews (company_id, (upvotes + claps) desc, created_at desc, id desc) where status = 'published'",
  );
  await knex.schema.dropTable('review_helpfulness');
}
