import { CircleCheck, MailWarning } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { serverMessage } from '../../api/http.ts';
import { useCurrentUser } from '../../api/queries/currentUser.ts';
import { useResendVerification } from '../../api/writes/resendVerification.ts';
import { toast } from '../toast/toastStore.ts';
import { Button } from '../ui/Button.tsx';

/** What the sign-up page passes to the page it goes to next. */
export interface SignedUpState {
  signedUp?: boolean;
}

/**
 * Under the navigation bar (issue 13): a signed-in user whose email is not verified is told so,
 * with "Resend link", on their own profile and on the page sign-up leads to. The verification
 * link lands on the profile with `?verified=1`, where the notice says it worked.
 */
export function VerifyEmailNotice() {
  const { pathname, search, state } = useLocation();
  const user = useCurrentUser().data;
  const resend = useResendVerification();
  if (!user) return null;
  const ownProfile = pathname === `/user/${user.id}`;
  if (user.isEmailVerified) {
    if (!ownProfile || !new URLSearchParams(search).has('verified')) return null;
    return (
      <Notice tone="green">
        <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
        <p>Your email address is verified. Your reviews now carry the “Verified” mark.</p>
      </Notice>
    );
  }
  const justSignedUp = (state as SignedUpState | null)?.signedUp === true;
  if (!ownProfile && !justSignedUp) return null;

  function send() {
    resend.mutate(undefined, {
      onSuccess: () =>
        toast({
          title: 'Verification Email Sent',
          description: `We sent a new link to ${user?.email}. It works once, within 24 hours.`,
        }),
      onError: (error) =>
        toast({
          title: 'Could Not Send',
          description: serverMessage(error) ?? 'Could not send the link. Please try again.',
          variant: 'destructive',
        }),
    });
  }

  return (
    <Notice tone="amber">
      <MailWarning aria-hidden="true" className="size-5 shrink-0" />
      <p className="flex-1">
        Verify your email address: open the link we sent to <strong>{user.email}</strong>, so your
        reviews carry the “Verified” mark.
      </p>
      <Button size="sm" variant="outline" disabled={resend.isPending} onClick={send}>
        {resend.isPending ? 'Sending...' : 'Resend link'}
      </Button>
    </Notice>
  );
}

function Notice({ tone, children }: { tone: 'amber' | 'green'; children: ReactNode }) {
  const colours =
    tone === 'amber'
      ? 'border-amber-200 bg-amber-50 text-amber-900'
      : 'border-green-200 bg-green-50 text-green-900';
  return (
    <div role="status" className={`border-b px-4 py-3 text-sm ${colours}`}>
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-3">{children}</div>
    </div>
  );
}
