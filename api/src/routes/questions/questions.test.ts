import { beforeEach, describe, expect, it } from 'vitest';
import type { AnswerItem, QuestionItem } from '#shared/schemas/responses/questions';
import { countRows } from '../../test/count.ts';
import { useTestDatabase } from '../../test/database.ts';
import { buildCompany, buildUser } from '../../test/factories.ts';
import { resetRateLimits } from '../../test/rateLimits.ts';
import { signInUser } from '../../test/signIn.ts';
import { newKey } from '../../test/testClient.ts';
import { useTestServer } from '../../test/testServer.ts';

describe('questions and answers', () => {
  const db = useTestDatabase();
  const server = useTestServer(db);
  beforeEach(() => resetRateLimits(db().knex));

  async function signedIn(overrides = {}) {
    const user = await buildUser(db().knex, overrides);
    const client = server().client();
    await signInUser(client, user);
    return { user, client };
  }

  describe('POST /api/companies/{id}/questions', () => {
    it('goes 401 → 400 → 404 → 201, writing only the question asked', async () => {
      const company = await buildCompany(db().knex);
      const before = await countRows(db().knex, 'questions');
      const anonymous = await server()
        .client()
        .post(`/api/companies/${company.id}/questions`, { title: 'Do you ship?' });
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toEqual({ message: 'Please sign in first' });

      const { client } = await signedIn();
      const empty = await client.post(`/api/companies/${company.id}/questions`, { title: '  ' });
      expect(empty.status).toBe(400);
      expect(empty.body).toMatchObject({ message: 'title: Please enter a question' });
      const long = await client.post(`/api/companies/${company.id}/questions`, {
        title: 'x'.repeat(201),
      });
      expect(long.body).toMatchObject({
        message: 'title: question must be at most 200 characters',
      });
      const missing = await client.post('/api/companies/999999/questions', { title: 'Hello?' });
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ message: 'Company not found' });
      expect(await countRows(db().knex, 'questions')).toBe(before);

      const asked = await client.post<QuestionItem>(`/api/companies/${company.id}/questions`, {
        title: '  Do you ship to Norway? ',
        content: 'Asking for our office',
      });
      expect(asked.status).toBe(201);
      expect(asked.body).toMatchObject({
        companyId: company.id,
        title: 'Do you ship to Norway?',
        content: 'Asking for our office',
        answerCount: 0,
        isAnswered: false,
        canAccept: true,
        answers: [],
      });
      expect(await countRows(db().knex, 'questions')).toBe(before + 1);
    });

    it('asks exactly once under one Idempotency-Key', async () => {
      const company = await buildCompany(db().knex);
      const { client } = await signedIn();
      const key = newKey();
      const path = `/api/companies/${company.id}/questions`;
      const first = await client.post<QuestionItem>(
        path,
        { title: 'Once?' },
        { 'Idempotency-Key': key },
      );
      const again = await client.post<QuestionItem>(
        path,
        { title: 'Once?' },
        { 'Idempotency-Key': key },
      );
      expect(again.status).toBe(201);
      expect(again.headers.get('idempotent-replay')).toBe('true');
      expect(again.body.id).toBe(first.body.id);
      expect(await db().knex('questions').where('companyId', company.id)).toHaveLength(1);
    });
  });

  it('answers, marks the claimed owner, lists accepted first, and lets asker or owner accept', async () => {
    const owner = await signedIn();
    const company = await buildCompany(db().knex, {
      isClaimed: true,
      claimedBy: owner.user.email.toUpperCase(),
      ownerUserId: owner.user.id,
    });
    const asker = await signedIn();
    const helper = await signedIn();
    const stranger = await signedIn();

    const question = await asker.client.post<QuestionItem>(
      `/api/companies/${company.id}/questions`,
      {
        title: 'Is there an API?',
      },
    );
    const path = `/api/questions/${question.body.id}/answers`;
    expect((await server().client().post(path, { content: 'Yes' })).status).toBe(401);
    expect((await helper.client.post(path, { content: ' ' })).status).toBe(400);
    expect(
      (await helper.client.post('/api/questions/999999/answers', { content: 'Yes' })).status,
    ).toBe(404);

    const fromHelper = await helper.client.post<AnswerItem>(path, { content: 'I think so' });
    expect(fromHelper.status).toBe(201);
    expect(fromHelper.body).toMatchObject({
      content: 'I think so',
      isOwner: false,
      isAccepted: false,
    });
    const fromOwner = await owner.client.post<AnswerItem>(path, {
      content: 'Yes, REST and webhooks',
    });
    expect(fromOwner.body.isOwner).toBe(true);

    const refused = await stranger.client.post(`/api/answers/${fromHelper.body.id}/accept`);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      message: 'Only the person who asked or the company’s owner can accept an answer',
    });
    expect((await asker.client.post(`/api/answers/${fromHelper.body.id}/accept`)).status).toBe(200);
    const byOwner = await owner.client.post<AnswerItem>(`/api/answers/${fromOwner.body.id}/accept`);
    expect(byOwner.body.isAccepted).toBe(true);

    const list = await stranger.client.get<QuestionItem[]>(
      `/api/companies/${company.id}/questions`,
    );
    expect(list.headers.get('x-total-count')).toBe('1');
    expect(list.body[0]).toMatchObject({ answerCount: 2, isAnswered: true, canAccept: false });
    expect(list.body[0]?.answers.map((answer) => [answer.content, answer.isAccepted])).toEqual([
      ['Yes, REST and webhooks', true],
      ['I think so', false],
    ]);
    const forOwner = await owner.client.get<QuestionItem[]>(
      `/api/companies/${company.id}/questions`,
    );
    expect(forOwner.body[0]?.canAccept).toBe(true);
  });

  it('counts one vote per user on questions and answers; the other way switches it', async () => {
    const company = await buildCompany(db().knex);
    const asker = await signedIn();
    const voter = await signedIn();
    const question = await asker.client.post<QuestionItem>(
      `/api/companies/${company.id}/questions`,
      {
        title: 'Worth it?',
      },
    );
    const answer = await asker.client.post<AnswerItem>(
      `/api/questions/${question.body.id}/answers`,
      {
        content: 'Yes',
      },
    );
    for (const path of [
      `/api/questions/${question.body.id}/vote`,
      `/api/answers/${answer.body.id}/vote`,
    ]) {
      expect((await server().client().post(path, { voteType: 'upvote' })).status).toBe(401);
      expect((await voter.client.post(path, { voteType: 'clap' })).body).toMatchObject({
        message: 'voteType: voteType must be upvote or downvote',
      });
      const up = await voter.client.post(path, { voteType: 'upvote' });
      expect([up.status, up.body]).toEqual([
        201,
        { message: 'Vote recorded', upvotes: 1, downvotes: 0, myVote: 'upvote' },
      ]);
      const repeat = await voter.client.post(path, { voteType: 'upvote' });
      expect([repeat.status, repeat.body]).toEqual([409, { message: 'Vote already recorded' }]);
      const down = await voter.client.post(path, { voteType: 'downvote' });
      expect([down.status, down.body]).toMatchObject([200, { upvotes: 0, downvotes: 1 }]);
      const other = await asker.client.post(path, { voteType: 'downvote' });
      expect(other.body).toMatchObject({ upvotes: 0, downvotes: 2 });
    }
    expect(
      (await voter.client.post('/api/answers/999999/vote', { voteType: 'upvote' })).status,
    ).toBe(404);
    const list = await voter.client.get<QuestionItem[]>(`/api/companies/${company.id}/questions`);
    expect(list.body[0]).toMatchObject({ downvotes: 2, myVote: 'downvote' });
    expect(list.body[0]?.answers[0]).toMatchObject({ downvotes: 2, myVote: 'downvote' });
  });

  it('counts concurrent votes of many users exactly', async () => {
    const company = await buildCompany(db().knex);
    const asker = await signedIn();
    const question = await asker.client.post<QuestionItem>(
      `/api/companies/${company.id}/questions`,
      {
        title: 'Popular?',
      },
    );
    const voters = await Promise.all(Array.from({ length: 8 }, () => signedIn()));
    const answers = await Promise.all(
      voters.map(({ client }) =>
        client.post(`/api/questions/${question.body.id}/vote`, { voteType: 'upvote' }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(voters.map(() => 201));
    const row = await db().knex('questions').where('id', question.body.id).first('upvotes');
    expect(row.upvotes).toBe(8);
  });

  it('pages a company’s questions newest first by cursor, with X-Total-Count', async () => {
    const company = await buildCompany(db().knex);
    const { client } = await signedIn();
    for (const title of ['First?', 'Second?', 'Third?']) {
      await client.post(`/api/companies/${company.id}/questions`, { title });
    }
    const path = `/api/companies/${company.id}/questions`;
    const first = await client.get<QuestionItem[]>(`${path}?limit=2`);
    expect(first.headers.get('x-total-count')).toBe('3');
    expect(first.body.map((question) => question.title)).toEqual(['Third?', 'Second?']);
    const cursor = first.headers.get('x-next-cursor');
    expect(cursor).toBeTruthy();
    // A question asked meanwhile does not shift the next page.
    await client.post(path, { title: 'Fourth?' });
    const next = await client.get<QuestionItem[]>(`${path}?limit=2&before=${cursor}`);
    expect(next.body.map((question) => question.title)).toEqual(['First?']);
    expect(next.headers.get('x-next-cursor')).toBeNull();
    const forged = await client.get(`${path}?before=not-a-cursor`);
    expect([forged.status, forged.body]).toMatchObject([
      400,
      { message: 'before: is not a valid cursor' },
    ]);
    expect((await client.get(`/api/companies/${company.id}/questions?limit=51`)).status).toBe(400);
    expect((await client.get('/api/companies/999999/questions')).status).toBe(404);
  });
});
