import { Box, Text } from 'ink';

/** A finished operation's summary text, green when it succeeded, yellow otherwise. */
export function SummaryLine({ text, ok }: { text: string; ok: boolean }) {
  return (
    <Box marginTop={1}>
      <Text color={ok ? 'green' : 'yellow'}>{text}</Text>
    </Box>
  );
}
