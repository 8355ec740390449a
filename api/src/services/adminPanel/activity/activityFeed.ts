import type { ActivityItem } from '#shared/types/admin';
import type { ActivityType } from '../../activity/recordActivity.ts';

export type FeedType = ActivityItem['type'];

/**
 * The Platform Activity feed's badge for every logged event type. Everything an admin does
 * to an account, setting or client (and the categorisation runs) is an `update`.
 */
const FEED_TYPE: Record<ActivityType, FeedType> = {
  company_created: 'company',
  company_updated: 'company',
  company_deleted: 'company',
  company_categorized: 'company',
  company_enriched: 'company',
  claim_submitted: 'company',
  claim_verified: 'company',
  claim_approved: 'company',
  claim_rejected: 'company',
  review_posted: 'review',
  comment_posted: 'review',
  reply_posted: 'review',
  review_deleted: 'review',
  review_approved: 'review',
  review_rejected: 'review',
  review_edited: 'review',
  reviews_imported: 'review',
  complaint_posted: 'complaint',
  complaint_updated: 'complaint',
  report_filed: 'report',
  report_resolved: 'report',
  report_dismissed: 'report',
  user_registered: 'user',
  user_deleted: 'user',
  user_deactivated: 'user',
  user_activated: 'user',
  user_data_exported: 'user',
  admin_invited: 'user',
  admin_invitation_revoked: 'user',
  admin_joined: 'user',
  admin_signed_in: 'user',
  admin_password_reset: 'user',
  admin_two_factor_enabled: 'user',
  admin_two_factor_disabled: 'user',
  admin_two_factor_reset: 'user',
  admin_activated: 'user',
  admin_deactivated: 'user',
  categorization_started: 'update',
  categorization_finished: 'update',
  settings_updated: 'update',
  client_created: 'update',
  client_updated: 'update',
  client_deleted: 'update',
  awards_computed: 'update',
};

export const FEED_TYPES = ['review', 'company', 'report', 'user', 'update', 'complaint'] as const;

/** The stored event types behind one feed badge. */
export function eventTypesOf(feedType: FeedType): ActivityType[] {
  return (Object.keys(FEED_TYPE) as ActivityType[]).filter((type) => FEED_TYPE[type] === feedType);
}

/** An unknown (newer) event type shows as an update rather than disappearing. */
export function feedTypeOf(eventType: string): FeedType {
  return FEED_TYPE[eventType as ActivityType] ?? 'update';
}
