import { Box, Text } from 'ink';
import { type Column, tableLayout } from '../text/table.ts';

/** A table for the terminal: bold headers, aligned columns. */
export function Table<T>({ columns, rows }: { columns: Column<T>[]; rows: T[] }) {
  const { cells, widths } = tableLayout(columns, rows);
  return (
    <Box flexDirection="column">
      <Text bold>{columns.map((column, i) => column.header.padEnd(widths[i]!)).join('  ')}</Text>
      {cells.map((line, r) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are shown once, never reordered
        <Text key={r}>{line.map((cell, i) => cell.padEnd(widths[i]!)).join('  ')}</Text>
      ))}
    </Box>
  );
}
