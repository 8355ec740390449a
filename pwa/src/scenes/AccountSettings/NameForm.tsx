import type { AuthUser } from '#shared/types/api';
import { loadSchemas } from '../../api/schemas.ts';
import { useChangeName } from '../../api/writes/accountSettings.ts';
import { NameFields } from '../../components/forms/AccountFields.tsx';
import { toast } from '../../components/toast/toastStore.ts';
import { useZodForm } from '../../lib/useZodForm.ts';
import { SettingsCard } from './SettingsCard.tsx';
import { serverFieldError } from './serverFieldError.ts';

/** The name shown on the user's reviews and profile. */
export function NameForm({ user }: { user: AuthUser }) {
  const change = useChangeName();
  const form = useZodForm({
    initial: { firstName: user.firstName ?? '', lastName: user.lastName ?? '' },
    schema: async () => (await loadSchemas()).AccountNameSchema,
  });
  const submit = form.handleSubmit((input) =>
    change.mutate(input, {
      onSuccess: () => toast({ title: 'Name Updated', description: 'Your name has been saved.' }),
      onError: (error) => form.setErrors(serverFieldError(error)),
    }),
  );
  return (
    <SettingsCard
      title="Your Name"
      description="Shown on your profile and your reviews."
      onSubmit={submit}
      error={form.errors.form}
      busy={change.isPending}
      label="Save Name"
      busyLabel="Saving..."
    >
      <NameFields first={form.field('firstName')} last={form.field('lastName')} />
    </SettingsCard>
  );
}
