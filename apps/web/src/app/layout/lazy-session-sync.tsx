import { lazy, Suspense } from 'react';
import { useHasAuthToken } from '../../features/auth/hooks/use-auth-token';
import { ChromeBoundary } from './chrome-boundary';

const SessionSync = lazy(() => import('../../features/auth/components/session-sync').then((m) => ({ default: m.SessionSync })));

/**
 * Cross-tab session changes only matter to a tab holding a traveller's data, so the listener
 * loads with a sign-in, not with an anonymous first visit.
 */
export function LazySessionSync() {
  const signedIn = useHasAuthToken();
  if (!signedIn) return null;
  return (
    <ChromeBoundary>
      <Suspense fallback={null}>
        <SessionSync />
      </Suspense>
    </ChromeBoundary>
  );
}
