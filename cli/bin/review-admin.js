#!/usr/bin/env node
// review-admin: runs the bundled CLI when it has been built (`npm run build`: fast start),
// otherwise the TypeScript sources through tsx, so `npx review-admin` works right after
// `npm install`.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const bundle = fileURLToPath(new URL('../dist/review-admin.js', import.meta.url));
if (existsSync(bundle) && !process.env.REVIEW_ADMIN_FROM_SOURCE) {
  await import(bundle);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('../src/main.ts');
}
