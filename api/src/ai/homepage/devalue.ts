/**
 * Nuxt 3's `__NUXT_DATA__` is written by devalue: one flat array whose objects and arrays hold
 * the indices of their values, so a key stands far from its value and is found only by
 * following the indices from the root (index 0).
 */
export function isDevalue(value: unknown): value is unknown[] {
  if (!Array.isArray(value) || value.length < 2) return false;
  const root = value[0];
  const children = Array.isArray(root)
    ? unwrapped(root)
    : root && typeof root === 'object'
      ? Object.values(root)
      : [];
  return children.length > 0 && children.every((child) => typeof child === 'number');
}

/**
 * ["Reactive", 3], ["ShallowRef", 5]: devalue's wrapper, a type's name before indices. A list of
 * strings written in place (["Initiation au tour", "Stage émaillage"]) is no wrapper.
 */
function unwrapped(items: readonly unknown[]): readonly unknown[] {
  const [first, ...rest] = items;
  // An empty Set or Map is its name alone (["Set"]).
  const wrapper = typeof first === 'string' && rest.every((item) => typeof item === 'number');
  return wrapper ? rest : items;
}

const MAX_DEPTH = 14;

/**
 * A devalue table as the value it encodes (`{"kontakt": {"strasse": "Hauptstraße 77", "ort":
 * "76831 Birkweiler"}}`): its strings are then read like any other app's data, and fields read
 * by their keys (`payloadContacts.ts`) stand beside their values.
 */
export function resolveDevalue(table: readonly unknown[]): unknown {
  return resolve(table, 0, 0, new Set());
}

function resolve(table: readonly unknown[], index: number, depth: number, open: Set<number>) {
  // A cycle or a deep chain ends as null: only the fields near the root are contact data.
  if (open.has(index) || depth > MAX_DEPTH) return null;
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
    const items = unwrapped(value).map((item) =>
      typeof item === 'number' ? resolve(table, item, depth + 1, open) : item,
    );
    // A wrapper (["ShallowReactive", 1]) stands for its one value.
    return items.length === 1 && items.length < value.length ? items[0] : items;
  }
  if (value && typeof value === 'object') {
    // devalue stores every value in the table, but a hand-rolled or older serialiser of the same
    // shape writes strings and objects in place: those stay as they are.
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => [
        key,
        typeof child === 'number' ? resolve(table, child, depth + 1, open) : child,
      ]),
    );
  }
  return value;
}
