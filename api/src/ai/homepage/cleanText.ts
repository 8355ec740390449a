/** White space collapsed and trimmed, or null when nothing is left. */
export function clean(value: string): string | null {
  const collapsed = value.replace(/\s+/g, ' ').trim();
  return collapsed === '' ? null : collapsed;
}

/** `clean`, with nothing left read as the empty text. */
export function cleanText(value: string): string {
  return clean(value) ?? '';
}
