import { Link } from 'react-router';
import { PAYMENT_METHOD_LABELS } from '@safari/contracts/admin-bookings';
import type { ReceivedEntriesPage, ReceivedEntry } from '@safari/contracts/admin-payments';
import { formatIsoDate } from '@safari/contracts/calendar';
import { inputClasses } from '../../../components/ui/form-controls';
import { useReceivedPayments } from '../api/get-received-payments';
import { useListParams, type ListState } from '../hooks/use-list-params';
import { money } from '../utils/payments-format';
import type { Column } from './admin-table';
import { FilterField, FilterSelect, ListToolbar } from './list-toolbar';
import { PagedListTable } from './paged-list-table';
import { StatusBadge } from './status-badge';

const columns: Column<ReceivedEntry>[] = [
  { header: 'Received', sortKey: 'received_on', cell: (e) => <span className="whitespace-nowrap">{formatIsoDate(e.received_on)}</span> },
  {
    header: 'Booking',
    cell: (e) => (
      <Link to={`/admin/bookings/${e.booking.uuid}`} className="font-semibold whitespace-nowrap text-brand-800 underline">
        {e.booking.reference}
      </Link>
    ),
  },
  {
    header: 'Amount',
    sortKey: 'amount',
    className: 'text-right',
    cell: (e) => (
      <span className="whitespace-nowrap tabular-nums">
        {e.kind === 'refund' ? '−' : ''}
        {money(e.amount_minor, e.currency)}
      </span>
    ),
  },
  { header: 'Kind', cell: (e) => <StatusBadge status={e.kind === 'refund' ? 'refund' : 'payment'} /> },
  { header: 'Method', cell: (e) => PAYMENT_METHOD_LABELS[e.method] },
  {
    header: 'Traveller',
    cell: (e) => (
      <>
        {e.booking.traveller}
        <span className="block break-all text-stone-600">{e.booking.email}</span>
      </>
    ),
  },
  {
    header: 'Reference',
    cell: (e) => <span className="font-mono text-xs break-all">{e.provider_reference ?? '—'}</span>,
  },
  { header: 'Recorded by', cell: (e) => e.recorded_by ?? (e.method === 'card' ? 'Card payment' : 'Bank statement') },
];

/** A date bound of the list, in the URL ('' is no bound). */
function DateFilter({ list, name, label }: { list: ListState; name: string; label: string }) {
  return (
    <FilterField label={label}>
      {(id) => (
        <input
          id={id}
          type="date"
          value={list.value(name)}
          onChange={(event) => list.update({ [name]: event.target.value })}
          className={`${inputClasses} py-2 text-sm`}
        />
      )}
    </FilterField>
  );
}

function Totals({ page }: { page: ReceivedEntriesPage }) {
  if (page.totals.length === 0) return null;
  return (
    <ul aria-label="Totals of the entries shown" className="mb-3 flex flex-wrap gap-2 text-sm">
      {page.totals.map((t) => (
        <li key={t.currency} className="rounded-lg bg-white px-3 py-2 ring-1 ring-stone-200">
          <span className="font-semibold">{money(t.received_minor, t.currency)}</span> received
          <span className="block text-xs text-stone-600">
            {money(t.payments_minor, t.currency)} in, {money(t.refunds_minor, t.currency)} refunded
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Payments and refunds in the ledger, newest first: by the day received, kind and method. */
export function PaymentsReceived() {
  const list = useListParams(['from', 'to', 'kind', 'method', 'currency']);
  const query = useReceivedPayments(list.params);
  return (
    <>
      <ListToolbar search={list.value('q')} searchLabel="Search booking, traveller or reference" onSearch={(q) => list.update({ q })}>
        <DateFilter list={list} name="from" label="From" />
        <DateFilter list={list} name="to" label="To" />
        <FilterSelect
          label="Kind"
          value={list.value('kind')}
          options={[
            ['payment', 'Payments'],
            ['refund', 'Refunds'],
          ]}
          onChange={(kind) => list.update({ kind })}
        />
        <FilterSelect
          label="Method"
          value={list.value('method')}
          options={Object.entries(PAYMENT_METHOD_LABELS)}
          onChange={(method) => list.update({ method })}
        />
      </ListToolbar>
      {query.data && <Totals page={query.data} />}
      <PagedListTable
        list={list}
        query={query}
        loadingLabel="payments received"
        caption="Payments received"
        columns={columns}
        rowKey={(e) => e.uuid}
        empty="No payment or refund matches."
        defaultSort={{ sort: 'received_on', order: 'desc' }}
      />
    </>
  );
}
