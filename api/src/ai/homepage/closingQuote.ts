/**
 * Where the string literal that opens at `open` closes (the index of its closing quote, or the
 * code's length when it never closes), its escapes skipped.
 */
export function closingQuote(code: string, open: number): number {
  const quote = code[open];
  let index = open + 1;
  while (index < code.length && code[index] !== quote) index += code[index] === '\\' ? 2 : 1;
  return Math.min(index, code.length);
}
