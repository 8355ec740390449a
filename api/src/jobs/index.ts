/**
 * Durable background jobs: categorisation and enrichment (issue 5). The admin routes and the
 * CLI call exactly these; their names and shapes are stable.
 *
 *   enqueueEnrichment(ctx, companyId, { full? }): Promise<Job>
 *     Queue filling a company's empty profile fields (`full: true`: an admin's full refresh,
 *     overwriting what the profile found). Idempotent while a job for that company is live.
 *     404 `Company not found`. Safe inside the caller's transaction.
 *
 *   startCategorization(ctx, { onlyUncategorized?, provider?, limit?, resume? })
 *     : Promise<{ job, progress }>
 *     Queue a run (the server's runner picks it up within a second). 409 `Categorization is
 *     already running` with `{ progress }` when one is queued or running; 400 when `openai` is
 *     asked for but not configured.
 *
 *   getCategorizationProgress(ctx): Promise<CategorizationProgress>   (categorize/start.ts; the
 *     admin panel reaches it through categorize/adminCategorization.ts)
 *     `{ isRunning, current, total, currentCompany, updated, failed }` (+ uncategorized,
 *     failures, jobId, status) of the live run, else the last one, else zeros. Any instance.
 *
 *   cancelJob(ctx, jobId): Promise<Job>            404 `Job not found`
 *   cancelCategorization(ctx): Promise<Job | undefined>
 *
 *   runCategorization(ctx, options, { onProgress?, signal? })
 *     : Promise<{ job, progress, resumed }>
 *     The CLI's foreground run. Aborting `signal` stops after the current company (the job
 *     ends cancelled); running again resumes from there. 409 with `{ progress }` when another
 *     live process runs one: then `followJob`.
 *
 *   followJob(ctx, jobId, { onProgress?, signal?, intervalMs? }): Promise<Job>
 *     Watch a job another process runs until it ends.
 *
 *   startJobRunner({ db, config, logger }): { stop(): Promise<void>, poke(), workerId }
 *     The server's in-process worker (main.ts starts it after the database is ready and stops
 *     it before closing the database).
 */

export { followJob, runCategorization } from './categorize/foreground.ts';
export {
  type StartCategorizationOptions,
  startCategorization,
} from './categorize/start.ts';
export type { CategorizationProgress } from './categorize/types.ts';
export { enqueueEnrichment } from './enrich/enqueueEnrichment.ts';
export { startJobRunner } from './runner.ts';
