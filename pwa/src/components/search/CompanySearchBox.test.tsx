// @vitest-environment happy-dom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../api/queryKeys.ts';
import { fakeFetch, renderWithApp } from '../../test/render.tsx';
import { CompanySearchBox, SUGGESTION_DELAY_MS } from './CompanySearchBox.tsx';

const SUGGESTIONS = [
  { id: 1, name: 'Acme Corp', domain: 'acme.com' },
  { id: 2, name: 'Acme Labs', domain: 'acmelabs.io' },
];

function setup(answer = SUGGESTIONS) {
  const server = fakeFetch({
    'GET /api/companies/search': { body: answer },
    'GET /api/companies/domain/acme.com': {
      body: { id: 1, name: 'Acme Corp', domain: 'acme.com' },
    },
  });
  vi.stubGlobal('fetch', server.fetch);
  const view = renderWithApp(<CompanySearchBox placeholder="Search companies..." />);
  const input = screen.getByRole('combobox');
  return { ...view, server, input, user: userEvent.setup() };
}

const location = () => screen.getByTestId('location').textContent;

describe('CompanySearchBox', () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('normalises what was typed to a domain on Enter and goes to its profile', async () => {
    const { input, user, server } = setup();
    await user.type(input, '  HTTPS://www.Acme.com/about?x=1{Enter}');
    expect(location()).toBe('/company/acme.com');
    // §2: the lookup is called (creating the profile) without waiting for it.
    await waitFor(() =>
      expect(server.requests.some((r) => r.url.endsWith('/api/companies/domain/acme.com'))).toBe(
        true,
      ),
    );
  });

  it('offline, Enter opens the matching company whose page is on the device', async () => {
    const { input, user, queryClient } = setup();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    queryClient.setQueryData(queryKeys.company('globex.com'), {
      id: 7,
      name: 'Globex Corporation',
      domain: 'globex.com',
    });
    await user.type(input, 'globex{Enter}');
    expect(location()).toBe('/company/globex.com');
  });

  it('does nothing for an empty value', async () => {
    const { input, user, server } = setup();
    await user.type(input, '   {Enter}');
    expect(location()).toBe('/');
    expect(server.requests).toHaveLength(0);
  });

  it('fetches suggestions from two characters, 300 ms after typing stops', async () => {
    // Fake clocks that still move with real time, so user-event and findBy* keep working.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { input, user, server } = setup();
    // The answer waits until the box has been seen searching: answered at once, it could
    // replace "Searching companies..." before the assertion looks (seen once on a loaded CI).
    let answerSearch = () => {};
    const searchMayAnswer = new Promise<void>((resolve) => {
      answerSearch = resolve;
    });
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: RequestInfo | URL, init?: RequestInit) => {
      asked.push(String(url));
      await searchMayAnswer;
      return server.fetch(url, init);
    });
    await user.type(input, 'a');
    await act(() => vi.advanceTimersByTimeAsync(SUGGESTION_DELAY_MS + 100));
    expect(asked).toHaveLength(0);
    expect(input.getAttribute('aria-expanded')).toBe('false');

    await user.type(input, 'c');
    await act(() => vi.advanceTimersByTimeAsync(SUGGESTION_DELAY_MS - 100));
    expect(asked).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByText('Searching companies...')).toBeTruthy();
    answerSearch();
    expect(await screen.findByRole('option', { name: /Acme Corp/ })).toBeTruthy();
    const searches = server.requests.filter((r) => r.url.includes('/api/companies/search'));
    expect(searches).toHaveLength(1);
    expect(new URL(searches[0]?.url ?? '').search).toBe('?q=ac&limit=5');
    expect(input.getAttribute('aria-expanded')).toBe('true');
  });

  it('moves through suggestions with the arrows and picks one with Enter', async () => {
    const { input, user } = setup();
    await user.type(input, 'acme');
    await screen.findByRole('option', { name: /Acme Labs/ });
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const active = screen.getByRole('option', { name: /Acme Labs/ });
    expect(active.getAttribute('aria-selected')).toBe('true');
    expect(input.getAttribute('aria-activedescendant')).toBe(active.id);
    await user.keyboard('{Enter}');
    expect(location()).toBe('/company/acmelabs.io');
  });

  it('closes on Escape and reopens on focus', async () => {
    const { input, user } = setup();
    await user.type(input, 'acme');
    await screen.findByRole('option', { name: /Acme Corp/ });
    await user.keyboard('{Escape}');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    await user.tab();
    await user.click(input);
    expect(input.getAttribute('aria-expanded')).toBe('true');
  });

  it('picks a suggestion with a click', async () => {
    const { input, user } = setup();
    await user.type(input, 'acme');
    await user.click(await screen.findByRole('option', { name: /Acme Corp/ }));
    expect(location()).toBe('/company/acme.com');
  });

  it('says so when nothing matches', async () => {
    const { input, user } = setup([]);
    await user.type(input, 'zzz');
    expect(await screen.findByText('No companies found')).toBeTruthy();
    expect(screen.getByText("We'll create a profile when you search")).toBeTruthy();
  });
});
