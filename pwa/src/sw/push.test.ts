import { describe, expect, it } from 'vitest';
import { readPushMessage } from './push.ts';

describe('readPushMessage', () => {
  it('reads the server message', () => {
    const message = { title: 'Acme', body: 'A new review', url: '/company/acme.com', tag: 'c-1' };
    expect(readPushMessage(JSON.stringify(message))).toEqual(message);
  });

  it.each([
    ['no payload', undefined],
    ['text that is not JSON', 'hello'],
    [
      'a message for another site',
      '{"title":"x","body":"","url":"https://evil.example","tag":"t"}',
    ],
  ])('shows a plain notification for %s (Chromium requires one per push)', (_name, text) => {
    expect(readPushMessage(text)).toMatchObject({ url: '/', tag: 'b2b-reviews' });
  });
});
