/** Set by Vite (`define`): a hash of the PWA's sources. Absent under vitest. */
declare const __BUILD_ID__: string | undefined;

export const BUILD_ID = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev';
