import { useQuery } from '@tanstack/react-query';
import type {
  BusinessOverview,
  InvitationList,
  OwnedCompany,
} from '#shared/schemas/responses/business';
import type { QuestionItem } from '#shared/schemas/responses/questions';
import type { ReviewItem } from '#shared/types/api';
import { getJson, withQuery } from '../http.ts';

/**
 * Every dashboard read starts with this key, so one invalidation refreshes them all, the
 * offline cache keeps them (`persistQueryCache.ts`) and a change of account drops them.
 */
export const BUSINESS_KEY = '/api/business';

export interface OwnerReviewFilter {
  unanswered: boolean;
  /** Only the reviews this owner flagged for staff. */
  flagged: boolean;
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
          flagged: filter.flagged ? 'true' : undefined,
          rating: filter.rating,
          type: filter.type,
        }),
      ),
  });
}

/** The company's questions; "unanswered": none answered by the owner yet. */
export function useOwnerQuestions(companyId: number, unanswered: boolean) {
  return useQuery({
    queryKey: [BUSINESS_KEY, companyId, 'questions', { unanswered }],
    queryFn: () =>
      getJson<QuestionItem[]>(
        withQuery(`${companyUrl(companyId)}/questions`, {
          unanswered: unanswered ? 'true' : undefined,
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
