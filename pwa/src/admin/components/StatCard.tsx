import type { ReactNode } from 'react';

/** A labelled figure; the label names the value for screen readers too (a description list). */
export function StatCard({
  label,
  value,
  tone = 'text-slate-900',
}: {
  label: string;
  value: ReactNode;
  tone?: string;
}) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className={`mt-1 text-2xl font-bold ${tone}`}>{value}</dd>
    </div>
  );
}

export function StatGrid({ children }: { children: ReactNode }) {
  return <dl className="mb-6 grid grid-cols-2 gap-3 md:grid-cols-4">{children}</dl>;
}
