import { describe, expect, it } from 'vitest';
import { testConfig } from '../test/testServer.ts';
import { rateMsFor } from './services.ts';

describe('the pace of a categorisation run', () => {
  it('is AI_RATE_MS, or the provider default, for the configured provider', () => {
    expect(rateMsFor(testConfig(), 'local')).toBe(0);
    expect(rateMsFor(testConfig({ AI_RATE_MS: '250' }), 'local')).toBe(250);
    const openai = testConfig({ OPENAI_API_KEY: 'k' });
    expect(rateMsFor(openai, 'openai')).toBe(3000);
  });

  it('keeps the spec’s 3 s for openai when a run overrides a local installation', () => {
    expect(rateMsFor(testConfig(), 'openai')).toBe(3000);
    expect(rateMsFor(testConfig({ OPENAI_API_KEY: 'k' }), 'local')).toBe(0);
  });
});
