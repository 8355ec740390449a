import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { AdminCompanyItem } from '#shared/types/admin';
import { Button } from '../../../components/ui/Button.tsx';
import { formatCount } from '../../../lib/text.ts';
import { adminSend } from '../../api/client.ts';
import { useAdminStats } from '../../api/stats.ts';
import { useAdminAction } from '../../api/useAdminAction.ts';
import { useAdminPage } from '../../api/useAdminPage.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { DataTable } from '../../components/DataTable.tsx';
import { PagedList } from '../../components/PagedList.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { SearchBox } from '../../components/SearchBox.tsx';
import { useListControls } from '../../components/useListControls.ts';
import { CompanyFaqsDialog } from './CompanyFaqsDialog.tsx';
import { CompanyFormDialog } from './CompanyFormDialog.tsx';
import { CompanyRow } from './CompanyRow.tsx';

type FormState = { mode: 'add' } | { mode: 'edit'; id: number } | null;

/** /admin/companies (§2): server-side search and pages, add, edit, delete; FAQs (issue 14). */
export function Companies() {
  const { search, setSearch, q, page, setPage } = useListControls();
  const list = useAdminPage<AdminCompanyItem>('/api/admin/companies', { q }, page);
  const stats = useAdminStats();
  const [form, setForm] = useState<FormState>(null);
  const [deleting, setDeleting] = useState<AdminCompanyItem | null>(null);
  const [faqsOf, setFaqsOf] = useState<AdminCompanyItem | null>(null);

  const remove = useAdminAction({
    run: (company: AdminCompanyItem) => adminSend('DELETE', `/api/admin/companies/${company.id}`),
    success: { title: 'Company Deleted', description: 'Company has been successfully deleted' },
    failure: () => ({ title: 'Error', description: 'Failed to delete company' }),
  });
  const save = useAdminAction({
    run: ({ body, id }: { body: unknown; id?: number }) =>
      id === undefined
        ? adminSend('POST', '/api/admin/companies', body)
        : adminSend('PATCH', `/api/admin/companies/${id}`, body),
    success: { title: 'Company Saved', description: 'The company has been saved' },
    failure: () => ({ title: 'Error', description: 'Failed to save company' }),
  });

  return (
    <>
      <PageHeader
        title="Companies"
        description="Manage the companies on the platform"
        actions={
          <Button onClick={() => setForm({ mode: 'add' })}>
            <Plus aria-hidden="true" className="size-4" /> Add Company
          </Button>
        }
      />
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <SearchBox label="Search companies" value={search} onChange={setSearch} />
        <p className="text-sm text-slate-600">
          Total: <strong>{stats.data ? formatCount(stats.data.totalCompanies) : '…'}</strong> ·
          Filtered: <strong>{list.data ? formatCount(list.data.total) : '…'}</strong>
        </p>
      </div>
      <PagedList
        list={list}
        page={page}
        onPage={setPage}
        empty={q ? 'No companies found' : 'No companies yet'}
      >
        {(items) => (
          <DataTable
            caption="Companies"
            columns={['Company', 'URL', 'Description', 'Contact', 'Stats', '']}
            minWidth="min-w-[56rem]"
          >
            {items.map((company) => (
              <CompanyRow
                key={company.id}
                company={company}
                onEdit={() => setForm({ mode: 'edit', id: company.id })}
                onFaqs={() => setFaqsOf(company)}
                onDelete={() => setDeleting(company)}
              />
            ))}
          </DataTable>
        )}
      </PagedList>
      {form && (
        <CompanyFormDialog
          companyId={form.mode === 'edit' ? form.id : undefined}
          onClose={() => setForm(null)}
          onSave={async (body, id) => {
            await save.mutateAsync({ body, id });
            setForm(null);
          }}
        />
      )}
      {faqsOf && <CompanyFaqsDialog company={faqsOf} onClose={() => setFaqsOf(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Company"
        message={`Are you sure you want to delete ${deleting?.name ?? ''}? This action cannot be undone.`}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting, { onSettled: () => setDeleting(null) });
        }}
      />
    </>
  );
}
