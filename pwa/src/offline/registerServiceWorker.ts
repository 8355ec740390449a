import { setUpdateWaiting } from './serviceWorkerStore.ts';

/**
 * Registers the service worker after the page has loaded (it then precaches the shell without
 * competing with the first paint). Registration code is its own small chunk.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  const register = () =>
    void import('virtual:pwa-register')
      .then(({ registerSW }) => {
        const updateSW = registerSW({
          onNeedRefresh: () => setUpdateWaiting(() => updateSW(true)),
          onRegisterError: (error: unknown) => console.warn('Service worker not registered', error),
        });
      })
      .catch((error: unknown) => console.warn('Service worker not registered', error));
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
