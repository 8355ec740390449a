import { type FormEvent, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { serverMessage } from '../../api/http.ts';
import { useCurrentUser } from '../../api/queries/currentUser.ts';
import { useSite } from '../../api/queries/site.ts';
import { loadSchemas, preloadSchemas } from '../../api/schemas.ts';
import { useLogin } from '../../api/writes/login.ts';
import { usePageMeta } from '../../components/meta/usePageMeta.ts';
import { SiteName } from '../../components/site/SiteName.tsx';
import { toast } from '../../components/toast/toastStore.ts';
import { Button } from '../../components/ui/Button.tsx';
import { TextField } from '../../components/ui/Field.tsx';
import { Spinner } from '../../components/ui/misc.tsx';
import { fieldErrors } from '../../lib/fieldErrors.ts';
import { safeNext } from '../../lib/safeNext.ts';

export function Login() {
  const { platformName } = useSite();
  usePageMeta('Sign In', `Sign in to your ${platformName} account.`);
  const location = useLocation();
  const navigate = useNavigate();
  const next = safeNext(location.search);
  const session = useCurrentUser();
  const login = useLogin();
  const [form, setForm] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});

  if (session.isPending) return <Spinner label="Loading your session" />;
  // Already signed in (and not in the middle of signing in): nothing to do here.
  if (session.data && !login.isPending && !login.isSuccess) return <Navigate to={next} replace />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { LoginSchema } = await loadSchemas();
    const parsed = LoginSchema.safeParse(form);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    login.mutate(form, {
      onSuccess: () => {
        toast({ title: 'Success!', description: 'You have been logged in successfully.' });
        navigate(next, { replace: true });
      },
      onError: (error) =>
        toast({
          title: 'Login failed',
          description: serverMessage(error) ?? 'Login failed',
          variant: 'destructive',
        }),
    });
  }

  const signupPath = next === '/' ? '/signup' : `/signup?next=${encodeURIComponent(next)}`;

  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-center text-2xl font-bold text-slate-900">Sign in to your account</h1>
      <div className="mt-6 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <h2 className="text-xl font-semibold text-slate-900">Welcome back</h2>
        <p className="mt-1 text-sm text-slate-600">Enter your email and password to continue</p>
        <form
          onSubmit={(event) => void submit(event)}
          onFocus={preloadSchemas}
          noValidate
          className="mt-6 grid gap-4"
        >
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            value={form.email}
            error={errors.email}
            onChange={(event) => setForm({ ...form, email: event.target.value })}
          />
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            value={form.password}
            error={errors.password}
            onChange={(event) => setForm({ ...form, password: event.target.value })}
          />
          <Button type="submit" disabled={login.isPending} className="w-full">
            {login.isPending ? 'Signing in...' : 'Sign In'}
          </Button>
        </form>
        <p className="mt-6 text-center text-sm text-slate-700">
          New to <SiteName />?{' '}
          <Link to={signupPath} className="font-medium text-brand-700 underline">
            Create an account
          </Link>
        </p>
      </div>
      <p className="mt-6 text-center text-xs text-slate-600">
        By signing in, you agree to our{' '}
        <Link to="/terms-of-service" className="underline">
          Terms of Service
        </Link>{' '}
        and{' '}
        <Link to="/privacy-policy" className="underline">
          Privacy Policy
        </Link>
        .
      </p>
    </div>
  );
}
