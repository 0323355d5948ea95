import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { UI_TIMING_MS } from '../../lib/ui-constants';

/**
 * Tells screen-reader users that a client-side navigation finished by reading the new page's
 * title (set by each page's PageMeta) once the loading indicator is done.
 */
export function RouteAnnouncer() {
  const location = useLocation();
  const [message, setMessage] = useState('');

  useEffect(() => {
    if (location.key === 'default') return; // the first page load is announced by the browser
    const timer = window.setTimeout(() => setMessage(document.title), UI_TIMING_MS.routeLoadingIndicator);
    return () => window.clearTimeout(timer);
  }, [location.key, location.pathname]);

  return (
    <p aria-live="polite" aria-atomic="true" className="sr-only" data-testid="route-announcer">
      {message}
    </p>
  );
}
