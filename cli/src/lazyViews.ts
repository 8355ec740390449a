import type { ReactElement } from 'react';
import type { CliIO } from './io.ts';

/** The Ink views (cli/src/ui), loaded on first use: only an interactive session needs them. */
const loadViews = () => import('./ui/views.tsx');
export type Views = Awaited<ReturnType<typeof loadViews>>;

/** The views when Ink will draw (a terminal), else undefined: plain and JSON runs skip Ink. */
export async function viewsFor(mode: string): Promise<Views | undefined> {
  return mode === 'interactive' ? loadViews() : undefined;
}

/** Draws a finished view once on the terminal and lets go of it. */
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
