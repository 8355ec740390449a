// @vitest-environment happy-dom
import type { UseQueryResult } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
// Registers Testing Library's cleanup after each test.
import '../../test/render.tsx';
import type { OffsetPage } from '../api/client.ts';
import { PagedList } from './PagedList.tsx';

type List = UseQueryResult<OffsetPage<string>>;

function show(list: Partial<List>, onPage = vi.fn()) {
  render(
    <PagedList
      list={{ isPending: false, error: null, data: undefined, ...list } as List}
      page={0}
      onPage={onPage}
      empty="Nothing here"
    >
      {(items) => (
        <ul>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </PagedList>,
  );
  return onPage;
}

describe('PagedList', () => {
  it('shows a loading skeleton while the page loads', () => {
    show({ isPending: true });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
  });

  it('shows the error of a failed page', () => {
    show({ error: new Error('500: boom') });
    expect(screen.getByRole('alert').textContent).toBe('Could not load: 500: boom');
  });

  it('shows the empty text for an empty page', () => {
    show({ data: { items: [], total: 0, offset: 0 } });
    expect(screen.getByText('Nothing here')).toBeTruthy();
  });

  it('draws the items and pages on when there are more than one page', () => {
    const onPage = show({ data: { items: ['a', 'b'], total: 60, offset: 0 } });
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['a', 'b']);
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenCalledWith(1);
  });

  it('has no pager for a single page', () => {
    show({ data: { items: ['a'], total: 1, offset: 0 } });
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });
});
