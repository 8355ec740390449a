import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminUserDetail, AdminUserItem } from '#shared/types/admin';
import { Button, ButtonLink } from '../../../components/ui/Button.tsx';
import { buttonClass } from '../../../components/ui/buttonStyles.ts';
import { Dialog } from '../../../components/ui/Dialog.tsx';
import { Badge, Spinner } from '../../../components/ui/misc.tsx';
import { formatCount, shortDate } from '../../../lib/text.ts';
import { adminSend, getJson } from '../../api/client.ts';
import { useAdminAction } from '../../api/useAdminAction.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { userName } from '../../lib/format.ts';

/**
 * One public account (issue 34): verified or not, active or not, its reviews by status, and the
 * admin's actions on it: its reviews in the Reviews screen, its data export for a data-subject
 * request, deactivate or re-activate.
 */
export function UserDetailDialog({ user, onClose }: { user: AdminUserItem; onClose: () => void }) {
  const detail = useQuery({
    queryKey: ['admin', 'user', user.id],
    queryFn: () => getJson<AdminUserDetail>(`/api/admin/users/${user.id}`),
  });
  const [confirming, setConfirming] = useState(false);
  const shown = detail.data ?? user;
  const active = shown.deactivatedAt === null;
  const toggle = useAdminAction({
    run: () =>
      adminSend<AdminUserItem>(
        'POST',
        `/api/admin/users/${user.id}/${active ? 'deactivate' : 'activate'}`,
      ),
    success: (result) =>
      result.deactivatedAt
        ? {
            title: 'User Deactivated',
            description: `${result.email} is signed out and cannot sign in`,
          }
        : { title: 'User Re-activated', description: `${result.email} can sign in again` },
    failure: (error) => ({ title: 'Error', description: error.message }),
  });
  const reviews = detail.data?.reviews;

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={userName(user)}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-slate-600">Email</dt>
        <dd className="break-all text-slate-900">{user.email}</dd>
        <dt className="text-slate-600">Email verified</dt>
        <dd>
          {shown.isEmailVerified ? (
            <Badge tone="green">
              Verified
              {detail.data?.emailVerifiedAt ? ` ${shortDate(detail.data.emailVerifiedAt)}` : ''}
            </Badge>
          ) : (
            <Badge tone="amber">Not verified</Badge>
          )}
        </dd>
        <dt className="text-slate-600">Status</dt>
        <dd>
          {active ? (
            <Badge tone="green">Active</Badge>
          ) : (
            <Badge tone="red">Deactivated {shortDate(shown.deactivatedAt!)}</Badge>
          )}
        </dd>
        <dt className="text-slate-600">Joined</dt>
        <dd className="text-slate-900">{shortDate(user.createdAt)}</dd>
        <dt className="text-slate-600">Reviews</dt>
        <dd className="text-slate-900">
          {reviews ? (
            `${formatCount(reviews.total)} (${formatCount(reviews.published)} published, ${formatCount(reviews.pending)} pending, ${formatCount(reviews.rejected)} rejected)`
          ) : detail.isError ? (
            'Could not load'
          ) : (
            <Spinner label="Loading reviews" />
          )}
        </dd>
      </dl>
      <div className="mt-5 flex flex-wrap gap-2">
        <ButtonLink variant="outline" to={`/admin/reviews?userId=${user.id}`}>
          View reviews
        </ButtonLink>
        {/* A plain download: the browser keeps the admin's session cookie and saves the file. */}
        <a className={buttonClass('outline')} href={`/api/admin/users/${user.id}/export`} download>
          Export data (GDPR)
        </a>
        {active ? (
          <Button variant="danger" onClick={() => setConfirming(true)}>
            Deactivate
          </Button>
        ) : (
          <Button disabled={toggle.isPending} onClick={() => toggle.mutate(undefined)}>
            Re-activate
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title="Deactivate this user?"
        message={`${user.email} will be signed out everywhere and cannot sign in until re-activated. Their reviews stay.`}
        confirmLabel="Deactivate"
        busy={toggle.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => toggle.mutate(undefined, { onSettled: () => setConfirming(false) })}
      />
    </Dialog>
  );
}
