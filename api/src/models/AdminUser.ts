import type { RelationMappings } from 'objection';
import { AdminInvitation } from './AdminInvitation.ts';
import { TimestampedModel } from './BaseModel.ts';

export type AdminRole = 'admin' | 'super_admin';

export class AdminUser extends TimestampedModel {
  static override tableName = 'admin_users';

  id!: string;
  email!: string;
  password!: string;
  firstName!: string;
  lastName!: string;
  role!: AdminRole;
  isActive!: boolean;
  invitedBy!: string | null;
  lastLoginAt!: Date | null;

  inviter?: AdminUser | null;
  invitations?: AdminInvitation[];

  static override relationMappings = (): RelationMappings => ({
    inviter: {
      relation: TimestampedModel.BelongsToOneRelation,
      modelClass: AdminUser,
      join: { from: 'admin_users.invitedBy', to: 'admin_users.id' },
    },
    invitations: {
      relation: TimestampedModel.HasManyRelation,
      modelClass: AdminInvitation,
      join: { from: 'admin_users.id', to: 'admin_invitations.invitedBy' },
    },
  });
}
