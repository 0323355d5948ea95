// What the payment benchmarks need, made in the bench server on its database: bookings that
// owe a deposit (paid by signed card webhooks and by a bank statement), and a staff session
// for the statement import. The bookings are written straight in SQL: the booking endpoint is
// measured on its own.
import { randomBytes } from 'node:crypto';
import type { buildApp } from '../apps/api/src/app';
import { addDays, DEFAULT_OPERATOR_TIME_ZONE, todayIn } from '@safari/contracts/calendar';
import { structuredCommunicationDigits } from '@safari/contracts/payments/bank-transfer';
import type { Db } from '../apps/api/src/db/client';
import { bookingInstalments, bookings } from '../apps/api/src/db/schema/index';
import { createSignedInUser } from '../apps/api/test/factories/users';

export interface PaymentFixtures {
  /** Admin's bearer token for the statement import. */
  staffToken: string;
  /** Bookings owing a USD deposit of `depositMinor`. */
  bookings: Array<{ uuid: string; paymentReference: string }>;
  depositMinor: number;
}

const TOTAL_MINOR = 400_000;
const DEPOSIT_MINOR = 120_000;

export async function preparePaymentFixtures(
  app: Awaited<ReturnType<typeof buildApp>>,
  db: Db,
  tripId: number,
  count: number,
): Promise<PaymentFixtures> {
  const today = todayIn(DEFAULT_OPERATOR_TIME_ZONE);
  // Numbers far above the booking sequence's: their communications never meet a real booking's.
  const base = 9_000_000_000 + (randomBytes(3).readUIntBE(0, 3) % 900_000) * 1000;
  const rows = await db
    .insert(bookings)
    .values(
      Array.from({ length: count }, (_, i) => ({
        reference: `ST-BENCH-${base + i}`,
        paymentReference: structuredCommunicationDigits(base + i),
        kind: 'package' as const,
        tripId,
        guests: 2,
        startDate: addDays(today, 200),
        season: 'Low Season',
        totalPrice: TOTAL_MINOR / 100,
        totalMinor: TOTAL_MINOR,
        firstName: 'Bench',
        lastName: `Payer ${i}`,
        email: `bench-payer-${i}@example.test`,
        phone: '+32 470 00 00 00',
      })),
    )
    .returning({ id: bookings.id, uuid: bookings.uuid, paymentReference: bookings.paymentReference });
  await db.insert(bookingInstalments).values(
    rows.flatMap((row) => [
      { bookingId: row.id, kind: 'deposit' as const, amountMinor: DEPOSIT_MINOR, dueDate: today },
      { bookingId: row.id, kind: 'balance' as const, amountMinor: TOTAL_MINOR - DEPOSIT_MINOR, dueDate: addDays(today, 140) },
    ]),
  );
  const staff = await createSignedInUser(app, db, {
    role: 'admin',
    name: 'Bench Admin',
    email: `bench-admin-${randomBytes(3).toString('hex')}@example.test`,
  });
  return {
    staffToken: staff.token,
    bookings: rows.map(({ uuid, paymentReference }) => ({ uuid, paymentReference })),
    depositMinor: DEPOSIT_MINOR,
  };
}
