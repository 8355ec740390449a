import { useEffect, useRef, useState } from 'react';
import type { RecoveryCodes, TwoFactorEnrolment } from '#shared/schemas/responses/twoFactor';
import { TwoFactorCodeSchema } from '#shared/schemas/twoFactor';
import { HttpError, serverMessage } from '../../api/http.ts';
import { SubmitButton } from '../../components/forms/SubmitButton.tsx';
import { Spinner } from '../../components/ui/misc.tsx';
import { useZodForm } from '../../lib/useZodForm.ts';
import { adminSend } from '../api/client.ts';
import { AppCodeField } from './AppCodeField.tsx';
import { RecoveryCodesPanel } from './RecoveryCodesPanel.tsx';

const EXPIRED = 'Your sign-in has expired, please sign in again';

/**
 * Enrolment: the server makes a secret (pending until confirmed), the admin scans its QR code
 * or types the secret, confirms with a code, then sees the recovery codes once. `currentCode`
 * replaces a secret in use (re-enrolment needs a code from it). Used from the account area and
 * as the step of a sign-in that the "Two-factor for admins" switch requires.
 */
export function TwoFactorSetup({
  currentCode,
  doneLabel,
  onDone,
  onFailed,
}: {
  currentCode?: string;
  doneLabel: string;
  onDone: (answer: RecoveryCodes) => void;
  /** The set-up could not start (an expired sign-in, a wrong current code). */
  onFailed: (message: string) => void;
}) {
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | undefined>();
  const form = useZodForm({ initial: { code: '' }, schema: TwoFactorCodeSchema });
  const [confirmed, setConfirmed] = useState<RecoveryCodes | undefined>();

  // One secret per set-up: a second request would replace the one whose QR code is shown
  // (React's development double effects included), so it starts once per mount.
  const started = useRef(false);
  const failed = useRef(onFailed);
  failed.current = onFailed;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    adminSend<TwoFactorEnrolment>(
      'POST',
      '/api/admin/two-factor/enrolment',
      currentCode ? { code: currentCode } : {},
    ).then(setEnrolment, (failure) =>
      failed.current(serverMessage(failure) ?? 'Two-factor set-up could not start'),
    );
  }, [currentCode]);

  const confirm = form.handleSubmit(async (code) => {
    try {
      setConfirmed(
        await adminSend<RecoveryCodes>('POST', '/api/admin/two-factor/enrolment/confirm', code),
      );
    } catch (failure) {
      const message = serverMessage(failure) ?? 'The code could not be checked, please try again';
      // A sign-in left more than five minutes at this step starts over from the password.
      if (failure instanceof HttpError && failure.status === 401 && message === EXPIRED) {
        failed.current(message);
        return;
      }
      form.reset();
      form.setErrors({ code: message });
    }
  });

  if (confirmed) {
    return (
      <RecoveryCodesPanel
        codes={confirmed.recoveryCodes}
        doneLabel={doneLabel}
        onDone={() => onDone(confirmed)}
      />
    );
  }
  if (!enrolment) return <Spinner label="Preparing two-factor set-up" />;
  return (
    <section aria-labelledby="two-factor-setup-title" className="grid gap-4">
      <h2 id="two-factor-setup-title" className="font-semibold text-slate-900">
        Set up two-factor sign-in
      </h2>
      <p className="text-sm text-slate-700">
        Scan this QR code with an authenticator app (such as Google Authenticator, Microsoft
        Authenticator or 1Password), or enter the key by hand.
      </p>
      <img
        src={enrolment.qrCode}
        alt="QR code to add this account to an authenticator app"
        width={192}
        height={192}
        className="size-48 self-center justify-self-center rounded-md border border-slate-200 bg-white p-2"
      />
      <div className="grid gap-1">
        <p className="text-sm font-medium text-slate-800">Key</p>
        <code
          data-testid="two-factor-secret"
          className="break-all rounded-md bg-slate-100 px-3 py-2 font-mono text-sm"
        >
          {enrolment.secret.match(/.{1,4}/g)?.join(' ')}
        </code>
      </div>
      <form noValidate onSubmit={confirm} className="grid gap-4">
        <AppCodeField {...form.field('code')} />
        <SubmitButton busy={form.submitting} label="Turn on two-factor" busyLabel="Checking..." />
      </form>
    </section>
  );
}
