import type { Command } from 'commander';
import type { ActionState } from '../../action.ts';
import type { CliIO } from '../../io.ts';
import { registerCompaniesSearch } from './search.tsx';

export function registerCompanies(program: Command, io: CliIO, state: ActionState): void {
  const companies = program
    .command('companies')
    .description('Look companies up')
    .addHelpText('after', '\nExample:\n  $ review-admin companies search "acme"');
  registerCompaniesSearch(companies, io, state);
}
