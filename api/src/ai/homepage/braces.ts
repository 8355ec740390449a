/**
 * Braces in a script's text, read without parsing it (a JS app's payload is often code, not
 * JSON): where the object around a position starts and ends.
 */

/** The nearest `{` at or before `from` that no `}` between closes, or `stop - 1`. */
export function unmatchedOpenBrace(script: string, from: number, stop: number): number {
  let depth = 0;
  for (let index = from; index >= stop; index -= 1) {
    if (script[index] === '}') depth += 1;
    else if (script[index] === '{') {
      if (depth === 0) return index;
      depth -= 1;
    }
  }
  return stop - 1;
}

/** The `}` that closes the `{` at `open`, looking no further than `stop`; -1 if none. */
export function matchingCloseBrace(script: string, open: number, stop: number): number {
  let depth = 0;
  for (let index = open; index < Math.min(stop, script.length); index += 1) {
    if (script[index] === '{') depth += 1;
    else if (script[index] === '}') {
      depth -= 1;
      if (depth === 0) return index;
    }
  }
  return -1;
}
