// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { ReviewMarks } from './ReviewMarks.tsx';

describe('ReviewMarks', () => {
  it('shows Verified, Awaiting moderation and Edited with its date', () => {
    renderWithApp(
      <ReviewMarks
        review={{
          isVerified: true,
          status: 'pending',
          holdReason: 'moderation',
          editedAt: '2026-03-06T10:00:00Z',
        }}
      />,
    );
    expect(screen.getByText('Verified')).toBeTruthy();
    expect(screen.getByText('Awaiting moderation')).toBeTruthy();
    const edited = screen.getByText(/^Edited/);
    expect(edited.querySelector('time')?.getAttribute('dateTime')).toBe('2026-03-06T10:00:00Z');
  });

  it('shows Awaiting verification while the author has not confirmed their email (issue 34)', () => {
    renderWithApp(
      <ReviewMarks
        review={{
          isVerified: false,
          status: 'pending',
          holdReason: 'verification',
          editedAt: null,
        }}
      />,
    );
    expect(screen.getByText('Awaiting verification')).toBeTruthy();
    expect(screen.queryByText('Awaiting moderation')).toBeNull();
  });

  it('shows nothing for a published, unverified, unedited review', () => {
    const { container } = renderWithApp(
      <ReviewMarks
        review={{ isVerified: false, status: 'published', holdReason: null, editedAt: null }}
      />,
    );
    expect(screen.queryByText('Verified')).toBeNull();
    expect(screen.queryByText('Awaiting moderation')).toBeNull();
    expect(screen.queryByText(/Edited/)).toBeNull();
    expect(container.querySelector('output')?.previousSibling).toBeNull();
  });

  it('shows Invited with a tooltip saying invited reviews are published whatever their rating (issue 37)', () => {
    renderWithApp(
      <ReviewMarks
        review={{
          isVerified: true,
          isInvited: true,
          status: 'published',
          holdReason: null,
          editedAt: null,
        }}
      />,
    );
    const mark = screen.getByText('Invited');
    expect(mark.closest('[title]')?.getAttribute('title')).toBe(
      'The company invited this customer to write a review. Invited reviews are published whatever their rating.',
    );
    expect(screen.getByText('Verified')).toBeTruthy();
  });
});
