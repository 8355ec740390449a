import { Box, Text } from 'ink';
import type { AdminStats } from '#shared/types/admin';
import { formatTimestamp } from '../format.ts';
import { statsTiles } from '../text/stats.ts';
import { KeyValues } from './KeyValues.tsx';

export function StatsView({ stats }: { stats: AdminStats }) {
  return (
    <Box flexDirection="column">
      <KeyValues rows={statsTiles(stats)} />
      <Box flexDirection="column" marginTop={1}>
        <Text bold>Recent activity</Text>
        {stats.recentActivity.length === 0 ? <Text dimColor>none yet</Text> : null}
        {stats.recentActivity.map((event, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, shown once
          <Text key={index}>
            <Text dimColor>{formatTimestamp(event.timestamp)}</Text> {event.message}
          </Text>
        ))}
      </Box>
    </Box>
  );
}
