import { CheckCircle2, XCircle } from 'lucide-react';
import type { ImportResult } from '#shared/types/admin';

/** §2: 'Import Completed' or 'Failed', the counts, and the error list. */
export function ImportResultBox({ result }: { result: ImportResult }) {
  const ok = result.success;
  return (
    <section
      aria-label="Import result"
      className={`rounded-lg border p-4 ${ok ? 'border-green-200 bg-green-50' : 'border-red-200 bg-red-50'}`}
    >
      <h3 className="flex items-center gap-2 font-semibold">
        {ok ? (
          <CheckCircle2 aria-hidden="true" className="size-5 text-green-700" />
        ) : (
          <XCircle aria-hidden="true" className="size-5 text-red-700" />
        )}
        {ok ? 'Import Completed' : 'Failed'}
      </h3>
      <ul className="mt-2 grid gap-1 text-sm">
        <li>Imported: {result.imported}</li>
        {result.failed > 0 && <li>Failed: {result.failed}</li>}
        {result.duplicates > 0 && <li>Duplicates skipped: {result.duplicates}</li>}
      </ul>
      {result.errors.length > 0 && (
        <ul className="mt-2 max-h-48 list-disc overflow-y-auto pl-5 text-sm text-red-800">
          {result.errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
