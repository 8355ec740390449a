import { describe, expect, it } from 'vitest';
import { moveFaq } from './faqOrder.ts';

describe('moving an FAQ', () => {
  const faqs = [
    { id: 10, order: 0 },
    { id: 11, order: 1 },
    { id: 12, order: 2 },
  ];

  it('writes only the positions that change', () => {
    expect(moveFaq(faqs, 2, -1)).toEqual([
      { faqId: 12, order: 1 },
      { faqId: 11, order: 2 },
    ]);
    expect(moveFaq(faqs, 0, 1)).toEqual([
      { faqId: 11, order: 0 },
      { faqId: 10, order: 1 },
    ]);
  });

  it('renumbers positions with gaps or ties', () => {
    const tied = [
      { id: 1, order: 0 },
      { id: 2, order: 0 },
      { id: 3, order: 7 },
    ];
    // The second already sits at 0: it is not written again.
    expect(moveFaq(tied, 0, 1)).toEqual([
      { faqId: 1, order: 1 },
      { faqId: 3, order: 2 },
    ]);
  });

  it('does nothing past either end', () => {
    expect(moveFaq(faqs, 0, -1)).toEqual([]);
    expect(moveFaq(faqs, 2, 1)).toEqual([]);
    expect(moveFaq(faqs, -1, 1)).toEqual([]);
  });
});
