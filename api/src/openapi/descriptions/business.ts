import { z } from 'zod';
import { PushKeyResponse, PushSubscriptionListResponse } from '#shared/schemas/pushSubscriptions';
import {
  BusinessOverviewResponse,
  InvitationListResponse,
  InvitationSendResultResponse,
  OwnedCompanyResponse,
} from '#shared/schemas/responses/business';
import { MessageResponse } from '#shared/schemas/responses/common';
import { ReviewItemResponse } from '#shared/schemas/responses/public';
import { QuestionItemResponse } from '#shared/schemas/responses/questions';
import { json, type OperationDescriptions } from '../describe.ts';

const html = (description: string) => ({
  description,
  mediaType: 'text/html',
  schema: z.string(),
});

/** The business side (issue 37): review invitations. */
export const businessOperations: OperationDescriptions = {
  'GET /api/business/companies': {
    tag: 'Business',
    summary: 'The companies the signed-in account owns (its claims bound it)',
    responses: { 200: json(z.array(OwnedCompanyResponse), 'Owned companies, by name') },
  },
  'GET /api/business/companies/{id}/overview': {
    tag: 'Business',
    summary: "The owner dashboard's figures of a company",
    responses: { 200: json(BusinessOverviewResponse, 'Ratings, months, responses, invitations') },
  },
  'GET /api/business/companies/{id}/reviews': {
    tag: 'Business',
    summary:
      "A company's published items for its owner, filtered (unanswered, rating, type, flagged by the owner)",
    responses: { 200: json(z.array(ReviewItemResponse), 'A page of 20, newest first') },
  },
  'GET /api/business/companies/{id}/questions': {
    tag: 'Business',
    summary: "A company's published questions for its owner (unanswered: no answer from the owner)",
    responses: { 200: json(z.array(QuestionItemResponse), 'A page of 20, newest first') },
  },
  'GET /api/business/companies/{id}/invitations': {
    tag: 'Business',
    summary: "A company's review invitations, for its owner: counts by state and the latest 100",
    responses: { 200: json(InvitationListResponse, 'Counts, the daily limit, the latest') },
  },
  'POST /api/business/companies/{id}/invitations': {
    tag: 'Business',
    summary: 'Invite a few customers to review the company (its owner only; queued, then mailed)',
    responses: { 202: json(InvitationSendResultResponse, 'How many were queued, each bad row') },
  },
  'POST /api/business/companies/{id}/invitations/csv': {
    tag: 'Business',
    summary: 'Invite customers from a CSV file (columns email, optional name; 5,000 rows at most)',
    requestBody: {
      mediaType: 'multipart/form-data',
      description: 'The CSV in the field `file`',
      schema: z.object({ file: z.string().meta({ format: 'binary' }) }),
    },
    responses: { 202: json(InvitationSendResultResponse, 'How many were queued, each bad row') },
  },
  'GET /api/invitations/{token}/open': {
    tag: 'Business',
    summary: "An invitation mail's link: marks it opened, goes on to the review wizard",
    responses: {
      303: { description: 'Redirects to /write-review?company={domain}&invitation={token}' },
      410: html('HTML: the link is not valid or was already used'),
    },
  },
  'GET /api/invitations/unsubscribe': {
    tag: 'Business',
    summary: "An invitation mail's unsubscribe link: a page with an Unsubscribe button",
    responses: { 200: html('HTML'), 410: html('HTML: the link is not valid') },
  },
  'POST /api/invitations/unsubscribe': {
    tag: 'Business',
    summary: "Stop a company's invitations to this address, for good (RFC 8058 one-click too)",
    responses: { 200: html('HTML: unsubscribed'), 410: html('HTML: the link is not valid') },
  },
  'GET /api/push/key': {
    tag: 'Business',
    summary: "The server's VAPID public key for Web Push (404 when push is off on this server)",
    responses: { 200: json(PushKeyResponse, 'The applicationServerKey, base64url') },
  },
  'GET /api/account/push-subscriptions': {
    tag: 'Business',
    summary: "The signed-in user's browsers with push notifications on",
    responses: { 200: json(PushSubscriptionListResponse, 'Newest first') },
  },
  'POST /api/push/subscriptions': {
    tag: 'Business',
    summary:
      "Turn push on in a browser: its PushSubscription JSON; followed companies' new reviews are pushed",
    responses: { 201: json(MessageResponse, 'Kept (the same endpoint again updates it)') },
  },
  'DELETE /api/push/subscriptions': {
    tag: 'Business',
    summary: 'Turn push off in a browser (by its endpoint; one already gone is not an error)',
    responses: { 200: json(MessageResponse, 'Removed') },
  },
};
