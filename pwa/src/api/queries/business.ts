import { useQuery } from '@tanstack/react-query';
import type {
  BusinessOverview,
  InvitationList,
  OwnedCompany,
} from '#shared/schemas/responses/business';
import type { ReviewItem } from '#shared/types/api';
import { getJson, withQuery } from '../http.ts';

/** Every dashboard read starts with this key, so one invalidation refreshes them all. */
export const BUSINESS_KEY = '/api/business';

export interface OwnerReviewFilter {
  unanswered: boolean;
  rating?: number;
  type?: 'review' | 'complaint' | 'comment';
}

const companyUrl = (id: number) => `/api/business/companies/${id}`;

export function useOwnedCompanies(enabled: boolean) {
  return useQuery({
    queryKey: [BUSINESS_KEY, 'companies'],
    queryFn: () => getJson<OwnedCompany[]>('/api/business/companies'),
    enabled,
  });
}

export function useBusinessOverview(companyId: number) {
  return useQuery({
    queryKey: [BUSINESS_KEY, companyId, 'overview'],
    queryFn: () => getJson<BusinessOverview>(`${companyUrl(companyId)}/overview`),
  });
}

export function useOwnerReviews(companyId: number, filter: OwnerReviewFilter) {
  return useQuery({
    queryKey: [BUSINESS_KEY, companyId, 'reviews', filter],
    queryFn: () =>
      getJson<ReviewItem[]>(
        withQuery(`${companyUrl(companyId)}/reviews`, {
          unanswered: filter.unanswered ? 'true' : undefined,
          rating: filter.rating,
          type: filter.type,
        }),
      ),
  });
}

export function useInvitations(companyId: number) {
  return useQuery({
    queryKey: [BUSINESS_KEY, companyId, 'invitations'],
    queryFn: () => getJson<InvitationList>(`${companyUrl(companyId)}/invitations`),
  });
}
