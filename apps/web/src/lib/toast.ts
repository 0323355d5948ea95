import { LIMITS, UI_TIMING_MS } from '@safari/contracts/constants';

// The storefront's toasts (SPEC §2 "toast notifications", §8 titles and defaults, §9: one
// visible at a time, 5 s). This file is the whole API any feature calls; it is plain
// TypeScript with no UI so it costs next to nothing in the first bundle. The radix-based
// <Toaster> (components/ui/toast.tsx) is loaded by the shell only once a toast exists.

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastItem extends Required<Pick<ToastInput, 'title' | 'variant'>> {
  id: number;
  description?: string;
}

export const TOAST_DURATION_MS = UI_TIMING_MS.toastDisplay;
export const TOAST_TITLES = { success: 'Success', error: 'Error' } as const;

let nextId = 1;
let toasts: readonly ToastItem[] = [];
const EMPTY: readonly ToastItem[] = [];
const listeners = new Set<() => void>();

function emit(next: readonly ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

/**
 * Shows a toast and returns its id. A new toast replaces the one on screen (SPEC §9: at most
 * one visible), so the latest outcome is the one the traveller reads.
 */
export function toast(input: ToastInput): number {
  const item: ToastItem = { id: nextId++, title: input.title, description: input.description, variant: input.variant ?? 'default' };
  emit([...toasts, item].slice(-LIMITS.toastsVisible));
  return item.id;
}

/** Title 'Success' with the server's message or the SPEC §8 default. */
toast.success = (description: string) => toast({ title: TOAST_TITLES.success, description, variant: 'success' });

/** Destructive toast titled 'Error' with the server's message or the SPEC §8 default. */
toast.error = (description: string) => toast({ title: TOAST_TITLES.error, description, variant: 'destructive' });

/** Removes one toast, or all of them. */
export function dismissToast(id?: number) {
  emit(id === undefined ? EMPTY : toasts.filter((item) => item.id !== id));
}

export function subscribeToToasts(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export const getToasts = () => toasts;
/** No toast exists while rendering on a server. */
export const getServerToasts = () => EMPTY;
