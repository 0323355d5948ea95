import { Link } from 'react-router';
import type { AdminTripRow } from '@safari/contracts/admin-catalogue';
import { useAdminTrips } from '../api/get-trips';
import { useListParams } from '../hooks/use-list-params';
import type { Column } from './admin-table';
import { ListToolbar } from './list-toolbar';
import { PagedListTable } from './paged-list-table';
import { ScreenHeader } from './query-state';
import { StatusBadge } from './status-badge';

const columns: Column<AdminTripRow>[] = [
  {
    header: 'Trip',
    sortKey: 'name',
    cell: (row) => (
      <Link to={`/admin/departures/${row.uuid}`} className="font-semibold text-brand-800 underline">
        {row.name}
      </Link>
    ),
  },
  { header: 'Days', cell: (row) => row.duration_days },
  { header: 'Upcoming departures', cell: (row) => row.upcoming_departures },
  { header: 'Status', cell: (row) => <StatusBadge status={row.is_active ? 'published' : 'draft'} /> },
];

/** Departures are per trip: first the trip, then its departures. */
export function DepartureTrips() {
  const list = useListParams([]);
  const query = useAdminTrips({ sort: 'name', order: 'asc', ...list.params });
  return (
    <>
      <ScreenHeader title="Departures" />
      <p className="mb-4 text-sm text-stone-700">Choose a trip to open, edit or close its departures.</p>
      <ListToolbar search={list.value('q')} searchLabel="Search trips" onSearch={(q) => list.update({ q })} />
      <PagedListTable
        list={list}
        query={query}
        loadingLabel="trips"
        caption="Trips and their departures"
        columns={columns}
        rowKey={(row) => row.uuid}
        defaultSort={{ sort: 'name', order: 'asc' }}
      />
    </>
  );
}
