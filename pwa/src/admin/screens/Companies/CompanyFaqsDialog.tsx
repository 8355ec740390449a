import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { FaqItem } from '#shared/schemas/responses/questions';
import type { AdminCompanyItem } from '#shared/types/admin';
import { Dialog } from '../../../components/ui/Dialog.tsx';
import { FaqForm } from '../../../scenes/Company/faqs/FaqForm.tsx';
import { FaqRowActions } from '../../../scenes/Company/faqs/FaqRowActions.tsx';
import { moveFaq } from '../../../scenes/Company/faqs/faqOrder.ts';
import { adminSend, getJson } from '../../api/client.ts';
import { useAdminAction } from '../../api/useAdminAction.ts';

type FaqWrite =
  | { method: 'POST'; body: { question: string; answer: string } }
  | {
      method: 'PATCH';
      faqId: number;
      body: Partial<Pick<FaqItem, 'question' | 'answer' | 'order'>>;
    }
  | { method: 'DELETE'; faqId: number };

/**
 * Staff manage a company's FAQs (issue 14) through the same FAQ API its owner uses (an admin
 * session writes as staff there). The admin panel is online-only, so these go straight out.
 */
export function CompanyFaqsDialog({
  company,
  onClose,
}: {
  company: AdminCompanyItem;
  onClose: () => void;
}) {
  const key = ['admin', 'faqs', company.id];
  const faqs = useQuery({
    queryKey: key,
    queryFn: () => getJson<FaqItem[]>(`/api/companies/${company.id}/faqs`),
  });
  const [editing, setEditing] = useState<number | undefined>();
  const write = useAdminAction({
    run: async (writes: FaqWrite[]) => {
      for (const next of writes) {
        const url =
          next.method === 'POST' ? `/api/companies/${company.id}/faqs` : `/api/faqs/${next.faqId}`;
        await adminSend(next.method, url, next.method === 'DELETE' ? undefined : next.body);
      }
    },
    success: { title: 'FAQs Saved' },
    failure: (error) => ({ title: 'Error', description: error.message }),
  });
  const list = faqs.data ?? [];

  /** For the forms: true once saved (a failure was already toasted). */
  async function send(writes: FaqWrite[]): Promise<boolean> {
    try {
      await write.mutateAsync(writes);
      return true;
    } catch {
      return false;
    }
  }

  function move(index: number, delta: -1 | 1) {
    const writes = moveFaq(list, index, delta).map(
      ({ faqId, order }): FaqWrite => ({ method: 'PATCH', faqId, body: { order } }),
    );
    write.mutate(writes);
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`FAQs of ${company.name}`}
      description="Shown in this order on the company's profile."
    >
      {faqs.isPending ? (
        <p className="text-slate-600">Loading...</p>
      ) : list.length === 0 ? (
        <p className="text-slate-600">No FAQs yet.</p>
      ) : (
        <ol className="grid gap-3">
          {list.map((faq, index) => (
            <li key={faq.id} className="rounded-md border border-slate-200 p-3">
              {editing === faq.id ? (
                <FaqForm
                  initial={{ question: faq.question, answer: faq.answer }}
                  submitLabel="Save FAQ"
                  busy={write.isPending}
                  onCancel={() => setEditing(undefined)}
                  onSubmit={async (body) => {
                    const saved = await send([{ method: 'PATCH', faqId: faq.id, body }]);
                    if (saved) setEditing(undefined);
                    return saved;
                  }}
                />
              ) : (
                <>
                  <p className="font-semibold text-slate-900">{faq.question}</p>
                  <p className="mt-1 whitespace-pre-line text-sm text-slate-700">{faq.answer}</p>
                  <FaqRowActions
                    question={faq.question}
                    isFirst={index === 0}
                    isLast={index === list.length - 1}
                    busy={write.isPending}
                    onEdit={() => setEditing(faq.id)}
                    onMove={(direction) => move(index, direction)}
                    onDelete={() => write.mutate([{ method: 'DELETE', faqId: faq.id }])}
                  />
                </>
              )}
            </li>
          ))}
        </ol>
      )}
      <div className="mt-4 border-t border-slate-200 pt-4">
        <FaqForm
          submitLabel="Add FAQ"
          busy={write.isPending}
          onSubmit={(body) => send([{ method: 'POST', body }])}
        />
      </div>
    </Dialog>
  );
}
