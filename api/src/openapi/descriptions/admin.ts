import { z } from 'zod';
import { SettingsSchema } from '#shared/schemas/admin';
import { AccountExportResponse } from '#shared/schemas/responses/account';
import {
  ActivityItemResponse,
  ActivityStatsResponse,
  AdminAnalyticsResponse,
  AdminCompanyDetailResponse,
  AdminCompanyItemResponse,
  AdminMeResponse,
  AdminReviewItemResponse,
  AdminReviewStatsResponse,
  AdminStatsResponse,
  AdminUserDetailResponse,
  AdminUserItemResponse,
  CategorizationProgressResponse,
  CategorizationStartedResponse,
  ClaimRequestItemResponse,
  ClaimStatsResponse,
  ComplaintResponse,
  ComplaintStatsResponse,
  ImportResultResponse,
  InvitationAcceptedResponse,
  InvitationCreatedResponse,
  InvitationResponse,
  IssueReportResponse,
  PayingClientResponse,
  PayingClientStatsResponse,
  ReportStatsResponse,
  SystemInfoResponse,
} from '#shared/schemas/responses/admin';
import { MessageResponse } from '#shared/schemas/responses/common';
import {
  RecoveryCodesResponse,
  TwoFactorEnrolmentResponse,
  TwoFactorStatusResponse,
  TwoFactorStepResponse,
} from '#shared/schemas/responses/twoFactor';
import { json, noContent, type OperationDescriptions, offsetList } from '../describe.ts';

const Deleted = z.object({ message: z.string(), id: z.number().int() }).meta({ id: 'Deleted' });

const ReviewDecision = z
  .object({
    message: z.string(),
    id: z.number().int(),
    status: z.enum(['pending', 'published', 'rejected']),
  })
  .meta({ id: 'ReviewDecision' });

