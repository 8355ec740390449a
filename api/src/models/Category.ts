import type { RelationMappings } from 'objection';
import { BaseModel } from './BaseModel.ts';
import { Subcategory } from './Subcategory.ts';

export class Category extends BaseModel {
  static override tableName = 'categories';

  id!: number;
  name!: string;
  slug!: string;
  description!: string | null;
  position!: number;
  createdAt!: Date;

  subcategories?: Subcategory[];

  static override relationMappings = (): RelationMappings => ({
    subcategories: {
      relation: BaseModel.HasManyRelation,
      modelClass: Subcategory,
      join: { from: 'categories.id', to: 'subcategories.categoryId' },
    },
  });
}
