import type { RelationMappings } from 'objection';
import { BaseModel } from './BaseModel.ts';
import { Category } from './Category.ts';

export class Subcategory extends BaseModel {
  static override tableName = 'subcategories';

  id!: number;
  categoryId!: number;
  name!: string;
  slug!: string;
  description!: string | null;
  position!: number;
  createdAt!: Date;

  category?: Category;

  static override relationMappings = (): RelationMappings => ({
    category: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: Category,
      join: { from: 'subcategories.categoryId', to: 'categories.id' },
    },
  });
}
