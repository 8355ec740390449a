import { useLocation, useNavigate } from 'react-router-dom';
import { useSite } from '../../api/queries/site.ts';
import { loadSchemas } from '../../api/schemas.ts';
import { useRegister } from '../../api/writes/register.ts';
import { BenefitList } from '../../components/account/BenefitList.tsx';
import { LegalConsent } from '../../components/account/LegalConsent.tsx';
import { SignedOutOnly } from '../../components/account/SignedOutOnly.tsx';
import { SwitchAccountPage } from '../../components/account/SwitchAccountPage.tsx';
import type { SignedUpState } from '../../components/account/VerifyEmailNotice.tsx';
import {
  EmailField,
  NameFields,
  NewPasswordFields,
} from '../../components/forms/AccountFields.tsx';
import { PublicForm } from '../../components/forms/PublicForm.tsx';
import { SubmitButton } from '../../components/forms/SubmitButton.tsx';
import { usePageMeta } from '../../components/meta/usePageMeta.ts';
import { SiteName } from '../../components/site/SiteName.tsx';
import { failureToast } from '../../components/toast/failureToast.ts';
import { toast } from '../../components/toast/toastStore.ts';
import { safeNext } from '../../lib/safeNext.ts';
import { useZodForm } from '../../lib/useZodForm.ts';

const BENEFITS = [
  'Write authentic B2B reviews',
  'Vote on reviews',
  'Discover top-rated companies',
  'Build your professional reputation',
];

const EMPTY = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' };

export function Signup() {
  const { platformName } = useSite();
  usePageMeta('Sign Up', `Create your free ${platformName} account.`);
  const location = useLocation();
  const navigate = useNavigate();
  const next = safeNext(location.search);
  const register = useRegister();
  const form = useZodForm({
    initial: EMPTY,
    schema: async () => (await loadSchemas()).RegisterSchema,
  });

  const submit = form.handleSubmit((_, values) =>
    register.mutate(values, {
      onSuccess: () => {
        toast({ title: 'Welcome!', description: 'Your account has been created successfully.' });
        // The next page asks the new user to verify their email (VerifyEmailNotice).
        navigate(next, { replace: true, state: { signedUp: true } satisfies SignedUpState });
      },
      onError: (error) => failureToast('Registration failed', error, 'Registration failed'),
    }),
  );

  return (
    <SignedOutOnly next={next} writing={register}>
      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10 md:grid-cols-2 md:items-start">
        <div className="md:pt-10">
          <h1 className="text-3xl font-bold text-slate-900">
            Join <SiteName />
          </h1>
          <p className="mt-2 text-slate-700">Create your free account to:</p>
          <BenefitList items={BENEFITS} size="large" />
        </div>
        <div className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
          <h2 className="text-xl font-semibold text-slate-900">Create an account</h2>
          <PublicForm onSubmit={submit} className="mt-6 grid gap-4">
            <NameFields first={form.field('firstName')} last={form.field('lastName')} />
            <EmailField required {...form.field('email')} />
            <NewPasswordFields
              password={form.field('password')}
              confirmation={form.field('confirmPassword')}
            />
            <SubmitButton
              busy={register.isPending}
              label="Create Account"
              busyLabel="Creating account..."
              wide
            />
          </PublicForm>
          <SwitchAccountPage
            question="Already have an account?"
            to="/login"
            next={next}
            label="Sign in instead"
          />
          <LegalConsent
            action="creating an account"
            className="mt-4 text-center text-xs text-slate-600"
          />
        </div>
      </div>
    </SignedOutOnly>
  );
}
