// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CATALOGUE, SUBCATEGORY_COUNT } from '#shared/catalogue/catalogue';
import { fakeFetch, renderWithApp } from '../../../test/render.tsx';
import { Categories } from './Categories.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('admin Categories', () => {
  it('counts the real catalogue, companies per subcategory and their sum per category', async () => {
    const category = CATALOGUE[0]!;
    const [first, second] = category.subcategories;
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'GET /api/categories/counts': { body: { [first!.name]: 1200, [second!.name]: 3 } },
      }).fetch,
    );
    renderWithApp(<Categories />);
    const active = await screen.findByText('Active');
    await vi.waitFor(() => expect(active.nextElementSibling?.textContent).toBe('2'));
    expect(screen.getByText('Main categories').nextElementSibling?.textContent).toBe(
      String(CATALOGUE.length),
    );
    expect(screen.getByText('Subcategories').nextElementSibling?.textContent).toBe(
      String(SUBCATEGORY_COUNT),
    );
    const card = screen.getByRole('heading', { name: new RegExp(`^${category.name}`) });
    expect(within(card).getByText('1,203 companies')).toBeTruthy();
    expect(screen.getByText('1,200')).toBeTruthy();
  });
});
