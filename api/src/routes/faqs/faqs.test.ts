import { beforeEach, describe, expect, it } from 'vitest';
import type { FaqItem } from '#shared/schemas/responses/questions';
import { countRows } from '../../test/count.ts';
import { useTestDatabase } from '../../test/database.ts';
import { buildAdmin, buildCompany, buildUser } from '../../test/factories.ts';
import { resetRateLimits } from '../../test/rateLimits.ts';
import { signInAdmin, signInUser } from '../../test/signIn.ts';
import { newKey } from '../../test/testClient.ts';
import { useTestServer } from '../../test/testServer.ts';

describe('FAQs', () => {
  const db = useTestDatabase();
  const server = useTestServer(db);
  beforeEach(() => resetRateLimits(db().knex));

  async function ownedCompany() {
    const user = await buildUser(db().knex);
    const owner = server().client();
    await signInUser(owner, user);
    const company = await buildCompany(db().knex, {
      isClaimed: true,
      claimedBy: user.email,
      ownerUserId: user.id,
    });
    return { company, owner };
  }

  it('goes 401 → 403 → 400 → 404 → 201 for adding, writing only what the owner adds', async () => {
    const { company, owner } = await ownedCompany();
    const path = `/api/companies/${company.id}/faqs`;
    const faq = { question: 'Do you offer refunds?', answer: 'Within 30 days.' };
    const before = await countRows(db().knex, 'faqs');
    expect((await server().client().post(path, faq)).status).toBe(401);
    const stranger = server().client();
    await signInUser(stranger, await buildUser(db().knex));
    const refused = await stranger.post(path, faq);
    expect([refused.status, refused.body]).toEqual([
      403,
      { message: "Only the company's owner can edit its FAQs" },
    ]);
    const bad = await owner.post(path, { question: 'x' });
    expect([bad.status, bad.body]).toMatchObject([
      400,
      { message: 'answer: Please enter an answer' },
    ]);
    expect((await owner.post('/api/companies/999999/faqs', faq)).status).toBe(404);
    expect(await countRows(db().knex, 'faqs')).toBe(before);

    const first = await owner.post<FaqItem>(path, faq);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ ...faq, companyId: company.id, order: 0 });
    const second = await owner.post<FaqItem>(path, { question: 'Support hours?', answer: '9–5' });
    expect(second.body.order).toBe(1);
  });

  it('lists in order; the owner edits, reorders and deletes; staff may too', async () => {
    const { company, owner } = await ownedCompany();
    const path = `/api/companies/${company.id}/faqs`;
    const a = await owner.post<FaqItem>(path, { question: 'A?', answer: 'a' });
    const b = await owner.post<FaqItem>(path, { question: 'B?', answer: 'b' });
    const moved = await owner.patch<FaqItem>(`/api/faqs/${b.body.id}`, { order: 0 });
    expect(moved.body.order).toBe(0);
    await owner.patch(`/api/faqs/${a.body.id}`, { order: 5, answer: 'a, edited' });
    expect((await owner.patch(`/api/faqs/${a.body.id}`, {})).body).toMatchObject({
      message: 'Nothing to update',
    });
    const listed = await server().client().get<FaqItem[]>(path);
    expect(listed.body.map((faq) => [faq.question, faq.answer])).toEqual([
      ['B?', 'b'],
      ['A?', 'a, edited'],
    ]);
    expect((await server().client().delete(`/api/faqs/${a.body.id}`)).status).toBe(401);

    const staff = server().client();
    await signInAdmin(staff, await buildAdmin(db().knex));
    const byStaff = await staff.post<FaqItem>(path, { question: 'C?', answer: 'c' });
    expect(byStaff.status).toBe(201);
    const removed = await staff.delete(`/api/faqs/${a.body.id}`);
    expect(removed.body).toEqual({ message: 'FAQ deleted', id: a.body.id });
    expect((await owner.delete(`/api/faqs/${a.body.id}`)).status).toBe(404);
    expect((await server().client().get<FaqItem[]>(path)).body.map((faq) => faq.question)).toEqual([
      'B?',
      'C?',
    ]);
  });

  async function faqsOf(companyId: number): Promise<number> {
    const rows = await db().knex('faqs').where({ companyId }).count<Array<{ count: string }>>('*');
    return Number(rows[0]?.count);
  }

  it('adds, edits and deletes exactly once under one Idempotency-Key (the PWA outbox)', async () => {
    const { company, owner } = await ownedCompany();
    const path = `/api/companies/${company.id}/faqs`;
    const faq = { question: 'Once?', answer: 'Yes.' };
    const key = newKey();
    const first = await owner.post<FaqItem>(path, faq, { 'Idempotency-Key': key });
    const again = await owner.post<FaqItem>(path, faq, { 'Idempotency-Key': key });
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.headers.get('idempotent-replay')).toBe('true');
    expect(again.body.id).toBe(first.body.id);
    expect(await faqsOf(company.id)).toBe(1);
    const other = await owner.post(path, { ...faq, answer: 'No.' }, { 'Idempotency-Key': key });
    expect(other.status).toBe(422);

    const editKey = newKey();
    const edit = { order: 3 };
    await owner.patch(`/api/faqs/${first.body.id}`, edit, { 'Idempotency-Key': editKey });
    const edited = await owner.patch<FaqItem>(`/api/faqs/${first.body.id}`, edit, {
      'Idempotency-Key': editKey,
    });
    expect(edited.body.order).toBe(3);

    const deleteKey = newKey();
    const removed = await owner.delete(`/api/faqs/${first.body.id}`, {
      'Idempotency-Key': deleteKey,
    });
    const replayed = await owner.delete(`/api/faqs/${first.body.id}`, {
      'Idempotency-Key': deleteKey,
    });
    expect([removed.status, replayed.status]).toEqual([200, 200]);
    expect(replayed.body).toEqual({ message: 'FAQ deleted', id: first.body.id });
    expect(await faqsOf(company.id)).toBe(0);
  });

  it('answers 401, never 500, to a caller with a key and no session', async () => {
    const company = await buildCompany(db().knex);
    const response = await server()
      .client()
      .post(
        `/api/companies/${company.id}/faqs`,
        { question: 'Q?', answer: 'A.' },
        { 'Idempotency-Key': newKey() },
      );
    expect([response.status, response.body]).toEqual([401, { message: 'Please sign in first' }]);
  });
});
