import { useState } from 'react';
import { TwoFactorSignInSchema } from '#shared/schemas/twoFactor';
import type { AdminMe } from '#shared/types/admin';
import { HttpError, serverMessage } from '../../api/http.ts';
import { SubmitButton } from '../../components/forms/SubmitButton.tsx';
import { TextField } from '../../components/ui/Field.tsx';
import { useZodForm } from '../../lib/useZodForm.ts';
import { adminSend } from '../api/client.ts';

const EXPIRED = 'Your sign-in has expired, please sign in again';

/**
 * The second step of an admin sign-in: a code from the authenticator app, or (after "Use a
 * recovery code") one of the recovery codes. `onExpired` sends the admin back to the password
 * step when the five minutes are over.
 */
export function CodeStep({
  onSignedIn,
  onExpired,
}: {
  onSignedIn: (admin: AdminMe) => void;
  onExpired: (message: string) => void;
}) {
  const [useRecovery, setUseRecovery] = useState(false);
  const field = useRecovery ? 'recoveryCode' : 'code';
  const form = useZodForm({
    initial: { code: '', recoveryCode: '' },
    schema: TwoFactorSignInSchema,
    // Only the field on screen is sent; the schema wants exactly one of the two.
    toInput: (values) => ({ [field]: values[field] }),
  });

  const submit = form.handleSubmit(async (codes) => {
    try {
      onSignedIn(await adminSend<AdminMe>('POST', '/api/admin/login/code', codes));
    } catch (failure) {
      const message = serverMessage(failure) ?? 'The code could not be checked, please try again';
      if (failure instanceof HttpError && failure.status === 401 && message === EXPIRED) {
        onExpired(message);
        return;
      }
      form.reset();
      form.setErrors({ [field]: message });
    }
  });

  function switchMode() {
    setUseRecovery(!useRecovery);
    form.reset();
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <p className="text-sm text-slate-700">
        {useRecovery
          ? 'Enter one of the recovery codes you saved when you set up two-factor sign-in. Each code works once.'
          : 'Enter the 6-digit code from your authenticator app'}
      </p>
      <TextField
        label={useRecovery ? 'Recovery code' : 'Authentication code'}
        autoComplete="one-time-code"
        inputMode={useRecovery ? 'text' : 'numeric'}
        autoFocus
        {...form.field(field)}
        // A message the schema gives without a field (exactly one of the two) shows here too.
        error={form.errors[field] ?? Object.values(form.errors)[0]}
      />
      <SubmitButton busy={form.submitting} label="Verify" busyLabel="Checking..." />
      <button
        type="button"
        onClick={switchMode}
        className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
      >
        {useRecovery ? 'Use the code from your authenticator app' : 'Use a recovery code'}
      </button>
    </form>
  );
}
