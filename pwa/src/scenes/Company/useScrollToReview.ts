import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/** How many extra pages to load looking for a linked review before giving up. */
const MAX_PAGES_TO_SEARCH = 10;

/**
 * Links to `/company/{domain}#review-{id}` scroll to that review once it is on the page,
 * loading older pages when it is not among the newest. Answers the id to highlight.
 */
export function useScrollToReview({
  loadedIds,
  hasNextPage,
  isFetching,
  fetchNextPage,
}: {
  loadedIds: number[];
  hasNextPage: boolean;
  isFetching: boolean;
  fetchNextPage: () => void;
}): number | null {
  const { hash } = useLocation();
  const target = /^#review-(\d+)$/.exec(hash)?.[1];
  const targetId = target ? Number(target) : null;
  const [done, setDone] = useState<string | null>(null);
  const pagesSearched = useRef(0);

  useEffect(() => {
    if (targetId === null || done === hash || isFetching) return;
    if (loadedIds.includes(targetId)) {
      const element = document.getElementById(`review-${targetId}`);
      element?.scrollIntoView({ block: 'start' });
      element?.focus({ preventScroll: true });
      setDone(hash);
      return;
    }
    if (loadedIds.length === 0 && !hasNextPage) return;
    if (hasNextPage && pagesSearched.current < MAX_PAGES_TO_SEARCH) {
      pagesSearched.current += 1;
      fetchNextPage();
    }
  }, [targetId, hash, done, loadedIds, hasNextPage, isFetching, fetchNextPage]);

  return targetId;
}
