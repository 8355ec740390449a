import type { ReactElement } from 'react';
import type { CliIO } from '../io.ts';

/** Draws a finished view (a summary, a table) once on the terminal and lets go of it. */
export async function renderOnce(io: CliIO, element: ReactElement): Promise<void> {
  const { render } = await import('ink');
  const view = render(element, {
    stdout: io.stdout as NodeJS.WriteStream,
    patchConsole: false,
    exitOnCtrlC: false,
  });
  view.unmount();
  await view.waitUntilExit();
}
