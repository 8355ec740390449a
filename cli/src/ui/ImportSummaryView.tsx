import { Box, Text } from 'ink';
import type { ImportRunResult } from '../core/importFile.ts';
import { formatCount } from '../format.ts';
import { importHeadline } from '../text/importSummary.ts';
import { KeyValues } from './KeyValues.tsx';

export function ImportSummaryView({ result }: { result: ImportRunResult }) {
  const ok = result.success;
  return (
    <Box flexDirection="column" marginTop={1}>
      <Text color={ok ? 'green' : 'red'}>
        {ok ? '✓' : '✗'} {importHeadline(result)}
      </Text>
      <KeyValues
        rows={[
          ['Imported', formatCount(result.imported)],
          ['Failed', formatCount(result.failed)],
          ['Duplicates', formatCount(result.duplicates)],
          ['New companies', formatCount(result.companiesCreated)],
          ['Rows/s', formatCount(result.rowsPerSecond)],
        ]}
      />
      {result.dryRun ? <Text color="yellow">Dry run: nothing was written.</Text> : null}
      {result.errors.length > 0 ? (
        <Box flexDirection="column" marginTop={1}>
          <Text bold>Errors</Text>
          {result.errors.map((error) => (
            <Text key={error} color="red">
              {error}
            </Text>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
