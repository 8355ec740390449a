/**
 * Calendar quarters in UTC, written `2026Q3` in URLs and the CLI and shown `2026 Q3`.
 * Pure, so the server, the CLI and the PWA read and write them alike.
 */
export interface Quarter {
  year: number;
  /** 1 to 4. */
  quarter: number;
}

const QUARTER_TEXT = /^(\d{4})Q([1-4])$/;

/** `2026Q3` → `{ year: 2026, quarter: 3 }`; undefined for anything else (years 2000–2999). */
export function parseQuarter(text: string): Quarter | undefined {
  const match = QUARTER_TEXT.exec(text.trim().toUpperCase());
  if (!match) return undefined;
  const year = Number(match[1]);
  if (year < 2000) return undefined;
  return { year, quarter: Number(match[2]) };
}

export function formatQuarter(q: Quarter): string {
  return `${q.year}Q${q.quarter}`;
}

/** `2026 Q3`, as headings show it. */
export function quarterLabel(q: Quarter): string {
  return `${q.year} Q${q.quarter}`;
}

/** The quarter's first instant and the next quarter's first instant (exclusive end), UTC. */
export function quarterBounds(q: Quarter): { start: Date; end: Date } {
  return {
    start: new Date(Date.UTC(q.year, (q.quarter - 1) * 3, 1)),
    end: new Date(Date.UTC(q.year, q.quarter * 3, 1)),
  };
}

function quarterOf(date: Date): Quarter {
  return { year: date.getUTCFullYear(), quarter: Math.floor(date.getUTCMonth() / 3) + 1 };
}

export function previousQuarter(q: Quarter): Quarter {
  return q.quarter === 1
    ? { year: q.year - 1, quarter: 4 }
    : { year: q.year, quarter: q.quarter - 1 };
}

/** The last quarter that has fully ended at `now`: the one whose awards are due. */
export function lastEndedQuarter(now: Date): Quarter {
  return previousQuarter(quarterOf(now));
}
