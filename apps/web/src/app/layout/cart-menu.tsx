import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { ShoppingCart } from 'lucide-react';
import { useDismiss } from '../../components/ui/use-dismiss';
import { cn } from '../../lib/cn';
import { useHasAuthToken } from '../../features/auth/hooks/use-auth-token';
import { CartBadge } from './cart-badge';
import { ChromeBoundary } from './chrome-boundary';

// The dropdown's content loads on first use (hovering or focusing the button starts it early).
const loadCartPanel = () => import('./cart-panel');
const CartPanel = lazy(() => loadCartPanel().then((m) => ({ default: m.CartPanel })));
const preloadCartPanel = () => void loadCartPanel();
// The count needs the cart query: loaded only when a token is stored, so an anonymous visit
// (the home page's budget) downloads none of the cart's code.
const SignedInCartBadge = lazy(() => import('./signed-in-cart-badge').then((m) => ({ default: m.SignedInCartBadge })));

/** The header cart: a badge with the number of items and a dropdown with the lines. */
export function CartMenu({ light }: { light: boolean }) {
  const signedIn = useHasAuthToken();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(rootRef, open, close, buttonRef);
  const empty = <CartBadge count={0} />;

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        onPointerEnter={preloadCartPanel}
        onFocus={preloadCartPanel}
        className={cn(
          'relative rounded-full p-2.5 transition-colors',
          light ? 'text-white hover:bg-white/15' : 'text-stone-700 hover:bg-stone-100',
        )}
      >
        <ShoppingCart className="h-5 w-5" aria-hidden="true" />
        <span className="sr-only">Cart, </span>
        {signedIn ? (
          <ChromeBoundary>
            <Suspense fallback={empty}>
              <SignedInCartBadge />
            </Suspense>
          </ChromeBoundary>
        ) : (
          empty
        )}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute top-full right-0 mt-2 w-80 max-w-[calc(100vw-2rem)] rounded-2xl bg-white p-5 text-center text-stone-800 shadow-xl ring-1 ring-stone-200"
      >
        {open && (
          <ChromeBoundary>
            <Suspense fallback={<div className="h-[8.75rem]" />}>
              <CartPanel onClose={close} />
            </Suspense>
          </ChromeBoundary>
        )}
      </div>
    </div>
  );
}
