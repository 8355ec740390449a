import type { Command } from 'commander';
import type { ActionState } from '../../action.ts';
import type { CliIO } from '../../io.ts';
import { registerAwardsCompute } from './compute.ts';

export function registerAwards(program: Command, io: CliIO, state: ActionState): void {
  const awards = program
    .command('awards')
    .description('Quarterly category awards')
    .addHelpText('after', '\nExample:\n  $ review-admin awards compute --quarter 2026Q3');
  registerAwardsCompute(awards, io, state);
}
