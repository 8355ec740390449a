import Router from '@koa/router';
import { serviceContext } from '../../../http/actor.ts';
import { requireAdmin } from '../../../http/auth.ts';
import { inputOf, validate } from '../../../http/validate.ts';
import {
  presentAdminCompany,
  presentAdminCompanyDetail,
} from '../../../presenters/admin/company.ts';
import { deleteCompany } from '../../../services/adminPanel/companies/deleteCompany.ts';
import { getCompany } from '../../../services/adminPanel/companies/getCompany.ts';
import { listCompanies } from '../../../services/adminPanel/companies/listCompanies.ts';
import {
  createCompany,
  updateCompany,
} from '../../../services/adminPanel/companies/saveCompany.ts';
import { sendPage } from '../sendPage.ts';
import {
  CompanyCreateRequestSchema,
  CompanyListRequestSchema,
  CompanyRequestSchema,
  CompanyUpdateRequestSchema,
} from './schema.ts';

/** The admin Companies screen: search, view, add, edit, delete. */
export const companiesRouter = new Router();

companiesRouter.get(
  '/companies',
  requireAdmin(),
  validate(CompanyListRequestSchema),
  async (ctx) => {
    const { query } = inputOf(ctx, CompanyListRequestSchema);
    sendPage(ctx, await listCompanies(serviceContext(ctx, 'admin'), query), presentAdminCompany);
  },
);

companiesRouter.get(
  '/companies/:id',
  requireAdmin(),
  validate(CompanyRequestSchema),
  async (ctx) => {
    const { params } = inputOf(ctx, CompanyRequestSchema);
    ctx.body = presentAdminCompanyDetail(await getCompany(serviceContext(ctx, 'admin'), params.id));
  },
);

companiesRouter.post(
  '/companies',
  requireAdmin(),
  validate(CompanyCreateRequestSchema),
  async (ctx) => {
    const { body } = inputOf(ctx, CompanyCreateRequestSchema);
    const company = await createCompany(serviceContext(ctx, 'admin'), body);
    ctx.status = 201;
    ctx.body = presentAdminCompanyDetail(company);
  },
);

companiesRouter.patch(
  '/companies/:id',
  requireAdmin(),
  validate(CompanyUpdateRequestSchema),
  async (ctx) => {
    const { params, body } = inputOf(ctx, CompanyUpdateRequestSchema);
    const company = await updateCompany(serviceContext(ctx, 'admin'), params.id, body);
    ctx.body = presentAdminCompanyDetail(company);
  },
);

companiesRouter.delete(
  '/companies/:id',
  requireAdmin(),
  validate(CompanyRequestSchema),
  async (ctx) => {
    const { params } = inputOf(ctx, CompanyRequestSchema);
    const company = await deleteCompany(serviceContext(ctx, 'admin'), params.id);
    ctx.body = { message: 'Company has been successfully deleted', id: company.id };
  },
);
