import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TripRating } from './trip-rating';

afterEach(cleanup);

describe('<TripRating>', () => {
  it('says there are no ratings yet', () => {
    render(<TripRating rating={{ average: null, count: 0 }} />);
    expect(screen.getByTestId('trip-rating').textContent).toBe('No ratings yet');
  });

  it('shows the average to one decimal and the count, read as one phrase', () => {
    render(<TripRating rating={{ average: 4.56, count: 1 }} />);
    expect(screen.getByTestId('trip-rating').textContent).toBe('4.6 out of 5(1 rating)');
  });

  it('fills the stars to the nearest half', () => {
    const { container } = render(<TripRating rating={{ average: 3.6, count: 7 }} />);
    const stars = [...container.querySelectorAll('svg')].map((svg) => svg.getAttribute('class') ?? '');
    expect(stars.filter((c) => c.includes('fill-amber-400 ')).length).toBe(3);
    expect(stars.filter((c) => c.includes('fill-amber-400/50')).length).toBe(1);
  });
});
