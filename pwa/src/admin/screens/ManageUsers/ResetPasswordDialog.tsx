import { type FormEvent, useState } from 'react';
import { ResetPasswordSchema } from '#shared/schemas/admin';
import type { AdminUserRow } from '#shared/types/admin';
import { serverMessage } from '../../../api/http.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { Dialog } from '../../../components/ui/Dialog.tsx';
import { TextField } from '../../../components/ui/Field.tsx';
import { adminSend } from '../../api/client.ts';
import { useAdminAction } from '../../api/useAdminAction.ts';

/**
 * Reset Password (§5): the shared schema the API validates with (at least 6 characters); submit
 * stays disabled until it passes.
 */
export function ResetPasswordDialog({
  admin,
  onClose,
}: {
  admin: AdminUserRow;
  onClose: () => void;
}) {
  const [password, setPassword] = useState('');
  const check = ResetPasswordSchema.safeParse({ password });
  const problem = check.success ? undefined : check.error.issues[0]?.message;
  const reset = useAdminAction({
    run: (body: { password: string }) =>
      adminSend('PUT', `/api/admin/admin-users/${admin.id}/password`, body),
    success: { title: 'Password Reset', description: `The password of ${admin.email} was changed` },
    failure: (error) => ({
      title: 'Error',
      description: serverMessage(error) ?? 'Failed to reset password',
    }),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (check.success) reset.mutate(check.data, { onSuccess: onClose });
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Reset Password"
      description={`Set a new password for ${admin.firstName} ${admin.lastName} (${admin.email}).`}
    >
      <form noValidate onSubmit={submit} className="grid gap-4">
        <TextField
          label="New Password"
          type="password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={password ? problem : undefined}
        />
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={!check.success || reset.isPending}>
            Reset Password
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
