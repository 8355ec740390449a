import type { Command } from 'commander';
import { Box, Text } from 'ink';
import type { AdminStats } from '#shared/types/admin';
import { getAdminStats } from '../../../api/src/services/admin/stats/getAdminStats.ts';
import { type ActionState, action } from '../action.ts';
import { withDatabase } from '../database.ts';
import { formatCount } from '../format.ts';
import { type CliIO, outputMode, writeJson, writeLine } from '../io.ts';
import { KeyValues } from '../ui/KeyValues.tsx';
import { renderOnce } from '../ui/renderOnce.tsx';

const tiles = (stats: AdminStats): Array<[string, string]> => [
  ['Companies', formatCount(stats.totalCompanies)],
  ['Reviews', formatCount(stats.totalReviews)],
  ['Users', formatCount(stats.totalUsers)],
  ['Average rating', stats.averageRating.toFixed(1)],
  ['Companies added this month', formatCount(stats.monthlyStats.companiesAdded)],
  ['Reviews this month', formatCount(stats.monthlyStats.reviewsSubmitted)],
  ['Users this month', formatCount(stats.monthlyStats.usersRegistered)],
];

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
        if (mode === 'json') writeJson(io, stats);
        else if (mode === 'interactive') await renderOnce(io, <StatsView stats={stats} />);
        else writeLine(io.stdout, statsText(stats));
        return 0;
      }),
    );
}

export function statsText(stats: AdminStats): string {
  const rows = tiles(stats);
  const width = Math.max(...rows.map(([label]) => label.length));
  return [
    ...rows.map(([label, value]) => `${label.padEnd(width)}  ${value}`),
    '',
    'Recent activity:',
    ...(stats.recentActivity.length === 0
      ? ['  none yet']
      : stats.recentActivity.map(
          (event) => `  ${event.timestamp.slice(0, 16).replace('T', ' ')}  ${event.message}`,
        )),
  ].join('\n');
}

export function StatsView({ stats }: { stats: AdminStats }) {
  return (
    <Box flexDirection="column">
      <KeyValues rows={tiles(stats)} />
      <Box flexDirection="column" marginTop={1}>
        <Text bold>Recent activity</Text>
        {stats.recentActivity.length === 0 ? <Text dimColor>none yet</Text> : null}
        {stats.recentActivity.map((event, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, shown once
          <Text key={index}>
            <Text dimColor>{event.timestamp.slice(0, 16).replace('T', ' ')}</Text> {event.message}
          </Text>
        ))}
      </Box>
    </Box>
  );
}
