import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const LOGGER = fileURLToPath(new URL('./logger.ts', import.meta.url));

/**
 * A process that runs `script` with the app's logger (JSON on a pipe, as in production), then
 * stays up until stopped: what it logged has to get out while it runs, not at its exit. Gives
 * its standard output as it arrives, and the chunks it arrived in.
 */
function startLoggingProcess(script: string) {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `import { createLogger } from ${JSON.stringify(LOGGER)};
       const logger = createLogger({ logLevel: 'info', env: 'production' });
       ${script}
       setTimeout(() => {}, 60_000);`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let stdout = '';
  const chunks: string[] = [];
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
    chunks.push(chunk);
  });
  return { output: () => stdout, chunks, stop: () => child.kill('SIGKILL') };
}

const waitFor = async (condition: () => boolean, ms: number) => {
  const until = Date.now() + ms;
  while (!condition() && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
  return condition();
};

describe('createLogger', () => {
  it("writes a quiet process's line within about a second, without waiting for more", async () => {
    const child = startLoggingProcess("logger.info('only line');");
    try {
      expect(await waitFor(() => child.output().includes('only line'), 20_000)).toBe(true);
    } finally {
      child.stop();
    }
  });

  it('writes a busy process’s lines in batches, every line whole and in order', async () => {
    // A line a millisecond, each in a turn of the event loop of its own, as requests come.
    const child = startLoggingProcess(
      `let i = 0;
       const timer = setInterval(() => {
         logger.info({ i }, 'request');
         if (++i === 300) clearInterval(timer);
       }, 1);`,
    );
    try {
      expect(await waitFor(() => child.output().split('\n').length > 300, 20_000)).toBe(true);
      const lines = child
        .output()
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line));
      expect(lines.map((line) => line.i)).toEqual(Array.from({ length: 300 }, (_, i) => i));
      // Written a line at a time, the pipe gives them about a line at a time.
      expect(child.chunks.length).toBeLessThan(30);
    } finally {
      child.stop();
    }
  });
});
