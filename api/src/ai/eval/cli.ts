import pino from 'pino';
import { loadConfig } from '../../config/config.ts';
import { createProfiler } from '../createProfiler.ts';
import { assertTrainable, DEVELOPMENT_PAGE_WEIGHT } from '../local/training/developmentPages.ts';
import { crossValidate, crossValidatedScores, crossValidationReport } from './crossValidate.ts';
import { formatRuleSweep, ruleGrid } from './decisionRules.ts';
import {
  type Accuracy,
  type EvaluationReport,
  evaluateFixtures,
  worstCategories,
} from './evaluate.ts';
import { loadHandWrittenSet } from './handWrittenSet.ts';
import { HAND_WRITTEN_SETS } from './handWrittenSets.ts';
import { formatProbe, scoreProbe } from './probe/scoreProbe.ts';
import { evaluateSet } from './realistic/evaluateSet.ts';
import { EVALUATION_SET, generatePages } from './realistic/generate.ts';
import { hardShellPages } from './realistic/hardShells.ts';
import { formatSetReport, generatedSplit } from './realistic/printReport.ts';

/**
 * `npm run eval:categorize [-- --provider openai] [-- --misses] [-- --set NAME] [-- --split train|test]`:
 * scores a provider on the generated realistic set (`realistic/generate.ts`) by default, or with
 * `--set NAME` on a hand-written set named by its folder (`independent`, `heldout` to `heldout9`,
 * `devset6` to the newest `devset…`; each folder's README says who wrote it and what it is for).
 * The held-out sets (`heldout4`, `heldout5`, `heldout7`, `heldout8`, `heldout9`) are scored once
 * per merged version and never tuned on; `--misses` is for development sets only. `--set probe`
 * scores the classifier author's probe pages (`probe/probePages.ts`, never trained on), `--set
 * fixtures` the hand-written fixtures, `--set hard` harder JS shells rebuilt from the generated
 * set's plain train pages (`realistic/hardShells.ts`). `--split train` scores only the generated
 * set's train split: what tuning may look at. The local provider needs nothing; openai uses
 * OPENAI_* from the environment (OPENAI_BASE_URL may point at a local OpenAI-compatible server; a
 * model's answers vary between runs).
 *
 * The development sets (`developmentSets.ts`) are training data: `--set` scores them with the
 * shipped model, which learned them. `--cv 5 [--weight 8]` measures them honestly: five folds
 * by domain, each scored by a model trained on the generated text and the other four (local
 * provider only; `--weight 0`: a model that never saw a development page; `--seed N`: another
 * split into folds; `--logistic W`: the logistic layer's weight beside naive Bayes, 0 for naive
 * Bayes alone).
 * `--cv 5 --rules` scores every decision rule of `decisionRules.ts` on the
 * same folds' scores, one line each, on all development pages and on `heldout3/`.
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const folds = numberAfter(args, '--cv');
  if (folds !== null) {
    const weight = numberAfter(args, '--weight') ?? DEVELOPMENT_PAGE_WEIGHT;
    const log = (line: string) => process.stderr.write(`${line}\n`);
    const seed = numberAfter(args, '--seed') ?? undefined;
    const logisticWeight = numberAfter(args, '--logistic');
    const logistic = logisticWeight === null ? undefined : { weight: logisticWeight };
    if (args.includes('--rules')) {
      const pages = await crossValidatedScores({ folds, weight, seed, logistic, log });
      process.stdout.write(formatRuleSweep(pages, ruleGrid(), ['all', 'heldout3']));
      return;
    }
    const report = await crossValidate({ folds, weight, seed, logistic, log });
    const set = crossValidationReport(folds, weight);
    process.stdout.write(formatSetReport(report, { misses: args.includes('--misses'), set }));
    return;
  }
  const providerIndex = args.indexOf('--provider');
  const provider = providerIndex >= 0 ? args[providerIndex + 1] : 'local';
  if (provider !== 'local' && provider !== 'openai') throw new Error('--provider local|openai');
  const verbose = args.includes('--verbose');
  const config = loadConfig({ ...process.env, SESSION_SECRET: 'x'.repeat(32) });
  const profiler = createProfiler(config.ai, { provider, logger: pino({ level: 'warn' }) });

  const set = chosenSet(args);
  if (set === 'fixtures') {
    print(await evaluateFixtures({ profiler }), verbose);
    return;
  }
  if (set === 'probe') {
    process.stdout.write(formatProbe(profiler.provider, await scoreProbe(profiler)));
    return;
  }
  const misses = args.includes('--misses');
  const written = HAND_WRITTEN_SETS.find((each) => each.directory === set);
  if (written) {
    // A held-out set's misses would be read and tuned on: only its figures are printed.
    if (misses) assertTrainable(written);
    // Held-out sets are never trained or tuned on; development sets are trained on, so these
    // figures are in-sample for them (`--cv` is their measure).
    const report = await evaluateSet({ profiler, pages: loadHandWrittenSet(written) });
    process.stdout.write(formatSetReport(report, { misses, set: written.report }));
    return;
  }
  if (set === 'hard') {
    const report = await evaluateSet({ profiler, pages: hardShellPages() });
    process.stdout.write(formatSetReport(report, { misses, set: HARD_SHELLS }));
    return;
  }
  const split = chosenSplit(args);
  if (split) {
    // Only that split's pages are read and scored: tuning runs `--split train` and never sees a
    // test page, not even its score.
    const pages = generatePages(EVALUATION_SET).filter((page) => page.split === split);
    const report = await evaluateSet({ profiler, pages });
    process.stdout.write(formatSetReport(report, { misses, set: generatedSplit(split) }));
    return;
  }
  const report = await evaluateSet({ profiler });
  process.stdout.write(formatSetReport(report, { misses }));
}

const HARD_SHELLS = {
  title: "harder JS shells, rebuilt from the generated set's plain train pages",
  splits: [{ split: 'train', heading: 'train split only (tuning)' }],
};

/** `--name N` or `--name=N`, or null when the option is not given. */
function numberAfter(args: string[], name: string): number | null {
  const inline = args.find((arg) => arg.startsWith(`${name}=`));
  const index = args.indexOf(name);
  const value = inline ? inline.slice(name.length + 1) : index >= 0 ? args[index + 1] : undefined;
  if (value === undefined) return null;
  const number = Number(value);
  if (!Number.isFinite(number)) throw new Error(`${name} takes a number`);
  return number;
}

