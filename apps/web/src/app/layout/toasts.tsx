import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toastStore } from '../../lib/toast-store';
import { ChromeBoundary } from './chrome-boundary';

const Toaster = lazy(() => import('../../components/ui/toast').then((m) => ({ default: m.Toaster })));

// Once loaded, the toaster stays mounted so later toasts appear without a Suspense gap.
let needed = false;
const hasToasts = () => (needed ||= toastStore.get().length > 0);

/**
 * The one place toasts are mounted (with the route feedback, after the first interaction: a
 * toast always answers one). The radix Toast code loads the first time a toast is raised;
 * one raised before this mounts is in the store and shows as soon as it does.
 */
export function Toasts() {
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
