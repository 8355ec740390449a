import { describe, expect, it } from 'vitest';
import { truncate } from '../../lib/text.ts';
import {
  activityAge,
  contactValue,
  formatGrowth,
  ratingTone,
  reviewAuthor,
  userName,
} from './format.ts';

describe('formatGrowth', () => {
  it('signs the month-over-month change with one decimal at most', () => {
    expect(formatGrowth(12)).toBe('+12%');
    expect(formatGrowth(12.345)).toBe('+12.3%');
    expect(formatGrowth(-3.06)).toBe('-3.1%');
    expect(formatGrowth(-2.25)).toBe('-2.3%');
    expect(formatGrowth(0)).toBe('0%');
    expect(formatGrowth(0.04)).toBe('0%');
  });

  it('shows a dash when last month had no revenue', () => {
    expect(formatGrowth(null)).toBe('—');
    expect(formatGrowth(Number.POSITIVE_INFINITY)).toBe('—');
  });
});

describe('table helpers', () => {
  it('cuts at the limit with an ellipsis', () => {
    expect(truncate('a'.repeat(80), 80).text).toBe('a'.repeat(80));
    expect(truncate('a'.repeat(81), 80).text).toBe(`${'a'.repeat(80)}...`);
  });

  it("hides 'Information not available' and blanks", () => {
    expect(contactValue('Information not available')).toBeNull();
    expect(contactValue('  ')).toBeNull();
    expect(contactValue('+1 555')).toBe('+1 555');
  });

  it('colours ratings at 4 and 3', () => {
    expect([5, 4, 3, 2, 1].map(ratingTone)).toEqual(['green', 'green', 'amber', 'red', 'red']);
  });

  it('names the author: full name, else email, else Anonymous', () => {
    const base = { reviewerName: null, reviewerEmail: null };
    expect(
      reviewAuthor({ ...base, user: { firstName: 'Ann', lastName: 'Lee', email: 'a@x.io' } }),
    ).toBe('Ann Lee');
    expect(
      reviewAuthor({ ...base, user: { firstName: null, lastName: null, email: 'a@x.io' } }),
    ).toBe('a@x.io');
    expect(reviewAuthor({ ...base, user: null })).toBe('Anonymous');
    expect(reviewAuthor({ user: null, reviewerName: 'Jane', reviewerEmail: null })).toBe('Jane');
  });

  it("names a user: full name, else email, else 'Unknown User'", () => {
    expect(userName({ firstName: 'Una', lastName: null, email: 'u@x.io' })).toBe('Una');
    expect(userName({ firstName: null, lastName: null, email: 'u@x.io' })).toBe('u@x.io');
    expect(userName({ firstName: null, lastName: null, email: '' })).toBe('Unknown User');
  });

  it('ages activity in hours under a day, then days', () => {
    const now = new Date('2026-01-10T12:00:00Z');
    expect(activityAge('2026-01-10T11:30:00Z', now)).toBe('Just now');
    expect(activityAge('2026-01-10T07:00:00Z', now)).toBe('5h ago');
    expect(activityAge('2026-01-08T12:00:00Z', now)).toBe('2d ago');
  });
});
