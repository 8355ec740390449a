import type { AuthUser } from '#shared/types/api';
import { loadSchemas } from '../../api/schemas.ts';
import { useChangeEmail } from '../../api/writes/accountSettings.ts';
import { EmailField, PasswordField } from '../../components/forms/AccountFields.tsx';
import { useZodForm } from '../../lib/useZodForm.ts';
import { SettingsCard } from './SettingsCard.tsx';
import { serverFieldError } from './serverFieldError.ts';

const EMPTY = { email: '', currentPassword: '' };

/** A new email address: it takes effect once the link mailed to it is followed. */
export function EmailForm({ user }: { user: AuthUser }) {
  const change = useChangeEmail();
  const form = useZodForm({
    initial: EMPTY,
    schema: async () => (await loadSchemas()).AccountEmailSchema,
  });
  const submit = form.handleSubmit((input) =>
    change.mutate(input, {
      onSuccess: () => form.reset(),
      onError: (error) => form.setErrors(serverFieldError(error)),
    }),
  );
  return (
    <SettingsCard
      title="Email Address"
      description={
        <>
          Your email is <strong className="text-slate-900">{user.email}</strong>. A new address
          takes effect once you open the link we send to it.
        </>
      }
      onSubmit={submit}
      error={form.errors.form}
      busy={change.isPending}
      label="Change Email"
      busyLabel="Sending link..."
    >
      {change.isSuccess && (
        <p role="status" className="rounded bg-brand-50 p-3 text-sm text-slate-800">
          {change.data.message}
        </p>
      )}
      <EmailField label="New Email" required {...form.field('email')} />
      <PasswordField
        label="Current Password"
        autoComplete="current-password"
        required
        {...form.field('currentPassword')}
      />
    </SettingsCard>
  );
}
