import { describe, expect, it } from 'vitest';
import { exampleHost } from './exampleHost.ts';

describe("the home placeholder's {host}", () => {
  it("is the site's own domain", () => {
    expect(exampleHost('www.reviews.example.org')).toBe('reviews.example.org');
    expect(exampleHost('b2b-reviews.dev:8443')).toBe('b2b-reviews.dev');
  });

  it('is a generic example on a bare host or an IP address', () => {
    expect(exampleHost('localhost:3000')).toBe('example.com');
    expect(exampleHost('127.0.0.1:3000')).toBe('example.com');
    expect(exampleHost('[::1]:3000')).toBe('example.com');
  });
});
