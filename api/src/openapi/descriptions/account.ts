import { z } from 'zod';
import {
  AccountDataRightsResponse,
  AccountEmailChangeResponse,
  AccountEmailConfirmedResponse,
  AccountExportResponse,
} from '#shared/schemas/responses/account';
import { MessageResponse } from '#shared/schemas/responses/common';
import { AuthUserResponse } from '#shared/schemas/responses/public';
import { json, type OperationDescriptions } from '../describe.ts';

/** Issue 15, GDPR mode: a signed-in user's own data export and account deletion. */
export const accountOperations: OperationDescriptions = {
  'GET /api/account/data-rights': {
    tag: 'Accounts',
    summary: 'Whether users export and delete their accounts themselves (GDPR mode)',
    responses: { 200: json(AccountDataRightsResponse, 'The switch and the support address') },
  },
  'GET /api/account/export': {
    tag: 'Accounts',
    summary: 'Download everything stored about the signed-in user, as one JSON file',
    description:
      'Account fields (never a password or token hash), reviews, complaints and comments with ' +
      'their status, business responses, replies, votes, flags, reports, claims, owned ' +
      'companies, questions, answers, subscriptions and contact messages from the same email. ' +
      '403 when GDPR mode is off.',
    responses: {
      200: {
        description: 'The export, as an attachment',
        schema: AccountExportResponse,
        headers: {
          'Content-Disposition': {
            description: 'attachment; filename="b2b-reviews-account-{YYYY-MM-DD}.json"',
            schema: z.string(),
          },
        },
      },
    },
  },
  'DELETE /api/account': {
    tag: 'Accounts',
    summary: 'Delete the signed-in account; what it wrote stays, anonymised',
    description:
      'Needs the current password (400 when wrong; wrong passwords count toward the sign-in ' +
      'lock-out). Ends every session of the account. 403 when GDPR mode is off.',
    responses: { 200: json(MessageResponse, 'Deleted and signed out') },
  },

  // Issue 34 item 5: accounts people can run.
  'POST /api/auth/forgot-password': {
    tag: 'Accounts',
    summary: 'Mail a password reset link, if the address has an account',
    description:
      'Always 202, whether or not the address has an account. The link opens ' +
      '`/reset-password?token=…`, works once and for one hour; only its hash is stored. ' +
      'At most 10 an hour per client address and 3 an hour per email typed (429).',
    responses: { 202: json(MessageResponse, 'Accepted (the same answer for any address)') },
  },
  'POST /api/auth/reset-password': {
    tag: 'Accounts',
    summary: 'Set a new password with the token of a reset link',
    description:
      'Spends the token and signs the account out everywhere. A used, unknown or expired ' +
      'token answers 410 with the reason.',
    responses: { 200: json(MessageResponse, 'Password set; sign in with it') },
  },
  'PATCH /api/account/name': {
    tag: 'Accounts',
    summary: "Change the signed-in user's first and last name",
    responses: { 200: json(AuthUserResponse, 'The user as changed') },
  },
  'PUT /api/account/password': {
    tag: 'Accounts',
    summary: "Change the signed-in user's password",
    description:
      'Needs the current password (400 when wrong; wrong passwords count toward the sign-in ' +
      'lock-out). Every other session of the account ends; this one gets a new id.',
    responses: { 200: json(MessageResponse, 'Changed') },
  },
  'POST /api/account/email': {
    tag: 'Accounts',
    summary: "Ask to change the signed-in user's email address",
    description:
      'Needs the current password (400 when wrong, counted like a wrong sign-in). Mails the ' +
      'new address a link to `/confirm-email?token=…` (24 hours, once); the address changes ' +
      'only when that page posts the token. 409 when another account has the address.',
    responses: { 202: json(AccountEmailChangeResponse, 'Link mailed to the new address') },
  },
  'POST /api/account/email/confirm': {
    tag: 'Accounts',
    summary: 'Confirm an email change with the token of its link',
    description:
      'The account takes the new address, verified. A used, unknown or expired token answers ' +
      '410; an address taken meanwhile 409.',
    responses: { 200: json(AccountEmailConfirmedResponse, 'The new address') },
  },
};
