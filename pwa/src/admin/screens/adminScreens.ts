import type { ComponentType } from 'react';
import { Account } from './Account/Account.tsx';
import { Activity } from './Activity/Activity.tsx';
import { Analytics } from './Analytics/Analytics.tsx';
import { Categories } from './Categories/Categories.tsx';
import { ClaimedProfiles } from './Claims/ClaimedProfiles.tsx';
import { PayingClients } from './Clients/PayingClients.tsx';
import { Companies } from './Companies/Companies.tsx';
import { Complaints } from './Complaints/Complaints.tsx';
import { Dashboard } from './Dashboard/Dashboard.tsx';
import { ImportReviews } from './Import/ImportReviews.tsx';
import { ManageUsers } from './ManageUsers/ManageUsers.tsx';
import { Questions } from './Questions/Questions.tsx';
import { ReportIssue } from './Reports/ReportIssue.tsx';
import { Reviews } from './Reviews/Reviews.tsx';
import { Settings } from './Settings/Settings.tsx';
import { Users } from './Users/Users.tsx';

/** The signed-in admin routes of §2 (relative to /admin). */
export const adminScreens: ReadonlyArray<{ path: string; Screen: ComponentType }> = [
  { path: 'dashboard', Screen: Dashboard },
  { path: 'companies', Screen: Companies },
  { path: 'reviews', Screen: Reviews },
  { path: 'users', Screen: Users },
  { path: 'manage-users', Screen: ManageUsers },
  { path: 'activity', Screen: Activity },
  { path: 'complaints', Screen: Complaints },
  // Q&A moderation (issue 14), beside the other content screens.
  { path: 'questions', Screen: Questions },
  { path: 'claimed-profiles', Screen: ClaimedProfiles },
  { path: 'report-issue', Screen: ReportIssue },
  { path: 'paying-clients', Screen: PayingClients },
  { path: 'import-reviews', Screen: ImportReviews },
  { path: 'categories', Screen: Categories },
  { path: 'analytics', Screen: Analytics },
  { path: 'settings', Screen: Settings },
  // The signed-in admin's own account (two-factor sign-in, issue 15 item 15).
  { path: 'account', Screen: Account },
];
