import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite/precompress.ts';

const root = import.meta.dirname;

export default defineConfig({
  root,
  publicDir: `${root}/public`,
  plugins: [react(), tailwindcss(), precompress()],
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
});
