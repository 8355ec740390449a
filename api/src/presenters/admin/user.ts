import type { AdminUserItem } from '#shared/types/admin';
import type { User } from '../../models/User.ts';

/** A public user in the admin Users list: never the password hash or tokens. */
export function presentAdminUserItem(user: User): AdminUserItem {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    title: user.title,
    profileImageUrl: user.profileImageUrl,
    createdAt: new Date(user.createdAt).toISOString(),
  };
}
