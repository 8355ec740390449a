import { describe, expect, it } from 'vitest';
import { searchKey } from './searchKey.ts';

describe('searchKey', () => {
  it('lower-cases and makes every run of spaces, punctuation and symbols one space', () => {
    expect(searchKey('Bailey, Conn & Smith')).toBe('bailey conn smith');
    expect(searchKey('  bailey-conn ')).toBe('bailey conn');
    expect(searchKey('Café – Bar «Müller»')).toBe('café bar müller');
    expect(searchKey('--')).toBe('');
  });
});
