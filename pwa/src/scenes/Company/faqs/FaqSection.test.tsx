// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CompanyProfile } from '#shared/types/api';
import { Toaster } from '../../../components/toast/Toaster.tsx';
import { faqItem as faq } from '../../../test/faqItem.ts';
import { fakeFetch, renderWithApp } from '../../../test/render.tsx';
import { FaqSection } from './FaqSection.tsx';

const company = { id: 7, name: 'Acme Corp', domain: 'acme.com', isOwner: false } as CompanyProfile;

describe('the FAQ on a company page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows nothing to visitors of a company without FAQs', async () => {
    const server = fakeFetch({ 'GET /api/companies/7/faqs': { body: [] } });
    vi.stubGlobal('fetch', server.fetch);
    renderWithApp(<FaqSection company={company} />);
    await waitFor(() => expect(server.requests).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'FAQ' })).toBeNull();
  });

  it('lists FAQs in order, without owner controls for visitors', async () => {
    const server = fakeFetch({
      'GET /api/companies/7/faqs': { body: [faq(1, 'Refunds?', 0), faq(2, 'Support hours?', 1)] },
    });
    vi.stubGlobal('fetch', server.fetch);
    renderWithApp(<FaqSection company={company} />);
    const section = await screen.findByRole('region', { name: 'FAQ' });
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Refunds?',
      'Support hours?',
    ]);
    expect(within(section).queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('lets the owner add (checked by the shared schema) and move FAQs, each with a key', async () => {
    const server = fakeFetch({
      'GET /api/companies/7/faqs': { body: [faq(1, 'Refunds?', 0), faq(2, 'Support hours?', 1)] },
      'POST /api/companies/7/faqs': { status: 201, body: faq(3, 'Trial?', 2) },
      'PATCH /api/faqs/1': { body: faq(1, 'Refunds?', 1) },
      'PATCH /api/faqs/2': { body: faq(2, 'Support hours?', 0) },
    });
    vi.stubGlobal('fetch', server.fetch);
    const user = userEvent.setup();
    renderWithApp(
      <>
        <FaqSection company={{ ...company, isOwner: true }} />
        <Toaster />
      </>,
    );
    const form = await screen.findByRole('form', { name: 'Add FAQ' });
    await user.type(within(form).getByLabelText(/Question/), 'Trial?');
    await user.click(within(form).getByRole('button', { name: 'Add FAQ' }));
    expect(await within(form).findByText('Please enter an answer')).toBeTruthy();
    await user.type(within(form).getByLabelText(/Answer/), '14 days.');
    await user.click(within(form).getByRole('button', { name: 'Add FAQ' }));
    expect(await screen.findByText('FAQ Added')).toBeTruthy();
    const post = server.requests.find((request) => request.method === 'POST');
    expect(post?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await post?.json()).toEqual({ question: 'Trial?', answer: '14 days.' });

    await user.click(screen.getByRole('button', { name: 'Move down: Refunds?' }));
    expect(await screen.findByText('FAQ Moved')).toBeTruthy();
    const patches = server.requests.filter((request) => request.method === 'PATCH');
    expect(
      await Promise.all(
        patches.map(async (request) => [new URL(request.url).pathname, await request.json()]),
      ),
    ).toEqual([
      ['/api/faqs/2', { order: 0 }],
      ['/api/faqs/1', { order: 1 }],
    ]);
  });
});
