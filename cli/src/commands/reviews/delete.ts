import type { Command } from 'commander';
import { ReviewRequestSchema } from '#api/src/routes/admin/reviews/schema';
import { deleteReview } from '#api/src/services/adminPanel/reviews/deleteReview';
import { type ActionState, action } from '../../action.ts';
import { withDatabase } from '../../database.ts';
import { type CliIO, outputMode, writeJson, writeLine } from '../../io.ts';
import { parseInput } from '../../validate.ts';

export function registerReviewsDelete(reviews: Command, io: CliIO, state: ActionState): void {
  reviews
    .command('delete')
    .description('Delete a review, complaint or comment (its votes and replies go with it)')
    .argument('<id>', 'the review id (as in the admin panel)')
    .option('--json', "print the result as JSON (the admin API's answer)")
    .addHelpText('after', '\nExample:\n  $ review-admin reviews delete 4217')
    .action(
      action(state, async (id: string, options: { json?: boolean }) => {
        // The same path schema as DELETE /api/admin/reviews/{id}.
        const { params } = parseInput(ReviewRequestSchema, { params: { id } });
        const review = await withDatabase(io, (ctx) => deleteReview(ctx, params.id));
        const answer = { message: 'Review has been successfully deleted', id: review.id };
        if (outputMode(io, options) === 'json') writeJson(io, answer);
        else writeLine(io.stdout, `Deleted review ${review.id}: "${review.title}".`);
        return 0;
      }),
    );
}
