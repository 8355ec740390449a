import { useEffect } from 'react';

/**
 * Sets `data-interactive` on `<html>` once the page's screen has committed: for a page the
 * server drew, the moment its controls answer. Until then a click on a server-drawn button
 * (before the screen's chunk has arrived and hydrated) does nothing. Rendered after the screen
 * inside its Suspense boundary, so it commits with the screen and not before; it draws nothing,
 * so the server's HTML still matches. The browser journeys wait for it before they click.
 */
export function MarkInteractive() {
  useEffect(() => {
    document.documentElement.dataset.interactive = '';
  }, []);
  return null;
}
