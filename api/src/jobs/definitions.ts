import { runCategorizeJob } from './categorize/categorizeJob.ts';
import { categorizationFinished } from './categorize/finished.ts';
import { runEnrichJob } from './enrich/enrichJob.ts';
import type { JobDefinition } from './executeJob.ts';
import type { JobType } from './types.ts';

/** Each job type's handler and what happens when a run ends: the runner itself is generic. */
export const JOB_DEFINITIONS: Readonly<Record<JobType, JobDefinition>> = {
  categorize: { run: runCategorizeJob, onFinished: categorizationFinished },
  enrich: { run: runEnrichJob },
};
