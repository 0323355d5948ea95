import { SessionSync } from '../../features/auth/components/session-sync';
import { CartCount } from '../../features/cart/components/cart-count';
import { CartBadge } from './cart-badge';

/**
 * What the header adds for a signed-in traveller, in one chunk loaded with the token: the
 * cart's count, and the listener that forgets their cached data when another tab signs out
 * (SessionSync; the cart button is always in the header, so this is mounted exactly while
 * someone is signed in).
 */
export function SignedInCartBadge() {
  return (
    <>
      <SessionSync />
      <CartCount>{(count) => <CartBadge count={count} />}</CartCount>
    </>
  );
}
