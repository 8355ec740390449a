import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { TwoFactorStatus } from '#shared/schemas/responses/twoFactor';
import { TwoFactorCodeSchema } from '#shared/schemas/twoFactor';
import { serverMessage } from '../../../api/http.ts';
import { toast } from '../../../components/toast/toastStore.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { Card, Spinner } from '../../../components/ui/misc.tsx';
import { useZodForm } from '../../../lib/useZodForm.ts';
import { adminSend, getJson } from '../../api/client.ts';
import { LoadError } from '../../components/LoadError.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { AppCodeField } from '../../twoFactor/AppCodeField.tsx';
import { TwoFactorSetup } from '../../twoFactor/TwoFactorSetup.tsx';

const STATUS_KEY = ['admin', 'two-factor'] as const;

/** What the card shows: the state, a code asked before a change, or the set-up itself. */
type Mode =
  | { kind: 'status' }
  | { kind: 'ask-code'; next: 'replace' | 'turn-off' }
  | { kind: 'setup'; currentCode?: string };

/** The admin's own two-factor sign-in: set it up, replace the authenticator, turn it off. */
export function TwoFactorCard() {
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: STATUS_KEY,
    queryFn: () => getJson<TwoFactorStatus>('/api/admin/two-factor'),
  });
  const [mode, setMode] = useState<Mode>({ kind: 'status' });
  const refresh = useCallback(() => {
    setMode({ kind: 'status' });
    return queryClient.invalidateQueries({ queryKey: STATUS_KEY });
  }, [queryClient]);
  const setupFailed = useCallback(
    (message: string) => {
      toast({ title: 'Two-factor', description: message, variant: 'destructive' });
      void refresh();
    },
    [refresh],
  );

  async function withCode(code: string) {
    if (mode.kind !== 'ask-code') return;
    if (mode.next === 'replace') {
      setMode({ kind: 'setup', currentCode: code });
      return;
    }
    await adminSend('POST', '/api/admin/two-factor/disable', { code });
    toast({ title: 'Two-factor', description: 'Two-factor sign-in is off' });
    await refresh();
  }

  return (
    <Card className="grid gap-4">
      <h2 className="font-semibold">Two-factor sign-in</h2>
      <LoadError what="your two-factor state" error={status.error} />
      {!status.data ? (
        status.isPending && <Spinner />
      ) : mode.kind === 'setup' ? (
        <TwoFactorSetup
          currentCode={mode.currentCode}
          doneLabel="Done"
          onFailed={setupFailed}
          onDone={() => {
            toast({ title: 'Two-factor', description: 'Two-factor sign-in is on' });
            void refresh();
          }}
        />
      ) : mode.kind === 'ask-code' ? (
        <CurrentCodeForm
          action={mode.next === 'replace' ? 'Continue' : 'Turn off two-factor'}
          onSubmit={withCode}
          onCancel={() => setMode({ kind: 'status' })}
        />
      ) : (
        <StatusView
          status={status.data}
          onSetUp={() => setMode({ kind: 'setup' })}
          onReplace={() => setMode({ kind: 'ask-code', next: 'replace' })}
          onTurnOff={() => setMode({ kind: 'ask-code', next: 'turn-off' })}
        />
      )}
    </Card>
  );
}

function StatusView({
  status,
  onSetUp,
  onReplace,
  onTurnOff,
}: {
  status: TwoFactorStatus;
  onSetUp: () => void;
  onReplace: () => void;
  onTurnOff: () => void;
}) {
  if (!status.enrolled) {
    return (
      <>
        <p className="text-sm text-slate-700">
          Two-factor sign-in is off. With it on, signing in also needs a code from an authenticator
          app on your phone.
          {status.required &&
            ' It is required for admins: set it up now, or you will be asked to at your next sign-in.'}
        </p>
        <div>
          <Button onClick={onSetUp}>Set up two-factor sign-in</Button>
        </div>
      </>
    );
  }
  return (
    <>
      <p className="text-sm text-slate-700">
        Two-factor sign-in is on
        {status.enrolledAt ? ` since ${formatDateTime(status.enrolledAt)}` : ''}.{' '}
        {status.recoveryCodesLeft} of 10 recovery codes left.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={onReplace}>
          Set up a new authenticator
        </Button>
        {!status.required && (
          <Button variant="danger" onClick={onTurnOff}>
            Turn off
          </Button>
        )}
      </div>
    </>
  );
}

/** A current code from the app, asked before replacing the authenticator or turning it off. */
function CurrentCodeForm({
  action,
  onSubmit,
  onCancel,
}: {
  action: string;
  onSubmit: (code: string) => Promise<void>;
  onCancel: () => void;
}) {
  const form = useZodForm({ initial: { code: '' }, schema: TwoFactorCodeSchema });

  const submit = form.handleSubmit(async ({ code }) => {
    try {
      await onSubmit(code);
    } catch (failure) {
      // A refused code is emptied, with the reason under the field.
      form.reset();
      form.setErrors({
        code: serverMessage(failure) ?? 'The code could not be checked, please try again',
      });
    }
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <AppCodeField {...form.field('code')} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={form.submitting}>
          {action}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
