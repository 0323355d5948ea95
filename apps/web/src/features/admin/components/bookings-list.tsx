import { Link } from 'react-router';
import { BOOKING_STATUSES, type AdminBookingRow } from '@safari/contracts/admin-bookings';
import { cn } from '../../../lib/cn';
import { formatMoney } from '../../../lib/money';
import { useBookings } from '../api/get-bookings';
import { useListParams } from '../hooks/use-list-params';
import { formatDateTime, statusOptions } from '../utils/format';
import { AdminTable, type Column } from './admin-table';
import { FilterSelect, ListToolbar } from './list-toolbar';
import { Pager } from './pager';
import { QueryState, ScreenHeader } from './query-state';
import { StatusBadge } from './status-badge';

const columns: Column<AdminBookingRow>[] = [
  {
    header: 'Booking',
    cell: (row) => (
      <Link to={`/admin/bookings/${row.uuid}`} className="font-semibold text-brand-800 underline">
        {row.reference}
      </Link>
    ),
  },
  { header: 'Trip', cell: (row) => row.item_name },
  {
    header: 'Traveller',
    cell: (row) => (
      <>
        {row.traveller}
        <span className="block text-stone-600">{row.email}</span>
      </>
    ),
  },
  { header: 'Guests', cell: (row) => row.guests },
  { header: 'Starts', sortKey: 'start_date', cell: (row) => row.start_date },
  { header: 'Total', sortKey: 'total_price', cell: (row) => formatMoney(row.total_price), className: 'text-right' },
  { header: 'Status', cell: (row) => <StatusBadge status={row.status} /> },
  { header: 'Booked', sortKey: 'created_at', cell: (row) => formatDateTime(row.created_at) },
];

/** Bookings, newest first: searched by reference, name or e-mail; by status and kind. */
export function BookingsList() {
  const list = useListParams(['status', 'kind', 'trip', 'departure']);
  const query = useBookings(list.params);
  return (
    <>
      <ScreenHeader title="Bookings" />
      <ListToolbar search={list.value('q')} searchLabel="Search reference, name or e-mail" onSearch={(q) => list.update({ q })}>
        <FilterSelect
          label="Status"
          value={list.value('status')}
          options={statusOptions(BOOKING_STATUSES)}
          onChange={(status) => list.update({ status })}
        />
        <FilterSelect
          label="Kind"
          value={list.value('kind')}
          options={[
            ['package', 'Package'],
            ['tour', 'Tour'],
          ]}
          onChange={(kind) => list.update({ kind })}
        />
      </ListToolbar>
      <QueryState query={query} label="bookings">
        {(page) => (
          <div className={cn(query.isPlaceholderData && 'opacity-60')}>
            <AdminTable
              caption="Bookings"
              columns={columns}
              rows={page.items}
              rowKey={(row) => row.uuid}
              empty="No booking matches."
              sorting={{
                sort: list.value('sort') || 'created_at',
                order: list.value('order') || 'desc',
                onSort: (sort, order) => list.update({ sort, order }),
              }}
            />
            <Pager
              total={page.total}
              limit={page.limit}
              offset={page.offset}
              onOffset={(offset) => list.update({ offset: String(offset) }, true)}
            />
          </div>
        )}
      </QueryState>
    </>
  );
}
