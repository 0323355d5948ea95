import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { ShoppingCart } from 'lucide-react';
import { useDismiss } from '../../components/ui/use-dismiss';
import { cn } from '../../lib/cn';
import { ChromeBoundary } from './chrome-boundary';

// The dropdown's content loads on first use (hovering or focusing the button starts it early).
const loadCartPanel = () => import('./cart-panel');
const CartPanel = lazy(() => loadCartPanel().then((m) => ({ default: m.CartPanel })));
const preloadCartPanel = () => void loadCartPanel();

/**
 * The header cart. Carts belong to signed-in travellers (SPEC §6) and sign-in arrives with the
 * account feature, so for now it is always empty and says so with the SPEC's texts.
 */
export function CartMenu({ light }: { light: boolean }) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(rootRef, open, close, buttonRef);
  const count = 0;

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label={`Cart, ${count} items`}
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
        <span
          aria-hidden="true"
          data-testid="cart-count"
          className="absolute top-0.5 right-0.5 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-brand-700 px-1 text-[0.6875rem] leading-none font-bold text-white ring-2 ring-white"
        >
          {count}
        </span>
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute top-full right-0 mt-2 w-72 rounded-2xl bg-white p-6 text-center text-stone-800 shadow-xl ring-1 ring-stone-200"
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
