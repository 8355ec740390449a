// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CategorizationProgress } from '#shared/types/admin';
import { Toaster } from '../../../components/toast/Toaster.tsx';
import { fakeFetch, renderWithApp } from '../../../test/render.tsx';
import { CategorizationCard, paceNote } from './CategorizationCard.tsx';

afterEach(() => vi.unstubAllGlobals());

const idle: CategorizationProgress = {
  isRunning: false,
  current: 0,
  total: 0,
  currentCompany: '',
  updated: 0,
  failed: 0,
  uncategorized: 0,
  unchanged: { alreadyCategorized: 0, noMatch: 0, removed: 0 },
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

  it('says why a run failed as a whole when the job ends failed', async () => {
    const answers: CategorizationProgress[] = [
      { ...idle, isRunning: true, current: 1, total: 4, currentCompany: 'Acme', status: 'running' },
      { ...idle, current: 1, total: 4, status: 'failed', error: 'The model file is missing' },
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
    expect(await screen.findByText('Categorization Failed', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByText('The model file is missing')).toBeTruthy();
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

  it('says what happened to every company: updated, unchanged and why, failed', async () => {
    const done: CategorizationProgress = {
      ...idle,
      current: 302,
      total: 302,
      updated: 11,
      unchanged: { alreadyCategorized: 280, noMatch: 11, removed: 0 },
      status: 'completed',
      pace: { provider: 'local', everyMs: 0 },
    };
    vi.stubGlobal(
      'fetch',
      fakeFetch({ 'GET /api/admin/categorize-progress': { body: done } }).fetch,
    );
    renderWithApp(<CategorizationCard />);
    const line = await screen.findByText(/Unchanged:/);
    expect(line.textContent).toBe(
      'Updated: 11 · Unchanged: 291 (280 already categorized, 11 no better match) · Failed: 0',
    );
    expect(screen.queryByText(/every 3 seconds/)).toBeNull();
    expect(screen.getByText(/no AI service is called/)).toBeTruthy();
  });

  it("promises the pace of the server's provider, not always 3 seconds", () => {
    expect(paceNote({ provider: 'openai', everyMs: 3000 })).toBe(
      "One company is processed every 3 seconds to respect the AI provider's rate limits.",
    );
    expect(paceNote({ provider: 'openai', everyMs: 1500 })).toContain('every 1.5 seconds');
    expect(paceNote({ provider: 'openai', everyMs: 0 })).toContain('as fast as the AI provider');
    expect(paceNote({ provider: 'local', everyMs: 0 })).toContain("this server's own classifier");
  });
});
