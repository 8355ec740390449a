// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setOutboxItems, useOutboxItems } from './outboxSnapshot.ts';
import type { OutboxItem } from './types.ts';

const item: OutboxItem = {
  seq: 1,
  id: '3b241101-e2bb-4255-8caf-4136c566a962',
  kind: 'review',
  method: 'POST',
  url: '/api/companies/domain/acme.com/reviews',
  body: { title: 'Fine', content: 'Fine', rating: 4 },
  status: 'pending',
  attempts: 0,
  nextAttemptAt: 0,
  createdAt: 0,
  context: { domain: 'acme.com' },
};

describe('the outbox snapshot the screens read', () => {
  it('does not render its readers again when an empty outbox is read as empty', () => {
    let renders = 0;
    const { result } = renderHook(() => {
      renders++;
      return useOutboxItems();
    });
    const before = renders;
    act(() => setOutboxItems([]));
    expect(renders).toBe(before);
    expect(result.current).toEqual([]);

    act(() => setOutboxItems([item]));
    expect(renders).toBe(before + 1);
    expect(result.current).toEqual([item]);

    act(() => setOutboxItems([]));
    expect(renders).toBe(before + 2);
    expect(result.current).toEqual([]);
  });
});
