import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { describe, expect, it } from 'vitest';
import { adminContext, cliContext, userContext } from '../../test/actorContexts.ts';
import { csvStream, HEADER } from '../../test/csv.ts';
import { useTestDatabase } from '../../test/database.ts';
import { buildCompany, buildReview, buildUser } from '../../test/factories.ts';
import { useTestServer } from '../../test/testServer.ts';
import { deleteCompany } from '../adminPanel/companies/deleteCompany.ts';
import { approveReview, rejectReview } from '../adminPanel/reviews/moderateReview.ts';
import { rebuildDerivedData } from '../companies/rebuildDerivedData.ts';
import { importReviews } from '../import/importReviews.ts';
import { deleteOwnReview } from './deleteOwnReview.ts';

type OrderRow = { reviewId: number; companyId: number; helpful: number; createdAt: string };

/** The stored order and the plain recount from the items it must always equal. */
async function storedAndRecount(knex: Knex): Promise<[OrderRow[], OrderRow[]]> {
  const stored = await knex.raw<{ rows: OrderRow[] }>(
    `select review_id as "reviewId", company_id as "companyId", helpful,
            created_at::text as "createdAt"
     from review_helpfulness order by 1`,
  );
  const recount = await knex.raw<{ rows: OrderRow[] }>(
    `select id as "reviewId", company_id as "companyId", upvotes + claps as helpful,
            created_at::text as "createdAt"
     from reviews where status = 'published' order by 1`,
  );
  return [stored.rows, recount.rows];
}

describe('review_helpfulness', () => {
  const db = useTestDatabase();
  const server = useTestServer(db);

  it('equals a recount after votes, posts, moderation, moves, deletes, the import and a rebuild', async () => {
    const knex = db().knex;
    const expectExact = async () => {
      const [stored, recount] = await storedAndRecount(knex);
      expect(stored).toEqual(recount);
      return stored;
    };
    const author = await buildUser(knex);
    const shop = await buildCompany(knex, {});
    const other = await buildCompany(knex, {});
    const first = await buildReview(knex, shop, { userId: author.id, upvotes: 2 });
    const second = await buildReview(knex, shop, { type: 'comment' });
    const held = await buildReview(knex, shop, { status: 'pending', holdReason: 'moderation' });
    const heldToo = await buildReview(knex, other, {
      status: 'pending',
      holdReason: 'moderation',
    });
    expect(await expectExact()).toContainEqual(
      expect.objectContaining({ reviewId: first.id, helpful: 2 }),
    );

    // Votes through the API: an upvote, a clap, a switch to a downvote (helpful falls).
    const browser = server().client();
    const vote = async (id: number, voteType: string) =>
      expect((await browser.post(`/api/reviews/${id}/vote`, { voteType })).status).toBeLessThan(
        300,
      );
    await vote(first.id, 'upvote');
    await vote(first.id, 'clap');
    await vote(second.id, 'upvote');
    expect(await expectExact()).toContainEqual(
      expect.objectContaining({ reviewId: first.id, helpful: 4 }),
    );
    await vote(second.id, 'downvote');
    expect(await expectExact()).toContainEqual(
      expect.objectContaining({ reviewId: second.id, helpful: 0 }),
    );

    // Moderation publishes one held item and rejects the other; a published one is held again.
    const admin = await adminContext(db());
    await approveReview(admin, held.id);
    await rejectReview(admin, heldToo.id);
    await expectExact();
    await knex('reviews')
      .where('id', second.id)
      .update({ status: 'pending', holdReason: 'moderation' });
    await expectExact();

    // An item moved to another company, and one whose date is corrected.
    await knex('reviews').where('id', first.id).update({ companyId: other.id });
    await knex('reviews')
      .where('id', held.id)
      .update({ createdAt: new Date('2026-01-02') });
    await expectExact();

    // The import's batches, and a plain multi-row insert.
    const csv = `${HEADER}\n${shop.domain},5,Good,Fine work,false,,,\n${other.domain},2,Slow,Late again,false,,,\n`;
    await importReviews(cliContext(db()), csvStream(csv));
    await expectExact();

    // Deletes: by the author, a bulk delete, and a company with its items (the cascade).
    const authorCtx = userContext(db(), author);
    await deleteOwnReview(authorCtx, first.id);
    await expectExact();
    const extra = await buildReview(knex, shop, { visitorId: randomUUID() });
    await knex('reviews').whereIn('id', [extra.id]).delete();
    await expectExact();
    await deleteCompany(admin, shop.id);
    const afterDeletes = await expectExact();
    expect(afterDeletes.some((row) => row.companyId === shop.id)).toBe(false);

    // A rebuild from scratch gives the same table.
    await knex('review_helpfulness').update({ helpful: 99 });
    await rebuildDerivedData(knex);
    expect(await expectExact()).toEqual(afterDeletes);
  });

  it('leaves a vote to update its item in place: no index of the items covers its counters', async () => {
    const knex = db().knex;
    const review = await buildReview(knex, await buildCompany(knex, {}));
    await knex.transaction(async (trx) => {
      // This transaction's own statistics (the test's setup may share the transaction).
      const updates = async () =>
        (
          await trx.raw<{ rows: Array<{ updated: number; hot: number }> }>(
            `select n_tup_upd::int as updated, n_tup_hot_upd::int as hot
             from pg_stat_xact_user_tables where relname = 'reviews'`,
          )
        ).rows[0] ?? { updated: 0, hot: 0 };
      const before = await updates();
      await trx('reviews').where('id', review.id).increment({ upvotes: 1, claps: 1, downvotes: 1 });
      // The update was HOT (heap-only: no index entry written).
      const after = await updates();
      expect({ updated: after.updated - before.updated, hot: after.hot - before.hot }).toEqual({
        updated: 1,
        hot: 1,
      });
    });
    expect(await knex('review_helpfulness').where('reviewId', review.id).first('helpful')).toEqual({
      helpful: review.upvotes + review.claps + 2,
    });
  });

  it('is emptied with the items by a truncate', async () => {
    const knex = db().knex;
    await buildReview(knex, await buildCompany(knex, {}));
    await knex.raw('truncate reviews cascade');
    expect(await knex('review_helpfulness').select()).toEqual([]);
  });
});
