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
  it.each([
    'acme.com',
    'acme-corp.co.uk',
    'shop.acme.com',
    'xn--bcher-kva.de',
    'a.io',
    // A host under a private suffix is one publisher's (issue 38).
    'acme.github.io',
    'shop.vercel.app',
  ])('accepts %s', (domain) => expect(isValidDomain(domain)).toBe(true));

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
    // Public suffixes themselves, ICANN and private (issue 38).
    'co.uk',
    'github.io',
    'vercel.app',
    'blogspot.com',
  ])('refuses %s', (domain) => expect(isValidDomain(domain)).toBe(false));
});

describe('companyNameFromDomain', () => {
  it.each([
    ['acme-corp.co.uk', 'Acme Corp'],
    ['stripe.com', 'Stripe'],
    ['shop.big_box.com', 'Big Box'],
    ['acme-labs.github.io', 'Acme Labs'],
  ])('%s → %s', (domain, name) => expect(companyNameFromDomain(domain)).toBe(name));
});
