import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema/index';

/** A new pending address; nothing when the address is already on the list (any status). */
export async function insertSubscriber(tx: Db, values: { email: string; confirmTokenHash: string; unsubscribeToken: string }) {
  const [created] = await tx
    .insert(newsletterSubscribers)
    .values({ ...values, lastConfirmationSentAt: sql`now()` })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning();
  return created;
}

/**
 * A pending or unsubscribed address gets a new confirmation token, unless one went out less
 * than `resendMinutes` ago; resolves with the row when it did.
 */
export async function renewConfirmation(tx: Db, email: string, confirmTokenHash: string, resendMinutes: number) {
  const [again] = await tx
    .update(newsletterSubscribers)
    .set({ status: 'pending', confirmTokenHash, lastConfirmationSentAt: sql`now()` })
    .where(
      and(
        eq(newsletterSubscribers.email, email),
        or(eq(newsletterSubscribers.status, 'pending'), eq(newsletterSubscribers.status, 'unsubscribed')),
        or(
          isNull(newsletterSubscribers.lastConfirmationSentAt),
          sql`${newsletterSubscribers.lastConfirmationSentAt} < now() - make_interval(mins => ${resendMinutes})`,
        ),
      ),
    )
    .returning();
  return again;
}

/** Confirms the signup of a token less than 30 days old; false when there is none. */
export async function confirmByTokenHash(db: Db, confirmTokenHash: string): Promise<boolean> {
  const rows = await db
    .update(newsletterSubscribers)
    .set({ status: 'confirmed', confirmedAt: sql`now()`, confirmTokenHash: null })
    .where(
      and(
        eq(newsletterSubscribers.confirmTokenHash, confirmTokenHash),
        gt(newsletterSubscribers.createdAt, sql`now() - interval '30 days'`),
      ),
    )
    .returning({ id: newsletterSubscribers.id });
  return rows.length > 0;
}

export async function unsubscribeByToken(db: Db, unsubscribeToken: string): Promise<boolean> {
  const rows = await db
    .update(newsletterSubscribers)
    .set({ status: 'unsubscribed', confirmTokenHash: null })
    .where(eq(newsletterSubscribers.unsubscribeToken, unsubscribeToken))
    .returning({ id: newsletterSubscribers.id });
  return rows.length > 0;
}
