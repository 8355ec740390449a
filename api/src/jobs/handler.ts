import type { HomepageReader } from '../ai/homepage/readHomepage.ts';
import type { Profiler, ProviderName } from '../ai/profiler.ts';
import type { Context } from '../context.ts';
import type { Job } from '../models/Job.ts';

/** What jobs use to profile companies; tests and the evaluation substitute their own. */
export interface JobServices {
  /** The profiler for a run: the configured provider unless the job names another. */
  profilerFor(provider?: ProviderName): Profiler;
  reader: HomepageReader;
  /** Pause between companies in a categorisation run with this provider. */
  rateMsFor(provider: ProviderName): number;
}

/**
 * One claimed job being worked on. `Progress` is what this job type reports as it goes (a
 * categorisation run: its counts); the runner passes it through without reading it.
 */
export interface JobRun<Progress = unknown> {
  job: Job;
  /** A system actor on the database itself (no transaction): handlers open small ones. */
  ctx: Context;
  workerId: string;
  services: JobServices;
  /** Stop now: shutdown or cancel. In-flight reads and model calls are abandoned. */
  abort: AbortSignal;
  /** Stop after the current company (the CLI's Ctrl-C); implied by `abort`. */
  stop: AbortSignal;
  onProgress?: (progress: Progress) => void;
}

type JobOutcome =
  | { status: 'completed'; result: Record<string, unknown> }
  /** Ended early because `stop` or `abort` fired; the runner decides what that means. */
  | { status: 'stopped' };

export type JobHandler<Progress = unknown> = (run: JobRun<Progress>) => Promise<JobOutcome>;

/** A failure of the whole job. `retryable`: worth another attempt later (up to max_attempts). */
export class JobFailure extends Error {
  override name = 'JobFailure';
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}
