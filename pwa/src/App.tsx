import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { persistOptions, refreshRestoredQueries } from './offline/persistQueryCache.ts';
import { RestoringQueryClientProvider } from './offline/RestoringQueryClientProvider.tsx';
import { AppRoutes } from './router.tsx';

// Data older than this page came from the device's storage, not from this visit's requests.
const STARTED_AT = Date.now();

/** `serverRendered`: the page came with its data (`serverState.ts`), not as the plain shell. */
export function App({
  queryClient,
  serverRendered,
}: {
  queryClient: QueryClient;
  serverRendered: boolean;
}) {
  return (
    <RestoringQueryClientProvider
      client={queryClient}
      persistOptions={persistOptions()}
      onRestored={() => refreshRestoredQueries(queryClient, STARTED_AT)}
      serverRendered={serverRendered}
    >
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </RestoringQueryClientProvider>
  );
}
