import type { Check, Verdict } from '../core/doctor.ts';

/** One mark per verdict, the same in the plain lines and the Ink view. */
export const VERDICT_MARK: Record<Verdict, string> = { ok: '✓', warn: '!', fail: '✗' };

/** `✓ Database: embedded, ./data/pglite (12 ms)`: a check as one plain line. */
export const doctorLine = (check: Check): string =>
  `${VERDICT_MARK[check.verdict]} ${check.name}: ${check.detail}`;
