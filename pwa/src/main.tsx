import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { createQueryClient } from './api/queryClient.ts';
import { startOffline } from './offline/startOffline.ts';
import { preloadRoute } from './preloadRoute.ts';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const queryClient = createQueryClient();
preloadRoute(window.location.pathname, queryClient);

createRoot(container).render(
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>,
);
startOffline(queryClient);
