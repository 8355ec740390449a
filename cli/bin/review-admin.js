#!/usr/bin/env node
// review-admin: runs the compiled CLI (cli/dist), building it first when it is missing or older
// than its sources and the build tools are installed (`npx review-admin` right after
// `npm install`). Compiled JavaScript behaves the same from any directory, `npm link`ed or not.
// REVIEW_ADMIN_FROM_SOURCE=1 runs the TypeScript sources through tsx instead (development).
import path from 'node:path';
import { ensureBuilt, ROOT } from '../../scripts/buildState.js';

if (process.env.REVIEW_ADMIN_FROM_SOURCE) {
  const { register } = await import('tsx/esm/api');
  // The project's tsconfig, not one found from the current directory (JSX settings).
  register({ tsconfig: path.join(ROOT, 'tsconfig.json') });
  await import('../src/main.ts');
} else if (await ensureBuilt(['cli'], { what: 'review-admin' })) {
  await import('../dist/review-admin.js');
} else {
  process.exitCode = 1;
}
