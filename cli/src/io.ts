import type { Writable } from 'node:stream';

/** Where a command writes, and whether a person is watching (a TTY). */
export interface CliIO {
  stdout: Writable & { isTTY?: boolean; columns?: number };
  stderr: Writable;
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  env: Record<string, string | undefined>;
}

export function processIO(): CliIO {
  return { stdout: process.stdout, stderr: process.stderr, stdin: process.stdin, env: process.env };
}

/**
 * `interactive`: Ink on a terminal. `plain`: no Ink, no colours, progress lines on stderr (a
 * pipe, a log, CI). `json`: like plain, plus exactly one JSON document on stdout.
 */
export type OutputMode = 'interactive' | 'plain' | 'json';

export function outputMode(io: CliIO, options: { json?: boolean }): OutputMode {
  if (options.json) return 'json';
  const terminal = Boolean(io.stdout.isTTY) && io.env.TERM !== 'dumb' && !io.env.CI;
  return terminal ? 'interactive' : 'plain';
}

export function writeLine(stream: Writable, line = ''): void {
  stream.write(`${line}\n`);
}

/** The one JSON document a `--json` run prints. */
export function writeJson(io: CliIO, document: unknown): void {
  io.stdout.write(`${JSON.stringify(document, null, 2)}\n`);
}
