// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CompanyProfile } from '#shared/types/api';
import { fakeFetch, renderWithApp } from '../../test/render.tsx';
import { ReviewDialog } from './ReviewDialog.tsx';
import { RESET_FORM } from './reviewDialogForm.ts';

afterEach(() => vi.unstubAllGlobals());

const company = { id: 1, name: 'Globex', domain: 'globex.com' } as CompanyProfile;

function Harness() {
  const [form, setForm] = useState(RESET_FORM);
  const [open, setOpen] = useState(true);
  return (
    <ReviewDialog
      company={company}
      open={open}
      form={form}
      onFormChange={setForm}
      onOpenChange={setOpen}
    />
  );
}

describe("the company page's review dialog", () => {
  it('preselects no stars: sending without them asks for a rating beside the stars', async () => {
    const server = fakeFetch({
      'POST /api/companies/domain/globex.com/reviews': {
        status: 201,
        body: { message: 'Review created', review: { id: 7, companyId: 1 } },
      },
    });
    vi.stubGlobal('fetch', server.fetch);
    const user = userEvent.setup();
    renderWithApp(<Harness />);
    const dialog = await screen.findByRole('dialog', { name: 'Write a Review' });
    expect(within(dialog).getByText('Select your rating')).toBeTruthy();
    for (const star of within(dialog).getAllByRole('radio')) {
      expect((star as HTMLInputElement).checked).toBe(false);
    }

    await user.type(within(dialog).getByLabelText(/Review Title/), 'Quick fixes');
    await user.type(within(dialog).getByLabelText(/Your Review/), 'Solved in an hour.');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Review' }));
    expect(within(dialog).getByText('Please select a rating')).toBeTruthy();
    const first = within(dialog).getByRole('radio', { name: '1 star' });
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(first.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Please select a rating',
    );
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.click(within(dialog).getByRole('radio', { name: '3 stars' }));
    expect(within(dialog).getByText('3 out of 5 stars')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Submit Review' }));
    await vi.waitFor(() =>
      expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(1),
    );
    const post = server.requests.find((r) => r.method === 'POST')!;
    expect(await post.json()).toMatchObject({ rating: 3, type: 'review' });
  });
});
