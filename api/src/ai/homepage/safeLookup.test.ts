import { describe, expect, it } from 'vitest';
import { employeeRange } from './jsonLd.ts';
import { createSafeLookup, isPublicAddress } from './safeLookup.ts';

describe('isPublicAddress', () => {
  it.each([
    ['8.8.8.8', true],
    ['93.184.216.34', true],
    ['2606:4700:4700::1111', true],
    ['127.0.0.1', false],
    ['10.0.0.1', false],
    ['172.16.5.4', false],
    ['192.168.1.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['255.255.255.255', false],
    ['224.0.0.1', false],
    ['::1', false],
    ['::', false],
    ['fe80::1', false],
    ['fc00::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:10.0.0.1', false],
    ['not an address', false],
  ])('%s → %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});

describe('createSafeLookup', () => {
  const lookupWith = (addresses: string[], allowPrivate = false) => {
    const lookup = createSafeLookup({
      allowPrivate,
      resolve: async () =>
        addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
    });
    return new Promise<{ error: NodeJS.ErrnoException | null; result: unknown }>((resolve) => {
      lookup('example.test', { all: true }, (error, result) => resolve({ error, result }));
    });
  };

  it('answers with the addresses of a public host', async () => {
    const { error, result } = await lookupWith(['93.184.216.34']);
    expect(error).toBeNull();
    expect(result).toEqual([{ address: '93.184.216.34', family: 4 }]);
  });

  it('refuses a host with any non-public address', async () => {
    const { error } = await lookupWith(['93.184.216.34', '127.0.0.1']);
    expect(error?.code).toBe('ERR_PRIVATE_ADDRESS');
  });

  it('lets private addresses through only when allowed', async () => {
    const { error } = await lookupWith(['127.0.0.1'], true);
    expect(error).toBeNull();
  });
});

describe('employeeRange', () => {
  it.each([
    [8, '1-10'],
    [42, '11-50'],
    [50, '11-50'],
    [250, '201-500'],
    [120000, '10001+'],
    ['1,200', '1001-5000'],
    ['11-50', '11-50'],
    ['10,001+', '10001+'],
    [{ '@type': 'QuantitativeValue', value: 15 }, '11-50'],
    [{ minValue: 51, maxValue: 200 }, '51-200'],
    [{ minValue: 1000 }, '1000+'],
    ['about twenty', null],
    [0, null],
    [null, null],
  ])('%j → %s', (input, expected) => {
    expect(employeeRange(input)).toBe(expected);
  });
});
