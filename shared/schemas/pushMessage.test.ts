import { describe, expect, it } from 'vitest';
import { pushMessageSchema } from './pushMessage.ts';

const message = {
  title: 'New review of Acme',
  body: '"Great support", 5 stars',
  url: '/company/acme.com',
  tag: 'company-12',
};

describe('pushMessageSchema', () => {
  it('takes a message for a page of this site', () => {
    expect(pushMessageSchema.parse(message)).toEqual(message);
  });

  it.each([
    ['another site', 'https://evil.example/company/acme.com'],
    ['a protocol-relative address', '//evil.example/x'],
    ['a backslash trick', '/\\evil.example'],
    ['a relative path', 'company/acme.com'],
    ['a script', 'javascript:alert(1)'],
  ])('refuses a url to %s', (_name, url) => {
    expect(pushMessageSchema.safeParse({ ...message, url }).success).toBe(false);
  });

  it('needs a title and a tag', () => {
    expect(pushMessageSchema.safeParse({ ...message, title: ' ' }).success).toBe(false);
    expect(pushMessageSchema.safeParse({ ...message, tag: '' }).success).toBe(false);
    const { tag: _tag, ...untagged } = message;
    expect(pushMessageSchema.safeParse(untagged).success).toBe(false);
  });
});
