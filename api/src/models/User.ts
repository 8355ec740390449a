import type { RelationMappings } from 'objection';
import { TimestampedModel } from './BaseModel.ts';
import { Review } from './Review.ts';
import { Subscription } from './Subscription.ts';

export class User extends TimestampedModel {
  static override tableName = 'users';

  id!: string;
  email!: string;
  /** argon2id hash; presenters never copy it. */
  password!: string;
  firstName!: string | null;
  lastName!: string | null;
  profileImageUrl!: string | null;
  title!: string | null;
  isEmailVerified!: boolean;
  /** SHA-256 of the verification link's token; the raw token only travels in the mail. */
  emailVerificationToken!: string | null;
  emailVerificationExpires!: Date | null;
  emailVerificationSentAt!: Date | null;
  emailVerifiedAt!: Date | null;
  /** SHA-256 of the reset link's token (issue 34), valid until `passwordResetExpires`. */
  passwordResetToken!: string | null;
  passwordResetExpires!: Date | null;
  /** An email change waiting for the new address to follow its link (issue 34). */
  pendingEmail!: string | null;
  pendingEmailToken!: string | null;
  pendingEmailExpires!: Date | null;
  /** When an admin deactivated the account (it cannot sign in); null while it is active. */
  deactivatedAt!: Date | null;

  reviews?: Review[];
  subscriptions?: Subscription[];

  static override relationMappings = (): RelationMappings => ({
    reviews: {
      relation: TimestampedModel.HasManyRelation,
      modelClass: Review,
      join: { from: 'users.id', to: 'reviews.userId' },
    },
    subscriptions: {
      relation: TimestampedModel.HasManyRelation,
      modelClass: Subscription,
      join: { from: 'users.id', to: 'subscriptions.userId' },
    },
  });
}
