import { readFileSync } from 'node:fs';
import { Command } from 'commander';
import type { ActionState } from './action.ts';
import { registerAdmins } from './commands/admins/index.ts';
import { registerAwards } from './commands/awards/index.ts';
import { registerBackup } from './commands/backup.ts';
import { registerCategorize } from './commands/categorize.tsx';
import { registerCompanies } from './commands/companies/index.ts';
import { registerDb } from './commands/db/index.ts';
import { registerDoctor } from './commands/doctor.tsx';
import { registerImport } from './commands/import.tsx';
import { registerInvite } from './commands/invite.ts';
import { registerMigrate } from './commands/migrate.ts';
import { registerRestore } from './commands/restore.ts';
import { registerReviews } from './commands/reviews/index.ts';
import { registerSeed } from './commands/seed.tsx';
import { registerStats } from './commands/stats.tsx';
import { registerTemplate } from './commands/template.ts';
import type { CliIO } from './io.ts';

const { version } = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
) as { version: string };

/**
 * The `review-admin` command tree. Each command lives in its own file under `commands/`. Every
 * command, groups' subcommands included, throws instead of exiting (runCli maps the code) and
 * writes through `io`: commander's `.command()` copies these settings from the parent, so they
 * are set once here, before any command is added.
 */
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
  registerImport(program, io, state);
  registerCategorize(program, io, state);
  registerInvite(program, io, state);
  registerAdmins(program, io, state);
  registerStats(program, io, state);
  registerCompanies(program, io, state);
  registerReviews(program, io, state);
  registerAwards(program, io, state);
  registerTemplate(program, io, state);
  registerMigrate(program, io, state);
  registerSeed(program, io, state);
  registerDoctor(program, io, state);
  registerDb(program, io, state);
  registerBackup(program, io, state);
  registerRestore(program, io, state);
  return program;
}
