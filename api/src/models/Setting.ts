import { BaseModel } from './BaseModel.ts';

/** Platform settings edited in the admin panel, one JSON value per key. */
export class Setting extends BaseModel {
  static override tableName = 'settings';
  static override idColumn = 'key';
  static override jsonAttributes = ['value'];

  key!: string;
  value!: unknown;
  updatedAt!: Date;
  updatedBy!: string | null;
}
