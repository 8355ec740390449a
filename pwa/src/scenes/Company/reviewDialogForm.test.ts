import { describe, expect, it } from 'vitest';
import { ReviewCreateSchema } from '#shared/schemas/reviews';
import {
  canSubmit,
  openAs,
  RESET_FORM,
  setComplaint,
  showsRating,
  submissionType,
  toDialogInput,
} from './reviewDialogForm.ts';

const filled = { ...RESET_FORM, title: 'Title', content: 'Content', rating: 3 };

describe('the profile dialog form (§4)', () => {
  it('choosing Complaint sets complaint mode and rating 1, keeping the texts', () => {
    expect(openAs(filled, 'complaint')).toMatchObject({
      kind: 'complaint',
      isComplaint: true,
      rating: 1,
      title: 'Title',
    });
  });

  it('choosing Review or Comment clears the rating (no preset stars) and the texts', () => {
    expect(RESET_FORM.rating).toBe(0);
    for (const kind of ['review', 'comment'] as const) {
      expect(openAs({ ...filled, isComplaint: true }, kind)).toEqual({
        kind,
        rating: 0,
        title: '',
        content: '',
        isComplaint: false,
      });
    }
  });

  it('ticking Mark as Complaint hides the rating and sends a complaint with rating 1', () => {
    const complaint = setComplaint(filled, true);
    expect(showsRating(complaint)).toBe(false);
    expect(submissionType(complaint)).toBe('complaint');
    expect(ReviewCreateSchema.parse(toDialogInput(complaint))).toMatchObject({
      type: 'complaint',
      isComplaint: true,
      rating: 1,
    });
    expect(setComplaint(complaint, false)).toMatchObject({ isComplaint: false, rating: 0 });
  });

  it('a comment has no rating control and sends rating null', () => {
    const comment = { ...openAs(filled, 'comment'), title: 'Note', content: 'FYI' };
    expect(showsRating(comment)).toBe(false);
    expect(setComplaint(comment, true)).toBe(comment);
    expect(ReviewCreateSchema.parse(toDialogInput(comment))).toEqual({
      title: 'Note',
      content: 'FYI',
      type: 'comment',
      isComplaint: false,
      rating: null,
    });
  });

  it('a review sends its rating', () => {
    expect(ReviewCreateSchema.parse(toDialogInput(filled))).toMatchObject({
      type: 'review',
      rating: 3,
    });
  });

  it('can be submitted only with both texts (§5)', () => {
    expect(canSubmit(RESET_FORM)).toBe(false);
    expect(canSubmit({ ...RESET_FORM, title: 'T', content: '  ' })).toBe(false);
    expect(canSubmit(filled)).toBe(true);
  });
});
