import { lazy, Suspense, useEffect } from 'react';
import { Spinner } from '../../components/ui/spinner';
import { ChromeBoundary } from './chrome-boundary';

// The panel's content loads on first use; hovering or focusing the toggle starts it early.
const loadPanel = () => import('./mobile-menu-panel');
const MobileMenuPanel = lazy(() => loadPanel().then((m) => ({ default: m.MobileMenuPanel })));
export const preloadMobileMenu = () => void loadPanel();

export const MOBILE_MENU_ID = 'mobile-menu';

/**
 * The menu below the xl breakpoint: search, the nine links, currency and account. The
 * wrapper always exists (the toggle's aria-controls points at it); its content mounts only
 * while open, so the search box starts empty each time.
 */
export function MobileMenu({ open, onClose, onEscape }: { open: boolean; onClose: () => void; onEscape: () => void }) {
  // The page behind must not scroll while the menu covers it; widening the window to the
  // desktop layout (where the menu is hidden) closes it, so the lock cannot outlive it.
  useEffect(() => {
    if (!open) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const desktop = window.matchMedia('(min-width: 80rem)');
    const onChange = () => desktop.matches && onClose();
    desktop.addEventListener('change', onChange);
    return () => {
      document.body.style.overflow = previous;
      desktop.removeEventListener('change', onChange);
    };
  }, [open, onClose]);

  return (
    <div id={MOBILE_MENU_ID} hidden={!open} className="xl:hidden">
      {open && (
        <div className="absolute inset-x-0 top-full h-[calc(100dvh-4rem)] overflow-y-auto border-t border-stone-200 bg-white text-stone-800 shadow-xl">
          <ChromeBoundary>
            <Suspense
              fallback={
                <div className="flex justify-center py-12">
                  <Spinner label="Loading menu" className="text-brand-700" />
                </div>
              }
            >
              <MobileMenuPanel onClose={onClose} onEscape={onEscape} />
            </Suspense>
          </ChromeBoundary>
        </div>
      )}
    </div>
  );
}
