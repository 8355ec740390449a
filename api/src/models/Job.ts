import { TimestampedModel } from './BaseModel.ts';

export type JobStatus = 'queued' | 'running' | 'completed' | 'failed' | 'cancelled';

/** A durable background job (categorisation, enrichment). */
export class Job extends TimestampedModel {
  static override tableName = 'jobs';
  static override jsonAttributes = ['payload', 'progress', 'result'];

  id!: number;
  type!: string;
  status!: JobStatus;
  uniqueKey!: string | null;
  payload!: Record<string, unknown>;
  progress!: Record<string, unknown>;
  result!: Record<string, unknown> | null;
  error!: string | null;
  attempts!: number;
  maxAttempts!: number;
  runAt!: Date;
  lockedBy!: string | null;
  lockedAt!: Date | null;
  heartbeatAt!: Date | null;
  cancelRequested!: boolean;
  startedAt!: Date | null;
  finishedAt!: Date | null;
}
