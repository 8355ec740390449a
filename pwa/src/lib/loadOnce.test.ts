import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './loadOnce.ts';

describe('loadOnce', () => {
  it('loads once for every caller, and tries again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue('chunk');
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow('Failed to fetch');
    const [first, second] = await Promise.all([get(), get()]);
    expect([first, second]).toEqual(['chunk', 'chunk']);
    expect(await get()).toBe('chunk');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
