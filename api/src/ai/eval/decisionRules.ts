import {
  DECISION_RULE,
  type DecisionRule,
  decide,
  type ScoredDocument,
} from '../local/learned/decisionRule.ts';
import { type PageResult, type SetReport, summarise, type Tally } from './realistic/evaluateSet.ts';

/** A page's cross-validated result and the fold model's scores of it (null: told apart before). */
export interface ScoredResult {
  result: PageResult;
  scored: ScoredDocument | null;
}

/**
 * The rules cross-validation compares (`--cv 5 --rules`): the shipped one first, then each
 * threshold alone and together, a margin over the second category instead of a probability,
 * and probabilities after temperature scaling.
 */
export function ruleGrid(): DecisionRule[] {
  const rules: DecisionRule[] = [DECISION_RULE];
  const add = (rule: Partial<DecisionRule>) => rules.push({ ...DECISION_RULE, ...rule });
  for (const minProbability of [0, 0.3, 0.4, 0.45, 0.5, 0.55, 0.6, 0.7]) {
    for (const minEvidence of [0, 1, 2, 3, 4, 6, 8, 10, 12, 15])
      add({ minProbability, minEvidence });
  }
  for (const minMargin of [0.05, 0.1, 0.2, 0.3, 0.4, 0.5]) {
    for (const minEvidence of [6, 8]) add({ minProbability: 0, minEvidence, minMargin });
    add({ minProbability: 0.4, minEvidence: 8, minMargin });
  }
  for (const minOddsOverNone of [0.5, 2, 4, 10]) add({ minOddsOverNone });
  // Out-of-fold scores fit a temperature of about 2 (the main category's log-loss is lowest
  // there); at 5 and more every category is near-uniform and most pages fall under any threshold.
  for (const temperature of [1.5, 2, 3]) {
    for (const minProbability of [0.1, 0.2, 0.3, 0.4]) {
      add({ minProbability, minEvidence: 8, temperature });
    }
  }
  return rules.filter((rule, index) => index === 0 || !sameRule(rule, DECISION_RULE));
}

function sameRule(a: DecisionRule, b: DecisionRule): boolean {
  return (
    a.minProbability === b.minProbability &&
    a.minEvidence === b.minEvidence &&
    a.minMargin === b.minMargin &&
    a.minOddsOverNone === b.minOddsOverNone &&
    a.temperature === b.temperature
  );
}

/**
 * The page's result had the rule decided. Its contact facts stay as scored under the shipped
 * rule: a rule that says nothing more often would leave some out, never add one.
 */
export function underRule({ result, scored }: ScoredResult, rule: DecisionRule): PageResult {
  if (!scored) return result;
  const decision = decide(scored, rule);
  return {
    ...result,
    predicted: {
      category: decision.category,
      subcategory: decision.subcategory,
      confidence: decision.confidence,
    },
  };
}

/** Every rule's figures on the same out-of-fold scores, one line per rule. */
export function formatRuleSweep(
  pages: readonly ScoredResult[],
  rules: readonly DecisionRule[],
  splits: readonly string[],
): string {
  const header = `  ${'rule'.padEnd(40)}${splits.map((split) => `| ${split.padEnd(8)} main   sub  nonEn  misl  uncat  say-nothing `).join('')}`;
  const lines = [header];
  for (const rule of rules) {
    const report = summarise(
      'local',
      pages.map((page) => underRule(page, rule)),
    );
    lines.push(
      `  ${describeRule(rule).padEnd(40)}${splits.map((split) => figures(report, split)).join('')}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

export function describeRule(rule: DecisionRule): string {
  return `p>=${rule.minProbability} ev>=${rule.minEvidence} m>=${rule.minMargin} none*${rule.minOddsOverNone} T=${rule.temperature}`;
}

function figures(report: SetReport, split: string): string {
  const all = report.tallies.get(`${split}/all`);
  const pct = (part: number, tally: Tally | undefined) =>
    tally?.labelled ? ((100 * part) / tally.labelled).toFixed(1).padStart(5) : '    –';
  if (!all) return `| ${split.padEnd(8)} –`;
  const nonEnglish = report.tallies.get(`${split}/non-English`);
  const misleading = report.tallies.get(`${split}/misleading`);
  return `| ${''.padEnd(8)}${pct(all.mainCorrect, all)} ${pct(all.subCorrect, all)} ${pct(nonEnglish?.mainCorrect ?? 0, nonEnglish)} ${pct(misleading?.mainCorrect ?? 0, misleading)} ${pct(all.labelled - all.categorised, all)}  ${`${all.abstained}/${all.sayNothing}`.padStart(6)}      `;
}
