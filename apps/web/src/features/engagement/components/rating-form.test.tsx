import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES } from '@safari/contracts/messages';
import { RATING_LABELS, RATING_VALIDATION } from '../data/rating-texts';
import { RatingForm } from './rating-form';

afterEach(cleanup);

const setup = (initial?: { rating: number; comment: string }, pending = false) => {
  const onSubmit = vi.fn();
  render(<RatingForm initial={initial} pending={pending} submitLabel="Submit Rating" onSubmit={onSubmit} onCancel={() => {}} />);
  const submit = screen.getByRole('button', { name: /^Submit/ }) as HTMLButtonElement;
  const comment = screen.getByLabelText(/Your comment/) as HTMLTextAreaElement;
  return { onSubmit, submit, comment };
};

describe('<RatingForm> (SPEC §5 rating modal)', () => {
  it('starts with the hint and submit disabled', () => {
    const { submit } = setup();
    expect(screen.getByTestId('rating-caption').textContent).toBe(RATING_VALIDATION.noStars);
    expect(submit.disabled).toBe(true);
  });

  it('names each star Poor … Excellent', () => {
    setup();
    RATING_LABELS.forEach((label, index) => {
      fireEvent.click(screen.getByRole('radio', { name: new RegExp(`^${index + 1} stars?, ${label}$`) }));
      expect(screen.getByTestId('rating-caption').textContent).toBe(label);
    });
  });

  it('needs stars and a comment that is not blank and at most 500 characters', () => {
    const { submit, comment, onSubmit } = setup();
    fireEvent.click(screen.getByRole('radio', { name: /^3 stars/ }));
    expect(submit.disabled).toBe(true);
    fireEvent.change(comment, { target: { value: '   ' } });
    expect(submit.disabled).toBe(true);
    fireEvent.change(comment, { target: { value: 'x'.repeat(501) } });
    expect(submit.disabled).toBe(true);
    expect(screen.getByText(new RegExp(ACCOUNT_MESSAGES.commentTooLong))).toBeTruthy();
    fireEvent.change(comment, { target: { value: `  ${'x'.repeat(500)}  ` } });
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);
    expect(onSubmit).toHaveBeenCalledWith({ rating: 3, comment: 'x'.repeat(500) });
  });

  it('is disabled while sending, and prefilled with an earlier rating', () => {
    const { submit } = setup({ rating: 5, comment: 'Superb' }, true);
    expect(screen.getByTestId('rating-caption').textContent).toBe('Excellent');
    expect(submit.disabled).toBe(true);
  });
});
