// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminMe } from '#shared/types/admin';
import { fakeFetch, renderWithApp } from '../../test/render.tsx';
import { AdminApp } from '../AdminApp.tsx';
import { TwoFactorCard } from '../screens/Account/TwoFactorCard.tsx';

afterEach(() => vi.unstubAllGlobals());

const admin: AdminMe = {
  id: 'a1',
  email: 'ann@example.com',
  firstName: 'Ann',
  lastName: 'Admin',
  role: 'admin',
  isActive: true,
  lastLoginAt: null,
  createdAt: '2026-01-01T00:00:00Z',
};
const STATS = {
  totalCompanies: 0,
  totalUsers: 0,
  totalReviews: 0,
  averageRating: 0,
  monthlyStats: { companiesAdded: 0, reviewsSubmitted: 0, usersRegistered: 0 },
  needsAttention: { pendingReviews: 0, flaggedReviews: 0, pendingClaims: 0, openReports: 0 },
  recentActivity: [],
};
const CODES = Array.from({ length: 10 }, (_, i) => `abcd-efgh-ijkl-mno${'abcdefghij'[i]}`);
const bodyOf = async (request: Request) => JSON.parse(await request.clone().text());

async function passwordStep() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^Email/, {}, { timeout: 5000 }), admin.email);
  await user.type(screen.getByLabelText(/^Password/), 'correct-horse');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return user;
}

describe('admin sign-in with two-factor', () => {
  it('asks for the code after the password, shows a wrong one, and signs in with the right one', async () => {
    let me: AdminMe | null = null;
    let attempts = 0;
    const fake = fakeFetch({
      'GET /api/admin/me': () => (me ? { body: me } : { status: 401, body: {} }),
      'POST /api/admin/login': {
        body: { twoFactor: 'code', message: 'Enter the 6-digit code from your authenticator app' },
      },
      'POST /api/admin/login/code': () => {
        attempts += 1;
        if (attempts === 1)
          return { status: 401, body: { message: 'Invalid code, please try again' } };
        me = admin;
        return { body: admin };
      },
      'GET /api/admin/stats': { body: STATS },
    });
    vi.stubGlobal('fetch', fake.fetch);
    renderWithApp(<AdminApp />, { route: '/admin/login', path: '/admin/*' });
    const user = await passwordStep();

    expect(
      await screen.findByText('Enter the 6-digit code from your authenticator app'),
    ).toBeTruthy();
    const field = screen.getByLabelText('Authentication code');
    await user.type(field, '12');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText('Enter the 6-digit code from your authenticator app', {
        selector: 'p[id$="-error"]',
      }),
    ).toBeTruthy();

    await user.clear(field);
    await user.type(field, '111 111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Invalid code, please try again')).toBeTruthy();

    await user.type(screen.getByLabelText('Authentication code'), '222222');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/admin/dashboard'),
    );
  });

  it('takes a recovery code instead', async () => {
    const fake = fakeFetch({
      'GET /api/admin/me': { status: 401, body: {} },
      'POST /api/admin/login': { body: { twoFactor: 'code', message: '' } },
      'POST /api/admin/login/code': { body: admin },
      'GET /api/admin/stats': { body: STATS },
    });
    vi.stubGlobal('fetch', fake.fetch);
    renderWithApp(<AdminApp />, { route: '/admin/login', path: '/admin/*' });
    const user = await passwordStep();
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    await user.type(screen.getByLabelText('Recovery code'), 'ABCD-EFGH-IJKL-MNOP');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/admin/dashboard'),
    );
    const sent = fake.requests.find((request) => request.url.endsWith('/login/code'))!;
    expect(await bodyOf(sent)).toEqual({ recoveryCode: 'abcdefghijklmnop' });
  });

  it('makes an admin without two-factor enrol first when the switch requires it', async () => {
    let me: AdminMe | null = null;
    const fake = fakeFetch({
      'GET /api/admin/me': () => (me ? { body: me } : { status: 401, body: {} }),
      'POST /api/admin/login': { body: { twoFactor: 'enrol', message: '' } },
      'POST /api/admin/two-factor/enrolment': {
        body: {
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          otpauthUri: 'otpauth://totp/x',
          qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
        },
      },
      'POST /api/admin/two-factor/enrolment/confirm': () => {
        me = admin;
        return { body: { recoveryCodes: CODES, signedIn: true } };
      },
      'GET /api/admin/stats': { body: STATS },
    });
    vi.stubGlobal('fetch', fake.fetch);
    renderWithApp(<AdminApp />, { route: '/admin/login', path: '/admin/*' });
    const user = await passwordStep();

    expect(await screen.findByText(/Two-factor sign-in is required for admins/)).toBeTruthy();
    const qr = await screen.findByRole('img', { name: /QR code/ });
    expect(qr.getAttribute('src')).toBe('data:image/svg+xml;base64,PHN2Zy8+');
    expect(screen.getByTestId('two-factor-secret').textContent).toBe(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );
    await user.type(
      screen.getByLabelText('Enter the 6-digit code from your authenticator app'),
      '123456',
    );
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor' }));

    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(list.textContent).toContain(CODES[0]);
    const download = screen.getByRole('link', { name: 'Download' });
    expect(download.getAttribute('download')).toBe('recovery-codes.txt');
    expect(decodeURIComponent(download.getAttribute('href')!)).toContain(CODES[9]);
    const proceed = screen.getByRole('button', { name: 'Continue to the admin panel' });
    expect((proceed as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByLabelText('I have saved my recovery codes'));
    await user.click(proceed);
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/admin/dashboard'),
    );
    // One secret per set-up.
    expect(fake.requests.filter((r) => r.url.endsWith('/two-factor/enrolment'))).toHaveLength(1);
  });
});

describe('the account area two-factor card', () => {
  it('turns two-factor off with a current code', async () => {
    let enrolled = true;
    const fake = fakeFetch({
      'GET /api/admin/two-factor': () => ({
        body: {
          enrolled,
          enrolledAt: enrolled ? '2026-11-01T10:00:00.000Z' : null,
          recoveryCodesLeft: enrolled ? 7 : 0,
          required: false,
        },
      }),
      'POST /api/admin/two-factor/disable': () => {
        enrolled = false;
        return { body: { message: 'Two-factor sign-in is off' } };
      },
    });
    vi.stubGlobal('fetch', fake.fetch);
    renderWithApp(<TwoFactorCard />);
    const user = userEvent.setup();
    expect(await screen.findByText(/7 of 10 recovery codes left/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    await user.type(
      screen.getByLabelText('Enter the 6-digit code from your authenticator app'),
      '654321',
    );
    await user.click(screen.getByRole('button', { name: 'Turn off two-factor' }));
    expect(await screen.findByRole('button', { name: 'Set up two-factor sign-in' })).toBeTruthy();
    const sent = fake.requests.find((request) => request.url.endsWith('/disable'))!;
    expect(await bodyOf(sent)).toEqual({ code: '654321' });
  });

  it('says two-factor is required and offers no way to turn it off', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'GET /api/admin/two-factor': {
          body: { enrolled: true, enrolledAt: null, recoveryCodesLeft: 10, required: true },
        },
      }).fetch,
    );
    renderWithApp(<TwoFactorCard />);
    expect(await screen.findByRole('button', { name: 'Set up a new authenticator' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Turn off' })).toBeNull();
  });
});
