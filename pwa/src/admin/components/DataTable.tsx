import type { ReactNode } from 'react';

/**
 * The admin panel's table shell: a bordered card that scrolls sideways on a phone instead of
 * squeezing columns, a caption for screen readers, and the header row. An empty column name
 * is the actions column (named for screen readers only). Rows are the caller's `<tr>`s.
 */
export function DataTable({
  caption,
  columns,
  minWidth,
  children,
}: {
  caption: string;
  columns: readonly string[];
  /** Tailwind min-width class: below it the table scrolls rather than wraps every cell. */
  minWidth: string;
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className={`w-full ${minWidth} text-left text-sm`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
          <tr>
            {columns.map((column) => (
              <th key={column || 'actions'} className="px-4 py-3">
                {column || <span className="sr-only">Actions</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}
