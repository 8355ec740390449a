import { z } from 'zod';
import { MessageResponse } from '#shared/schemas/responses/common';
import { AuthUserResponse, ReviewItemResponse } from '#shared/schemas/responses/public';
import { json, type OperationDescriptions } from '../describe.ts';

const ReviewAnswer = z
  .object({ message: z.string(), review: ReviewItemResponse })
  .meta({ id: 'ReviewAnswer' });
const IdAnswer = z.object({ message: z.string(), id: z.number().int() }).meta({ id: 'IdAnswer' });

/** Issue 13: verification, own reviews, business responses, flags and moderation. */
export const trustOperations: OperationDescriptions = {
  'GET /api/auth/verify-email': {
    tag: 'Auth',
    summary: "An older mail's verification link: changes nothing",
    responses: {
      303: { description: 'Redirects to /verify-email?token=…, whose button confirms' },
    },
  },
  'POST /api/auth/verify-email': {
    tag: 'Auth',
    summary: 'Verify an email with the token of the link (410 when used or expired)',
    responses: {
      200: json(z.object({ message: z.string(), user: AuthUserResponse }), 'Verified'),
    },
  },
  'POST /api/auth/verify-email/resend': {
    tag: 'Auth',
    summary: 'Mail a new verification link to the signed-in user (3 an hour)',
    responses: { 202: json(MessageResponse, 'Sent') },
  },
  'DELETE /api/reviews/{id}': {
    tag: 'Reviews',
    summary: 'Its author deletes a review',
    responses: { 200: json(IdAnswer, 'Deleted') },
  },
  'PUT /api/reviews/{id}/response': {
    tag: 'Reviews',
    summary: 'The claimed owner writes or edits their response to a review',
    responses: {
      200: json(ReviewAnswer, 'The response was edited'),
      201: json(ReviewAnswer, 'The response was posted'),
    },
  },
  'DELETE /api/reviews/{id}/response': {
    tag: 'Reviews',
    summary: 'The claimed owner removes their response',
    responses: { 200: json(IdAnswer, 'Removed') },
  },
  'POST /api/reviews/{id}/flags': {
    tag: 'Reviews',
    summary: 'Flag a review: fake, offensive, conflict_of_interest or other (one per visitor)',
    responses: { 201: json(IdAnswer, 'Flagged') },
  },
  'DELETE /api/admin/reviews/{id}/response': {
    tag: 'Admin: content',
    summary: 'Remove a business response',
    responses: { 200: json(IdAnswer, 'Removed') },
  },
  'POST /api/admin/reviews/{id}/approve': {
    tag: 'Admin: content',
    summary: 'Publish a held review (counters follow)',
    responses: { 200: json(IdAnswer.extend({ status: z.string() }), 'Published') },
  },
  'POST /api/admin/reviews/{id}/reject': {
    tag: 'Admin: content',
    summary: 'Reject a held review',
    responses: { 200: json(IdAnswer.extend({ status: z.string() }), 'Rejected') },
  },
  'POST /api/admin/reviews/{id}/flags/dismiss': {
    tag: 'Admin: content',
    summary: 'Dismiss a review’s open flags',
    responses: { 200: json(IdAnswer.extend({ dismissed: z.number().int() }), 'Dismissed') },
  },
};
