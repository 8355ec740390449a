/**
 * Runs `task` once after `firstRunMs`, then every `intervalMs`, never two runs at once; a run
 * that fails is the task's own to report (it should not throw). The timers do not keep the
 * process alive. `stop()` cancels them and waits for a run in progress. Every instance runs
 * its own: tasks are idempotent or claim their work in the database.
 */
export function startPeriodic(
  task: () => Promise<void>,
  options: { firstRunMs: number; intervalMs: number },
): { stop(): Promise<void> } {
  let running: Promise<void> | undefined;
  let stopped = false;
  const run = () => {
    if (running || stopped) return;
    running = task().finally(() => {
      running = undefined;
    });
  };
  const first = setTimeout(run, options.firstRunMs);
  const timer = setInterval(run, options.intervalMs);
  first.unref();
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
