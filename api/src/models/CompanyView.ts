import type { RelationMappings } from 'objection';
import { BaseModel } from './BaseModel.ts';
import { Company } from './Company.ts';

/** One row per viewer (hashed) per company per day. */
export class CompanyView extends BaseModel {
  static override tableName = 'company_views';
  static override idColumn = ['companyId', 'viewerHash', 'day'];

  companyId!: number;
  viewerHash!: string;
  day!: string;

  company?: Company;

  static override relationMappings = (): RelationMappings => ({
    company: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: Company,
      join: { from: 'company_views.companyId', to: 'companies.id' },
    },
  });
}
