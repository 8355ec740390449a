/**
 * Text search helpers for the admin lists. Queries of three characters or more use the trigram
 * indexes (`ILIKE '%q%'`); shorter ones cannot (no trigram to look up), so they match prefixes
 * through the `text_pattern_ops` indexes instead. Review text uses full-text word prefixes.
 */
const TRIGRAM_MIN_LENGTH = 3;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** `%text%`, with LIKE's wildcards in the text taken literally. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** `text%`, lower-cased, for the prefix indexes. */
export function prefixPattern(text: string): string {
  return `${escapeLike(text.toLowerCase())}%`;
}

export function usesTrigrams(text: string): boolean {
  return text.length >= TRIGRAM_MIN_LENGTH;
}

/**
 * A `to_tsquery('simple', …)` text matching every word of `text` as a prefix
 * (`late refund` → `'late':* & 'refund':*`), or undefined when it has no words. Words keep only
 * letters and digits, so nothing the user types can break the query syntax.
 */
export function wordPrefixQuery(text: string): string | undefined {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, 8);
  if (words.length === 0) return undefined;
  return words.map((word) => `'${word}':*`).join(' & ');
}
