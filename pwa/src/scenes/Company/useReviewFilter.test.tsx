// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useReviewFilter } from './useReviewFilter.ts';

function setup(search: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[`/company/acme.com${search}`]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => ({ hook: useReviewFilter(), location: useLocation(), navigate: useNavigate() }),
    { wrapper },
  );
}

describe('useReviewFilter', () => {
  it('reads the filter from the URL and writes only what changed, keeping other parameters', () => {
    const { result } = setup('?sort=helpful&type=comment&review=12');
    expect(result.current.hook[0]).toEqual({ sort: 'helpful', stars: undefined, type: 'comment' });
    act(() => result.current.hook[1]({ stars: 2 }));
    expect(result.current.location.search).toBe('?review=12&sort=helpful&stars=2&type=comment');
    expect(result.current.hook[0]).toEqual({ sort: 'helpful', stars: 2, type: 'comment' });
  });

  it('builds a second change on the first when it comes before the first has rendered', () => {
    const { result } = setup('?sort=helpful&type=comment');
    const [, change] = result.current.hook;
    // Both from the same render, as two selects set in quick succession can be.
    act(() => {
      change({ type: undefined });
      change({ stars: 1 });
    });
    expect(result.current.location.search).toBe('?sort=helpful&stars=1');
  });

  it('builds on a URL reached by Back, not on the change Back undid', async () => {
    const { result } = setup('?type=review');
    act(() => result.current.hook[1]({ stars: 5 }));
    expect(result.current.location.search).toBe('?stars=5&type=review');
    await act(() => result.current.navigate(-1));
    expect(result.current.location.search).toBe('?type=review');
    act(() => result.current.hook[1]({ sort: 'lowest' }));
    expect(result.current.location.search).toBe('?sort=lowest&type=review');
  });
});
