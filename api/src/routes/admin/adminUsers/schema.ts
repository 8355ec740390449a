import { z } from 'zod';
import { ResetPasswordSchema } from '#shared/schemas/admin';
import { uuidParam } from '#shared/schemas/common';

const AdminParams = z.object({ id: uuidParam });

export const AdminUserRequestSchema = z.object({ params: AdminParams });
export const ResetPasswordRequestSchema = z.object({
  params: AdminParams,
  body: ResetPasswordSchema,
});
