// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CategorizationProgress, ImportResult } from '#shared/types/admin';
import { Toaster } from '../../../components/toast/Toaster.tsx';
import { fakeFetch, renderWithApp } from '../../../test/render.tsx';
import { ImportReviews } from './ImportReviews.tsx';

afterEach(() => vi.unstubAllGlobals());

/** An upload the server refuses as soon as it is sent. */
class RefusingXhr {
  upload = {};
  status = 0;
  statusText = '';
  responseText = '';
  onload?: () => void;
  open() {}
  send() {
    this.status = 400;
    this.statusText = 'Bad Request';
    this.responseText = JSON.stringify({ message: 'Row 1: company_domain is missing' });
    queueMicrotask(() => this.onload?.());
  }
}

/** An upload the server accepts, answering `result` (an ImportResult). */
const answering = (result: ImportResult) =>
  class AnsweringXhr extends RefusingXhr {
    override send() {
      this.status = 200;
      this.statusText = 'OK';
      this.responseText = JSON.stringify(result);
      queueMicrotask(() => this.onload?.());
    }
  };

async function importFile() {
  const file = new File(['company_domain\n'], 'reviews.csv', { type: 'text/csv' });
  fireEvent.change(screen.getByLabelText('CSV file'), { target: { files: [file] } });
  fireEvent.click(await screen.findByRole('button', { name: 'Import Reviews' }));
  return screen.findByRole('region', { name: 'Import result' });
}

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

describe('Import Reviews', () => {
  it("shows a failed import in the result box and the spec's toast", async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({ 'GET /api/admin/categorize-progress': { body: idle } }).fetch,
    );
    vi.stubGlobal('XMLHttpRequest', RefusingXhr);
    renderWithApp(
      <>
        <ImportReviews />
        <Toaster />
      </>,
    );
    const file = new File(['company_domain\n'], 'reviews.csv', { type: 'text/csv' });
    fireEvent.change(screen.getByLabelText('CSV file'), { target: { files: [file] } });
    fireEvent.click(await screen.findByRole('button', { name: 'Import Reviews' }));

    const result = await screen.findByRole('region', { name: 'Import result' });
    expect(result.textContent).toContain('Failed');
    expect(result.textContent).toContain('Import failed: Row 1: company_domain is missing');
    expect(await screen.findByText('Import Failed')).toBeTruthy();
    expect(screen.getByText('There was an error importing the reviews')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Import Reviews' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Remove file' }));
    expect(screen.getByText('Drop your CSV file here, or click to choose')).toBeTruthy();
  });

  it('shows a re-import of duplicates as completed, never as failed', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({ 'GET /api/admin/categorize-progress': { body: idle } }).fetch,
    );
    vi.stubGlobal(
      'XMLHttpRequest',
      answering({
        success: true,
        imported: 0,
        failed: 1,
        duplicates: 3,
        errors: ['Row 4: rating must be a whole number from 1 to 5'],
      }),
    );
    renderWithApp(
      <>
        <ImportReviews />
        <Toaster />
      </>,
    );
    const result = await importFile();
    expect(result.querySelector('h3')?.textContent).toBe('Import Completed');
    expect(result.textContent).toContain('Duplicates skipped: 3');
    expect(await screen.findByText('Successfully imported 0 reviews')).toBeTruthy();
    expect(screen.queryByText('Import Failed')).toBeNull();
  });

  it('says Import Failed (not Completed) when every row failed', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({ 'GET /api/admin/categorize-progress': { body: idle } }).fetch,
    );
    vi.stubGlobal(
      'XMLHttpRequest',
      answering({ success: false, imported: 0, failed: 2, duplicates: 0, errors: ['Row 2: x'] }),
    );
    renderWithApp(
      <>
        <ImportReviews />
        <Toaster />
      </>,
    );
    const result = await importFile();
    expect(result.querySelector('h3')?.textContent).toBe('Failed');
    expect(await screen.findByText('Import Failed')).toBeTruthy();
    expect(screen.queryByText('Import Completed')).toBeNull();
  });
});
