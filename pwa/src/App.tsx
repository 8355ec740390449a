import type { QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { BrowserRouter } from 'react-router-dom';
import { isPersistedQuery, persistOptions } from './offline/persistQueryCache.ts';
import { AppRoutes } from './router.tsx';

// Data older than this page came from the device's storage, not from this visit's requests.
const STARTED_AT = Date.now();

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={persistOptions()}
      // Stored data shows at once; online, it is then refreshed in the background (a company
      // read days ago may have new reviews). Offline, it is all there is.
      onSuccess={() => {
        if (!navigator.onLine) return;
        void queryClient.invalidateQueries({
          predicate: (query) => isPersistedQuery(query) && query.state.dataUpdatedAt < STARTED_AT,
        });
      }}
    >
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </PersistQueryClientProvider>
  );
}
