import type { Knex } from 'knex';

/**
 * Scores that need evidence (issue 34 items 3, 4 and 7).
 *
 * 1. A complaint is not a star rating (api/src/services/companies/starCounts.ts): the
 *    companies that have published complaints get their rating counters (count, sum, per-star
 *    counts, trust sums) recounted from their reviews alone.
 * 2. A company without a star rating has no trust score: the stored `trust_score` (the category
 *    pages' order) is 0 for it, so unrated companies list after every rated one instead of
 *    among them at the prior 3.5. The trigger of migration 20261124010101 keeps that.
 * 3. Awards need an average of at least 4.0 in the quarter: `award_quarters.min_average`
 *    records the minimum a quarter was computed with. The quarters computed before keep null,
 *    which makes the awards schedule compute them again by the new rule (computeDueAwards.ts);
 *    until it runs, their winners under 4.0 are taken out here and the places closed up, so no
 *    such winner is shown even for a minute.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create or replace function companies_set_trust_score() returns trigger language plpgsql as $$
    begin
      new.trust_score := case when new.rating_count > 0
        then company_trust_score(new.trust_weight_sum, new.trust_rating_sum, now()) else 0 end;
      return new;
    end $$`);
  await knex.raw('alter table companies alter column trust_score set default 0');
  await recountStarRatings(knex, "r.type = 'review'");
  await knex.raw(
    'update companies set trust_score = 0 where rating_count = 0 and trust_score <> 0',
  );

  await knex.schema.alterTable('award_quarters', (t) => {
    t.double('min_average');
  });
  await knex.raw(`
    delete from awards where award_type = 'category_winner'
      and (average_rating is null or average_rating < 4)`);
  await knex.raw(`
    update awards a set position = p.place
    from (select id, row_number() over (
            partition by year, quarter, award_type, category_id order by position) as place
          from awards where award_type = 'category_winner') p
    where a.id = p.id and a.position <> p.place`);
  await knex.raw(`
    update award_quarters q set winner_count = (
      select count(*) from awards a
      where a.award_type = 'category_winner' and a.year = q.year
        and a.quarter = 'Q' || q.quarter::text)`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('award_quarters', (t) => {
    t.dropColumn('min_average');
  });
  await knex.raw(`
    create or replace function companies_set_trust_score() returns trigger language plpgsql as $$
    begin
      new.trust_score := company_trust_score(new.trust_weight_sum, new.trust_rating_sum, now());
      return new;
    end $$`);
  await knex.raw('alter table companies alter column trust_score set default 3.5');
  await recountStarRatings(knex, 'r.rating is not null');
  await knex.raw('update companies set trust_score = 3.5 where rating_count = 0');
}

/**
 * Recounts the rating counters of the companies with published complaints, counting the
 * reviews `rated` selects (frozen here as it was written, like every migration's SQL).
 */
async function recountStarRatings(knex: Knex, rated: string): Promise<void> {
  const weight =
    'power(2::double precision, (extract(epoch from r.created_at) - 1577836800) / (180 * 86400))';
  await knex.raw(`
    update companies c set
      (rating_count, rating_sum, trust_weight_sum, trust_rating_sum, one_star_count,
       two_star_count, three_star_count, four_star_count, five_star_count) =
      (select count(*) filter (where ${rated}),
              coalesce(sum(r.rating) filter (where ${rated}), 0),
              coalesce(sum(${weight}) filter (where ${rated}), 0),
              coalesce(sum(r.rating * ${weight}) filter (where ${rated}), 0),
              count(*) filter (where ${rated} and r.rating = 1),
              count(*) filter (where ${rated} and r.rating = 2),
              count(*) filter (where ${rated} and r.rating = 3),
              count(*) filter (where ${rated} and r.rating = 4),
              count(*) filter (where ${rated} and r.rating = 5)
       from reviews r where r.company_id = c.id and r.status = 'published')
    where c.id in (select company_id from reviews where type = 'complaint' and status = 'published')`);
}
