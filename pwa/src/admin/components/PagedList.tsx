import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { OffsetPage } from '../api/client.ts';
import { ListState } from './ListState.tsx';
import { Pager } from './Pager.tsx';

/**
 * One page of a server-side admin list (`useAdminPage`): its loading, error and empty states,
 * the rows the screen draws from the page's items, and the pager under them.
 */
export function PagedList<T>({
  list,
  page,
  onPage,
  empty,
  children,
}: {
  list: UseQueryResult<OffsetPage<T>>;
  page: number;
  onPage: (page: number) => void;
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
}) {
  const items = list.data?.items ?? [];
  return (
    <ListState
      isPending={list.isPending}
      error={list.error}
      isEmpty={items.length === 0}
      empty={empty}
    >
      {children(items)}
      <Pager page={page} total={list.data?.total ?? 0} onPage={onPage} />
    </ListState>
  );
}
