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

const DEFAULT_RATING = 5;
const COMPLAINT_RATING = 1;

export const RESET_FORM: DialogForm = {
  kind: 'review',
  rating: DEFAULT_RATING,
  title: '',
  content: '',
  isComplaint: false,
};

/**
 * §4: choosing Complaint sets complaint mode and rating 1; choosing Review or Comment resets the
 * rating to 5 and clears title and content.
 */
export function openAs(form: DialogForm, kind: ReviewType): DialogForm {
  if (kind === 'complaint') return { ...form, kind, isComplaint: true, rating: COMPLAINT_RATING };
  return { kind, rating: DEFAULT_RATING, title: '', content: '', isComplaint: false };
}

/** Ticking Mark as Complaint makes a review a complaint (comments cannot be one). */
export function setComplaint(form: DialogForm, isComplaint: boolean): DialogForm {
  if (form.kind === 'comment') return form;
  return { ...form, isComplaint, rating: isComplaint ? COMPLAINT_RATING : DEFAULT_RATING };
}

export function submissionType(form: DialogForm): ReviewType {
  if (form.kind === 'comment') return 'comment';
  return form.isComplaint ? 'complaint' : 'review';
}

/** The rating control shows only for a review (hidden for complaints, absent for comments). */
export function showsRating(form: DialogForm): boolean {
  return submissionType(form) === 'review';
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
