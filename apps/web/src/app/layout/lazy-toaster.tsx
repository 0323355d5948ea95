import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toastStore } from '../../lib/toast-store';
import { ChromeBoundary } from './chrome-boundary';

const Toaster = lazy(() => import('../../components/ui/toast').then((m) => ({ default: m.Toaster })));

// Once loaded, the toaster stays mounted so later toasts appear without a Suspense gap.
let needed = false;
const hasToasts = () => (needed ||= toastStore.get().length > 0);

/**
 * The one place toasts are mounted. The radix Toast code is not part of the
 * first bundle: it loads the first time any feature calls `toast()`.
 */
export function LazyToaster() {
  const show = useSyncExternalStore(toastStore.subscribe, hasToasts, () => false);
  if (!show) return null;
  return (
    <ChromeBoundary>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </ChromeBoundary>
  );
}
