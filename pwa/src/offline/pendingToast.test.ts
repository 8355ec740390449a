// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCurrentToast } from '../components/toast/toastStore.ts';
import { pendingToast } from './pendingToast.ts';

describe('the "saved on this device" toast', () => {
  it('promises "back online" only when the device is offline (a 5xx online is not a lost network)', () => {
    const { result } = renderHook(() => useCurrentToast());
    act(() => pendingToast(false));
    expect(result.current).toMatchObject({
      title: 'Saved on this device',
      description: 'It will be sent automatically when you are back online.',
    });
    act(() => pendingToast(true));
    expect(result.current).toMatchObject({
      title: 'Saved on this device',
      description: 'The server could not take it just now; it will be sent automatically.',
    });
  });
});
