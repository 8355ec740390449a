// The outbox (IndexedDB) is the path of public writes.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../test/render.tsx';
import { getOffsetPage, HttpError, serverMessage } from './http.ts';
import { sendWrite } from './sendWrite.ts';

afterEach(() => vi.unstubAllGlobals());

describe('error messages (§8)', () => {
  it('is "{status}: {body}", or the status text when the body is empty', () => {
    expect(new HttpError(404, 'Not Found', '{"message":"Company not found"}').message).toBe(
      '404: {"message":"Company not found"}',
    );
    expect(new HttpError(502, 'Bad Gateway', '').message).toBe('502: Bad Gateway');
  });

  it("reads the server's message field when the body is the API's JSON error", () => {
    expect(
      serverMessage(new HttpError(401, 'Unauthorized', '{"message":"Invalid email or password"}')),
    ).toBe('Invalid email or password');
    expect(serverMessage(new HttpError(500, 'Server Error', '<html>oops</html>'))).toBeUndefined();
    expect(serverMessage(new Error('network down'))).toBeUndefined();
  });
});

describe('sendWrite', () => {
  it('sends JSON with credentials and the Idempotency-Key, and answers the parsed body', async () => {
    const server = fakeFetch({
      'POST /api/reviews/7/vote': { status: 200, body: { message: 'Vote recorded' } },
    });
    vi.stubGlobal('fetch', server.fetch);
    const answer = await sendWrite({
      kind: 'vote',
      method: 'POST',
      url: '/api/reviews/7/vote',
      body: { voteType: 'clap' },
      idempotencyKey: '3b241101-e2bb-4255-8caf-4136c566a962',
    });
    expect(answer).toEqual({ message: 'Vote recorded' });
    const [request] = server.requests;
    expect(request?.headers.get('Idempotency-Key')).toBe('3b241101-e2bb-4255-8caf-4136c566a962');
    expect(request?.headers.get('Content-Type')).toBe('application/json');
    expect(request?.credentials).toBe('include');
    expect(await request?.json()).toEqual({ voteType: 'clap' });
  });

  it('raises the spec error for a refused write', async () => {
    const server = fakeFetch({
      'POST /api/reviews/7/vote': { status: 409, body: { message: 'Vote already recorded' } },
    });
    vi.stubGlobal('fetch', server.fetch);
    await expect(
      sendWrite({
        kind: 'vote',
        method: 'POST',
        url: '/api/reviews/7/vote',
        body: { voteType: 'upvote' },
      }),
    ).rejects.toThrow('409: {"message":"Vote already recorded"}');
  });
});

describe('getOffsetPage', () => {
  it('reads the total from X-Total-Count', async () => {
    const server = fakeFetch({
      'GET /api/categories/hotels/companies': {
        body: [{ id: 1 }],
        headers: { 'X-Total-Count': '31' },
      },
    });
    vi.stubGlobal('fetch', server.fetch);
    expect(await getOffsetPage('/api/categories/hotels/companies?limit=24&offset=24', 24)).toEqual({
      items: [{ id: 1 }],
      total: 31,
      offset: 24,
    });
  });
});

describe('reads that hang', () => {
  it('are asked again once after 10 s without an answer', async () => {
    vi.useFakeTimers();
    try {
      let calls = 0;
      vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
        calls += 1;
        if (calls === 1) {
          // The first attempt never answers; only its timeout ends it.
          return new Promise((_, reject) =>
            init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
          );
        }
        return Promise.resolve(
          new Response(JSON.stringify([{ id: 1 }]), {
            headers: { 'Content-Type': 'application/json', 'X-Total-Count': '1' },
          }),
        );
      });
      const page = getOffsetPage('/api/admin/companies', 0);
      await vi.advanceTimersByTimeAsync(9_999);
      expect(calls).toBe(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(await page).toEqual({ items: [{ id: 1 }], total: 1, offset: 0 });
      expect(calls).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
