import type { Knex } from 'knex';
import { describe, expect, it } from 'vitest';
import { ALL_SUBCATEGORIES, CATALOGUE } from '#shared/catalogue/catalogue';
import { createContext } from '../../context.ts';
import { applyProfile } from '../../jobs/applyProfile.ts';
import { adminContext, cliContext } from '../../test/actorContexts.ts';
import { csvStream, HEADER } from '../../test/csv.ts';
import { useTestDatabase } from '../../test/database.ts';
import { buildCompany, buildReview } from '../../test/factories.ts';
import { insertCompanies, profileFor } from '../../test/jobs.ts';
import { testConfig } from '../../test/testServer.ts';
import { deleteCompany } from '../adminPanel/companies/deleteCompany.ts';
import { createCompany, updateCompany } from '../adminPanel/companies/saveCompany.ts';
import { importReviews } from '../import/importReviews.ts';
import { countCompaniesBySubcategory } from './countCompaniesBySubcategory.ts';
import { applyReviewToCounters, recomputeCompanyCounters } from './counters.ts';
import { listCategoryCompanies } from './listCategoryCompanies.ts';
import { rebuildDerivedData } from './rebuildDerivedData.ts';
import { refreshTrustScores, refreshTrustScoresWhenDue } from './refreshTrustScores.ts';
import { trustScore, trustScoreSql } from './trustScore.ts';

type CountRow = { category: string; subcategory: string; n: number };

/** The counts table, and the plain recount it must always equal (zero rows aside). */
async function countsAndRecount(knex: Knex): Promise<[CountRow[], CountRow[]]> {
  const stored = await knex.raw<{ rows: CountRow[] }>(
    `select category, subcategory, company_count::int as n from company_category_counts
     where company_count <> 0 order by 1, 2`,
  );
  const recount = await knex.raw<{ rows: CountRow[] }>(
    `select coalesce(category, '') as category, coalesce(subcategory, '') as subcategory,
            count(*)::int as n
     from companies where category is not null or subcategory is not null
     group by 1, 2 order by 1, 2`,
  );
  return [stored.rows, recount.rows];
}

describe('company_category_counts', () => {
  const db = useTestDatabase();

  it('equals a recount after inserts, imports, recategorisation, admin edits and deletes', async () => {
    const knex = db().knex;
    const expectExact = async () => {
      const [stored, recount] = await countsAndRecount(knex);
      expect(stored).toEqual(recount);
      return stored;
    };
    const [pets, cats] = ['Pet Stores', 'Cats & Dogs'];
    const animals = 'Animals & Pets';

    // Single inserts and one multi-row insert (one statement-level trigger call).
    const a = await buildCompany(knex, { category: animals, subcategory: pets });
    await buildCompany(knex, { category: animals, subcategory: pets });
    await buildCompany(knex, { category: animals });
    await buildCompany(knex, {});
    const bulk = await insertCompanies(knex, [
      { domain: 'bulk-1.com', category: animals, subcategory: cats },
      { domain: 'bulk-2.com', category: animals, subcategory: cats },
      { domain: 'bulk-3.com' },
    ]);
    expect(await expectExact()).toContainEqual({ category: animals, subcategory: pets, n: 2 });

    // An import creates uncategorised companies (and skips known domains).
    const csv = `${HEADER}\nnew-one.com,5,Good,Fine work,false,,,\nbulk-1.com,4,Ok,Fine,false,,,\n`;
    const summary = await importReviews(cliContext(db()), csvStream(csv));
    expect(summary).toMatchObject({ imported: 2, companiesCreated: 1 });
    await expectExact();

    // The categorisation job applies a profile (recategorises), as enrichment does.
    const jobCtx = createContext({ db: db(), config: testConfig(), knex });
    const [created] = await knex('companies').where({ domain: 'new-one.com' }).select('id');
    await knex.transaction((trx) =>
      applyProfile({ ...jobCtx, knex: trx }, created.id, profileFor(animals, pets), {
        fields: 'fill',
        category: 'always',
      }),
    );
    await knex.transaction((trx) =>
      applyProfile(
        { ...jobCtx, knex: trx },
        bulk[0]!.id,
        profileFor('Beauty & Well-being', 'Personal Care'),
        {
          fields: 'fill',
          category: 'always',
        },
      ),
    );
    expect(await expectExact()).toContainEqual({ category: animals, subcategory: pets, n: 3 });

    // Admin: create, move to another subcategory, to a category alone, clear, delete.
    const admin = await adminContext(db());
    const added = await createCompany(admin, {
      domain: 'added.com',
      name: 'Added',
      subcategory: cats,
    });
    await expectExact();
    await updateCompany(admin, a.id, { subcategory: cats });
    await updateCompany(admin, added.id, { category: 'Beauty & Well-being' });
    await expectExact();
    await updateCompany(admin, added.id, { category: null, subcategory: null });
    await updateCompany(admin, bulk[1]!.id, { name: 'Renamed only' });
    await expectExact();
    await deleteCompany(admin, a.id);
    await knex('companies').whereIn('id', [bulk[1]!.id, bulk[2]!.id]).delete();
    await expectExact();

    // The endpoint's answer is the table's.
    const counts = await countCompaniesBySubcategory(admin);
    expect(Object.keys(counts)).toHaveLength(ALL_SUBCATEGORIES.length);
    expect(counts[pets]).toBe(2);
    expect(counts[cats]).toBe(0);
    expect(counts['Personal Care']).toBe(1);

    // A rebuild from scratch gives the same table; so does truncating and rebuilding.
    const before = await expectExact();
    await knex('company_category_counts').update({ companyCount: 99 });
    await rebuildDerivedData(knex);
    expect(await expectExact()).toEqual(before);
  });

  it('is emptied with the companies by a truncate', async () => {
    const knex = db().knex;
    await buildCompany(knex, { category: 'Animals & Pets', subcategory: 'Pet Stores' });
    await knex.raw('truncate companies cascade');
    const [stored, recount] = await countsAndRecount(knex);
    expect(stored).toEqual([]);
    expect(recount).toEqual([]);
  });
});

