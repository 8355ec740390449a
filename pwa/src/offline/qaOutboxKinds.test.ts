import { afterEach, describe, expect, it } from 'vitest';
import { classifyAnswer } from './classify.ts';
import { answer, networkError, testOutbox } from './testOutbox.ts';
import { validatePayload } from './validatePayload.ts';

/** The Q&A and FAQ outbox kinds (issue 14): checked with the shared schemas, sent once. */

const stops: Array<() => void> = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

describe('Q&A outbox kinds', () => {
  it('validate with the shared schemas the API uses', async () => {
    expect(await validatePayload('question', { title: '  Do you ship? ' })).toEqual({
      title: 'Do you ship?',
      content: '',
    });
    await expect(validatePayload('question', { title: ' ' })).rejects.toThrow(
      'Please enter a question',
    );
    await expect(validatePayload('answer', { content: '' })).rejects.toThrow(
      'Please enter an answer',
    );
    await expect(validatePayload('qaVote', { voteType: 'clap' })).rejects.toThrow(
      'voteType must be upvote or downvote',
    );
    expect(await validatePayload('faq', { question: 'Q?', answer: 'A.' })).toEqual({
      question: 'Q?',
      answer: 'A.',
    });
    expect(await validatePayload('faqEdit', { order: 2 })).toEqual({ order: 2 });
    await expect(validatePayload('faqEdit', {})).rejects.toThrow('Nothing to update');
    expect(await validatePayload('acceptAnswer', { anything: true })).toBeUndefined();
    expect(await validatePayload('faqDelete', undefined)).toBeUndefined();
  });

  it('check an owner’s response and a dashboard invitation form like the API (issue 37)', async () => {
    expect(await validatePayload('response', { content: '  Sorry about that ' })).toEqual({
      content: 'Sorry about that',
    });
    await expect(validatePayload('response', { content: ' ' })).rejects.toThrow();
    expect(
      await validatePayload('invitations', { recipients: [{ email: 'ann@customer.com' }] }),
    ).toEqual({ recipients: [{ email: 'ann@customer.com' }] });
    await expect(validatePayload('invitations', { recipients: [] })).rejects.toThrow(
      'Please enter at least one email address',
    );
  });

  it('drop a Q&A vote already recorded, wait for sign-in on 401, keep other refusals', () => {
    expect(classifyAnswer('qaVote', 409, 'Vote already recorded')).toBe('drop');
    expect(classifyAnswer('qaVote', 401, 'Please sign in first')).toBe('auth');
    expect(classifyAnswer('question', 401, 'Please sign in first')).toBe('auth');
    expect(classifyAnswer('acceptAnswer', 403, 'Only the person who asked')).toBe('rejected');
    expect(classifyAnswer('faqEdit', 503)).toBe('retry');
  });

  it('send a question queued offline once, under the same key on every attempt', async () => {
    let online = false;
    const { outbox, sent, clock } = testOutbox(
      () => (online ? answer(201, { id: 1, title: 'Do you ship?' }) : networkError),
      { validate: validatePayload },
    );
    stops.push(outbox.stop);
    await outbox.enqueue({
      kind: 'question',
      url: '/api/companies/1/questions',
      body: { title: 'Do you ship?' },
      context: { domain: 'acme.com', companyId: 1 },
    });
    await outbox.sync();
    expect(await outbox.list()).toHaveLength(1);
    online = true;
    clock.now += 60 * 60 * 1000;
    await outbox.retryAll();
    expect(await outbox.list()).toEqual([]);
    expect(sent.map((item) => [item.id, item.body])).toEqual([
      ['id-1', { title: 'Do you ship?', content: '' }],
      ['id-1', { title: 'Do you ship?', content: '' }],
    ]);
    await outbox.retryAll();
    expect(sent).toHaveLength(2);
  });
});
