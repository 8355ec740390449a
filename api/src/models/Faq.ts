import type { RelationMappings } from 'objection';
import { BaseModel } from './BaseModel.ts';
import { Company } from './Company.ts';

export class Faq extends BaseModel {
  static override tableName = 'faqs';

  id!: number;
  companyId!: number;
  question!: string;
  answer!: string;
  order!: number;
  createdAt!: Date;

  company?: Company;

  static override relationMappings = (): RelationMappings => ({
    company: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: Company,
      join: { from: 'faqs.companyId', to: 'companies.id' },
    },
  });
}
