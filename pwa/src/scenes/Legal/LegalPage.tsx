import type { ReactNode } from 'react';
import { usePageMeta } from '../../components/meta/usePageMeta.ts';

export interface LegalSection {
  title: string;
  body: ReactNode;
}

/**
 * A legal page: title, last-updated line, numbered sections. The date is the day the text last
 * changed (a real "last updated"), not today's date.
 */
export function LegalPage({
  title,
  description,
  updated,
  intro,
  sections,
  children,
}: {
  title: string;
  description: string;
  updated: string;
  intro?: ReactNode;
  sections: LegalSection[];
  children?: ReactNode;
}) {
  usePageMeta(title, description);
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-2 text-sm text-slate-600">
        Last updated: <time dateTime={updated}>{formatUpdated(updated)}</time>
      </p>
      {intro && <div className="mt-6 text-slate-800">{intro}</div>}
      <ol className="mt-8 grid gap-8">
        {sections.map((section, index) => (
          <li key={section.title}>
            <section aria-labelledby={`section-${index + 1}`}>
              <h2 id={`section-${index + 1}`} className="text-xl font-semibold text-slate-900">
                {index + 1}. {section.title}
              </h2>
              <div className="prose-legal mt-3 grid gap-3 text-slate-800">{section.body}</div>
            </section>
          </li>
        ))}
      </ol>
      {children}
    </article>
  );
}

function formatUpdated(isoDate: string): string {
  return new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}

/** A bulleted list inside a legal section. */
export function Bullets({ items }: { items: ReactNode[] }) {
  return (
    <ul className="ml-5 grid list-disc gap-1">
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed text that never reorders.
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}
