import { niceMax } from '../../lib/chartScale.ts';

/** Ranked rows with a proportional bar each (top categories): plain HTML, readable as a list. */
export function HorizontalBars({
  rows,
}: {
  rows: ReadonlyArray<{ label: string; value: number; detail?: string }>;
}) {
  const max = niceMax(rows.map((row) => row.value));
  return (
    <ol className="grid gap-2">
      {rows.map((row) => (
        <li key={row.label} className="grid gap-1 text-sm">
          <div className="flex justify-between gap-2">
            <span className="font-medium text-slate-800">{row.label}</span>
            <span className="text-slate-600">{row.detail ?? row.value}</span>
          </div>
          <svg
            viewBox="0 0 100 6"
            preserveAspectRatio="none"
            aria-hidden="true"
            className="h-2 w-full"
          >
            <rect width="100" height="6" rx="3" className="fill-slate-100" />
            <rect width={(row.value / max) * 100} height="6" rx="3" className="fill-brand-600" />
          </svg>
        </li>
      ))}
    </ol>
  );
}
