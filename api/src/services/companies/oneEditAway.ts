/** Letters tried where a typo may have dropped or changed one (plus the word's own letters). */
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz';

/**
 * The strings one typo away from `word`, likeliest first: two neighbours swapped, then a letter
 * added, dropped or changed. For the search's word check when the vocabulary has no word similar
 * enough by trigrams: a swap or a drop near the start of a short word ("baliey", "btz") changes
 * most of its trigrams, so pg_trgm finds nothing, while a lookup of these few hundred strings
 * in the vocabulary's primary key finds "bailey" and "batz".
 */
export function oneEditAway(word: string): string[] {
  const letters = [...new Set([...ALPHABET, ...word])];
  const swaps: string[] = [];
  const changes: string[] = [];
  for (let i = 0; i < word.length; i++) {
    if (i + 1 < word.length && word[i] !== word[i + 1]) {
      swaps.push(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
    }
    changes.push(word.slice(0, i) + word.slice(i + 1));
    for (const letter of letters) {
      if (letter !== word[i]) changes.push(word.slice(0, i) + letter + word.slice(i + 1));
    }
  }
  for (let i = 0; i <= word.length; i++) {
    for (const letter of letters) changes.push(word.slice(0, i) + letter + word.slice(i));
  }
  return [...new Set([...swaps, ...changes])].filter((candidate) => candidate !== word);
}
