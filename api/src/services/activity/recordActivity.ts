import type { Context } from '../../context.ts';
import { Activity, type ActorType } from '../../models/Activity.ts';

/**
 * The event types of the activity log. The dashboard's recent activity and the Platform
 * Activity feed read these; add a type here before recording it.
 */
const ACTIVITY_TYPES = [
  'company_created',
  'company_updated',
  'company_deleted',
  'company_categorized',
  'company_enriched',
  'review_posted',
  'complaint_posted',
  'comment_posted',
  'review_deleted',
  'review_approved',
  'review_rejected',
  'review_edited',
  'reply_posted',
  'report_filed',
  'report_resolved',
  'report_dismissed',
  'claim_submitted',
  'claim_verified',
  'claim_approved',
  'claim_rejected',
  'complaint_updated',
  'user_registered',
  'user_deleted',
  'user_deactivated',
  'user_activated',
  'user_data_exported',
  'admin_invited',
  'admin_invitation_revoked',
  'admin_joined',
  'admin_signed_in',
  'admin_password_reset',
  'admin_two_factor_enabled',
  'admin_two_factor_disabled',
  'admin_two_factor_reset',
  'admin_activated',
  'admin_deactivated',
  'reviews_imported',
  'categorization_started',
  'categorization_finished',
  'settings_updated',
  'client_created',
  'client_updated',
  'client_deleted',
  'awards_computed',
] as const;

export type ActivityType = (typeof ACTIVITY_TYPES)[number];

export interface ActivityEvent {
  type: ActivityType;
  /** One human sentence, shown as is: `New review for Acme Corp`. */
  message: string;
  entityType?: string;
  entityId?: string | number;
  metadata?: Record<string, unknown>;
}

/** Appends an event to the log, in the caller's transaction, attributed to the actor. */
export async function recordActivity(ctx: Context, event: ActivityEvent): Promise<void> {
  const { actorType, actorId } = describeActor(ctx);
  await Activity.query(ctx.knex).insert({
    type: event.type,
    actorType,
    actorId,
    entityType: event.entityType ?? null,
    entityId: event.entityId === undefined ? null : String(event.entityId),
    message: event.message,
    metadata: event.metadata ?? {},
  });
}

function describeActor(ctx: Context): { actorType: ActorType; actorId: string | null } {
  const { actor } = ctx;
  switch (actor.type) {
    case 'user':
      return { actorType: 'user', actorId: actor.user.id };
    case 'visitor':
      return { actorType: 'visitor', actorId: actor.visitorId };
    case 'admin':
      return { actorType: 'admin', actorId: actor.admin.id };
    case 'system':
      return { actorType: 'system', actorId: actor.name };
    case 'anonymous':
      return { actorType: 'visitor', actorId: null };
  }
}
