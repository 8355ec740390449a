import { COMPLAINT_PRIORITIES, COMPLAINT_STATUSES } from '#shared/schemas/admin';
import type { Complaint } from '#shared/types/admin';
import { Dialog } from '../../../components/ui/Dialog.tsx';
import { Select } from '../../../components/ui/Select.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { capitalize, STATUS_LABEL } from './complaintLabels.ts';

/** "View Details": the whole complaint, and its status and priority to change by hand. */
export function ComplaintDetails({
  complaint,
  onClose,
  onChange,
}: {
  complaint: Complaint;
  onClose: () => void;
  onChange: (change: Partial<Pick<Complaint, 'status' | 'priority'>>) => void;
}) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={complaint.title}>
      <dl className="grid gap-2 text-sm">
        <div>
          <dt className="font-medium">Company</dt>
          <dd>
            {complaint.companyName} ({complaint.companyDomain})
          </dd>
        </div>
        <div>
          <dt className="font-medium">From</dt>
          <dd>{complaint.userName}</dd>
        </div>
        <div>
          <dt className="font-medium">Submitted</dt>
          <dd>{formatDateTime(complaint.createdAt)}</dd>
        </div>
        <div>
          <dt className="font-medium">Complaint</dt>
          <dd className="whitespace-pre-line">{complaint.content}</dd>
        </div>
      </dl>
      <div className="mt-4 flex flex-wrap gap-4">
        <Select
          label="Status"
          value={complaint.status}
          options={COMPLAINT_STATUSES.map((value) => ({ value, label: STATUS_LABEL[value] }))}
          onValueChange={(status) => onChange({ status })}
        />
        <Select
          label="Priority"
          value={complaint.priority}
          options={COMPLAINT_PRIORITIES.map((value) => ({ value, label: capitalize(value) }))}
          onValueChange={(priority) => onChange({ priority })}
        />
      </div>
    </Dialog>
  );
}
