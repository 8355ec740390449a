// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AdminReviewItem } from '#shared/types/admin';
// Registers Testing Library's cleanup after each test.
import '../../../test/render.tsx';
import { ReviewCard } from './ReviewCard.tsx';

const review: AdminReviewItem = {
  id: 7,
  title: 'Slow answers',
  content: 'Tickets wait a week.',
  rating: 2,
  type: 'complaint',
  isComplaint: true,
  upvotes: 3,
  downvotes: 1,
  claps: 4,
  views: 120,
  createdAt: '2026-03-05T10:00:00Z',
  company: { id: 1, name: 'Acme', domain: 'acme.com' },
  user: null,
  reviewerName: null,
  reviewerEmail: null,
  status: 'published',
  holdReason: null,
  isVerified: false,
  editedAt: null,
  flags: [],
};

describe('admin ReviewCard', () => {
  it('shows the rating in its colour, the badge, author and the four counters', () => {
    render(<ReviewCard review={review} onDelete={vi.fn()} />);
    expect(screen.getByText('2/5').className).toContain('text-red-700');
    expect(screen.getByText('Complaint')).toBeTruthy();
    expect(screen.getByText(/by Anonymous/)).toBeTruthy();
    const counters = screen.getAllByRole('listitem').map((li) => li.textContent?.trim());
    expect(counters).toEqual(['3upvotes', '1downvotes', '4claps', '120views']);
    const link = screen.getByRole('link', { name: 'View on Site' });
    expect(link.getAttribute('href')).toBe('/company/acme.com#review-7');
  });

  it('colours 4 and up green and 3 yellow', () => {
    const { container } = render(
      <>
        <ReviewCard review={{ ...review, id: 1, rating: 4 }} onDelete={vi.fn()} />
        <ReviewCard review={{ ...review, id: 2, rating: 3 }} onDelete={vi.fn()} />
      </>,
    );
    const [four, three] = container.querySelectorAll('article');
    expect(within(four as HTMLElement).getByText('4/5').className).toContain('text-green-700');
    expect(within(three as HTMLElement).getByText('3/5').className).toContain('text-yellow-700');
  });

  it('marks verified, held and edited reviews and offers Approve / Reject only when held', () => {
    const onApprove = vi.fn();
    const onReject = vi.fn();
    const { rerender } = render(
      <ReviewCard
        review={{
          ...review,
          status: 'pending',
          holdReason: 'moderation',
          isVerified: true,
          editedAt: '2026-03-06T10:00:00Z',
        }}
        onDelete={vi.fn()}
        onApprove={onApprove}
        onReject={onReject}
      />,
    );
    expect(screen.getByText('Verified')).toBeTruthy();
    expect(screen.getByText('Pending')).toBeTruthy();
    expect(screen.getByText(/^Edited /)).toBeTruthy();
    screen.getByRole('button', { name: 'Approve' }).click();
    screen.getByRole('button', { name: 'Reject' }).click();
    expect(onApprove).toHaveBeenCalledTimes(1);
    expect(onReject).toHaveBeenCalledTimes(1);

    rerender(
      <ReviewCard
        review={{ ...review, status: 'pending', holdReason: 'verification' }}
        onDelete={vi.fn()}
        onApprove={onApprove}
        onReject={onReject}
      />,
    );
    expect(screen.getByText('Awaiting email verification')).toBeTruthy();

    rerender(
      <ReviewCard review={review} onDelete={vi.fn()} onApprove={onApprove} onReject={onReject} />,
    );
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByText('Verified')).toBeNull();
  });

  it('lists open flags by reason with counts and offers Dismiss Flags', () => {
    const onDismissFlags = vi.fn();
    render(
      <ReviewCard
        review={{
          ...review,
          flags: [
            { reason: 'fake', count: 2, details: [] },
            { reason: 'conflict_of_interest', count: 1, details: ['Works there'] },
          ],
        }}
        onDelete={vi.fn()}
        onDismissFlags={onDismissFlags}
      />,
    );
    expect(screen.getByText('Flagged fake (2)')).toBeTruthy();
    expect(screen.getByText('Flagged conflict of interest (1): Works there')).toBeTruthy();
    screen.getByRole('button', { name: 'Dismiss Flags' }).click();
    expect(onDismissFlags).toHaveBeenCalledTimes(1);
  });
});
