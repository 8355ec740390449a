import { VitePWA } from 'vite-plugin-pwa';

/**
 * The installable app (issue 7): manifest, and the service worker built from `src/sw/sw.ts`
 * (precached shell, SPA fallback, the runtime cache of API reads, the outbox's Background Sync
 * and Web Push, issue 37). Registration is done by the app itself (`offline/registerServiceWorker.ts`):
 * no inline script (CSP), and the update is a prompt, never a silent reload that could lose a
 * half-written form.
 */
export function pwaOptions() {
  return VitePWA({
    registerType: 'prompt',
    injectRegister: null,
    manifest: {
      name: 'B2B Reviews',
      short_name: 'B2B Reviews',
      description:
        'Read and write honest reviews of B2B companies. Search any company by its website domain.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#1d4ed8',
      background_color: '#ffffff',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        {
          src: '/icons/icon-maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
    },
    // A service worker of our own (`src/sw/`: shell, API reads, Background Sync, push), with
    // the build's file list injected into it.
    strategies: 'injectManifest',
    srcDir: 'src/sw',
    filename: 'sw.ts',
    injectManifest: {
      // The public shell and every public screen's chunk (lazy screens must open offline too);
      // the admin panel is staff-only and never needed offline.
      globPatterns: ['**/*.{js,css,html,svg}'],
      globIgnores: ['**/AdminApp-*', '**/*.map'],
      // One classic script with everything in it (workbox, the outbox's replay, zod for push
      // messages): registered as `sw.js` the way the plugin always did, no module worker needed.
      rollupFormat: 'iife',
    },
  });
}
