import { describe, expect, it } from 'vitest';
import { initials } from './initials.ts';

describe('initials (§9: first letters of words, at most 2)', () => {
  it('takes the first letters of the first two words, upper-cased', () => {
    expect(initials('Acme Corp')).toBe('AC');
    expect(initials('acme corp international ltd')).toBe('AC');
    expect(initials('Stripe')).toBe('S');
    expect(initials('  Acme   Corp ')).toBe('AC');
    expect(initials('acme-corp.co.uk')).toBe('AC');
  });

  it('is empty for an empty name', () => {
    expect(initials('')).toBe('');
    expect(initials('   ')).toBe('');
  });
});
