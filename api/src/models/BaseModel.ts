import { Model } from 'objection';

/**
 * Column names are camelCase here and snake_case in the database: the knex instance carries
 * `knexSnakeCaseMappers`, so models need no mapping of their own.
 */
export class BaseModel extends Model {
  static override useLimitInFirst = true;
}

/** Models with `created_at`/`updated_at`. */
export class TimestampedModel extends BaseModel {
  createdAt!: Date;
  updatedAt!: Date;

  override $beforeInsert(): void {
    const now = new Date();
    this.createdAt ??= now;
    this.updatedAt ??= now;
  }

  override $beforeUpdate(): void {
    this.updatedAt = new Date();
  }
}
