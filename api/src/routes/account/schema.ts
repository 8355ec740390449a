import { z } from 'zod';
import { AccountDeleteSchema } from '#shared/schemas/account';

export const AccountDeleteRequestSchema = z.object({ body: AccountDeleteSchema });
