import { z } from 'zod';
import { domainInput, idParam, paginationQuery } from '#shared/schemas/common';
import { SearchQuerySchema } from '#shared/schemas/companies';

export const CompanyListSchema = z.object({ query: paginationQuery(50) });

export const CompanySearchSchema = z.object({ query: SearchQuerySchema });

export const CompanyByDomainSchema = z.object({ params: z.object({ domain: domainInput }) });

export const CompanyByIdSchema = z.object({ params: z.object({ id: idParam }) });
