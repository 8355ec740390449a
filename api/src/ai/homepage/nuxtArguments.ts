import { closingQuote } from './closingQuote.ts';

/**
 * Nuxt 2 ships its state as a function called with the values it repeats:
 * `window.__NUXT__=(function(a,b,c){return {…,contatti:{indirizzo:a,citta:b}}}("Via Pignolo 27",
 * "24121 Bergamo",true))`. The page shows those values where the state names them, so each
 * parameter that stands as a value is read as its argument, in place, before the state's keys
 * and strings are read (`scriptStrings.ts`).
 */
const NUXT_FUNCTION = /__NUXT__\s*=\s*\(\s*function\s*\(([\w$,\s]*)\)\s*\{/;
/** Arguments that are written out: strings, numbers, booleans, null, `void 0`. */
const LITERAL =
  /^(?:"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|-?\d+(?:\.\d+)?(?:e[+-]?\d+)?|true|false|null|void 0)$/i;

export function withNuxtArgumentsInlined(script: string): string {
  const head = NUXT_FUNCTION.exec(script);
  if (!head) return script;
  const bodyStart = head.index + head[0].length;
  const call = script.lastIndexOf('}(');
  if (call < bodyStart) return script;
  const params = (head[1] ?? '').split(',').map((param) => param.trim());
  const tail = /\)\s*\)\s*;?\s*$/.exec(script.slice(call + 2));
  if (!tail) return script;
  const args = topLevelParts(script.slice(call + 2, call + 2 + tail.index));
  const values = new Map<string, string>();
  params.forEach((param, index) => {
    const arg = args[index]?.trim();
    if (param && arg && LITERAL.test(arg)) values.set(param, arg === 'void 0' ? 'null' : arg);
  });
  if (values.size === 0) return script;
  const body = inlined(script.slice(bodyStart, call), values);
  // The call's written-out arguments now stand in place: read once, where the state names them.
  const rest = args.map((arg, index) => (values.has(params[index] ?? '') ? 'null' : arg));
  return `${script.slice(0, bodyStart)}${body}}(${rest.join(',')}${tail[0]}`;
}

/** The parts of an argument list split at its top-level commas, strings and brackets kept whole. */
function topLevelParts(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < list.length; index++) {
    const char = list[index];
    if (char === '"' || char === "'") {
      index = closingQuote(list, index);
    } else if (char === '{' || char === '[' || char === '(') {
      depth++;
    } else if (char === '}' || char === ']' || char === ')') {
      depth--;
    } else if (char === ',' && depth === 0) {
      parts.push(list.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(list.slice(start));
  return parts;
}

/** The code with each parameter that stands as a value (not a key, not a property) replaced. */
function inlined(code: string, values: ReadonlyMap<string, string>): string {
  let out = '';
  let index = 0;
  while (index < code.length) {
    const char = code[index] as string;
    if (char === '"' || char === "'") {
      const end = closingQuote(code, index);
      out += code.slice(index, end + 1);
      index = end + 1;
      continue;
    }
    const word = /^[A-Za-z_$][\w$]*/.exec(code.slice(index, index + 64))?.[0];
    if (word) {
      const before = out.trimEnd().at(-1);
      const isKey = /^\s*:(?!:)/.test(code.slice(index + word.length, index + word.length + 8));
      const value = values.get(word);
      out += value !== undefined && before !== '.' && !isKey ? value : word;
      index += word.length;
      continue;
    }
    out += char;
    index++;
  }
  return out;
}
