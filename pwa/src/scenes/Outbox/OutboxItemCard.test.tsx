// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loadOffline } from '../../offline/loadOffline.ts';
import { renderWithApp } from '../../test/render.tsx';
import { OutboxItemCard } from './OutboxItemCard.tsx';

describe('a refused item in the outbox', () => {
  it('refuses an edit the shared schema refuses, naming the field as the API would', async () => {
    const { outbox } = await loadOffline();
    const queued = await outbox.enqueue({
      kind: 'review',
      url: '/api/companies/domain/acme.com/reviews',
      body: { title: 'Vague', content: 'Fine', rating: 4, isComplaint: false },
      context: { domain: 'acme.com' },
    });
    const refused = { ...queued, status: 'failed' as const, error: 'title: Too vague' };
    const user = userEvent.setup();
    renderWithApp(<OutboxItemCard item={refused} />);
    expect(screen.getByText('Not sent: title: Too vague')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), '   ');
    await user.click(screen.getByRole('button', { name: 'Save and send' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'title: Please fill in both title and review content',
    );
    // Kept as it was: the refused edit changed nothing on the device.
    const [kept] = await outbox.list();
    expect(kept).toMatchObject({ id: queued.id, body: { title: 'Vague' } });
  });

  it('offers the review already written for a second review of a company (409)', async () => {
    const message = 'You have already reviewed this company: edit your review instead';
    const refused = {
      id: 'second',
      kind: 'review' as const,
      method: 'POST' as const,
      url: '/api/companies/domain/acme.com/reviews',
      body: { title: 'Again', content: 'Fine', rating: 4, isComplaint: false },
      status: 'failed' as const,
      attempts: 1,
      nextAttemptAt: 0,
      createdAt: Date.now(),
      error: message,
      existingReviewId: 7,
      context: { domain: 'acme.com' },
    };
    renderWithApp(<OutboxItemCard item={refused} />);
    expect(screen.getByText(message)).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Edit your review' });
    expect(link.getAttribute('href')).toBe('/company/acme.com?edit=7#review-7');
  });
});
