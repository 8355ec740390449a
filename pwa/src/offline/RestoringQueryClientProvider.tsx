import { IsRestoringProvider, type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  type PersistQueryClientOptions,
  persistQueryClientRestore,
  persistQueryClientSubscribe,
} from '@tanstack/react-query-persist-client';
import { type ReactNode, startTransition, useEffect, useRef, useState } from 'react';

/**
 * TanStack's PersistQueryClientProvider, with two differences. The end of the restore is a
 * transition. While the stored cache is read, every `useQuery` screen waits (`useIsRestoring`);
 * when it ends, all of them and everything below them render again. As a plain state update
 * that render is one task, which React never splits (a default-priority render is synchronous):
 * on the home page it blocked the thread for ~1 s (Lighthouse's 4x slower phone) right after
 * hydration. As a transition React yields to the browser every few milliseconds.
 * And a page the server rendered (`serverRendered`) does not make its screens wait: their data
 * came with the page and is newer than anything stored (restored data never replaces newer
 * data), so they hydrate as the server drew them and nothing renders again when the restore
 * ends. The shell (an offline start, a signed-in visitor) waits for the restore as before.
 * The restore itself, `onRestored` and saving the cache on every change are TanStack's
 * (`persistQueryClientRestore`, `persistQueryClientSubscribe`), as before.
 */
export function RestoringQueryClientProvider({
  client,
  persistOptions,
  onRestored,
  serverRendered,
  children,
}: {
  client: QueryClient;
  serverRendered: boolean;
  persistOptions: Omit<PersistQueryClientOptions, 'queryClient'>;
  onRestored: () => void;
  children: ReactNode;
}) {
  const [isRestoring, setIsRestoring] = useState(!serverRendered);
  const [restored, setRestored] = useState(false);
  // Read once: the restore runs once per client, like TanStack's provider.
  const options = useRef({ ...persistOptions, queryClient: client });
  const onRestoredRef = useRef(onRestored);
  const restoreStarted = useRef(false);

  useEffect(() => {
    if (restoreStarted.current) return;
    restoreStarted.current = true;
    persistQueryClientRestore(options.current)
      .then(() => onRestoredRef.current())
      .catch((error: unknown) => console.warn('The stored query cache was not restored', error))
      .finally(() =>
        startTransition(() => {
          setIsRestoring(false);
          setRestored(true);
        }),
      );
  }, []);

  // Saving starts once the stored cache is in, so an empty cache never overwrites it.
  useEffect(
    () => (restored ? persistQueryClientSubscribe(options.current) : undefined),
    [restored],
  );

  return (
    <QueryClientProvider client={client}>
      <IsRestoringProvider value={isRestoring}>{children}</IsRestoringProvider>
    </QueryClientProvider>
  );
}
