// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderWithApp } from '../../test/render.tsx';
import { Toaster } from '../toast/Toaster.tsx';
import { FlagReview } from './FlagReview.tsx';

const review = { id: 42, title: 'Too good to be true', status: 'published', isMine: false };
const FLAG_URL = 'POST /api/reviews/42/flags';

function renderFlag(overrides: Partial<typeof review> = {}) {
  return renderWithApp(
    <>
      <FlagReview review={{ ...review, ...overrides }} domain="acme.com" />
      <Toaster />
    </>,
  );
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Flag review: Too good to be true' }));
  return screen.findByRole('dialog', { name: 'Flag Review' });
}

describe('FlagReview', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('is not offered on one’s own review, nor on one that is not public', () => {
    renderFlag({ isMine: true });
    renderFlag({ status: 'pending' });
    expect(screen.queryByRole('button', { name: /Flag review/ })).toBeNull();
  });

  it('asks for a reason, and for words with "Something else", then sends the flag', async () => {
    const server = fakeFetch({
      [FLAG_URL]: {
        status: 201,
        body: { message: 'Thank you: our team will review this report', id: 7 },
      },
    });
    vi.stubGlobal('fetch', server.fetch);
    const user = userEvent.setup();
    renderFlag();
    await openDialog(user);
    for (const reason of ['Fake review', 'Offensive', 'Conflict of interest', 'Something else']) {
      expect(screen.getByRole('radio', { name: new RegExp(reason) })).toBeTruthy();
    }

    await user.click(screen.getByRole('button', { name: 'Send Flag' }));
    expect(await screen.findByText('Please choose a reason')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: /Something else/ }));
    await user.click(screen.getByRole('button', { name: 'Send Flag' }));
    expect(await screen.findByText('Please tell us what is wrong with this review')).toBeTruthy();
    expect(server.requests).toHaveLength(0);
    expect(screen.getByLabelText(/Details/).getAttribute('maxlength')).toBe('1000');

    await user.type(screen.getByLabelText(/Details/), ' Same text on five sites ');
    await user.click(screen.getByRole('button', { name: 'Send Flag' }));
    expect(await screen.findByText('Review Flagged')).toBeTruthy();
    expect(screen.getByText('Thank you: our team will review this report')).toBeTruthy();
    const sent = server.requests.find((request) => request.method === 'POST');
    expect(sent?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await sent?.json()).toEqual({ reason: 'other', details: 'Same text on five sites' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says so when this visitor has already flagged the review (409)', async () => {
    const server = fakeFetch({
      [FLAG_URL]: { status: 409, body: { message: 'You have already flagged this review' } },
    });
    vi.stubGlobal('fetch', server.fetch);
    const user = userEvent.setup();
    renderFlag();
    await openDialog(user);
    await user.click(screen.getByRole('radio', { name: /Fake review/ }));
    await user.click(screen.getByRole('button', { name: 'Send Flag' }));
    expect(await screen.findByText('Already Flagged')).toBeTruthy();
    expect(
      screen.getByText('You have already flagged this review. Our team will look at it.'),
    ).toBeTruthy();
  });

  it('shows the server’s refusal, and keeps a flag the server could not take yet', async () => {
    let calls = 0;
    const server = fakeFetch({
      [FLAG_URL]: () =>
        ++calls === 1
          ? { status: 404, body: { message: 'Review not found' } }
          : { status: 429, body: { message: 'Too many requests, please slow down' } },
    });
    vi.stubGlobal('fetch', server.fetch);
    const user = userEvent.setup();
    renderFlag();
    await openDialog(user);
    await user.click(screen.getByRole('radio', { name: /Offensive/ }));
    await user.click(screen.getByRole('button', { name: 'Send Flag' }));
    expect(await screen.findByText('Flag Failed')).toBeTruthy();
    expect(screen.getByText('Review not found')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
    // A 429 is tried again later: saved on the device, not lost.
    await user.click(screen.getByRole('button', { name: 'Send Flag' }));
    expect(await screen.findByText('Flag Saved')).toBeTruthy();
  });

  // Last: the queued flag stays in this file's outbox.
  it('keeps the flag on the device while offline', async () => {
    const server = fakeFetch({});
    vi.stubGlobal('fetch', server.fetch);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const user = userEvent.setup();
    renderFlag();
    await openDialog(user);
    await user.click(screen.getByRole('radio', { name: /Conflict of interest/ }));
    await user.click(screen.getByRole('button', { name: 'Send Flag' }));
    expect(
      await screen.findByText('You are offline: your flag will be sent when you are back online.'),
    ).toBeTruthy();
    expect(screen.getByText('Flag Saved')).toBeTruthy();
    expect(server.requests).toHaveLength(0);
  });
});
