import { useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { Card } from '../../components/ui/misc.tsx';

/** The rating widget's snippets to copy (docs/business.md "Rating widget"). */
export function WidgetSnippet({ domain, name }: { domain: string; name: string }) {
  const origin = window.location.origin;
  const encoded = encodeURIComponent(domain);
  const snippets = {
    Card: `<iframe src="${origin}/widget/${encoded}" title="${name} reviews" width="300" height="110" style="border:0"></iframe>`,
    Badge: `<a href="${origin}/company/${encoded}"><img src="${origin}/widget/${encoded}.svg" width="240" height="64" alt="${name} reviews"></a>`,
  };
  const [copied, setCopied] = useState<string | null>(null);
  return (
    <Card className="grid gap-3 p-4">
      <h2 className="text-lg font-semibold text-slate-900">Show your rating on your site</h2>
      <img src={`/widget/${encoded}.svg`} width={240} height={64} alt={`${name} rating badge`} />
      {Object.entries(snippets).map(([label, code]) => (
        <div key={label} className="grid gap-1">
          <label className="text-sm text-slate-700" htmlFor={`snippet-${label}`}>
            {label}
          </label>
          <textarea
            id={`snippet-${label}`}
            readOnly
            value={code}
            rows={3}
            className="rounded-md border border-slate-300 p-2 font-mono text-xs"
          />
          <Button
            variant="outline"
            size="sm"
            onClick={() => void navigator.clipboard?.writeText(code).then(() => setCopied(label))}
          >
            {copied === label ? 'Copied' : `Copy the ${label.toLowerCase()}`}
          </Button>
        </div>
      ))}
    </Card>
  );
}
