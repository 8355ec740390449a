// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReviewItem } from '#shared/types/api';
import { fakeFetch, renderWithApp } from '../../test/render.tsx';
import { Toaster } from '../toast/Toaster.tsx';
import { OwnReviewActions } from './OwnReviewActions.tsx';

const review: ReviewItem = {
  id: 42,
  companyId: 1,
  title: 'Quick delivery',
  content: 'Arrived early',
  rating: 5,
  isComplaint: false,
  type: 'review',
  upvotes: 0,
  downvotes: 0,
  claps: 0,
  views: 0,
  replyCount: 0,
  createdAt: '2026-03-05T10:00:00Z',
  myVote: null,
  myClap: false,
  status: 'published',
  holdReason: null,
  isVerified: true,
  isInvited: false,
  editedAt: null,
  isMine: true,
  response: null,
  canRespond: false,
};

describe('OwnReviewActions', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows nothing on someone else’s review', () => {
    renderWithApp(<OwnReviewActions review={{ ...review, isMine: false }} domain="acme.com" />);
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('edits the review with a PATCH carrying an Idempotency-Key', async () => {
    const server = fakeFetch({
      'PATCH /api/reviews/42': {
        body: { message: 'Review updated', review: { ...review, title: 'Slow delivery' } },
      },
    });
    vi.stubGlobal('fetch', server.fetch);
    const user = userEvent.setup();
    renderWithApp(
      <>
        <OwnReviewActions review={review} domain="acme.com" />
        <Toaster />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const title = await screen.findByLabelText(/Review Title/);
    await user.clear(title);
    await user.type(title, 'Slow delivery');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Review Updated')).toBeTruthy();
    const patch = server.requests.find((request) => request.method === 'PATCH');
    expect(patch?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await patch?.json()).toEqual({
      title: 'Slow delivery',
      content: 'Arrived early',
      rating: 5,
      isComplaint: false,
    });
  });

  it('deletes after confirmation, and shows the server’s refusal', async () => {
    const server = fakeFetch({
      'DELETE /api/reviews/42': {
        status: 403,
        body: { message: 'You can only change your own reviews' },
      },
    });
    vi.stubGlobal('fetch', server.fetch);
    const user = userEvent.setup();
    renderWithApp(
      <>
        <OwnReviewActions review={review} domain="acme.com" />
        <Toaster />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText(
        'Are you sure you want to delete Quick delivery? This action cannot be undone.',
      ),
    ).toBeTruthy();
    const dialog = screen.getByRole('dialog');
    await user.click(
      [...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Delete')!,
    );
    expect(await screen.findByText('You can only change your own reviews')).toBeTruthy();
    await waitFor(() =>
      expect(server.requests.filter((request) => request.method === 'DELETE')).toHaveLength(1),
    );
  });
});
