import { useQueryClient } from '@tanstack/react-query';
import { Shield } from 'lucide-react';
import { type FormEvent, useCallback, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { LoginSchema } from '#shared/schemas/auth';
import type { TwoFactorStep } from '#shared/schemas/responses/twoFactor';
import type { AdminMe } from '#shared/types/admin';
import { serverMessage } from '../../api/http.ts';
import { toast } from '../../components/toast/toastStore.ts';
import { Button } from '../../components/ui/Button.tsx';
import { TextField } from '../../components/ui/Field.tsx';
import { Card } from '../../components/ui/misc.tsx';
import { fieldErrors } from '../../lib/fieldErrors.ts';
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
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [signingIn, setSigningIn] = useState(false);
  // After the password: the two-factor step the server asked for, if any.
  const [step, setStep] = useState<TwoFactorStep['twoFactor'] | undefined>();
  const next = adminNextPath(params.get('next'));
  const backToPassword = useCallback((message: string) => {
    setStep(undefined);
    setPassword('');
    toast({ title: 'Login Failed', description: message, variant: 'destructive' });
  }, []);

  if (me.data) return <Navigate to={next} replace />;

  function signedIn(admin: AdminMe) {
    queryClient.setQueryData(ME_KEY, admin);
    toast({ title: 'Login Successful', description: 'Welcome to the admin panel' });
    navigate(next, { replace: true });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = LoginSchema.safeParse({ email, password });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setSigningIn(true);
    try {
      const answer = await adminSend<AdminMe | TwoFactorStep>(
        'POST',
        '/api/admin/login',
        parsed.data,
      );
      if ('twoFactor' in answer) setStep(answer.twoFactor);
      else signedIn(answer);
    } catch (error) {
      toast({
        title: 'Login Failed',
        description: serverMessage(error) ?? 'Invalid email or password',
        variant: 'destructive',
      });
    } finally {
      setSigningIn(false);
    }
  }

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
            <TextField
              label="Email"
              type="email"
              autoComplete="username"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={errors.email}
            />
            <TextField
              label="Password"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={errors.password}
            />
            <Button type="submit" disabled={signingIn}>
              {signingIn ? 'Signing in...' : 'Sign In'}
            </Button>
          </form>
        )}
      </Card>
    </main>
  );
}
