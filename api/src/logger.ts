import { createRequire } from 'node:module';
import pino, { type Logger } from 'pino';
import type { Config } from './config/config.ts';

/** Standard output, asynchronous, written 4 kB at a time or after at most a second. */
const LOG_DESTINATION = { dest: 1, sync: false, minLength: 4096, periodicFlush: 1000 };

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
  // Asynchronous, batched writes (issue 12): a request's log line never waits for a write(2),
  // and under load the lines go out 4 kB at a time (one write for ~25 request lines, not one
  // for every few: a write is a trip through libuv's thread pool). A quiet server's lines still
  // reach the log within a second. pino flushes what is left when the process exits; only a
  // process killed outright (SIGKILL) loses its last second of lines.
  return pino(options, pino.destination(LOG_DESTINATION));
}

function isInstalled(name: string): boolean {
  try {
    createRequire(import.meta.url).resolve(name);
    return true;
  } catch {
    return false;
  }
}
