import type { RelationMappings } from 'objection';
import { BaseModel } from './BaseModel.ts';
import { Category } from './Category.ts';
import { Company } from './Company.ts';
import { Subcategory } from './Subcategory.ts';

export class Award extends BaseModel {
  static override tableName = 'awards';

  id!: number;
  companyId!: number;
  categoryId!: number | null;
  subcategoryId!: number | null;
  awardType!: string;
  position!: number;
  quarter!: string;
  year!: number;
  createdAt!: Date;
  // The winner's figures for that quarter, frozen when computed (issue 14).
  averageRating!: number | null;
  reviewCount!: number | null;
  trustScore!: number | null;

  company?: Company;
  category?: Category | null;
  subcategory?: Subcategory | null;

  static override relationMappings = (): RelationMappings => ({
    company: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: Company,
      join: { from: 'awards.companyId', to: 'companies.id' },
    },
    category: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: Category,
      join: { from: 'awards.categoryId', to: 'categories.id' },
    },
    subcategory: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: Subcategory,
      join: { from: 'awards.subcategoryId', to: 'subcategories.id' },
    },
  });
}
