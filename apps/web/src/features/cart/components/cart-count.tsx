import type { ReactNode } from 'react';
import { useCart } from '../api/get-cart';

/**
 * The number of lines in the signed-in traveller's cart, handed to the header's badge. The
 * header loads this (and the cart query with it) only when a token is stored, so an anonymous
 * visit to the home page downloads none of the cart's code.
 */
export function CartCount({ children }: { children(count: number): ReactNode }) {
  const { data } = useCart();
  return children(data?.cart_items.length ?? 0);
}
