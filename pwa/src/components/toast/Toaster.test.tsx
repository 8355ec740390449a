// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { Toaster } from './Toaster.tsx';
import { toast } from './toastStore.ts';

describe('toasts (§9: at most one visible, 5 s)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a title and description', async () => {
    renderWithApp(<Toaster />);
    act(() => {
      toast({ title: 'Vote Recorded', description: 'Thank you for your feedback!' });
    });
    expect(await screen.findByText('Vote Recorded')).toBeTruthy();
    expect(screen.getByText('Thank you for your feedback!')).toBeTruthy();
  });

  it('replaces the visible toast with the new one', async () => {
    renderWithApp(<Toaster />);
    act(() => {
      toast({ title: 'Link Copied!' });
    });
    act(() => {
      toast({ title: 'Subscribed' });
    });
    expect(await screen.findByText('Subscribed')).toBeTruthy();
    expect(screen.queryByText('Link Copied!')).toBeNull();
  });

  it('goes away after 5 seconds', async () => {
    renderWithApp(<Toaster />);
    act(() => {
      toast({ title: 'Issue Reported' });
    });
    expect(await screen.findByText('Issue Reported')).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(4900);
    });
    expect(screen.queryByText('Issue Reported')).not.toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByText('Issue Reported')).toBeNull();
  });
});
