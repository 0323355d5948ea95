import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Download } from 'lucide-react';
import type { MonthlyReport } from '@safari/contracts/admin-payments';
import { formatIsoDate } from '@safari/contracts/calendar';
import { Button } from '../../../components/ui/button';
import { FormMessage, inputClasses, labelClasses } from '../../../components/ui/form-controls';
import { errorMessage } from '../../../lib/error-message';
import { useOperatorToday } from '../../../lib/site-status';
import { usePaymentsReport } from '../api/get-payments-report';
import { downloadCsv } from '../utils/download-csv';
import { money, monthLabel } from '../utils/payments-format';
import { AdminTable, type Column } from './admin-table';
import { QueryState } from './query-state';

type CurrencyRow = MonthlyReport['currencies'][number];
type DepartureRow = MonthlyReport['departures'][number];

const moneyColumns: Column<CurrencyRow>[] = [
  { header: 'Currency', cell: (c) => <span className="font-semibold">{c.currency}</span> },
  { header: 'Payments', className: 'text-right tabular-nums', cell: (c) => money(c.payments_minor, c.currency) },
  { header: 'Refunds', className: 'text-right tabular-nums', cell: (c) => money(c.refunds_minor, c.currency) },
  { header: 'Received', className: 'text-right font-semibold tabular-nums', cell: (c) => money(c.received_minor, c.currency) },
  { header: 'Due, unpaid', className: 'text-right tabular-nums', cell: (c) => money(c.due_minor, c.currency) },
  { header: 'Instalments', className: 'text-right tabular-nums', cell: (c) => c.due_count },
];

const departureColumns: Column<DepartureRow>[] = [
  {
    header: 'Trip',
    cell: (d) => (
      <Link to={`/admin/departures/${d.trip_uuid}`} className="font-semibold text-brand-800 underline">
        {d.trip_name}
      </Link>
    ),
  },
  { header: 'Starts', cell: (d) => <span className="whitespace-nowrap">{formatIsoDate(d.start_date)}</span> },
  { header: 'Status', cell: (d) => (d.status === 'closed' ? 'Closed' : 'Scheduled') },
  { header: 'Seats sold', className: 'text-right tabular-nums', cell: (d) => `${d.seats_sold} of ${d.seats_total}` },
  { header: 'Occupancy', cell: (d) => <Occupancy percent={d.occupancy_percent} /> },
];

function Occupancy({ percent }: { percent: number }) {
  return (
    <span className="flex items-center gap-2">
      <span className="h-2 w-16 overflow-hidden rounded-full bg-stone-200" aria-hidden="true">
        <span className="block h-full bg-brand-700" style={{ width: `${Math.min(100, percent)}%` }} />
      </span>
      <span className="tabular-nums">{percent}%</span>
    </span>
  );
}

/** A month in figures: money per currency, the departures' seats, and the same as CSV. */
export function PaymentsReport() {
  const id = useId();
  const today = useOperatorToday();
  const [searchParams, setSearchParams] = useSearchParams();
  const month = /^\d{4}-\d{2}$/.test(searchParams.get('month') ?? '') ? searchParams.get('month')! : today.slice(0, 7);
  const query = usePaymentsReport(month);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const download = () => {
    setDownloadError(null);
    downloadCsv(`/payments/report.csv?month=${month}`, `payments-report-${month}.csv`).catch((error: unknown) =>
      setDownloadError(errorMessage(error, 'The report could not be downloaded. Please try again.')),
    );
  };
  return (
    <>
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={`${id}-month`} className={labelClasses}>
            Month
          </label>
          <input
            id={`${id}-month`}
            type="month"
            value={month}
            onChange={(event) => {
              const next = event.target.value;
              setSearchParams(next ? { month: next } : {}, { replace: true, preventScrollReset: true });
            }}
            className={`${inputClasses} py-2 text-sm`}
          />
        </div>
        <Button variant="secondary" onClick={download}>
          <Download className="h-4 w-4" aria-hidden="true" />
          Download CSV
        </Button>
      </div>
      {downloadError && <FormMessage tone="error">{downloadError}</FormMessage>}
      <QueryState query={query} label="the report">
        {(report) => <ReportTables report={report} />}
      </QueryState>
    </>
  );
}

function ReportTables({ report }: { report: MonthlyReport }) {
  const label = monthLabel(report.month);
  return (
    <div className="space-y-6">
      <section className="space-y-2">
        <h2 className="text-lg font-bold text-stone-900">Money in {label}</h2>
        <p className="text-sm text-stone-700">
          Received: payments minus refunds, by the day the money moved. Due: instalments falling due from {formatIsoDate(report.from)} to{' '}
          {formatIsoDate(report.to)}, the part still unpaid.
        </p>
        <AdminTable
          caption={`Money in ${label}`}
          columns={moneyColumns}
          rows={report.currencies}
          rowKey={(c) => c.currency}
          minWidth="min-w-[36rem]"
          empty="Nothing received and nothing due this month."
        />
      </section>
      <section className="space-y-2">
        <h2 className="text-lg font-bold text-stone-900">Departures in {label}</h2>
        <p className="text-sm text-stone-700">
          {report.seats.sold} of {report.seats.total} seats sold ({report.seats.occupancy_percent}% occupancy).
        </p>
        <AdminTable
          caption={`Departures in ${label}`}
          columns={departureColumns}
          rows={report.departures}
          rowKey={(d) => d.uuid}
          minWidth="min-w-[32rem]"
          empty="No departure starts this month."
        />
      </section>
    </div>
  );
}
