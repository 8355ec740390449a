import { z } from 'zod';
import { AdminListQuerySchema } from '#shared/schemas/admin';
import { uuidParam } from '#shared/schemas/common';

export const UserListRequestSchema = z.object({ query: AdminListQuerySchema });
export const UserRequestSchema = z.object({ params: z.object({ id: uuidParam }) });
