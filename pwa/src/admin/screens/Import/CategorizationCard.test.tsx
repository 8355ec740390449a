// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CategorizationProgress } from '#shared/types/admin';
import { Toaster } from '../../../components/toast/Toaster.tsx';
import { fakeFetch, renderWithApp } from '../../../test/render.tsx';
import { CategorizationCard } from './CategorizationCard.tsx';

afterEach(() => vi.unstubAllGlobals());

const idle: CategorizationProgress = {
  isRunning: false,
  current: 0,
  total: 0,
  currentCompany: '',
  updated: 0,
  failed: 0,
  uncategorized: 0,
  failures: [],
  status: null,
};

describe('AI categorization card', () => {
  it('picks up a running job on load, polls it every 2 s and says when it is done', async () => {
    const answers: CategorizationProgress[] = [
      { ...idle, isRunning: true, current: 1, total: 4, currentCompany: 'Acme', status: 'running' },
      {
        ...idle,
        isRunning: false,
        current: 4,
        total: 4,
        updated: 3,
        failed: 1,
        status: 'completed',
      },
    ];
    const server = fakeFetch({
      'GET /api/admin/categorize-progress': () => ({ body: answers.shift() ?? answers[0] }),
    });
    vi.stubGlobal('fetch', server.fetch);
    renderWithApp(
      <>
        <CategorizationCard />
        <Toaster />
      </>,
    );
    expect(await screen.findByText('Current company: Acme')).toBeTruthy();
    expect(screen.getByText('25%')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Categorizing...' })).toHaveProperty(
      'disabled',
      true,
    );

    expect(await screen.findByText('Categorization Complete!', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByText('100%')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Categorize All Companies with AI' });
    expect(button).toHaveProperty('disabled', false);
    const polls = server.requests.filter((r) => r.url.endsWith('/categorize-progress'));
    expect(polls.length).toBe(2);
  });

  it("says 'Categorization Failed' with the status and body when the start call fails", async () => {
    const server = fakeFetch({
      'GET /api/admin/categorize-progress': { body: idle },
      'POST /api/admin/categorize-companies': {
        status: 409,
        body: { message: 'A categorization run is already going' },
      },
    });
    vi.stubGlobal('fetch', server.fetch);
    renderWithApp(
      <>
        <CategorizationCard />
        <Toaster />
      </>,
    );
    const button = await screen.findByRole('button', { name: 'Categorize All Companies with AI' });
    fireEvent.click(button);
    expect(await screen.findByText('Categorization Failed')).toBeTruthy();
    expect(
      screen.getByText('409: {"message":"A categorization run is already going"}'),
    ).toBeTruthy();
  });
});
