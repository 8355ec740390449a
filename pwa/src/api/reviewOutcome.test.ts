import { describe, expect, it } from 'vitest';
import { HttpError } from './http.ts';
import { isSilentVoteAnswer, isSilentVoteError } from './reviewOutcome.ts';

describe('the silent vote refresh (§8)', () => {
  it('covers a 401 and a message containing "Vote", by answer and by error alike', () => {
    expect(isSilentVoteAnswer(401, '')).toBe(true);
    expect(isSilentVoteAnswer(409, 'Vote already recorded')).toBe(true);
    expect(isSilentVoteAnswer(400, 'voteType: Invalid option')).toBe(false);
    expect(isSilentVoteAnswer(500, 'boom')).toBe(false);

    expect(isSilentVoteError(new HttpError(401, 'Unauthorized', ''))).toBe(true);
    expect(
      isSilentVoteError(new HttpError(409, 'Conflict', '{"message":"Vote already recorded"}')),
    ).toBe(true);
    expect(isSilentVoteError(new HttpError(500, 'Internal Server Error', ''))).toBe(false);
    expect(isSilentVoteError(new TypeError('Failed to fetch'))).toBe(false);
  });
});
