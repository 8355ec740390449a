import { describe, expect, it } from 'vitest';
import { invitationLink } from './invitationLink.ts';

describe('invitationLink', () => {
  it('puts the token, encoded, on the accept-invitation page of this origin', () => {
    expect(invitationLink('a+b/c', 'https://reviews.example')).toBe(
      'https://reviews.example/admin/accept-invitation?token=a%2Bb%2Fc',
    );
  });
});
