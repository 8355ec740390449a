import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../api/queryKeys.ts';
import { refreshCompany } from '../api/writes/refreshCompany.ts';
import type { OutboxEvent } from './events.ts';

/**
 * An item synced (or dropped) in the background: refresh what it changed, so the pending
 * version on screen is replaced by the server's.
 */
export function refreshAfterSync(queryClient: QueryClient, event: OutboxEvent): void {
  if (event.type === 'queued') return;
  const { companyId } = event.item.context;
  // Q&A and FAQ items change only their company's questions or FAQs.
  if (companyId !== undefined) {
    void queryClient.invalidateQueries({ queryKey: queryKeys.questions(companyId) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.faqs(companyId) });
    return;
  }
  const { domain, reviewId } = event.item.context;
  if (domain) void refreshCompany(queryClient, domain);
  if (reviewId !== undefined)
    void queryClient.invalidateQueries({ queryKey: queryKeys.replies(reviewId) });
  if (['review', 'reviewEdit', 'reviewDelete'].includes(event.item.kind))
    void queryClient.invalidateQueries({ queryKey: ['/api/users'] });
}
