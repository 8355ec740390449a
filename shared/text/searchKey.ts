/**
 * A company name as the search compares it, the same rule as the database's
 * `company_search_key` (migration 20261128220000): lower-cased, every run of spaces,
 * punctuation and symbols as one space, trimmed. So "bailey conn" and "bailey-conn" both find
 * "Bailey, Conn & Smith". For searches that run outside the database: the on-device search
 * while offline, and the bench's check of what a search found.
 */
export function searchKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\s\p{P}\p{S}]+/gu, ' ')
    .trim();
}
