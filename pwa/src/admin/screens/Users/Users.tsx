import { useState } from 'react';
import type { AdminUserItem } from '#shared/types/admin';
import { Button } from '../../../components/ui/Button.tsx';
import { Badge } from '../../../components/ui/misc.tsx';
import { initials } from '../../../lib/initials.ts';
import { plural, shortDate } from '../../../lib/text.ts';
import { useAdminPage } from '../../api/useAdminPage.ts';
import { PagedList } from '../../components/PagedList.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { SearchBox } from '../../components/SearchBox.tsx';
import { useListControls } from '../../components/useListControls.ts';
import { userName } from '../../lib/format.ts';
import { UserDetailDialog } from './UserDetailDialog.tsx';

/**
 * /admin/users (§2): the public accounts, searched server-side; each one opens its detail with
 * the admin's actions on it (issue 34).
 */
export function Users() {
  const { search, setSearch, q, page, setPage } = useListControls();
  const list = useAdminPage<AdminUserItem>('/api/admin/users', { q }, page);
  const [open, setOpen] = useState<AdminUserItem | null>(null);
  return (
    <>
      <PageHeader
        title="Users"
        description={list.data ? plural(list.data.total, 'registered user') : '… registered users'}
      />
      <div className="mb-4">
        <SearchBox label="Search users" value={search} onChange={setSearch} />
      </div>
      <PagedList list={list} page={page} onPage={setPage} empty="No users found">
        {(items) => (
          <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
            {items.map((user) => (
              <li key={user.id} className="flex flex-wrap items-center gap-3 p-4">
                {user.profileImageUrl ? (
                  <img
                    src={user.profileImageUrl}
                    alt=""
                    className="size-10 rounded-full object-cover"
                  />
                ) : (
                  <span
                    aria-hidden="true"
                    className="flex size-10 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800"
                  >
                    {initials(userName(user))}
                  </span>
                )}
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-slate-900">{userName(user)}</p>
                  <p className="truncate text-sm text-slate-600">{user.email}</p>
                  {user.title && <p className="text-xs text-slate-500">{user.title}</p>}
                </div>
                <div className="text-right text-xs text-slate-600">
                  <div className="flex flex-wrap justify-end gap-1">
                    {user.isEmailVerified ? (
                      <Badge tone="brand">Verified</Badge>
                    ) : (
                      <Badge tone="amber">Not verified</Badge>
                    )}
                    {user.deactivatedAt ? (
                      <Badge tone="red">Deactivated</Badge>
                    ) : (
                      <Badge tone="green">Active</Badge>
                    )}
                  </div>
                  <p className="mt-1">Joined {shortDate(user.createdAt)}</p>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Open ${user.email}`}
                  onClick={() => setOpen(user)}
                >
                  Open
                </Button>
              </li>
            ))}
          </ul>
        )}
      </PagedList>
      {open && <UserDetailDialog user={open} onClose={() => setOpen(null)} />}
    </>
  );
}
