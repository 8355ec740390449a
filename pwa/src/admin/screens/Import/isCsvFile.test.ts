import { describe, expect, it } from 'vitest';
import { isCsvFile } from './isCsvFile.ts';

describe('isCsvFile', () => {
  it('accepts the CSV type or a .csv name', () => {
    expect(isCsvFile({ type: 'text/csv', name: 'reviews' })).toBe(true);
    expect(isCsvFile({ type: '', name: 'Reviews.CSV' })).toBe(true);
    expect(isCsvFile({ type: 'application/vnd.ms-excel', name: 'reviews.csv' })).toBe(true);
  });

  it('refuses anything else', () => {
    expect(isCsvFile({ type: 'application/pdf', name: 'reviews.pdf' })).toBe(false);
    expect(isCsvFile({ type: '', name: 'csv.txt' })).toBe(false);
  });
});
