import { ShoppingCart } from 'lucide-react';
import { DASHBOARD_TEXTS } from '../../../lib/account-texts';
import { ButtonLink } from '../../../components/ui/button';

/** 'Your cart is empty' with 'Start Exploring' to /. */
export function CartEmpty({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <div className="text-center">
      <ShoppingCart className="mx-auto h-10 w-10 text-stone-300" aria-hidden="true" />
      <p className="mt-3 font-semibold text-stone-900">{DASHBOARD_TEXTS.cartEmpty}</p>
      <ButtonLink to="/" className="mt-4" onClick={onNavigate}>
        {DASHBOARD_TEXTS.startExploring}
      </ButtonLink>
    </div>
  );
}