describe('stored trust score', () => {
  const db = useTestDatabase();
  const DAY = 24 * 60 * 60 * 1000;

  const storedScores = async (knex: Knex, ids: number[]) =>
    new Map(
      (
        await knex('companies')
          .whereIn('id', ids)
          .select('id', 'trustScore', 'trustWeightSum', 'trustRatingSum', 'ratingCount')
      ).map(
        (row: {
          id: number;
          trustScore: number;
          trustWeightSum: number;
          trustRatingSum: number;
          ratingCount: number;
        }) => [row.id, row],
      ),
    );

  it('follows every change of the rating sums, whatever writes them', async () => {
    const knex = db().knex;
    // Unrated: stored at 0, so it lists after every rated company (and the API says null).
    const fresh = await buildCompany(knex);
    expect((await storedScores(knex, [fresh.id])).get(fresh.id)!.trustScore).toBe(0);

    const rated = await buildCompany(knex);
    const old = await buildReview(knex, rated, {
      rating: 1,
      createdAt: new Date(Date.now() - 400 * DAY),
    });
    await buildReview(knex, rated, { rating: 5 });
    const check = async () => {
      const row = (await storedScores(knex, [rated.id])).get(rated.id)!;
      expect(row.trustScore).toBeCloseTo(trustScore(row)!, 6);
      return row.trustScore;
    };
    const withBoth = await check();
    await applyReviewToCounters(knex, { ...old, companyId: rated.id }, -1);
    const withoutOld = await check();
    expect(withoutOld).toBeGreaterThan(withBoth);
    await knex('companies').where('id', rated.id).update({ trustWeightSum: 0, trustRatingSum: 0 });
    expect((await storedScores(knex, [rated.id])).get(rated.id)!.trustScore).toBe(3.5);
    await recomputeCompanyCounters(knex, [rated.id]);
    expect(await check()).toBeCloseTo(withBoth, 6);

    // The import's set-based counter update.
    const csv = `${HEADER}\n${rated.domain},1,Bad,Bad work,false,,,\n`;
    await importReviews(cliContext(db()), csvStream(csv));
    expect(await check()).toBeLessThan(withBoth);
  });

  it('is brought within the tolerance of now by a rebuild (after a load with triggers off)', async () => {
    const knex = db().knex;
    const company = await buildCompany(knex);
    await buildReview(knex, company, { rating: 5 });
    await knex('companies').where('id', company.id).update({ trustScore: 3.5 });
    await knex('derived_data_refreshes').delete();
    await rebuildDerivedData(knex);
    const row = (await storedScores(knex, [company.id])).get(company.id)!;
    expect(row.trustScore).toBeCloseTo(trustScore(row)!, 6);
    // The scores are current, so the daily refresh is not due after a rebuild.
    expect(await refreshTrustScoresWhenDue(knex)).toBeUndefined();
  });

  it('is refreshed to one instant by the daily refresh, which one caller claims at a time', async () => {
    const knex = db().knex;
    const company = await buildCompany(knex);
    await buildReview(knex, company, { rating: 5 });
    await knex('companies').where('id', company.id).update({ trustScore: 1 });
    const later = new Date(Date.now() + 400 * DAY);
    expect(await refreshTrustScores(knex, later)).toBeGreaterThanOrEqual(1);
    const row = (await storedScores(knex, [company.id])).get(company.id)!;
    expect(row.trustScore).toBeCloseTo(trustScore(row, later)!, 9);

    await knex('companies').where('id', company.id).update({ trustScore: 1 });
    await knex('derived_data_refreshes').delete();
    expect(await refreshTrustScoresWhenDue(knex)).toBeGreaterThanOrEqual(1);
    expect(await refreshTrustScoresWhenDue(knex)).toBeUndefined();
    const refreshed = (await storedScores(knex, [company.id])).get(company.id)!;
    expect(refreshed.trustScore).toBeCloseTo(trustScore(refreshed)!, 6);
  });
});

