import { Box, Text } from 'ink';
import type { SeedResult } from '#api/src/services/seed/seedDemoData';
import { KeyValues } from './KeyValues.tsx';

export function SeedSummaryView({ result, seconds }: { result: SeedResult; seconds: number }) {
  return (
    <Box flexDirection="column" marginTop={1}>
      <Text color="green">Demo data ready</Text>
      <KeyValues
        rows={[
          ['Companies', result.companies],
          ['Reviews', result.reviews],
          ['Votes', result.votes],
          ['Replies', result.replies],
          ['Users', result.users],
          [
            'Claims / reports / clients',
            `${result.claims} / ${result.reports} / ${result.clients}`,
          ],
          ['Time', `${seconds.toFixed(1)} s`],
        ]}
      />
    </Box>
  );
}
