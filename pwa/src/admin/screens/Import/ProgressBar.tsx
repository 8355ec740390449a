import type { UploadPhase } from '../../api/uploadCsv.ts';

/** Real upload progress, then an indeterminate "processing" bar while the server imports. */
export function ProgressBar({ progress }: { progress: UploadPhase }) {
  const uploading = progress.phase === 'uploading';
  const percent = uploading ? progress.percent : 100;
  const label = uploading ? `Uploading... ${percent}%` : 'Processing...';
  return (
    <div className="grid gap-1">
      <div className="flex justify-between text-sm text-slate-700">
        <span>{label}</span>
      </div>
      <div
        role="progressbar"
        aria-label={uploading ? 'Upload progress' : 'Processing the import'}
        aria-valuemin={0}
        aria-valuemax={100}
        {...(uploading ? { 'aria-valuenow': percent } : {})}
        className="h-3 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={`h-full rounded-full bg-brand-600 transition-[width] ${uploading ? '' : 'animate-pulse'}`}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
