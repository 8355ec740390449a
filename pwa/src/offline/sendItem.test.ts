import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../test/render.tsx';
import { sendItem } from './sendItem.ts';
import type { OutboxItem } from './types.ts';

const item: OutboxItem = {
  seq: 1,
  id: '3b241101-e2bb-4255-8caf-4136c566a962',
  kind: 'review',
  method: 'POST',
  url: '/api/companies/domain/acme.com/reviews',
  body: { title: 'Fine', content: 'Fine', rating: 4 },
  status: 'pending',
  attempts: 0,
  nextAttemptAt: 0,
  createdAt: 0,
  context: { domain: 'acme.com' },
};

afterEach(() => vi.unstubAllGlobals());

describe('one attempt of an outbox item', () => {
  it('sends the item id as Idempotency-Key and reads the server message of a refusal', async () => {
    const server = fakeFetch({
      'POST /api/companies/domain/acme.com/reviews': {
        status: 429,
        statusText: 'Too Many Requests',
        body: { message: 'Too many reviews' },
        headers: { 'Retry-After': '30' },
      },
    });
    vi.stubGlobal('fetch', server.fetch);
    expect(await sendItem(item)).toEqual({
      status: 429,
      statusText: 'Too Many Requests',
      bodyText: '{"message":"Too many reviews"}',
      message: 'Too many reviews',
      retryAfter: '30',
    });
    expect(server.requests[0]?.headers.get('Idempotency-Key')).toBe(item.id);
    expect(await server.requests[0]?.json()).toEqual(item.body);
  });

  it('takes a body that is not the API’s JSON error as the message itself', async () => {
    vi.stubGlobal('fetch', async () => new Response('Bad Gateway', { status: 502 }));
    const result = await sendItem(item);
    expect(result).toMatchObject({ status: 502, bodyText: 'Bad Gateway', message: 'Bad Gateway' });
  });

  it('answers a network error without a status, never throwing', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await sendItem(item)).toEqual({
      statusText: '',
      bodyText: '',
      message: 'TypeError: Failed to fetch',
      retryAfter: null,
    });
  });
});
