import { z } from 'zod';
import {
  AdminListQuerySchema,
  CompanyCreateSchema,
  CompanyUpdateSchema,
} from '#shared/schemas/admin';
import { idParam } from '#shared/schemas/common';

const CompanyParams = z.object({ id: idParam });

export const CompanyListRequestSchema = z.object({ query: AdminListQuerySchema });
export const CompanyRequestSchema = z.object({ params: CompanyParams });
export const CompanyCreateRequestSchema = z.object({ body: CompanyCreateSchema });
export const CompanyUpdateRequestSchema = z.object({
  params: CompanyParams,
  body: CompanyUpdateSchema,
});