describe('category pages', () => {
  const db = useTestDatabase();

  it('list in the order of the plain trust score expression, with the recounted total', async () => {
    const knex = db().knex;
    const ctx = createContext({ db: db(), config: testConfig() });
    const animals = CATALOGUE.find((c) => c.name === 'Animals & Pets')!;
    const subs = animals.subcategories.map((s) => s.name);
    // A deterministic spread: distinct rating mixes, some ties on score broken by count and id.
    let seed = 7;
    const next = () => {
      seed = (seed * 48271) % 2147483647;
      return seed / 2147483647;
    };
    for (let i = 0; i < 60; i++) {
      const subcategory = i % 7 === 0 ? null : subs[i % subs.length]!;
      const company = await buildCompany(knex, { category: animals.name, subcategory });
      const reviews = Math.floor(next() * 5);
      for (let r = 0; r < reviews; r++) {
        await buildReview(knex, company, {
          rating: 1 + Math.floor(next() * 5),
          createdAt: new Date(Date.now() - Math.floor(next() * 900) * 24 * 60 * 60 * 1000),
        });
      }
    }
    await buildCompany(knex, { category: 'Beauty & Well-being', subcategory: 'Personal Care' });
    await refreshTrustScores(knex); // every stored score as of one instant, as the plain query

    const plain = async (where: string, bindings: Knex.RawBinding[]) => {
      const score = trustScoreSql('companies');
      const { rows } = await knex.raw<{ rows: Array<{ id: number }> }>(
        `select id from companies where ${where}
         order by ${score.sql} desc, review_count desc, id`,
        [...bindings, ...score.bindings],
      );
      return rows.map((row) => row.id);
    };
    const expectedMain = await plain('subcategory = any(?) or category = ?', [subs, animals.name]);
    const main = await listCategoryCompanies(ctx, animals.slug, { limit: 100, offset: 0 });
    expect(main.companies.map((c) => c.id)).toEqual(expectedMain);
    expect(main.total).toBe(expectedMain.length);
    // Unrated companies ("Not yet rated", trustScore null) come after every rated one.
    const rated = main.companies.map((c) => c.ratingCount > 0);
    const firstUnrated = rated.indexOf(false);
    expect(firstUnrated).toBeGreaterThan(0);
    expect(rated.slice(firstUnrated).every((isRated) => !isRated)).toBe(true);
    const paged = await listCategoryCompanies(ctx, animals.slug, { limit: 10, offset: 20 });
    expect(paged.companies.map((c) => c.id)).toEqual(expectedMain.slice(20, 30));
    expect(paged.total).toBe(expectedMain.length);

    for (const sub of animals.subcategories) {
      const expected = await plain('subcategory = ?', [sub.name]);
      const page = await listCategoryCompanies(ctx, sub.slug, { limit: 100, offset: 0 });
      expect(page.companies.map((c) => c.id)).toEqual(expected);
      expect(page.total).toBe(expected.length);
    }
  });
});
