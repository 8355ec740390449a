import { z } from 'zod';
import { AdminListQuerySchema } from '#shared/schemas/admin';

export const UserListRequestSchema = z.object({ query: AdminListQuerySchema });
