import { Box, Text } from 'ink';
import Spinner from 'ink-spinner';
import type { ImportRunProgress } from '../core/importFile.ts';
import { formatCount } from '../format.ts';
import { ProgressBar } from './ProgressBar.tsx';

/** The counts line, shared by the Ink view and the plain progress lines. */
export function importCounts(p: ImportRunProgress): string {
  return (
    `${formatCount(p.rowsRead)} rows read (${formatCount(p.rowsPerSecond)} rows/s), ` +
    `${formatCount(p.imported)} imported, ${formatCount(p.failed)} failed, ` +
    `${formatCount(p.duplicates)} duplicates`
  );
}

/** A bar by bytes read when the size is known (a file), a spinner for stdin. */
export function ImportProgressView({ progress }: { progress: ImportRunProgress }) {
  return (
    <Box flexDirection="column">
      {progress.totalBytes ? (
        <ProgressBar done={progress.bytesRead} total={progress.totalBytes} label="Importing" />
      ) : (
        <Text>
          <Text color="cyan">
            <Spinner type="dots" />
          </Text>{' '}
          Importing from stdin
        </Text>
      )}
      <Text dimColor>{importCounts(progress)}</Text>
    </Box>
  );
}
