import type { Knex } from 'knex';
import { normalizeDomain } from '#shared/domain/normalizeDomain';
import type { Context } from '../../context.ts';
import { runSql, sql } from '../../db/sql.ts';
import type { Company } from '../../models/Company.ts';
import { oneEditAway } from './oneEditAway.ts';

/*
 * Search-as-you-type that stays instant at a million companies (issue 12, item 2).
 *
 * WHAT IT ANSWERS: companies whose domain starts with the text or whose name does, punctuation
 * aside (`company_search_key`: lower-cased, runs of spaces and punctuation as one space, so
 * "bailey conn" finds "Bailey, Conn and Smith"; migration 20261128220000), exact domain or name
 * first, then review_count desc, length(name), id (tested equal to that plain query); then, if
 * those do not fill the list, companies that resemble the text, most similar first (pg_trgm
 * similarity of name or domain, then review count, then id).
 *
 * WHY THE PLAIN QUERIES DID NOT SCALE: ordering by review_count needs every match. A 2-letter
 * prefix matches ~2 % of a million companies (20,000 heap rows fetched and sorted, ~1 s cold),
 * and the `%` fallback rechecked tens of thousands of trigram candidates (a name with "and"
 * shares trigrams with a third of the catalogue).
 *
 * PREFIXES — popularity tiers, exact by construction. Partial prefix indexes cover only the
 * companies with at least T reviews, for T in SEARCH_TIERS (1000, 100, 10; migration
 * 20261124010102). Any company with ≥ T reviews ranks above every company with fewer, so if
 * the tier ≥ T holds `limit` matches, those are the overall top: nothing below can displace
 * them. `company_prefix_search` (SQL, one round trip, one snapshot) takes exact matches by
 * equality, then the tier ≥ 1000, [100, 1000), [10, 100) and < 10 in turn, each sorted and cut
 * at what is still missing, and stops as soon as the list is full. A step is reached only when
 * the tiers above held fewer than `limit` matches for this prefix, so the matches it sorts are
 * few (about `limit` × the size ratio of two tiers, for prefixes spread like the catalogue).
 * Review counts change constantly: the tiers are predicates on the live column and partial
 * indexes PostgreSQL maintains, so nothing is precomputed and nothing goes stale.
 *
 * FUZZY — bounded candidates (`findSimilar`): the text is corrected word by word against the
 * vocabulary of all name and domain words (`company_search_words`, kept by triggers, read
 * through its trigram index whatever its size: `company_search_word_check`), and prefix matches of a few variants are ranked by resemblance: per variant and
 * index a fixed number of rows, read in index order, so the work does not grow with the number
 * of companies sharing a word (issue 40: a catalogue named from 120 words). Exact for
 * what it considers, but it considers only companies starting with a variant: a misspelling
 * (letter dropped, doubled, swapped, wrong) is found when the misspelt word is still similar
 * to the right one; a name that merely shares scattered trigrams with the text is not.
 *
 * LIMITS: a prefix shared by very many companies that nearly all have fewer than 10 reviews
 * (say a wave of 50,000 generated "shop-123.com" domains) still sorts all of them in the last
 * step: that prefix costs its match count, as before. If one day most companies have ≥ 1,000
 * reviews, the top tier stops thinning and a higher threshold should be added (a migration
 * with two partial indexes and the function's steps, plus SEARCH_TIERS). The vocabulary keeps
 * words of deleted or renamed companies until rebuildDerivedData (harmless: a correction to a
 * stale word finds nothing). Identical on PGlite: btree partial indexes, plpgsql, pg_trgm.
 */

const SEARCH_MIN_LENGTH = 2;

/** Review-count thresholds of the partial prefix indexes, highest first (see the migration). */
export const SEARCH_TIERS = [1000, 100, 10] as const;

type Suggestion = Pick<Company, 'id' | 'name' | 'domain'>;

interface Terms {
  /** The text, trimmed and lower-cased; its search key (in SQL) is a prefix of the name's. */
  q: string;
  /** The text as a domain (`https://www.Acme.com/x` → `acme.com`): a prefix of domain. */
  domain: string;
}

export async function searchCompanies(
  ctx: Context,
  text: string,
  limit: number,
): Promise<Suggestion[]> {
  const q = text.trim().toLowerCase();
  if (q.length < SEARCH_MIN_LENGTH) return [];
  const terms = termsFor(q);
  const found = await findByPrefix(ctx.knex, terms, limit);
  if (found.length >= limit) return found;
  const exclude = new Set(found.map((company) => company.id));
  return [...found, ...(await findSimilar(ctx.knex, terms, limit - found.length, exclude))];
}

/** Exact matches, then prefix matches best-known first: the tiers' cascade, in SQL. */
async function findByPrefix(knex: Knex, terms: Terms, limit: number): Promise<Suggestion[]> {
  return runSql<Suggestion>(
    knex,
    sql`select id, name, domain
        from company_prefix_search(${terms.q}, ${terms.domain}, ${limit})
          with ordinality as s(id, name, domain, position)
        order by position`,
  );
}

/** A word shorter than this is kept as typed (too short to correct reliably). */
const MIN_CORRECTED_LENGTH = 3;
/** How many similar vocabulary words are tried for the last (possibly unfinished) word. */
const LAST_WORD_ALTERNATIVES = 3;
/** Best-known companies starting with the query's first word, re-ranked by resemblance. */
const FIRST_WORD_CANDIDATES = 20;

