import { z } from 'zod';
import type { UnchangedCounts } from '#shared/text/categorization';

/** The unique key of the one live categorisation (the partial unique index enforces it). */
export const CATEGORIZE_KEY = 'categorize';

export const CategorizePayloadSchema = z.object({
  onlyUncategorized: z.boolean().default(false),
  provider: z.enum(['local', 'openai']).optional(),
  limit: z.number().int().positive().optional(),
  /** Who asked, for the activity log (`admin:{id}`, `system:cli`). */
  requestedBy: z.string().optional(),
});
export type CategorizePayload = z.infer<typeof CategorizePayloadSchema>;

/** One company the run could not profile, and why. */
interface CategorizationFailure {
  companyId: number;
  domain: string;
  reason: string;
}

/**
 * The progress of a categorisation run: the spec's fields (admin-and-data-model.md §3
 * "Categorization progress") first, then what the admin panel and the CLI may show besides.
 */
export interface CategorizationProgress {
  isRunning: boolean;
  current: number;
  total: number;
  currentCompany: string | null;
  /** Companies whose profile was written (a category set or any field filled). */
  updated: number;
  /** Companies the provider could not profile; the reasons are in `failures`. */
  failed: number;
  /** Companies left without a category because the evidence was too weak. */
  uncategorized: number;
  /** Companies profiled but left as they were, by why (the rest of `current`). */
  unchanged: UnchangedCounts;
  /** The most recent failures (at most `MAX_FAILURES_KEPT`). */
  failures: CategorizationFailure[];
  jobId: number | null;
  status: 'queued' | 'running' | 'completed' | 'failed' | 'cancelled' | null;
  /** Why the run itself failed (status `failed`): the job's error, not one company's. */
  error: string | null;
}

export const MAX_FAILURES_KEPT = 100;

/**
 * Why a company the provider profiled was left as it was: the category it found is the one the
 * company has already (and nothing else was missing), no category matched well enough (and
 * nothing else was found), or the company was deleted while the run went on.
 */
export type { UnchangedCounts };

/** What the categorize job keeps in `jobs.progress`: the public progress plus its cursor. */
export interface StoredCategorizeProgress {
  current: number;
  total: number;
  currentCompany: string | null;
  updated: number;
  failed: number;
  uncategorized: number;
  unchanged: UnchangedCounts;
  failures: CategorizationFailure[];
  /** The id of the last company done: a resumed run continues after it, not from zero. */
  cursor: number;
}
