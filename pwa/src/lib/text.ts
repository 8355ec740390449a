// One rule for every counted text, shared with the API and the CLI.
export { plural } from '#shared/text/plural';

// One formatter each, made once: `toLocaleString` builds a new one on every call, which adds up
// over a page of cards on a slow phone.
const COUNT = new Intl.NumberFormat('en-US');
const MONTH_YEAR = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });
const SHORT_DATE = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

export function formatCount(value: number): string {
  return COUNT.format(value);
}

/** Cuts text at `limit` characters for the preview (the full text stays one click away). */
export function truncate(text: string, limit: number): { text: string; truncated: boolean } {
  if (text.length <= limit) return { text, truncated: false };
  return { text: `${text.slice(0, limit).trimEnd()}...`, truncated: true };
}

export function monthYear(date: string): string {
  return MONTH_YEAR.format(new Date(date));
}

export function shortDate(date: string): string {
  return SHORT_DATE.format(new Date(date));
}

/** An http(s) link from stored data, or null: never a `javascript:` or other scheme in an href. */
export function safeHttpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}
