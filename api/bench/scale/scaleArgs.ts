/** `npm run bench -- scale …` arguments (and BENCH_SCALE_* variables) → options. */
export function parseScaleArgs(
  args: string[],
  env: Record<string, string | undefined>,
): {
  sizes: number[];
  force: boolean;
  keepIndexes: boolean;
  seconds: number;
  warmupSeconds: number;
  rounds: number;
  only: string[];
  vocabulary: 'small' | undefined;
} {
  const sizes = args.filter((arg) => !arg.startsWith('--')).map(parseSize);
  const only = args.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
  const vocabulary = args.find((arg) => arg.startsWith('--vocabulary='))?.slice(13);
  if (vocabulary !== undefined && vocabulary !== 'small')
    throw new Error(`--vocabulary=${vocabulary}: only --vocabulary=small is known`);
  return {
    sizes: sizes.length > 0 ? sizes : [10_000, 1_000_000],
    force: args.includes('--force') || env.BENCH_SCALE_FORCE === '1',
    keepIndexes: args.includes('--keep-indexes'),
    seconds: positive(env.BENCH_SCALE_SECONDS, 4),
    warmupSeconds: positive(env.BENCH_SCALE_WARMUP_SECONDS, 1),
    rounds: Math.round(positive(env.BENCH_SCALE_ROUNDS, 3)),
    only: only ? only.split(',').filter(Boolean) : [],
    vocabulary,
  };
}

/** `1m` → 1,000,000; `10k` → 10,000; `200` → 200. */
export function parseSize(text: string): number {
  const match = /^(\d+(?:\.\d+)?)([km]?)$/i.exec(text.trim());
  if (!match) throw new Error(`Not a size: ${text} (use e.g. 10k, 1m or 200)`);
  const factor = { '': 1, k: 1000, m: 1_000_000 }[match[2]!.toLowerCase() as '' | 'k' | 'm'];
  const value = Math.round(Number(match[1]) * factor);
  if (value < 10) throw new Error(`A size must be at least 10 companies (got ${text})`);
  return value;
}

function positive(text: string | undefined, fallback: number): number {
  const value = Number(text);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}
