/**
 * The shape of the generated catalogue, as pure functions (unit-tested): how many reviews each
 * company gets, and the seeded random numbers the request builders draw from.
 *
 * Reviews per company: a Zipf head (the company of popularity rank r gets ⌊A / r⌋ reviews, so at
 * a million companies the best known have tens of thousands) on top of a long tail where every
 * company draws an exponential count with mean `tailMean` (most get a handful, about a fifth
 * none at all, as on a real site where companies are created by the first lookup).
 */
export interface ReviewPlan {
  /** The Zipf head's scale: the top company gets about this many reviews from the head alone. */
  headScale: number;
  /** Mean of the tail's exponential draw, chosen so the total comes out at the target. */
  tailMean: number;
  /** A multiplier coprime with the company count: rank = ((id − 1) · step mod N) + 1. */
  rankStep: number;
}

/** Head reviews over `companies` companies: Σ ⌊A / r⌋ for r = 1..N. */
export function headTotal(companies: number, headScale: number): number {
  let total = 0;
  const last = Math.min(companies, Math.floor(headScale));
  for (let rank = 1; rank <= last; rank += 1) total += Math.floor(headScale / rank);
  return total;
}

/**
 * E[⌊X⌋] for X exponential with mean μ: Σ_{k≥1} P(X ≥ k) = 1 / (e^{1/μ} − 1). The tail mean
 * that gives `perCompany` reviews per company on average is its inverse: μ = 1 / ln(1 + 1/m).
 */
export function tailMeanFor(flooredMean: number): number {
  if (flooredMean <= 0) return 0;
  return 1 / Math.log(1 + 1 / flooredMean);
}

export function expectedFlooredExponential(mean: number): number {
  return mean <= 0 ? 0 : 1 / (Math.exp(1 / mean) - 1);
}

/** The plan for `companies` companies and about `reviews` reviews in all. */
export function reviewPlan(companies: number, reviews: number): ReviewPlan {
  // 6 % of the company count: 60,000 at a million (a top company with ~60k reviews), 600 at 10k.
  const headScale = Math.max(1, Math.round(companies * 0.06));
  const head = headTotal(companies, headScale);
  const tailPerCompany = Math.max(0, (reviews - head) / companies);
  return { headScale, tailMean: tailMeanFor(tailPerCompany), rankStep: coprimeStep(companies) };
}

const STEPS = [7919, 104_729, 1_299_709, 15_485_863];

/** A prime step that does not divide `n`, so multiplying by it permutes 0..n−1. */
export function coprimeStep(n: number): number {
  for (const step of STEPS) if (n % step !== 0) return step;
  return 1;
}

/** Company ids 1..n → popularity ranks 1..n (a bijection, so every rank is used once). */
export function rankOf(id: number, n: number, step: number): number {
  return Number(((BigInt(id) - 1n) * BigInt(step)) % BigInt(n)) + 1;
}

/**
 * A small, fast, seeded generator (mulberry32): the request lists are the same on every run,
 * so two runs measure the same requests.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fisher–Yates with a seeded generator. */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}
