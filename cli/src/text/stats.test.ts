import { describe, expect, it } from 'vitest';
import { statsText } from './stats.ts';

describe('statsText (review-admin stats, plain)', () => {
  it('aligns the figures and lists recent activity to the minute', () => {
    const text = statsText({
      totalCompanies: 1200,
      totalUsers: 35,
      totalReviews: 48_000,
      averageRating: 4.26,
      monthlyStats: { companiesAdded: 12, reviewsSubmitted: 900, usersRegistered: 4 },
      needsAttention: { pendingReviews: 3, flaggedReviews: 0, pendingClaims: 1, openReports: 2 },
      recentActivity: [
        { message: 'New review on acme.com', timestamp: '2026-11-21T19:32:45.123Z' },
      ],
    });
    expect(text.split('\n').slice(0, 4)).toEqual([
      'Companies                     1,200',
      'Reviews                       48,000',
      'Users                         35',
      'Average rating                4.3',
    ]);
    // What waits for staff (issue 34), as on the dashboard.
    expect(text).toContain('Reviews waiting for approval  3\n');
    expect(text).toContain('Pending claims                1\n');
    expect(text).toMatch(/Recent activity:\n {2}2026-11-21 19:32 {2}New review on acme\.com$/);
  });
});
