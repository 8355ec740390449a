import { useState } from 'react';
import type { FaqItem } from '#shared/schemas/responses/questions';
import type { CompanyProfile } from '#shared/types/api';
import { useCompanyFaqs } from '../../../api/queries/questions.ts';
import { isQueued } from '../../../api/queuedError.ts';
import { useFaqChange } from '../../../api/writes/faqs.ts';
import { toast } from '../../../components/toast/toastStore.ts';
import { useOutboxItems } from '../../../offline/outboxSnapshot.ts';
import { withPendingFaqs } from '../../../offline/pendingQa.ts';
import type { OutboxItem } from '../../../offline/types.ts';
import { reportWriteError } from '../questions/writeOutcome.ts';
import { FaqForm } from './FaqForm.tsx';
import { FaqRowActions } from './FaqRowActions.tsx';
import { moveFaq } from './faqOrder.ts';

type Change = Parameters<ReturnType<typeof useFaqChange>['mutateAsync']>[0]['change'];

/**
 * The company's FAQs in their order (issue 14), written by its claimed owner: add, edit, move
 * up or down, delete, each through the outbox (a queued change shows at once, marked pending).
 * Visitors see the list only when there is one.
 */
export function FaqSection({ company }: { company: CompanyProfile }) {
  const faqs = useCompanyFaqs(company.id);
  const change = useFaqChange();
  const outbox = useOutboxItems();
  const [editing, setEditing] = useState<number | undefined>();
  const shown = withPendingFaqs(outbox, company.id, faqs.data ?? []);
  const owner = company.isOwner;
  if (!owner && shown.length === 0) return null;
  const place = { companyId: company.id, domain: company.domain };

  /**
   * Sends changes one after another (a queued one does not stop the rest: each is safe in the
   * outbox); true when all went or are queued.
   */
  async function apply(changes: Change[], done: string): Promise<boolean> {
    let queued: unknown;
    for (const next of changes) {
      try {
        await change.mutateAsync({ place, change: next });
      } catch (error) {
        if (!isQueued(error)) return reportWriteError(error, 'FAQ Not Saved');
        queued = error;
      }
    }
    if (queued) return reportWriteError(queued, 'FAQ Not Saved');
    toast({ title: done });
    return true;
  }

  function move(faqId: number, delta: -1 | 1) {
    const saved = shown.filter(({ faq }) => faq.id > 0).map(({ faq }) => faq);
    const index = saved.findIndex((faq) => faq.id === faqId);
    const changes = moveFaq(saved, index, delta).map(
      ({ faqId, order }): Change => ({ action: 'edit', faqId, input: { order } }),
    );
    void apply(changes, 'FAQ Moved');
  }

  return (
    <section
      aria-labelledby="faq-heading"
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="faq-heading" className="text-xl font-semibold text-slate-900">
        FAQ
      </h2>
      {shown.length === 0 ? (
        <p className="mt-2 text-slate-600">No FAQs yet. Add the questions customers ask most.</p>
      ) : (
        <ol className="mt-3 grid gap-4">
          {shown.map(({ faq, pending }, index) => (
            <li key={faq.id} className="border-b border-slate-100 pb-3 last:border-0">
              {editing === faq.id ? (
                <FaqForm
                  initial={{ question: faq.question, answer: faq.answer }}
                  submitLabel="Save FAQ"
                  busy={change.isPending}
                  onCancel={() => setEditing(undefined)}
                  onSubmit={async (input) => {
                    const ok = await apply([{ action: 'edit', faqId: faq.id, input }], 'FAQ Saved');
                    if (ok) setEditing(undefined);
                    return ok;
                  }}
                />
              ) : (
                <FaqEntry faq={faq} pending={pending} />
              )}
              {owner && faq.id > 0 && editing !== faq.id && (
                <FaqRowActions
                  question={faq.question}
                  isFirst={index === 0}
                  isLast={index === shown.length - 1}
                  busy={change.isPending}
                  onEdit={() => setEditing(faq.id)}
                  onMove={(direction) => move(faq.id, direction)}
                  onDelete={() => void apply([{ action: 'delete', faqId: faq.id }], 'FAQ Deleted')}
                />
              )}
            </li>
          ))}
        </ol>
      )}
      {owner && (
        <div className="mt-4 border-t border-slate-200 pt-4">
          <h3 className="mb-2 font-semibold text-slate-900">Add an FAQ</h3>
          <FaqForm
            submitLabel="Add FAQ"
            busy={change.isPending}
            onSubmit={(input) => apply([{ action: 'create', input }], 'FAQ Added')}
          />
        </div>
      )}
    </section>
  );
}

function FaqEntry({ faq, pending }: { faq: FaqItem; pending?: OutboxItem | undefined }) {
  return (
    <>
      <h3 className="font-semibold text-slate-900">{faq.question}</h3>
      <p className="mt-1 whitespace-pre-line text-slate-800">{faq.answer}</p>
      {pending && (
        <p
          className={`mt-1 text-sm font-medium ${pending.status === 'failed' ? 'text-red-800' : 'text-amber-800'}`}
        >
          {pending.status === 'failed' ? `Not sent: ${pending.error ?? ''}` : 'Pending'}
        </p>
      )}
    </>
  );
}
