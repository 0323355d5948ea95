import { Link } from 'react-router';
import type { DueBooking } from '@safari/contracts/admin-payments';
import { formatIsoDate } from '@safari/contracts/calendar';
import { PAYMENT_CURRENCIES } from '@safari/contracts/payments/money';
import { cn } from '../../../lib/cn';
import { useDuePayments } from '../api/get-due-payments';
import { useListParams } from '../hooks/use-list-params';
import { money } from '../utils/payments-format';
import type { Column } from './admin-table';
import { FilterSelect, ListToolbar } from './list-toolbar';
import { PagedListTable } from './paged-list-table';
import { StatusBadge } from './status-badge';

const columns: Column<DueBooking>[] = [
  {
    header: 'Booking',
    cell: (row) => (
      <Link to={`/admin/bookings/${row.uuid}`} className="font-semibold whitespace-nowrap text-brand-800 underline">
        {row.reference}
      </Link>
    ),
  },
  {
    header: 'Due now',
    className: 'text-right',
    cell: (row) => (
      <span className={cn('tabular-nums', row.overdue && 'font-semibold text-red-800')}>{money(row.due_now_minor, row.currency)}</span>
    ),
  },
  {
    header: 'Due by',
    sortKey: 'due_date',
    cell: (row) => (
      <span className={cn('whitespace-nowrap', row.overdue && 'font-semibold text-red-800')}>
        {formatIsoDate(row.next_due_date)}
        {row.overdue && <StatusBadge status="overdue" className="ml-2" />}
      </span>
    ),
  },
  { header: 'Status', cell: (row) => <StatusBadge status={row.status} /> },
  {
    header: 'Traveller',
    cell: (row) => (
      <>
        {row.traveller}
        <span className="block break-all text-stone-600">{row.email}</span>
      </>
    ),
  },
  {
    header: 'Trip',
    cell: (row) => (
      <>
        {row.item_name}
        <span className="block text-stone-600">Starts {formatIsoDate(row.start_date)}</span>
      </>
    ),
  },
  {
    header: 'Paid',
    className: 'text-right',
    cell: (row) => (
      <span className="whitespace-nowrap tabular-nums">
        {money(row.paid_minor, row.currency)} <span className="text-stone-600">of {money(row.total_minor, row.currency)}</span>
      </span>
    ),
  },
];

/** Open bookings with what they owe now: overdue first (due before the operator's today), then by due date. */
export function PaymentsDue() {
  const list = useListParams(['overdue', 'currency']);
  const query = useDuePayments(list.params);
  return (
    <>
      <p className="mb-3 text-sm text-stone-700">
        Bookings awaiting their deposit or balance. Overdue payments come first
        {query.data && <> (due before {formatIsoDate(query.data.today)}, today in the office’s calendar)</>}.
      </p>
      <ListToolbar search={list.value('q')} searchLabel="Search reference, name or e-mail" onSearch={(q) => list.update({ q })}>
        <FilterSelect
          label="Due"
          value={list.value('overdue')}
          options={[
            ['true', 'Overdue only'],
            ['false', 'Not overdue'],
          ]}
          onChange={(overdue) => list.update({ overdue })}
        />
        <FilterSelect
          label="Currency"
          value={list.value('currency')}
          options={PAYMENT_CURRENCIES.map((c) => [c, c] as const)}
          onChange={(currency) => list.update({ currency })}
        />
      </ListToolbar>
      <PagedListTable
        list={list}
        query={query}
        loadingLabel="payments due"
        caption="Payments due"
        columns={columns}
        rowKey={(row) => row.uuid}
        empty="Nothing is due."
        defaultSort={{ sort: 'due_date', order: 'asc' }}
      />
    </>
  );
}
