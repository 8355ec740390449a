// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { StarInput } from './StarInput.tsx';
import { StarRating } from './StarRating.tsx';

// The stars drawn (halves included) and the width of the amber layer over the grey outlines.
const drawn = (container: HTMLElement) => {
  const row = container.querySelector<HTMLElement>('[data-stars]');
  const filled = row?.querySelector<HTMLElement>('.star-row-filled');
  return { stars: row?.dataset.stars, width: filled?.style.width ?? '' };
};

describe('StarRating', () => {
  it('draws half stars and names the rating to one decimal', () => {
    const { container } = renderWithApp(<StarRating rating={3.5} showValue />);
    expect(screen.getByRole('img', { name: 'Rated 3.5 out of 5' })).toBeTruthy();
    expect(drawn(container)).toEqual({ stars: '3.5', width: '70%' });
    expect(screen.getByText('3.5')).toBeTruthy();
  });

  it('draws 4.8 as five stars: the one rounding rule, whatever the screen', () => {
    const { container } = renderWithApp(<StarRating rating={4.8} />);
    expect(drawn(container)).toEqual({ stars: '5', width: '100%' });
    expect(screen.getByRole('img', { name: 'Rated 4.8 out of 5' })).toBeTruthy();
  });

  it('draws no amber layer for no rating', () => {
    const { container } = renderWithApp(<StarRating rating={null} />);
    expect(drawn(container)).toEqual({ stars: '0', width: '' });
  });
});

describe('StarInput', () => {
  it("reads 'Select your rating' until a star is chosen, then '{n} out of 5 stars'", () => {
    const { rerender } = renderWithApp(
      <StarInput label="Overall Rating" value={0} onChange={() => {}} />,
    );
    expect(screen.getByText('Select your rating')).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    rerender(<StarInput label="Overall Rating" value={4} onChange={() => {}} />);
    expect(screen.getByText('4 out of 5 stars')).toBeTruthy();
  });
});
