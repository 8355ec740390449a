// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../../api/queryKeys.ts';
import { renderWithApp } from '../../test/render.tsx';
import { OfflineNotice } from './OfflineNotice.tsx';

describe('OfflineNotice', () => {
  it('lists the companies whose page is on the device: the first 20, then all on request', async () => {
    const { queryClient } = renderWithApp(<OfflineNotice />);
    expect(screen.queryByRole('heading', { name: 'Available offline' })).toBeNull();
    act(() => {
      for (let i = 1; i <= 25; i++) {
        queryClient.setQueryData(
          queryKeys.company(`c${i}.com`),
          { id: i, name: `Company ${i}`, domain: `c${i}.com` },
          { updatedAt: i },
        );
      }
      // Listed on a category page, never opened: its page would not open offline.
      queryClient.setQueryData(queryKeys.categoryCompanies('it'), [
        { id: 99, name: 'Never Opened', domain: 'never.com' },
      ]);
    });
    await screen.findByRole('heading', { name: 'Available offline' });
    const links = () => screen.getAllByRole('link').filter((a) => a.textContent?.startsWith('C'));
    expect(links()).toHaveLength(20);
    expect(links()[0]?.textContent).toBe('Company 25');
    expect(screen.queryByText('Never Opened')).toBeNull();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Show all 25' }));
    expect(links()).toHaveLength(25);
    expect(screen.queryByRole('button', { name: /Show all/ })).toBeNull();
  });
});
