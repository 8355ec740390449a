import type { QueryClient } from '@tanstack/react-query';
import { companyQuery, companyReviewsQuery } from './api/queries/companies.ts';
import { screens } from './screens.ts';

const BY_FIRST_SEGMENT: Record<string, keyof typeof screens> = {
  categories: 'categories',
  category: 'category',
  awards: 'awards',
  'write-review': 'writeReview',
  login: 'login',
  signup: 'signup',
  'forgot-password': 'forgotPassword',
  'reset-password': 'resetPassword',
  'confirm-email': 'confirmEmailChange',
  settings: 'accountSettings',
  company: 'company',
  user: 'userProfile',
  about: 'about',
  contact: 'contact',
  'help-center': 'helpCenter',
  'privacy-policy': 'privacyPolicy',
  'terms-of-service': 'termsOfService',
  'cookie-policy': 'cookiePolicy',
  outbox: 'outbox',
  claim: 'confirmClaim',
  'verify-email': 'confirmEmail',
  admin: 'adminApp',
};

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Starts what a page needs before React asks for it: its screen's chunk, and for a company
 * page the company itself, then its first reviews. Called at start-up for the page being
 * opened, so the chunk, the data and the app's own script download side by side instead of one
 * after the other; and on hover for navigation links (chunk only).
 */
export function preloadRoute(pathname: string, queryClient?: QueryClient): void {
  const [first = '', second] = pathname.split('/').filter(Boolean);
  const screen = BY_FIRST_SEGMENT[first];
  if (!screen) return;
  screens[screen]().catch(() => undefined);
  if (!queryClient || screen !== 'company' || !second) return;
  const domain = decode(second);
  void queryClient.prefetchQuery(companyQuery(domain)).then(() => {
    // The reviews of a company that does not exist yet would fail: only after the profile.
    if (queryClient.getQueryState(companyQuery(domain).queryKey)?.status !== 'success') return;
    return queryClient.prefetchInfiniteQuery(companyReviewsQuery(domain));
  });
}
