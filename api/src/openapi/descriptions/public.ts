import { z } from 'zod';
import { MessageResponse } from '#shared/schemas/responses/common';
import {
  AuthUserResponse,
  CategoryCountsResponse,
  ClaimCreatedResponse,
  ClaimVerifiedResponse,
  CompanyProfileResponse,
  CompanySummaryResponse,
  CompetitorResponse,
  HealthResponse,
  ReadyResponse,
  ReplyResponse,
  ReportCreatedResponse,
  ReviewConflictResponse,
  ReviewCreatedResponse,
  ReviewDeletedResponse,
  ReviewItemResponse,
  ReviewUpdatedResponse,
  SearchSuggestionResponse,
  SubscriptionResultResponse,
  UserProfileResponse,
  UserReviewItemResponse,
  UserStatsResponse,
  VoteResultResponse,
} from '#shared/schemas/responses/public';
import { json, noContent, type OperationDescriptions, offsetList } from '../describe.ts';

/** The public site's calls (public-site.md §7) and the few it adds (subscribe, claims, contact). */
export const publicOperations: OperationDescriptions = {
  'GET /api/health': {
    tag: 'Health',
    summary: 'Liveness and database reachability',
    responses: { 200: json(HealthResponse, 'The server and its database answer') },
  },

  'GET /api/ready': {
    tag: 'Health',
    summary: 'Readiness: the database answers and its migrations are done (503 otherwise)',
    responses: { 200: json(ReadyResponse, 'This instance can serve') },
  },

  'GET /api/openapi.json': {
    tag: 'Health',
    summary: 'This description of the API (OpenAPI 3.1)',
    responses: { 200: json(z.looseObject({ openapi: z.literal('3.1.0') }), 'The document') },
  },
  'GET /api/docs': {
    tag: 'Health',
    summary: 'This description as a page to read',
    responses: { 200: { description: 'HTML', mediaType: 'text/html', schema: z.string() } },
  },

  'GET /api/auth/user': {
    tag: 'Accounts',
    summary: 'The signed-in user',
    description:
      'While a user is signed in, every API answer keeps a readable cookie `rv.user=1` (the session cookie is httpOnly); the web app asks this call only when it is there, so a signed-out visitor makes no request that fails. A stale hint is cleared by the 401.',
    responses: { 200: json(AuthUserResponse, 'The user of this session (401 when signed out)') },
  },
  'POST /api/auth/login': {
    tag: 'Accounts',
    summary: 'Sign in',
    description: 'Attaches what this browser wrote anonymously to the account.',
    responses: { 200: json(AuthUserResponse, 'Signed in; the session cookie is set') },
  },
  'POST /api/auth/register': {
    tag: 'Accounts',
    summary: 'Create an account and sign in',
    responses: { 201: json(AuthUserResponse, 'Registered and signed in') },
  },
  'POST /api/auth/logout': {
    tag: 'Accounts',
    summary: 'Sign out',
    responses: { 200: json(MessageResponse, 'Signed out (also when already signed out)') },
  },

  'GET /api/companies': {
    tag: 'Companies',
    summary: 'Companies, most reviewed first',
    responses: { 200: offsetList(CompanySummaryResponse, 'A page of companies') },
  },
  'GET /api/companies/search': {
    tag: 'Companies',
    summary: 'Search suggestions by name or domain',
    responses: { 200: json(z.array(SearchSuggestionResponse), 'The best matches') },
  },
  'GET /api/companies/domain/{domain}': {
    tag: 'Companies',
    summary: "A company's profile, created on first lookup of a domain",
    responses: { 200: json(CompanyProfileResponse, 'The profile (counts one profile view)') },
  },
  'GET /api/companies/{id}/competitors': {
    tag: 'Companies',
    summary: 'Companies of the same subcategory',
    responses: { 200: json(z.array(CompetitorResponse), 'Competitors, best rated first') },
  },
  'POST /api/companies/{id}/enhance': {
    tag: 'Companies',
    summary: "Queue the enrichment of a company's profile",
    responses: { 202: json(MessageResponse, 'Queued') },
  },

  'GET /api/categories/counts': {
    tag: 'Categories',
    summary: 'Companies per subcategory',
    responses: { 200: json(CategoryCountsResponse, 'Subcategory name → number of companies') },
  },
  'GET /api/categories/{slug}/companies': {
    tag: 'Categories',
    summary: 'The companies of a category',
    responses: { 200: offsetList(CompanySummaryResponse, 'A page of the category') },
  },

  'GET /api/companies/domain/{domain}/reviews': {
    tag: 'Reviews',
    summary: "A company's reviews, complaints and comments, newest first",
    responses: {
      200: {
        description: 'A page; `X-Next-Cursor` (when present) is the `before` of the next page',
        schema: z.array(ReviewItemResponse),
        headers: {
          'X-Next-Cursor': {
            description: 'Cursor of the next page (absent on the last page)',
            schema: z.string(),
            required: false,
          },
        },
      },
    },
  },
  'POST /api/companies/domain/{domain}/reviews': {
    tag: 'Reviews',
    summary: 'Write a review, complaint or comment',
    description:
      'One review per customer: an account’s second review of a company within the repeat ' +
      'period answers 409 with the existing review’s id; an address without an account posts ' +
      'about a company once a day (429).',
    responses: {
      201: json(ReviewCreatedResponse, 'Created'),
      409: json(ReviewConflictResponse, 'Already reviewed: edit `reviewId` instead'),
    },
  },
  'PATCH /api/reviews/{id}': {
    tag: 'Reviews',
    summary: 'Edit one’s own review (its author: the account or the session that wrote it)',
    description:
      'A partial update (RFC 5789): the fields the body leaves out keep their values; an empty ' +
      'body is 400 "Nothing to update". Who may and whether the review exists are answered ' +
      'first (403, 404), whatever the body holds; then the fields are validated (400).',
    responses: { 200: json(ReviewUpdatedResponse, 'The review as it now reads') },
  },
  'DELETE /api/reviews/{id}': {
    tag: 'Reviews',
    summary: 'Delete one’s own review',
    responses: { 200: json(ReviewDeletedResponse, 'Deleted') },
  },
  'POST /api/reviews/{id}/vote': {
    tag: 'Reviews',
    summary: 'Upvote, downvote or clap (a second vote of the same kind is 409)',
    responses: {
      200: json(VoteResultResponse, 'The vote changed (upvote ↔ downvote)'),
      201: json(VoteResultResponse, 'The vote was recorded'),
    },
  },
  'POST /api/reviews/views': {
    tag: 'Reviews',
    summary: 'Count the reviews a visitor had on screen',
    responses: { 204: noContent('Counted (at most once per visitor and day)') },
  },
  'GET /api/reviews/{id}/replies': {
    tag: 'Reviews',
    summary: 'The replies to a review, oldest first',
    responses: { 200: offsetList(ReplyResponse, 'A page of replies') },
  },
  'POST /api/reviews/{id}/replies': {
    tag: 'Reviews',
    summary: 'Reply to a review or to a reply',
    responses: { 201: json(ReplyResponse, 'Created') },
  },

  'POST /api/companies/{id}/report': {
    tag: 'Companies',
    summary: "Report an issue with a company's profile",
    responses: { 201: json(ReportCreatedResponse, 'Reported') },
  },
  'POST /api/companies/domain/{domain}/claim': {
    tag: 'Claims',
    summary: 'Claim a company (an email at its domain gets a verification link)',
    responses: { 201: json(ClaimCreatedResponse, 'Claim recorded') },
  },
  'GET /api/claims/verify': {
    tag: 'Claims',
    summary: "An older mail's verification link: changes nothing",
    responses: { 303: noContent('Redirects to the link page, whose button confirms') },
  },
  'POST /api/claims/verify': {
    tag: 'Claims',
    summary: "Verify a claim with its token (the link page's button)",
    responses: { 200: json(ClaimVerifiedResponse, 'Verified') },
  },

  'POST /api/companies/{id}/subscribe': {
    tag: 'Companies',
    summary: 'Follow a company',
    responses: { 200: json(SubscriptionResultResponse, 'Subscribed') },
  },
  'DELETE /api/companies/{id}/subscribe': {
    tag: 'Companies',
    summary: 'Stop following a company',
    responses: { 200: json(SubscriptionResultResponse, 'Unsubscribed') },
  },

  'GET /api/users/{id}': {
    tag: 'Users',
    summary: 'A public user profile',
    responses: { 200: json(UserProfileResponse, 'The profile') },
  },
  'GET /api/users/{id}/reviews': {
    tag: 'Users',
    summary: "A user's reviews with their companies",
    responses: { 200: offsetList(UserReviewItemResponse, 'A page of the user’s items') },
  },
  'GET /api/users/{id}/stats': {
    tag: 'Users',
    summary: "A user's figures",
    responses: { 200: json(UserStatsResponse, 'The figures') },
  },

  'GET /api/unsubscribe': {
    tag: 'Users',
    summary: 'An author mail’s unsubscribe link: a page with an Unsubscribe button',
    responses: {
      200: { description: 'HTML', mediaType: 'text/html', schema: z.string() },
      410: {
        description: 'HTML: the link is not valid',
        mediaType: 'text/html',
        schema: z.string(),
      },
    },
  },
  'POST /api/unsubscribe': {
    tag: 'Users',
    summary: 'Unsubscribe from one kind of mail (the page’s button, or RFC 8058 one-click)',
    responses: {
      200: { description: 'HTML: unsubscribed', mediaType: 'text/html', schema: z.string() },
      410: {
        description: 'HTML: the link is not valid',
        mediaType: 'text/html',
        schema: z.string(),
      },
    },
  },

  'POST /api/contact': {
    tag: 'Contact',
    summary: 'Send a message to support',
    responses: { 201: json(MessageResponse, 'Sent') },
  },
};
