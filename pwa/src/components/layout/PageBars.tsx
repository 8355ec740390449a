import { VerifyEmailNotice } from '../account/VerifyEmailNotice.tsx';
import { CookieBanner } from '../cookies/CookieBanner.tsx';
import { OfflineBanner } from '../offline/OfflineBanner.tsx';
import { UpdatePrompt } from '../offline/UpdatePrompt.tsx';

/**
 * The bars a page shows about the visitor's device and account, not about the page: a chunk of
 * their own (`Layout.tsx`), so the entry chunk does not carry them and hydration takes them
 * apart from the page.
 */

/** Under the navigation bar: offline and pending writes, the email verification notice. */
export function TopBars() {
  return (
    <>
      <OfflineBanner />
      <VerifyEmailNotice />
    </>
  );
}

/**
 * Pinned to the bottom of the screen in one stack, so the update prompt sits above the cookie
 * banner instead of on top of it.
 */
export function BottomBars() {
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col gap-3">
      <UpdatePrompt />
      <CookieBanner />
    </div>
  );
}
