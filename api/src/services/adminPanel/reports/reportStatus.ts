import type { IssueReport } from '#shared/types/admin';
import type { ReportStatus } from '../../../models/Report.ts';

export type ScreenReportStatus = IssueReport['status'];

/**
 * The spec leaves the mapping open (§4): reports are stored `pending` (the data model's
 * default) and the Report Issue screen calls that state `open`. Every conversion goes through
 * these two tables.
 */
const TO_SCREEN: Record<ReportStatus, ScreenReportStatus> = {
  pending: 'open',
  resolved: 'resolved',
  dismissed: 'dismissed',
};
const TO_STORED: Record<ScreenReportStatus, ReportStatus> = {
  open: 'pending',
  resolved: 'resolved',
  dismissed: 'dismissed',
};

export const toScreenStatus = (stored: ReportStatus): ScreenReportStatus => TO_SCREEN[stored];
export const toStoredStatus = (screen: ScreenReportStatus): ReportStatus => TO_STORED[screen];
export const SCREEN_REPORT_STATUSES = Object.keys(TO_STORED) as [
  ScreenReportStatus,
  ...ScreenReportStatus[],
];
