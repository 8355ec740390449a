import type { Context, Next } from 'koa';
import { SIGNED_IN_HINT_COOKIE } from '#shared/api/signedInHint';

const HINT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Keeps a readable cookie (`rv.user=1`) in step with "a public user is signed in": the session
 * cookie itself is httpOnly, and without a hint the web app has to ask `GET /api/auth/user` on
 * every start, which answers a signed-out visitor 401 (a console error, and a request on every
 * anonymous page load). The hint says nothing about who: the API still decides everything from
 * the session, and a stale hint costs one 401, after which it is cleared here.
 *
 * Runs outside `loadActor`, so it sees the actor after the route (a sign-in, a sign-out, a
 * deactivated account), also when the route threw.
 */
export async function signedInHint(ctx: Context, next: Next): Promise<void> {
  try {
    await next();
  } finally {
    const hinted = ctx.cookies.get(SIGNED_IN_HINT_COOKIE, { signed: false }) !== undefined;
    const signedIn = ctx.state.actor?.type === 'user';
    // Refreshed on every signed-in answer: the session is renewed as it is used, and the hint
    // must not run out before it.
    if (signedIn) setHint(ctx, '1', HINT_MAX_AGE_MS);
    else if (hinted) setHint(ctx, '', 0);
  }
}

function setHint(ctx: Context, value: string, maxAge: number): void {
  ctx.cookies.set(SIGNED_IN_HINT_COOKIE, value, {
    httpOnly: false,
    sameSite: 'lax',
    signed: false,
    overwrite: true,
    path: '/',
    ...(maxAge > 0 ? { maxAge } : { expires: new Date(0) }),
  });
}
