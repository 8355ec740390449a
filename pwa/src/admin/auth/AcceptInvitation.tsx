import { CheckCircle2, XCircle } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AcceptInvitationFormSchema } from '#shared/schemas/admin';
import type { InvitationAccepted } from '#shared/types/admin';
import { serverMessage } from '../../api/http.ts';
import { toast } from '../../components/toast/toastStore.ts';
import { Button, ButtonLink } from '../../components/ui/Button.tsx';
import { TextField } from '../../components/ui/Field.tsx';
import { Card } from '../../components/ui/misc.tsx';
import { adminSend } from '../api/client.ts';

const FIELDS = ['firstName', 'lastName', 'password', 'confirmPassword'] as const;
type Values = Record<(typeof FIELDS)[number], string>;

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 px-4 py-10">
      <Card className="w-full max-w-md">{children}</Card>
    </main>
  );
}

/** /admin/accept-invitation?token (§2, §5, §8): the invited person creates their account. */
export function AcceptInvitation() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [values, setValues] = useState<Values>({
    firstName: '',
    lastName: '',
    password: '',
    confirmPassword: '',
  });
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState(false);

  if (!token) {
    return (
      <Frame>
        <div className="flex flex-col items-center gap-3 text-center">
          <XCircle aria-hidden="true" className="size-10 text-red-600" />
          <h1 className="text-xl font-bold">Invalid Invitation</h1>
          <p className="text-slate-600">
            No invitation token found. Please check your invitation link.
          </p>
          <ButtonLink to="/admin/login">Go to Admin Login</ButtonLink>
        </div>
      </Frame>
    );
  }

  if (done) {
    return (
      <Frame>
        <div className="flex flex-col items-center gap-3 text-center">
          <CheckCircle2 aria-hidden="true" className="size-10 text-green-600" />
          <h1 className="text-xl font-bold">Account Created Successfully!</h1>
          <p className="text-slate-600">You can now sign in to the admin panel.</p>
          <ButtonLink to="/admin/login">Go to Admin Login</ButtonLink>
        </div>
      </Frame>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = AcceptInvitationFormSchema.safeParse({ token, ...values });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'All fields are required');
      return;
    }
    setError(null);
    setSubmitting(true);
    try {
      const { confirmPassword: _confirm, ...body } = parsed.data;
      await adminSend<InvitationAccepted>('POST', '/api/admin/accept-invitation', body);
      toast({ title: 'Account Created' });
      setDone(true);
    } catch (failure) {
      const message = serverMessage(failure) ?? 'Failed to create admin account';
      setError(message);
      toast({ title: 'Error', description: message, variant: 'destructive' });
    } finally {
      setSubmitting(false);
    }
  }

  const field = (name: keyof Values) => ({
    value: values[name],
    required: true,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <Frame>
      <h1 className="text-xl font-bold text-slate-900">Accept Admin Invitation</h1>
      <p className="mt-1 text-sm text-slate-600">Create your admin account to get started.</p>
      <form noValidate onSubmit={submit} className="mt-5 grid gap-4">
        {error && (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
            {error}
          </p>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="First Name" autoComplete="given-name" {...field('firstName')} />
          <TextField label="Last Name" autoComplete="family-name" {...field('lastName')} />
        </div>
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          {...field('password')}
        />
        <TextField
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
        <Button type="submit" disabled={submitting}>
          {submitting ? 'Creating Account...' : 'Create Account'}
        </Button>
      </form>
    </Frame>
  );
}
