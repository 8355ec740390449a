import type { Command } from 'commander';
import type { ActionState } from '../../action.ts';
import type { CliIO } from '../../io.ts';
import { registerReviewsDelete } from './delete.ts';
import { registerReviewsFlagged } from './flagged.tsx';

export function registerReviews(program: Command, io: CliIO, state: ActionState): void {
  const reviews = program
    .command('reviews')
    .description('Moderate reviews')
    .addHelpText(
      'after',
      '\nExamples:\n  $ review-admin reviews flagged\n  $ review-admin reviews delete 4217',
    );
  registerReviewsFlagged(reviews, io, state);
  registerReviewsDelete(reviews, io, state);
}
