import { useState } from 'react';
import { useDebouncedValue } from '../../lib/useDebouncedValue.ts';

/**
 * Search text and page of a server-side list. The search is sent once typing pauses, and a new
 * search starts again at the first page.
 */
export function useListControls() {
  const [search, setSearchText] = useState('');
  const [page, setPage] = useState(0);
  const q = useDebouncedValue(search.trim(), 300);
  return {
    search,
    setSearch: (value: string) => {
      setSearchText(value);
      setPage(0);
    },
    q,
    page,
    setPage,
  };
}