/**
 * Companies that resemble the text without starting with it, most similar first (similarity
 * of name or domain to the text as corrected, then review count, then id), from bounded
 * candidates: some prefix matches (the best-known, then the first in index order) of a few
 * variants of the text — each word corrected against the vocabulary; the last word swapped for
 * its most similar known words; the first word alone, only when those find too few — at most
 * a few hundred rows whatever the catalogue's size.
 *
 * Unlike the old full `%` scan, a company is found only if it starts with one of these
 * variants: a misspelling anywhere (a letter dropped, doubled, swapped, wrong) is corrected
 * when the misspelt word is still similar to the right one, but a name that only shares
 * scattered trigrams with the text is not suggested.
 */
async function findSimilar(
  knex: Knex,
  terms: Terms,
  limit: number,
  exclude: ReadonlySet<number>,
): Promise<Suggestion[]> {
  const parts = terms.q.split(/([^\p{L}\p{N}]+)/u);
  const words = parts.filter((_, i) => i % 2 === 0);
  const checked = await checkWords(knex, words);
  const corrected = words.map((word, i) =>
    correction(word, checked.get(word), i === words.length - 1),
  );
  const join = (replaced: string[]) =>
    parts.map((part, i) => (i % 2 === 0 ? replaced[i / 2]! : part)).join('');

  const variants = new Map<string, number>(); // text → how many candidates it may bring
  // What the visitor meant, as far as the vocabulary tells: the candidates are ranked by it.
  const meant = join(corrected);
  variants.set(meant, limit);
  const last = words.length - 1;
  for (const alternative of checked.get(words[last]!)?.similar.slice(0, LAST_WORD_ALTERNATIVES) ??
    []) {
    variants.set(join(corrected.map((word, i) => (i === last ? alternative : word))), limit);
  }
  variants.delete(terms.q); // its prefix matches are the caller's
  // The fallback: the first word alone, searched only when the variants above find too few.
  const firstWord = corrected.find((word) => word.length >= MIN_CORRECTED_LENGTH);
  const fallback =
    firstWord && firstWord !== terms.q && !variants.has(firstWord) ? firstWord : undefined;
  if (variants.size === 0 && !fallback) return [];

  // One round trip: every variant's candidates, ranked by resemblance to the text
  // (`company_similar_search`, migration 20261128220000). Each variant reads at most a fixed
  // number of rows from each index, in index order, so the work does not grow with the number of
  // companies sharing a word. The tiers' own cascade (company_prefix_search) would sort a whole
  // band when the bands above are thin: ~1,100 rows for one common word at a million companies
  // whose names share 120 words.
  const list = [...variants].map(([text, wanted]) => ({ text, wanted, fallback: false }));
  if (fallback) list.push({ text: fallback, wanted: FIRST_WORD_CANDIDATES, fallback: true });
  const texts = list.map((variant) => variant.text);
  const domains = list.map((variant) => termsFor(variant.text).domain);
  const limits = list.map((variant) => variant.wanted + exclude.size);
  const fallbacks = list.map((variant) => variant.fallback);
  return runSql<Suggestion>(
    knex,
    sql`select id, name, domain
        from company_similar_search(${texts}::text[], ${domains}::text[], ${limits}::int[],
          ${fallbacks}::boolean[], ${[...exclude]}::int[], ${meant}, ${limit})
          with ordinality as s(id, name, domain, position)
        order by position`,
  );
}

interface CheckedWord {
  /** The first vocabulary word at or after it (equal: known; starting with it: a prefix). */
  next: string | null;
  /** Known words with pg_trgm similarity ≥ 0.3, most similar first, itself excluded. */
  similar: string[];
}

/** A word as typed when the vocabulary knows it (the last word: when a known word starts
 * with it, as it may be unfinished); otherwise its most similar known word, if any. */
function correction(word: string, checked: CheckedWord | undefined, isLast: boolean): string {
  if (!checked || checked.next === word) return word;
  if (isLast && checked.next?.startsWith(word)) return word;
  return checked.similar[0] ?? word;
}

async function checkWords(knex: Knex, words: string[]): Promise<Map<string, CheckedWord>> {
  const toCheck = [...new Set(words.filter((word) => word.length >= MIN_CORRECTED_LENGTH))];
  if (toCheck.length === 0) return new Map();
  // A function that always reads the vocabulary's trigram index: inline, the planner scanned
  // every word of a vocabulary of thousands (migration 20261129013000).
  const rows = await runSql<CheckedWord & { word: string }>(
    knex,
    sql`select checked_word as word, next_word as next, similar_words as similar
        from company_search_word_check(${toCheck}::text[], ${LAST_WORD_ALTERNATIVES})`,
  );
  const checked = new Map(rows.map((row) => [row.word, row]));
  await addOneEditWords(knex, checked);
  return checked;
}

/**
 * For the words that are not known, not the start of a known word, and have no word similar
 * enough by trigrams: the known words one typo away (`oneEditAway`), likeliest first. A second
 * round trip, taken only by such a word (a swap or a drop near the start of a short word).
 */
async function addOneEditWords(knex: Knex, checked: Map<string, CheckedWord>): Promise<void> {
  const lost = [...checked].filter(
    ([word, check]) => check.similar.length === 0 && !check.next?.startsWith(word),
  );
  if (lost.length === 0) return;
  const edits = new Map(lost.map(([word]) => [word, oneEditAway(word)]));
  const known = new Set(
    (
      await runSql<{ word: string }>(
        knex,
        sql`select word from company_search_words where word = any(${[...new Set([...edits.values()].flat())]}::text[])`,
      )
    ).map((row) => row.word),
  );
  for (const [word, check] of lost) {
    check.similar = (edits.get(word) ?? [])
      .filter((edit) => known.has(edit))
      .slice(0, LAST_WORD_ALTERNATIVES);
  }
}

function termsFor(text: string): Terms {
  return { q: text, domain: normalizeDomain(text) || text };
}
