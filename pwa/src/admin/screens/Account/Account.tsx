import { Card } from '../../../components/ui/misc.tsx';
import { useAdminMe } from '../../api/session.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ROLE_LABEL } from '../../lib/roles.ts';
import { TwoFactorCard } from './TwoFactorCard.tsx';

/** /admin/account: the signed-in admin's own account and their two-factor sign-in. */
export function Account() {
  const me = useAdminMe().data;
  if (!me) return null;
  return (
    <>
      <PageHeader title="My Account" description="Your admin account and how you sign in" />
      <div className="grid max-w-2xl gap-6">
        <Card>
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
            <dt className="text-slate-600">Name</dt>
            <dd>
              {me.firstName} {me.lastName}
            </dd>
            <dt className="text-slate-600">Email</dt>
            <dd>{me.email}</dd>
            <dt className="text-slate-600">Role</dt>
            <dd>{ROLE_LABEL[me.role]}</dd>
          </dl>
        </Card>
        <TwoFactorCard />
      </div>
    </>
  );
}
