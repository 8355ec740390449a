import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { createQueryClient } from './api/queryClient.ts';
import { startOffline } from './offline/startOffline.ts';
import { preloadRoute } from './preloadRoute.ts';
import { readServerState } from './serverState.ts';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const queryClient = createQueryClient();
// A page the server rendered: its data first, so the screens hydrate with what the HTML shows
// and preloadRoute finds nothing left to fetch.
const serverState = readServerState();
if (serverState) hydrate(queryClient, serverState);
preloadRoute(window.location.pathname, queryClient);

const app = (
  <StrictMode>
    <App queryClient={queryClient} serverRendered={serverState !== undefined} />
  </StrictMode>
);
// As a transition, the first render (or hydration) is split into small tasks that let the
// browser paint and answer input in between, instead of one long task that blocks the thread
// (a default-priority root render is never time-sliced).
startTransition(() => {
  if (serverState) hydrateRoot(container, app);
  else createRoot(container).render(app);
});
startOffline(queryClient);
