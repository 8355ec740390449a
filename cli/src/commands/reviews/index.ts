import type { Command } from 'commander';
import type { ActionState } from '../../action.ts';
import type { CliIO } from '../../io.ts';
import { registerReviewsDelete } from './delete.ts';

export function registerReviews(program: Command, io: CliIO, state: ActionState): void {
  const reviews = program
    .command('reviews')
    .description('Moderate reviews')
    .addHelpText('after', '\nExample:\n  $ review-admin reviews delete 4217');
  registerReviewsDelete(reviews, io, state);
}
