import { type CliIO, writeLine } from './io.ts';

/**
 * Ctrl-C as a request to stop cleanly: the first SIGINT aborts the returned signal (the
 * command finishes its current step and saves), a second one quits at once. `release` puts
 * the default behaviour back.
 */
export function stopOnInterrupt(io: CliIO, message: string) {
  const controller = new AbortController();
  const onSignal = () => {
    if (controller.signal.aborted) {
      writeLine(io.stderr, 'Interrupted again: quitting now.');
      process.exit(130);
    }
    writeLine(io.stderr, message);
    controller.abort();
  };
  process.on('SIGINT', onSignal);
  return {
    signal: controller.signal,
    release: () => {
      process.off('SIGINT', onSignal);
    },
  };
}
