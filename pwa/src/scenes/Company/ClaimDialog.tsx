import { type FormEvent, useState } from 'react';
import type { CompanyProfile } from '#shared/types/api';
import { isQueued } from '../../api/queuedError.ts';
import { loadSchemas, preloadSchemas } from '../../api/schemas.ts';
import { useClaimCompany } from '../../api/writes/claim.ts';
import { toast } from '../../components/toast/toastStore.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { TextAreaField, TextField } from '../../components/ui/Field.tsx';
import { fieldErrors } from '../../lib/fieldErrors.ts';
import { pendingToast } from '../../offline/pendingToast.ts';
import { useDraft } from '../../offline/useDraft.ts';

const EMPTY = { fullName: '', businessEmail: '', position: '', additionalInfo: '' };

/**
 * Claim This Company (§2): four fields, of which only the business email is sent. A claim
 * from an address at the company's domain gets a verification link by email.
 */
export function ClaimDialog({
  company,
  open,
  onOpenChange,
}: {
  company: CompanyProfile;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const claim = useClaimCompany();
  // The four fields survive a reload or a crash; the emptied form after sending clears them.
  useDraft(`claim:${company.domain}`, form, {
    restore: setForm,
    isEmpty: (value) => Object.values(value).every((field) => field === ''),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { ClaimFormSchema } = await loadSchemas();
    const parsed = ClaimFormSchema.safeParse({
      email: form.businessEmail,
      fullName: form.fullName,
      position: form.position,
      additionalInfo: form.additionalInfo,
    });
    if (!parsed.success) {
      // The schema names the sent field `email`; the form calls it businessEmail.
      const { email, ...rest } = fieldErrors(parsed.error);
      return setErrors(email ? { ...rest, businessEmail: email } : rest);
    }
    setErrors({});
    claim.mutate(
      { domain: company.domain, email: parsed.data.email },
      {
        onSuccess: (created) => {
          toast({
            title: 'Claim Request Submitted',
            description: created.verificationSent
              ? `Your claim request has been submitted successfully and will be reviewed by our admin team. We also sent a verification link to ${parsed.data.email}.`
              : 'Your claim request has been submitted successfully and will be reviewed by our admin team',
          });
          setForm(EMPTY);
          onOpenChange(false);
        },
        onError: (error) => {
          if (isQueued(error)) {
            pendingToast();
            setForm(EMPTY);
            onOpenChange(false);
            return;
          }
          toast({
            title: 'Error',
            description: 'Failed to submit claim request',
            variant: 'destructive',
          });
        },
      },
    );
  }

  const set = (name: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setForm({ ...form, [name]: event.target.value });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Claim This Company"
      description={`To claim ${company.name}, you need to provide proof of your association with the company. Our admin team reviews every request.`}
    >
      <form
        onSubmit={(event) => void submit(event)}
        onFocus={preloadSchemas}
        noValidate
        className="grid gap-4"
      >
        <TextField
          label="Full Name"
          autoComplete="name"
          value={form.fullName}
          onChange={set('fullName')}
        />
        <TextField
          label="Business Email"
          type="email"
          required
          autoComplete="email"
          placeholder={`you@${company.domain}`}
          value={form.businessEmail}
          error={errors.businessEmail}
          onChange={set('businessEmail')}
          hint={`An address at ${company.domain} lets us verify you right away.`}
        />
        <TextField
          label="Position"
          autoComplete="organization-title"
          value={form.position}
          onChange={set('position')}
        />
        <TextAreaField
          label="Additional Information"
          rows={3}
          value={form.additionalInfo}
          onChange={set('additionalInfo')}
        />
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={claim.isPending}>
            {claim.isPending ? 'Submitting...' : 'Submit Claim Request'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
