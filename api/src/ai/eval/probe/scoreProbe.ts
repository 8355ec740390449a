import { findSubcategoryByName } from '#shared/catalogue/catalogue';
import { extractFacts } from '../../homepage/extractFacts.ts';
import type { Profiler } from '../../profiler.ts';
import { PROBE_PAGES } from './probePages.ts';

export interface ProbeResult {
  round: 1 | 2;
  domain: string;
  expected: string | null;
  predicted: string | null;
  mainRight: boolean;
  subRight: boolean;
  confidence: number;
}

/**
 * Scores a profiler on the hand-written probe pages (read by the real page reader, without
 * HTTP: the reader's network part is covered by the generated set's evaluation).
 */
export async function scoreProbe(profiler: Profiler): Promise<ProbeResult[]> {
  const results: ProbeResult[] = [];
  for (const page of PROBE_PAGES) {
    const facts = extractFacts(page.html, { url: `https://${page.domain}/`, truncated: false });
    const outcome = await profiler.profile({ name: page.name, domain: page.domain, facts });
    const profile = outcome.ok ? outcome.profile : null;
    const predicted = profile?.subcategory ?? null;
    const expectedCategory = page.subcategory
      ? (findSubcategoryByName(page.subcategory)?.categoryName ?? null)
      : null;
    results.push({
      round: page.round,
      domain: page.domain,
      expected: page.subcategory,
      predicted,
      mainRight: (profile?.category ?? null) === expectedCategory,
      subRight: predicted === page.subcategory,
      confidence: profile?.confidence ?? 0,
    });
  }
  return results;
}

export function formatProbe(provider: string, results: readonly ProbeResult[]): string {
  const lines = [`Hand-written probe pages (never trained on) — provider: ${provider}`];
  for (const round of [1, 2] as const) {
    const own = results.filter((result) => result.round === round);
    const main = own.filter((result) => result.mainRight).length;
    const sub = own.filter((result) => result.subRight).length;
    lines.push(
      `  round ${round}${round === 1 ? ' (looked at while the sector words were written)' : ' (written after, scored once)'}: main ${main} of ${own.length}, sub ${sub} of ${own.length}`,
    );
  }
  lines.push('');
  for (const result of results) {
    const mark = result.subRight ? 'ok  ' : result.mainRight ? 'main' : 'MISS';
    lines.push(
      `  ${mark} ${result.round} ${result.domain.padEnd(28)} ${result.expected ?? '(uncategorised)'} → ${result.predicted ?? '(uncategorised)'} (${result.confidence})`,
    );
  }
  return `${lines.join('\n')}\n`;
}
