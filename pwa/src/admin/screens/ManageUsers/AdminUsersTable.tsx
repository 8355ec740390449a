import type { AdminMe, AdminUserRow } from '#shared/types/admin';
import { Button } from '../../../components/ui/Button.tsx';
import { Badge } from '../../../components/ui/misc.tsx';
import { shortDate } from '../../../lib/text.ts';
import { DataTable } from '../../components/DataTable.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { ROLE_LABEL } from '../../lib/roles.ts';

export function AdminUsersTable({
  admins,
  me,
  busy,
  onReset,
  onToggleActive,
}: {
  admins: readonly AdminUserRow[];
  me: AdminMe;
  busy: boolean;
  onReset: (admin: AdminUserRow) => void;
  onToggleActive: (admin: AdminUserRow) => void;
}) {
  return (
    <DataTable
      caption="Admin users"
      columns={['Name', 'Email', 'Role', 'Status', 'Last Login', 'Created', '']}
      minWidth="min-w-[48rem]"
    >
      {admins.map((admin) => (
        <tr key={admin.id}>
          <td className="px-4 py-3 font-medium">
            {admin.firstName} {admin.lastName}
          </td>
          <td className="px-4 py-3">{admin.email}</td>
          <td className="px-4 py-3 whitespace-nowrap">
            <Badge tone={admin.role === 'super_admin' ? 'brand' : 'slate'}>
              {ROLE_LABEL[admin.role]}
            </Badge>
          </td>
          <td className="px-4 py-3">
            <Badge tone={admin.isActive ? 'green' : 'red'}>
              {admin.isActive ? 'Active' : 'Inactive'}
            </Badge>
          </td>
          <td className="px-4 py-3">
            {admin.lastLoginAt ? formatDateTime(admin.lastLoginAt) : 'Never'}
          </td>
          <td className="px-4 py-3">{shortDate(admin.createdAt)}</td>
          <td className="px-4 py-3">
            <div className="flex justify-end gap-2 whitespace-nowrap">
              <Button
                size="sm"
                variant="outline"
                aria-label={`Reset password of ${admin.email}`}
                onClick={() => onReset(admin)}
              >
                Reset Password
              </Button>
              {admin.id !== me.id && (
                <Button
                  size="sm"
                  variant={admin.isActive ? 'danger' : 'primary'}
                  disabled={busy}
                  aria-label={`${admin.isActive ? 'Deactivate' : 'Activate'} ${admin.email}`}
                  onClick={() => onToggleActive(admin)}
                >
                  {admin.isActive ? 'Deactivate' : 'Activate'}
                </Button>
              )}
            </div>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
