import { lazy, Suspense } from 'react';
import { Link, Navigate } from 'react-router-dom';
import type { AuthUser } from '#shared/types/api';
import { useCurrentUser } from '../../api/queries/currentUser.ts';
import { usePageMeta } from '../../components/meta/usePageMeta.ts';
import { Spinner } from '../../components/ui/misc.tsx';
import { withNext } from '../../lib/safeNext.ts';
import { EmailForm } from './EmailForm.tsx';
import { NameForm } from './NameForm.tsx';
import { PasswordForm } from './PasswordForm.tsx';

// Push (issue 37) loads its own chunk: most settings visits never touch it.
const PushSettings = lazy(() => import('../../components/push/PushSettings.tsx'));

/**
 * A signed-in user's account settings (issue 34): name, email (verified again before it takes
 * effect) and password; and push notifications on this device (issue 37). Reached from the user's own profile; signed out, it asks to sign in.
 */
export function AccountSettings() {
  usePageMeta('Account Settings');
  const session = useCurrentUser();
  if (session.isPending) return <Spinner label="Loading your session" />;
  if (!session.data) return <Navigate to={withNext('/login', '/settings')} replace />;
  return <SettingsPage user={session.data} />;
}

function SettingsPage({ user }: { user: AuthUser }) {
  return (
    <div className="mx-auto grid max-w-2xl gap-6 px-4 py-8">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Account Settings</h1>
        <p className="mt-1 text-sm text-slate-600">
          <Link to={`/user/${user.id}`} className="text-brand-700 underline">
            Back to your profile
          </Link>
        </p>
      </div>
      <NameForm user={user} />
      <EmailForm user={user} />
      <PasswordForm />
      <Suspense fallback={null}>
        <PushSettings />
      </Suspense>
    </div>
  );
}
