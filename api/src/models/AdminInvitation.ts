import type { RelationMappings } from 'objection';
import type { AdminRole } from './AdminUser.ts';
import { AdminUser } from './AdminUser.ts';
import { BaseModel } from './BaseModel.ts';

export class AdminInvitation extends BaseModel {
  static override tableName = 'admin_invitations';

  id!: number;
  email!: string;
  /** SHA-256 of the raw token; the raw token is returned once, at creation. */
  token!: string;
  role!: AdminRole;
  invitedBy!: string | null;
  isUsed!: boolean;
  expiresAt!: Date;
  createdAt!: Date;
  usedAt!: Date | null;

  inviter?: AdminUser | null;

  static override relationMappings = (): RelationMappings => ({
    inviter: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: AdminUser,
      join: { from: 'admin_invitations.invitedBy', to: 'admin_users.id' },
    },
  });
}
