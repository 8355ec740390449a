import { describe, expect, it } from 'vitest';
import { countRows } from '../src/test/count.ts';
import { useTestDatabase } from '../src/test/database.ts';

/** The database itself refuses bad data, whatever code writes it. */
describe('data model constraints', () => {
  const db = useTestDatabase();
  const knex = () => db().knex;

  async function company(domain: string) {
    const [row] = await knex()('companies').insert({ domain, name: domain }).returning('*');
    return row as { id: number };
  }

  async function review(companyId: number, values: Record<string, unknown> = {}) {
    const [row] = await knex()('reviews')
      .insert({ companyId, title: 'Title', content: 'Content', rating: 4, ...values })
      .returning('*');
    return row as { id: number };
  }

  const violates = (promise: Promise<unknown>, code: string) =>
    expect(promise).rejects.toMatchObject({ code });

  it('refuses a rating of 6 or 0, and accepts 1 to 5', async () => {
    const { id } = await company('ratings.com');
    await violates(review(id, { rating: 6 }), '23514');
    await violates(review(id, { rating: 0 }), '23514');
    await expect(review(id, { rating: 5 })).resolves.toBeDefined();
  });

  it('keeps type, rating and the complaint flag consistent', async () => {
    const { id } = await company('types.com');
    await violates(review(id, { type: 'rant' }), '23514');
    // A comment has no rating; a review must have one.
    await violates(review(id, { type: 'comment', rating: 3 }), '23514');
    await violates(review(id, { type: 'review', rating: null }), '23514');
    await violates(review(id, { type: 'complaint', isComplaint: false }), '23514');
    await violates(review(id, { type: 'review', isComplaint: true }), '23514');
    await expect(review(id, { type: 'comment', rating: null })).resolves.toBeDefined();
    await expect(
      review(id, { type: 'complaint', isComplaint: true, rating: 1, complaintStatus: 'pending' }),
    ).resolves.toBeDefined();
    await violates(review(id, { complaintStatus: 'pending' }), '23514');
    await violates(review(id, { title: '   ' }), '23514');
  });

  it('refuses unknown vote types and a second vote of one kind by one voter', async () => {
    const { id: companyId } = await company('votes.com');
    const { id: reviewId } = await review(companyId);
    const voterId = crypto.randomUUID();
    await violates(knex()('reviewVotes').insert({ reviewId, voterId, voteType: 'like' }), '23514');
    await knex()('reviewVotes').insert({ reviewId, voterId, voteType: 'upvote' });
    await violates(
      knex()('reviewVotes').insert({ reviewId, voterId, voteType: 'downvote' }),
      '23505',
    );
    // A clap is separate from the up/down opinion, once.
    await knex()('reviewVotes').insert({ reviewId, voterId, voteType: 'clap' });
    await violates(knex()('reviewVotes').insert({ reviewId, voterId, voteType: 'clap' }), '23505');
  });

  it('refuses unknown statuses and roles', async () => {
    const { id: companyId } = await company('status.com');
    await violates(
      knex()('claimRequests').insert({ companyId, email: 'a@status.com', status: 'maybe' }),
      '23514',
    );
    await violates(
      knex()('reports').insert({
        companyId,
        companyDomain: 'status.com',
        issue: 'x',
        status: 'open',
      }),
      '23514',
    );
    await violates(
      knex()('adminUsers').insert({
        email: 'a@b.co',
        password: 'x',
        firstName: 'A',
        lastName: 'B',
        role: 'owner',
      }),
      '23514',
    );
    await violates(knex()('jobs').insert({ type: 'x', status: 'paused' }), '23514');
  });

  it('keeps domains unique, and emails unique whatever their case', async () => {
    await company('unique.com');
    await violates(company('unique.com'), '23505');
    await knex()('users').insert({ email: 'Ann@Example.com', password: 'x' });
    await violates(knex()('users').insert({ email: 'ann@example.com', password: 'x' }), '23505');
  });

  it('allows one pending claim per company and email', async () => {
    const { id: companyId } = await company('claims.com');
    await knex()('claimRequests').insert({ companyId, email: 'boss@claims.com' });
    await violates(
      knex()('claimRequests').insert({ companyId, email: 'BOSS@claims.com' }),
      '23505',
    );
    await knex()('claimRequests').where({ companyId }).update({ status: 'rejected' });
    await knex()('claimRequests').insert({ companyId, email: 'boss@claims.com' });
  });

  it('allows one live job per unique key', async () => {
    await knex()('jobs').insert({ type: 'categorize', uniqueKey: 'categorize' });
    await violates(knex()('jobs').insert({ type: 'categorize', uniqueKey: 'categorize' }), '23505');
    await knex()('jobs').where({ uniqueKey: 'categorize' }).update({ status: 'completed' });
    await knex()('jobs').insert({ type: 'categorize', uniqueKey: 'categorize' });
  });

  it('deleting a company removes its reviews, votes, replies, claims and reports', async () => {
    const { id: companyId } = await company('cascade.com');
    const { id: reviewId } = await review(companyId);
    const [reply] = await knex()('reviewReplies')
      .insert({ reviewId, content: 'Hi' })
      .returning('id');
    await knex()('reviewReplies').insert({ reviewId, content: 'Nested', parentReplyId: reply.id });
    await knex()('reviewVotes').insert({
      reviewId,
      voterId: crypto.randomUUID(),
      voteType: 'clap',
    });
    await knex()('claimRequests').insert({ companyId, email: 'x@cascade.com' });
    await knex()('reports').insert({
      companyId,
      companyDomain: 'cascade.com',
      issue: 'Wrong phone',
    });
    const other = await company('survivor.com');
    await review(other.id);

    await knex()('companies').where({ id: companyId }).delete();

    const left = (table: string, column: string, value: number) =>
      countRows(knex(), table, { [column]: value });
    expect(await left('reviews', 'companyId', companyId)).toBe(0);
    expect(await left('reviewVotes', 'reviewId', reviewId)).toBe(0);
    expect(await left('reviewReplies', 'reviewId', reviewId)).toBe(0);
    expect(await left('claimRequests', 'companyId', companyId)).toBe(0);
    expect(await left('reports', 'companyId', companyId)).toBe(0);
    expect(await left('reviews', 'companyId', other.id)).toBe(1);
  });

  it('deleting a user keeps their reviews, anonymised', async () => {
    const { id: companyId } = await company('users-cascade.com');
    const [user] = await knex()('users')
      .insert({ email: 'gone@x.com', password: 'x' })
      .returning('id');
    const { id } = await review(companyId, { userId: user.id });
    await knex()('users').where({ id: user.id }).delete();
    const kept = await knex()('reviews').where({ id }).first();
    expect(kept.userId).toBeNull();
  });
});
