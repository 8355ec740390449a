import { useQuery } from '@tanstack/react-query';
import type { AdminStats } from '#shared/types/admin';
import { getJson } from './client.ts';

const STATS_KEY = ['admin', 'stats'] as const;

export function useAdminStats() {
  return useQuery({ queryKey: STATS_KEY, queryFn: () => getJson<AdminStats>('/api/admin/stats') });
}
