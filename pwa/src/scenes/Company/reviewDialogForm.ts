import type { ReviewCreateInput, ReviewType } from '#shared/schemas/reviews';

/**
 * The profile page's review / complaint / comment dialog (§2, §4) as pure state: which button
 * opened it, the fields, and what it sends.
 */
export interface DialogForm {
  /** The button that opened the dialog. */
  kind: ReviewType;
  rating: number;
  title: string;
  content: string;
  isComplaint: boolean;
}

/** No stars chosen: the writer must pick, as in the wizard (issue 34), never a preset 5. */
const NO_RATING = 0;
const COMPLAINT_RATING = 1;
const RATING_MISSING = 'Please select a rating';

export const RESET_FORM: DialogForm = {
  kind: 'review',
  rating: NO_RATING,
  title: '',
  content: '',
  isComplaint: false,
};

/**
 * §4: choosing Complaint sets complaint mode and rating 1; choosing Review or Comment clears the
 * rating (§4 said 5; issue 34: the writer chooses, as in the wizard), title and content.
 */
export function openAs(form: DialogForm, kind: ReviewType): DialogForm {
  if (kind === 'complaint') return { ...form, kind, isComplaint: true, rating: COMPLAINT_RATING };
  return { kind, rating: NO_RATING, title: '', content: '', isComplaint: false };
}

/** Ticking Mark as Complaint makes a review a complaint (comments cannot be one). */
export function setComplaint(form: DialogForm, isComplaint: boolean): DialogForm {
  if (form.kind === 'comment') return form;
  return { ...form, isComplaint, rating: isComplaint ? COMPLAINT_RATING : NO_RATING };
}

export function submissionType(form: DialogForm): ReviewType {
  if (form.kind === 'comment') return 'comment';
  return form.isComplaint ? 'complaint' : 'review';
}

/** The rating control shows only for a review (hidden for complaints, absent for comments). */
export function showsRating(form: DialogForm): boolean {
  return submissionType(form) === 'review';
}

/** The wizard's message when a review is sent without stars; null when none is missing. */
export function ratingError(form: DialogForm): string | null {
  return showsRating(form) && form.rating === NO_RATING ? RATING_MISSING : null;
}

/** §5: disabled until title and content are both non-empty. */
export function canSubmit(form: DialogForm): boolean {
  return form.title.trim() !== '' && form.content.trim() !== '';
}

export function toDialogInput(form: DialogForm): ReviewCreateInput {
  const type = submissionType(form);
  return {
    title: form.title,
    content: form.content,
    type,
    isComplaint: type === 'complaint',
    rating: type === 'comment' ? null : type === 'complaint' ? COMPLAINT_RATING : form.rating,
  };
}

/** The texts of each kind (§8), kept beside the logic that picks them. */
export const DIALOG_TEXT: Record<
  ReviewType,
  {
    dialogTitle: string;
    titleLabel: string;
    contentLabel: string;
    submit: string;
    successTitle: string;
    successText: string;
    failureTitle: string;
    failureText: string;
  }
> = {
  review: {
    dialogTitle: 'Write a Review',
    titleLabel: 'Review Title',
    contentLabel: 'Your Review',
    submit: 'Submit Review',
    successTitle: 'Review Submitted!',
    successText: 'Thank you for your feedback.',
    failureTitle: 'Review Failed',
    failureText: 'Could not submit your review. Please try again.',
  },
  complaint: {
    dialogTitle: 'File a Complaint',
    titleLabel: 'Complaint Title',
    contentLabel: 'Describe your complaint',
    submit: 'Submit Complaint',
    successTitle: 'Complaint Submitted',
    successText: 'Your complaint has been recorded.',
    failureTitle: 'Complaint Failed',
    failureText: 'Could not submit your complaint. Please try again.',
  },
  comment: {
    dialogTitle: 'Post a Comment',
    titleLabel: 'Comment Title',
    contentLabel: 'Your Comment',
    submit: 'Post Comment',
    successTitle: 'Comment Posted!',
    successText: 'Your comment has been posted.',
    failureTitle: 'Comment Failed',
    failureText: 'Could not post your comment. Please try again.',
  },
};
