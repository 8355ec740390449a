import { createRequire } from 'node:module';
import pino, { type Logger } from 'pino';
import type { Config } from './config/config.ts';

/**
 * JSON logs (one object a line) for machines; human-readable lines when a person is watching a
 * terminal in development and pino-pretty (a devDependency) is installed. A production install
 * (`npm ci --omit=dev`) has no pino-pretty: it logs JSON, on a terminal too.
 */
export function createLogger(config: Pick<Config, 'logLevel' | 'env'>): Logger {
  const pretty = process.stdout.isTTY && config.env !== 'production' && isInstalled('pino-pretty');
  return pino({
    level: config.logLevel,
    redact: ['req.headers.cookie', 'password', '*.password', 'token', '*.token'],
    ...(pretty
      ? { transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } }
      : {}),
  });
}

function isInstalled(name: string): boolean {
  try {
    createRequire(import.meta.url).resolve(name);
    return true;
  } catch {
    return false;
  }
}
