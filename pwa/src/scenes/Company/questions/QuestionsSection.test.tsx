// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnswerItem, QuestionItem } from '#shared/schemas/responses/questions';
import type { CompanyProfile } from '#shared/types/api';
import { Toaster } from '../../../components/toast/Toaster.tsx';
import { type FakeResponse, fakeFetch, renderWithApp } from '../../../test/render.tsx';
import { orderAnswers } from './QuestionCard.tsx';
import { QuestionsSection } from './QuestionsSection.tsx';

const company = { id: 7, name: 'Acme Corp', domain: 'acme.com', isOwner: false } as CompanyProfile;

const answerOf = (id: number, content: string, extra: Partial<AnswerItem> = {}): AnswerItem => ({
  id,
  questionId: 1,
  content,
  upvotes: 0,
  downvotes: 0,
  isAccepted: false,
  isOwner: false,
  status: 'published',
  createdAt: '2026-11-01T00:00:00.000Z',
  myVote: null,
  ...extra,
});

const question = (id: number, title: string, extra: Partial<QuestionItem> = {}): QuestionItem => ({
  id,
  companyId: 7,
  title,
  content: '',
  upvotes: 2,
  downvotes: 0,
  answerCount: 0,
  isAnswered: false,
  status: 'published',
  createdAt: '2026-11-01T00:00:00.000Z',
  myVote: null,
  canAccept: false,
  answers: [],
  ...extra,
});

const signedIn = { body: { id: 'u1', email: 'asker@example.com', firstName: 'Ann' } };
const signedOut = { status: 401, body: { message: 'Not signed in' } };

function setup(routes: Record<string, FakeResponse | ((request: Request) => FakeResponse)>) {
  const server = fakeFetch(routes);
  vi.stubGlobal('fetch', server.fetch);
  renderWithApp(
    <>
      <QuestionsSection company={company} />
      <Toaster />
    </>,
    { route: '/company/acme.com' },
  );
  return server;
}

describe('Questions & Answers on a company page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists questions with the accepted answer first, the Owner mark, and Show more by cursor', async () => {
    const first = question(1, 'Do you ship to Norway?', {
      answerCount: 2,
      isAnswered: true,
      answers: [
        answerOf(11, 'Yes, weekly.', { isAccepted: true, isOwner: true }),
        answerOf(10, 'I think so.'),
      ],
    });
    const server = setup({
      'GET /api/auth/user': signedOut,
      'GET /api/companies/7/questions': (request): FakeResponse =>
        new URL(request.url).searchParams.get('before') === 'next-page'
          ? { body: [question(2, 'Older question?')], headers: { 'X-Total-Count': '2' } }
          : { body: [first], headers: { 'X-Total-Count': '2', 'X-Next-Cursor': 'next-page' } },
    });
    expect(await screen.findByRole('heading', { name: 'Questions & Answers (2)' })).toBeTruthy();
    const card = screen.getByRole('article', { name: 'Do you ship to Norway?' });
    const answers = within(card).getAllByRole('article');
    expect(answers[0]?.getAttribute('aria-label')).toBe('Accepted answer');
    expect(within(answers[0]!).getByText('Owner')).toBeTruthy();
    expect(within(answers[0]!).getByText('Yes, weekly.')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Accept' })).toBeNull();
    // Signed out: counts are shown, voting and asking need a sign-in.
    const upvote = within(card).getByRole('button', { name: 'Upvote 2' }) as HTMLButtonElement;
    expect(upvote.disabled).toBe(true);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/login?next=%2Fcompany%2Facme.com',
    );
    expect(screen.queryByRole('form', { name: 'Ask a question' })).toBeNull();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('heading', { name: 'Older question?' })).toBeTruthy();
    const urls = server.requests.map((request) => new URL(request.url));
    expect(
      urls.filter((url) => url.pathname === '/api/companies/7/questions').map((url) => url.search),
    ).toEqual(['?limit=5', '?limit=5&before=next-page']);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('checks a question with the shared schema, then asks it once with an Idempotency-Key', async () => {
    const server = setup({
      'GET /api/auth/user': signedIn,
      'GET /api/companies/7/questions': { body: [], headers: { 'X-Total-Count': '0' } },
      'POST /api/companies/7/questions': { status: 201, body: question(3, 'Is there a trial?') },
    });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Ask a question' });
    await user.click(within(form).getByRole('button', { name: 'Ask a Question' }));
    expect(await within(form).findByText('Please enter a question')).toBeTruthy();
    expect(server.requests.some((request) => request.method === 'POST')).toBe(false);

    await user.type(within(form).getByLabelText(/Your question/), '  Is there a trial? ');
    await user.click(within(form).getByRole('button', { name: 'Ask a Question' }));
    expect(await screen.findByText('Question Posted')).toBeTruthy();
    const posts = server.requests.filter((request) => request.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await posts[0]?.json()).toEqual({ title: 'Is there a trial?', content: '' });
  });

  it('lets the asker accept an answer and answer a question', async () => {
    const server = setup({
      'GET /api/auth/user': signedIn,
      'GET /api/companies/7/questions': {
        body: [
          question(1, 'Any discounts?', {
            canAccept: true,
            answerCount: 1,
            answers: [answerOf(10, 'For NGOs.')],
          }),
        ],
        headers: { 'X-Total-Count': '1' },
      },
      'POST /api/answers/10/accept': { body: answerOf(10, 'For NGOs.', { isAccepted: true }) },
      'POST /api/questions/1/answers': { status: 201, body: answerOf(12, 'Ask sales.') },
    });
    const user = userEvent.setup();
    const card = await screen.findByRole('article', { name: 'Any discounts?' });
    await user.click(within(card).getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(server.requests.some((r) => r.url.endsWith('/api/answers/10/accept'))).toBe(true),
    );
    const accept = server.requests.find((r) => r.url.endsWith('/api/answers/10/accept'));
    expect(accept?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);

    await user.click(within(card).getByRole('button', { name: 'Answer' }));
    await user.click(within(card).getByRole('button', { name: 'Post Answer' }));
    expect(await within(card).findByText('Please enter an answer')).toBeTruthy();
    await user.type(within(card).getByLabelText('Your answer'), 'Ask sales.');
    await user.click(within(card).getByRole('button', { name: 'Post Answer' }));
    expect(await screen.findByText('Answer Posted')).toBeTruthy();
    const answer = server.requests.find((r) => r.url.endsWith('/api/questions/1/answers'));
    expect(await answer?.json()).toEqual({ content: 'Ask sales.' });
  });
});

describe('answer order', () => {
  it('puts the accepted answer first, a queued acceptance winning over the server’s', () => {
    const answers = [answerOf(1, 'a'), answerOf(2, 'b', { isAccepted: true }), answerOf(3, 'c')];
    expect(orderAnswers(answers, undefined).map((a) => a.id)).toEqual([2, 1, 3]);
    expect(orderAnswers(answers, 3).map((a) => a.id)).toEqual([3, 1, 2]);
  });
});
