import { iso } from '#shared/dates/iso';
import type { AuthUser, UserProfile } from '#shared/types/api';
import type { User } from '../models/User.ts';

/** The signed-in user, to themselves: their own email, never the hash or any token. */
export function presentAuthUser(user: User): AuthUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    title: user.title,
    profileImageUrl: user.profileImageUrl,
    isEmailVerified: user.isEmailVerified,
    createdAt: iso(user.createdAt),
  };
}

/** A user as anyone sees them: no email. */
export function presentUserProfile(user: User): UserProfile {
  return {
    id: user.id,
    displayName: displayName(user),
    firstName: user.firstName,
    lastName: user.lastName,
    title: user.title,
    profileImageUrl: user.profileImageUrl,
    createdAt: iso(user.createdAt),
  };
}

/**
 * The user profile's name rule (public-site.md §2 User profile): first and last name, else the
 * first name, else the part of the email before the at sign, else 'Anonymous User'.
 */
function displayName(user: Pick<User, 'firstName' | 'lastName' | 'email'>): string {
  const first = user.firstName?.trim();
  const last = user.lastName?.trim();
  if (first && last) return `${first} ${last}`;
  if (first) return first;
  const local = user.email?.split('@')[0]?.trim();
  return local || 'Anonymous User';
}
