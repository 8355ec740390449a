import { describe, expect, it } from 'vitest';
import { greetingName } from './greeting.ts';
import { safeNext } from './safeNext.ts';
import { plural, safeHttpUrl, truncate } from './text.ts';

describe('plural', () => {
  it("writes 'review' or 'reviews' by count, with thousands separators", () => {
    expect(plural(1, 'review')).toBe('1 review');
    expect(plural(0, 'review')).toBe('0 reviews');
    expect(plural(1234, 'company', 'companies')).toBe('1,234 companies');
  });
});

describe('truncate (§9 preview at 200 characters)', () => {
  it('keeps short text and cuts long text with an ellipsis', () => {
    expect(truncate('short', 200)).toEqual({ text: 'short', truncated: false });
    const long = truncate('x'.repeat(201), 200);
    expect(long.truncated).toBe(true);
    expect(long.text).toBe(`${'x'.repeat(200)}...`);
    expect(truncate('y'.repeat(200), 200).truncated).toBe(false);
  });
});

describe('safeHttpUrl', () => {
  it('lets only http(s) links through', () => {
    expect(safeHttpUrl('https://linkedin.com/company/acme')).toBe(
      'https://linkedin.com/company/acme',
    );
    expect(safeHttpUrl('javascript:alert(1)')).toBeNull();
    expect(safeHttpUrl('not a url')).toBeNull();
    expect(safeHttpUrl(null)).toBeNull();
  });
});

describe('safeNext', () => {
  it('returns a path on this site, else /', () => {
    expect(safeNext('?next=%2Fcompany%2Facme.com%23review-3')).toBe('/company/acme.com#review-3');
    expect(safeNext('?next=//evil.example')).toBe('/');
    expect(safeNext('?next=https://evil.example')).toBe('/');
    expect(safeNext('?next=/\\evil.example')).toBe('/');
    expect(safeNext('')).toBe('/');
  });
});

describe('greetingName (§2)', () => {
  it('uses the first name, else the email before the at sign, else User', () => {
    expect(greetingName({ firstName: 'Ann', email: 'ann@x.com' })).toBe('Ann');
    expect(greetingName({ firstName: null, email: 'bob.smith@x.com' })).toBe('bob.smith');
    expect(greetingName({ firstName: ' ', email: '' })).toBe('User');
  });
});
