/** Runs `task` while holding a lock that no other tab holds at the same time. */
export type LockFn = (task: () => Promise<void>) => Promise<void>;

/** Web Locks where the browser has them: one runner across every tab of the origin. */
export function browserLock(name: string): LockFn {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks) {
    return async (task) => {
      await locks.request(name, task);
    };
  }
  return inTabLock();
}

/**
 * Without Web Locks (old browsers) only this tab is serialised; two tabs may then send the
 * same item at once, which the server's idempotency turns into one write and one replay.
 */
export function inTabLock(): LockFn {
  let tail: Promise<void> = Promise.resolve();
  return (task) => {
    const run = tail.then(task);
    tail = run.catch(() => undefined);
    return run;
  };
}

/**
 * Coalesces sync requests: while a pass runs, more requests make exactly one more pass after
 * it (so an item queued mid-pass is not left behind), never a second pass in parallel. After
 * a pass, a timer is set for the time it asked to run again (backoff).
 */
export function createRunner(options: {
  lock: LockFn;
  pass: () => Promise<number | undefined>;
  now: () => number;
  onError?: (error: unknown) => void;
}) {
  let running: Promise<void> | undefined;
  let again = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function schedule(wakeAt: number | undefined) {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (wakeAt === undefined) return;
    timer = setTimeout(() => void request(), Math.max(1_000, wakeAt - options.now()));
  }

  async function loop() {
    do {
      again = false;
      let wakeAt: number | undefined;
      await options.lock(async () => {
        wakeAt = await options.pass();
      });
      schedule(wakeAt);
    } while (again);
  }

  function request(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = loop()
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  return {
    request,
    stop: () => schedule(undefined),
  };
}
