import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { UI_TIMING_MS } from '../../lib/ui-constants';

/**
 * A thin bar at the top of the window while a route loads and for 500 ms after each route change
 * (docs/product.md#site). Decorative for assistive technology: RouteAnnouncer speaks the new page.
 */
export function RouteLoadingBar() {
  const location = useLocation();
  const navigation = useNavigation();
  const routeKey = location.pathname + location.search;
  const [previousKey, setPreviousKey] = useState(routeKey);
  // Route changes counted, and the last one whose 500 ms are over.
  const [changes, setChanges] = useState(0);
  const [settled, setSettled] = useState(0);
  // Adjusting state while rendering (React's documented pattern) instead of in an effect.
  if (previousKey !== routeKey) {
    setPreviousKey(routeKey);
    setChanges(changes + 1);
  }

  useEffect(() => {
    if (changes === settled) return;
    const timer = window.setTimeout(() => setSettled(changes), UI_TIMING_MS.routeLoadingIndicator);
    return () => window.clearTimeout(timer);
  }, [changes, settled]);

  const animate = useCallback((bar: HTMLDivElement | null) => {
    if (!bar || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    bar.animate([{ transform: 'scaleX(0.08)' }, { transform: 'scaleX(0.92)' }], {
      duration: UI_TIMING_MS.routeLoadingIndicator,
      easing: 'cubic-bezier(0.2, 0.7, 0.3, 1)',
      fill: 'forwards',
    });
  }, []);

  if (navigation.state === 'idle' && changes === settled) return null;
  return (
    <div
      key={changes}
      ref={animate}
      aria-hidden="true"
      data-testid="route-loading"
      className="fixed inset-x-0 top-0 z-50 h-1 origin-left bg-linear-to-r from-amber-400 to-brand-500 shadow-sm"
    />
  );
}
