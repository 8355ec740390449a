import { CommanderError } from 'commander';
import { CliError, EXIT } from './errors.ts';
import { type CliIO, processIO, writeLine } from './io.ts';
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
  try {
    await program.parseAsync(args, { from: 'user' });
    return state.exitCode;
  } catch (error) {
    if (error instanceof CommanderError) {
      // Help and version end here too, successfully; commander already printed the message.
      return error.exitCode === 0 ? EXIT.ok : EXIT.usage;
    }
    if (error instanceof CliError) {
      writeLine(io.stderr, `Error: ${error.message}`);
      if (verbose && error.stack) writeLine(io.stderr, error.stack);
      return error.exitCode;
    }
    const message = error instanceof Error ? error.message : String(error);
    writeLine(io.stderr, `Error: ${message}`);
    if (verbose && error instanceof Error && error.stack) writeLine(io.stderr, error.stack);
    return EXIT.failed;
  }
}
