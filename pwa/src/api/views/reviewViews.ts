import { createViewBatcher } from './viewBatcher.ts';

/** The page's one batcher of review views (`POST /api/reviews/views`). */
export const reviewViews = createViewBatcher({
  send: (ids) =>
    fetch('/api/reviews/views', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ids }),
      // Still delivered when the flush runs as the page is being hidden or closed.
      keepalive: true,
    }),
});

// Leaving the page (or the app going to the background) reports what is waiting now.
if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') reviewViews.flush();
  });
}
