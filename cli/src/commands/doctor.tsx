import type { Command } from 'commander';
import { Box, Text } from 'ink';
import { type ActionState, action } from '../action.ts';
import { type Check, runDoctor } from '../core/doctor.ts';
import { type CliIO, outputMode, writeJson, writeLine } from '../io.ts';

const MARK = { ok: '✓', warn: '!', fail: '✗' } as const;
const COLOR = { ok: 'green', warn: 'yellow', fail: 'red' } as const;

export function registerDoctor(program: Command, io: CliIO, state: ActionState): void {
  program
    .command('doctor')
    .description('Check configuration, database, migrations, mail and AI provider')
    .option('--json', 'print the checks as JSON')
    .addHelpText('after', '\nExample:\n  $ review-admin doctor')
    .action(
      action(state, async (options: { json?: boolean }) => {
        const mode = outputMode(io, options);
        const checks = await runDoctor(io.env, (check) => {
          if (mode === 'plain')
            writeLine(io.stdout, `${MARK[check.verdict]} ${check.name}: ${check.detail}`);
        });
        if (mode === 'json') writeJson(io, { healthy: isHealthy(checks), checks });
        if (mode === 'interactive') await renderChecks(io, checks);
        return isHealthy(checks) ? 0 : 1;
      }),
    );
}

const isHealthy = (checks: Check[]) => checks.every((check) => check.verdict !== 'fail');

async function renderChecks(io: CliIO, checks: Check[]): Promise<void> {
  const { render } = await import('ink');
  const view = render(
    <Box flexDirection="column">
      {checks.map((check) => (
        <Text key={check.name}>
          <Text color={COLOR[check.verdict]}>{MARK[check.verdict]}</Text>{' '}
          <Text bold>{check.name}</Text> <Text dimColor>{check.detail}</Text>
        </Text>
      ))}
    </Box>,
    { stdout: io.stdout as NodeJS.WriteStream, patchConsole: false },
  );
  view.unmount();
  await view.waitUntilExit();
}
