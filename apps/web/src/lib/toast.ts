import { UI_TIMING_MS, UI_LIMITS } from './ui-constants';
import { toastStore, type ToastItem, type ToastVariant } from './toast-store';

// The storefront's toasts (titled 'Success' or 'Error', the server's message or a default; one
// visible at a time, 5 s). This file is the whole API any feature calls. The radix-based
// <Toaster> (components/ui/toast.tsx) is loaded by the shell only once a toast exists
// (decision 0021).

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export const TOAST_DURATION_MS = UI_TIMING_MS.toastDisplay;
export const TOAST_TITLES = { success: 'Success', error: 'Error' } as const;

let nextId = 1;

/**
 * Shows a toast and returns its id. A new toast replaces the one on screen (at most
 * one visible), so the latest outcome is the one the traveller reads.
 */
export function toast(input: ToastInput): number {
  const item: ToastItem = { id: nextId++, title: input.title, description: input.description, variant: input.variant ?? 'default' };
  toastStore.set([...toastStore.get(), item].slice(-UI_LIMITS.toastsVisible));
  return item.id;
}

/** Title 'Success' with the server's message or the default. */
toast.success = (description: string) => toast({ title: TOAST_TITLES.success, description, variant: 'success' });

/** Destructive toast titled 'Error' with the server's message or the default. */
toast.error = (description: string) => toast({ title: TOAST_TITLES.error, description, variant: 'destructive' });

/** Removes one toast, or all of them. */
export function dismissToast(id?: number) {
  toastStore.set(id === undefined ? [] : toastStore.get().filter((item) => item.id !== id));
}
