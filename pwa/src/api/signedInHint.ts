import { SIGNED_IN_HINT_COOKIE } from '#shared/api/signedInHint';

const HINT = new RegExp(`(?:^|;\\s*)${SIGNED_IN_HINT_COOKIE.replace('.', '\\.')}=1(?:;|$)`);

/**
 * Whether this browser may have a signed-in session: the server keeps a readable hint cookie
 * beside the httpOnly session. Without it the visitor is signed out, and asking would only
 * earn a 401 (logged by the browser as a console error on every anonymous page load).
 */
export function mayBeSignedIn(): boolean {
  return typeof document !== 'undefined' && HINT.test(document.cookie);
}
