import { DASHBOARD_TEXTS } from '../../../lib/account-texts';
import { ButtonLink } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { formatMoney } from '../../../lib/money';
import { useCart } from '../api/get-cart';
import { CartEmpty } from './cart-empty';

/**
 * The header cart's content for a signed-in traveller: each line's name (or
 * 'Unknown Item'), 'Qty: n × $price' and line total, the grand total in USD, 'View Full Cart'.
 * Prices are the server's, from the catalogue, in USD whatever currency the site shows.
 */
export function CartDropdown({ onClose }: { onClose: () => void }) {
  const cart = useCart();
  if (cart.isPending) return <Spinner label="Loading your cart" className="py-6" />;
  if (cart.isError) return <p className="py-4 text-sm text-red-700">We could not load your cart. Please try again.</p>;
  if (cart.data.cart_items.length === 0) return <CartEmpty onNavigate={onClose} />;
  return (
    <div className="text-left">
      <p className="font-semibold text-stone-900">Your cart</p>
      <ul className="mt-3 max-h-72 divide-y divide-stone-100 overflow-y-auto" data-testid="cart-dropdown-items">
        {cart.data.cart_items.map((item) => (
          <li key={item.uuid} className="flex items-start justify-between gap-3 py-3">
            <div className="min-w-0">
              <p className="truncate text-sm font-semibold text-stone-900">{item.cartable?.name ?? DASHBOARD_TEXTS.unknownItem}</p>
              <p className="text-xs text-stone-600">
                Qty: {item.quantity} × {formatMoney(item.cartable?.base_price ?? 0)}
              </p>
            </div>
            <p className="shrink-0 text-sm font-semibold text-stone-900">{formatMoney(item.line_total)}</p>
          </li>
        ))}
      </ul>
      <div className="mt-2 flex items-center justify-between border-t border-stone-200 pt-3">
        <span className="font-semibold text-stone-900">Total</span>
        <span className="font-display text-lg font-bold text-stone-900" data-testid="cart-total">
          {formatMoney(cart.data.total)} <span className="text-xs font-sans font-semibold text-stone-600">USD</span>
        </span>
      </div>
      <ButtonLink to="/dashboard?tab=cart" className="mt-4 w-full" onClick={onClose}>
        {DASHBOARD_TEXTS.viewFullCart}
      </ButtonLink>
    </div>
  );
}
