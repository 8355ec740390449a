import { type RefObject, useEffect } from 'react';
import { reviewViews } from './reviewViews.ts';

/** Half a card on screen counts as seen: enough to have read its title and rating. */
const VISIBLE_SHARE = 0.5;

/**
 * Reports the reviews inside `container` (elements with `data-review-id`) as they come into
 * view. `itemCount` re-scans the list when a page of reviews is added.
 */
export function useReviewViewTracking(container: RefObject<HTMLElement | null>, itemCount: number) {
  useEffect(() => {
    const root = container.current;
    if (!root || itemCount === 0 || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          reviewViews.seen(Number((entry.target as HTMLElement).dataset.reviewId));
          observer.unobserve(entry.target);
        }
      },
      { threshold: VISIBLE_SHARE },
    );
    for (const element of root.querySelectorAll('[data-review-id]')) observer.observe(element);
    return () => observer.disconnect();
  }, [container, itemCount]);
}
