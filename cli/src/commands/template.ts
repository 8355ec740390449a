import type { Command } from 'commander';
import { type ActionState, action } from '../action.ts';
import { writeTemplate } from '../core/writeTemplate.ts';
import { type CliIO, outputMode, writeJson, writeLine } from '../io.ts';

export function registerTemplate(program: Command, io: CliIO, state: ActionState): void {
  program
    .command('template')
    .description('Write the review import template (review_import_template.csv)')
    .argument('[path]', 'a file or a directory (default: the current directory)')
    .option('--force', 'replace an existing file')
    .option('--json', 'print the result as JSON')
    .addHelpText(
      'after',
      '\nExamples:\n  $ review-admin template\n  $ review-admin template ~/imports/march.csv',
    )
    .action(
      action(
        state,
        async (target: string | undefined, options: { force?: boolean; json?: boolean }) => {
          const written = writeTemplate(target, options);
          if (outputMode(io, options) === 'json') writeJson(io, written);
          else writeLine(io.stdout, `Wrote ${written.path}`);
          return 0;
        },
      ),
    );
}
