import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StarRating, starsFor } from './star-rating';

afterEach(cleanup);

describe('starsFor', () => {
  it('defaults a missing rating to 5 and clamps the rest', () => {
    expect(starsFor(0)).toBe(5);
    expect(starsFor(3)).toBe(3);
    expect(starsFor(9)).toBe(5);
    expect(starsFor(-2)).toBe(5);
    expect(starsFor(Number.NaN)).toBe(5);
    expect(starsFor(3.6)).toBe(4);
  });
});

describe('StarRating', () => {
  it('is one labelled image with that many filled stars', () => {
    const { container } = render(<StarRating rating={4} />);
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy();
    expect(container.querySelectorAll('svg')).toHaveLength(5);
    expect(container.querySelectorAll('svg.fill-amber-400')).toHaveLength(4);
  });

  it('labels the rating it shows, not the raw value', () => {
    render(<StarRating rating={0} />);
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5' })).toBeTruthy();
  });
});
