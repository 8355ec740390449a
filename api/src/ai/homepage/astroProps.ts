/**
 * An Astro island's props (`<astro-island props="…">`) as plain JSON. Astro writes each value as
 * a `[type, value]` pair: 0 a plain value (an object's values are pairs again), 1 an array of
 * pairs; the other types (a date, a map, a URL…) keep their value as written. Decoded, the props
 * read as any app's data: `"phone": "+351 222 084 519"`, not `"phone":[0,"+351 222 084 519"]`,
 * so the contact fields are found by their keys. Props that are not such JSON stay as written.
 */
export function astroPropsJson(props: string): string {
  try {
    const parsed: unknown = JSON.parse(props);
    return isPlainObject(parsed) ? JSON.stringify(decodeObject(parsed)) : props;
  } catch {
    return props;
  }
}

const PLAIN = 0;
const ARRAY = 1;

function decodeValue(value: unknown): unknown {
  if (!Array.isArray(value) || value.length !== 2 || typeof value[0] !== 'number') return value;
  const [type, inner] = value as [number, unknown];
  if (type === PLAIN) return isPlainObject(inner) ? decodeObject(inner) : inner;
  if (type === ARRAY && Array.isArray(inner)) return inner.map(decodeValue);
  return inner;
}

function decodeObject(object: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(object).map(([key, value]) => [key, decodeValue(value)]),
  );
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
