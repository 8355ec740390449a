// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { CompanyScore } from './CompanyScore.tsx';

describe('CompanyScore', () => {
  it('shows the trust score a list is ordered by, then the average with half stars', () => {
    const { container } = renderWithApp(
      <CompanyScore company={{ averageRating: 4.8, trustScore: 4.02, totalReviews: 12 }} />,
    );
    expect(screen.getByTestId('trust-score').textContent).toBe('4.0');
    expect(screen.getByText('4.8 average')).toBeTruthy();
    expect(screen.getByText('12 reviews')).toBeTruthy();
    // 4.8 is drawn as five stars here as on every screen (rating.ts).
    const row = container.querySelector<HTMLElement>('[data-stars]');
    expect(row?.dataset.stars).toBe('5');
  });

  it('shows "Not yet rated" and no figure or stars without a star rating', () => {
    renderWithApp(
      <CompanyScore company={{ averageRating: null, trustScore: null, totalReviews: 1 }} />,
    );
    expect(screen.getByTestId('not-yet-rated').textContent).toBe('Not yet rated');
    expect(screen.queryByTestId('trust-score')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    expect(document.body.textContent).not.toMatch(/\d\.\d/);
    expect(screen.getByText('1 review')).toBeTruthy();
  });
});
