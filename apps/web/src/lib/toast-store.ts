// The toasts on screen, outside React. Kept apart from lib/toast.ts so the app shell, which
// only needs to know whether a toast exists, puts next to nothing in the first bundle.

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastItem {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
}

const EMPTY: readonly ToastItem[] = [];
let items = EMPTY;
const listeners = new Set<() => void>();

export const toastStore = {
  get: () => items,
  /** No toast exists while rendering on a server. */
  getServer: () => EMPTY,
  set(next: readonly ToastItem[]) {
    items = next;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};
