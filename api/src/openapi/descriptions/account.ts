import { z } from 'zod';
import {
  AccountDataRightsResponse,
  AccountExportResponse,
} from '#shared/schemas/responses/account';
import { MessageResponse } from '#shared/schemas/responses/common';
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
};
