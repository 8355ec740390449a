import type { ActivityItem, PayingClient as PayingClientItem } from '#shared/types/admin';
import type { Activity } from '../../models/Activity.ts';
import type { PayingClient } from '../../models/PayingClient.ts';
import { feedTypeOf } from '../../services/adminPanel/activity/activityFeed.ts';

const isoDate = (value: string | Date) =>
  typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);

export function presentPayingClient(client: PayingClient): PayingClientItem {
  return {
    id: client.id,
    companyName: client.companyName,
    domain: client.domain,
    plan: client.plan,
    monthlyFee: client.monthlyFee,
    status: client.status,
    startDate: isoDate(client.startDate),
    nextBilling: client.nextBilling ? isoDate(client.nextBilling) : null,
    features: client.features,
  };
}

/** An event of the log as the Platform Activity feed shows it. */
export function presentActivity(event: Activity): ActivityItem {
  return {
    id: event.id,
    type: feedTypeOf(event.type),
    action: event.type,
    entityId: event.entityId,
    entityType: event.entityType,
    description: event.message,
    timestamp: new Date(event.createdAt).toISOString(),
    metadata: event.metadata,
  };
}
