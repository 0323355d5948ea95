import { Link } from 'react-router';
import { CalendarDays, Minus, Plus, Trash2 } from 'lucide-react';
import { formatIsoDate } from '@safari/contracts/calendar';
import { LIMITS } from '@safari/contracts/constants';
import type { CartItem } from '@safari/contracts/engagement';
import { DASHBOARD_TEXTS } from '../../../lib/account-texts';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback';
import { formatMoney } from '../../../lib/money';
import { useRemoveCartItem } from '../api/remove-cart-item';
import { useUpdateCartItem } from '../api/update-cart-item';

const STEP =
  'flex h-8 w-8 items-center justify-center rounded-full ring-1 ring-stone-300 text-stone-700 hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-50';

/** One line of the full cart: quantity up or down (PUT /cart/{id}) and remove. */
export function CartLine({ item }: { item: CartItem }) {
  const update = useUpdateCartItem();
  const remove = useRemoveCartItem();
  const name = item.cartable?.name ?? DASHBOARD_TEXTS.unknownItem;
  const busy = update.isPending || remove.isPending;
  const setQuantity = (quantity: number) =>
    update.mutate({ uuid: item.uuid, quantity, start_date: item.start_date, end_date: item.end_date });

  return (
    <li className="flex flex-col gap-4 rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:flex-row sm:items-center" data-testid="cart-line">
      <div className="flex min-w-0 flex-1 gap-4">
        <div className="h-20 w-28 shrink-0 overflow-hidden rounded-xl bg-stone-100">
          {item.cartable && (
            <ImageWithFallback src={item.cartable.banner} alt="" width={224} height={160} className="h-full w-full object-cover" />
          )}
        </div>
        <div className="min-w-0">
          {item.cartable ? (
            <Link to={item.cartable.path} className="font-semibold text-stone-900 hover:text-brand-700 hover:underline">
              {name}
            </Link>
          ) : (
            <p className="font-semibold text-stone-900">{name}</p>
          )}
          <p className="mt-1 text-sm text-stone-600">
            Qty: {item.quantity} × {formatMoney(item.cartable?.base_price ?? 0)}
          </p>
          {item.start_date && (
            <p className="mt-1 flex items-center gap-1.5 text-sm text-stone-600">
              <CalendarDays className="h-4 w-4" aria-hidden="true" />
              {formatIsoDate(item.start_date)}
              {item.end_date && ` – ${formatIsoDate(item.end_date)}`}
            </p>
          )}
        </div>
      </div>
      <div className="flex items-center justify-between gap-4 sm:justify-end">
        <div className="flex items-center gap-2" role="group" aria-label={`Quantity of ${name}`}>
          <button
            type="button"
            className={STEP}
            aria-label="Decrease quantity"
            disabled={busy || item.quantity <= 1}
            onClick={() => setQuantity(item.quantity - 1)}
          >
            <Minus className="h-4 w-4" aria-hidden="true" />
          </button>
          <span className="w-6 text-center font-semibold" aria-live="polite">
            {item.quantity}
          </span>
          <button
            type="button"
            className={STEP}
            aria-label="Increase quantity"
            disabled={busy || item.quantity >= LIMITS.travelersMax}
            onClick={() => setQuantity(item.quantity + 1)}
          >
            <Plus className="h-4 w-4" aria-hidden="true" />
          </button>
        </div>
        <p className="w-28 text-right font-semibold text-stone-900">{formatMoney(item.line_total)}</p>
        <button
          type="button"
          disabled={busy}
          onClick={() => remove.mutate(item.uuid)}
          className="rounded-full p-2 text-stone-500 hover:bg-red-50 hover:text-red-700 disabled:opacity-50"
        >
          <Trash2 className="h-5 w-5" aria-hidden="true" />
          <span className="sr-only">Remove {name} from cart</span>
        </button>
      </div>
    </li>
  );
}
