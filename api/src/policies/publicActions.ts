import type { Actor } from '../context.ts';
import { unauthorized } from '../http/errors.ts';

/** Who can write: a signed-in user, or an anonymous visitor with a session. */
export type Writer = Extract<Actor, { type: 'user' } | { type: 'visitor' }>;
export type SignedInUser = Extract<Actor, { type: 'user' }>;

/*
 * What public callers may do (STYLE.md 7), in one place. Anyone who writes may post, vote,
 * reply, report and claim; only a signed-in user may subscribe. Rules about the item itself
 * (a complaint cannot be voted on) belong to the services, not to permissions.
 */

export function assertCanWrite(actor: Actor): asserts actor is Writer {
  if (actor.type !== 'user' && actor.type !== 'visitor') throw unauthorized();
}

export function assertCanSubscribe(actor: Actor): asserts actor is SignedInUser {
  if (actor.type !== 'user') throw unauthorized('Please sign in first');
}
