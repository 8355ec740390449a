// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../components/toast/Toaster.tsx';
import { fakeFetch, renderWithApp } from '../../test/render.tsx';
import { WriteReview } from './WriteReview.tsx';

const company = { id: 1, name: 'Acme Corp', domain: 'acme.com', category: null };
const created = (anonymous: boolean) => ({
  message: 'Review created',
  review: { id: 42, companyId: 1, title: 'Great', content: 'Fast', rating: 4 },
  ...(anonymous ? { anonymous: true } : {}),
});

const ALREADY = 'You have already reviewed this company: edit your review instead';

function setup({
  anonymous,
  answer = { status: 201, body: created(anonymous) },
  route = '/write-review',
}: {
  anonymous: boolean;
  answer?: { status: number; body: unknown };
  route?: string;
}) {
  const server = fakeFetch({
    'GET /api/companies/domain/acme.com': { body: company },
    'POST /api/companies/domain/acme.com/reviews': answer,
  });
  vi.stubGlobal('fetch', server.fetch);
  renderWithApp(
    <>
      <WriteReview />
      <Toaster />
    </>,
    { route },
  );
  return { server, user: userEvent.setup() };
}

const location = () => screen.getByTestId('location').textContent;

/** The text of what describes `element` (its `aria-describedby`). */
function describedText(element: HTMLElement): string | null | undefined {
  const id = element.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : null;
}

async function reachReviewStep(user: ReturnType<typeof userEvent.setup>) {
  await user.type(
    screen.getByLabelText('Company Website URL'),
    'https://www.acme.com/pricing{Enter}',
  );
  expect(await screen.findByRole('heading', { name: 'Review for Acme Corp' })).toBeTruthy();
  // The first toast of the file loads the toast viewport lazily: wait for it.
  expect(await screen.findByText('Ready to write a review for Acme Corp')).toBeTruthy();
  expect(screen.getByText('General')).toBeTruthy();
}

describe('the write-review wizard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opened from a review invitation: finds the company at once and sends the token (issue 37)', async () => {
    const { user, server } = setup({
      anonymous: false,
      route: '/write-review?company=acme.com&invitation=7.signature',
    });
    expect(await screen.findByRole('heading', { name: 'Review for Acme Corp' })).toBeTruthy();
    expect(screen.getByTestId('invitation-notice').textContent).toContain(
      'Acme Corp invited you to review them. Your review is published whatever its rating',
    );
    await user.click(screen.getByRole('radio', { name: '2 stars' }));
    await user.type(screen.getByLabelText(/Review Title/), 'Meh');
    await user.type(screen.getByLabelText(/Your Review/), 'Slow');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    await waitFor(() => expect(location()).toBe('/company/acme.com#review-42'));
    const post = server.requests.find((r) => r.method === 'POST');
    expect(await post?.json()).toEqual({
      title: 'Meh',
      content: 'Slow',
      rating: 2,
      isComplaint: false,
      type: 'review',
      invitation: '7.signature',
    });
  });

  it('asks for a URL before looking anything up', async () => {
    const { user, server } = setup({ anonymous: true });
    await user.click(screen.getByRole('button', { name: 'Find Company' }));
    expect(await screen.findByText('Please enter a company website URL')).toBeTruthy();
    // Beside the field, named by it, not in a toast (issue 34).
    const field = screen.getByLabelText('Company Website URL');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(field)).toBe('Please enter a company website URL');
    expect(screen.queryByText('Error')).toBeNull();
    // Nothing looked up (the page's own `/api/site`, for its title, aside).
    const lookups = server.requests.filter((request) => !request.url.endsWith('/api/site'));
    expect(lookups).toHaveLength(0);
  });

  it('signed out: posts the review, then offers an account that will link it', async () => {
    const { user, server } = setup({ anonymous: true });
    await reachReviewStep(user);

    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('Please select a rating')).toBeTruthy();
    // Each message beside its field, the fields marked invalid, focus on the first; no toast.
    const star = screen.getByRole('radio', { name: '1 star' });
    expect(star.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(star)).toBe('Please select a rating');
    expect(document.activeElement).toBe(star);
    const title = screen.getByLabelText(/Review Title/);
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(title)).toBe('Please fill in both title and review content');
    expect(screen.queryByText('Error')).toBeNull();

    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    expect(screen.getByText('4 out of 5 stars')).toBeTruthy();
    expect(star.getAttribute('aria-invalid')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findAllByText('Please fill in both title and review content')).toHaveLength(
      2,
    );

    await user.type(screen.getByLabelText(/Review Title/), 'Great');
    await user.type(screen.getByLabelText(/Your Review/), 'Fast');
    expect(screen.getByText('4/2000 characters')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));

    expect(await screen.findByRole('heading', { name: 'Create Your Account?' })).toBeTruthy();
    expect(screen.getByText('Review Posted Successfully!')).toBeTruthy();
    const post = server.requests.find((r) => r.method === 'POST');
    expect(post?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await post?.json()).toEqual({
      title: 'Great',
      content: 'Fast',
      rating: 4,
      isComplaint: false,
      type: 'review',
    });

    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByText('Redirecting to sign up to link your review...')).toBeTruthy();
    expect(location()).toBe(`/signup?next=${encodeURIComponent('/company/acme.com#review-42')}`);
  });

  it('signed in: posts the review and goes to it on the company page', async () => {
    const { user } = setup({ anonymous: false });
    await reachReviewStep(user);
    await user.click(screen.getByRole('radio', { name: '5 stars' }));
    await user.type(screen.getByLabelText(/Review Title/), 'Great');
    await user.type(screen.getByLabelText(/Your Review/), 'Fast');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('Thank you for your review!')).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/company/acme.com#review-42'));
  });

  it('explains on the account step that a waiting review appears once the email is confirmed', async () => {
    const waiting = created(true);
    const { user } = setup({
      anonymous: true,
      answer: {
        status: 201,
        body: {
          ...waiting,
          review: { ...waiting.review, status: 'pending', holdReason: 'verification' },
        },
      },
    });
    await reachReviewStep(user);
    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    await user.type(screen.getByLabelText(/Review Title/), 'Great');
    await user.type(screen.getByLabelText(/Your Review/), 'Fast');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByRole('heading', { name: 'Create Your Account?' })).toBeTruthy();
    expect(screen.getByText(/Your review will appear once your email is confirmed/)).toBeTruthy();
  });

  it('offers the review already written when the account reviewed the company before (409)', async () => {
    const { user } = setup({
      anonymous: false,
      answer: { status: 409, body: { message: ALREADY, reviewId: 7 } },
    });
    await reachReviewStep(user);
    await user.click(screen.getByRole('radio', { name: '5 stars' }));
    await user.type(screen.getByLabelText(/Review Title/), 'Again');
    await user.type(screen.getByLabelText(/Your Review/), 'Still great');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText(ALREADY)).toBeTruthy();
    expect(screen.queryByText('Review Failed')).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Edit your review' }));
    expect(location()).toBe('/company/acme.com?edit=7#review-7');
  });

  it('goes back to the search step', async () => {
    const { user } = setup({ anonymous: true });
    await reachReviewStep(user);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Company Website URL')).toBeTruthy();
  });
});
