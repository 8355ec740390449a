import { Copy, Download } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../components/toast/toastStore.ts';
import { Button } from '../../components/ui/Button.tsx';
import { buttonClass } from '../../components/ui/buttonStyles.ts';
import { copyText } from '../lib/copyText.ts';

/**
 * The recovery codes, shown this once (the server keeps only their hashes): copy, download as
 * a text file, then continue.
 */
export function RecoveryCodesPanel({
  codes,
  onDone,
  doneLabel,
}: {
  codes: readonly string[];
  onDone: () => void;
  doneLabel: string;
}) {
  const [saved, setSaved] = useState(false);
  const text = `${codes.join('\n')}\n`;

  async function copy() {
    const copied = await copyText(text);
    toast(
      copied
        ? { title: 'Copied', description: 'The recovery codes are on your clipboard' }
        : {
            title: 'Copy failed',
            description: 'Select the codes and copy them by hand',
            variant: 'destructive',
          },
    );
  }

  return (
    <section aria-labelledby="recovery-codes-title" className="grid gap-4">
      <h2 id="recovery-codes-title" className="font-semibold text-slate-900">
        Save your recovery codes
      </h2>
      <p className="text-sm text-slate-700">
        If you lose your phone, each of these codes signs you in once instead of a code from the
        app. They are shown only now: keep them somewhere safe.
      </p>
      <ul
        aria-label="Recovery codes"
        className="grid gap-1 rounded-md bg-slate-100 p-4 text-center font-mono text-sm whitespace-nowrap"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={copy}>
          <Copy aria-hidden="true" className="size-4" /> Copy codes
        </Button>
        <a
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
          download="recovery-codes.txt"
          className={buttonClass('outline')}
        >
          <Download aria-hidden="true" className="size-4" /> Download
        </a>
      </div>
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          checked={saved}
          onChange={(event) => setSaved(event.target.checked)}
        />
        I have saved my recovery codes
      </label>
      <Button onClick={onDone} disabled={!saved}>
        {doneLabel}
      </Button>
    </section>
  );
}
