import { describe, expect, it } from 'vitest';
import { memoByText } from './memoByText.ts';

describe('memoByText', () => {
  it('makes each text’s value once and hands the same value back', () => {
    const made: string[] = [];
    const shout = memoByText((text) => {
      made.push(text);
      return { loud: text.toUpperCase() };
    });
    const first = shout('select 1');
    expect(shout('select 1')).toBe(first);
    expect(shout('select 2')).toEqual({ loud: 'SELECT 2' });
    expect(first).toEqual({ loud: 'SELECT 1' });
    expect(made).toEqual(['select 1', 'select 2']);
  });
});
