import { and, desc, eq } from 'drizzle-orm';
import type { CartData } from '@safari/contracts/engagement';
import { ACCOUNT_MESSAGES } from '@safari/contracts/messages';
import type { Db } from '../../db/client';
import { cartItems } from '../../db/schema/index';
import { notFound } from '../../lib/http-errors';
import { findItemSummaries, itemIsActive, summaryOf } from './catalogue-items';

interface CartLine {
  quantity: number;
  start_date?: string | null;
  end_date?: string | null;
}

const cents = (amount: number) => Math.round(amount * 100) / 100;

/** Adds a trip, or updates its line when it is already in the cart (one line per trip). */
export async function addToCart(db: Db, userId: number, tripUuid: string, line: CartLine) {
  if (!(await itemIsActive(db, { type: 'trip', uuid: tripUuid }))) throw notFound(ACCOUNT_MESSAGES.itemNotFound);
  const values = { quantity: line.quantity, startDate: line.start_date ?? null, endDate: line.end_date ?? null };
  await db
    .insert(cartItems)
    .values({ userId, cartableType: 'trip', cartableUuid: tripUuid, ...values })
    .onConflictDoUpdate({ target: [cartItems.userId, cartItems.cartableType, cartItems.cartableUuid], set: values });
}

export async function updateCartItem(db: Db, userId: number, itemUuid: string, line: CartLine) {
  const updated = await db
    .update(cartItems)
    .set({ quantity: line.quantity, startDate: line.start_date ?? null, endDate: line.end_date ?? null })
    .where(and(eq(cartItems.uuid, itemUuid), eq(cartItems.userId, userId)))
    .returning({ id: cartItems.id });
  if (updated.length === 0) throw notFound();
}

export async function removeCartItem(db: Db, userId: number, itemUuid: string) {
  const removed = await db
    .delete(cartItems)
    .where(and(eq(cartItems.uuid, itemUuid), eq(cartItems.userId, userId)))
    .returning({ id: cartItems.id });
  if (removed.length === 0) throw notFound();
}

export async function clearCart(db: Db, userId: number) {
  await db.delete(cartItems).where(eq(cartItems.userId, userId));
}

/** The cart priced from the catalogue as it is now, in USD. */
export async function getCart(db: Db, userId: number): Promise<CartData> {
  const rows = await db.select().from(cartItems).where(eq(cartItems.userId, userId)).orderBy(desc(cartItems.createdAt), desc(cartItems.id));
  const summaries = await findItemSummaries(db, rows.map((r) => ({ type: r.cartableType, uuid: r.cartableUuid })));
  const items = rows.map((r) => {
    const cartable = summaryOf(summaries, { type: r.cartableType, uuid: r.cartableUuid });
    return {
      uuid: r.uuid,
      cartable_type: r.cartableType,
      cartable_uuid: r.cartableUuid,
      quantity: r.quantity,
      start_date: r.startDate,
      end_date: r.endDate,
      cartable,
      line_total: cents(r.quantity * (cartable?.base_price ?? 0)),
    };
  });
  return { cart_items: items, total: cents(items.reduce((sum, item) => sum + item.line_total, 0)) };
}
