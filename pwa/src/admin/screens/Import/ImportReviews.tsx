import { Download, X } from 'lucide-react';
import { Button } from '../../../components/ui/Button.tsx';
import { buttonClass } from '../../../components/ui/buttonStyles.ts';
import { Card } from '../../../components/ui/misc.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { fileSizeKb } from '../../lib/format.ts';
import { CategorizationCard } from './CategorizationCard.tsx';
import { DropZone } from './DropZone.tsx';
import { ImportResultBox } from './ImportResultBox.tsx';
import { ProgressBar } from './ProgressBar.tsx';
import { useCsvImport } from './useCsvImport.ts';

/** /admin/import-reviews (§2, §4, §5): the CSV import and the AI categorization card. */
export function ImportReviews() {
  const { state, select, start, reset } = useCsvImport();
  return (
    <>
      <PageHeader
        title="Import Reviews"
        description="Add reviews in bulk from a CSV file"
        actions={
          <a
            href="/api/admin/import-template"
            download="review_import_template.csv"
            className={buttonClass('outline')}
          >
            <Download aria-hidden="true" className="size-4" /> Download Template
          </a>
        }
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="grid content-start gap-4 lg:col-span-2">
          {state.step === 'idle' ? (
            <DropZone onFiles={select} />
          ) : (
            <div className="flex items-center justify-between gap-3 rounded-md bg-slate-50 p-3">
              <div className="min-w-0">
                <p className="truncate font-medium">{state.file.name}</p>
                <p className="text-sm text-slate-600">{fileSizeKb(state.file.size)}</p>
              </div>
              {state.step !== 'importing' && (
                <Button variant="ghost" size="sm" aria-label="Remove file" onClick={reset}>
                  <X aria-hidden="true" className="size-4" />
                </Button>
              )}
            </div>
          )}
          {state.step === 'importing' && <ProgressBar progress={state.progress} />}
          {state.step === 'done' && <ImportResultBox result={state.result} />}
          {state.step === 'selected' && (
            <div>
              <Button onClick={start}>Import Reviews</Button>
            </div>
          )}
        </Card>
        <Card>
          <h2 className="mb-2 font-semibold">Instructions</h2>
          <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
            <li>Download the template and fill in one review per row.</li>
            <li>
              Required columns: company_domain, rating (1 to 5), title, content, is_complaint (true
              or false).
            </li>
            <li>Optional: reviewer_name, reviewer_email, created_at (YYYY-MM-DD).</li>
            <li>Companies that do not exist yet are created from their domain.</li>
            <li>Rows already imported are skipped as duplicates.</li>
          </ol>
        </Card>
      </div>
      <CategorizationCard />
    </>
  );
}
