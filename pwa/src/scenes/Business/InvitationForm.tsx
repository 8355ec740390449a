import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import type { InvitationSendResult } from '#shared/schemas/responses/business';
import { serverMessage } from '../../api/http.ts';
import { useInvitations } from '../../api/queries/business.ts';
import { isQueued } from '../../api/queuedError.ts';
import { type InvitationRecipientInput, useSendInvitations } from '../../api/writes/invitations.ts';
import { Button } from '../../components/ui/Button.tsx';
import { TextAreaField } from '../../components/ui/Field.tsx';
import { Card } from '../../components/ui/misc.tsx';
import { useOnline } from '../../offline/useOnline.ts';

/** One address a line, optionally `Name <address>`. */
function recipientsOf(text: string): InvitationRecipientInput[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const named = /^(.*)<([^>]+)>$/.exec(line);
      const name = named?.[1]?.trim();
      return named ? { email: named[2]?.trim() ?? '', ...(name ? { name } : {}) } : { email: line };
    });
}

/**
 * Review invitations (issue 37 item 2): a few addresses typed in, or a CSV (`email`, `name`)
 * for many; the answer lists each refused row; below, the invitations and their state.
 */
export function InvitationForm({ companyId }: { companyId: number }) {
  const [text, setText] = useState('');
  const [result, setResult] = useState<InvitationSendResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [queued, setQueued] = useState(false);
  const online = useOnline();
  const send = useSendInvitations(companyId);
  const invitations = useInvitations(companyId);
  const done = {
    onSuccess: (answer: InvitationSendResult) => {
      setResult(answer);
      setError(null);
      setQueued(false);
      if (answer.queued > 0) setText('');
    },
    onError: (failure: unknown) => {
      setResult(null);
      // Safe in the outbox: sent once when the connection allows; the list below then shows it.
      if (isQueued(failure)) {
        setQueued(true);
        setError(null);
        setText('');
        return;
      }
      setQueued(false);
      setError(
        serverMessage(failure) ??
          (navigator.onLine ? 'Could not send them' : 'You are offline: please try again later'),
      );
    },
  };
  function submit(event: FormEvent) {
    event.preventDefault();
    send.mutate({ recipients: recipientsOf(text) }, done);
  }
  return (
    <Card className="grid gap-3 p-4">
      <h2 className="text-lg font-semibold text-slate-900">Invite customers to review you</h2>
      <form onSubmit={submit} className="grid gap-2">
        <TextAreaField
          label="Email addresses"
          hint="One a line, up to 20 (Name <address> works too). Invited reviews are published whatever their rating."
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" disabled={send.isPending || text.trim() === ''}>
          Send invitations
        </Button>
      </form>
      <label className="grid gap-1 text-sm text-slate-700">
        Or upload a CSV (columns email and name, up to 5,000 rows)
        {!online && <span className="text-amber-800">A CSV needs the connection.</span>}
        <input
          type="file"
          disabled={!online}
          accept=".csv,text/csv"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) send.mutate({ file }, done);
            event.target.value = '';
          }}
        />
      </label>
      <output aria-live="polite" className="grid gap-1 text-sm" data-testid="invitation-result">
        {error && <span className="text-red-700">{error}</span>}
        {queued && (
          <span className="text-amber-800">
            Saved on this device: the invitations are sent when the connection allows (
            <Link to="/outbox" className="underline">
              Outbox
            </Link>
            ).
          </span>
        )}
        {result && (
          <>
            <span className="text-slate-900">
              {result.queued} queued, {result.failed} refused
            </span>
            {result.errors.map((line) => (
              <span key={line} className="text-red-700">
                {line}
              </span>
            ))}
          </>
        )}
      </output>
      {invitations.data && invitations.data.items.length > 0 && (
        <ul className="grid gap-1 text-sm" aria-label="Invitations">
          {invitations.data.items.map((item) => (
            <li key={item.id} className="flex justify-between gap-2">
              <span className="truncate">{item.email}</span>
              <span className="text-slate-600">{item.status}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
