import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { normalizeDomain } from '#shared/domain/normalizeDomain';
import type { ReviewItem } from '#shared/types/api';
import { serverMessage } from '../../api/http.ts';
import { fetchCompany } from '../../api/queries/companies.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { isQueued } from '../../api/queuedError.ts';
import { existingReviewOf, isUnauthorized } from '../../api/reviewOutcome.ts';
import { loadSchemas, preloadSchemas } from '../../api/schemas.ts';
import { useCreateReview } from '../../api/writes/createReview.ts';
import { usePageMeta } from '../../components/meta/usePageMeta.ts';
import { ExistingReviewNotice } from '../../components/reviews/ExistingReviewNotice.tsx';
import { toast } from '../../components/toast/toastStore.ts';
import { pendingToast } from '../../offline/pendingToast.ts';
import { useDraft } from '../../offline/useDraft.ts';
import { AccountStep } from './AccountStep.tsx';
import { ReviewStep } from './ReviewStep.tsx';
import { SearchStep } from './SearchStep.tsx';
import {
  initialWizardState,
  type ReviewFieldErrors,
  toReviewInput,
  validateReviewForm,
  validateUrl,
  type WizardStep,
  wizardReducer,
} from './wizardMachine.ts';

const STEP_NUMBER: Record<WizardStep, number> = { search: 1, review: 2, account: 3 };

