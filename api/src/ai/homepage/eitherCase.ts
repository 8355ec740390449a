/**
 * Lower-case words as alternatives that may also start with a capital ("[Bb]rauerei"): the word
 * in either case, in a pattern whose `u` flag must stay case-sensitive for the capitalised name
 * after it.
 */
export function eitherCaseFirst(words: readonly string[]): string {
  return words
    .map((word) => `[${word.charAt(0).toUpperCase()}${word.charAt(0)}]${word.slice(1)}`)
    .join('|');
}
