import { Bell, BellRing, Share2 } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CompanyProfile } from '#shared/types/api';
import { useCurrentUser } from '../../api/queries/currentUser.ts';
import { isUnauthorized } from '../../api/reviewOutcome.ts';
import { useSubscription } from '../../api/writes/subscribe.ts';
import { toast } from '../../components/toast/toastStore.ts';
import { Button } from '../../components/ui/Button.tsx';

/**
 * Push on this device (issue 37), for a follower only: its own chunk, never in a first load of
 * the public page.
 */
const CompanyPushToggle = lazy(() => import('../../components/push/CompanyPushToggle.tsx'));

/** Share with the system share sheet where there is one; otherwise copy the link. */
async function share(company: CompanyProfile) {
  const url = window.location.href.split('#')[0] ?? window.location.href;
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: `${company.name} Reviews`, url });
      return;
    } catch (error) {
      // Closing the share sheet is a choice, not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: 'Link Copied!', description: url });
  } catch {
    toast({ title: 'Copy Failed', description: `Copy this link: ${url}`, variant: 'destructive' });
  }
}

export function CompanyActions({ company }: { company: CompanyProfile }) {
  const { data: user } = useCurrentUser();
  const subscription = useSubscription();
  const navigate = useNavigate();
  const loginPath = `/login?next=${encodeURIComponent(`/company/${company.domain}`)}`;

  function requireSignIn() {
    toast({
      title: 'Sign In Required',
      description: 'Please sign in to subscribe to this company.',
    });
    navigate(loginPath);
  }

  function toggleSubscription() {
    if (!user) return requireSignIn();
    const subscribe = !company.isSubscribed;
    subscription.mutate(
      { company, subscribe },
      {
        onSuccess: () =>
          toast(
            subscribe
              ? { title: 'Subscribed', description: `You are now following ${company.name}.` }
              : { title: 'Unsubscribed', description: `You no longer follow ${company.name}.` },
          ),
        onError: (error) => {
          if (isUnauthorized(error)) return requireSignIn();
          toast({
            title: 'Subscription Failed',
            description: 'Could not update your subscription. Please try again.',
            variant: 'destructive',
          });
        },
      },
    );
  }

  const subscribed = Boolean(user && company.isSubscribed);
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" onClick={() => void share(company)}>
        <Share2 aria-hidden="true" className="size-4" />
        Share
      </Button>
      <Button
        variant={subscribed ? 'primary' : 'outline'}
        aria-pressed={subscribed}
        disabled={subscription.isPending}
        onClick={toggleSubscription}
      >
        {subscribed ? (
          <BellRing aria-hidden="true" className="size-4" />
        ) : (
          <Bell aria-hidden="true" className="size-4" />
        )}
        {subscribed ? 'Subscribed' : 'Subscribe'}
      </Button>
      {subscribed && (
        <div className="basis-full">
          <Suspense fallback={null}>
            <CompanyPushToggle />
          </Suspense>
        </div>
      )}
    </div>
  );
}
