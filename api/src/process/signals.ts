/** Calls `stop` on SIGTERM (systemd, a container runtime, `kill`) and SIGINT (Ctrl-C). */
export function onStopSignal(stop: (signal: NodeJS.Signals) => void | Promise<void>): void {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => void stop(signal));
  }
}
