import type { Complaint } from '#shared/types/admin';
import { StarRating } from '../../../components/stars/StarRating.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { Badge } from '../../../components/ui/misc.tsx';
import { relativeTime } from '../../../lib/relativeTime.ts';
import { capitalize, PRIORITY_TONE, STATUS_LABEL, STATUS_TONE } from './complaintLabels.ts';

export function ComplaintCard({
  complaint,
  busy,
  onStatus,
  onDetails,
}: {
  complaint: Complaint;
  busy: boolean;
  onStatus: (status: Complaint['status']) => void;
  onDetails: () => void;
}) {
  return (
    <article
      aria-label={`Complaint: ${complaint.title}`}
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <p className="font-semibold text-slate-900">{complaint.companyName}</p>
          <p className="text-xs text-slate-500">{complaint.companyDomain}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Badge tone={STATUS_TONE[complaint.status]}>{STATUS_LABEL[complaint.status]}</Badge>
          <Badge tone={PRIORITY_TONE[complaint.priority]}>
            {capitalize(complaint.priority)} priority
          </Badge>
        </div>
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-2 text-xs text-slate-600">
        {complaint.rating !== null && (
          <>
            <StarRating rating={complaint.rating} />
            <span>{complaint.rating}/5</span>
          </>
        )}
        {complaint.category && <span>· {capitalize(complaint.category)}</span>}
        <span>· {complaint.userName}</span>
        <span>· {relativeTime(complaint.createdAt)}</span>
      </div>
      <h2 className="mt-2 font-medium text-slate-900">{complaint.title}</h2>
      <p className="mt-1 line-clamp-2 text-sm text-slate-700">{complaint.content}</p>
      <p className="mt-2 text-xs text-slate-500">
        #{complaint.id} · updated {relativeTime(complaint.updatedAt)}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {complaint.status === 'pending' && (
          <Button size="sm" disabled={busy} onClick={() => onStatus('investigating')}>
            Start Investigation
          </Button>
        )}
        {complaint.status === 'investigating' && (
          <Button size="sm" disabled={busy} onClick={() => onStatus('resolved')}>
            Mark Resolved
          </Button>
        )}
        <Button size="sm" variant="outline" onClick={onDetails}>
          View Details
        </Button>
      </div>
    </article>
  );
}
