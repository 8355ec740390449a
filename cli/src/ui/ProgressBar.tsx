import { Box, Text } from 'ink';

/** A text progress bar: `[██████░░░░] 60%  label`. */
export function ProgressBar({
  done,
  total,
  label,
  width = 30,
}: {
  done: number;
  total: number;
  label?: string;
  width?: number;
}) {
  const ratio = total > 0 ? Math.min(1, done / total) : 0;
  const filled = Math.round(ratio * width);
  return (
    <Box gap={1}>
      <Text>
        <Text color="green">{'█'.repeat(filled)}</Text>
        <Text dimColor>{'░'.repeat(width - filled)}</Text>
      </Text>
      <Text>{`${Math.round(ratio * 100)}%`.padStart(4)}</Text>
      {label ? <Text>{label}</Text> : null}
    </Box>
  );
}
