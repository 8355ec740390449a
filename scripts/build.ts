import { buildCli } from './buildCli.ts';
import { ensurePwaBuild } from './ensurePwaBuild.ts';

/** `npm run build`: the web app (stamped, so `npm start` reuses it) and the CLI bundle. */
await ensurePwaBuild(console.log, { force: true });
await buildCli();
console.log('Built the review-admin CLI into cli/dist');
