import { Link } from 'react-router';
import { BOOKING_STATUSES, type AdminBookingRow } from '@safari/contracts/admin-bookings';
import { formatMoney } from '../../../lib/money';
import { useBookings } from '../api/get-bookings';
import { useListParams } from '../hooks/use-list-params';
import { formatDateTime } from '../utils/format';
import type { Column } from './admin-table';
import { FilterSelect, ListToolbar, StatusFilter } from './list-toolbar';
import { PagedListTable } from './paged-list-table';
import { ScreenHeader } from './query-state';
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
        <StatusFilter list={list} statuses={BOOKING_STATUSES} />
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
      <PagedListTable
        list={list}
        query={query}
        loadingLabel="bookings"
        caption="Bookings"
        columns={columns}
        rowKey={(row) => row.uuid}
        empty="No booking matches."
        defaultSort={{ sort: 'created_at', order: 'desc' }}
      />
    </>
  );
}
