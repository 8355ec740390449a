// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { DropServedHeadTags } from './DropServedHeadTags.tsx';

const SERVED = `
  <link rel="canonical" href="https://reviews.test/company/acme.com" data-served-page />
  <meta property="og:url" content="https://reviews.test/company/acme.com" data-served-page />
  <script type="application/ld+json" data-served-page>{"@type":"Organization"}</script>
  <meta name="description" content="Kept" />`;

afterEach(() => {
  cleanup();
  document.head.innerHTML = '';
});

describe('DropServedHeadTags', () => {
  it('keeps the served page’s tags on that page and drops them at the first navigation', async () => {
    document.head.innerHTML = SERVED;
    const router = createMemoryRouter([{ path: '*', element: <DropServedHeadTags /> }], {
      initialEntries: ['/company/acme.com'],
    });
    render(<RouterProvider router={router} />);
    expect(document.head.querySelectorAll('[data-served-page]')).toHaveLength(3);
    await act(() => router.navigate('/categories'));
    expect(document.head.querySelectorAll('[data-served-page]')).toHaveLength(0);
    expect(document.head.querySelector('meta[name="description"]')).not.toBeNull();
  });
});
