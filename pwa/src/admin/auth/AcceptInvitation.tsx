import { CheckCircle2, XCircle } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AcceptInvitationFormSchema } from '#shared/schemas/admin';
import type { InvitationAccepted } from '#shared/types/admin';
import { serverMessage } from '../../api/http.ts';
import { NameFields, PasswordField } from '../../components/forms/AccountFields.tsx';
import { SubmitButton } from '../../components/forms/SubmitButton.tsx';
import { toast } from '../../components/toast/toastStore.ts';
import { ButtonLink } from '../../components/ui/Button.tsx';
import { Card } from '../../components/ui/misc.tsx';
import { useZodForm } from '../../lib/useZodForm.ts';
import { adminSend } from '../api/client.ts';

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
  const form = useZodForm({
    initial: { firstName: '', lastName: '', password: '', confirmPassword: '' },
    schema: AcceptInvitationFormSchema,
    toInput: (values) => ({ token, ...values }),
  });
  // One message at a time, above the fields: the server's, else the first the schema gives.
  const error = form.errors.form ?? Object.values(form.errors)[0];
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

  // Every field is required; their messages show one at a time in the alert, not under them.
  const field = (name: Parameters<typeof form.field>[0]) => ({
    ...form.field(name),
    error: undefined,
    required: true,
  });

  const submit = form.handleSubmit(async ({ confirmPassword: _confirm, ...body }) => {
    try {
      await adminSend<InvitationAccepted>('POST', '/api/admin/accept-invitation', body);
      toast({ title: 'Account Created' });
      setDone(true);
    } catch (failure) {
      const message = serverMessage(failure) ?? 'Failed to create admin account';
      form.setErrors({ form: message });
      toast({ title: 'Error', description: message, variant: 'destructive' });
    }
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
        <NameFields first={field('firstName')} last={field('lastName')} />
        <PasswordField autoComplete="new-password" {...field('password')} />
        <PasswordField
          label="Confirm Password"
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
        <SubmitButton
          busy={form.submitting}
          label="Create Account"
          busyLabel="Creating Account..."
        />
      </form>
    </Frame>
  );
}
