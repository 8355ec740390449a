// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, setSignedInHint } from '../../test/render.tsx';
import { fetchCurrentUser } from './currentUser.ts';

const user = { id: 'u1', firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com' };

afterEach(() => {
  vi.unstubAllGlobals();
  setSignedInHint(true);
});

describe('fetchCurrentUser', () => {
  it('asks nothing without the signed-in hint: the visitor is signed out', async () => {
    setSignedInHint(false);
    const server = fakeFetch({ 'GET /api/auth/user': { body: user } });
    vi.stubGlobal('fetch', server.fetch);
    expect(await fetchCurrentUser()).toBeNull();
    expect(server.requests).toHaveLength(0);
  });

  it('asks with the hint: the user, or null for the 401 of a session that ended', async () => {
    const signedIn = fakeFetch({ 'GET /api/auth/user': { body: user } });
    vi.stubGlobal('fetch', signedIn.fetch);
    expect(await fetchCurrentUser()).toEqual(user);
    const ended = fakeFetch({ 'GET /api/auth/user': { status: 401, body: { message: 'x' } } });
    vi.stubGlobal('fetch', ended.fetch);
    expect(await fetchCurrentUser()).toBeNull();
    expect(ended.requests).toHaveLength(1);
  });

  it("any other failure is the spec's HTTP {status}: {status text} (§8)", async () => {
    const broken = fakeFetch({
      'GET /api/auth/user': { status: 500, statusText: 'Internal Server Error', body: {} },
    });
    vi.stubGlobal('fetch', broken.fetch);
    await expect(fetchCurrentUser()).rejects.toThrow('HTTP 500: Internal Server Error');
  });
});
