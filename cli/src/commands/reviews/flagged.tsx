import type { Command } from 'commander';
import { presentAdminReview } from '#api/src/presenters/admin/review';
import { ReviewListRequestSchema } from '#api/src/routes/admin/reviews/schema';
import { listReviewsWithFlags } from '#api/src/services/adminPanel/reviews/listReviews';
import { plural } from '#shared/text/plural';
import type { AdminReviewItem } from '#shared/types/admin';
import { type ActionState, action, positiveInt } from '../../action.ts';
import { withDatabase } from '../../database.ts';
import { formatCount } from '../../format.ts';
import { type CliIO, outputMode, writeJson, writeLine } from '../../io.ts';
import { renderOnce, viewsFor } from '../../lazyViews.ts';
import { type Column, plainTable } from '../../text/table.ts';
import { parseInput } from '../../validate.ts';

/** "fake 2, other 1": the open flags by reason, as the admin Flagged filter shows them. */
function flagCounts(review: AdminReviewItem): string {
  return review.flags.map((flag) => `${flag.reason} ${flag.count}`).join(', ');
}

const COLUMNS: Column<AdminReviewItem>[] = [
  { header: 'ID', value: (r) => String(r.id) },
  { header: 'Company', value: (r) => r.company.domain, max: 28 },
  { header: 'Title', value: (r) => r.title, max: 36 },
  { header: 'Status', value: (r) => r.status },
  { header: 'Flags', value: flagCounts, max: 48 },
];

export function registerReviewsFlagged(reviews: Command, io: CliIO, state: ActionState): void {
  reviews
    .command('flagged')
    .description('List reviews flagged by visitors, with their open flags by reason')
    .option('--limit <n>', 'how many to show (at most 100)', positiveInt('--limit'), 25)
    .option('--json', "print the reviews as JSON (the admin API's Flagged filter answer)")
    .addHelpText(
      'after',
      '\nExamples:\n  $ review-admin reviews flagged\n  $ review-admin reviews flagged --limit 100 --json | jq ".[] | {id, flags}"',
    )
    .action(
      action(state, async (options: { limit: number; json?: boolean }) => {
        // The same query schema as GET /api/admin/reviews?filter=flagged (limit capped).
        const { query } = parseInput(ReviewListRequestSchema, {
          query: { filter: 'flagged', limit: String(options.limit) },
        });
        const page = await withDatabase(io, (ctx) => listReviewsWithFlags(ctx, query));
        const flagged = page.items.map((review) =>
          presentAdminReview(review, page.flags.get(review.id)),
        );
        const mode = outputMode(io, options);
        if (mode === 'json') {
          writeJson(io, flagged);
          return 0;
        }
        if (flagged.length === 0) {
          writeLine(io.stdout, 'No flagged reviews.');
          return 0;
        }
        const ui = await viewsFor(mode);
        if (ui) await renderOnce(io, <ui.Table columns={COLUMNS} rows={flagged} />);
        else writeLine(io.stdout, plainTable(COLUMNS, flagged));
        writeLine(
          io.stdout,
          `${formatCount(flagged.length)} of ${plural(page.total, 'flagged review')}`,
        );
        return 0;
      }),
    );
}
