import { useState } from 'react';
import { Link } from 'react-router';
import type { MatchLineResult, UnmatchedLine } from '@safari/contracts/admin-payments';
import { formatIsoDate } from '@safari/contracts/calendar';
import { FormMessage } from '../../../components/ui/form-controls';
import { useUnmatchedLines } from '../api/get-unmatched-lines';
import { useListParams } from '../hooks/use-list-params';
import { money } from '../utils/payments-format';
import type { Column } from './admin-table';
import { ListToolbar } from './list-toolbar';
import { MatchLineForm } from './match-line-form';
import { PagedListTable } from './paged-list-table';

const columnsWith = (onMatched: (result: MatchLineResult) => void): Column<UnmatchedLine>[] => [
  { header: 'Booked on', sortKey: 'booked_on', cell: (l) => <span className="whitespace-nowrap">{formatIsoDate(l.booked_on)}</span> },
  {
    header: 'Amount',
    sortKey: 'amount',
    className: 'text-right',
    cell: (l) => <span className="whitespace-nowrap tabular-nums">{money(l.amount_minor, l.currency)}</span>,
  },
  { header: 'From', cell: (l) => l.debtor_name ?? '—' },
  {
    header: 'Remittance',
    cell: (l) => (
      <>
        <span className="break-words">{l.remittance || '—'}</span>
        {l.communication && <span className="block font-mono text-xs text-stone-700">{l.communication}</span>}
      </>
    ),
  },
  {
    header: 'Statement',
    cell: (l) => (
      <>
        {l.statement_id}
        <span className="block font-mono text-xs break-all text-stone-600">{l.line_reference}</span>
      </>
    ),
  },
  { header: 'Match to booking', cell: (l) => <MatchLineForm line={l} onMatched={onMatched} /> },
];

/** Statement credits no booking claimed at import, each with a form to record it for a booking. */
export function PaymentsUnmatched() {
  const list = useListParams([]);
  const query = useUnmatchedLines(list.params);
  const [matched, setMatched] = useState<MatchLineResult | null>(null);
  return (
    <>
      <p className="mb-3 text-sm text-stone-700">
        Credits of imported statements that name no booking (no or a mistyped communication, another currency). Enter the booking’s
        reference or structured communication to record the credit as its payment.
      </p>
      {matched && (
        <FormMessage tone="success" className="mb-3">
          {money(matched.line.amount_minor, matched.line.currency)} recorded for{' '}
          <Link to={`/admin/bookings/${matched.booking.uuid}`} className="font-semibold underline">
            {matched.booking.reference}
          </Link>
          : {money(matched.booking.paid_minor, matched.line.currency)} paid of {money(matched.booking.total_minor, matched.line.currency)}
          {matched.partial ? ' (less than was due)' : ''}
          {matched.over ? ' (more than the total)' : ''}.
        </FormMessage>
      )}
      <ListToolbar search={list.value('q')} searchLabel="Search remittance, payer or bank reference" onSearch={(q) => list.update({ q })} />
      <PagedListTable
        list={list}
        query={query}
        loadingLabel="unmatched credits"
        caption="Unmatched bank credits"
        columns={columnsWith(setMatched)}
        rowKey={(l) => l.uuid}
        empty="Every imported credit is matched to a booking."
        defaultSort={{ sort: 'booked_on', order: 'asc' }}
      />
    </>
  );
}
