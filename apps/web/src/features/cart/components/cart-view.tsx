import { Spinner } from '../../../components/ui/spinner';
import { formatMoney } from '../../../lib/money';
import { useCart } from '../api/get-cart';
import { CartEmpty } from './cart-empty';
import { CartLine } from './cart-line';
import { ClearCartDialog } from './clear-cart-dialog';

/** The full cart (the dashboard's tab=cart): lines, the USD total and 'Clear cart'. */
export function CartView() {
  const cart = useCart();
  if (cart.isPending) return <Spinner label="Loading your cart" showLabel />;
  if (cart.isError) return <p className="text-red-700">We could not load your cart. Please try again.</p>;
  if (cart.data.cart_items.length === 0) {
    return (
      <div className="rounded-2xl bg-white p-10 ring-1 ring-stone-200">
        <CartEmpty />
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <ul className="space-y-3">
        {cart.data.cart_items.map((item) => (
          <CartLine key={item.uuid} item={item} />
        ))}
      </ul>
      <div className="flex flex-col gap-4 rounded-2xl bg-white p-5 ring-1 ring-stone-200 sm:flex-row sm:items-center sm:justify-between">
        <ClearCartDialog />
        <p className="text-right">
          <span className="mr-3 text-stone-600">Total</span>
          <span className="font-display text-2xl font-bold text-stone-900" data-testid="cart-total">
            {formatMoney(cart.data.total)}
          </span>{' '}
          <span className="text-sm font-semibold text-stone-600">USD</span>
        </p>
      </div>
      <p className="text-sm text-stone-600">
        Prices are per person in US dollars, from our current catalogue. Ready to go? Book from the package's page.
      </p>
    </div>
  );
}