/** `--split train|test` (generated set only): score that split alone. */
function chosenSplit(args: string[]): 'train' | 'test' | null {
  const inline = args.find((arg) => arg.startsWith('--split='));
  const index = args.indexOf('--split');
  const value = inline ? inline.slice('--split='.length) : index >= 0 ? args[index + 1] : null;
  if (value === null || value === undefined) return null;
  if (value === 'train' || value === 'test') return value;
  throw new Error('--split train|test');
}

/** `--set X` or `--set=X`: generated (the default), a hand-written set's folder, probe or fixtures. */
function chosenSet(args: string[]): string {
  const inline = args.find((arg) => arg.startsWith('--set='));
  const index = args.indexOf('--set');
  const value = inline ? inline.slice('--set='.length) : index >= 0 ? args[index + 1] : 'generated';
  const sets = [
    'generated',
    ...HAND_WRITTEN_SETS.map((each) => each.directory),
    'hard',
    'probe',
    'fixtures',
  ];
  if (value && sets.includes(value)) return value;
  throw new Error(`--set ${sets.join('|')}`);
}

function print(report: EvaluationReport, verbose: boolean): void {
  const lines: string[] = [];
  const pct = (part: number, whole: number) =>
    whole ? `${((100 * part) / whole).toFixed(1)}%` : '–';
  const row = (label: string, accuracy: Accuracy) =>
    `  ${label.padEnd(16)} ${String(accuracy.labelled).padStart(4)}   ${pct(accuracy.mainCorrect, accuracy.labelled).padStart(6)}   ${pct(accuracy.subCorrect, accuracy.labelled).padStart(6)}   ${pct(accuracy.categorised, accuracy.labelled).padStart(6)}`;

  lines.push(`Categorisation evaluation — provider: ${report.provider}`, '');
  lines.push('  fixtures          n     main      sub   categorised');
  lines.push(row('tuning', report.accuracy.tuning));
  lines.push(row('held-out', report.accuracy.heldout));
  lines.push(row('all', report.accuracy.all));
  lines.push('');
  lines.push(
    `  Pages that say nothing, left uncategorised: ${report.abstention.abstained} of ${report.abstention.expected}`,
  );
  lines.push(
    `  Invented contact fields: ${report.invented.length === 0 ? 'none' : report.invented.map((entry) => `${entry.domain} (${entry.fields.join(', ')})`).join('; ')}`,
  );
  const found = Object.entries(report.found).map(([field, count]) => `${field} ${count}`);
  lines.push(
    `  Profiles with (found on the page): ${found.join(', ')} of ${report.results.length}`,
  );
  lines.push('', 'Worst main categories (expected: predicted × count):');
  for (const entry of worstCategories(report)) {
    const confusion = entry.confusion
      .map(([category, count]) => `${category} × ${count}`)
      .join(', ');
    lines.push(
      `  ${entry.category} — ${entry.correct}/${entry.total} main, ${entry.subCorrect}/${entry.total} sub: ${confusion}`,
    );
  }
  const wrong = report.results.filter(
    (result) => result.predicted.subcategory !== result.expected.subcategory,
  );
  lines.push('', `Misses (${wrong.length}):`);
  for (const result of verbose ? report.results : wrong) {
    const expected = result.expected.subcategory ?? '(uncategorised)';
    const predicted = result.predicted.subcategory ?? '(uncategorised)';
    const mark = result.predicted.subcategory === result.expected.subcategory ? 'ok  ' : 'MISS';
    lines.push(
      `  ${mark} [${result.split}] ${result.domain.padEnd(30)} ${expected} → ${predicted} (${result.predicted.confidence})${result.failure ? ` — ${result.failure}` : ''}`,
    );
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
