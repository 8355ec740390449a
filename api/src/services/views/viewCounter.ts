import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { utcDay } from '#shared/dates/utcDay';
import { isConnectionError } from '../../db/databaseOutage.ts';
import { flushViews, PROFILE_VIEWS, REVIEW_VIEWS, type View } from './flushViews.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long a view may wait in memory before it is written (and so how far counts may lag). */
const VIEW_FLUSH_INTERVAL_MS = 2_000;
/** Pending views that trigger a flush at once, before the interval is up. */
const FLUSH_AT = 5_000;
/** Pending views kept while the database refuses them; beyond this, new ones are dropped. */
const KEEP_AT_MOST = 100_000;
/** Failed flushes in a row after which their views are dropped (logged), not retried. */
const GIVE_UP_AFTER = 5;

/**
 * A view as noted on the request: the viewer as `viewerOf` names them (user, visitor, or address
 * and browser), not yet hashed. Hashing them at the flush, once per viewer and day, keeps the
 * HMAC off the request (issue 12); the names live in memory only until their flush.
 */
interface NotedView {
  id: number;
  viewer: string;
  day: string;
}

/**
 * Counts profile and review views off the request (issue 12: no write on the hot read path).
 * A read only notes (what, viewer, day) in memory, deduplicated; a flush hashes the viewers and
 * writes everything pending in one statement per kind, at most every `VIEW_FLUSH_INTERVAL_MS`
 * while there is something to write, and at shutdown (`stop`). The tables' primary keys keep a
 * view counted once per viewer per item per day across flushes and across server instances, so
 * memory only has to hold what is not written yet.
 *
 * What this costs: counts shown to readers lag by up to the interval, and a crash (not a
 * shutdown) loses the views of its last interval. A flush that fails (database restarting) keeps
 * its views for the next one, up to `KEEP_AT_MOST` views and `GIVE_UP_AFTER` failures in a row.
 */
export class ViewCounter {
  private profiles = new Map<string, NotedView>();
  private reviews = new Map<string, NotedView>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | undefined;
  private stopped = false;
  private failuresInARow = 0;
  private day = { text: '', startsAt: Number.NaN };

  /** `hashViewer` turns a viewer and a day into the hash the views tables keep. */
  constructor(
    private readonly knex: Knex,
    private readonly logger: Logger,
    private readonly hashViewer: (viewer: string, day: string) => string,
    private readonly intervalMs = VIEW_FLUSH_INTERVAL_MS,
  ) {}

  /** Notes a view of a company's profile by `viewer` (`viewerOf`) today. */
  recordProfileView(companyId: number, viewer: string, day: string = this.today()): void {
    const view = { id: companyId, viewer, day };
    this.add(this.profiles, keyOf(view), view);
  }

  /** Notes views of reviews a reader had on screen. */
  recordReviewViews(reviewIds: readonly number[], viewer: string, day: string = this.today()) {
    for (const reviewId of reviewIds) {
      const view = { id: reviewId, viewer, day };
      this.add(this.reviews, keyOf(view), view);
    }
  }

  /**
   * Today (UTC), formatted once a day rather than on every read (a date's ISO text was 1 % of
   * a company page's CPU).
   */
  private today(): string {
    const now = Date.now();
    // UTC days are DAY_MS long in JavaScript time (no leap seconds): this is today's midnight.
    const startsAt = now - (now % DAY_MS);
    if (startsAt !== this.day.startsAt) this.day = { text: utcDay(new Date(now)), startsAt };
    return this.day.text;
  }

  /** How many views wait to be written. */
  get pending(): number {
    return this.profiles.size + this.reviews.size;
  }

  /**
   * Writes every pending view now (tests call it to read counts deterministically). Resolves
   * once what was pending when it was called is written, or kept after a failure (logged).
   */
  async flush(): Promise<void> {
    // One flush at a time: a second caller waits for the running one, then writes what came since.
    while (this.flushing) await this.flushing;
    if (this.pending === 0) return;
    this.flushing = this.write().finally(() => {
      this.flushing = undefined;
    });
    await this.flushing;
  }

  /** Stops the timer and writes what is pending (at shutdown, before the database closes). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.flush();
  }

  private add<T>(into: Map<string, T>, key: string, view: T): void {
    if (into.has(key)) return;
    if (this.pending >= KEEP_AT_MOST) return;
    into.set(key, view);
    if (this.pending >= FLUSH_AT) void this.flush();
    else this.schedule();
  }

  private keep<T>(into: Map<string, T>, key: string, view: T): void {
    if (this.pending < KEEP_AT_MOST) into.set(key, view);
  }

  private schedule(): void {
    if (this.timer || this.stopped) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, this.intervalMs);
    // A pending flush must not keep the process alive; shutdown flushes explicitly.
    this.timer.unref();
  }

  private async write(): Promise<void> {
    const profiles = [...this.profiles.values()];
    const reviews = [...this.reviews.values()];
    this.profiles = new Map();
    this.reviews = new Map();
    try {
      const hashed = this.hashedViews();
      const counted = {
        profiles: await flushViews(this.knex, PROFILE_VIEWS, profiles.map(hashed)),
        reviews: await flushViews(this.knex, REVIEW_VIEWS, reviews.map(hashed)),
      };
      this.failuresInARow = 0;
      this.logger.debug({ pending: profiles.length + reviews.length, counted }, 'views written');
    } catch (error) {
      this.failuresInARow += 1;
      if (this.failuresInARow >= GIVE_UP_AFTER) {
        this.failuresInARow = 0;
        this.logger.error(
          { err: error, dropped: profiles.length + reviews.length },
          'views: flush failed repeatedly; dropping these views',
        );
        return;
      }
      // The database going away is the server's to report, once (db/databaseOutage.ts), not
      // once more per flush.
      const level = isConnectionError(error) ? 'debug' : 'warn';
      this.logger[level]({ err: error }, 'views: flush failed; keeping them for the next one');
      // Not through `add`: a retry waits for the timer instead of spinning while the
      // database is away. Already-written ones are harmless: the primary keys skip them.
      for (const view of profiles) this.keep(this.profiles, keyOf(view), view);
      for (const view of reviews) this.keep(this.reviews, keyOf(view), view);
      this.schedule();
    }
  }

  /** The noted views as the tables keep them: each viewer hashed once per day in a flush. */
  private hashedViews(): (view: NotedView) => View {
    const hashes = new Map<string, string>();
    return ({ id, viewer, day }) => {
      const key = `${day}|${viewer}`;
      let viewerHash = hashes.get(key);
      if (viewerHash === undefined) {
        viewerHash = this.hashViewer(viewer, day);
        hashes.set(key, viewerHash);
      }
      return { id, viewerHash, day };
    };
  }
}

/** A view's identity: once per viewer per thing per day. */
function keyOf(view: NotedView): string {
  return `${view.id}|${view.day}|${view.viewer}`;
}
