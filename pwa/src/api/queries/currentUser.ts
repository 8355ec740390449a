import { useQuery } from '@tanstack/react-query';
import type { AuthUser } from '#shared/types/api';
import { queryKeys } from '../queryKeys.ts';
import { mayBeSignedIn } from '../signedInHint.ts';

/**
 * `GET /api/auth/user`: 401 means signed out (null); any other failure is an error with the
 * spec's `HTTP {status}: {status text}` message (§8). Without the signed-in hint cookie the
 * visitor is signed out and nothing is asked.
 */
export async function fetchCurrentUser(): Promise<AuthUser | null> {
  if (!mayBeSignedIn()) return null;
  const response = await fetch('/api/auth/user', { credentials: 'include' });
  if (response.status === 401) return null;
  if (!response.ok) throw new Error(`HTTP ${response.status}: ${response.statusText}`);
  return (await response.json()) as AuthUser;
}

export function useCurrentUser() {
  return useQuery({ queryKey: queryKeys.currentUser, queryFn: fetchCurrentUser, retry: false });
}
