import path from 'node:path';
import { hashSources, ROOT, stampFile } from './buildState.js';

export { ROOT };
export const DIST = path.join(ROOT, 'pwa', 'dist');
export const STAMP = stampFile('pwa');

/** A hash of every file the PWA build reads, to tell whether `pwa/dist` is out of date. */
export const hashPwaSources = () => hashSources('pwa');
