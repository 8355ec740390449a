// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ActivityItem, ActivityStats } from '#shared/types/admin';
import { fakeFetch, renderWithApp } from '../../../test/render.tsx';
import { Activity } from './Activity.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('admin Platform Activity', () => {
  it('shows the counters and the feed from the API (no sample data)', async () => {
    const item: ActivityItem = {
      id: 1,
      type: 'report',
      action: 'created',
      entityId: '5',
      entityType: 'report',
      description: 'Issue reported for acme.com',
      timestamp: new Date(Date.now() - 5 * 3_600_000).toISOString(),
      metadata: { domain: 'acme.com', nested: { ignored: true } },
    };
    const stats: ActivityStats = { today: 2, thisWeek: 9, reviews: 40, reports: 3 };
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'GET /api/admin/activity': { body: [item], headers: { 'X-Total-Count': '1' } },
        'GET /api/admin/activity/stats': { body: stats },
      }).fetch,
    );
    renderWithApp(<Activity />);
    expect(await screen.findByText('Issue reported for acme.com')).toBeTruthy();
    expect(screen.getByText('report')).toBeTruthy();
    expect(screen.getByText('domain: acme.com')).toBeTruthy();
    expect(screen.getByText('5h ago')).toBeTruthy();
    const thisWeek = screen.getByText('This Week');
    await vi.waitFor(() => expect(thisWeek.nextElementSibling?.textContent).toBe('9'));
  });
});
