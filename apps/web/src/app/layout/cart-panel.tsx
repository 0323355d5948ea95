import { useHasAuthToken } from '../../features/auth/hooks/use-auth-token';
import { CartDropdown } from '../../features/cart/components/cart-dropdown';
import { CartEmpty } from '../../features/cart/components/cart-empty';

/** The cart dropdown's content: the signed-in traveller's lines, or the empty state. @public (loaded lazily) */
export function CartPanel({ onClose }: { onClose: () => void }) {
  const signedIn = useHasAuthToken();
  return signedIn ? <CartDropdown onClose={onClose} /> : <CartEmpty onNavigate={onClose} />;
}
