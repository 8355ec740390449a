import { describe, expect, it } from 'vitest';
import { ReviewCreateSchema } from '#shared/schemas/reviews';
import type { CompanyProfile, ReviewItem } from '#shared/types/api';
import {
  EMPTY_FORM,
  initialWizardState,
  toReviewInput,
  validateReviewForm,
  validateUrl,
  type WizardEvent,
  type WizardState,
  wizardReducer,
} from './wizardMachine.ts';

const company = { id: 1, name: 'Acme Corp', domain: 'acme.com' } as CompanyProfile;
const review = { id: 9 } as ReviewItem;
const run = (events: WizardEvent[], from: WizardState = initialWizardState) =>
  events.reduce(wizardReducer, from);

describe('the wizard state machine (§4)', () => {
  it('starts on the search step with no rating chosen', () => {
    expect(initialWizardState.step).toBe('search');
    expect(initialWizardState.form.rating).toBe(0);
  });

  it('goes search → review when the lookup succeeds, storing the company', () => {
    const state = run([{ type: 'lookupStarted' }, { type: 'lookupSucceeded', company }]);
    expect(state).toMatchObject({ step: 'review', company, lookingUp: false });
  });

  it('stays on search when the lookup fails', () => {
    const state = run([{ type: 'lookupStarted' }, { type: 'lookupFailed' }]);
    expect(state).toMatchObject({ step: 'search', company: null, lookingUp: false });
  });

  it('goes back to search on Back, keeping what was typed', () => {
    const state = run([
      { type: 'urlChanged', url: 'acme.com' },
      { type: 'lookupSucceeded', company },
      { type: 'titleChanged', title: 'Great' },
      { type: 'back' },
    ]);
    expect(state).toMatchObject({ step: 'search', url: 'acme.com' });
    expect(state.form.title).toBe('Great');
  });

  it('sets the submit flag while sending and ignores Back meanwhile', () => {
    const sending = run([{ type: 'lookupSucceeded', company }, { type: 'submitStarted' }]);
    expect(sending.submitting).toBe(true);
    expect(wizardReducer(sending, { type: 'back' }).step).toBe('review');
  });

  it('goes review → account after an anonymous submit', () => {
    const state = run([
      { type: 'lookupSucceeded', company },
      { type: 'submitStarted' },
      { type: 'submittedAnonymously', review },
    ]);
    expect(state).toMatchObject({ step: 'account', submitting: false, posted: review });
  });

  it('keeps the form and shows the error after a failed submit', () => {
    const state = run([
      { type: 'lookupSucceeded', company },
      { type: 'submitStarted' },
      { type: 'submitFailed', message: 'Failed to submit review: Unknown error' },
    ]);
    expect(state).toMatchObject({
      step: 'review',
      submitting: false,
      submitError: 'Failed to submit review: Unknown error',
    });
  });

  it('gives a complaint rating 1 and asks again for a rating when it is switched off', () => {
    const on = run([
      { type: 'ratingChanged', rating: 4 },
      { type: 'complaintToggled', isComplaint: true },
    ]);
    expect(on.form).toMatchObject({ isComplaint: true, rating: 1 });
    expect(wizardReducer(on, { type: 'complaintToggled', isComplaint: false }).form.rating).toBe(0);
  });
});

describe('wizard validation (§5)', () => {
  it('asks for a URL on step one', () => {
    expect(validateUrl('  ')).toBe('Please enter a company website URL');
    expect(validateUrl('acme.com')).toBeNull();
  });

  it('checks the rating and both texts, each message for its own field', () => {
    const form = { ...EMPTY_FORM };
    expect(validateReviewForm(form, ReviewCreateSchema)).toEqual({
      rating: 'Please select a rating',
      title: 'Please fill in both title and review content',
      content: 'Please fill in both title and review content',
    });
    expect(validateReviewForm({ ...form, rating: 4, title: 'Hi' }, ReviewCreateSchema)).toEqual({
      content: 'Please fill in both title and review content',
    });
    expect(
      validateReviewForm({ ...form, rating: 4, title: ' ', content: 'x' }, ReviewCreateSchema),
    ).toEqual({ title: 'Please fill in both title and review content' });
    expect(
      validateReviewForm({ ...form, rating: 4, title: 'Hi', content: 'Good' }, ReviewCreateSchema),
    ).toEqual({});
  });

  it('needs no rating for a complaint and enforces the 2000-character limit', () => {
    expect(
      validateReviewForm(
        { ...EMPTY_FORM, isComplaint: true, title: 'Late', content: 'x' },
        ReviewCreateSchema,
      ),
    ).toEqual({});
    expect(
      validateReviewForm(
        { ...EMPTY_FORM, rating: 5, title: 'Long', content: 'x'.repeat(2001) },
        ReviewCreateSchema,
      ),
    ).toEqual({ content: 'Review content must be at most 2000 characters' });
  });

  it('posts a complaint with rating 1 and isComplaint', () => {
    const input = toReviewInput({ rating: 1, title: 'T', content: 'C', isComplaint: true });
    expect(ReviewCreateSchema.parse(input)).toEqual({
      title: 'T',
      content: 'C',
      type: 'complaint',
      isComplaint: true,
      rating: 1,
    });
  });
});
