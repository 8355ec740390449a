import { describe, expect, it } from 'vitest';
import { describeImportRowError, ImportRowSchema } from './importRow.ts';

const good = {
  company_domain: 'https://www.Acme.com/about',
  rating: '4',
  title: ' Solid partner ',
  content: 'Delivered on time.',
  is_complaint: 'FALSE',
  reviewer_name: 'Ann Lee',
  reviewer_email: 'Ann@Example.com',
  created_at: '2024-02-29',
};

const reason = (row: Record<string, string | undefined>) => {
  const result = ImportRowSchema.safeParse(row);
  return result.success ? undefined : describeImportRowError(result.error);
};

describe('ImportRowSchema', () => {
  it('parses a complete row', () => {
    expect(ImportRowSchema.parse(good)).toEqual({
      companyDomain: 'acme.com',
      rating: 4,
      title: 'Solid partner',
      content: 'Delivered on time.',
      isComplaint: false,
      reviewerName: 'Ann Lee',
      reviewerEmail: 'ann@example.com',
      createdAt: '2024-02-29',
    });
  });

  it('refuses NUL characters in any cell, naming the column', () => {
    expect(reason({ ...good, title: 'a\u0000b' })).toBe('title must not contain NUL characters');
    expect(reason({ ...good, reviewer_name: '\u0000' })).toBe(
      'reviewer_name must not contain NUL characters',
    );
  });

  it('treats empty optional cells (and missing ones) as absent', () => {
    expect(
      ImportRowSchema.parse({ company_domain: 'acme.com', rating: '1', title: 't', content: 'c' }),
    ).toMatchObject({
      isComplaint: false,
      reviewerName: null,
      reviewerEmail: null,
      createdAt: null,
    });
    expect(ImportRowSchema.parse({ ...good, is_complaint: 'True' }).isComplaint).toBe(true);
  });

  it.each([
    [{ rating: '6' }, 'rating must be a whole number from 1 to 5'],
    [{ rating: '4.5' }, 'rating must be a whole number from 1 to 5'],
    [{ rating: '' }, 'rating must be a whole number from 1 to 5'],
    [{ title: '  ' }, 'title is required'],
    [{ title: 'x'.repeat(256) }, 'title must be at most 255 characters'],
    [{ content: 'x'.repeat(2001) }, 'content must be at most 2000 characters'],
    [{ company_domain: '' }, 'company_domain is required'],
    [{ company_domain: 'localhost' }, 'company_domain is not a valid domain'],
    [{ is_complaint: 'yes' }, 'is_complaint must be true or false'],
    [{ reviewer_email: 'not-an-email' }, 'reviewer_email is not a valid email address'],
    [{ created_at: '2023-02-29' }, 'created_at is not a real date (2023-02-29)'],
    [{ created_at: '29/02/2024' }, 'created_at must be a date in the form YYYY-MM-DD'],
    [{ created_at: '2999-01-01' }, 'created_at cannot be in the future'],
  ])('refuses %j', (change, message) => {
    expect(reason({ ...good, ...change })).toBe(message);
  });

  it('reports every problem of a row at once', () => {
    expect(reason({ ...good, rating: '0', content: '' })).toBe(
      'rating must be a whole number from 1 to 5; content is required',
    );
  });
});
