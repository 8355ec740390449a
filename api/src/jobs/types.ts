const JOB_TYPES = ['categorize', 'enrich'] as const;
export type JobType = (typeof JOB_TYPES)[number];
