import type { AuthUser } from '#shared/types/api';

/** The navigation greeting's name: first name, else the email before the @, else User. */
export function greetingName(user: Pick<AuthUser, 'firstName' | 'email'>): string {
  if (user.firstName?.trim()) return user.firstName.trim();
  const local = user.email?.split('@')[0];
  return local ? local : 'User';
}
