import type { Knex } from 'knex';
import { plural } from '#shared/text/plural';
import type { ProviderName } from '../../ai/profiler.ts';
import { type Context, withTransaction } from '../../context.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import { Job } from '../../models/Job.ts';
import { recordActivity } from '../../services/activity/recordActivity.ts';
import { enqueueJob, findLiveJob } from '../enqueue.ts';
import { emptyStoredProgress, readStoredProgress, toPublicProgress } from './progress.ts';
import { countCompanies } from './selection.ts';
import {
  CATEGORIZE_KEY,
  type CategorizationProgress,
  type CategorizePayload,
  type StoredCategorizeProgress,
} from './types.ts';

export interface StartCategorizationOptions {
  /** Only companies without a subcategory (default: all companies). */
  onlyUncategorized?: boolean;
  /** Override the configured provider for this run. */
  provider?: ProviderName;
  /** Stop after this many companies. */
  limit?: number;
  /**
   * Continue the last run that was cancelled or failed before finishing (same selection),
   * from where it stopped, instead of starting over. Default false.
   */
  resume?: boolean;
}

/** Categorisation runs survive a few crashes before giving up (each resumes, never restarts). */
const CATEGORIZE_MAX_ATTEMPTS = 5;

/**
 * Queues a categorisation run. Throws 409 `Categorization is already running` (with the
 * current `progress`) when one is queued or running, on any instance.
 */
export async function startCategorization(
  ctx: Context,
  options: StartCategorizationOptions = {},
): Promise<{ job: Job; progress: CategorizationProgress }> {
  return createCategorizationJob(ctx, options, {});
}

/** As `startCategorization`; `claimedBy` inserts the job already held by that worker. */
export async function createCategorizationJob(
  ctx: Context,
  options: StartCategorizationOptions,
  internal: { claimedBy?: string },
): Promise<{ job: Job; progress: CategorizationProgress; resumed: boolean }> {
  const provider = options.provider ?? ctx.config.ai.provider;
  if (provider === 'openai' && !ctx.config.ai.openaiApiKey && !ctx.config.ai.openaiBaseUrl) {
    throw badRequest('The openai provider is not configured: set OPENAI_API_KEY');
  }
  return withTransaction(ctx, async (trx) => {
    const live = await findLiveJob(trx.knex, CATEGORIZE_KEY);
    if (live) throw alreadyRunning(live);

    const payload: CategorizePayload = {
      onlyUncategorized: options.onlyUncategorized ?? false,
      ...(options.provider ? { provider: options.provider } : {}),
      ...(options.limit ? { limit: options.limit } : {}),
      requestedBy: describeActor(ctx),
    };
    const resumedFrom = options.resume ? await resumable(trx.knex, payload) : undefined;
    const resumedAt = resumedFrom ? readStoredProgress(resumedFrom.progress) : undefined;
    const progress: StoredCategorizeProgress = resumedAt
      ? limitRun({ ...resumedAt, currentCompany: null }, options.limit)
      : emptyStoredProgress(await countCompanies(trx.knex, payload));
    const { job, created } = await enqueueJob(trx.knex, {
      type: 'categorize',
      uniqueKey: CATEGORIZE_KEY,
      payload: { ...payload, ...(resumedFrom ? { resumedFrom: resumedFrom.id } : {}) },
      progress,
      maxAttempts: CATEGORIZE_MAX_ATTEMPTS,
      claimedBy: internal.claimedBy,
    });
    if (!created) throw alreadyRunning(job);

    await recordActivity(trx, {
      type: 'categorization_started',
      message: resumedAt
        ? `Categorization resumed at ${resumedAt.current} of ${plural(resumedAt.total, 'company', 'companies')}${
            progress.total < resumedAt.total
              ? `, for ${progress.total - progress.current} more`
              : ''
          }`
        : `Categorization started for ${plural(progress.total, 'company', 'companies')}`,
      entityType: 'job',
      entityId: job.id,
      metadata: { ...payload, provider, total: progress.total, resumedFrom: resumedFrom?.id },
    });
    return { job, progress: toPublicProgress(job), resumed: !!resumedFrom };
  });
}

/**
 * A limit on a resumed run caps the companies this run does, counted from where the last one
 * stopped (`--limit 10` at 40 of 100 ends at 50). Like any limited run, it then completes, and
 * the next run starts a new selection.
 */
export function limitRun(
  progress: StoredCategorizeProgress,
  limit: number | undefined,
): StoredCategorizeProgress {
  if (!limit) return progress;
  return { ...progress, total: Math.min(progress.total, progress.current + limit) };
}

/** The live run's progress, else the last finished run's, else zeros. From any instance. */
export async function getCategorizationProgress(ctx: Context): Promise<CategorizationProgress> {
  const live = await findLiveJob(ctx.knex, CATEGORIZE_KEY);
  if (live) return toPublicProgress(live);
  const last = await Job.query(ctx.knex).where('type', 'categorize').orderBy('id', 'desc').first();
  return toPublicProgress(last);
}

export function alreadyRunning(job: Job) {
  return conflict('Categorization is already running', { progress: toPublicProgress(job) });
}

/** The last run, if it stopped early over the same selection. */
async function resumable(knex: Knex, payload: CategorizePayload): Promise<Job | undefined> {
  const last = await Job.query(knex).where('type', 'categorize').orderBy('id', 'desc').first();
  if (!last || (last.status !== 'cancelled' && last.status !== 'failed')) return undefined;
  const previous = last.payload as Partial<CategorizePayload>;
  if ((previous.onlyUncategorized ?? false) !== payload.onlyUncategorized) return undefined;
  const stored = readStoredProgress(last.progress);
  return stored.current < stored.total ? last : undefined;
}

function describeActor(ctx: Context): string {
  const { actor } = ctx;
  if (actor.type === 'admin') return `admin:${actor.admin.id}`;
  if (actor.type === 'system') return `system:${actor.name}`;
  return actor.type;
}
