import type { AdminUserDetail, AdminUserItem } from '#shared/types/admin';
import type { User } from '../../models/User.ts';
import type { UserDetail } from '../../services/adminPanel/users/manageUser.ts';

const isoOrNull = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

/** A public user in the admin Users list: never the password hash or tokens. */
export function presentAdminUserItem(user: User): AdminUserItem {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    title: user.title,
    profileImageUrl: user.profileImageUrl,
    isEmailVerified: user.isEmailVerified,
    deactivatedAt: isoOrNull(user.deactivatedAt),
    createdAt: new Date(user.createdAt).toISOString(),
  };
}

/** The admin's user detail: the list's fields, when the email was verified, the review counts. */
export function presentAdminUserDetail(detail: UserDetail): AdminUserDetail {
  return {
    ...presentAdminUserItem(detail.user),
    emailVerifiedAt: isoOrNull(detail.user.emailVerifiedAt),
    reviews: {
      total: detail.reviews.total,
      published: detail.reviews.published,
      pending: detail.reviews.pending,
      rejected: detail.reviews.rejected,
    },
  };
}
