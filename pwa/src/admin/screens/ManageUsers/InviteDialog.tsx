import { ADMIN_ROLES, type AdminRole, type InviteInput, InviteSchema } from '#shared/schemas/admin';
import type { InvitationCreated } from '#shared/types/admin';
import { serverMessage } from '../../../api/http.ts';
import { SubmitButton } from '../../../components/forms/SubmitButton.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { Dialog } from '../../../components/ui/Dialog.tsx';
import { TextField } from '../../../components/ui/Field.tsx';
import { Select } from '../../../components/ui/Select.tsx';
import { useZodForm } from '../../../lib/useZodForm.ts';
import { adminSend } from '../../api/client.ts';
import { useAdminAction } from '../../api/useAdminAction.ts';
import { copyText } from '../../lib/copyText.ts';
import { ROLE_LABEL } from '../../lib/roles.ts';
import { invitationLink } from './invitationLink.ts';

/**
 * Invite Admin (§2, §5, §8): creates the invitation and copies its link. The link also stays in
 * the dialog, since a browser may refuse the clipboard.
 */
export function InviteDialog({ onClose }: { onClose: () => void }) {
  const form = useZodForm({
    initial: { email: '', role: 'admin' as AdminRole },
    schema: InviteSchema,
  });
  const invite = useAdminAction({
    run: async (input: InviteInput) => {
      const created = await adminSend<InvitationCreated>('POST', '/api/admin/invite', input);
      const url = invitationLink(created.invitation.token);
      return { url, copied: await copyText(url) };
    },
    success: ({ copied }) => ({
      title: 'Invitation Created',
      description: copied ? 'Invitation Link Copied' : 'Copy the invitation link from the dialog',
    }),
    failure: (failure) => ({
      title: 'Error',
      description: serverMessage(failure) ?? 'Failed to create invitation',
    }),
  });
  const link = invite.data?.url ?? null;

  const submit = form.handleSubmit((input) => invite.mutate(input));

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Invite Admin">
      {link ? (
        <div className="grid gap-3">
          <TextField
            label="Invitation link"
            readOnly
            value={link}
            onFocus={(e) => e.target.select()}
          />
          <p className="text-sm text-slate-600">The link works once and expires in 72 hours.</p>
          <div className="flex justify-end">
            <Button onClick={onClose}>Done</Button>
          </div>
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="grid gap-4">
          <TextField label="Email" type="email" required {...form.field('email')} />
          <Select
            label="Role"
            value={form.values.role}
            options={ADMIN_ROLES.map((value) => ({ value, label: ROLE_LABEL[value] }))}
            onValueChange={(role) => form.setValue('role', role)}
          />
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <SubmitButton busy={invite.isPending} label="Send Invitation" busyLabel="Sending..." />
          </div>
        </form>
      )}
    </Dialog>
  );
}
