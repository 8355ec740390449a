import { useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { CompanyReviewFilter } from '#shared/api/reviewList';
import { filterFromSearch, searchWithFilter } from './reviewFilter.ts';

export type ReviewFilterChange = Partial<CompanyReviewFilter>;

/**
 * The company page's review filter, read from and written to the page's URL.
 *
 * A change names only what it changes, and builds on the last URL asked for, not on the one
 * rendered: the router renders a new URL in a transition, so a second change can come before
 * the first has rendered (two selects set in quick succession). Built on the rendered URL, the
 * second would put back what the first had just changed, and the list would show a filter no
 * one chose.
 */
export function useReviewFilter(): [CompanyReviewFilter, (change: ReviewFilterChange) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  // The URL last asked for, and the rendered URL it was asked from. useSearchParams gives a new
  // object for each URL it renders, so once anything else has rendered (the URL asked for, or
  // one reached by Back) the next change builds on what is shown.
  const asked = useRef<{ from: URLSearchParams; search: URLSearchParams } | null>(null);

  function change(patch: ReviewFilterChange) {
    const base = asked.current?.from === searchParams ? asked.current.search : searchParams;
    const next = searchWithFilter(base, { ...filterFromSearch(base), ...patch });
    asked.current = { from: searchParams, search: next };
    setSearchParams(next, { preventScrollReset: true });
  }
  return [filterFromSearch(searchParams), change];
}
