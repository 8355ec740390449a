// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS } from '#shared/schemas/admin';
import { fakeFetch, renderWithApp } from '../../../test/render.tsx';
import { Settings } from './Settings.tsx';

afterEach(() => vi.unstubAllGlobals());

/** The text the switch points to with `aria-describedby`. */
function hintOf(name: string): string | null | undefined {
  const id = screen.getByRole('switch', { name }).getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : null;
}

describe('admin Settings', () => {
  it('says under each switch what it does in its current state, and "on" is not red', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'GET /api/admin/settings': {
          body: { ...DEFAULT_SETTINGS, autoApproveReviews: true, dailyDigest: false },
        },
        'GET /api/admin/system': { body: { version: '1.0.0', database: {} } },
      }).fetch,
    );
    renderWithApp(<Settings />);
    const autoApprove = await screen.findByRole('switch', { name: 'Auto-approve reviews' });
    expect(autoApprove.getAttribute('aria-checked')).toBe('true');
    expect(hintOf('Auto-approve reviews')).toMatch(/^New reviews are published as soon as/);
    expect(hintOf('Daily digest')).toBe('No daily summary is mailed.');

    fireEvent.click(autoApprove);
    expect(autoApprove.getAttribute('aria-checked')).toBe('false');
    expect(hintOf('Auto-approve reviews')).toBe(
      'New reviews wait in Reviews → Pending until staff approve them.',
    );
    fireEvent.click(screen.getByRole('switch', { name: 'Daily digest' }));
    expect(hintOf('Daily digest')).toMatch(/^Mails the admin email a summary/);

    for (const toggle of screen.getAllByRole('switch')) {
      expect(toggle.className).not.toMatch(/red/);
    }
  });

  it('offers super admins, and only them, the backup download', async () => {
    for (const role of ['super_admin', 'admin'] as const) {
      vi.stubGlobal(
        'fetch',
        fakeFetch({
          'GET /api/admin/settings': { body: DEFAULT_SETTINGS },
          'GET /api/admin/system': { body: { version: '1.0.0', database: {} } },
          'GET /api/admin/me': {
            body: { id: 'a1', email: 'boss@example.com', firstName: 'B', lastName: 'S', role },
          },
        }).fetch,
      );
      const view = renderWithApp(<Settings />);
      await screen.findByRole('switch', { name: 'Daily digest' });
      if (role === 'super_admin') {
        const link = await screen.findByRole('link', { name: 'Download backup' });
        expect(link.getAttribute('href')).toBe('/api/admin/backup');
        expect(link.hasAttribute('download')).toBe(true);
      } else {
        expect(screen.queryByRole('link', { name: 'Download backup' })).toBeNull();
      }
      view.unmount();
    }
  });
});
