import { Readable } from 'node:stream';
import { IMPORT_COLUMNS } from '#shared/schemas/importRow';

const WORDS =
  'reliable fast slow friendly helpful support delivery invoice refund quality price team project onboarding contract shipping billing service software platform partner account manager response quote timeline'.split(
    ' ',
  );

/** A small deterministic generator, so every run imports the same file. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * A review import CSV of `rows` generated rows over `companies` domains, streamed (never held in
 * memory): quoted content with commas, some complaints, reviewer emails and dates.
 */
export function generatedCsv(
  rows: number,
  options: { companies?: number; seed?: number; distinct?: number } = {},
) {
  const companies = options.companies ?? Math.max(1, Math.floor(rows / 50));
  const distinct = options.distinct ?? rows;
  let next = random(options.seed ?? 42);
  const words = (count: number) =>
    Array.from({ length: count }, () => WORDS[Math.floor(next() * WORDS.length)]).join(' ');
  let index = 0;
  return Readable.from(
    (function* () {
      yield `${IMPORT_COLUMNS.join(',')}\n`;
      while (index < rows) {
        const lines: string[] = [];
        for (let n = 0; n < 1000 && index < rows; n += 1, index += 1) {
          // Every `distinct` rows the same rows come again (duplicates of stored reviews).
          if (index % distinct === 0) next = random(options.seed ?? 42);
          const company = Math.floor(next() * companies);
          const month = String(1 + Math.floor(next() * 12)).padStart(2, '0');
          const day = String(1 + Math.floor(next() * 28)).padStart(2, '0');
          lines.push(
            [
              `bench-company-${company}.com`,
              1 + Math.floor(next() * 5),
              `Review ${index % distinct} ${words(3)}`,
              `"${words(25)}, ${words(15)}"`,
              next() < 0.1 ? 'true' : 'false',
              `Reviewer ${(index % distinct) % 997}`,
              next() < 0.3 ? `reviewer${index % distinct}@example.com` : '',
              `2024-${month}-${day}`,
            ].join(','),
          );
        }
        yield `${lines.join('\n')}\n`;
      }
    })(),
  );
}
