import type { Command } from 'commander';
import { type ActionState, action } from '../action.ts';
import { type Check, runDoctor } from '../core/doctor.ts';
import { type CliIO, outputMode, writeJson, writeLine } from '../io.ts';
import { renderOnce, viewsFor } from '../lazyViews.ts';
import { doctorLine } from '../text/doctor.ts';

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
          if (mode === 'plain') writeLine(io.stdout, doctorLine(check));
        });
        if (mode === 'json') writeJson(io, { healthy: isHealthy(checks), checks });
        const ui = await viewsFor(mode);
        if (ui) await renderOnce(io, <ui.DoctorView checks={checks} />);
        return isHealthy(checks) ? 0 : 1;
      }),
    );
}

const isHealthy = (checks: Check[]) => checks.every((check) => check.verdict !== 'fail');
