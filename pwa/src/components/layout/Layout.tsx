import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { VerifyEmailNotice } from '../account/VerifyEmailNotice.tsx';
import { CookieBanner } from '../cookies/CookieBanner.tsx';
import { DropServedHeadTags } from '../meta/DropServedHeadTags.tsx';
import { OfflineBanner } from '../offline/OfflineBanner.tsx';
import { UpdatePrompt } from '../offline/UpdatePrompt.tsx';
import { Toaster } from '../toast/Toaster.tsx';
import { Spinner } from '../ui/misc.tsx';
import { Footer } from './Footer.tsx';
import { MarkInteractive } from './MarkInteractive.tsx';
import { NavBar } from './NavBar.tsx';
import { PageErrorBoundary } from './PageErrorBoundary.tsx';
import { ScrollToTop } from './ScrollToTop.tsx';

/**
 * Every public page: skip link, navigation, the offline banner, the email verification notice,
 * the page, footer, notifications, the update prompt and the cookie banner.
 */
export function Layout() {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <NavBar />
      <OfflineBanner />
      <VerifyEmailNotice />
      {/* At least a screen tall, so the footer starts below the fold and is not pushed down
          (a layout shift) when the page's data arrives. */}
      <main id="main" tabIndex={-1} className="min-h-screen flex-1 focus:outline-none">
        <PageErrorBoundary key={pathname}>
          <Suspense fallback={<Spinner />}>
            <Outlet />
            <MarkInteractive />
          </Suspense>
        </PageErrorBoundary>
      </main>
      <Footer />
      <Toaster />
      {/* The bars pinned to the bottom of the screen share one stack, so the update prompt
          sits above the cookie banner instead of on top of it. */}
      <div className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col gap-3">
        <UpdatePrompt />
        <CookieBanner />
      </div>
      <ScrollToTop />
      <DropServedHeadTags />
    </div>
  );
}
