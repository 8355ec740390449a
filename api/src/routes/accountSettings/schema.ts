import { z } from 'zod';
import {
  AccountEmailConfirmSchema,
  AccountEmailSchema,
  AccountNameSchema,
  AccountPasswordSchema,
} from '#shared/schemas/account';

export const AccountNameRequestSchema = z.object({ body: AccountNameSchema });
export const AccountPasswordRequestSchema = z.object({ body: AccountPasswordSchema });
export const AccountEmailRequestSchema = z.object({ body: AccountEmailSchema });
export const AccountEmailConfirmRequestSchema = z.object({ body: AccountEmailConfirmSchema });
