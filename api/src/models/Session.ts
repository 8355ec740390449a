import { BaseModel } from './BaseModel.ts';

/** koa-session's external store rows: shared by every API instance. */
export class Session extends BaseModel {
  static override tableName = 'sessions';
  static override idColumn = 'sid';
  static override jsonAttributes = ['sess'];

  sid!: string;
  sess!: Record<string, unknown>;
  expire!: Date;
}
