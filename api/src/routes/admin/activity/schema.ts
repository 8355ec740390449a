import { z } from 'zod';
import { paginationQuery } from '#shared/schemas/common';
import { FEED_TYPES } from '../../../services/adminPanel/activity/activityFeed.ts';

export const ActivityListRequestSchema = z.object({
  query: paginationQuery(50).extend({
    type: z.enum(FEED_TYPES, { error: `must be one of ${FEED_TYPES.join(', ')}` }).optional(),
    since: z.iso
      .datetime({ offset: true, error: 'must be an ISO date-time' })
      .or(z.iso.date({ error: 'must be an ISO date-time' }))
      .transform((value) => new Date(value))
      .optional(),
  }),
});
