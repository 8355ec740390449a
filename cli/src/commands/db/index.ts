import type { Command } from 'commander';
import type { ActionState } from '../../action.ts';
import type { CliIO } from '../../io.ts';
import { registerDbCopy } from './copy.ts';

export function registerDb(program: Command, io: CliIO, state: ActionState): void {
  const db = program
    .command('db')
    .description('Move the database')
    .addHelpText('after', '\nExample:\n  $ review-admin db copy --to postgres://localhost/reviews');
  registerDbCopy(db, io, state);
}
