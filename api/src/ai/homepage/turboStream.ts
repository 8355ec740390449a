/**
 * React Router 7 (and Remix's single fetch) stream their loaders' data as turbo-stream, inside
 * `streamController.enqueue("…")` calls: one flat array like devalue's (`devalue.ts`), whose
 * objects write each key as `_N`, N the index of the key's string, and each value as the index
 * of the value; negative numbers stand for undefined, null, NaN and the like, and an array that
 * starts with a one-letter tag (`["D", 1718000000000]`, a date; `["P", 3]`, a promise) is a
 * value of another type. Each later line (`P3:[…]`) is a deferred value's own table.
 */
const ENQUEUED = /streamController\.enqueue\(\s*("(?:[^"\\]|\\.)*")\s*\)/g;
const MAX_DEPTH = 14;

/** The values a page's turbo-stream chunks encode, or none when the script holds none. */
export function turboStreamValues(script: string): unknown[] {
  const values: unknown[] = [];
  for (const match of script.matchAll(ENQUEUED)) {
    const chunk = parseJson(match[1] ?? '""');
    if (typeof chunk !== 'string') continue;
    for (const line of chunk.split('\n')) {
      const table = parseJson(line.replace(/^[A-Z]\d+:/, ''));
      if (isTurboStream(table)) values.push(resolve(table, 0, 0, new Set()));
    }
  }
  return values;
}

function isTurboStream(value: unknown): value is unknown[] {
  if (!Array.isArray(value) || value.length < 2) return false;
  const root: unknown = value[0];
  if (!root || typeof root !== 'object' || Array.isArray(root)) return false;
  const entries = Object.entries(root);
  return (
    entries.length > 0 &&
    entries.every(([key, child]) => /^_\d+$/.test(key) && typeof child === 'number')
  );
}

function resolve(table: readonly unknown[], index: number, depth: number, open: Set<number>) {
  // A cycle or a deep chain ends as null: only the fields near the root are the page's data.
  if (index < 0 || open.has(index) || depth > MAX_DEPTH) return null;
  open.add(index);
  const value = resolveValue(table, table[index], depth, open);
  open.delete(index);
  return value;
}

function resolveValue(
  table: readonly unknown[],
  value: unknown,
  depth: number,
  open: Set<number>,
): unknown {
  if (Array.isArray(value)) {
    // A tagged value (a date, a promise, a URL, an error) holds no words of the page.
    if (typeof value[0] === 'string') return null;
    return value.map((item) =>
      typeof item === 'number' ? resolve(table, item, depth + 1, open) : null,
    );
  }
  if (value && typeof value === 'object') {
    const entries: Array<[string, unknown]> = [];
    for (const [key, child] of Object.entries(value)) {
      const name = table[Number(key.slice(1))];
      if (typeof name !== 'string' || typeof child !== 'number') continue;
      entries.push([name, resolve(table, child, depth + 1, open)]);
    }
    return Object.fromEntries(entries);
  }
  return value;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
