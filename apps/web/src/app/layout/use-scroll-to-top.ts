import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * The page scrolls to top on each route change. Back and forward (POP) are left to
 * the browser, which restores the earlier position; a #hash scrolls to its target instead.
 * 'instant' overrides the global smooth scrolling, which would otherwise animate every
 * page change.
 */
export function useScrollToTop() {
  const { pathname, search, hash } = useLocation();
  const navigationType = useNavigationType();

  useLayoutEffect(() => {
    if (navigationType === 'POP') return;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, search, hash, navigationType]);
}
