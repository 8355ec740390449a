import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AccountDeleteSchema } from '#shared/schemas/account';
import { serverMessage } from '../../api/http.ts';
import { useDeleteAccount } from '../../api/writes/deleteAccount.ts';
import { toast } from '../../components/toast/toastStore.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { TextField } from '../../components/ui/Field.tsx';
import { useOnline } from '../../offline/useOnline.ts';

/**
 * Deleting the account, confirmed with the current password. On success the account is gone
 * on the server and this device has forgotten it; the visitor lands on the home page.
 */
export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const remove = useDeleteAccount(() => {
    toast({
      title: 'Account Deleted',
      description: 'Your account has been deleted. Your reviews stay on the site, anonymised.',
    });
    navigate('/');
  });
  const online = useOnline();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();

  function close() {
    setPassword('');
    setError(undefined);
    remove.reset();
    onClose();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (remove.isPending) return;
    const parsed = AccountDeleteSchema.safeParse({ password });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    if (!online) {
      setError('You are offline. Deleting your account needs a connection.');
      return;
    }
    setError(undefined);
    remove.mutate(parsed.data, {
      onError: (failure) =>
        setError(
          serverMessage(failure) ??
            'Your account could not be deleted. Check your connection and try again.',
        ),
    });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && close()}
      title="Delete your account?"
      description="This cannot be undone."
    >
      <form onSubmit={submit} noValidate className="grid gap-4">
        <p className="text-sm text-slate-700">
          Your account, sign-ins, subscriptions and claims are deleted, and you are signed out on
          every device. Your reviews, complaints, comments, replies and answers stay on the site,
          anonymised: they are shown as Anonymous and can no longer be edited or deleted.
        </p>
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={error}
        />
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" disabled={remove.isPending}>
            {remove.isPending ? 'Deleting...' : 'Delete my account'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
