import { BaseModel } from './BaseModel.ts';

/** A stored answer to a write, replayed when the same Idempotency-Key comes again. */
export class IdempotencyKey extends BaseModel {
  static override tableName = 'idempotency_keys';
  static override jsonAttributes = ['response'];

  id!: number;
  key!: string;
  scope!: string;
  method!: string;
  path!: string;
  requestHash!: string;
  statusCode!: number;
  response!: unknown;
  createdAt!: Date;
  expiresAt!: Date;
}
