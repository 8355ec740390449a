import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isCsvFile } from '#shared/import/csvFile';
import type { ImportResult } from '#shared/types/admin';
import { serverMessage } from '../../../api/http.ts';
import { toast } from '../../../components/toast/toastStore.ts';
import { plural } from '../../../lib/text.ts';
import { invalidateAdminData } from '../../api/adminQueryClient.ts';
import { type UploadPhase, uploadCsv } from '../../api/uploadCsv.ts';

export type ImportState =
  | { step: 'idle' }
  | { step: 'selected'; file: File }
  | { step: 'importing'; file: File; progress: UploadPhase }
  | { step: 'done'; file: File; result: ImportResult };

/** §4 Import: idle, file selected, importing with progress, result shown. */
export function useCsvImport() {
  const [state, setState] = useState<ImportState>({ step: 'idle' });
  const queryClient = useQueryClient();

  function select(files: FileList | readonly File[] | null) {
    // §5: only the first dropped or selected file is used.
    const file = files?.[0];
    if (!file) return;
    if (!isCsvFile(file)) {
      toast({
        title: 'Invalid File Type',
        description: 'Please select a CSV file',
        variant: 'destructive',
      });
      return;
    }
    setState({ step: 'selected', file });
  }

  async function start() {
    if (state.step !== 'selected') return;
    const { file } = state;
    setState({ step: 'importing', file, progress: { phase: 'uploading', percent: 0 } });
    try {
      const result = await uploadCsv(file, (progress) =>
        setState((current) => (current.step === 'importing' ? { ...current, progress } : current)),
      );
      setState({ step: 'done', file, result });
      // The toast agrees with the result box: every row failed is a failed import.
      toast(
        result.success
          ? {
              title: 'Import Completed',
              description: `Successfully imported ${plural(result.imported, 'review')}`,
            }
          : {
              title: 'Import Failed',
              description: 'There was an error importing the reviews',
              variant: 'destructive',
            },
      );
      await invalidateAdminData(queryClient);
    } catch (error) {
      const message = serverMessage(error) ?? (error as Error).message;
      setState({
        step: 'done',
        file,
        result: {
          success: false,
          imported: 0,
          failed: 0,
          duplicates: 0,
          errors: [`Import failed: ${message}`],
        },
      });
      toast({
        title: 'Import Failed',
        description: 'There was an error importing the reviews',
        variant: 'destructive',
      });
    }
  }

  return { state, select, start, reset: () => setState({ step: 'idle' }) };
}
