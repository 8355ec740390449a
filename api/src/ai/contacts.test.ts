import { describe, expect, it } from 'vitest';
import { isDecoyAddress, isRealPhone } from './contacts.ts';

describe('a number that could be the company’s', () => {
  it.each([
    ['(123) 456-7890'],
    ['555-555-5555'],
    ['(555) 201-4433'],
    ['+1 555 201 4433'],
    ['01 23 45 67 89'],
    ['112'],
  ])('refuses the demo or emergency number %s', (phone) => {
    expect(isRealPhone(phone)).toBe(false);
  });

  it.each([['55 5264 1180'], ['+52 55 5520 4471'], ['(503) 555-0142'], ['0431 36 28 40']])(
    'takes %s, a real line (Mexico City’s start with 55 5)',
    (phone) => {
      expect(isRealPhone(phone)).toBe(true);
    },
  );
});

describe('an address that is a fair’s or a venue’s', () => {
  it('is refused, but not a street named after a fair', () => {
    expect(isDecoyAddress('Messe Essen, Halle 3, Stand B12, Norbertstraße 2, 45131 Essen')).toBe(
      true,
    );
    expect(isDecoyAddress('Calle Feria 118, 41002 Sevilla')).toBe(false);
  });
});
