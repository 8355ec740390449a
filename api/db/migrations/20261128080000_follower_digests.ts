import type { Knex } from 'knex';

/**
 * Followers hear back (issue 37 item 4).
 *
 * - `reviews.published_at`: when a review went public, set by a trigger on whatever path
 *   publishes it (a post published at once, a held review released or approved later), so the
 *   digest finds "new since the last mail" without every path remembering to stamp it. Reviews
 *   published before this migration get their `created_at`.
 * - `follower_digests`: one row per follower per UTC day a digest was mailed, written in the
 *   same transaction as the mail's claim: the primary key makes it at most one a day, across
 *   restarts and instances. `covered_until` is where the next digest starts.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('reviews', (t) => {
    t.timestamp('published_at', { useTz: true });
  });
  await knex.raw("update reviews set published_at = created_at where status = 'published'");
  await knex.raw(`
    create function reviews_stamp_published_at() returns trigger language plpgsql as $$
    begin
      if new.status = 'published' then
        if tg_op = 'INSERT' then
          new.published_at := coalesce(new.published_at, now());
        elsif old.status is distinct from 'published' then
          new.published_at := now();
        end if;
      end if;
      return new;
    end $$`);
  await knex.raw(`
    create trigger reviews_stamp_published_at before insert or update of status on reviews
    for each row execute function reviews_stamp_published_at()`);
  await knex.raw(
    'create index reviews_company_published_at_index on reviews (company_id, published_at) where published_at is not null',
  );
  await knex.schema.createTable('follower_digests', (t) => {
    t.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.date('day').notNullable();
    t.timestamp('covered_until', { useTz: true }).notNullable();
    t.integer('company_count').notNullable();
    t.timestamp('sent_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['user_id', 'day']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('follower_digests');
  await knex.raw('drop index if exists reviews_company_published_at_index');
  await knex.raw('drop trigger reviews_stamp_published_at on reviews');
  await knex.raw('drop function reviews_stamp_published_at()');
  await knex.schema.alterTable('reviews', (t) => {
    t.dropColumn('published_at');
  });
}
