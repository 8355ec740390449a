import type { CompanyProfile } from '#shared/types/api';
import { isQueued } from '../../api/queuedError.ts';
import { loadSchemas } from '../../api/schemas.ts';
import { useClaimCompany } from '../../api/writes/claim.ts';
import { EmailField } from '../../components/forms/AccountFields.tsx';
import { PublicForm } from '../../components/forms/PublicForm.tsx';
import { SubmitButton } from '../../components/forms/SubmitButton.tsx';
import { toast } from '../../components/toast/toastStore.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { TextAreaField, TextField } from '../../components/ui/Field.tsx';
import { useZodForm } from '../../lib/useZodForm.ts';
import { pendingToast } from '../../offline/pendingToast.ts';
import { useDraft } from '../../offline/useDraft.ts';

const EMPTY = { fullName: '', businessEmail: '', position: '', additionalInfo: '' };

/**
 * Claim This Company (§2): four fields, all sent (the admin deciding the claim reads the name,
 * position and details). A claim from an address at the company's domain gets a verification
 * link by email; the profile then belongs to the account holding that address, verified.
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
  const claim = useClaimCompany();
  const form = useZodForm({
    initial: EMPTY,
    schema: async () => (await loadSchemas()).ClaimCreateSchema,
    // The schema names the business email `email`; empty optional fields are left out.
    toInput: (values: typeof EMPTY) => ({
      email: values.businessEmail,
      fullName: values.fullName || undefined,
      position: values.position || undefined,
      additionalInfo: values.additionalInfo || undefined,
    }),
    fieldFor: { email: 'businessEmail' },
  });
  // The four fields survive a reload or a crash; the emptied form after sending clears them.
  useDraft(`claim:${company.domain}`, form.values, {
    restore: form.setValues,
    isEmpty: (value) => Object.values(value).every((field) => field === ''),
  });

  const submit = form.handleSubmit((parsed) =>
    claim.mutate(
      { domain: company.domain, ...parsed },
      {
        onSuccess: (created) => {
          toast({
            title: 'Claim Request Submitted',
            description: created.verificationSent
              ? `Your claim request has been submitted successfully and will be reviewed by our admin team. We also sent a verification link to ${parsed.email}.`
              : 'Your claim request has been submitted successfully and will be reviewed by our admin team',
          });
          form.reset();
          onOpenChange(false);
        },
        onError: (error) => {
          if (isQueued(error)) {
            pendingToast();
            form.reset();
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
    ),
  );

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Claim This Company"
      description={`To claim ${company.name}, you need to provide proof of your association with the company. Our admin team reviews every request.`}
    >
      <PublicForm onSubmit={submit} className="grid gap-4">
        <TextField label="Full Name" autoComplete="name" {...form.field('fullName')} />
        <EmailField
          label="Business Email"
          required
          placeholder={`you@${company.domain}`}
          hint={`An address at ${company.domain} lets us verify you right away.`}
          {...form.field('businessEmail')}
        />
        <TextField label="Position" autoComplete="organization-title" {...form.field('position')} />
        <TextAreaField label="Additional Information" rows={3} {...form.field('additionalInfo')} />
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <SubmitButton
            busy={claim.isPending}
            label="Submit Claim Request"
            busyLabel="Submitting..."
          />
        </div>
      </PublicForm>
    </Dialog>
  );
}
