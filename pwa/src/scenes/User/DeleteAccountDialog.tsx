import { useNavigate } from 'react-router-dom';
import { AccountDeleteSchema } from '#shared/schemas/account';
import { serverMessage } from '../../api/http.ts';
import { useDeleteAccount } from '../../api/writes/deleteAccount.ts';
import { PasswordField } from '../../components/forms/AccountFields.tsx';
import { toast } from '../../components/toast/toastStore.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { useZodForm } from '../../lib/useZodForm.ts';
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
  const form = useZodForm({ initial: { password: '' }, schema: AccountDeleteSchema });
  // The field's own message, or why the deletion could not happen (offline, refused).
  const fail = (message: string) => form.setErrors({ password: message });

  function close() {
    form.reset();
    remove.reset();
    onClose();
  }

  const submit = form.handleSubmit((input) => {
    if (remove.isPending) return;
    if (!online) return fail('You are offline. Deleting your account needs a connection.');
    remove.mutate(input, {
      onError: (failure) =>
        fail(
          serverMessage(failure) ??
            'Your account could not be deleted. Check your connection and try again.',
        ),
    });
  });

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
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          required
          {...form.field('password')}
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
