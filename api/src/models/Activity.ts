import { BaseModel } from './BaseModel.ts';

export type ActorType = 'user' | 'visitor' | 'admin' | 'system';

/** The event log behind the dashboard's recent activity and the Platform Activity feed. */
export class Activity extends BaseModel {
  static override tableName = 'activity';
  static override jsonAttributes = ['metadata'];

  id!: number;
  type!: string;
  actorType!: ActorType;
  actorId!: string | null;
  entityType!: string | null;
  entityId!: string | null;
  message!: string;
  metadata!: Record<string, unknown>;
  createdAt!: Date;
}
