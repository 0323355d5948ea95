import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { ShoppingCart, X } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { useCart } from '../api/get-cart';

// What a click does (the login check, the cart writes and their toasts) loads with the first
// pointer, focus or click (decision 0035); the button and its state render and hydrate at once.
const loadAction = () => import('../utils/cart-toggle');
const preload = () => void loadAction();

/**
 * A package is in the cart or not, and this button toggles it (quantity 1 on add).
 * Anonymous visitors get 'Login Required': the cart needs an account.
 */
export function AddToCartButton({ tripUuid, name, className }: { tripUuid: string; name: string; className?: string }) {
  const cart = useCart();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [busy, setBusy] = useState(false);
  const line = cart.data?.cart_items.find((item) => item.cartable_type === 'trip' && item.cartable_uuid === tripUuid);

  const onClick = async () => {
    setBusy(true);
    try {
      const action = await loadAction();
      await action.toggleCartOrLogin(queryClient, navigate, `${pathname}${search}`, { tripUuid, lineUuid: line?.uuid });
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      disabled={busy}
      onClick={() => void onClick()}
      onPointerEnter={preload}
      onFocus={preload}
      data-testid="cart-toggle"
      className={cn(
        'inline-flex items-center justify-center gap-2 rounded-full px-5 py-2.5 text-sm font-semibold ring-1 transition-colors disabled:cursor-wait disabled:opacity-70',
        line ? 'bg-sky-50 text-sky-900 ring-sky-200 hover:bg-sky-100' : 'bg-white text-stone-800 ring-stone-300 hover:bg-stone-50',
        className,
      )}
    >
      {line ? <X className="h-5 w-5" aria-hidden="true" /> : <ShoppingCart className="h-5 w-5" aria-hidden="true" />}
      {line ? 'Remove from cart' : 'Add to cart'}
      <span className="sr-only"> {name}</span>
    </button>
  );
}
