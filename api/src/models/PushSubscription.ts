import { BaseModel } from './BaseModel.ts';

/** A browser a user turned Web Push on in (issue 37): where and how to push to it. */
export class PushSubscription extends BaseModel {
  static override tableName = 'push_subscriptions';

  id!: number;
  userId!: string;
  /** The push service's URL for this browser (RFC 8030). */
  endpoint!: string;
  /** The browser's P-256 public key, base64url (RFC 8291 `ua_public`). */
  p256dh!: string;
  /** The browser's authentication secret, base64url. */
  auth!: string;
  createdAt!: Date;
  lastSuccessAt!: Date | null;
  /** Failed sends since the last success. */
  failureCount!: number;

  override $beforeInsert(): void {
    this.createdAt ??= new Date();
  }
}