/** The admin panel's calls (admin-and-data-model.md): staff sessions only. */
export const adminOperations: OperationDescriptions = {
  'POST /api/admin/login': {
    tag: 'Admin: accounts',
    summary: 'Staff sign-in',
    description:
      'With two-factor on for this admin (or required for all), the password alone answers the step left (`twoFactor`: `code` or `enrol`) and the session is not an admin session until that step passes, within 5 minutes.',
    responses: {
      200: json(
        z.union([AdminMeResponse, TwoFactorStepResponse]),
        'Signed in, or the password was right and a two-factor step is left',
      ),
    },
  },
  'POST /api/admin/login/code': {
    tag: 'Admin: accounts',
    summary: 'Staff sign-in, code step: an authenticator code or a recovery code',
    description:
      'A code is accepted once, within one 30-second step either side; a recovery code once. Wrong codes count toward the account delay and the address limit like wrong passwords.',
    responses: { 200: json(AdminMeResponse, 'Signed in') },
  },
  'GET /api/admin/two-factor': {
    tag: 'Admin: accounts',
    summary: "The signed-in admin's own two-factor state",
    responses: { 200: json(TwoFactorStatusResponse, 'Two-factor state') },
  },
  'POST /api/admin/two-factor/enrolment': {
    tag: 'Admin: accounts',
    summary: 'Start (re-)enrolment: a new secret and its QR code',
    description:
      'For a signed-in admin, or one signing in whom "Two-factor for admins" sends to enrol. Replacing a secret in use needs a current `code`.',
    responses: { 200: json(TwoFactorEnrolmentResponse, 'The new secret, pending') },
  },
  'POST /api/admin/two-factor/enrolment/confirm': {
    tag: 'Admin: accounts',
    summary: 'Confirm enrolment with a code: the recovery codes, shown once',
    responses: {
      200: json(RecoveryCodesResponse, 'Two-factor is on (`signedIn`: this ended a sign-in)'),
    },
  },
  'POST /api/admin/two-factor/disable': {
    tag: 'Admin: accounts',
    summary: "Turn one's own two-factor off with a current code",
    responses: { 200: json(MessageResponse, 'Two-factor is off') },
  },
  'POST /api/admin/logout': {
    tag: 'Admin: accounts',
    summary: 'Staff sign-out',
    responses: { 200: json(MessageResponse, 'Signed out') },
  },
  'GET /api/admin/me': {
    tag: 'Admin: accounts',
    summary: 'The signed-in staff account',
    responses: { 200: json(AdminMeResponse, 'The account') },
  },
  'POST /api/admin/accept-invitation': {
    tag: 'Admin: accounts',
    summary: 'Accept an invitation: choose a name and password',
    responses: { 201: json(InvitationAcceptedResponse, 'The account was created') },
  },
  'GET /api/admin/admin-users': {
    tag: 'Admin: accounts',
    summary: 'Staff accounts (super admins)',
    responses: { 200: json(z.array(AdminMeResponse), 'Every staff account') },
  },
  'PUT /api/admin/admin-users/{id}/password': {
    tag: 'Admin: accounts',
    summary: "Reset a staff account's password (ends its sessions)",
    responses: {
      200: json(z.object({ message: z.string(), admin: AdminMeResponse }), 'Password reset'),
    },
  },
  'POST /api/admin/admin-users/{id}/activate': {
    tag: 'Admin: accounts',
    summary: 'Re-allow a staff account',
    responses: { 200: json(AdminMeResponse, 'Active') },
  },
  'POST /api/admin/admin-users/{id}/deactivate': {
    tag: 'Admin: accounts',
    summary: 'Stop a staff account (the last active super admin stays)',
    responses: { 200: json(AdminMeResponse, 'Inactive') },
  },
  'POST /api/admin/invite': {
    tag: 'Admin: accounts',
    summary: 'Invite a staff member (the link is valid 72 hours)',
    responses: { 201: json(InvitationCreatedResponse, 'Invited') },
  },
  'GET /api/admin/invitations': {
    tag: 'Admin: accounts',
    summary: 'Pending invitations',
    responses: { 200: json(z.array(InvitationResponse), 'Invitations not yet used') },
  },
  'GET /api/admin/invitations/{id}/link': {
    tag: 'Admin: accounts',
    summary: 'The link already sent for a pending invitation',
    responses: {
      200: json(InvitationCreatedResponse, 'The same link (409 when the server key changed since)'),
    },
  },
  'POST /api/admin/invitations/{id}/link': {
    tag: 'Admin: accounts',
    summary: 'A fresh link for an invitation',
    responses: { 201: json(InvitationCreatedResponse, 'A new link (the old one stops working)') },
  },
  'DELETE /api/admin/invitations/{id}': {
    tag: 'Admin: accounts',
    summary: 'Revoke an invitation',
    responses: { 204: noContent('Revoked') },
  },

  'GET /api/admin/stats': {
    tag: 'Admin: dashboard',
    summary: 'Dashboard figures and recent activity',
    responses: { 200: json(AdminStatsResponse, 'The figures') },
  },
  'GET /api/admin/system': {
    tag: 'Admin: dashboard',
    summary: 'Version and database status',
    responses: { 200: json(SystemInfoResponse, 'The system') },
  },
  'GET /api/admin/backup': {
    tag: 'Admin: dashboard',
    summary: 'Download a backup of the whole database (super admins)',
    description:
      "One consistent snapshot, in the file format `review-admin restore <file>` reads: gzip, a header with the schema version and each table's row count and checksum, then the rows.",
    responses: {
      200: {
        description: 'reviews-YYYY-MM-DD.backup',
        mediaType: 'application/gzip',
        schema: z.string().meta({ format: 'binary' }),
      },
    },
  },
  'GET /api/admin/analytics': {
    tag: 'Admin: dashboard',
    summary: 'Charts of the Analytics screen',
    responses: { 200: json(AdminAnalyticsResponse, 'The series') },
  },
  'GET /api/admin/activity': {
    tag: 'Admin: dashboard',
    summary: 'The activity log, newest first',
    responses: { 200: offsetList(ActivityItemResponse, 'A page of activity') },
  },
  'GET /api/admin/activity/stats': {
    tag: 'Admin: dashboard',
    summary: 'Activity counts',
    responses: { 200: json(ActivityStatsResponse, 'The counts') },
  },

  'GET /api/admin/companies': {
    tag: 'Admin: companies',
    summary: 'Companies, searched and paged',
    responses: { 200: offsetList(AdminCompanyItemResponse, 'A page of companies') },
  },
  'GET /api/admin/companies/{id}': {
    tag: 'Admin: companies',
    summary: 'A company with every field',
    responses: { 200: json(AdminCompanyDetailResponse, 'The company') },
  },
  'POST /api/admin/companies': {
    tag: 'Admin: companies',
    summary: 'Add a company',
    responses: { 201: json(AdminCompanyDetailResponse, 'Added') },
  },
  'PATCH /api/admin/companies/{id}': {
    tag: 'Admin: companies',
    summary: 'Edit a company',
    responses: { 200: json(AdminCompanyDetailResponse, 'Saved') },
  },
  'DELETE /api/admin/companies/{id}': {
    tag: 'Admin: companies',
    summary: 'Delete a company with its reviews, claims and reports',
    responses: { 200: json(Deleted, 'Deleted') },
  },
  'POST /api/admin/categorize-companies': {
    tag: 'Admin: companies',
    summary: 'Start the AI categorisation job',
    responses: { 202: json(CategorizationStartedResponse, 'Started (or already running)') },
  },
  'GET /api/admin/categorize-progress': {
    tag: 'Admin: companies',
    summary: 'Progress of the categorisation job',
    responses: { 200: json(CategorizationProgressResponse, 'The progress') },
  },
  'POST /api/admin/companies/{id}/enrich': {
    tag: 'Admin: companies',
    summary: "Queue the enrichment of one company's profile",
    responses: {
      202: json(z.object({ message: z.string(), jobId: z.number().int() }), 'Queued'),
    },
  },

  'GET /api/admin/reviews': {
    tag: 'Admin: reviews',
    summary: 'Reviews, complaints and comments, filtered and paged',
    responses: { 200: offsetList(AdminReviewItemResponse, 'A page of items') },
  },
  'GET /api/admin/reviews/stats': {
    tag: 'Admin: reviews',
    summary: 'Review counts',
    responses: { 200: json(AdminReviewStatsResponse, 'The counts') },
  },
  'DELETE /api/admin/reviews/{id}': {
    tag: 'Admin: reviews',
    summary: 'Delete a review with its votes and replies',
    responses: { 200: json(Deleted, 'Deleted') },
  },
  'POST /api/admin/reviews/{id}/approve': {
    tag: 'Admin: reviews',
    summary: 'Publish a held review (its counters follow)',
    responses: { 200: json(ReviewDecision, 'Published') },
  },
  'POST /api/admin/reviews/{id}/reject': {
    tag: 'Admin: reviews',
    summary: 'Reject a held review (it stays private)',
    responses: { 200: json(ReviewDecision, 'Rejected') },
  },
  'GET /api/admin/complaints': {
    tag: 'Admin: reviews',
    summary: 'Complaints, filtered and paged',
    responses: { 200: offsetList(ComplaintResponse, 'A page of complaints') },
  },
  'GET /api/admin/complaints/stats': {
    tag: 'Admin: reviews',
    summary: 'Complaint counts',
    responses: { 200: json(ComplaintStatsResponse, 'The counts') },
  },
  'PATCH /api/admin/complaints/{id}': {
    tag: 'Admin: reviews',
    summary: "Set a complaint's status, priority or category",
    responses: { 200: json(ComplaintResponse, 'Saved') },
  },
  'POST /api/admin/import-reviews': {
    tag: 'Admin: reviews',
    summary: 'Import reviews from a CSV file (at most 50 MB)',
    requestBody: {
      mediaType: 'multipart/form-data',
      description: 'The CSV in the field `file`',
      schema: z.object({ file: z.string().meta({ format: 'binary' }) }),
    },
    responses: { 200: json(ImportResultResponse, 'What was imported, and each bad row') },
  },
  'GET /api/admin/import-template': {
    tag: 'Admin: reviews',
    summary: 'The CSV template',
    responses: {
      200: { description: 'review_import_template.csv', mediaType: 'text/csv', schema: z.string() },
    },
  },

  'GET /api/admin/users': {
    tag: 'Admin: users',
    summary: 'Public user accounts, searched and paged',
    responses: { 200: offsetList(AdminUserItemResponse, 'A page of users') },
  },
  'GET /api/admin/users/{id}': {
    tag: 'Admin: users',
    summary: 'One public account: verified or not, deactivated or not, its reviews by status',
    responses: { 200: json(AdminUserDetailResponse, 'The account') },
  },
  'POST /api/admin/users/{id}/deactivate': {
    tag: 'Admin: users',
    summary: 'Stop a public account: it is signed out everywhere and cannot sign in',
    description: 'What it wrote stays. 409 when it is deactivated already.',
    responses: { 200: json(AdminUserItemResponse, 'Deactivated') },
  },
  'POST /api/admin/users/{id}/activate': {
    tag: 'Admin: users',
    summary: 'Let a deactivated public account sign in again',
    description: '409 when it is active already.',
    responses: { 200: json(AdminUserItemResponse, 'Active') },
  },
  'GET /api/admin/users/{id}/export': {
    tag: 'Admin: users',
    summary: 'Download everything stored about a public account (a data-subject request)',
    description:
      "The same document as the account's own export (`GET /api/account/export`), whether or " +
      'not GDPR mode offers self-service. Each download is in the activity log.',
    responses: {
      200: {
        description: 'The export, as an attachment',
        schema: AccountExportResponse,
        headers: {
          'Content-Disposition': {
            description: 'attachment; filename="b2b-reviews-user-{id}-{YYYY-MM-DD}.json"',
            schema: z.string(),
          },
        },
      },
    },
  },
  'GET /api/admin/claim-requests': {
    tag: 'Admin: claims and reports',
    summary: 'Claims, filtered and paged',
    responses: { 200: offsetList(ClaimRequestItemResponse, 'A page of claims') },
  },
  'GET /api/admin/claim-requests/stats': {
    tag: 'Admin: claims and reports',
    summary: 'Claim counts',
    responses: { 200: json(ClaimStatsResponse, 'The counts') },
  },
  'POST /api/admin/claim-requests/{id}/approve': {
    tag: 'Admin: claims and reports',
    summary: 'Approve a claim',
    responses: { 200: json(ClaimRequestItemResponse, 'Approved') },
  },
  'POST /api/admin/claim-requests/{id}/reject': {
    tag: 'Admin: claims and reports',
    summary: 'Reject a claim',
    responses: { 200: json(ClaimRequestItemResponse, 'Rejected') },
  },
  'GET /api/admin/reports': {
    tag: 'Admin: claims and reports',
    summary: 'Reported issues, filtered and paged',
    responses: { 200: offsetList(IssueReportResponse, 'A page of reports') },
  },
  'GET /api/admin/reports/stats': {
    tag: 'Admin: claims and reports',
    summary: 'Report counts',
    responses: { 200: json(ReportStatsResponse, 'The counts') },
  },
  'POST /api/admin/reports/{id}/resolve': {
    tag: 'Admin: claims and reports',
    summary: 'Resolve a report',
    responses: { 200: json(IssueReportResponse, 'Resolved') },
  },
  'POST /api/admin/reports/{id}/dismiss': {
    tag: 'Admin: claims and reports',
    summary: 'Dismiss a report',
    responses: { 200: json(IssueReportResponse, 'Dismissed') },
  },

  'GET /api/admin/paying-clients': {
    tag: 'Admin: paying clients',
    summary: 'Paying clients, filtered and paged',
    responses: { 200: offsetList(PayingClientResponse, 'A page of clients') },
  },
  'GET /api/admin/paying-clients/stats': {
    tag: 'Admin: paying clients',
    summary: 'Revenue and growth',
    responses: { 200: json(PayingClientStatsResponse, 'The figures') },
  },
  'GET /api/admin/paying-clients/{id}': {
    tag: 'Admin: paying clients',
    summary: 'A paying client',
    responses: { 200: json(PayingClientResponse, 'The client') },
  },
  'POST /api/admin/paying-clients': {
    tag: 'Admin: paying clients',
    summary: 'Add a paying client',
    responses: { 201: json(PayingClientResponse, 'Added') },
  },
  'PATCH /api/admin/paying-clients/{id}': {
    tag: 'Admin: paying clients',
    summary: 'Edit a paying client',
    responses: { 200: json(PayingClientResponse, 'Saved') },
  },
  'DELETE /api/admin/paying-clients/{id}': {
    tag: 'Admin: paying clients',
    summary: 'Remove a paying client',
    responses: { 204: noContent('Removed') },
  },

  'GET /api/admin/settings': {
    tag: 'Admin: settings',
    summary: 'Platform settings',
    responses: { 200: json(SettingsSchema, 'The settings') },
  },
  'PUT /api/admin/settings': {
    tag: 'Admin: settings',
    summary: 'Save platform settings',
    responses: { 200: json(SettingsSchema, 'Saved') },
  },
};
