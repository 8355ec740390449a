import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { DropServedHeadTags } from '../meta/DropServedHeadTags.tsx';
import { Toaster } from '../toast/Toaster.tsx';
import { Spinner } from '../ui/misc.tsx';
import { Footer } from './Footer.tsx';
import { MarkInteractive } from './MarkInteractive.tsx';
import { NavBar } from './NavBar.tsx';
import { PageErrorBoundary } from './PageErrorBoundary.tsx';
import { ScrollToTop } from './ScrollToTop.tsx';

// One chunk (`PageBars.tsx`) for both, asked for as the app starts (not when hydration reaches
// the bars), so its buttons answer about when the page's do.
const pageBars = import('./PageBars.tsx');
const TopBars = lazy(() => pageBars.then(({ TopBars }) => ({ default: TopBars })));
const BottomBars = lazy(() => pageBars.then(({ BottomBars }) => ({ default: BottomBars })));

/**
 * Every public page: skip link, navigation, the offline banner, the email verification notice,
 * the page, footer, notifications, the update prompt and the cookie banner. The bars are a
 * lazy chunk behind their own Suspense boundaries: not in the entry chunk, and hydrated apart
 * from the page. The server still draws them, so the cookie banner is painted with the page
 * (drawn after hydration, its text was the largest paint of short pages: LCP 4.4 s).
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
      {/* Pinned to the bottom, but first in the document after the skip link: the parser
          reaches the cookie banner with the page's top, so it paints with the first paint
          (at the end of a long page it painted later and became the page's LCP) and a keyboard
          reaches its buttons before the navigation. */}
      <Suspense fallback={null}>
        <BottomBars />
      </Suspense>
      <NavBar />
      <Suspense fallback={null}>
        <TopBars />
      </Suspense>
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
      <ScrollToTop />
      <DropServedHeadTags />
    </div>
  );
}
