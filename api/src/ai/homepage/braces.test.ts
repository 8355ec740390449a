import { describe, expect, it } from 'vitest';
import { matchingCloseBrace, unmatchedOpenBrace } from './braces.ts';

const SCRIPT = '{a:{b:1},c:{d:{e:2}},f:3}';

describe('braces in a script', () => {
  it('finds the brace that opens the object around a position, skipping closed ones', () => {
    // Before "f": the objects of "a" and "c" are closed, so the outer one opens it.
    expect(unmatchedOpenBrace(SCRIPT, SCRIPT.indexOf('f'), 0)).toBe(0);
    // Inside "d": its own brace.
    expect(unmatchedOpenBrace(SCRIPT, SCRIPT.indexOf('e'), 0)).toBe(SCRIPT.indexOf('{e'));
    // From a closing brace's left: the brace it closes.
    expect(unmatchedOpenBrace(SCRIPT, SCRIPT.indexOf('}') - 1, 0)).toBe(SCRIPT.indexOf('{b'));
    expect(unmatchedOpenBrace(SCRIPT, 5, 3)).toBe(3);
    expect(unmatchedOpenBrace('a:1}', 3, 0)).toBe(-1);
  });

  it('finds the brace that closes one, within its reach', () => {
    expect(matchingCloseBrace(SCRIPT, SCRIPT.indexOf('{d'), SCRIPT.length)).toBe(
      SCRIPT.indexOf('}}') + 1,
    );
    expect(matchingCloseBrace(SCRIPT, 0, SCRIPT.length)).toBe(SCRIPT.length - 1);
    expect(matchingCloseBrace(SCRIPT, 0, 10)).toBe(-1);
  });
});
