// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CategorizationProgress } from '#shared/types/admin';
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
});
