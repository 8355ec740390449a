import { useQuery } from '@tanstack/react-query';
import type { AdminMe } from '#shared/types/admin';
import { HttpError } from '../../api/http.ts';
import { getJson } from './client.ts';

export const ME_KEY = ['admin', 'me'] as const;

/** The signed-in admin, or null when there is no admin session (401/403). */
export function useAdminMe() {
  return useQuery({
    queryKey: ME_KEY,
    queryFn: async (): Promise<AdminMe | null> => {
      try {
        return await getJson<AdminMe>('/api/admin/me');
      } catch (error) {
        if (error instanceof HttpError && (error.status === 401 || error.status === 403)) {
          return null;
        }
        throw error;
      }
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}
