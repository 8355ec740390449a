import { describe, expect, it } from 'vitest';
import { formatLsn, parseLsn } from './lsn.ts';

describe('WAL positions', () => {
  it('reads both halves as one byte position and prints it back', () => {
    expect(parseLsn('0/0')).toBe(0n);
    expect(parseLsn('1/0')).toBe(2n ** 32n);
    expect(parseLsn('16/B374D848')).toBe(0x16n * 2n ** 32n + 0xb374d848n);
    expect(formatLsn(parseLsn('16/B374D848') ?? 0n)).toBe('16/B374D848');
  });

  it('orders positions by their high half first', () => {
    expect((parseLsn('1/0') ?? 0n) > (parseLsn('0/FFFFFFFF') ?? 0n)).toBe(true);
  });

  it('refuses anything else (a forged or old cookie)', () => {
    for (const text of ['', '0', '0/', '/0', 'x/1', '123456789/0', '0/0/0', ' 0/0']) {
      expect(parseLsn(text)).toBeUndefined();
    }
  });
});
