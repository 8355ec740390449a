import { BaseModel } from './BaseModel.ts';

/** An admin's two-factor state (`admin_two_factor`); secrets are sealed (see `secretBox.ts`). */
export class AdminTwoFactor extends BaseModel {
  static override tableName = 'admin_two_factor';
  static override idColumn = 'adminId';

  adminId!: string;
  /** The sealed secret in use; null until enrolment is confirmed. */
  secret!: string | null;
  enrolledAt!: Date | null;
  /** A sealed secret shown for (re-)enrolment, waiting for its first code. */
  pendingSecret!: string | null;
  pendingAt!: Date | null;
  /** Kept as text by the driver (bigint); compare as numbers. */
  lastUsedStep!: string | number | null;
  updatedAt!: Date;

  override $beforeInsert(): void {
    this.updatedAt ??= new Date();
  }

  override $beforeUpdate(): void {
    this.updatedAt = new Date();
  }
}
