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
  const options = {
    level: config.logLevel,
    redact: ['req.headers.cookie', 'password', '*.password', 'token', '*.token'],
  };
  if (pretty) {
    return pino({
      ...options,
      transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } },
    });
  }
  // Asynchronous writes (issue 12): a request's log line no longer waits for its own write(2)
  // (5 % of a busy server's CPU); lines written while one write is under way go out together.
  // pino flushes what is left when the process exits.
  return pino(options, pino.destination({ dest: 1, sync: false }));
}

function isInstalled(name: string): boolean {
  try {
    createRequire(import.meta.url).resolve(name);
    return true;
  } catch {
    return false;
  }
}
