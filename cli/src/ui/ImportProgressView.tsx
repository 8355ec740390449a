import { Box, Text } from 'ink';
import Spinner from 'ink-spinner';
import type { ImportRunProgress } from '../core/importFile.ts';
import { importCounts } from '../text/progressLines.ts';
import { ProgressBar } from './ProgressBar.tsx';

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
