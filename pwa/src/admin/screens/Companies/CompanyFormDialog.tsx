import { useQuery } from '@tanstack/react-query';
import { CATALOGUE } from '#shared/catalogue/catalogue';
import { CompanyCreateSchema, CompanyUpdateSchema } from '#shared/schemas/admin';
import type { AdminCompanyDetail } from '#shared/types/admin';
import { serverMessage } from '../../../api/http.ts';
import { SubmitButton } from '../../../components/forms/SubmitButton.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { Dialog } from '../../../components/ui/Dialog.tsx';
import { TextAreaField, TextField } from '../../../components/ui/Field.tsx';
import { Spinner } from '../../../components/ui/misc.tsx';
import { useZodForm } from '../../../lib/useZodForm.ts';
import { getJson } from '../../api/client.ts';
import {
  bodyFromValues,
  type CompanyFormValues,
  EMPTY_COMPANY,
  TEXT_FIELDS,
  valuesFromCompany,
} from './companyFormValues.ts';

const SELECT =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30';

export interface CompanyFormProps {
  /** The company to edit; undefined to add one. */
  companyId?: number;
  onClose: () => void;
  onSave: (body: ReturnType<typeof bodyFromValues>, id?: number) => Promise<void>;
}

/** "Add Company" / "Edit Company": the admin API's create and edit calls, validated first. */
export function CompanyFormDialog({ companyId, onClose, onSave }: CompanyFormProps) {
  const editing = companyId !== undefined;
  const detail = useQuery({
    queryKey: ['admin', 'company', companyId],
    queryFn: () => getJson<AdminCompanyDetail>(`/api/admin/companies/${companyId}`),
    enabled: editing,
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={editing ? 'Edit Company' : 'Add Company'}
    >
      {editing && !detail.data ? (
        detail.error ? (
          <p role="alert" className="text-red-700">
            {detail.error.message}
          </p>
        ) : (
          <Spinner />
        )
      ) : (
        <CompanyForm
          initial={detail.data ? valuesFromCompany(detail.data) : EMPTY_COMPANY}
          companyId={companyId}
          onClose={onClose}
          onSave={onSave}
        />
      )}
    </Dialog>
  );
}

function CompanyForm({
  initial,
  companyId,
  onClose,
  onSave,
}: CompanyFormProps & { initial: CompanyFormValues }) {
  const creating = companyId === undefined;
  const form = useZodForm({
    initial,
    schema: creating ? CompanyCreateSchema : CompanyUpdateSchema,
    toInput: (values) => bodyFromValues(values, creating),
  });
  const { values, errors } = form;
  const set = (name: keyof CompanyFormValues, value: string) =>
    form.setValues((current) => ({
      ...current,
      [name]: value,
      // A new category empties a subcategory that belongs to another one.
      ...(name === 'category' ? { subcategory: '' } : {}),
    }));
  const subcategories = CATALOGUE.find((c) => c.name === values.category)?.subcategories ?? [];

  const submit = form.handleSubmit(async (_, current) => {
    try {
      await onSave(bodyFromValues(current, creating), companyId);
    } catch (error) {
      form.setErrors({ form: serverMessage(error) ?? (error as Error).message });
    }
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-3">
      {errors.form && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {errors.form}
        </p>
      )}
      <TextField
        label="Domain"
        required
        disabled={!creating}
        value={values.domain}
        placeholder="example.com"
        onChange={(event) => set('domain', event.target.value)}
        error={errors.domain}
      />
      {TEXT_FIELDS.map(([name, label]) => (
        <TextField
          key={name}
          label={label}
          required={name === 'name'}
          inputMode={name === 'founded' ? 'numeric' : undefined}
          value={values[name]}
          onChange={(event) => set(name, event.target.value)}
          error={errors[name]}
        />
      ))}
      <label className="grid gap-1.5 text-sm font-medium text-slate-800">
        Category
        <select
          className={SELECT}
          value={values.category}
          onChange={(event) => set('category', event.target.value)}
        >
          <option value="">None</option>
          {CATALOGUE.map((category) => (
            <option key={category.slug} value={category.name}>
              {category.name}
            </option>
          ))}
        </select>
      </label>
      <label className="grid gap-1.5 text-sm font-medium text-slate-800">
        Subcategory
        <select
          className={SELECT}
          value={values.subcategory}
          disabled={subcategories.length === 0}
          onChange={(event) => set('subcategory', event.target.value)}
        >
          <option value="">None</option>
          {subcategories.map((sub) => (
            <option key={sub.slug} value={sub.name}>
              {sub.name}
            </option>
          ))}
        </select>
        {errors.subcategory && <span className="text-red-700">{errors.subcategory}</span>}
      </label>
      <TextAreaField
        label="Description"
        value={values.description}
        onChange={(event) => set('description', event.target.value)}
        error={errors.description}
      />
      <div className="flex justify-end gap-2 pt-2">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <SubmitButton
          busy={form.submitting}
          label={creating ? 'Add Company' : 'Save Changes'}
          busyLabel="Saving..."
        />
      </div>
    </form>
  );
}
