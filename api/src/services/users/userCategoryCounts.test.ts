import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { describe, expect, it } from 'vitest';
import { createContext } from '../../context.ts';
import { applyProfile } from '../../jobs/applyProfile.ts';
import { adminContext, cliContext, userContext } from '../../test/actorContexts.ts';
import { csvStream, HEADER } from '../../test/csv.ts';
import { useTestDatabase } from '../../test/database.ts';
import { buildCompany, buildReview, buildUser, TEST_PASSWORD } from '../../test/factories.ts';
import { profileFor } from '../../test/jobs.ts';
import { testConfig } from '../../test/testServer.ts';
import { deleteAccount } from '../account/deleteAccount.ts';
import { deleteCompany } from '../adminPanel/companies/deleteCompany.ts';
import { updateCompany } from '../adminPanel/companies/saveCompany.ts';
import { approveReview, rejectReview } from '../adminPanel/reviews/moderateReview.ts';
import { rebuildDerivedData } from '../companies/rebuildDerivedData.ts';
import { importReviews } from '../import/importReviews.ts';
import { deleteOwnReview } from '../reviews/deleteOwnReview.ts';
import { getUserStats } from './getUserStats.ts';

type CountRow = { userId: string; category: string; n: number };

/** The stored counts and the plain recount they must always equal (zero rows aside). */
async function countsAndRecount(knex: Knex): Promise<[CountRow[], CountRow[]]> {
  const stored = await knex.raw<{ rows: CountRow[] }>(
    `select user_id as "userId", category, review_count::int as n from user_category_counts
     where review_count <> 0 order by 1, 2`,
  );
  const recount = await knex.raw<{ rows: CountRow[] }>(
    `select r.user_id as "userId", coalesce(c.category, '') as category, count(*)::int as n
     from reviews r join companies c on c.id = r.company_id
     where r.user_id is not null and r.status = 'published'
     group by 1, 2 order by 1, 2`,
  );
  return [stored.rows, recount.rows];
}

describe('user_category_counts', () => {
  const db = useTestDatabase();

  it('equals a recount after posts, moderation, moves, deletes, recategorisation and erasure', async () => {
    const knex = db().knex;
    const expectExact = async () => {
      const [stored, recount] = await countsAndRecount(knex);
      expect(stored).toEqual(recount);
      return stored;
    };
    const animals = 'Animals & Pets';
    const beauty = 'Beauty & Well-being';
    const [ann, bob] = [await buildUser(knex), await buildUser(knex)];
    const pets = await buildCompany(knex, { category: animals, subcategory: 'Pet Stores' });
    const salon = await buildCompany(knex, { category: beauty });
    const plain = await buildCompany(knex, {});

    // Posts by users (published and held), by a visitor, and of every type.
    const first = await buildReview(knex, pets, { userId: ann.id });
    await buildReview(knex, pets, { userId: ann.id, type: 'complaint' });
    await buildReview(knex, salon, { userId: ann.id, type: 'comment' });
    await buildReview(knex, plain, { userId: bob.id });
    const held = await buildReview(knex, salon, {
      userId: bob.id,
      status: 'pending',
      holdReason: 'moderation',
    });
    const heldToo = await buildReview(knex, pets, {
      userId: bob.id,
      status: 'pending',
      holdReason: 'moderation',
    });
    await buildReview(knex, pets, { visitorId: randomUUID() });
    expect(await expectExact()).toContainEqual({ userId: ann.id, category: animals, n: 2 });

    // The import writes author-less items (the WHEN clause skips them).
    const csv = `${HEADER}\n${pets.domain},5,Good,Fine work,false,,,\n`;
    await importReviews(cliContext(db()), csvStream(csv));
    await expectExact();

    // Moderation publishes one held item and rejects the other.
    const admin = await adminContext(db());
    await approveReview(admin, held.id);
    await rejectReview(admin, heldToo.id);
    expect(await expectExact()).toContainEqual({ userId: bob.id, category: beauty, n: 1 });

    // An item moved to another company, and given to another author.
    await knex('reviews').where('id', first.id).update({ companyId: salon.id });
    await expectExact();
    await knex('reviews').where('id', first.id).update({ userId: bob.id });
    await expectExact();

    // Recategorisation: by the admin (to none, then back) and by the categorisation job.
    await updateCompany(admin, salon.id, { category: null, subcategory: null });
    await expectExact();
    await updateCompany(admin, salon.id, { category: beauty });
    const job = createContext({ db: db(), config: testConfig(), knex });
    await knex.transaction((trx) =>
      applyProfile({ ...job, knex: trx }, plain.id, profileFor(animals, 'Cats & Dogs'), {
        fields: 'fill',
        category: 'always',
      }),
    );
    expect(await expectExact()).toContainEqual({ userId: bob.id, category: animals, n: 1 });

    // Deletes: by the author, a bulk delete, and a company with its items (the cascade).
    const bobCtx = userContext(db(), bob);
    await deleteOwnReview(bobCtx, first.id);
    await expectExact();
    const extra = await buildReview(knex, salon, { userId: ann.id });
    await buildReview(knex, salon, { userId: ann.id });
    await knex('reviews').whereIn('id', [extra.id]).delete();
    await expectExact();
    await deleteCompany(admin, pets.id);
    await expectExact();

    // Erasure: the account's items stay, anonymised, and no longer count for anyone.
    const annCtx = userContext(db(), ann);
    await deleteAccount(annCtx, { password: TEST_PASSWORD });
    const afterErasure = await expectExact();
    expect(afterErasure.some((row) => row.userId === ann.id)).toBe(false);

    // A rebuild from scratch gives the same table.
    await knex('user_category_counts').update({ reviewCount: 99 });
    await rebuildDerivedData(knex);
    expect(await expectExact()).toEqual(afterErasure);
  });

  it('is what the profile statistics show, uncategorised and "General" companies as one', async () => {
    const knex = db().knex;
    const user = await buildUser(knex);
    const animals = await buildCompany(knex, { category: 'Animals & Pets' });
    const general = await buildCompany(knex, { category: 'General' });
    const none = await buildCompany(knex, {});
    for (const company of [animals, animals, animals, general, none]) {
      await buildReview(knex, company, { userId: user.id });
    }
    await buildReview(knex, none, { userId: user.id, status: 'pending', holdReason: 'moderation' });
    await buildReview(knex, animals, { userId: (await buildUser(knex)).id });
    const ctx = createContext({ db: db(), config: testConfig() });

    const stats = await getUserStats(ctx, user.id);
    expect(stats.totalReviews).toBe(5);
    expect(stats.reviewCategories).toEqual([
      { category: 'Animals & Pets', count: 3 },
      { category: 'General', count: 2 },
    ]);

    // A category emptied by a move leaves a zero row, which the statistics skip.
    await updateCompany(await adminContext(db()), animals.id, { category: 'Beauty & Well-being' });
    expect((await getUserStats(ctx, user.id)).reviewCategories).toEqual([
      { category: 'Beauty & Well-being', count: 3 },
      { category: 'General', count: 2 },
    ]);
    expect(await knex('user_category_counts').where({ userId: user.id, reviewCount: 0 })).toEqual([
      expect.objectContaining({ category: 'Animals & Pets' }),
    ]);
  });

  it('is emptied with the reviews by a truncate', async () => {
    const knex = db().knex;
    const user = await buildUser(knex);
    await buildReview(knex, await buildCompany(knex, { category: 'Animals & Pets' }), {
      userId: user.id,
    });
    await knex.raw('truncate reviews cascade');
    expect(await knex('user_category_counts').select()).toEqual([]);
  });
});
