import type { ReviewCreateInput, ReviewCreateSchema } from '#shared/schemas/reviews';
import type { CompanyProfile, ReviewItem } from '#shared/types/api';

/**
 * The write-review wizard (§2, §4) as a pure reducer: search → review when the lookup succeeds;
 * review → search on Back; review → the company page on a signed-in submit (the screen
 * navigates); review → account on an anonymous submit. The component only runs the effects.
 */
export type WizardStep = 'search' | 'review' | 'account';

export interface ReviewForm {
  /** 0 until the reviewer picks one ('Select your rating'). */
  rating: number;
  title: string;
  content: string;
  isComplaint: boolean;
}

export interface WizardState {
  step: WizardStep;
  url: string;
  company: CompanyProfile | null;
  form: ReviewForm;
  lookingUp: boolean;
  /** The §4 submit flag, set while the review is being sent. */
  submitting: boolean;
  /** 'Failed to submit review: …', shown under the form. */
  submitError: string | null;
  /** The review posted without an account, which signing up will link. */
  posted: ReviewItem | null;
}

export type WizardEvent =
  | { type: 'urlChanged'; url: string }
  | { type: 'lookupStarted' }
  | { type: 'lookupSucceeded'; company: CompanyProfile }
  | { type: 'lookupFailed' }
  | { type: 'back' }
  | { type: 'ratingChanged'; rating: number }
  | { type: 'titleChanged'; title: string }
  | { type: 'contentChanged'; content: string }
  /** The autosaved draft of this company's review, after a reload or a crash. */
  | { type: 'formRestored'; form: ReviewForm }
  | { type: 'complaintToggled'; isComplaint: boolean }
  | { type: 'submitStarted' }
  | { type: 'submitSucceeded'; review: ReviewItem }
  | { type: 'submittedAnonymously'; review: ReviewItem | null }
  | { type: 'submitFailed'; message: string };

export const EMPTY_FORM: ReviewForm = { rating: 0, title: '', content: '', isComplaint: false };

export const initialWizardState: WizardState = {
  step: 'search',
  url: '',
  company: null,
  form: EMPTY_FORM,
  lookingUp: false,
  submitting: false,
  submitError: null,
  posted: null,
};

export function wizardReducer(state: WizardState, event: WizardEvent): WizardState {
  switch (event.type) {
    case 'urlChanged':
      return { ...state, url: event.url };
    case 'lookupStarted':
      return state.step === 'search' ? { ...state, lookingUp: true } : state;
    case 'lookupSucceeded':
      if (state.step !== 'search') return state;
      return {
        ...state,
        step: 'review',
        company: event.company,
        lookingUp: false,
        submitError: null,
      };
    case 'lookupFailed':
      return { ...state, lookingUp: false };
    case 'back':
      return state.step === 'review' && !state.submitting
        ? { ...state, step: 'search', submitError: null }
        : state;
    case 'ratingChanged':
      return { ...state, form: { ...state.form, rating: event.rating } };
    case 'titleChanged':
      return { ...state, form: { ...state.form, title: event.title } };
    case 'formRestored':
      return { ...state, form: event.form };
    case 'contentChanged':
      return { ...state, form: { ...state.form, content: event.content } };
    case 'complaintToggled':
      // §4: complaint mode has rating 1; leaving it asks for a rating again.
      return {
        ...state,
        form: { ...state.form, isComplaint: event.isComplaint, rating: event.isComplaint ? 1 : 0 },
      };
    case 'submitStarted':
      return state.step === 'review' ? { ...state, submitting: true, submitError: null } : state;
    case 'submitSucceeded':
      return { ...state, submitting: false, posted: event.review };
    case 'submittedAnonymously':
      return { ...state, step: 'account', submitting: false, posted: event.review };
    case 'submitFailed':
      return { ...state, submitting: false, submitError: event.message };
  }
}

/** Step one (§5): an empty URL gives the spec's message; otherwise null. */
export function validateUrl(url: string): string | null {
  return url.trim() === '' ? 'Please enter a company website URL' : null;
}

/** What the wizard posts: the shared schema's input for the form. */
export function toReviewInput(form: ReviewForm): ReviewCreateInput {
  return {
    title: form.title,
    content: form.content,
    rating: form.isComplaint ? 1 : form.rating,
    isComplaint: form.isComplaint,
  };
}

/** The message beside each field that needs fixing; empty when the form may be sent. */
export type ReviewFieldErrors = Partial<Record<'rating' | 'title' | 'content', string>>;

/**
 * The submit checks of §5 with the spec's texts, each shown beside its field (issue 34), not in
 * a toast: the rating ('Please select a rating'), then the texts; then the shared schema's own
 * limits (2000 characters and so on). The schema is passed in, since the page loads it lazily.
 */
export function validateReviewForm(
  form: ReviewForm,
  schema: typeof ReviewCreateSchema,
): ReviewFieldErrors {
  const errors: ReviewFieldErrors = {};
  if (!form.isComplaint && form.rating === 0) errors.rating = 'Please select a rating';
  const result = schema.safeParse(toReviewInput(form));
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (field === 'rating' || field === 'title' || field === 'content') {
      errors[field] ??= issue.message;
    }
  }
  return errors;
}
