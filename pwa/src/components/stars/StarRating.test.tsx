// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { StarInput } from './StarInput.tsx';
import { StarRating } from './StarRating.tsx';

const fills = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-fill]')].map((star) => star.getAttribute('data-fill'));

describe('StarRating', () => {
  it('draws half stars and names the rating to one decimal', () => {
    const { container } = renderWithApp(<StarRating rating={3.5} showValue />);
    expect(screen.getByRole('img', { name: 'Rated 3.5 out of 5' })).toBeTruthy();
    expect(fills(container)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(screen.getByText('3.5')).toBeTruthy();
  });

  it('draws 4.8 as five stars: the one rounding rule, whatever the screen', () => {
    const { container } = renderWithApp(<StarRating rating={4.8} />);
    expect(fills(container)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(screen.getByRole('img', { name: 'Rated 4.8 out of 5' })).toBeTruthy();
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
