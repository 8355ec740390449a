import { beforeEach, describe, expect, it } from 'vitest';
import type {
  AdminQuestionItem,
  AnswerItem,
  QuestionItem,
} from '#shared/schemas/responses/questions';
import { useTestDatabase } from '../../../test/database.ts';
import { buildAdmin, buildCompany, buildUser } from '../../../test/factories.ts';
import { resetRateLimits } from '../../../test/rateLimits.ts';
import { signInAdmin, signInUser } from '../../../test/signIn.ts';
import { useTestServer } from '../../../test/testServer.ts';

describe('admin Q&A moderation', () => {
  const db = useTestDatabase();
  const server = useTestServer(db);
  beforeEach(() => resetRateLimits(db().knex));

  async function aThread() {
    const company = await buildCompany(db().knex);
    const asker = server().client();
    await signInUser(asker, await buildUser(db().knex));
    const question = await asker.post<QuestionItem>(`/api/companies/${company.id}/questions`, {
      title: 'Spam or not?',
    });
    const answer = await asker.post<AnswerItem>(`/api/questions/${question.body.id}/answers`, {
      content: 'An answer',
    });
    await asker.post(`/api/answers/${answer.body.id}/accept`);
    const staff = server().client();
    await signInAdmin(staff, await buildAdmin(db().knex));
    return { company, question: question.body, answer: answer.body, staff };
  }

  const publicList = async (companyId: number) =>
    (await server().client().get<QuestionItem[]>(`/api/companies/${companyId}/questions`)).body;

  it('lists every question with its company and answers', async () => {
    const { company, question, staff } = await aThread();
    const list = await staff.get<AdminQuestionItem[]>('/api/admin/questions?q=spam');
    expect(Number(list.headers.get('x-total-count'))).toBeGreaterThanOrEqual(1);
    const item = list.body.find((entry) => entry.id === question.id);
    expect(item?.company).toEqual({ id: company.id, name: company.name, domain: company.domain });
    expect(item?.answers).toHaveLength(1);
    expect((await server().client().get('/api/admin/questions')).status).toBe(401);
  });

  it('hides an answer (the counters follow), shows it again, and deletes it', async () => {
    const { company, answer, staff } = await aThread();
    expect((await staff.patch(`/api/admin/answers/${answer.id}`, { status: 'gone' })).status).toBe(
      400,
    );
    expect((await staff.patch('/api/admin/answers/999999', { status: 'hidden' })).status).toBe(404);
    const hidden = await staff.patch(`/api/admin/answers/${answer.id}`, { status: 'hidden' });
    expect(hidden.body).toEqual({ message: 'Hidden', id: answer.id });
    expect((await publicList(company.id))[0]).toMatchObject({
      answerCount: 0,
      isAnswered: false,
      answers: [],
    });
    await staff.patch(`/api/admin/answers/${answer.id}`, { status: 'published' });
    expect((await publicList(company.id))[0]).toMatchObject({ answerCount: 1, isAnswered: true });
    expect((await staff.delete(`/api/admin/answers/${answer.id}`)).status).toBe(200);
    expect((await publicList(company.id))[0]).toMatchObject({ answerCount: 0, answers: [] });
  });

  it('hides and deletes a question', async () => {
    const { company, question, staff } = await aThread();
    await staff.patch(`/api/admin/questions/${question.id}`, { status: 'hidden' });
    expect(await publicList(company.id)).toEqual([]);
    const votes = await server().client().post(`/api/questions/${question.id}/vote`, {});
    expect(votes.status).toBe(401);
    const removed = await staff.delete(`/api/admin/questions/${question.id}`);
    expect(removed.body).toEqual({ message: 'Deleted', id: question.id });
    expect(await db().knex('question_answers').where('question_id', question.id)).toEqual([]);
  });
});
