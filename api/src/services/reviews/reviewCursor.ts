/**
 * The `?before` cursor of newest-first review lists: the last item's creation time (to the
 * microsecond, as PostgreSQL stores it) and id, base64url-encoded so clients treat it as
 * opaque.
 */
export interface ReviewCursor {
  /** ISO 8601 in UTC with microseconds: `2026-11-21T10:00:00.123456Z`. */
  createdAt: string;
  id: number;
  /** The sort key of the last item for the lists not sorted by time (issue 14): a whole number. */
  key?: number;
}

const SHAPE =
  /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?Z)\|(\d{1,10})(?:\|(-?\d{1,10}))?$/;

export function encodeCursor(cursor: ReviewCursor): string {
  const key = cursor.key === undefined ? '' : `|${cursor.key}`;
  return Buffer.from(`${cursor.createdAt}|${cursor.id}${key}`).toString('base64url');
}

/** The cursor, or undefined when the text is not one of ours. */
export function decodeCursor(text: string): ReviewCursor | undefined {
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(text)) return undefined;
  const match = SHAPE.exec(Buffer.from(text, 'base64url').toString('utf8'));
  if (!match) return undefined;
  const id = Number(match[2]);
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) return undefined;
  if (Number.isNaN(Date.parse(match[1]!))) return undefined;
  if (match[3] === undefined) return { createdAt: match[1]!, id };
  const key = Number(match[3]);
  if (Math.abs(key) > 2_147_483_647) return undefined;
  return { createdAt: match[1]!, id, key };
}

/** SQL for a review's cursor time with microseconds, in UTC. */
export const CURSOR_TIME_SQL = `to_char(reviews.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
