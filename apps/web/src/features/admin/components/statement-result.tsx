import { Link } from 'react-router';
import type { StatementImportResult, StatementLine } from '@safari/contracts/admin-payments';
import { formatIsoDate } from '@safari/contracts/calendar';
import { money } from '../utils/payments-format';
import { AdminTable, type Column } from './admin-table';

const COUNTS: ReadonlyArray<readonly [keyof StatementImportResult['counts'], string]> = [
  ['credits', 'Credits'],
  ['matched', 'Matched'],
  ['already_recorded', 'Already recorded'],
  ['unmatched', 'Unmatched'],
  ['partial', 'Partial'],
  ['over', 'Over'],
  ['skipped', 'Debits skipped'],
];

const REASONS: Record<NonNullable<StatementLine['reason']>, string> = {
  no_communication: 'No structured communication',
  unknown_communication: 'No booking has this communication',
  currency: 'Not in the booking’s currency',
  reversal: 'A reversal',
};

const OUTCOMES: Record<StatementLine['outcome'], { label: string; tone: string }> = {
  matched: { label: 'Matched', tone: 'bg-emerald-100 text-emerald-900' },
  already_recorded: { label: 'Already recorded', tone: 'bg-stone-200 text-stone-900' },
  duplicate: { label: 'Already in the ledger', tone: 'bg-stone-200 text-stone-900' },
  unmatched: { label: 'Unmatched', tone: 'bg-amber-100 text-amber-900' },
};

/** A word on a tinted pill: the word carries the meaning, the colour only helps. */
const Pill = ({ tone, children }: { tone: string; children: string }) => (
  <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${tone}`}>{children}</span>
);

const columns: Column<StatementLine>[] = [
  { header: 'Booked on', cell: (l) => <span className="whitespace-nowrap">{formatIsoDate(l.booked_on)}</span> },
  {
    header: 'Amount',
    className: 'text-right',
    cell: (l) => <span className="whitespace-nowrap tabular-nums">{money(l.amount_minor, l.currency)}</span>,
  },
  {
    header: 'From',
    cell: (l) => (
      <>
        {l.debtor_name ?? '—'}
        <span className="block text-xs break-words text-stone-600">{l.communication ?? l.remittance}</span>
      </>
    ),
  },
  {
    header: 'Outcome',
    cell: (l) => (
      <span className="flex flex-wrap gap-1">
        <Pill tone={OUTCOMES[l.outcome].tone}>{OUTCOMES[l.outcome].label}</Pill>
        {l.partial && <Pill tone="bg-orange-100 text-orange-900">Partial</Pill>}
        {l.over && <Pill tone="bg-violet-100 text-violet-900">Over</Pill>}
        {l.reason && <span className="block w-full text-xs text-stone-700">{REASONS[l.reason]}</span>}
      </span>
    ),
  },
  {
    header: 'Booking',
    cell: (l) =>
      l.booking_reference ? (
        <Link to={`/admin/bookings?q=${encodeURIComponent(l.booking_reference)}`} className="font-semibold text-brand-800 underline">
          {l.booking_reference}
        </Link>
      ) : (
        '—'
      ),
  },
];

/** What an import did: the counts, then each credit with its outcome and booking. */
export function StatementResult({ result }: { result: StatementImportResult }) {
  return (
    <section aria-label="Import result" className="mt-5 space-y-4">
      <p className="text-sm text-stone-700">
        Statement <span className="font-semibold">{result.statement.statement_id}</span> of account{' '}
        <span className="font-mono">{result.statement.account_iban}</span>
      </p>
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4 lg:grid-cols-7" aria-label="Counts">
        {COUNTS.map(([key, label]) => (
          <div key={key} className="rounded-lg bg-white px-3 py-2 ring-1 ring-stone-200">
            <dt className="text-xs font-semibold text-stone-600">{label}</dt>
            <dd className="text-lg font-bold text-stone-900 tabular-nums" data-testid={`count-${key}`}>
              {result.counts[key]}
            </dd>
          </div>
        ))}
      </dl>
      <AdminTable
        caption="Statement lines"
        columns={columns}
        rows={result.lines}
        rowKey={(l) => l.line_reference}
        minWidth="min-w-[36rem]"
        empty="The statement has no credits."
      />
    </section>
  );
}
