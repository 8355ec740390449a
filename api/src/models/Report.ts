import type { RelationMappings } from 'objection';
import { AdminUser } from './AdminUser.ts';
import { BaseModel } from './BaseModel.ts';
import { Company } from './Company.ts';
import { User } from './User.ts';

/** Stored status; the admin screen shows `pending` as "open". */
export type ReportStatus = 'pending' | 'resolved' | 'dismissed';

export class Report extends BaseModel {
  static override tableName = 'reports';

  id!: number;
  companyId!: number;
  companyDomain!: string;
  issue!: string;
  status!: ReportStatus;
  userId!: string | null;
  visitorId!: string | null;
  createdAt!: Date;
  resolvedAt!: Date | null;
  resolvedBy!: string | null;

  company?: Company;
  user?: User | null;
  resolver?: AdminUser | null;

  static override relationMappings = (): RelationMappings => ({
    company: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: Company,
      join: { from: 'reports.companyId', to: 'companies.id' },
    },
    user: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: User,
      join: { from: 'reports.userId', to: 'users.id' },
    },
    resolver: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: AdminUser,
      join: { from: 'reports.resolvedBy', to: 'admin_users.id' },
    },
  });
}
