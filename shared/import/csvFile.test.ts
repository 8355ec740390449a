import { describe, expect, it } from 'vitest';
import { isCsvFile } from './csvFile.ts';

describe('isCsvFile', () => {
  it('accepts the CSV type or a .csv name', () => {
    expect(isCsvFile({ type: 'text/csv', name: 'reviews' })).toBe(true);
    expect(isCsvFile({ type: '', name: 'Reviews.CSV' })).toBe(true);
    expect(isCsvFile({ type: 'application/vnd.ms-excel', name: 'reviews.csv' })).toBe(true);
    // Excel's type on Windows, and the other CSV types, with any name: the API took these
    // while the panel refused them, until both used this one rule.
    for (const type of ['application/vnd.ms-excel', 'application/csv', 'text/x-csv', 'TEXT/CSV']) {
      expect(isCsvFile({ type, name: 'export' })).toBe(true);
    }
  });

  it('refuses anything else', () => {
    expect(isCsvFile({ type: 'application/pdf', name: 'reviews.pdf' })).toBe(false);
    expect(isCsvFile({ type: '', name: 'csv.txt' })).toBe(false);
  });
});
