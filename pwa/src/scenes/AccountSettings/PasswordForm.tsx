import { loadSchemas } from '../../api/schemas.ts';
import { useChangePassword } from '../../api/writes/accountSettings.ts';
import { NewPasswordFields, PasswordField } from '../../components/forms/AccountFields.tsx';
import { toast } from '../../components/toast/toastStore.ts';
import { useZodForm } from '../../lib/useZodForm.ts';
import { SettingsCard } from './SettingsCard.tsx';
import { serverFieldError } from './serverFieldError.ts';

const EMPTY = { currentPassword: '', password: '', confirmPassword: '' };

/** A new password, given the current one; every other device is signed out. */
export function PasswordForm() {
  const change = useChangePassword();
  const form = useZodForm({
    initial: EMPTY,
    schema: async () => (await loadSchemas()).AccountPasswordSchema,
  });
  const submit = form.handleSubmit((input) =>
    change.mutate(input, {
      onSuccess: (answer) => {
        form.reset();
        toast({ title: 'Password Changed', description: answer.message });
      },
      onError: (error) => form.setErrors(serverFieldError(error)),
    }),
  );
  return (
    <SettingsCard
      title="Password"
      description="At least 8 characters. Changing it signs you out on every other device."
      onSubmit={submit}
      error={form.errors.form}
      busy={change.isPending}
      label="Change Password"
      busyLabel="Changing..."
    >
      <PasswordField
        label="Current Password"
        autoComplete="current-password"
        required
        {...form.field('currentPassword')}
      />
      <NewPasswordFields
        label="New Password"
        password={form.field('password')}
        confirmation={form.field('confirmPassword')}
      />
    </SettingsCard>
  );
}
