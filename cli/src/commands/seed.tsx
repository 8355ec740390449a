import type { Command } from 'commander';
import type { SeedProgress, SeedResult } from '#api/src/services/seed/seedDemoData';
import { plural } from '#shared/text/plural';
import { type ActionState, action, positiveInt } from '../action.ts';
import { withDatabase } from '../database.ts';
import { usageError } from '../errors.ts';
import { type CliIO, outputMode, writeJson, writeLine } from '../io.ts';
import { renderOnce, viewsFor } from '../lazyViews.ts';
import { createProgressReporter } from '../progress.ts';

interface SeedOptions {
  demo?: boolean;
  companies: number;
  reviews: number;
  seed?: number;
  json?: boolean;
}

const PHASES: Record<SeedProgress['phase'], string> = {
  users: 'Users',
  companies: 'Companies',
  reviews: 'Reviews, votes and replies',
  counters: 'Recounting company totals',
  extras: 'Claims, reports and clients',
};

export function registerSeed(program: Command, io: CliIO, state: ActionState): void {
  program
    .command('seed')
    .description('Fill the database with realistic generated data across the whole catalogue')
    .option('--demo', 'generate demo data (the only kind for now; required)')
    .option('--companies <n>', 'number of companies', positiveInt('--companies'), 300)
    .option(
      '--reviews <n>',
      'number of reviews, complaints and comments',
      positiveInt('--reviews'),
      3000,
    )
    .option('--seed <n>', 'random seed, for the same data every time', positiveInt('--seed'))
    .option('--json', 'print the result as JSON')
    .addHelpText(
      'after',
      '\nExamples:\n  $ review-admin seed --demo\n  $ review-admin seed --demo --companies 20000 --reviews 1000000',
    )
    .action(
      action(state, async (options: SeedOptions) => {
        if (!options.demo) throw usageError('Say what to seed: review-admin seed --demo');
        const mode = outputMode(io, options);
        const ui = await viewsFor(mode);
        // Loaded here, not at start-up: faker's locale data is only needed to seed.
        const { seedDemoData } = await import('#api/src/services/seed/seedDemoData');
        const reporter = await createProgressReporter<SeedProgress>(io, mode, {
          ink:
            ui && ((p) => <ui.ProgressBar done={p.done} total={p.total} label={PHASES[p.phase]} />),
          line: (p) => `${PHASES[p.phase]}: ${p.done}/${p.total}`,
          milestone: (p) => p.done === p.total,
        });
        const started = performance.now();
        let last: SeedProgress = { phase: 'users', done: 0, total: 1 };
        const result = await withDatabase(io, (ctx) =>
          seedDemoData(ctx, {
            companies: options.companies,
            reviews: options.reviews,
            ...(options.seed ? { seed: options.seed } : {}),
            onProgress: (progress) => {
              last = progress;
              reporter.update(progress);
            },
          }),
        );
        await reporter.finish(last);
        const seconds = (performance.now() - started) / 1000;
        if (mode === 'json') writeJson(io, { ...result, seconds: Number(seconds.toFixed(1)) });
        else if (ui) await renderOnce(io, <ui.SeedSummaryView result={result} seconds={seconds} />);
        else writeLine(io.stdout, summaryLine(result, seconds));
        return 0;
      }),
    );
}

function summaryLine(result: SeedResult, seconds: number): string {
  return (
    `Seeded ${plural(result.companies, 'company', 'companies')}, ${plural(result.reviews, 'review')}, ${plural(result.votes, 'vote')}, ` +
    `${plural(result.replies, 'reply', 'replies')} and ${plural(result.users, 'user')} in ${seconds.toFixed(1)} s.`
  );
}
