import { ShoppingCart } from 'lucide-react';
import { ButtonLink } from '../../components/ui/button';

/** The cart dropdown's content: always empty until sign-in and carts arrive (SPEC §6). */
export function CartPanel({ onClose }: { onClose: () => void }) {
  return (
    <>
      <ShoppingCart className="mx-auto h-10 w-10 text-stone-300" aria-hidden="true" />
      <p className="mt-3 font-semibold text-stone-900">Your cart is empty</p>
      <ButtonLink to="/" className="mt-4" onClick={onClose}>
        Start Exploring
      </ButtonLink>
    </>
  );
}
