import { describe, expect, it } from 'vitest';
import { oneEditAway } from './oneEditAway.ts';

describe('oneEditAway', () => {
  it('finds the word a typo came from: swapped, dropped, added or changed letters', () => {
    expect(oneEditAway('baliey')).toContain('bailey'); // neighbours swapped
    expect(oneEditAway('btz')).toContain('batz'); // a letter dropped
    expect(oneEditAway('baatz')).toContain('batz'); // a letter added
    expect(oneEditAway('bqtz')).toContain('batz'); // a letter changed
    expect(oneEditAway('mülle')).toContain('müller'); // the word's own letters too
  });

  it('lists swaps first, never the word itself, and each string once', () => {
    const edits = oneEditAway('abba');
    expect(edits.slice(0, 2)).toEqual(['baba', 'abab']);
    expect(edits).not.toContain('abba');
    expect(new Set(edits).size).toBe(edits.length);
  });

  it('stays a few hundred strings for a word of ordinary length', () => {
    expect(oneEditAway('bailey').length).toBeLessThan(400);
  });
});
