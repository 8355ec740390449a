import { type FormEvent, useState } from 'react';
import { LIMITS } from '#shared/schemas/limits';
import type { CompanyProfile } from '#shared/types/api';
import { isQueued } from '../../api/queuedError.ts';
import { useReportCompany } from '../../api/writes/report.ts';
import { toast } from '../../components/toast/toastStore.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { TextAreaField } from '../../components/ui/Field.tsx';
import { pendingToast } from '../../offline/pendingToast.ts';
import { useDraft } from '../../offline/useDraft.ts';

/** Report Issue (§2): one text field, sent with the company's domain. */
export function ReportDialog({
  company,
  open,
  onOpenChange,
}: {
  company: CompanyProfile;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [issue, setIssue] = useState('');
  const report = useReportCompany();
  const empty = issue.trim() === '';
  useDraft(
    `report:${company.domain}`,
    { issue },
    {
      restore: (saved) => setIssue(saved.issue),
      isEmpty: (value) => value.issue === '',
    },
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    if (empty || report.isPending) return;
    report.mutate(
      { companyId: company.id, issue, companyDomain: company.domain },
      {
        onSuccess: () => {
          toast({
            title: 'Issue Reported',
            description: 'Your report has been sent to our support team.',
          });
          setIssue('');
          onOpenChange(false);
        },
        onError: (error) => {
          if (isQueued(error)) {
            pendingToast();
            setIssue('');
            onOpenChange(false);
            return;
          }
          toast({
            title: 'Report Failed',
            description: 'Could not submit your report. Please try again.',
            variant: 'destructive',
          });
        },
      },
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Report Issue"
      description={`Tell us what is wrong with the profile of ${company.name}.`}
    >
      <form onSubmit={submit} noValidate className="grid gap-4">
        <TextAreaField
          label="Describe the issue"
          required
          rows={5}
          maxLength={LIMITS.reportMax}
          value={issue}
          onChange={(event) => setIssue(event.target.value)}
        />
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={empty || report.isPending}>
            {report.isPending ? 'Submitting...' : 'Submit Report'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
