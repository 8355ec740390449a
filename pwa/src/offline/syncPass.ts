import { existingReviewId } from '../api/reviewOutcome.ts';
import { backoffDelay, retryAfterMs } from './backoff.ts';
import { classifyAnswer } from './classify.ts';
import type { OfflineDb } from './db.ts';
import type { AttemptResult, OutboxEvent } from './events.ts';
import type { OutboxItem } from './types.ts';

export interface PassDeps {
  db: OfflineDb;
  send: (item: OutboxItem) => Promise<AttemptResult>;
  emit: (event: OutboxEvent) => void;
  now: () => number;
  random: () => number;
}

/**
 * One pass over the outbox, oldest first (run under the runner's lock). Stops at the first
 * item that must be retried, or whose backoff has not run out, so later writes never overtake
 * earlier ones (a vote after the review it is on, a second vote after the first). Refused and
 * signed-out items are stepped over: they wait for the user, not for the network. Answers the
 * time the pass should run again, if any.
 */
export async function runPass(deps: PassDeps): Promise<number | undefined> {
  const { db, emit, now } = deps;
  let wakeAt: number | undefined;
  const seqs = (await db.outbox.orderBy('seq').primaryKeys()) as number[];
  for (const seq of seqs) {
    // Read afresh: an earlier item's success may have resolved this one's dependency.
    const item = await db.outbox.get(seq);
    if (item?.status !== 'pending' || item.dependsOn) continue;
    if (item.nextAttemptAt > now()) {
      wakeAt = item.nextAttemptAt;
      break;
    }
    const result = await deps.send(item);
    const verdict = classifyAnswer(item.kind, result.status, result.message);
    if (verdict === 'done') {
      const answer = parseAnswer(result.bodyText);
      await db.transaction('rw', db.outbox, async () => {
        await db.outbox.delete(seq);
        await resolveDependents(db, item, answer);
      });
      emit({ type: 'done', id: item.id, item, answer });
      continue;
    }
    if (verdict === 'retry') {
      const attempts = item.attempts + 1;
      const delay = Math.max(
        backoffDelay(attempts, deps.random),
        retryAfterMs(result.retryAfter, now()) ?? 0,
      );
      wakeAt = now() + delay;
      await db.outbox.update(seq, { attempts, nextAttemptAt: wakeAt });
      break;
    }
    const failure = {
      id: item.id,
      item,
      status: result.status ?? 0,
      statusText: result.statusText,
      bodyText: result.bodyText,
    };
    if (verdict === 'drop') {
      await db.outbox.delete(seq);
      emit({ type: 'dropped', ...failure });
    } else if (verdict === 'auth') {
      await db.outbox.update(seq, { status: 'auth', attempts: item.attempts + 1 });
    } else {
      const existing = existingReviewId(result.status ?? 0, parseAnswer(result.bodyText));
      await db.outbox.update(seq, {
        status: 'failed',
        attempts: item.attempts + 1,
        error: result.message || `${result.status}: ${result.statusText}`,
        // Kept, not retried: the card offers to edit the review already written.
        ...(item.kind === 'review' && existing !== undefined ? { existingReviewId: existing } : {}),
      });
      emit({ type: 'rejected', ...failure });
    }
  }
  // Whoever waits on an item this pass left behind learns it is queued, not lost. Only the
  // items it listed: one stored meanwhile (the write that loaded the engine, whose start-up
  // pass was already running) is the next pass's to send and answer.
  for (const left of await db.outbox.bulkGet(seqs)) {
    if (left && left.status !== 'failed') emit({ type: 'queued', id: left.id });
  }
  return wakeAt;
}

/**
 * The network is back (the page's `online` event, a "Retry", the service worker's `sync`
 * event): what was failing because of it goes now rather than after its backoff.
 */
export async function clearBackoff(db: OfflineDb): Promise<void> {
  await db.outbox.where('status').equals('pending').modify({ nextAttemptAt: 0 });
}

function parseAnswer(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

/** A review reached the server: replies queued under it can now name it. */
async function resolveDependents(db: OfflineDb, item: OutboxItem, answer: unknown) {
  if (item.kind !== 'review') return;
  const reviewId = (answer as { review?: { id?: unknown } } | undefined)?.review?.id;
  if (typeof reviewId !== 'number') return;
  await db.outbox
    .where('dependsOn')
    .equals(item.id)
    .modify((dependent) => {
      dependent.url = `/api/reviews/${reviewId}/replies`;
      dependent.context = { ...dependent.context, reviewId };
      delete dependent.dependsOn;
    });
}
