import { isPaymentCurrency, minorToDecimal } from '@safari/contracts/payments/money';
import type { Db } from '../../../db/client';
import { monthlyReport } from '../../payments/overview';
import { CSV_START, csvFileName, csvRow } from '../csv';

// The monthly report as a spreadsheet: the money per currency, then the departures. Amounts are
// numbers in the currency's units (a net refund stays a negative number, not text); trip names
// are cells staff typed, escaped against formulas by csvRow like every export of the back office.

const MONEY_HEADER = ['Currency', 'Payments received', 'Refunds made', 'Received (net)', 'Due this month, unpaid', 'Instalments due'];
const SEATS_HEADER = ['Trip', 'Departure', 'Status', 'Seats sold', 'Seats offered', 'Occupancy %'];

const amount = (minor: number, currency: string) => Number(minorToDecimal(minor, isPaymentCurrency(currency) ? currency : 'USD'));

export async function monthlyReportCsv(db: Db, month: string) {
  const report = await monthlyReport(db, month);
  const money = report.currencies.map((c) =>
    csvRow([
      c.currency,
      amount(c.payments_minor, c.currency),
      amount(c.refunds_minor, c.currency),
      amount(c.received_minor, c.currency),
      amount(c.due_minor, c.currency),
      c.due_count,
    ]),
  );
  const seats = report.departures.map((d) =>
    csvRow([d.trip_name, d.start_date, d.status, d.seats_sold, d.seats_total, d.occupancy_percent]),
  );
  const body = [
    CSV_START,
    csvRow(['Payments report', report.month, `${report.from} to ${report.to}`]),
    '\r\n',
    csvRow(MONEY_HEADER),
    ...money,
    '\r\n',
    csvRow(SEATS_HEADER),
    ...seats,
    csvRow(['All departures', '', '', report.seats.sold, report.seats.total, report.seats.occupancy_percent]),
  ].join('');
  return { name: csvFileName(`payments-report-${report.month}`), body };
}
