import type { Db } from '../../src/db/client';
import * as t from '../../src/db/schema/index';
import { createBookingRow } from './back-office';
import { unique } from './helpers';

// A booking with the schedule and the ledger a test needs, written straight to the tables: the
// amounts and dates say exactly what is due, overdue or received, whatever today is.

export interface ScheduleSpec {
  tripId: number;
  currency?: 'USD' | 'EUR' | 'GBP' | 'TZS';
  status?: (typeof t.BOOKING_STATUSES)[number];
  instalments: Array<{ kind: 'deposit' | 'balance' | 'full'; amountMinor: number; dueDate: string }>;
  entries?: Array<{
    kind?: 'payment' | 'refund';
    amountMinor: number;
    receivedOn: string;
    method?: 'bank_transfer' | 'card' | 'cash' | 'other';
    recordedBy?: number;
  }>;
  firstName?: string;
}

export async function createScheduledBooking(db: Db, spec: ScheduleSpec) {
  const total = spec.instalments.reduce((sum, i) => sum + i.amountMinor, 0);
  const booking = await createBookingRow(db, {
    tripId: spec.tripId,
    currencyCode: spec.currency ?? 'USD',
    totalMinor: total,
    totalPrice: total / 100,
    status: spec.status ?? 'awaiting_deposit',
    ...(spec.firstName ? { firstName: spec.firstName } : {}),
  });
  await db.insert(t.bookingInstalments).values(spec.instalments.map((i) => ({ bookingId: booking.id, ...i })));
  if (spec.entries?.length) {
    await db.insert(t.ledgerEntries).values(
      spec.entries.map((e) => ({
        bookingId: booking.id,
        kind: e.kind ?? 'payment',
        amountMinor: e.amountMinor,
        currency: spec.currency ?? 'USD',
        method: e.method ?? 'bank_transfer',
        providerReference: `TEST-${unique()}${unique()}`,
        receivedOn: e.receivedOn,
        recordedBy: e.recordedBy ?? null,
      })),
    );
  }
  return booking;
}
