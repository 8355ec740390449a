import { Box, Text } from 'ink';

/** Aligned `label  value` lines, for summaries. */
export function KeyValues({ rows }: { rows: Array<[label: string, value: string | number]> }) {
  const width = Math.max(...rows.map(([label]) => label.length));
  return (
    <Box flexDirection="column">
      {rows.map(([label, value]) => (
        <Text key={label}>
          <Text dimColor>{label.padEnd(width)}</Text> {String(value)}
        </Text>
      ))}
    </Box>
  );
}
