import { Link, useNavigate } from 'react-router-dom';
import { serverMessage } from '../../api/http.ts';
import { useOwnedCompanies } from '../../api/queries/business.ts';
import { useCurrentUser } from '../../api/queries/currentUser.ts';
import { useLogout } from '../../api/writes/logout.ts';
import { greetingName } from '../../lib/greeting.ts';
import { toast } from '../toast/toastStore.ts';
import { Button, ButtonLink } from '../ui/Button.tsx';

/**
 * Signed in: 'Hello, {name}' (a link to the user's own public profile), 'Business dashboard'
 * for an owner of a claimed company, and Log Out.
 * Signed out: Log In and Sign Up. `onChoice` closes the mobile menu.
 */
export function AuthControls({
  onChoice,
  stacked = false,
}: {
  onChoice?: () => void;
  stacked?: boolean;
}) {
  const { data: user, isPending } = useCurrentUser();
  // Only an account that owns a claimed company gets the dashboard's link (issue 37).
  const owned = useOwnedCompanies(Boolean(user));
  const logout = useLogout();
  const navigate = useNavigate();
  const layout = stacked ? 'flex flex-col items-stretch gap-2' : 'flex items-center gap-2';

  if (isPending) return <div className={`${layout} min-h-10 min-w-40`} aria-hidden="true" />;

  if (!user) {
    return (
      <div className={layout}>
        <ButtonLink to="/login" variant="ghost" onClick={onChoice}>
          Log In
        </ButtonLink>
        <ButtonLink to="/signup" onClick={onChoice}>
          Sign Up
        </ButtonLink>
      </div>
    );
  }

  return (
    <div className={layout}>
      <Link
        to={`/user/${user.id}`}
        onClick={onChoice}
        className="rounded px-2 py-2 text-sm text-slate-700 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        Hello, {greetingName(user)}
      </Link>
      {owned.data && owned.data.length > 0 && (
        <Link
          to="/business"
          onClick={onChoice}
          className="rounded px-2 py-2 text-sm font-medium text-brand-700 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          Business dashboard
        </Link>
      )}
      <Button
        variant="outline"
        disabled={logout.isPending}
        onClick={() =>
          logout.mutate(undefined, {
            onSuccess: () => {
              toast({ title: 'Logged out', description: 'You have been logged out successfully.' });
              onChoice?.();
              navigate('/');
            },
            onError: (error) =>
              toast({
                title: 'Logout failed',
                description: serverMessage(error) ?? error.message,
                variant: 'destructive',
              }),
          })
        }
      >
        {logout.isPending ? 'Logging out...' : 'Log Out'}
      </Button>
    </div>
  );
}
