import { type ReactNode, Suspense, useEffect, useState } from 'react';

/**
 * Draws `children` only once the page is running: never in the server's HTML, and not during
 * hydration, so a lazy chunk in them is fetched after the page is interactive.
 */
export function AfterHydration({ children }: { children: ReactNode }) {
  const [running, setRunning] = useState(false);
  useEffect(() => setRunning(true), []);
  return running ? <Suspense fallback={null}>{children}</Suspense> : null;
}
