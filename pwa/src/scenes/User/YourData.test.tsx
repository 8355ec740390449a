// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../components/toast/Toaster.tsx';
import { OfflineDb } from '../../offline/db.ts';
import { fakeFetch, renderWithApp } from '../../test/render.tsx';
import { YourData } from './YourData.tsx';

const ON = { body: { selfService: true, supportEmail: 'support@example.com' } };

function renderSection() {
  return renderWithApp(
    <>
      <YourData />
      <Toaster />
    </>,
    { route: '/user/u1' },
  );
}

describe('YourData', () => {
  beforeEach(async () => {
    const db = new OfflineDb();
    await db.outbox.clear();
    await db.drafts.clear();
    db.close();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the support address instead of the buttons when GDPR mode is off', async () => {
    const server = fakeFetch({
      'GET /api/account/data-rights': {
        body: { selfService: false, supportEmail: 'privacy@reviews.example' },
      },
    });
    vi.stubGlobal('fetch', server.fetch);
    renderSection();
    const sentence = await screen.findByText(/Account export and deletion are handled by support/);
    expect(sentence.textContent).toBe(
      'Account export and deletion are handled by support: privacy@reviews.example',
    );
    expect(screen.getByRole('link', { name: 'privacy@reviews.example' }).getAttribute('href')).toBe(
      'mailto:privacy@reviews.example',
    );
    expect(screen.queryByRole('button', { name: 'Download my data' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete my account' })).toBeNull();
  });

  it('downloads the export as the file the server names', async () => {
    const server = fakeFetch({
      'GET /api/account/data-rights': ON,
      'GET /api/account/export': {
        body: { format: 'b2b-reviews-account-export/1' },
        headers: {
          'Content-Disposition': 'attachment; filename="b2b-reviews-account-2026-11-26.json"',
        },
      },
    });
    vi.stubGlobal('fetch', server.fetch);
    const objectUrl = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:export');
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(`${this.download} ${this.href}`);
    });
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Download Started')).toBeTruthy();
    expect(saved).toEqual(['b2b-reviews-account-2026-11-26.json blob:export']);
    expect(objectUrl).toHaveBeenCalledOnce();
  });

  it('asks for the password, shows a refusal, then deletes and forgets this device', async () => {
    const db = new OfflineDb();
    await db.outbox.add({
      id: 'queued-1',
      kind: 'review',
      method: 'POST',
      url: '/api/companies/domain/acme.com/reviews',
      body: {},
      status: 'pending',
      attempts: 0,
      nextAttemptAt: 0,
      createdAt: 1,
      context: {},
    });
    await db.drafts.put({ key: 'wizard:acme.com', value: { title: 'Half' }, updatedAt: 1 });
    localStorage.setItem('b2b-reviews-query-cache', '{}');
    // The stored cache's throttled save landing while the device is being cleared, after the
    // cache was removed (as it did in a browser journey): it must not survive either.
    vi.stubGlobal('caches', {
      delete: async () => {
        localStorage.setItem('b2b-reviews-query-cache', '{"queries":["/api/users/u1"]}');
        return true;
      },
    });
    let attempts = 0;
    const server = fakeFetch({
      'GET /api/account/data-rights': ON,
      'DELETE /api/account': () => {
        attempts += 1;
        return attempts === 1
          ? { status: 400, body: { message: 'The password is not correct' } }
          : { body: { message: 'Account deleted' } };
      },
    });
    vi.stubGlobal('fetch', server.fetch);
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(dialog.textContent).toContain('Your reviews, complaints, comments, replies and answers');
    const confirm = () =>
      user.click(
        [...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Delete my account')!,
      );
    await confirm();
    expect(await screen.findByText('Please enter your password')).toBeTruthy();
    expect(server.requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);

    await user.type(screen.getByLabelText(/Current password/), 'wrong-one');
    await confirm();
    expect(await screen.findByText('The password is not correct')).toBeTruthy();

    await user.clear(screen.getByLabelText(/Current password/));
    await user.type(screen.getByLabelText(/Current password/), 'secret123');
    await confirm();
    expect(await screen.findByText('Account Deleted')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    const deletes = server.requests.filter((r) => r.method === 'DELETE');
    expect(deletes).toHaveLength(2);
    expect(await deletes[1]?.json()).toEqual({ password: 'secret123' });
    expect(await db.outbox.count()).toBe(0);
    expect(await db.drafts.count()).toBe(0);
    expect(localStorage.getItem('b2b-reviews-query-cache')).toBeNull();
    db.close();
  });

  it('says offline that both need a connection, with the buttons off', async () => {
    const server = fakeFetch({ 'GET /api/account/data-rights': ON });
    vi.stubGlobal('fetch', server.fetch);
    renderSection();
    await screen.findByRole('button', { name: 'Download my data' });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    expect(
      await screen.findByText(
        'You are offline. Downloading your data and deleting your account need a connection.',
      ),
    ).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Download my data' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(
      (screen.getByRole('button', { name: 'Delete my account' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});
