import { useQuery } from '@tanstack/react-query';
import { ShieldAlert, UserPlus } from 'lucide-react';
import { useState } from 'react';
import type { AdminMe, AdminUserRow, Invitation } from '#shared/types/admin';
import { serverMessage } from '../../../api/http.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { Card } from '../../../components/ui/misc.tsx';
import { adminSend, getJson } from '../../api/client.ts';
import { useAdminMe } from '../../api/session.ts';
import { useAdminAction } from '../../api/useAdminAction.ts';
import { ListState } from '../../components/ListState.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { AdminUsersTable } from './AdminUsersTable.tsx';
import { InviteDialog } from './InviteDialog.tsx';
import { PendingInvitations } from './PendingInvitations.tsx';
import { ResetPasswordDialog } from './ResetPasswordDialog.tsx';

/** /admin/manage-users (§2, §6): super admins only; an admin gets a clear message instead. */
export function ManageUsers() {
  const me = useAdminMe().data;
  if (!me) return null;
  if (me.role !== 'super_admin') {
    return (
      <Card className="mx-auto mt-10 flex max-w-lg flex-col items-center gap-3 text-center">
        <ShieldAlert aria-hidden="true" className="size-10 text-amber-600" />
        <h1 className="text-xl font-bold">Super admins only</h1>
        <p className="text-slate-600">
          Managing admin users is for super admins only. Ask a super admin if you need an account
          changed or a new admin invited.
        </p>
      </Card>
    );
  }
  return <ManageUsersPanel me={me} />;
}

function ManageUsersPanel({ me }: { me: AdminMe }) {
  const admins = useQuery({
    queryKey: ['admin', 'admin-users'],
    queryFn: () => getJson<AdminUserRow[]>('/api/admin/admin-users'),
  });
  const invitations = useQuery({
    queryKey: ['admin', 'invitations'],
    queryFn: () => getJson<Invitation[]>('/api/admin/invitations'),
  });
  const [inviting, setInviting] = useState(false);
  const [resetting, setResetting] = useState<AdminUserRow | null>(null);
  const toggle = useAdminAction({
    run: (admin: AdminUserRow) =>
      adminSend<AdminUserRow>(
        'POST',
        `/api/admin/admin-users/${admin.id}/${admin.isActive ? 'deactivate' : 'activate'}`,
      ),
    success: (admin) => ({
      title: admin.isActive ? 'Admin Activated' : 'Admin Deactivated',
      description: admin.email,
    }),
    failure: (error) => ({ title: 'Error', description: serverMessage(error) ?? error.message }),
  });

  return (
    <>
      <PageHeader
        title="Manage Admin Users"
        description="Admin accounts and invitations"
        actions={
          <Button onClick={() => setInviting(true)}>
            <UserPlus aria-hidden="true" className="size-4" /> Invite Admin
          </Button>
        }
      />
      <section className="mb-8">
        <h2 className="mb-3 text-lg font-semibold">Admin Users</h2>
        <ListState
          isPending={admins.isPending}
          error={admins.error}
          isEmpty={(admins.data ?? []).length === 0}
          empty="No admin users"
        >
          <AdminUsersTable
            admins={admins.data ?? []}
            me={me}
            busy={toggle.isPending}
            onReset={setResetting}
            onToggleActive={(admin) => toggle.mutate(admin)}
          />
        </ListState>
      </section>
      <section className="mb-8">
        <h2 className="mb-3 text-lg font-semibold">Pending Invitations</h2>
        <ListState
          isPending={invitations.isPending}
          error={invitations.error}
          isEmpty={(invitations.data ?? []).length === 0}
          empty="No pending invitations"
        >
          <PendingInvitations invitations={invitations.data ?? []} />
        </ListState>
      </section>
      <Card className="border-amber-200 bg-amber-50">
        <h2 className="font-semibold">Security information</h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
          <li>Super admins have full system access and can manage other admins.</li>
          <li>Regular admins can access the panel but cannot manage users.</li>
          <li>New admins can only be created through invitations, which expire after 72 hours.</li>
        </ul>
      </Card>
      {inviting && <InviteDialog onClose={() => setInviting(false)} />}
      {resetting && <ResetPasswordDialog admin={resetting} onClose={() => setResetting(null)} />}
    </>
  );
}
