import type { QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { BrowserRouter } from 'react-router-dom';
import { persistOptions, refreshRestoredQueries } from './offline/persistQueryCache.ts';
import { AppRoutes } from './router.tsx';

// Data older than this page came from the device's storage, not from this visit's requests.
const STARTED_AT = Date.now();

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={persistOptions()}
      onSuccess={() => refreshRestoredQueries(queryClient, STARTED_AT)}
    >
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </PersistQueryClientProvider>
  );
}
