import { useState } from 'react';
import { useUpdateWaiting } from '../../offline/serviceWorkerStore.ts';
import { Button } from '../ui/Button.tsx';

/**
 * A new build is installed and waiting. The visitor chooses when to reload, so a form being
 * written is never lost to a silent reload (its draft is saved anyway).
 */
export function UpdatePrompt() {
  const apply = useUpdateWaiting();
  const [dismissed, setDismissed] = useState(false);
  if (!apply || dismissed) return null;
  return (
    <div
      role="alert"
      className="pointer-events-auto mx-4 mb-4 flex max-w-md flex-wrap sm:mx-auto items-center gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-lg"
    >
      <p className="flex-1 text-sm text-slate-800">A new version is available.</p>
      <Button size="sm" onClick={() => void apply()}>
        Reload
      </Button>
      <Button size="sm" variant="outline" onClick={() => setDismissed(true)}>
        Later
      </Button>
    </div>
  );
}
