// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminCompanyItem } from '#shared/types/admin';
import { Toaster } from '../../../components/toast/Toaster.tsx';
import { faqItem as faq } from '../../../test/faqItem.ts';
import { fakeFetch, renderWithApp } from '../../../test/render.tsx';
import { CompanyFaqsDialog } from './CompanyFaqsDialog.tsx';

const company = { id: 7, name: 'Acme Corp', domain: 'acme.com' } as AdminCompanyItem;

async function bodiesOf(requests: Request[], method: string) {
  return Promise.all(
    requests
      .filter((request) => request.method === method)
      .map(async (request) => [
        new URL(request.url).pathname,
        method === 'DELETE' ? null : await request.clone().json(),
      ]),
  );
}

describe("the admin's FAQ dialog", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the FAQs in order, edits one, moves one and deletes one through the FAQ API', async () => {
    const server = fakeFetch({
      'GET /api/companies/7/faqs': {
        body: [faq(1, 'Refunds?', 0), faq(2, 'Support hours?', 1), faq(3, 'Trial?', 2)],
      },
      'PATCH /api/faqs/1': { body: faq(1, 'Refunds?', 0) },
      'PATCH /api/faqs/2': { body: faq(2, 'Support hours?', 2) },
      'PATCH /api/faqs/3': { body: faq(3, 'Trial?', 1) },
      'DELETE /api/faqs/1': { status: 204, body: undefined },
    });
    vi.stubGlobal('fetch', server.fetch);
    const user = userEvent.setup();
    renderWithApp(
      <>
        <CompanyFaqsDialog company={company} onClose={() => {}} />
        <Toaster />
      </>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'FAQs of Acme Corp' });
    await within(dialog).findByText('Refunds?');
    const questions = () =>
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p')?.textContent);
    expect(questions()).toEqual(['Refunds?', 'Support hours?', 'Trial?']);
    expect(
      (within(dialog).getByRole('button', { name: 'Move up: Refunds?' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    expect(
      (within(dialog).getByRole('button', { name: 'Move down: Trial?' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);

    const first = within(dialog).getAllByRole('listitem')[0]!;
    await user.click(within(first).getByRole('button', { name: 'Edit' }));
    const answer = within(first).getByLabelText(/Answer/);
    await user.clear(answer);
    await user.type(answer, 'Within 30 days.');
    await user.click(within(first).getByRole('button', { name: 'Save FAQ' }));
    await waitFor(async () =>
      expect(await bodiesOf(server.requests, 'PATCH')).toEqual([
        ['/api/faqs/1', { question: 'Refunds?', answer: 'Within 30 days.' }],
      ]),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Move down: Support hours?' }));
    await waitFor(async () =>
      expect((await bodiesOf(server.requests, 'PATCH')).slice(1)).toEqual([
        ['/api/faqs/3', { order: 1 }],
        ['/api/faqs/2', { order: 2 }],
      ]),
    );

    const deleteFirst = within(within(dialog).getAllByRole('listitem')[0]!).getByRole('button', {
      name: 'Delete',
    });
    await user.click(deleteFirst);
    await waitFor(async () =>
      expect(await bodiesOf(server.requests, 'DELETE')).toEqual([['/api/faqs/1', null]]),
    );
    expect((await screen.findAllByText('FAQs Saved')).length).toBeGreaterThan(0);
  });
});
