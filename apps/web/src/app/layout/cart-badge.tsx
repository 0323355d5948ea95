/**
 * The number on the cart, and the end of the button's name ('Cart, 2 items'). Its own file:
 * the header's cart button shows it at 0, and the signed-in chunk (signed-in-cart-badge.tsx)
 * with the real count, without either importing the other.
 */
export function CartBadge({ count }: { count: number }) {
  return (
    <>
      <span
        data-testid="cart-count"
        className="absolute top-0.5 right-0.5 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-brand-700 px-1 text-[0.6875rem] leading-none font-bold text-white ring-2 ring-white"
      >
        {count}
      </span>
      <span className="sr-only">{count === 1 ? ' item' : ' items'}</span>
    </>
  );
}
