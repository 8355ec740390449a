import { CommanderError } from 'commander';
import { CliError, EXIT } from './errors.ts';
import { type CliIO, processIO, writeJson, writeLine } from './io.ts';
import { createProgram } from './program.ts';

/**
 * Runs `review-admin` with `args` (without `node` and the script) and returns the exit code:
 * 0 success, 1 the operation failed, 2 usage error. Errors are one line; `--verbose` adds the
 * stack.
 */
export async function runCli(args: string[], io: CliIO = processIO()): Promise<number> {
  const state = { exitCode: EXIT.ok as number };
  const program = createProgram(io, state);
  const verbose = args.includes('--verbose');
  // With --json, stdout carries one JSON document and nothing else: a failure is a document
  // too (`{ "error": … }`), and stray console output (a library's warning) goes to stderr.
  const json = args.includes('--json');
  const restoreConsole = json ? consoleToStderr() : () => {};
  const fail = (message: string, exitCode: number) => {
    if (json) writeJson(io, { error: message, exitCode });
    return exitCode;
  };
  try {
    await program.parseAsync(args, { from: 'user' });
    return state.exitCode;
  } catch (error) {
    if (error instanceof CommanderError) {
      // Help and version end here too, successfully; commander already printed the message.
      if (error.exitCode === 0) return EXIT.ok;
      return fail(error.message.replace(/^error: /, ''), EXIT.usage);
    }
    const message = error instanceof Error ? error.message : String(error);
    writeLine(io.stderr, `Error: ${message}`);
    if (verbose && error instanceof Error && error.stack) writeLine(io.stderr, error.stack);
    return fail(message, error instanceof CliError ? error.exitCode : EXIT.failed);
  } finally {
    restoreConsole();
  }
}

/** Sends console.log/info/debug to stderr until the returned function restores them. */
function consoleToStderr(): () => void {
  const saved = { log: console.log, info: console.info, debug: console.debug };
  console.log = console.error;
  console.info = console.error;
  console.debug = console.error;
  return () => Object.assign(console, saved);
}
