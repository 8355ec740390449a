import pino, { type Logger } from 'pino';
import type { Config } from './config/config.ts';

/**
 * JSON logs (one object a line) for machines; human-readable lines when a person is watching a
 * terminal in development.
 */
export function createLogger(config: Pick<Config, 'logLevel' | 'env'>): Logger {
  const pretty = process.stdout.isTTY && config.env !== 'production';
  return pino({
    level: config.logLevel,
    redact: ['req.headers.cookie', 'password', '*.password', 'token', '*.token'],
    ...(pretty
      ? { transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } }
      : {}),
  });
}
