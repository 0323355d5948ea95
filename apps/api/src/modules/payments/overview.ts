import type { z } from 'zod';
import type { DueBooking, MonthlyReport, ReceivedEntry, receivedEntriesPage } from '@safari/contracts/admin-payments';
import { addDays } from '@safari/contracts/calendar';
import { isPaymentCurrency, type PaymentCurrency } from '@safari/contracts/payments/money';
import type { Db } from '../../db/client';
import { toLedgerEntry } from './mappers';
import * as report from './report-repository';

// The money across bookings, for the back office's Payments screen: what is due (overdue first),
// what was received, and a month in figures. The repository aggregates in SQL; this file turns
// its rows into the wire shapes.

const currencyOf = (code: string): PaymentCurrency => (isPaymentCurrency(code) ? code : 'USD');

const toDue = (row: report.DueRow, today: string): DueBooking => ({
  uuid: row.uuid,
  reference: row.reference,
  item_name: row.itemName,
  traveller: `${row.firstName} ${row.lastName}`,
  email: row.email,
  start_date: row.startDate,
  status: row.status as DueBooking['status'],
  currency: currencyOf(row.currency),
  total_minor: row.totalMinor,
  paid_minor: Number(row.paidMinor),
  due_now_minor: Number(row.owedByNext) - Number(row.paidMinor),
  next_due_date: row.nextDueDate!,
  overdue: row.nextDueDate! < today,
  overdue_minor: Math.max(0, Number(row.owedByToday) - Number(row.paidMinor)),
});

/** Open bookings with what they owe now, overdue first; `today` is the operator's. */
export async function dueBookings(db: Db, f: report.DueFilters, today: string) {
  const { rows, total } = await report.listDueBookings(db, f, today);
  return { items: rows.map((row) => toDue(row, today)), total, limit: f.limit, offset: f.offset, today };
}

const toReceived = (row: report.ReceivedRow): ReceivedEntry => ({
  ...toLedgerEntry(row),
  booking: { uuid: row.bookingUuid, reference: row.reference, traveller: `${row.firstName} ${row.lastName}`, email: row.email },
});

const toTotals = (row: { currency: string; paymentsMinor: number; refundsMinor: number }) => ({
  currency: row.currency,
  payments_minor: Number(row.paymentsMinor),
  refunds_minor: Number(row.refundsMinor),
  received_minor: Number(row.paymentsMinor) - Number(row.refundsMinor),
});

/** Payments and refunds, newest first by default, with the totals of everything the filters match. */
export async function receivedEntries(db: Db, f: report.ReceivedFilters): Promise<z.infer<typeof receivedEntriesPage>> {
  const { rows, totals, total } = await report.listReceivedEntries(db, f);
  return { items: rows.map(toReceived), total, limit: f.limit, offset: f.offset, totals: totals.map(toTotals) };
}

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : 0);

/** The first day of the month after `month` ('2026-12' → '2027-01-01'). */
function nextMonthStart(month: string) {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${year + 1}-01-01` : `${year}-${String(m + 1).padStart(2, '0')}-01`;
}

/**
 * `month` in figures: per currency what was received (payments minus refunds) and what falls due
 * and is still unpaid; the departures starting in it with their seats sold of seats offered.
 */
export async function monthlyReport(db: Db, month: string): Promise<MonthlyReport> {
  const from = `${month}-01`;
  const until = nextMonthStart(month);
  const figures = await report.monthFigures(db, from, until);
  const currencies = new Map<string, MonthlyReport['currencies'][number]>();
  const row = (currency: string) => {
    let found = currencies.get(currency);
    if (!found) {
      found = { ...toTotals({ currency, paymentsMinor: 0, refundsMinor: 0 }), due_minor: 0, due_count: 0 };
      currencies.set(currency, found);
    }
    return found;
  };
  for (const received of figures.received) Object.assign(row(received.currency), toTotals(received));
  for (const due of figures.due) Object.assign(row(due.currency), { due_minor: Number(due.dueMinor), due_count: due.dueCount });
  const departures = figures.departures.map((d) => ({
    uuid: d.uuid,
    trip_uuid: d.tripUuid,
    trip_name: d.tripName,
    start_date: d.startDate,
    status: d.status as 'scheduled' | 'closed',
    seats_total: d.seatsTotal,
    seats_sold: d.seatsTotal - d.seatsLeft,
    occupancy_percent: percent(d.seatsTotal - d.seatsLeft, d.seatsTotal),
  }));
  const seats = departures.reduce((sum, d) => ({ total: sum.total + d.seats_total, sold: sum.sold + d.seats_sold }), { total: 0, sold: 0 });
  return {
    month,
    from,
    to: addDays(until, -1),
    currencies: [...currencies.values()].sort((a, b) => a.currency.localeCompare(b.currency)),
    departures,
    seats: { ...seats, occupancy_percent: percent(seats.sold, seats.total) },
  };
}
