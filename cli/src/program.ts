import { readFileSync } from 'node:fs';
import { Command } from 'commander';
import type { ActionState } from './action.ts';
import { registerDoctor } from './commands/doctor.tsx';
import { registerMigrate } from './commands/migrate.ts';
import { registerSeed } from './commands/seed.tsx';
import type { CliIO } from './io.ts';

const { version } = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
) as { version: string };

/** The `review-admin` command tree. Each command lives in its own file under `commands/`. */
export function createProgram(io: CliIO, state: ActionState): Command {
  const program = new Command('review-admin')
    .description('Administer the B2B review platform from a terminal or a script')
    .version(version)
    .option('--verbose', 'show stack traces for errors')
    .showHelpAfterError('(run with --help for usage)')
    .configureOutput({
      writeOut: (text) => io.stdout.write(text),
      writeErr: (text) => io.stderr.write(text),
    })
    .exitOverride();
  registerMigrate(program, io, state);
  registerDoctor(program, io, state);
  registerSeed(program, io, state);
  for (const command of program.commands) command.exitOverride();
  return program;
}
