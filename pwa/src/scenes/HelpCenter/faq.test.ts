import { describe, expect, it } from 'vitest';
import { FAQ, filterFaq } from './faq.ts';

describe('the Help Center search', () => {
  it('has the four groups of the spec', () => {
    expect(FAQ.map((group) => group.title)).toEqual([
      'Getting Started',
      'Writing Reviews',
      'Business Owners',
      'Account & Privacy',
    ]);
  });

  it('shows every question for an empty search', () => {
    expect(filterFaq(FAQ, ' ')).toBe(FAQ);
  });

  it('keeps the questions containing every word, in questions or answers', () => {
    const result = filterFaq(FAQ, 'claim PROFILE');
    const questions = result.flatMap((group) => group.items.map((item) => item.question));
    expect(questions).toContain('How do I claim my company profile?');
    expect(questions.every((q) => !q.includes('cookie'))).toBe(true);
    expect(filterFaq(FAQ, 'no such words here')).toEqual([]);
  });
});
