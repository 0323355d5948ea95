import { ShoppingCart, X } from 'lucide-react';
import { LIMITS } from '@safari/contracts/constants';
import { cn } from '../../../lib/cn';
import { useRequireLogin } from '../../auth/hooks/use-require-login';
import { useAddToCart } from '../api/add-to-cart';
import { useCart } from '../api/get-cart';
import { useRemoveCartItem } from '../api/remove-cart-item';

/**
 * SPEC §4: a package is in the cart or not, and this button toggles it (quantity 1 on add).
 * Anonymous visitors get 'Login Required' (SPEC §6).
 */
export function AddToCartButton({ tripUuid, name, className }: { tripUuid: string; name: string; className?: string }) {
  const cart = useCart();
  const add = useAddToCart();
  const remove = useRemoveCartItem();
  const requireLogin = useRequireLogin();
  const line = cart.data?.cart_items.find((item) => item.cartable_type === 'trip' && item.cartable_uuid === tripUuid);
  const busy = add.isPending || remove.isPending;

  const onClick = () => {
    if (!requireLogin()) return;
    if (line) remove.mutate(line.uuid);
    else add.mutate({ cartable_type: 'trip', cartable_uuid: tripUuid, quantity: LIMITS.addToCartQuantity });
  };

  return (
    <button
      type="button"
      disabled={busy}
      onClick={onClick}
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
