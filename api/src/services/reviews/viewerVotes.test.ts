import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sqlText } from '../../db/sql.ts';
import { useTestDatabase } from '../../test/database.ts';
import { buildCompany, buildReview } from '../../test/factories.ts';
import { genericPlan, insertPlainReviews, readsOf } from '../../test/genericPlans.ts';
import { myVoteSql } from './viewerVotes.ts';

describe('myVoteSql: the viewer’s own vote on an item', () => {
  const db = useTestDatabase();

  it('is one index look-up per voter id, however many votes the item has', async () => {
    const knex = db().knex;
    const company = await buildCompany(knex);
    // 400 items with one vote each and one with 300, as on a live site: the planner then takes an
    // item to have about one vote, and a generic plan that filters the item's votes by voter
    // reads all 300.
    await insertPlainReviews(knex, company.id, 400);
    const hot = await buildReview(knex, company);
    await knex.raw(
      `insert into review_votes (review_id, voter_id, vote_type)
       select id, gen_random_uuid(), 'upvote' from reviews where company_id = ? and id <> ?`,
      [company.id, hot.id],
    );
    await knex.raw(
      `insert into review_votes (review_id, voter_id, vote_type)
       select ?, gen_random_uuid(), case when i % 4 = 0 then 'clap' else 'upvote' end
       from generate_series(1, 300) as i`,
      [hot.id],
    );
    // A user who voted down in this browser before signing in (a vote that stayed under the
    // browser's id), then up and a clap as themselves.
    const user = randomUUID();
    const browser = randomUUID();
    for (const [voterId, voteType] of [
      [browser, 'downvote'],
      [user, 'upvote'],
      [user, 'clap'],
    ]) {
      await knex('review_votes').insert({ reviewId: hot.id, voterId, voteType });
    }
    await knex.raw('analyze review_votes');

    const mine = myVoteSql(sqlText('$1'), [sqlText('$2'), sqlText('$3')]);
    await knex.transaction(async (trx) => {
      await trx.raw(
        `prepare my_vote (int, uuid, uuid) as
         select ${mine.opinion.text} as opinion, ${mine.clapped.text} as clapped`,
      );
      const plan = await genericPlan(trx, 'my_vote', [hot.id, user, browser]);
      const scans = readsOf(plan, 'review_votes');
      expect(scans.length).toBeGreaterThanOrEqual(2);
      for (const scan of scans) expect(scan['Index Cond']).toMatch(/voter_id = \$[23]/);

      const answer = async (...voterIds: Array<string | null>) => {
        const ids = voterIds.map((id) => (id ? `'${id}'` : 'null')).join(', ');
        return (await trx.raw(`execute my_vote(${hot.id}, ${ids})`)).rows[0];
      };
      // The latest opinion of the two ids, and a clap under either.
      expect(await answer(user, browser)).toEqual({ opinion: 'upvote', clapped: true });
      expect(await answer(browser, null)).toEqual({ opinion: 'downvote', clapped: false });
      expect(await answer(randomUUID(), null)).toEqual({ opinion: null, clapped: false });
      await trx.raw('deallocate my_vote');
    });
  });
});
