import { useState } from 'react';
import type { Invitation, InvitationCreated } from '#shared/types/admin';
import { serverMessage } from '../../../api/http.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { shortDate } from '../../../lib/text.ts';
import { adminSend, getJson } from '../../api/client.ts';
import { useAdminAction } from '../../api/useAdminAction.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { DataTable } from '../../components/DataTable.tsx';
import { copyText } from '../../lib/copyText.ts';
import { formatDateTime } from '../../lib/format.ts';
import { ROLE_LABEL } from '../../lib/roles.ts';
import { invitationLink } from './invitationLink.ts';

/**
 * Pending invitations. "Copy Link" copies the link already sent (the server derives it again);
 * "New Link" re-issues one, after a confirmation, because the link already sent stops working.
 */
export function PendingInvitations({ invitations }: { invitations: readonly Invitation[] }) {
  const [renewing, setRenewing] = useState<Invitation | null>(null);
  const copyLink = useInvitationLink('GET', 'Link Copied');
  const newLink = useInvitationLink('POST', 'New Link Copied');

  return (
    <>
      <DataTable
        caption="Pending invitations"
        columns={['Email', 'Role', 'Expires', 'Created', '']}
        minWidth="min-w-[44rem]"
      >
        {invitations.map((invitation) => (
          <tr key={invitation.id}>
            <td className="px-4 py-3">{invitation.email}</td>
            <td className="px-4 py-3">{ROLE_LABEL[invitation.role]}</td>
            <td className="px-4 py-3">{formatDateTime(invitation.expiresAt)}</td>
            <td className="px-4 py-3">{shortDate(invitation.createdAt)}</td>
            <td className="space-x-2 whitespace-nowrap px-4 py-3 text-right">
              <Button
                size="sm"
                variant="outline"
                aria-label={`Copy link for ${invitation.email}`}
                onClick={() => copyLink.mutate(invitation)}
              >
                Copy Link
              </Button>
              <Button
                size="sm"
                variant="outline"
                aria-label={`Send a new link to ${invitation.email}`}
                onClick={() => setRenewing(invitation)}
              >
                New Link
              </Button>
            </td>
          </tr>
        ))}
      </DataTable>
      <ConfirmDialog
        open={renewing !== null}
        title="Send a new link"
        message={`Send a new link to ${renewing?.email ?? ''}? The old one stops working.`}
        confirmLabel="Send a new link"
        busy={newLink.isPending}
        onCancel={() => setRenewing(null)}
        onConfirm={() => {
          if (renewing) newLink.mutate(renewing, { onSettled: () => setRenewing(null) });
        }}
      />
    </>
  );
}

/** GET: the link already sent; POST: a new one. Either way it is copied (or shown). */
function useInvitationLink(method: 'GET' | 'POST', copiedTitle: string) {
  return useAdminAction({
    run: async (invitation: Invitation) => {
      const path = `/api/admin/invitations/${invitation.id}/link`;
      const answer =
        method === 'GET'
          ? await getJson<InvitationCreated>(path)
          : await adminSend<InvitationCreated>('POST', path);
      const url = invitationLink(answer.invitation.token);
      return { url, copied: await copyText(url) };
    },
    success: ({ url, copied }) =>
      copied ? { title: copiedTitle } : { title: 'Invitation link', description: url },
    failure: (failure) => ({
      title: 'Error',
      description: serverMessage(failure) ?? 'Failed to get the invitation link',
    }),
  });
}
