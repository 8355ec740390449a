import { en } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ALL_SUBCATEGORIES } from '#shared/catalogue/catalogue';
import { useTestDatabase } from '../../src/test/database.ts';
import { generateScaleData, SMALL_VOCABULARY } from './generateScaleData.ts';

const indexDefinitions = async (knex: ReturnType<ReturnType<typeof useTestDatabase>>['knex']) => {
  const { rows } = await knex.raw<{ rows: Array<{ def: string }> }>(
    `select pg_get_indexdef(i.indexrelid) as def from pg_index i join pg_class t on t.oid = i.indrelid
     where t.relnamespace = 'public'::regnamespace order by 1`,
  );
  return rows.map((row) => row.def);
};

describe('generateScaleData (200 companies)', () => {
  const db = useTestDatabase();

  it('fills the catalogue with consistent counters and puts every index back', async () => {
    const { knex } = db();
    const before = await indexDefinitions(knex);
    const counts = await generateScaleData(knex, { companies: 200, reviews: 1000 });

    expect(counts.companies).toBe(200);
    expect(counts.reviews).toBeGreaterThan(700);
    expect(counts.reviews).toBeLessThan(1300);
    expect(counts.users).toBe(50);
    expect(counts.votes).toBeGreaterThan(0);
    expect(counts.replies).toBeGreaterThan(0);
    // Zipf-like: the top company has far more than the median one.
    expect(counts.topCompanyReviews).toBeGreaterThan(5 * Math.max(1, counts.medianCompanyReviews));
    expect(await indexDefinitions(knex)).toEqual(before);

    // Each item's counters are its vote and reply rows.
    const { rows: drift } = await knex.raw<{ rows: unknown[] }>(
      `select r.id from reviews r
       left join (select review_id, count(*) filter (where vote_type = 'upvote') as up,
                         count(*) filter (where vote_type = 'downvote') as down,
                         count(*) filter (where vote_type = 'clap') as claps
                  from review_votes group by review_id) v on v.review_id = r.id
       left join (select review_id, count(*) as n from review_replies group by review_id) p
              on p.review_id = r.id
       where r.upvotes <> coalesce(v.up, 0) or r.downvotes <> coalesce(v.down, 0)
          or r.claps <> coalesce(v.claps, 0) or r.reply_count <> coalesce(p.n, 0)`,
    );
    expect(drift).toEqual([]);

    // Each company's counters are a plain recount of its items.
    const { rows: companyDrift } = await knex.raw<{ rows: unknown[] }>(
      `select c.id from companies c
       left join (select company_id, count(*) as n,
                         -- Star ratings are reviews' (api/src/services/companies/starCounts.ts).
                         count(*) filter (where type = 'review' and rating is not null) as rated,
                         sum(rating) filter (where type = 'review') as total,
                         count(*) filter (where type = 'complaint') as complaints,
                         sum(upvotes) as up, sum(claps) as claps
                  from reviews group by company_id) r on r.company_id = c.id
       where c.review_count <> coalesce(r.n, 0) or c.rating_count <> coalesce(r.rated, 0)
          or c.rating_sum <> coalesce(r.total, 0) or c.complaint_count <> coalesce(r.complaints, 0)
          or c.upvote_count <> coalesce(r.up, 0) or c.clap_count <> coalesce(r.claps, 0)
          or (c.rating_count > 0) <> (c.trust_weight_sum > 0)`,
    );
    expect(companyDrift).toEqual([]);

    // The derived tables the loader's bypassed triggers keep: rebuilt from the rows.
    const { rows: countDrift } = await knex.raw<{ rows: unknown[] }>(
      `select coalesce(c.subcategory, d.subcategory) from
         (select coalesce(category, '') as category, coalesce(subcategory, '') as subcategory,
                 count(*) as n from companies where category is not null or subcategory is not null
          group by 1, 2) c
       full join company_category_counts d using (category, subcategory)
       where c.n is distinct from d.company_count`,
    );
    expect(countDrift).toEqual([]);
    const { rows: unscored } = await knex.raw<{ rows: unknown[] }>(
      'select id from companies where trust_score is null',
    );
    expect(unscored).toEqual([]);

    // Real-looking names and domains, all unique; categories from the catalogue.
    const companies: Array<{
      name: string;
      domain: string;
      category: string | null;
      subcategory: string | null;
    }> = await knex('companies').select('name', 'domain', 'category', 'subcategory');
    expect(new Set(companies.map((c) => c.domain)).size).toBe(200);
    for (const company of companies) {
      expect(company.domain).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*\.[a-z]+(\.[a-z]+)?$/);
      expect(company.name).toMatch(/^[A-Z][A-Za-z' -]+(, [A-Za-z' -]+ and [A-Za-z' -]+)?$/);
    }
    const subcategories = new Set(ALL_SUBCATEGORIES.map((s) => s.name));
    for (const company of companies.filter((c) => c.subcategory !== null)) {
      expect(subcategories.has(company.subcategory!)).toBe(true);
      expect(ALL_SUBCATEGORIES.find((s) => s.name === company.subcategory)!.categoryName).toBe(
        company.category,
      );
    }
    expect(new Set(companies.map((c) => c.subcategory)).size).toBeGreaterThan(50);

    // Ids the API accepts (RFC 4122 UUIDs), and reviews by existing users only.
    const users: Array<{ id: string }> = await knex('users').select('id');
    for (const user of users) expect(() => z.uuid().parse(user.id)).not.toThrow();
    const { rows: orphans } = await knex.raw<{ rows: unknown[] }>(
      `select 1 from reviews r where r.user_id is not null
         and not exists (select 1 from users u where u.id = r.user_id)
       union all select 1 from review_votes v where v.user_id is not null
         and not exists (select 1 from users u where u.id = v.user_id)
       union all select 1 from reviews r where not exists (select 1 from companies c where c.id = r.company_id)`,
    );
    expect(orphans).toEqual([]);

    // The id sequence continues after the generated ids (the app can create companies).
    const [created] = await knex('companies')
      .insert({ domain: 'new-company.example', name: 'New Company' })
      .returning('id');
    expect((created as { id: number }).id).toBe(201);
  });
});

describe('generateScaleData, small vocabulary', () => {
  const db = useTestDatabase();

  it('draws the names from the small vocabulary when asked', async () => {
    const { knex } = db();
    await generateScaleData(knex, { companies: 200, reviews: 200, vocabulary: 'small' });
    const vocabulary = new Set(
      ((en.person?.last_name as { generic?: string[] } | undefined)?.generic ?? []).slice(
        0,
        SMALL_VOCABULARY,
      ),
    );
    const companies: Array<{ name: string }> = await knex('companies').select('name');
    const words = new Set(
      companies.flatMap((c) =>
        c.name
          .split(/ - |, | and | /)
          .filter((w) => !['LLC', 'Inc', 'Group', 'Sons', ''].includes(w)),
      ),
    );
    for (const word of words) expect(vocabulary, word).toContain(word);
    expect(words.size).toBeGreaterThan(50);
  });
});
