// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SiteInfo } from '#shared/types/api';
import { Contact } from '../../scenes/Contact/Contact.tsx';
import { Home } from '../../scenes/Home/Home.tsx';
import { fakeFetch, renderWithApp } from '../../test/render.tsx';

const renamed: SiteInfo = {
  platformName: 'Vendor Verdict',
  tagline: 'Reviews of the vendors you depend on',
  supportEmail: 'care@verdict.example',
};

describe('the platform name, tagline and support address of the admin Settings', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('the home page shows the tagline as its heading and the name in its title', async () => {
    vi.stubGlobal('fetch', fakeFetch({ 'GET /api/site': { body: renamed } }).fetch);
    renderWithApp(<Home />);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Reviews of the vendors you depend on',
      }),
    ).toBeTruthy();
    await waitFor(() =>
      expect(document.title).toBe('Vendor Verdict - Reviews of the vendors you depend on'),
    );
  });

  it('the contact page shows the support address, and no invented phone or postal address', async () => {
    vi.stubGlobal('fetch', fakeFetch({ 'GET /api/site': { body: renamed } }).fetch);
    renderWithApp(<Contact />);
    const mail = await screen.findByRole('link', { name: 'care@verdict.example' });
    expect(mail.getAttribute('href')).toBe('mailto:care@verdict.example');
    expect(screen.queryByRole('link', { name: /\+1/ })).toBeNull();
    expect(document.body.textContent).not.toMatch(/Market Street|555-/);
  });

  it('before the settings arrive, the spec name stands in and no address is guessed', async () => {
    vi.stubGlobal('fetch', fakeFetch({}).fetch);
    renderWithApp(<Contact />);
    expect(screen.getByRole('link', { name: 'the Contact page' }).getAttribute('href')).toBe(
      '/contact',
    );
    await waitFor(() => expect(document.title).toBe('Contact Us | B2B Reviews'));
  });
});
