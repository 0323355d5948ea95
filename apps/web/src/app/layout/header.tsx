import { useCallback, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Menu, X } from 'lucide-react';
import { SCROLL_PX } from '../../lib/ui-constants';
import { useDismiss } from '../../components/ui/use-dismiss';
import { cn } from '../../lib/cn';
import { CartMenu } from './cart-menu';
import { DesktopNav } from './desktop-nav';
import { HeaderUtilityBar } from './header-utility-bar';
import { preloadHeaderSearch } from './lazy-header-search';
import { MOBILE_MENU_ID, MobileMenu, preloadMobileMenu } from './mobile-menu';
import { SearchToggle } from './search-toggle';
import { SiteLogo } from './site-logo';
import { useWindowScroll } from './use-window-scroll';

// Hovering or focusing the menu toggle starts fetching what opening it shows.
const preloadMenu = () => {
  preloadMobileMenu();
  preloadHeaderSearch();
};

/**
 * Fixed header: transparent over the home page's hero until the page scrolls more
 * than 50 px, solid everywhere else. On wide screens a utility row (contacts, currency,
 * account) sits above the navigation and slides away once the page scrolls.
 * Heights: 64 px below xl; 100 px (36 + 64) at xl — SiteShell pads non-home pages by that.
 */
export function Header() {
  const { pathname } = useLocation();
  const scrolled = useWindowScroll((y) => y > SCROLL_PX.headerSolidAfter);
  const rootRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  // The menu remembers the path it was opened on: any navigation closes it without an effect.
  const [menuPath, setMenuPath] = useState<string | null>(null);
  const menuOpen = menuPath === pathname;
  const closeMenu = useCallback(() => setMenuPath(null), []);
  const closeMenuAndRefocus = useCallback(() => {
    setMenuPath(null);
    menuButtonRef.current?.focus();
  }, []);
  useDismiss(rootRef, menuOpen, closeMenu, menuButtonRef);

  const solid = pathname !== '/' || scrolled || menuOpen;
  const light = !solid;

  return (
    <header
      ref={rootRef}
      data-solid={solid ? 'true' : 'false'}
      className={cn(
        'fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow,translate] duration-300',
        solid ? 'bg-white shadow-sm ring-1 ring-stone-200/70' : 'bg-linear-to-b from-black/60 to-transparent',
        // Slid away on scroll, but back in view whenever keyboard focus enters it.
        scrolled && 'xl:-translate-y-9 xl:has-[.utility-bar:focus-within]:translate-y-0',
      )}
    >
      <HeaderUtilityBar light={light} />
      <div className="mx-auto flex h-16 w-full max-w-7xl items-center gap-3 px-4 sm:px-6">
        <SiteLogo light={light} onClick={closeMenu} />
        <div className="ml-auto flex items-center gap-1">
          <DesktopNav light={light} />
          <SearchToggle light={light} />
          <CartMenu light={light} />
          <button
            ref={menuButtonRef}
            type="button"
            aria-label="Menu"
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            onClick={() => setMenuPath(menuOpen ? null : pathname)}
            onPointerEnter={preloadMenu}
            onFocus={preloadMenu}
            className={cn(
              'rounded-full p-2.5 transition-colors xl:hidden',
              light ? 'text-white hover:bg-white/15' : 'text-stone-800 hover:bg-stone-100',
            )}
          >
            {menuOpen ? <X className="h-6 w-6" aria-hidden="true" /> : <Menu className="h-6 w-6" aria-hidden="true" />}
          </button>
        </div>
      </div>
      <MobileMenu open={menuOpen} onClose={closeMenu} onEscape={closeMenuAndRefocus} />
    </header>
  );
}
