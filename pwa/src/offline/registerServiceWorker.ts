import { setUpdateWaiting } from './serviceWorkerStore.ts';

/**
 * Registers the service worker after the page has loaded (it then precaches the shell without
 * competing with the first paint). Registration code is its own small chunk.
 */
export function registerServiceWorker(): void {
  // Not under `vite` (dev server): there is no service worker script to register there.
  if (!('serviceWorker' in navigator) || import.meta.env.MODE === 'development') return;
  const register = () =>
    void import('virtual:pwa-register')
      .then(({ registerSW }) => {
        const updateSW = registerSW({
          onNeedRefresh: () =>
            setUpdateWaiting(async () => {
              // Reload once the new worker controls the page (the plugin reloads only pages
              // that were controlled when they loaded; a first visit was not).
              navigator.serviceWorker.addEventListener(
                'controllerchange',
                () => location.reload(),
                {
                  once: true,
                },
              );
              await updateSW(true);
            }),
          onRegisterError: (error: unknown) => console.warn('Service worker not registered', error),
        });
      })
      .catch((error: unknown) => console.warn('Service worker not registered', error));
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
