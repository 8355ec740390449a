import type { InvalidateQueryFilters, QueryClient } from '@tanstack/react-query';
import { BUSINESS_KEY } from '../api/queries/business.ts';
import { queryKeys } from '../api/queryKeys.ts';
import { companyQueries } from '../api/writes/refreshCompany.ts';
import type { OutboxEvent } from './events.ts';
import { refreshUntilLoaded } from './refreshUntilLoaded.ts';
import type { OutboxItem } from './types.ts';

/**
 * An item synced (or dropped) in the background: refresh what it changed, so the pending
 * version on screen is replaced by the server's.
 */
export function refreshAfterSync(queryClient: QueryClient, event: OutboxEvent): void {
  if (event.type === 'queued') return;
  for (const filters of queriesChangedBy(event.item)) void refreshUntilLoaded(queryClient, filters);
}

function queriesChangedBy(item: OutboxItem): InvalidateQueryFilters[] {
  const { companyId, domain, reviewId } = item.context;
  // The owner dashboard's lists, figures and invitations (issue 37).
  if (item.kind === 'invitations') return [{ queryKey: [BUSINESS_KEY] }];
  if (['response', 'flag', 'answer'].includes(item.kind)) {
    return [{ queryKey: [BUSINESS_KEY] }, ...queriesOf(item.kind, companyId, domain, reviewId)];
  }
  return queriesOf(item.kind, companyId, domain, reviewId);
}

function queriesOf(
  kind: OutboxItem['kind'],
  companyId: number | undefined,
  domain: string | undefined,
  reviewId: number | undefined,
): InvalidateQueryFilters[] {
  // Q&A and FAQ items change only their company's questions or FAQs.
  if (companyId !== undefined)
    return [{ queryKey: queryKeys.questions(companyId) }, { queryKey: queryKeys.faqs(companyId) }];
  const changed = domain ? companyQueries(domain) : [];
  if (reviewId !== undefined) changed.push({ queryKey: queryKeys.replies(reviewId) });
  if (['review', 'reviewEdit', 'reviewDelete'].includes(kind))
    changed.push({ queryKey: ['/api/users'] });
  return changed;
}
