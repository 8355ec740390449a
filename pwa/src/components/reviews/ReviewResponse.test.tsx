// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReviewItem } from '#shared/types/api';
import { loadOffline } from '../../offline/loadOffline.ts';
import { fakeFetch, renderWithApp } from '../../test/render.tsx';
import { ReviewResponse } from './ReviewResponse.tsx';

const review: ReviewItem = {
  id: 42,
  companyId: 1,
  title: 'Late',
  content: 'Two weeks late',
  rating: 2,
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
  isVerified: false,
  isInvited: false,
  editedAt: null,
  isMine: false,
  response: null,
  canRespond: false,
};

describe('ReviewResponse', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the company’s response with its date, and nothing when there is none', () => {
    const { rerender } = renderWithApp(
      <ReviewResponse review={review} domain="acme.com" companyName="Acme" />,
    );
    expect(screen.queryByText(/Response from/)).toBeNull();
    rerender(
      <ReviewResponse
        review={{
          ...review,
          response: {
            content: 'We refunded the order.',
            createdAt: '2026-03-06T10:00:00Z',
            updatedAt: '2026-03-06T10:00:00Z',
          },
        }}
        domain="acme.com"
        companyName="Acme"
      />,
    );
    expect(screen.getByText(/Response from Acme/)).toBeTruthy();
    expect(screen.getByText('We refunded the order.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit Response' })).toBeNull();
  });

  it('lets the owner respond with a PUT', async () => {
    const server = fakeFetch({
      'PUT /api/reviews/42/response': {
        status: 201,
        body: { message: 'Response posted', review },
      },
    });
    vi.stubGlobal('fetch', server.fetch);
    const user = userEvent.setup();
    renderWithApp(
      <ReviewResponse
        review={{ ...review, canRespond: true }}
        domain="acme.com"
        companyName="Acme"
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Respond' }));
    await user.type(screen.getByLabelText('Your response'), 'Sorry about that');
    await user.click(screen.getByRole('button', { name: 'Post Response' }));
    await waitFor(() => expect(server.requests).toHaveLength(1));
    const request = server.requests[0]!;
    expect(request.method).toBe('PUT');
    expect(request.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await request.json()).toEqual({ content: 'Sorry about that' });
  });

  it('offline, keeps the response in the outbox and shows it pending under the review', async () => {
    const server = fakeFetch({});
    vi.stubGlobal('fetch', server.fetch);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    // The app starts the engine after its first paint: it mirrors the outbox to the screens.
    (await loadOffline()).startOutbox(() => undefined);
    const user = userEvent.setup();
    renderWithApp(
      <ReviewResponse
        review={{ ...review, canRespond: true }}
        domain="acme.com"
        companyName="Acme"
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Respond' }));
    await user.type(screen.getByLabelText('Your response'), 'Written offline');
    await user.click(screen.getByRole('button', { name: 'Post Response' }));
    const pending = await screen.findByTestId('pending-response', {}, { timeout: 5_000 });
    expect(pending.textContent).toContain('Your response (pending');
    expect(pending.textContent).toContain('Written offline');
    expect(server.requests).toHaveLength(0);
    vi.restoreAllMocks();
  });
});
