import { describe, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type * as Admin from '../../types/admin.ts';
import type * as Api from '../../types/api.ts';
import type * as AdminAnswers from './admin.ts';
import type { ApiErrorResponse } from './common.ts';
import type * as Answers from './public.ts';

type Out<S extends z.ZodType> = z.output<S>;

/**
 * The answer schemas describe the types the presenters produce: every field a schema names is
 * in the type, with a type that fits (checked by `npm run typecheck`; the type may have a field
 * the document does not describe yet, never the other way round).
 */
describe('answer schemas match the presenters’ types', () => {
  it('public answers', () => {
    expectTypeOf<Api.AuthUser>().toExtend<Out<typeof Answers.AuthUserResponse>>();
    expectTypeOf<Api.CompanyProfile>().toExtend<Out<typeof Answers.CompanyProfileResponse>>();
    expectTypeOf<Api.CompanySummary>().toExtend<Out<typeof Answers.CompanySummaryResponse>>();
    expectTypeOf<Api.SearchSuggestion>().toExtend<Out<typeof Answers.SearchSuggestionResponse>>();
    expectTypeOf<Api.Competitor>().toExtend<Out<typeof Answers.CompetitorResponse>>();
    expectTypeOf<Api.CategoryCounts>().toExtend<Out<typeof Answers.CategoryCountsResponse>>();
    expectTypeOf<Api.ReviewItem>().toExtend<Out<typeof Answers.ReviewItemResponse>>();
    expectTypeOf<Api.ReviewCreated>().toExtend<Out<typeof Answers.ReviewCreatedResponse>>();
    expectTypeOf<Api.ReviewConflict>().toExtend<Out<typeof Answers.ReviewConflictResponse>>();
    expectTypeOf<Api.ReviewUpdated>().toExtend<Out<typeof Answers.ReviewUpdatedResponse>>();
    expectTypeOf<Api.ReviewDeleted>().toExtend<Out<typeof Answers.ReviewDeletedResponse>>();
    expectTypeOf<Api.VoteResult>().toExtend<Out<typeof Answers.VoteResultResponse>>();
    expectTypeOf<Api.Reply>().toExtend<Out<typeof Answers.ReplyResponse>>();
    expectTypeOf<Api.ReportCreated>().toExtend<Out<typeof Answers.ReportCreatedResponse>>();
    expectTypeOf<Api.ClaimCreated>().toExtend<Out<typeof Answers.ClaimCreatedResponse>>();
    expectTypeOf<Api.ClaimVerified>().toExtend<Out<typeof Answers.ClaimVerifiedResponse>>();
    expectTypeOf<Api.UserProfile>().toExtend<Out<typeof Answers.UserProfileResponse>>();
    expectTypeOf<Api.UserReviewItem>().toExtend<Out<typeof Answers.UserReviewItemResponse>>();
    expectTypeOf<Api.UserStats>().toExtend<Out<typeof Answers.UserStatsResponse>>();
    expectTypeOf<Api.SubscriptionResult>().toExtend<
      Out<typeof Answers.SubscriptionResultResponse>
    >();
    expectTypeOf<Api.ApiErrorBody>().toExtend<Out<typeof ApiErrorResponse>>();
  });

  it('admin answers', () => {
    expectTypeOf<Admin.AdminMe>().toExtend<Out<typeof AdminAnswers.AdminMeResponse>>();
    expectTypeOf<Admin.Invitation>().toExtend<Out<typeof AdminAnswers.InvitationResponse>>();
    expectTypeOf<Admin.InvitationCreated>().toExtend<
      Out<typeof AdminAnswers.InvitationCreatedResponse>
    >();
    expectTypeOf<Admin.InvitationAccepted>().toExtend<
      Out<typeof AdminAnswers.InvitationAcceptedResponse>
    >();
    expectTypeOf<Admin.AdminStats>().toExtend<Out<typeof AdminAnswers.AdminStatsResponse>>();
    expectTypeOf<Admin.AdminCompanyItem>().toExtend<
      Out<typeof AdminAnswers.AdminCompanyItemResponse>
    >();
    expectTypeOf<Admin.AdminCompanyDetail>().toExtend<
      Out<typeof AdminAnswers.AdminCompanyDetailResponse>
    >();
    expectTypeOf<Admin.AdminReviewItem>().toExtend<
      Out<typeof AdminAnswers.AdminReviewItemResponse>
    >();
    expectTypeOf<Admin.AdminReviewStats>().toExtend<
      Out<typeof AdminAnswers.AdminReviewStatsResponse>
    >();
    expectTypeOf<Admin.AdminUserItem>().toExtend<Out<typeof AdminAnswers.AdminUserItemResponse>>();
    expectTypeOf<Admin.AdminUserDetail>().toExtend<
      Out<typeof AdminAnswers.AdminUserDetailResponse>
    >();
    expectTypeOf<Admin.ClaimRequestItem>().toExtend<
      Out<typeof AdminAnswers.ClaimRequestItemResponse>
    >();
    expectTypeOf<Admin.ClaimStats>().toExtend<Out<typeof AdminAnswers.ClaimStatsResponse>>();
    expectTypeOf<Admin.IssueReport>().toExtend<Out<typeof AdminAnswers.IssueReportResponse>>();
    expectTypeOf<Admin.ReportStats>().toExtend<Out<typeof AdminAnswers.ReportStatsResponse>>();
    expectTypeOf<Admin.Complaint>().toExtend<Out<typeof AdminAnswers.ComplaintResponse>>();
    expectTypeOf<Admin.ComplaintStats>().toExtend<
      Out<typeof AdminAnswers.ComplaintStatsResponse>
    >();
    expectTypeOf<Admin.PayingClient>().toExtend<Out<typeof AdminAnswers.PayingClientResponse>>();
    expectTypeOf<Admin.PayingClientStats>().toExtend<
      Out<typeof AdminAnswers.PayingClientStatsResponse>
    >();
    expectTypeOf<Admin.ActivityItem>().toExtend<Out<typeof AdminAnswers.ActivityItemResponse>>();
    expectTypeOf<Admin.ActivityStats>().toExtend<Out<typeof AdminAnswers.ActivityStatsResponse>>();
    expectTypeOf<Admin.ImportResult>().toExtend<Out<typeof AdminAnswers.ImportResultResponse>>();
    expectTypeOf<Admin.CategorizationProgress>().toExtend<
      Out<typeof AdminAnswers.CategorizationProgressResponse>
    >();
    expectTypeOf<Admin.CategorizationStarted>().toExtend<
      Out<typeof AdminAnswers.CategorizationStartedResponse>
    >();
    expectTypeOf<Admin.AdminAnalytics>().toExtend<
      Out<typeof AdminAnswers.AdminAnalyticsResponse>
    >();
    expectTypeOf<Admin.SystemInfo>().toExtend<Out<typeof AdminAnswers.SystemInfoResponse>>();
  });
});
