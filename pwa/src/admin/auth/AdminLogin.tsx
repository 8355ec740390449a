import { useQueryClient } from '@tanstack/react-query';
import { Shield } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { LoginSchema } from '#shared/schemas/auth';
import type { TwoFactorStep } from '#shared/schemas/responses/twoFactor';
import type { AdminMe } from '#shared/types/admin';
import { EmailField, PasswordField } from '../../components/forms/AccountFields.tsx';
import { SubmitButton } from '../../components/forms/SubmitButton.tsx';
import { failureToast } from '../../components/toast/failureToast.ts';
import { toast } from '../../components/toast/toastStore.ts';
import { Card } from '../../components/ui/misc.tsx';
import { useZodForm } from '../../lib/useZodForm.ts';
import { adminSend, getJson } from '../api/client.ts';
import { ME_KEY, useAdminMe } from '../api/session.ts';
import { CodeStep } from '../twoFactor/CodeStep.tsx';
import { TwoFactorSetup } from '../twoFactor/TwoFactorSetup.tsx';
import { adminNextPath } from './nextPath.ts';

/** /admin/login (§2, §4, §5, §8). */
export function AdminLogin() {
  const me = useAdminMe();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useZodForm({ initial: { email: '', password: '' }, schema: LoginSchema });
  const { setValue } = form;
  // After the password: the two-factor step the server asked for, if any.
  const [step, setStep] = useState<TwoFactorStep['twoFactor'] | undefined>();
  const next = adminNextPath(params.get('next'));
  const backToPassword = useCallback(
    (message: string) => {
      setStep(undefined);
      setValue('password', '');
      toast({ title: 'Login Failed', description: message, variant: 'destructive' });
    },
    [setValue],
  );

  if (me.data) return <Navigate to={next} replace />;

  function signedIn(admin: AdminMe) {
    queryClient.setQueryData(ME_KEY, admin);
    toast({ title: 'Login Successful', description: 'Welcome to the admin panel' });
    navigate(next, { replace: true });
  }

  const submit = form.handleSubmit(async (credentials) => {
    try {
      const answer = await adminSend<AdminMe | TwoFactorStep>(
        'POST',
        '/api/admin/login',
        credentials,
      );
      if ('twoFactor' in answer) setStep(answer.twoFactor);
      else signedIn(answer);
    } catch (error) {
      failureToast('Login Failed', error, 'Invalid email or password');
    }
  });

  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 px-4">
      <Card className="w-full max-w-sm">
        <div className="mb-6 flex flex-col items-center gap-2 text-center">
          <Shield aria-hidden="true" className="size-10 text-brand-700" />
          <h1 className="text-xl font-bold text-slate-900">Admin Login</h1>
          <p className="text-sm text-slate-600">Sign in to access the admin panel</p>
        </div>
        {step === 'code' && <CodeStep onSignedIn={signedIn} onExpired={backToPassword} />}
        {step === 'enrol' && (
          <div className="grid gap-4">
            <p role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
              Two-factor sign-in is required for admins. Set it up to continue.
            </p>
            <TwoFactorSetup
              doneLabel="Continue to the admin panel"
              onFailed={backToPassword}
              onDone={async () => signedIn(await getJson<AdminMe>('/api/admin/me'))}
            />
          </div>
        )}
        {step === undefined && (
          <form noValidate onSubmit={submit} className="grid gap-4">
            <EmailField autoComplete="username" required {...form.field('email')} />
            <PasswordField autoComplete="current-password" required {...form.field('password')} />
            <SubmitButton busy={form.submitting} label="Sign In" busyLabel="Signing in..." />
          </form>
        )}
      </Card>
    </main>
  );
}
