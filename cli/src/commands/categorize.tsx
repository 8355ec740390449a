import type { Command } from 'commander';
import { presentCategorizationProgress } from '#api/src/presenters/admin/categorization';
import { CategorizeRequestSchema } from '#api/src/routes/admin/categorize/schema';
import { unchangedReasons, unchangedTotal } from '#shared/text/categorization';
import { plural } from '#shared/text/plural';
import { type ActionState, action, positiveInt } from '../action.ts';
import { type CategorizeOutcome, type CategorizeUpdate, categorize } from '../core/categorize.ts';
import { withDatabase } from '../database.ts';
import { EXIT } from '../errors.ts';
import { formatCount } from '../format.ts';
import { stopOnInterrupt } from '../interrupt.ts';
import { type CliIO, outputMode, writeJson, writeLine } from '../io.ts';
import { renderOnce, viewsFor } from '../lazyViews.ts';
import { createProgressReporter } from '../progress.ts';
import { type CategorizeView, categorizeLine } from '../text/progressLines.ts';
import { parseInput } from '../validate.ts';

interface CategorizeOptions {
  uncategorized?: boolean;
  provider?: string;
  limit?: number;
  json?: boolean;
}

export function registerCategorize(program: Command, io: CliIO, state: ActionState): void {
  program
    .command('categorize')
    .description('Categorise companies with AI (the durable job the admin panel starts)')
    .option('--uncategorized', 'only companies without a subcategory')
    .option('--provider <name>', 'local or openai (default: as configured)')
    .option('--limit <n>', 'stop after this many companies', positiveInt('--limit'))
    .option('--json', "print the final progress as JSON (the admin API's answer)")
    .addHelpText(
      'after',
      [
        '',
        'Examples:',
        '  $ review-admin categorize --uncategorized',
        '  $ review-admin categorize --provider openai --limit 100',
        '',
        'Ctrl-C stops after the current company; run it again to resume (a --limit then',
        'counts from where it stopped). When the server is already running the job, this',
        'follows its progress instead of starting another.',
      ].join('\n'),
    )
    .action(
      action(state, async (options: CategorizeOptions) => {
        // The same schema as POST /api/admin/categorize-companies.
        const { body } = parseInput(CategorizeRequestSchema, {
          body: {
            ...(options.uncategorized ? { onlyUncategorized: true } : {}),
            ...(options.provider ? { provider: options.provider } : {}),
            ...(options.limit ? { limit: options.limit } : {}),
          },
        });
        const mode = outputMode(io, options);
        const ui = await viewsFor(mode);
        const reporter = await createProgressReporter<CategorizeView>(io, mode, {
          ink: ui && ((update) => <ui.CategorizeProgressView update={update} />),
          line: categorizeLine,
        });
        const interrupt = stopOnInterrupt(
          io,
          'Stopping after the current company… (Ctrl-C again to quit at once)',
        );
        let first: CategorizeUpdate | undefined;
        let last: CategorizeUpdate | undefined;
        let outcome: CategorizeOutcome;
        try {
          outcome = await withDatabase(io, (ctx) =>
            categorize(ctx, body, {
              signal: interrupt.signal,
              onUpdate: (update) => {
                first ??= update;
                last = update;
                reporter.update(shown(update));
              },
            }),
          );
        } finally {
          interrupt.release();
        }
        const progress = presentCategorizationProgress(outcome.progress);
        await reporter.finish({
          mode: outcome.mode,
          progress,
          etaSeconds: last?.etaSeconds ?? null,
        });
        if (mode === 'json') writeJson(io, progress);
        else if (ui) {
          const ok = outcome.progress.status === 'completed';
          await renderOnce(
            io,
            <ui.SummaryLine text={summaryText(outcome, first, options.limit)} ok={ok} />,
          );
        } else writeLine(io.stdout, summaryText(outcome, first, options.limit));
        return outcome.progress.status === 'completed' ? EXIT.ok : EXIT.failed;
      }),
    );
}

/** The output layer presents the job's progress as the admin API answers it. */
function shown(update: CategorizeUpdate): CategorizeView {
  return { ...update, progress: presentCategorizationProgress(update.progress) };
}

/** `first` is the progress the run started from: where a resumed run picked up. */
export function summaryText(
  outcome: CategorizeOutcome,
  first: CategorizeUpdate | undefined,
  limit: number | undefined,
): string {
  const { progress } = outcome;
  // Every company it went through: updated, unchanged (and why), failed.
  const reasons = unchangedReasons(progress.unchanged);
  const counts =
    `${formatCount(progress.current)} of ${plural(progress.total, 'company', 'companies')}, ` +
    `${formatCount(progress.updated)} updated, ` +
    `${formatCount(unchangedTotal(progress.unchanged))} unchanged${reasons ? ` (${reasons})` : ''}, ` +
    `${formatCount(progress.failed)} failed, ` +
    `${formatCount(progress.uncategorized)} left uncategorised`;
  const lines: string[] = [];
  if (outcome.mode === 'follow') {
    lines.push(
      outcome.interrupted
        ? `Stopped watching; the server's job goes on (${counts}).`
        : `The server's job ended ${progress.status}: ${counts}.`,
    );
  } else if (outcome.interrupted) {
    lines.push(`Stopped after ${counts}. Run the same command again to resume.`);
  } else {
    lines.push(
      `Categorisation ${progress.status}${resumedNote(outcome, first, limit)}: ${counts}.`,
    );
  }
  // A run that failed as a whole (the provider's model unreadable, the database gone) says why.
  if (progress.error) lines.push(`  Reason: ${progress.error}`);
  for (const failure of progress.failures.slice(-10)) {
    lines.push(`  ${failure.domain}: ${failure.reason}`);
  }
  return lines.join('\n');
}

/** A resume says where it picked up, and that a --limit counts from there. */
function resumedNote(
  outcome: CategorizeOutcome,
  first: CategorizeUpdate | undefined,
  limit: number | undefined,
): string {
  if (!outcome.resumed) return '';
  const at = first ? ` at ${formatCount(first.progress.current)}` : '';
  return limit ? ` (resumed${at}, limited to ${formatCount(limit)} more)` : ` (resumed${at})`;
}
