import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { hashPwaSources } from '../scripts/pwaBuildState.ts';
import { precompress } from './vite/precompress.ts';
import { pwaOptions } from './vite/pwaOptions.ts';

const root = import.meta.dirname;

export default defineConfig(async ({ isSsrBuild }): Promise<UserConfig> => {
  // The build id busts the persisted query cache: it changes exactly when the sources do, so a
  // new build never reads data shaped by an old one, and a rebuild of the same sources keeps it.
  const buildId = process.env.BUILD_ID ?? (await hashPwaSources()).slice(0, 12);
  if (isSsrBuild) {
    // The server's renderer of the public pages (`src/entry-server.tsx`, loaded by the API's
    // servePwa), beside the web app rather than in it, so it is never served as a file.
    return {
      root,
      define: { __BUILD_ID__: JSON.stringify(buildId) },
      plugins: [react()],
      publicDir: false,
      build: {
        outDir: `${root}/dist-server`,
        emptyOutDir: true,
        ssr: 'src/entry-server.tsx',
        sourcemap: true,
      },
    };
  }
  return {
    root,
    publicDir: `${root}/public`,
    define: { __BUILD_ID__: JSON.stringify(buildId) },
    plugins: [react(), tailwindcss(), pwaOptions(), precompress()],
    build: {
      outDir: `${root}/dist`,
      emptyOutDir: true,
      sourcemap: true,
      // Read by `npm run budget` to find what each route loads first.
      manifest: true,
      // No modulepreload links and no preload helper: the browser fetches a chunk's imports
      // when it reads the chunk. The public pages are HTML already, so what matters first is
      // the stylesheet, which no longer shares the network with some forty script requests;
      // and the helper no longer inserts a link per chunk of the page's screen during the
      // entry's evaluation (116 ms of the company page's blocking task at a 4x slowdown).
      // Lighthouse, company page, median of 3: performance 93 -> 99, FCP 2.0 -> 1.6 s,
      // TBT 101 -> 41 ms (docs/performance-frontend.md). An installed app reads every chunk
      // from the service worker's cache, where the extra round trips cost nothing.
      modulePreload: false,
    },
    server: {
      // `npm run dev:pwa` next to `npm run dev:api`: the API answers /api on port 3000.
      proxy: { '/api': 'http://localhost:3000' },
    },
  };
});
