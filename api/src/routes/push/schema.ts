import { z } from 'zod';
import {
  PushSubscriptionBodySchema,
  PushUnsubscribeBodySchema,
} from '#shared/schemas/pushSubscriptions';

export const PushSubscribeRequestSchema = z.object({ body: PushSubscriptionBodySchema });
export const PushUnsubscribeRequestSchema = z.object({ body: PushUnsubscribeBodySchema });
