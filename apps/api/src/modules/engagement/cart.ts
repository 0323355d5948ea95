import type { CartData } from '@safari/contracts/engagement';
import { ACCOUNT_MESSAGES } from '@safari/contracts/messages';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { findItemSummaries, summaryOf } from './catalogue-items';
import * as repo from './repository';

interface CartLine {
  quantity: number;
  start_date?: string | null;
  end_date?: string | null;
}

const cents = (amount: number) => Math.round(amount * 100) / 100;
const valuesOf = (line: CartLine) => ({ quantity: line.quantity, startDate: line.start_date ?? null, endDate: line.end_date ?? null });

/** Adds a trip, or updates its line when it is already in the cart (one line per trip). */
export async function addToCart(db: Db, userId: number, tripUuid: string, line: CartLine) {
  if (!(await repo.itemIsActive(db, { type: 'trip', uuid: tripUuid }))) throw notFound(ACCOUNT_MESSAGES.itemNotFound);
  await repo.upsertCartItem(db, userId, tripUuid, valuesOf(line));
}

export async function updateCartItem(db: Db, userId: number, itemUuid: string, line: CartLine) {
  if (!(await repo.updateCartItem(db, userId, itemUuid, valuesOf(line)))) throw notFound();
}

export async function removeCartItem(db: Db, userId: number, itemUuid: string) {
  if (!(await repo.deleteCartItem(db, userId, itemUuid))) throw notFound();
}

export const clearCart = (db: Db, userId: number) => repo.clearCart(db, userId);

/** The cart priced from the catalogue as it is now, in USD. */
export async function getCart(db: Db, userId: number): Promise<CartData> {
  const rows = await repo.listCartItems(db, userId);
  const summaries = await findItemSummaries(
    db,
    rows.map((r) => ({ type: r.cartableType, uuid: r.cartableUuid })),
  );
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
