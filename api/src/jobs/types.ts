const JOB_TYPES = ['categorize', 'enrich', 'invitations', 'push'] as const;
export type JobType = (typeof JOB_TYPES)[number];
