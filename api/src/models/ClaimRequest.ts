import type { RelationMappings } from 'objection';
import { AdminUser } from './AdminUser.ts';
import { BaseModel } from './BaseModel.ts';
import { Company } from './Company.ts';
import { User } from './User.ts';

export type ClaimStatus = 'pending' | 'verified' | 'rejected';

export class ClaimRequest extends BaseModel {
  static override tableName = 'claim_requests';

  id!: number;
  companyId!: number;
  userId!: string | null;
  visitorId!: string | null;
  email!: string;
  /** What the claim dialog said of the claimant, for the admin who decides it. */
  fullName!: string | null;
  position!: string | null;
  additionalInfo!: string | null;
  /** SHA-256 of the mailed verification token, when one was sent. */
  verificationToken!: string | null;
  status!: ClaimStatus;
  createdAt!: Date;
  verifiedAt!: Date | null;
  rejectedAt!: Date | null;
  decidedBy!: string | null;

  company?: Company;
  user?: User | null;
  decider?: AdminUser | null;

  static override relationMappings = (): RelationMappings => ({
    company: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: Company,
      join: { from: 'claim_requests.companyId', to: 'companies.id' },
    },
    user: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: User,
      join: { from: 'claim_requests.userId', to: 'users.id' },
    },
    decider: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: AdminUser,
      join: { from: 'claim_requests.decidedBy', to: 'admin_users.id' },
    },
  });
}
