import { Box, Text } from 'ink';
import type { Check } from '../core/doctor.ts';
import { VERDICT_MARK } from '../text/doctor.ts';

const COLOR = { ok: 'green', warn: 'yellow', fail: 'red' } as const;

export function DoctorView({ checks }: { checks: Check[] }) {
  return (
    <Box flexDirection="column">
      {checks.map((check) => (
        <Text key={check.name}>
          <Text color={COLOR[check.verdict]}>{VERDICT_MARK[check.verdict]}</Text>{' '}
          <Text bold>{check.name}</Text> <Text dimColor>{check.detail}</Text>
        </Text>
      ))}
    </Box>
  );
}
