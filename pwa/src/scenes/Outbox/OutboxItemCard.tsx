import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import { formatIssues, issuesToMessage } from '#shared/validation/formatIssues';
import { ExistingReviewNotice } from '../../components/reviews/ExistingReviewNotice.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { TextAreaField } from '../../components/ui/Field.tsx';
import { loadOffline } from '../../offline/loadOffline.ts';
import type { OutboxItem } from '../../offline/types.ts';
import { describeItem, EDITABLE_FIELDS, itemBody, statusText } from './describeItem.ts';

const FIELD_LABEL: Record<string, string> = {
  title: 'Title',
  content: 'Text',
  issue: 'Issue',
  email: 'Business email',
};

/** The shared schema's first complaint, worded by the same code as the API's 400s. */
function validationMessage(error: unknown): string {
  // Duck-typed: `instanceof ZodError` would pull zod into this screen's chunk.
  const issues =
    error instanceof Error && 'issues' in error ? formatIssues(error as z.ZodError) : [];
  if (issues.length > 0) return issuesToMessage(issues.slice(0, 1));
  return 'Please check the fields and try again.';
}

/** One write waiting in the outbox: retry, edit (a refused one) or discard. */
export function OutboxItemCard({ item }: { item: OutboxItem }) {
  const { title, detail } = describeItem(item);
  // A queued change (PATCH) offers only the fields it changes: adding an empty one would
  // refuse it (an FAQ move carries just its position).
  const fields = EDITABLE_FIELDS[item.kind].filter(
    (field) => item.method !== 'PATCH' || field in itemBody(item),
  );
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);

  function startEdit() {
    const body = itemBody(item);
    setValues(Object.fromEntries(fields.map((field) => [field, String(body[field] ?? '')])));
    setError(null);
    setEditing(true);
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    try {
      const { outbox } = await loadOffline();
      await outbox.edit(item.id, { ...itemBody(item), ...values });
      setEditing(false);
    } catch (caught) {
      // The shared schema refused the edit: say which field, keep the text.
      setError(validationMessage(caught));
    }
  }

  return (
    <article className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h2 className="font-semibold text-slate-900">{title}</h2>
      {detail && <p className="mt-1 line-clamp-3 whitespace-pre-line text-slate-800">{detail}</p>}
      <p
        className={`mt-2 text-sm font-medium ${item.status === 'failed' ? 'text-red-800' : 'text-amber-800'}`}
      >
        {statusText(item)}
      </p>
      {item.existingReviewId !== undefined && item.context.domain && (
        <div className="mt-2">
          <ExistingReviewNotice
            domain={item.context.domain}
            reviewId={item.existingReviewId}
            message={item.error}
          />
        </div>
      )}
      {editing ? (
        <form onSubmit={(event) => void save(event)} className="mt-3 grid gap-3">
          {fields.map((field) => (
            <TextAreaField
              key={field}
              label={FIELD_LABEL[field] ?? field}
              rows={field === 'content' ? 4 : 1}
              value={values[field] ?? ''}
              onChange={(event) => setValues({ ...values, [field]: event.target.value })}
            />
          ))}
          {error && (
            <p role="alert" className="text-sm text-red-800">
              {error}
            </p>
          )}
          <div className="flex gap-2">
            <Button type="submit" size="sm">
              Save and send
            </Button>
            <Button size="sm" variant="outline" onClick={() => setEditing(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <div className="mt-3 flex flex-wrap gap-2">
          {item.status !== 'failed' && (
            <Button
              size="sm"
              variant="outline"
              onClick={() => void loadOffline().then(({ outbox }) => outbox.retryAll())}
            >
              Retry
            </Button>
          )}
          {item.status === 'failed' && fields.length > 0 && (
            <Button size="sm" variant="outline" onClick={startEdit}>
              Edit
            </Button>
          )}
          <Button
            size="sm"
            variant="outline"
            onClick={() => void loadOffline().then(({ outbox }) => outbox.discard(item.id))}
          >
            Discard
          </Button>
        </div>
      )}
    </article>
  );
}
