import { describe, expect, it } from 'vitest';
import { plural, withArticle } from './plural.ts';

describe('plural', () => {
  it('says one in the singular and every other count in the plural, grouped', () => {
    expect(plural(1, 'review')).toBe('1 review');
    expect(plural(0, 'review')).toBe('0 reviews');
    expect(plural(2, 'review')).toBe('2 reviews');
    expect(plural(1203, 'company', 'companies')).toBe('1,203 companies');
    expect(plural(1, 'company', 'companies')).toBe('1 company');
  });
});

describe('withArticle', () => {
  it('writes an before a vowel sound and a before a consonant sound', () => {
    expect(withArticle('animal health business')).toBe('an animal health business');
    expect(withArticle('insurance business')).toBe('an insurance business');
    expect(withArticle('software business')).toBe('a software business');
    expect(withArticle('utility business')).toBe('a utility business');
    expect(withArticle('university')).toBe('a university');
    expect(withArticle('user research firm')).toBe('a user research firm');
    expect(withArticle('hourly staffing firm')).toBe('an hourly staffing firm');
    expect(withArticle('HR platform')).toBe('an HR platform');
    expect(withArticle('SEO agency')).toBe('an SEO agency');
    expect(withArticle('B2B marketplace')).toBe('a B2B marketplace');
  });
});
