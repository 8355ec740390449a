import { describe, expect, it } from 'vitest';
import { isCachedApiRead } from './apiReadsCache.ts';

const at = (path: string) => new URL(path, 'https://reviews.example');

describe('isCachedApiRead', () => {
  it.each([
    '/api/companies/domain/acme.com',
    '/api/companies/domain/acme.com/reviews?sort=recent',
    '/api/categories',
    '/api/users/7',
    '/api/accounts-list',
  ])('keeps the public read %s', (path) => {
    expect(isCachedApiRead(at(path), 'GET')).toBe(true);
  });

  it.each([
    '/api/account',
    '/api/account/export',
    '/api/admin/reviews',
    '/api/auth/user',
    '/api/business/companies',
    '/api/business/companies/3/figures',
    '/company/acme.com',
    '/robots.txt',
  ])('never keeps %s', (path) => {
    expect(isCachedApiRead(at(path), 'GET')).toBe(false);
  });

  it('never keeps a write', () => {
    expect(isCachedApiRead(at('/api/companies/domain/acme.com/reviews'), 'POST')).toBe(false);
  });
});
