import type { Command } from 'commander';
import { getAdminStats } from '#api/src/services/adminPanel/stats/getAdminStats';
import { type ActionState, action } from '../action.ts';
import { withDatabase } from '../database.ts';
import { type CliIO, outputMode, writeJson, writeLine } from '../io.ts';
import { renderOnce, viewsFor } from '../lazyViews.ts';
import { statsText } from '../text/stats.ts';

export function registerStats(program: Command, io: CliIO, state: ActionState): void {
  program
    .command('stats')
    .description('Show the dashboard figures and recent activity')
    .option('--json', "print the figures as JSON (the admin API's answer)")
    .addHelpText('after', '\nExample:\n  $ review-admin stats --json | jq .totalReviews')
    .action(
      action(state, async (options: { json?: boolean }) => {
        const stats = await withDatabase(io, (ctx) => getAdminStats(ctx));
        const mode = outputMode(io, options);
        const ui = await viewsFor(mode);
        if (mode === 'json') writeJson(io, stats);
        else if (ui) await renderOnce(io, <ui.StatsView stats={stats} />);
        else writeLine(io.stdout, statsText(stats));
        return 0;
      }),
    );
}
