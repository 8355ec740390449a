import { REPORT_GROUPS, type SetReport, type Tally } from './evaluateSet.ts';
import { CONTACT_FIELDS } from './scoreContacts.ts';

const pct = (part: number, whole: number) =>
  whole ? `${((100 * part) / whole).toFixed(1)}%` : '–';

/** A set's name in the report's title, and the splits to print with their headings. */
export interface ReportedSet {
  title: string;
  splits: { split: string; heading: string }[];
}

const GENERATED: ReportedSet = {
  title: 'the generated homepages',
  splits: [
    { split: 'test', heading: 'test split (never used for training or tuning)' },
    { split: 'train', heading: 'train split' },
  ],
};

/** The generated set with one split only (`--split`): the other is neither read nor printed. */
export function generatedSplit(split: 'train' | 'test'): ReportedSet {
  return {
    title: `the generated homepages, ${split} split only`,
    splits: GENERATED.splits.filter((each) => each.split === split),
  };
}

/**
 * The evaluation report as text: accuracy per split and kind, abstention, contact facts. `set`
 * names the set and its splits (the generated set's test and train splits by default).
 */
export function formatSetReport(
  report: SetReport,
  options: { misses?: boolean; set?: ReportedSet } = {},
): string {
  const set = options.set ?? GENERATED;
  const lines: string[] = [`Categorisation on ${set.title} — provider: ${report.provider}`];
  for (const { split, heading } of set.splits) {
    lines.push('', `  ${heading}`);
    lines.push('    pages              n     main      sub   categorised   say-nothing left alone');
    for (const group of REPORT_GROUPS) {
      const tally = report.tallies.get(`${split}/${group}`);
      if (tally) lines.push(row(group, tally));
    }
  }
  lines.push('', '  Contact facts (all pages): correct / missing / invented');
  for (const field of CONTACT_FIELDS) {
    const counts = report.contacts[field];
    lines.push(
      `    ${field.padEnd(10)} ${String(counts.correct).padStart(4)} / ${String(counts.missing).padStart(4)} / ${String(counts.invented).padStart(4)}`,
    );
  }
  const invented = CONTACT_FIELDS.reduce((sum, field) => sum + report.contacts[field].invented, 0);
  lines.push(`    invented values in total: ${invented}`);
  lines.push(
    '',
    `  Profiling time per homepage: mean ${report.meanProfileMs.toFixed(1)} ms, max ${report.maxProfileMs.toFixed(1)} ms`,
  );
  if (options.misses) {
    lines.push('', '  Misses:');
    for (const result of report.results) {
      const expected = result.page.subcategory ?? '(uncategorised)';
      const predicted = result.predicted.subcategory ?? '(uncategorised)';
      const inventedFields = CONTACT_FIELDS.filter(
        (field) => result.contacts[field] === 'invented',
      );
      if (expected === predicted && inventedFields.length === 0) continue;
      lines.push(
        `    [${result.page.split}/${result.page.kind}/${result.page.language}] ${result.page.domain}: ${expected} → ${predicted} (${result.predicted.confidence})${inventedFields.length ? ` invented: ${inventedFields.join(', ')}` : ''}`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}

function row(label: string, tally: Tally): string {
  const abstention = tally.sayNothing ? `${tally.abstained} of ${tally.sayNothing}` : '';
  return `    ${label.padEnd(16)} ${String(tally.labelled).padStart(4)}   ${pct(tally.mainCorrect, tally.labelled).padStart(6)}   ${pct(tally.subCorrect, tally.labelled).padStart(6)}   ${pct(tally.categorised, tally.labelled).padStart(11)}   ${abstention}`;
}
