import { describe, expect, it } from 'vitest';
import { normalizeDomain } from './normalizeDomain.ts';
import { companyNameFromDomain, isValidDomain } from './validateDomain.ts';

describe('normalizeDomain', () => {
  it.each([
    ['acme.com', 'acme.com'],
    ['  ACME.com ', 'acme.com'],
    ['https://www.acme.com/about?x=1#team', 'acme.com'],
    ['http://acme.com:8080', 'acme.com'],
    ['www.acme.com/', 'acme.com'],
    ['acme.com.', 'acme.com'],
    ['https://user:pw@shop.acme.co.uk/path', 'shop.acme.co.uk'],
    ['bücher.de', 'xn--bcher-kva.de'],
    ['', ''],
  ])('%s → %s', (input, expected) => {
    expect(normalizeDomain(input)).toBe(expected);
  });
});

describe('isValidDomain', () => {
  it.each(['acme.com', 'acme-corp.co.uk', 'shop.acme.com', 'xn--bcher-kva.de', 'a.io'])(
    'accepts %s',
    (domain) => expect(isValidDomain(domain)).toBe(true),
  );

  it.each([
    'hello',
    'a..b',
    'localhost',
    '127.0.0.1',
    '[::1]',
    'example.invalidtld',
    '-bad.com',
    '',
    `${'a'.repeat(64)}.com`,
    'acme.com/path',
  ])('refuses %s', (domain) => expect(isValidDomain(domain)).toBe(false));
});

describe('companyNameFromDomain', () => {
  it.each([
    ['acme-corp.co.uk', 'Acme Corp'],
    ['stripe.com', 'Stripe'],
    ['shop.big_box.com', 'Big Box'],
  ])('%s → %s', (domain, name) => expect(companyNameFromDomain(domain)).toBe(name));
});
