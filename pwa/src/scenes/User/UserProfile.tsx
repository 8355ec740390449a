import { useState } from 'react';
import { useParams } from 'react-router-dom';
import type { UserProfile as Profile } from '#shared/types/api';
import { useCurrentUser } from '../../api/queries/currentUser.ts';
import { useSite } from '../../api/queries/site.ts';
import { useUser, useUserStats } from '../../api/queries/users.ts';
import { usePageMeta } from '../../components/meta/usePageMeta.ts';
import { ButtonLink } from '../../components/ui/Button.tsx';
import { Spinner } from '../../components/ui/misc.tsx';
import { initials } from '../../lib/initials.ts';
import { monthYear, plural } from '../../lib/text.ts';
import { UserReviews } from './UserReviews.tsx';
import { ProfileStatistics, ReviewCategories } from './UserStatsPanels.tsx';
import { YourData } from './YourData.tsx';

export function UserProfile() {
  const { id = '' } = useParams();
  const user = useUser(id);
  if (user.isPending) return <Spinner label="Loading profile" />;
  if (user.isError) return <UserNotFound />;
  return <UserProfilePage key={id} user={user.data} />;
}

function UserNotFound() {
  usePageMeta('User not found');
  return (
    <div className="px-4 py-24 text-center">
      <h1 className="text-2xl font-bold text-slate-900">User not found</h1>
    </div>
  );
}

function Avatar({ user }: { user: Profile }) {
  const [failed, setFailed] = useState(false);
  if (user.profileImageUrl && !failed) {
    return (
      <img
        src={user.profileImageUrl}
        alt=""
        width={80}
        height={80}
        onError={() => setFailed(true)}
        className="size-20 rounded-full object-cover"
      />
    );
  }
  return (
    <div
      aria-hidden="true"
      className="flex size-20 items-center justify-center rounded-full bg-brand-700 text-2xl font-bold text-white"
    >
      {initials(user.displayName) || '?'}
    </div>
  );
}

function UserProfilePage({ user }: { user: Profile }) {
  const { platformName } = useSite();
  usePageMeta(
    user.displayName,
    `${user.displayName}'s reviews of B2B companies on ${platformName}.`,
  );
  const stats = useUserStats(user.id);
  const me = useCurrentUser();
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8">
      <header className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm sm:flex-row sm:items-center">
        <Avatar user={user} />
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{user.displayName}</h1>
          {user.title && <p className="text-slate-700">{user.title}</p>}
          <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
            <li>Member since {monthYear(user.createdAt)}</li>
            {stats.data && <li>{plural(stats.data.totalReviews, 'review')}</li>}
            {stats.data && <li>{plural(stats.data.helpfulVotes, 'helpful vote')}</li>}
          </ul>
        </div>
        {me.data?.id === user.id && (
          <ButtonLink to="/settings" variant="outline" className="sm:ml-auto">
            Account settings
          </ButtonLink>
        )}
      </header>
      <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
        <div className="grid content-start gap-4">
          {stats.isError ? (
            <p role="alert" className="text-red-700">
              Failed to fetch stats
            </p>
          ) : (
            <>
              <ProfileStatistics stats={stats.data} />
              <ReviewCategories stats={stats.data} />
            </>
          )}
          {me.data?.id === user.id && <YourData />}
        </div>
        <UserReviews userId={user.id} />
      </div>
    </div>
  );
}
