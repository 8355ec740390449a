import type { RelationMappings } from 'objection';
import { BaseModel } from './BaseModel.ts';
import { Company } from './Company.ts';
import { User } from './User.ts';

export class Subscription extends BaseModel {
  static override tableName = 'subscriptions';
  static override idColumn = ['userId', 'companyId'];

  userId!: string;
  companyId!: number;
  createdAt!: Date;

  user?: User;
  company?: Company;

  static override relationMappings = (): RelationMappings => ({
    user: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: User,
      join: { from: 'subscriptions.userId', to: 'users.id' },
    },
    company: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: Company,
      join: { from: 'subscriptions.companyId', to: 'companies.id' },
    },
  });
}
