import { ensurePwaBuild } from './ensurePwaBuild.ts';

/** `npm start`: make sure the web app is built, then run the server. */
await ensurePwaBuild();
await import('../api/src/main.ts');
