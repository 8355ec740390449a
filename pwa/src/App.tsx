import type { QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { BrowserRouter } from 'react-router-dom';
import { isPersistedQuery, persistOptions } from './offline/persistQueryCache.ts';
import { AppRoutes } from './router.tsx';

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={persistOptions()}
      // Stored data shows at once; online, it is then refreshed in the background (a company
      // read days ago may have new reviews). Offline, it is all there is.
      onSuccess={() => {
        if (navigator.onLine) void queryClient.invalidateQueries({ predicate: isPersistedQuery });
      }}
    >
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </PersistQueryClientProvider>
  );
}
