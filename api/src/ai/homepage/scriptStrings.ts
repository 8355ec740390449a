/**
 * The prose inside a JavaScript app's data payload (`__NEXT_DATA__`, `window.__NUXT__`, an
 * `application/json` island): a JS shell's words live only there, and a crawler that renders
 * the page would show them.
 */
const PAYLOAD_MARKERS =
  /__NEXT_DATA__|__NUXT__|__INITIAL_STATE__|__APOLLO_STATE__|__PRELOADED_STATE__/;
const MAX_STRINGS = 400;

/** Whether a script's content (with its attributes) is a data payload worth reading. */
export function isDataScript(attributes: Record<string, string>): boolean {
  const type = (attributes.type ?? '').toLowerCase();
  if (type.includes('ld+json')) return false;
  return type.includes('json') || attributes.id === '__NEXT_DATA__' || !attributes.src;
}

export function payloadStrings(script: string, attributes: Record<string, string>): string[] {
  const type = (attributes.type ?? '').toLowerCase();
  const isJson = type.includes('json') || attributes.id === '__NEXT_DATA__';
  if (!isJson && !PAYLOAD_MARKERS.test(script)) return [];
  const start = isJson ? 0 : script.search(/[{[]/);
  if (start < 0) return [];
  const body = script.slice(start).replace(/;?\s*$/, '');
  const strings: string[] = [];
  try {
    collect(JSON.parse(body), strings, 0);
  } catch {
    // Not JSON (a Nuxt function, a minified object): its double-quoted strings still are.
    for (const match of body.matchAll(/"((?:[^"\\]|\\.){3,500})"/g)) {
      try {
        strings.push(JSON.parse(`"${match[1]}"`) as string);
      } catch {
        // A broken escape: skip this string.
      }
      if (strings.length >= MAX_STRINGS) break;
    }
  }
  return strings.filter(isProse);
}

function collect(value: unknown, into: string[], depth: number): void {
  if (depth > 12 || into.length >= MAX_STRINGS) return;
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) for (const item of value) collect(item, into, depth + 1);
  else if (value && typeof value === 'object') {
    for (const child of Object.values(value)) collect(child, into, depth + 1);
  }
}

/** Words a person would read: letters and a space, not a URL, path, id or class list. */
function isProse(text: string): boolean {
  if (!/\p{L}{2,}/u.test(text) || !/\s/.test(text.trim())) return false;
  if (/^(https?:|\/|#|\.)/.test(text) || /[{}<>]|=>|function\s*\(/.test(text)) return false;
  return !/^[\w-]+(\s+[\w-]+)*$/.test(text) || /[A-ZÀ-Ý]/.test(text[0] ?? '');
}