export function WriteReview() {
  usePageMeta(
    'Write a Review',
    'Share your experience with a B2B company: find it by its website and write a review.',
  );
  const [state, dispatch] = useReducer(wizardReducer, initialWizardState);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const createReview = useCreateReview();
  // A review invitation's link (issue 37): the company is looked up at once, and the review
  // carries the token, which gives it the "Invited" mark.
  const [params] = useSearchParams();
  const invitation = params.get('invitation');
  const invitedDomain = params.get('company');
  // The author's review of this company, when the post answered that one exists (issue 34).
  const [existingReview, setExistingReview] = useState<number | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  // The checks' messages, shown beside their fields rather than in toasts (issue 34); a
  // field's message goes once it is edited.
  const [urlError, setUrlError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<ReviewFieldErrors>({});
  const editedField = (field: keyof ReviewFieldErrors) =>
    setFieldErrors(({ [field]: _fixed, ...rest }) => rest);
  const draft = useDraft(
    state.company && state.step === 'review' ? `wizard:${state.company.domain}` : undefined,
    state.form,
    {
      restore: (form) => dispatch({ type: 'formRestored', form }),
      isEmpty: (form) => form.title === '' && form.content === '',
    },
  );

  // Each step is announced: focus moves to its heading (not on the first load).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [state.step]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the invitation's company.
  useEffect(() => {
    if (!invitedDomain) return;
    dispatch({ type: 'urlChanged', url: invitedDomain });
    void findCompany(invitedDomain);
  }, []);

  async function findCompany(url = state.url) {
    const invalid = validateUrl(url);
    setUrlError(invalid);
    if (invalid) return;
    dispatch({ type: 'lookupStarted' });
    try {
      const domain = normalizeDomain(url);
      const company = await fetchCompany(domain);
      queryClient.setQueryData(queryKeys.company(company.domain), company);
      toast({ title: 'Company Found', description: `Ready to write a review for ${company.name}` });
      dispatch({ type: 'lookupSucceeded', company });
      preloadSchemas();
    } catch {
      dispatch({ type: 'lookupFailed' });
      setUrlError('Could not find or create company profile');
    }
  }

  // The review is posted without an account: offer one, which will link it (§4, §8).
  function postedAnonymously(review: ReviewItem | null) {
    toast({
      title: 'Review Submitted',
      description:
        'Your review has been posted! Would you like to create an account to manage your reviews?',
    });
    dispatch({ type: 'submittedAnonymously', review });
  }

  async function submit() {
    const company = state.company;
    if (!company) return;
    const { ReviewCreateSchema } = await loadSchemas();
    const invalid = validateReviewForm(state.form, ReviewCreateSchema);
    // Drawn at once, so focus can move to the first field named, and its message is read out.
    flushSync(() => setFieldErrors(invalid));
    if (Object.keys(invalid).length > 0) {
      document.querySelector<HTMLElement>('#review-step [aria-invalid="true"]')?.focus();
      return;
    }
    dispatch({ type: 'submitStarted' });
    setExistingReview(null);
    createReview.mutate(
      {
        domain: company.domain,
        input: { ...toReviewInput(state.form), ...(invitation ? { invitation } : {}) },
      },
      {
        onSuccess: (created) => {
          void draft.clear();
          if (created.anonymous) return postedAnonymously(created.review);
          dispatch({ type: 'submitSucceeded', review: created.review });
          toast({ title: 'Thank you for your review!' });
          navigate(`/company/${company.domain}#review-${created.review.id}`);
        },
        onError: (error) => {
          if (isUnauthorized(error)) return postedAnonymously(null);
          const existing = existingReviewOf(error);
          if (existing !== undefined) {
            // Not a failure to retry: the form offers the review already written instead.
            setExistingReview(existing);
            dispatch({ type: 'submitFailed', message: '' });
            return;
          }
          if (isQueued(error)) {
            // Safe in the outbox: it shows as pending on the company's page until it is sent.
            void draft.clear();
            pendingToast();
            dispatch({ type: 'submitFailed', message: '' });
            navigate(`/company/${company.domain}`);
            return;
          }
          dispatch({
            type: 'submitFailed',
            message: `Failed to submit review: ${serverMessage(error) ?? 'Unknown error'}`,
          });
          toast({
            title: 'Review Failed',
            description: 'Could not submit your review. Please try again.',
            variant: 'destructive',
          });
        },
      },
    );
  }

  // Posted without an account while the platform requires a confirmed email (the default).
  const awaitingVerification = state.posted?.holdReason === 'verification';

  const companyPath = state.company
    ? `/company/${state.company.domain}${state.posted ? `#review-${state.posted.id}` : ''}`
    : '/';

  const heading =
    state.step === 'search'
      ? 'Write a Review'
      : state.step === 'review'
        ? `Review for ${state.company?.name ?? ''}`
        : 'Create Your Account?';

  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <p className="text-sm font-medium text-brand-700">Step {STEP_NUMBER[state.step]} of 3</p>
      <div className="mt-2 h-1.5 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
        <div
          className={`h-full bg-brand-700 transition-all ${state.step === 'search' ? 'w-1/3' : state.step === 'review' ? 'w-2/3' : 'w-full'}`}
        />
      </div>
      <h1
        ref={headingRef}
        tabIndex={-1}
        className="mt-6 text-2xl font-bold text-slate-900 focus:outline-none sm:text-3xl"
      >
        {heading}
      </h1>
      {invitation && state.company && state.step === 'review' && (
        <p
          data-testid="invitation-notice"
          className="mt-4 rounded-md border border-brand-200 bg-brand-50 p-3 text-sm text-brand-900"
        >
          {state.company.name} invited you to review them. Your review is published whatever its
          rating, and marked "Invited".
        </p>
      )}
      <div className="mt-6 rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        {state.step === 'search' && (
          <SearchStep
            url={state.url}
            lookingUp={state.lookingUp}
            error={urlError}
            onUrlChange={(url) => {
              setUrlError(null);
              dispatch({ type: 'urlChanged', url });
            }}
            onFind={() => void findCompany()}
          />
        )}
        {state.step === 'review' && state.company && (
          <ReviewStep
            company={state.company}
            form={state.form}
            submitting={state.submitting}
            submitError={state.submitError}
            errors={fieldErrors}
            onRating={(rating) => {
              editedField('rating');
              dispatch({ type: 'ratingChanged', rating });
            }}
            onTitle={(title) => {
              editedField('title');
              dispatch({ type: 'titleChanged', title });
            }}
            onContent={(content) => {
              editedField('content');
              dispatch({ type: 'contentChanged', content });
            }}
            onComplaint={(isComplaint) => {
              editedField('rating');
              dispatch({ type: 'complaintToggled', isComplaint });
            }}
            onBack={() => {
              setFieldErrors({});
              dispatch({ type: 'back' });
            }}
            onSubmit={() => void submit()}
          />
        )}
        {state.step === 'review' && state.company && existingReview !== null && (
          <div className="mt-4">
            <ExistingReviewNotice domain={state.company.domain} reviewId={existingReview} />
          </div>
        )}
        {state.step === 'account' && (
          <AccountStep
            awaitingVerification={awaitingVerification}
            onNoThanks={() => {
              toast({
                title: 'Review Complete',
                // A review waiting for a confirmed email is not public: say so (issue 34).
                description: awaitingVerification
                  ? 'Your review is saved: it will appear once you create an account and confirm your email.'
                  : 'Your review has been published successfully!',
              });
              navigate(companyPath);
            }}
            onCreateAccount={() => {
              toast({
                title: 'Account Creation',
                description: 'Redirecting to sign up to link your review...',
              });
              navigate(`/signup?next=${encodeURIComponent(companyPath)}`);
            }}
          />
        )}
      </div>
    </div>
  );
}
