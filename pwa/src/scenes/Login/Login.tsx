import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useSite } from '../../api/queries/site.ts';
import { loadSchemas } from '../../api/schemas.ts';
import { useLogin } from '../../api/writes/login.ts';
import { LegalConsent } from '../../components/account/LegalConsent.tsx';
import { SignedOutOnly } from '../../components/account/SignedOutOnly.tsx';
import { SwitchAccountPage } from '../../components/account/SwitchAccountPage.tsx';
import { EmailField, PasswordField } from '../../components/forms/AccountFields.tsx';
import { PublicForm } from '../../components/forms/PublicForm.tsx';
import { SubmitButton } from '../../components/forms/SubmitButton.tsx';
import { usePageMeta } from '../../components/meta/usePageMeta.ts';
import { SiteName } from '../../components/site/SiteName.tsx';
import { failureToast } from '../../components/toast/failureToast.ts';
import { toast } from '../../components/toast/toastStore.ts';
import { safeNext } from '../../lib/safeNext.ts';
import { useZodForm } from '../../lib/useZodForm.ts';

export function Login() {
  const { platformName } = useSite();
  usePageMeta('Sign In', `Sign in to your ${platformName} account.`);
  const location = useLocation();
  const navigate = useNavigate();
  const next = safeNext(location.search);
  const login = useLogin();
  const form = useZodForm({
    initial: { email: '', password: '' },
    schema: async () => (await loadSchemas()).LoginSchema,
  });

  const submit = form.handleSubmit((_, values) =>
    login.mutate(values, {
      onSuccess: () => {
        toast({ title: 'Success!', description: 'You have been logged in successfully.' });
        navigate(next, { replace: true });
      },
      onError: (error) => failureToast('Login failed', error, 'Login failed'),
    }),
  );

  return (
    <SignedOutOnly next={next} writing={login}>
      <div className="mx-auto max-w-md px-4 py-10">
        <h1 className="text-center text-2xl font-bold text-slate-900">Sign in to your account</h1>
        <div className="mt-6 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
          <h2 className="text-xl font-semibold text-slate-900">Welcome back</h2>
          <p className="mt-1 text-sm text-slate-600">Enter your email and password to continue</p>
          <PublicForm onSubmit={submit} className="mt-6 grid gap-4">
            <EmailField {...form.field('email')} />
            <PasswordField autoComplete="current-password" {...form.field('password')} />
            <Link
              to="/forgot-password"
              className="-mt-2 justify-self-end text-sm font-medium text-brand-700 underline"
            >
              Forgot password?
            </Link>
            <SubmitButton busy={login.isPending} label="Sign In" busyLabel="Signing in..." wide />
          </PublicForm>
          <SwitchAccountPage
            question={
              <>
                New to <SiteName />?
              </>
            }
            to="/signup"
            next={next}
            label="Create an account"
          />
        </div>
        <LegalConsent action="signing in" className="mt-6 text-center text-xs text-slate-600" />
      </div>
    </SignedOutOnly>
  );
}
