import type { Invitation, InvitationCreated } from '#shared/types/admin';
import { serverMessage } from '../../../api/http.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { shortDate } from '../../../lib/text.ts';
import { adminSend } from '../../api/client.ts';
import { useAdminAction } from '../../api/useAdminAction.ts';
import { DataTable } from '../../components/DataTable.tsx';
import { copyText } from '../../lib/copyText.ts';
import { formatDateTime } from '../../lib/format.ts';
import { ROLE_LABEL } from '../../lib/roles.ts';
import { invitationLink } from './invitationLink.ts';

/**
 * Pending invitations. Only a hash of a token is stored, so "Copy Link" asks the server for a
 * fresh link (the previous one stops working) and copies that.
 */
export function PendingInvitations({ invitations }: { invitations: readonly Invitation[] }) {
  const copyLink = useAdminAction({
    run: async (invitation: Invitation) => {
      const created = await adminSend<InvitationCreated>(
        'POST',
        `/api/admin/invitations/${invitation.id}/link`,
      );
      const url = invitationLink(created.invitation.token);
      return { url, copied: await copyText(url) };
    },
    success: ({ url, copied }) =>
      copied ? { title: 'Link Copied' } : { title: 'Invitation link', description: url },
    failure: (failure) => ({
      title: 'Error',
      description: serverMessage(failure) ?? 'Failed to create invitation',
    }),
  });

  return (
    <DataTable
      caption="Pending invitations"
      columns={['Email', 'Role', 'Expires', 'Created', '']}
      minWidth="min-w-[40rem]"
    >
      {invitations.map((invitation) => (
        <tr key={invitation.id}>
          <td className="px-4 py-3">{invitation.email}</td>
          <td className="px-4 py-3">{ROLE_LABEL[invitation.role]}</td>
          <td className="px-4 py-3">{formatDateTime(invitation.expiresAt)}</td>
          <td className="px-4 py-3">{shortDate(invitation.createdAt)}</td>
          <td className="px-4 py-3 text-right">
            <Button
              size="sm"
              variant="outline"
              aria-label={`Copy link for ${invitation.email}`}
              onClick={() => copyLink.mutate(invitation)}
            >
              Copy Link
            </Button>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
