/** The values that are set, each once, in their first place. */
export function unique(values: readonly (string | null | undefined)[]): string[] {
  return [...new Set(values.filter((value): value is string => !!value))];
}

/** Adds a value that is set and not in the list yet, at its end. */
export function pushUnique(list: string[], value: string | null): void {
  if (value && !list.includes(value)) list.push(value);
}
