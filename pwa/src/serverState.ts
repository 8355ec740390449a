import type { DehydratedState } from '@tanstack/react-query';

/**
 * The data a server-rendered page was drawn with (`api/src/static/serverRender.ts` puts it in a
 * `<script type="application/json">`), or undefined for the plain shell (the service worker's
 * offline page, a signed-in visitor, a page the server did not render). Its queries count as
 * fetched now: the page arrived in this visit, so the refresh of data restored from the device
 * leaves them alone, and older data restored from the device does not replace them.
 */
export function readServerState(): DehydratedState | undefined {
  const element = document.getElementById('server-state');
  if (!element?.textContent) return undefined;
  try {
    const state = JSON.parse(element.textContent) as DehydratedState;
    const now = Date.now();
    for (const query of state.queries) query.state.dataUpdatedAt = now;
    return state;
  } catch {
    return undefined;
  }
}
