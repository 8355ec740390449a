import { z } from 'zod';
import { idParam } from '#shared/schemas/common';

export const SubscriptionSchema = z.object({ params: z.object({ id: idParam }) });
