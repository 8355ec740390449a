import { runInvitationsJob } from '../services/invitations/sendInvitations.ts';
import { runReviewPushJob } from '../services/push/sendReviewPushes.ts';
import { runCategorizeJob } from './categorize/categorizeJob.ts';
import { categorizationFinished } from './categorize/finished.ts';
import { runEnrichJob } from './enrich/enrichJob.ts';
import type { JobDefinition } from './executeJob.ts';
import type { JobType } from './types.ts';

/**
 * Each job type's handler and what happens when a run ends: the runner itself is generic.
 * (`satisfies`, not a type annotation: each entry keeps its own progress type, which the
 * categorisation run's foreground caller listens to.)
 */
export const JOB_DEFINITIONS = {
  categorize: { run: runCategorizeJob, onFinished: categorizationFinished },
  enrich: { run: runEnrichJob },
  invitations: { run: runInvitationsJob },
  push: { run: runReviewPushJob },
} satisfies Readonly<Record<JobType, JobDefinition>>;
