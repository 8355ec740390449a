import { type FormEvent, useState } from 'react';
import { TwoFactorSignInSchema } from '#shared/schemas/twoFactor';
import type { AdminMe } from '#shared/types/admin';
import { HttpError, serverMessage } from '../../api/http.ts';
import { Button } from '../../components/ui/Button.tsx';
import { TextField } from '../../components/ui/Field.tsx';
import { fieldErrors } from '../../lib/fieldErrors.ts';
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
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [checking, setChecking] = useState(false);
  const field = useRecovery ? 'recoveryCode' : 'code';

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = TwoFactorSignInSchema.safeParse({ [field]: value });
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error);
      setError(errors[field] ?? Object.values(errors)[0]);
      return;
    }
    setError(undefined);
    setChecking(true);
    try {
      onSignedIn(await adminSend<AdminMe>('POST', '/api/admin/login/code', parsed.data));
    } catch (failure) {
      const message = serverMessage(failure) ?? 'The code could not be checked, please try again';
      if (failure instanceof HttpError && failure.status === 401 && message === EXPIRED) {
        onExpired(message);
        return;
      }
      setError(message);
      setValue('');
    } finally {
      setChecking(false);
    }
  }

  function switchMode() {
    setUseRecovery(!useRecovery);
    setValue('');
    setError(undefined);
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
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={error}
      />
      <Button type="submit" disabled={checking}>
        {checking ? 'Checking...' : 'Verify'}
      </Button>
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
