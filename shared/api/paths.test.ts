import { describe, expect, it } from 'vitest';
import { companyApiPath, companyReviewsApiPath } from './paths.ts';

describe('company API paths', () => {
  it('encodes the domain and pages the reviews', () => {
    expect(companyApiPath('acme.com')).toBe('/api/companies/domain/acme.com');
    expect(companyApiPath('a/b')).toBe('/api/companies/domain/a%2Fb');
    expect(companyReviewsApiPath('acme.com')).toBe(
      '/api/companies/domain/acme.com/reviews?limit=10',
    );
    expect(companyReviewsApiPath('acme.com', 'abc=')).toBe(
      '/api/companies/domain/acme.com/reviews?limit=10&before=abc%3D',
    );
  });
});
