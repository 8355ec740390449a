import { cacheApiReads } from './apiReads.ts';
import { replayOutboxOnSync } from './backgroundSync.ts';
import { showPushedMessages } from './push.ts';
import { serveShell } from './shell.ts';

/**
 * The service worker (built by vite-plugin-pwa's injectManifest into `sw.js`): one module per
 * job. Routes are matched in the order registered: the precached shell first, then API reads.
 */
serveShell();
cacheApiReads();
replayOutboxOnSync();
showPushedMessages();
