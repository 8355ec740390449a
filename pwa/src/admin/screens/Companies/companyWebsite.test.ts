import { describe, expect, it } from 'vitest';
import { companyWebsite } from './companyWebsite.ts';

describe('companyWebsite', () => {
  it('links the stored http(s) website, else the domain', () => {
    expect(companyWebsite({ website: 'https://acme.com/about', domain: 'acme.com' })).toBe(
      'https://acme.com/about',
    );
    expect(companyWebsite({ website: null, domain: 'acme.com' })).toBe('https://acme.com');
    expect(companyWebsite({ website: 'javascript:alert(1)', domain: 'acme.com' })).toBe(
      'https://acme.com',
    );
  });
});
