import { Box, Text } from 'ink';
import Spinner from 'ink-spinner';
import type { CategorizeUpdate } from '../core/categorize.ts';
import { formatCount, formatDuration } from '../format.ts';
import { ProgressBar } from './ProgressBar.tsx';

/** `12/300, updated 10, failed 2, ETA 3 min 05 s`: shared by the Ink view and plain lines. */
export function categorizeCounts({ progress, etaSeconds }: CategorizeUpdate): string {
  const eta = etaSeconds === null ? 'ETA …' : `ETA ${formatDuration(etaSeconds)}`;
  return (
    `${formatCount(progress.current)}/${formatCount(progress.total)}, ` +
    `updated ${formatCount(progress.updated)}, failed ${formatCount(progress.failed)}, ${eta}`
  );
}

export function categorizeLine(update: CategorizeUpdate): string {
  const who = update.mode === 'follow' ? 'Categorize (server job)' : 'Categorize';
  const company = update.progress.currentCompany ? ` — ${update.progress.currentCompany}` : '';
  return `${who}: ${categorizeCounts(update)}${company}`;
}

export function CategorizeProgressView({ update }: { update: CategorizeUpdate }) {
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
