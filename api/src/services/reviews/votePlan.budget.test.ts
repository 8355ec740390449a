import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { recordStatements } from '../../test/countQueries.ts';
import { useTestDatabase } from '../../test/database.ts';
import { buildCompany } from '../../test/factories.ts';
import {
  genericPlan,
  insertPlainReviews,
  type PlanNode,
  readsOf,
} from '../../test/genericPlans.ts';
import { useTestServer } from '../../test/testServer.ts';

/*
 * A budget, not a behaviour: it pins how PostgreSQL plans the vote's statements that read
 * `review_votes` (an index probe by item and voter, never a range of the voter's votes). When a
 * planner or index change makes another plan right, update the expected index conditions and
 * say in the commit what the new plan reads.
 */

describe("the vote's statements", () => {
  const db = useTestDatabase();
  const server = useTestServer(db);

  it('reads votes by item and voter together, however many votes the voter has cast', async () => {
    const knex = db().knex;
    const company = await buildCompany(knex);
    await insertPlainReviews(knex, company.id, 400);
    // One visitor who voted on all 400 items, and 4,000 who voted once, as on the bench
    // database: a voter then looks like about one row, and the voter's index alone looked as
    // good as the (item, voter) one, so a vote read every earlier vote of its voter.
    await knex.raw(
      `insert into review_votes (review_id, voter_id, vote_type)
       select id, ?, 'upvote' from reviews where company_id = ?
       union all
       select id, gen_random_uuid(), 'downvote' from reviews, generate_series(1, 10)
       where company_id = ?`,
      [randomUUID(), company.id, company.id],
    );
    await knex.raw('analyze review_votes');

    // The statements as the API runs them (their texts and values), from real votes: a new one
    // (the insert, then the counters with the voter's votes the answer reports), and a switch.
    const [item] = await knex('reviews').where({ companyId: company.id }).select('id').limit(1);
    const voter = server().client();
    const statements = await recordStatements(knex, async () => {
      const answer = await voter.post(`/api/reviews/${item.id}/vote`, { voteType: 'upvote' });
      expect(answer.status).toBe(201);
      const switched = await voter.post(`/api/reviews/${item.id}/vote`, { voteType: 'downvote' });
      expect(switched.status).toBe(200);
    });
    const readingVotes = statements.filter(
      (query) => /review_votes/.test(query.sql) && !/^\s*insert/i.test(query.sql),
    );
    expect(readingVotes.length).toBeGreaterThanOrEqual(3);

    const reads: PlanNode[] = [];
    await knex.transaction(async (trx) => {
      for (const [index, statement] of readingVotes.entries()) {
        let position = 0;
        const numbered = statement.sql.replace(/\?/g, () => `$${++position}`);
        await trx.raw(`prepare vote_plan_${index} as ${numbered}`);
        reads.push(
          ...readsOf(
            await genericPlan(trx, `vote_plan_${index}`, statement.bindings ?? []),
            'review_votes',
          ),
        );
      }
    });
    // The opposite opinion to switch, and the voter's votes the answer reports.
    expect(reads.length).toBeGreaterThanOrEqual(3);
    for (const read of reads) {
      expect(read['Index Cond']).toMatch(/review_id = /);
      expect(read['Index Cond']).toMatch(/voter_id = /);
    }
  });
});
