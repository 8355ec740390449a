// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderWithApp } from '../../test/render.tsx';
import { Business } from './Business.tsx';

const user = { id: 'u1', email: 'owner@acme.com', firstName: 'Olive', isEmailVerified: true };
const acme = { id: 1, name: 'Acme Corp', domain: 'acme.com' };
const beta = { id: 2, name: 'Beta Ltd', domain: 'beta.com' };
const overview = (company: typeof acme) => ({
  company,
  averageRating: 4.5,
  trustScore: 4.1,
  reviewCount: 2,
  ratingDistribution: [1, 2, 3, 4, 5].map((stars) => ({ stars, count: stars >= 4 ? 1 : 0 })),
  byMonth: [{ month: '2026-11', count: 2, averageRating: 4.5 }],
  responseRate: 0.5,
  medianResponseHours: 3,
  unanswered: 1,
  invitations: { queued: 1, sent: 4, opened: 2, reviewed: 1 },
  generatedAt: '2026-11-20T09:30:00Z',
});
const review = {
  id: 9,
  companyId: 1,
  title: 'Slow delivery',
  content: 'Took weeks',
  rating: 2,
  isComplaint: false,
  type: 'review',
  upvotes: 0,
  downvotes: 0,
  claps: 0,
  views: 0,
  replyCount: 0,
  createdAt: '2026-11-20T10:00:00Z',
  myVote: null,
  myClap: false,
  status: 'published',
  holdReason: null,
  isVerified: false,
  isInvited: true,
  editedAt: null,
  isMine: false,
  response: null,
  canRespond: true,
};
const question = {
  id: 5,
  companyId: 1,
  title: 'Do you ship abroad?',
  content: '',
  upvotes: 0,
  downvotes: 0,
  answerCount: 0,
  isAnswered: false,
  status: 'published',
  createdAt: '2026-11-21T10:00:00Z',
  myVote: null,
  canAccept: true,
  answers: [],
};
const invitations = {
  counts: { queued: 0, sent: 1, opened: 0, reviewed: 0 },
  sentToday: 1,
  dailyLimit: 2000,
  items: [],
};

function setup(companies: unknown[]) {
  const server = fakeFetch({
    'GET /api/auth/user': { body: user },
    'GET /api/site': { body: { platformName: 'Reviews' } },
    'GET /api/business/companies': { body: companies },
    'GET /api/business/companies/1/overview': { body: overview(acme) },
    'GET /api/business/companies/2/overview': { body: overview(beta) },
    'GET /api/business/companies/1/reviews': { body: [review] },
    'GET /api/business/companies/2/reviews': { body: [] },
    'GET /api/business/companies/1/questions': { body: [question] },
    'GET /api/business/companies/2/questions': { body: [] },
    'GET /api/business/companies/1/invitations': { body: invitations },
    'GET /api/business/companies/2/invitations': { body: invitations },
    'POST /api/business/companies/1/invitations': {
      status: 202,
      body: { queued: 1, failed: 1, errors: ['Row 2: email: Please enter a valid email address'] },
    },
  });
  vi.stubGlobal('fetch', server.fetch);
  renderWithApp(<Business />, { route: '/business' });
  return { server, user: userEvent.setup() };
}

