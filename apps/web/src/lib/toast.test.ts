import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, toast } from './toast';
import { toastStore } from './toast-store';

const getToasts = toastStore.get;
const subscribeToToasts = toastStore.subscribe;

afterEach(() => dismissToast());

describe('toast', () => {
  it('keeps one toast visible: a new one replaces the last (SPEC §9)', () => {
    toast({ title: 'First' });
    toast.success('Added to cart successfully');
    expect(getToasts()).toHaveLength(1);
    expect(getToasts()[0]).toMatchObject({ title: 'Success', description: 'Added to cart successfully', variant: 'success' });
  });

  it('titles errors "Error" and makes them destructive (SPEC §8)', () => {
    toast.error('Failed to add to cart');
    expect(getToasts()[0]).toMatchObject({ title: 'Error', variant: 'destructive' });
  });

  it('notifies subscribers and dismisses by id', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToToasts(listener);
    const id = toast({ title: 'Login Required', variant: 'destructive' });
    dismissToast(id + 1);
    expect(getToasts()).toHaveLength(1);
    dismissToast(id);
    expect(getToasts()).toHaveLength(0);
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
  });
});
