import type { Command } from 'commander';
import { z } from 'zod';
import { quarterInput } from '#api/src/routes/awards/schema';
import { computeAwards } from '#api/src/services/awards/computeAwards';
import { formatQuarter, lastEndedQuarter } from '#shared/awards/quarter';
import { plural } from '#shared/text/plural';
import { type ActionState, action } from '../../action.ts';
import { withDatabase } from '../../database.ts';
import { type CliIO, outputMode, writeJson, writeLine } from '../../io.ts';
import { parseInput } from '../../validate.ts';

// The same quarter syntax as GET /api/awards?quarter=.
const ComputeOptionsSchema = z.object({ quarter: quarterInput.optional() });

export function registerAwardsCompute(awards: Command, io: CliIO, state: ActionState): void {
  awards
    .command('compute')
    .description(
      "Compute a quarter's awards (top 3 per main category by trust score); recomputing replaces them",
    )
    .option('--quarter <quarter>', 'the quarter, e.g. 2026Q3 (default: the last ended quarter)')
    .option('--json', 'print the result as JSON')
    .addHelpText(
      'after',
      '\nExamples:\n  $ review-admin awards compute\n  $ review-admin awards compute --quarter 2026Q3 --json',
    )
    .action(
      action(state, async (options: { quarter?: string; json?: boolean }) => {
        const parsed = parseInput(ComputeOptionsSchema, { quarter: options.quarter });
        const quarter = parsed.quarter ?? lastEndedQuarter(new Date());
        const result = await withDatabase(io, (ctx) => computeAwards(ctx, quarter));
        if (outputMode(io, options) === 'json') {
          writeJson(io, result);
        } else {
          writeLine(
            io.stdout,
            `Awards for ${formatQuarter(quarter)}: ${plural(result.winners, 'winner')} in ${plural(result.categories, 'category', 'categories')} (at least ${plural(result.minReviews, 'rating')} in the quarter averaging ${result.minAverage.toFixed(1)} or more).`,
          );
        }
        return 0;
      }),
    );
}
