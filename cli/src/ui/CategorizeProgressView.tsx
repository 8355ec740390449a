import { Box, Text } from 'ink';
import Spinner from 'ink-spinner';
import { type CategorizeView, categorizeCounts } from '../text/progressLines.ts';
import { ProgressBar } from './ProgressBar.tsx';

export function CategorizeProgressView({ update }: { update: CategorizeView }) {
  const { progress } = update;
  return (
    <Box flexDirection="column">
      {update.mode === 'follow' ? (
        <Text color="yellow">The server is already running this job: following its progress.</Text>
      ) : null}
      <ProgressBar
        done={progress.current}
        total={progress.total}
        label={categorizeCounts(update)}
      />
      <Text>
        <Text color="cyan">{progress.isRunning ? <Spinner type="dots" /> : '•'}</Text>{' '}
        {progress.currentCompany || 'waiting for the next company'}
      </Text>
    </Box>
  );
}
