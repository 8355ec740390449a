import Router from '@koa/router';
import { activityRouter } from './activity/activity.ts';
import { adminUsersRouter } from './adminUsers/adminUsers.ts';
import { analyticsRouter } from './analytics/analytics.ts';
import { adminAuthRouter } from './auth/auth.ts';
import { backupRouter } from './backup/backup.ts';
import { categorizeRouter } from './categorize/categorize.ts';
import { claimRequestsRouter } from './claimRequests/claimRequests.ts';
import { companiesRouter } from './companies/companies.ts';
import { complaintsRouter } from './complaints/complaints.ts';
import { importRouter } from './import/import.ts';
import { invitationsRouter } from './invitations/invitations.ts';
import { payingClientsRouter } from './payingClients/payingClients.ts';
import { questionsRouter } from './questions/questions.ts';
import { reportsRouter } from './reports/reports.ts';
import { reviewsRouter } from './reviews/reviews.ts';
import { settingsRouter } from './settings/settings.ts';
import { statsRouter } from './stats/stats.ts';
import { systemRouter } from './system/system.ts';
import { twoFactorRouter } from './twoFactor/twoFactor.ts';
import { usersRouter } from './users/users.ts';

/** Every admin route, under `/api/admin`: one router per resource. */
export function createAdminRouter(): Router {
  const admin = new Router({ prefix: '/admin' });
  for (const router of [
    adminAuthRouter,
    adminUsersRouter,
    invitationsRouter,
    statsRouter,
    companiesRouter,
    reviewsRouter,
    usersRouter,
    claimRequestsRouter,
    reportsRouter,
    complaintsRouter,
    payingClientsRouter,
    settingsRouter,
    systemRouter,
    backupRouter,
    activityRouter,
    importRouter,
    categorizeRouter,
    analyticsRouter,
    questionsRouter,
    twoFactorRouter,
  ]) {
    admin.use(router.routes());
  }
  return admin;
}
