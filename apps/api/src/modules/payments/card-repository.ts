import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, idempotencyKeys, ledgerEntries } from '../../db/schema/index';
import { bookingMoneyColumns, withBookedItem } from './booking-facts-repository';

// Card payments' own queries. Stripe's events and the Checkout Sessions they paid are kept in
// idempotency_keys (no table of their own): an event id is claimed in the transaction that
// records its payment, so a redelivered event finds its claim and records nothing.

/** Claimed by each processed webhook event (key: Stripe's event id). */
const EVENT_SCOPE = 'stripe-event';
/** Written with the payment a Checkout Session made (key: the session id), for the return page. */
const SESSION_SCOPE = 'stripe-checkout-session';

/** The booking a traveller names by its reference and the e-mail it was made with (any letter case). */
export async function findBookingForCheckout(db: Db, reference: string, email: string) {
  const { id, uuid, status, currency, email: bookedEmail, itemName } = bookingMoneyColumns;
  const [row] = await withBookedItem(
    db.select({ id, uuid, reference: bookings.reference, status, currency, email: bookedEmail, itemName }).from(bookings).$dynamic(),
  ).where(and(eq(bookings.reference, reference), sql`lower(${bookings.email}) = ${email.toLowerCase()}`));
  return row;
}

/**
 * Claims a webhook event inside the caller's transaction; false when it was processed before. A
 * concurrent delivery of the same event waits on the key until the first transaction ends, then
 * finds it taken (or, the first rolled back, claims it itself).
 */
export async function claimStripeEvent(tx: Db, eventId: string, type: string): Promise<boolean> {
  const inserted = await tx
    .insert(idempotencyKeys)
    .values({ scope: EVENT_SCOPE, key: eventId, requestHash: type, statusCode: 200, response: sql`'null'::jsonb` })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return inserted.length > 0;
}

/** Remembers which card payment a Checkout Session made, so its return page can ask for it by the session id. */
export async function rememberCheckoutSession(tx: Db, sessionId: string, providerReference: string) {
  await tx
    .insert(idempotencyKeys)
    .values({
      scope: SESSION_SCOPE,
      key: sessionId,
      requestHash: '',
      statusCode: 200,
      response: { provider_reference: providerReference },
    })
    .onConflictDoNothing();
}

/** Whether the ledger holds the card payment the session made. */
export async function isCheckoutSessionPaid(db: Db, sessionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: ledgerEntries.id })
    .from(idempotencyKeys)
    .innerJoin(
      ledgerEntries,
      and(eq(ledgerEntries.method, 'card'), eq(ledgerEntries.providerReference, sql`${idempotencyKeys.response} ->> 'provider_reference'`)),
    )
    .where(and(eq(idempotencyKeys.scope, SESSION_SCOPE), eq(idempotencyKeys.key, sessionId), eq(ledgerEntries.kind, 'payment')))
    .limit(1);
  return row !== undefined;
}
