import { eq } from 'drizzle-orm';
import type { TripUpdateInput } from '@safari/contracts/admin-catalogue';
import type { Db } from '../../../db/client';
import { tripAddons, tripBudgets, tripCategories, tripDestinations, tripPoints } from '../../../db/schema/index';

type Lists = Pick<TripUpdateInput, 'points' | 'budgets' | 'category_ids' | 'included_addon_ids' | 'excluded_addon_ids' | 'destination_ids'>;

/**
 * Replaces each list the form sent (a list not sent stays as it is). Delete then insert in
 * the caller's transaction: the itinerary is renumbered 1…n in the order given.
 */
export async function replaceTripLists(tx: Db, tripId: number, lists: Lists) {
  if (lists.points) {
    await tx.delete(tripPoints).where(eq(tripPoints.tripId, tripId));
    if (lists.points.length) await tx.insert(tripPoints).values(lists.points.map((p, i) => ({ tripId, order: i + 1, title: p.title, description: p.description })));
  }
  if (lists.budgets) {
    await tx.delete(tripBudgets).where(eq(tripBudgets.tripId, tripId));
    if (lists.budgets.length) {
      await tx
        .insert(tripBudgets)
        .values(lists.budgets.map((b) => ({ tripId, seasonId: b.season_id, serviceClassId: b.service_class_id, quantity: b.quantity, price: b.price })));
    }
  }
  if (lists.category_ids) {
    await tx.delete(tripCategories).where(eq(tripCategories.tripId, tripId));
    const ids = [...new Set(lists.category_ids)];
    if (ids.length) await tx.insert(tripCategories).values(ids.map((categoryId) => ({ tripId, categoryId })));
  }
  if (lists.included_addon_ids || lists.excluded_addon_ids) {
    await tx.delete(tripAddons).where(eq(tripAddons.tripId, tripId));
    const rows = new Map<number, boolean>();
    for (const id of lists.excluded_addon_ids ?? []) rows.set(id, false);
    for (const id of lists.included_addon_ids ?? []) rows.set(id, true);
    if (rows.size) await tx.insert(tripAddons).values([...rows].map(([categoryId, included]) => ({ tripId, categoryId, included })));
  }
  if (lists.destination_ids) {
    await tx.delete(tripDestinations).where(eq(tripDestinations.tripId, tripId));
    const ids = [...new Set(lists.destination_ids)];
    if (ids.length) await tx.insert(tripDestinations).values(ids.map((destinationId, order) => ({ tripId, destinationId, order })));
  }
}
