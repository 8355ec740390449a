import type { ReactElement } from 'react';
import { type CliIO, type OutputMode, writeLine } from './io.ts';

/**
 * Shows a long operation's progress the way the output mode wants it: an Ink view redrawn in
 * place on a terminal, or a plain line on stderr at most once a second (and at the end) for
 * pipes, logs and --json runs.
 */
export interface ProgressReporter<S> {
  update(state: S): void;
  /** Draws the final state and releases the terminal. */
  finish(state: S): Promise<void>;
}

export async function createProgressReporter<S>(
  io: CliIO,
  mode: OutputMode,
  views: {
    /** The Ink view; without one (not a terminal) progress is shown as plain lines. */
    ink?: (state: S) => ReactElement;
    line: (state: S) => string;
    /** States always worth a plain line, throttle or not (e.g. a phase completing). */
    milestone?: (state: S) => boolean;
  },
): Promise<ProgressReporter<S>> {
  const ink = views.ink;
  if (mode === 'interactive' && ink) {
    const { render } = await import('ink');
    let instance: ReturnType<typeof render> | undefined;
    const update = (state: S) => {
      if (instance) instance.rerender(ink(state));
      else {
        instance = render(ink(state), {
          stdout: io.stdout as NodeJS.WriteStream,
          patchConsole: false,
          // Ctrl-C belongs to the command (categorize stops after the current company).
          exitOnCtrlC: false,
        });
      }
    };
    return {
      update,
      async finish(state) {
        update(state);
        instance?.unmount();
        await instance?.waitUntilExit();
      },
    };
  }
  let lastAt = 0;
  let lastText = '';
  const print = (text: string) => {
    // A milestone already printed is not repeated by `finish`.
    if (text === lastText) return;
    lastText = text;
    writeLine(io.stderr, text);
  };
  return {
    update(state) {
      const now = Date.now();
      if (now - lastAt < 1000 && !views.milestone?.(state)) return;
      lastAt = now;
      print(views.line(state));
    },
    async finish(state) {
      print(views.line(state));
    },
  };
}
