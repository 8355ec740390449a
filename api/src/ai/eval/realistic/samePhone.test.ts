import { describe, expect, it } from 'vitest';
import { samePhone } from './samePhone.ts';

describe('samePhone', () => {
  it('matches international and national forms of the same number', () => {
    expect(samePhone('+44 1947 600213', '01947 600213')).toBe(true);
    expect(samePhone('01947 600213', '+44 1947 600213')).toBe(true);
    expect(samePhone('0044 1947 600213', '01947 600213')).toBe(true);
    expect(samePhone('+44 (0)1947 600213', '01947 600213')).toBe(true);
    expect(samePhone('+43 1 234 5678', '01 234 5678')).toBe(true);
    expect(samePhone('+351 21 345 6789', '21 345 6789')).toBe(true);
    expect(samePhone('(+351) 213 421 087', '213 421 087')).toBe(true);
    expect(samePhone('+1 (415) 555-0132', '415-555-0132')).toBe(true);
    expect(samePhone('1-415-555-0132', '(415) 555-0132')).toBe(true);
  });

  it('matches the same form written differently', () => {
    expect(samePhone('+49 30 1234567', '+49 (30) 123 45 67')).toBe(true);
    expect(samePhone('030 1234567', '030-123 45 67')).toBe(true);
  });

  it('does not match different numbers', () => {
    expect(samePhone('+44 1947 600213', '01947 600214')).toBe(false);
    expect(samePhone('+44 1947 600213', '+44 1947 600299')).toBe(false);
    expect(samePhone('0800 123 4567', '01947 600213')).toBe(false);
    // A short emergency or service number never matches a longer line by its ending.
    expect(samePhone('112', '+49 30 112')).toBe(false);
    expect(samePhone('600213', '01947 600213')).toBe(false);
  });
});
