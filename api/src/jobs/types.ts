const JOB_TYPES = ['categorize', 'enrich', 'invitations'] as const;
export type JobType = (typeof JOB_TYPES)[number];
