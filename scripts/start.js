// `npm start`: runs the compiled server (api/dist) in this very process, so a signal sent to
// it (systemd, a container runtime, Ctrl-C) reaches the server itself. Builds the web app and
// the server first when they are missing or older than their sources and the build tools are
// installed; a production install (`npm ci --omit=dev`) runs what `npm run build` made.
import { ensureBuilt } from './buildState.js';

// PWA_DIST_DIR points at a web app built elsewhere: then only the server is this one's to build.
const builds = process.env.PWA_DIST_DIR ? ['server'] : ['pwa', 'server'];
if (await ensureBuilt(builds, { what: 'The server' })) {
  await import('../api/dist/main.js');
} else {
  process.exitCode = 1;
}
