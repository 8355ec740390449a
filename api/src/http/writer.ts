import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { Context, Next } from 'koa';
import { actorKey, type Context as ServiceContext } from '../context.ts';
import { serviceContext } from './actor.ts';
import { sessionOf } from './session.ts';

declare module 'koa' {
  interface DefaultState {
    /** The transaction a write runs in when `idempotent()` opened it (see `requestContext`). */
    trx?: Knex.Transaction;
    /** The anonymous caller was given a visitor id for this write; its session is not saved yet. */
    provisionalWriter?: boolean;
  }
}

/**
 * Public writes (reviews, votes, replies, reports, claims): an anonymous browser writes as a
 * new visitor. The visitor id goes into its session only when the write succeeds, so a refused
 * write (bad input, unknown review) creates no session row, and reading never does.
 */
export async function asWriter(ctx: Context, next: Next): Promise<void> {
  if (ctx.state.actor.type !== 'anonymous') return next();
  ctx.state.actor = { type: 'visitor', visitorId: randomUUID() };
  ctx.state.provisionalWriter = true;
  try {
    await next();
  } catch (error) {
    ctx.state.actor = { type: 'anonymous' };
    throw error;
  }
  // The actor's id, not the one made above: a replayed first write restores its original id.
  const actor = ctx.state.actor;
  if (actor.type === 'visitor') sessionOf(ctx).visitorId = actor.visitorId;
}

/**
 * The service context for this request: inside the transaction `idempotent()` opened, so the
 * write and its stored answer commit together (and, on PGlite's single connection, nothing
 * waits on a second one).
 */
export function requestContext(ctx: Context): ServiceContext {
  const base = serviceContext(ctx);
  return ctx.state.trx ? { ...base, knex: ctx.state.trx } : base;
}

/** The key rate limits of writes count by: the user or visitor, else (first write) the IP. */
export function byWriter(ctx: Context): string {
  return actorKey(ctx.state.actor) ?? `ip:${ctx.ip || 'unknown'}`;
}
