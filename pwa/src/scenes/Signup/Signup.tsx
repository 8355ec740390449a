import { CircleCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { serverMessage } from '../../api/http.ts';
import { useCurrentUser } from '../../api/queries/currentUser.ts';
import { useSite } from '../../api/queries/site.ts';
import { loadSchemas, preloadSchemas } from '../../api/schemas.ts';
import { useRegister } from '../../api/writes/register.ts';
import { usePageMeta } from '../../components/meta/usePageMeta.ts';
import { SiteName } from '../../components/site/SiteName.tsx';
import { toast } from '../../components/toast/toastStore.ts';
import { Button } from '../../components/ui/Button.tsx';
import { TextField } from '../../components/ui/Field.tsx';
import { Spinner } from '../../components/ui/misc.tsx';
import { fieldErrors } from '../../lib/fieldErrors.ts';
import { safeNext } from '../../lib/safeNext.ts';

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
  const session = useCurrentUser();
  const register = useRegister();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});

  if (session.isPending) return <Spinner label="Loading your session" />;
  if (session.data && !register.isPending && !register.isSuccess)
    return <Navigate to={next} replace />;

  const field = (name: keyof typeof EMPTY) => ({
    value: form[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) =>
      setForm({ ...form, [name]: event.target.value }),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { RegisterSchema } = await loadSchemas();
    const parsed = RegisterSchema.safeParse(form);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    register.mutate(form, {
      onSuccess: () => {
        toast({ title: 'Welcome!', description: 'Your account has been created successfully.' });
        navigate(next, { replace: true });
      },
      onError: (error) =>
        toast({
          title: 'Registration failed',
          description: serverMessage(error) ?? 'Registration failed',
          variant: 'destructive',
        }),
    });
  }

  const loginPath = next === '/' ? '/login' : `/login?next=${encodeURIComponent(next)}`;

  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10 md:grid-cols-2 md:items-start">
      <div className="md:pt-10">
        <h1 className="text-3xl font-bold text-slate-900">
          Join <SiteName />
        </h1>
        <p className="mt-2 text-slate-700">Create your free account to:</p>
        <ul className="mt-4 grid gap-3">
          {BENEFITS.map((benefit) => (
            <li key={benefit} className="flex items-center gap-2 text-slate-800">
              <CircleCheck aria-hidden="true" className="size-5 text-brand-700" />
              {benefit}
            </li>
          ))}
        </ul>
      </div>
      <div className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <h2 className="text-xl font-semibold text-slate-900">Create an account</h2>
        <form
          onSubmit={(event) => void submit(event)}
          onFocus={preloadSchemas}
          noValidate
          className="mt-6 grid gap-4"
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="First Name" autoComplete="given-name" {...field('firstName')} />
            <TextField label="Last Name" autoComplete="family-name" {...field('lastName')} />
          </div>
          <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
          <TextField
            label="Password"
            type="password"
            autoComplete="new-password"
            required
            {...field('password')}
          />
          <TextField
            label="Confirm Password"
            type="password"
            autoComplete="new-password"
            required
            {...field('confirmPassword')}
          />
          <Button type="submit" disabled={register.isPending} className="w-full">
            {register.isPending ? 'Creating account...' : 'Create Account'}
          </Button>
        </form>
        <p className="mt-6 text-center text-sm text-slate-700">
          Already have an account?{' '}
          <Link to={loginPath} className="font-medium text-brand-700 underline">
            Sign in instead
          </Link>
        </p>
        <p className="mt-4 text-center text-xs text-slate-600">
          By creating an account, you agree to our{' '}
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
    </div>
  );
}
