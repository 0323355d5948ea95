import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast, toast } from '../../lib/toast';
import { Toaster } from './toast';

afterEach(() => {
  act(() => dismissToast());
  cleanup();
});

describe('<Toaster>', () => {
  it('shows the latest toast only, with its title and text', () => {
    render(<Toaster />);
    act(() => {
      toast.success('Added to cart successfully');
      toast.error('Failed to clear cart');
    });
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    const shown = screen.getByTestId('toast');
    expect(shown.textContent).toBe('ErrorFailed to clear cart');
    expect(shown.getAttribute('data-variant')).toBe('destructive');
  });

  it('closes from its close button', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Login Required', description: 'Please log in' }));
    act(() => screen.getByRole('button', { name: 'Close notification' }).click());
    expect(screen.queryByTestId('toast')).toBeNull();
  });
});