describe('the owner dashboard (/business)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says how to get one when the account owns no claimed company', async () => {
    setup([]);
    expect(await screen.findByText(/You do not own a claimed company yet/)).toBeTruthy();
  });

  it('shows the figures, the unanswered items with their marks, and the widget snippet', async () => {
    setup([acme]);
    const figures = await screen.findByTestId('business-figures');
    expect(within(figures).getByText('4.5')).toBeTruthy();
    expect(within(figures).getByText('50%')).toBeTruthy();
    expect(within(figures).getByText('3 h')).toBeTruthy();
    expect(within(figures).getByText('4 (+1 queued)')).toBeTruthy();
    const asOf = screen.getByTestId('figures-as-of');
    expect(asOf.textContent).toMatch(/^Figures as of /);
    expect(asOf.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-20T09:30:00Z');
    const list = await screen.findByTestId('owner-reviews');
    expect(within(list).getByText('Slow delivery')).toBeTruthy();
    expect(within(list).getByText('Invited')).toBeTruthy();
    expect(within(list).getByRole('button', { name: /Respond/ })).toBeTruthy();
    const card = screen.getByLabelText('Card') as HTMLTextAreaElement;
    expect(card.value).toContain('/widget/acme.com"');
    expect((screen.getByLabelText('Badge') as HTMLTextAreaElement).value).toContain(
      '/widget/acme.com.svg',
    );
  });

  it('asks the server for the filters chosen, and switches company with the picker', async () => {
    const { server, user } = setup([acme, beta]);
    await screen.findByTestId('owner-reviews');
    const reviewReads = () =>
      server.requests
        .map((request) => new URL(request.url))
        .filter((url) => url.pathname.endsWith('/reviews'))
        .map((url) => `${url.pathname}${url.search}`);
    expect(reviewReads()).toContain('/api/business/companies/1/reviews?unanswered=true');
    await user.selectOptions(screen.getByLabelText('Rating'), '2');
    await waitFor(() =>
      expect(reviewReads()).toContain('/api/business/companies/1/reviews?unanswered=true&rating=2'),
    );
    await user.click(screen.getByLabelText('Flagged by me'));
    await waitFor(() =>
      expect(reviewReads()).toContain(
        '/api/business/companies/1/reviews?unanswered=true&flagged=true&rating=2',
      ),
    );
    await user.selectOptions(screen.getByLabelText('Company'), '2');
    expect(await screen.findByRole('heading', { name: 'Beta Ltd' })).toBeTruthy();
  });

  it('sends invitations and lists each refused row', async () => {
    const { server, user } = setup([acme]);
    await user.type(
      await screen.findByLabelText(/Email addresses/),
      'Ann <ann@customer.com>{Enter}nonsense',
    );
    await user.click(screen.getByRole('button', { name: 'Send invitations' }));
    const result = await screen.findByTestId('invitation-result');
    await waitFor(() => expect(result.textContent).toContain('1 queued, 1 refused'));
    expect(result.textContent).toContain('Row 2: email: Please enter a valid email address');
    const post = server.requests.find((request) => request.method === 'POST');
    expect(post?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await post?.json()).toEqual({
      recipients: [{ email: 'ann@customer.com', name: 'Ann' }, { email: 'nonsense' }],
    });
  });

  it('lists the questions beside the reviews, alone under type Questions, answered in place', async () => {
    const { server, user } = setup([acme]);
    const questions = await screen.findByTestId('owner-questions');
    expect(within(questions).getByText('Do you ship abroad?')).toBeTruthy();
    const questionReads = () =>
      server.requests
        .map((request) => new URL(request.url))
        .filter((url) => url.pathname.endsWith('/questions'))
        .map((url) => `${url.pathname}${url.search}`);
    expect(questionReads()).toContain('/api/business/companies/1/questions?unanswered=true');
    // Questions have no rating: with a rating chosen, only reviews show.
    await user.selectOptions(screen.getByLabelText('Rating'), '2');
    await waitFor(() => expect(screen.queryByTestId('owner-questions')).toBeNull());
    await user.selectOptions(screen.getByLabelText('Type'), 'question');
    await screen.findByTestId('owner-questions');
    expect(screen.queryByTestId('owner-reviews')).toBeNull();
    expect(screen.queryByLabelText('Rating')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Answer' }));
    expect(screen.getByLabelText('Your answer (as the company’s owner)')).toBeTruthy();
  });

  it('offline, shows the figures kept on the device with their time, not a sign-in prompt', async () => {
    const server = fakeFetch({});
    const offlineFetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    vi.stubGlobal('fetch', offlineFetch);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { queryClient } = renderWithApp(<Business />, { route: '/business' });
    // What the persisted cache restores: the companies and figures this account last read.
    queryClient.setQueryData(['/api/business', 'companies'], [acme]);
    queryClient.setQueryData(['/api/business', 1, 'overview'], overview(acme));
    const asOf = await screen.findByTestId('figures-as-of');
    expect(asOf.textContent).toMatch(/^You are offline: figures as of /);
    expect(within(screen.getByTestId('business-figures')).getByText('50%')).toBeTruthy();
    expect(screen.queryByText('Sign in to see the companies you own.')).toBeNull();
    expect(server.requests).toHaveLength(0);
    vi.restoreAllMocks();
  });
});
