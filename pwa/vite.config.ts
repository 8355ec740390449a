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
    },
    server: {
      // `npm run dev:pwa` next to `npm run dev:api`: the API answers /api on port 3000.
      proxy: { '/api': 'http://localhost:3000' },
    },
  };
});
