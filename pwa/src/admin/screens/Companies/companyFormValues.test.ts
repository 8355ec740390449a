import { describe, expect, it } from 'vitest';
import { CompanyCreateSchema, CompanyUpdateSchema } from '#shared/schemas/admin';
import type { AdminCompanyDetail } from '#shared/types/admin';
import { bodyFromValues, EMPTY_COMPANY, valuesFromCompany } from './companyFormValues.ts';

describe('company form values', () => {
  it('sends trimmed text, null for cleared fields and the year as a number', () => {
    const body = bodyFromValues(
      {
        ...EMPTY_COMPANY,
        domain: ' initech.com ',
        name: ' Initech ',
        website: 'https://initech.com',
        founded: '1999',
        phone: '   ',
      },
      true,
    );
    expect(body).toMatchObject({
      domain: 'initech.com',
      name: 'Initech',
      website: 'https://initech.com',
      founded: 1999,
      phone: null,
      description: null,
      category: null,
    });
    expect(CompanyCreateSchema.safeParse(body).success).toBe(true);
  });

  it('never sends the domain when editing, and loads stored nulls as empty fields', () => {
    const stored = {
      domain: 'initech.com',
      name: 'Initech',
      website: null,
      phone: null,
      email: null,
      address: null,
      industry: null,
      employeeCount: null,
      founded: 1999,
      logoUrl: null,
      description: null,
      category: null,
      subcategory: null,
    } as AdminCompanyDetail;
    const values = valuesFromCompany(stored);
    expect(values).toMatchObject({ domain: 'initech.com', founded: '1999', website: '' });
    const body = bodyFromValues(values, false);
    expect(body).not.toHaveProperty('domain');
    expect(CompanyUpdateSchema.safeParse(body).success).toBe(true);
  });
});
