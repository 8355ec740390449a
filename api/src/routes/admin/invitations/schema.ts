import { z } from 'zod';
import { InviteSchema } from '#shared/schemas/admin';
import { idParam } from '#shared/schemas/common';

export const InviteRequestSchema = z.object({ body: InviteSchema });
export const InvitationRequestSchema = z.object({ params: z.object({ id: idParam }) });
