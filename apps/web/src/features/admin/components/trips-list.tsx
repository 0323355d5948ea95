import { Link } from 'react-router';
import type { AdminTripRow } from '@safari/contracts/admin-catalogue';
import { ButtonLink } from '../../../components/ui/button';
import { formatMoney } from '../../../lib/money';
import { useAdminTrips } from '../api/get-trips';
import { useListParams } from '../hooks/use-list-params';
import { formatDateTime } from '../utils/format';
import type { Column } from './admin-table';
import { ListToolbar, StatusFilter } from './list-toolbar';
import { PagedListTable } from './paged-list-table';
import { ScreenHeader } from './query-state';
import { StatusBadge } from './status-badge';

const columns: Column<AdminTripRow>[] = [
  {
    header: 'Trip',
    sortKey: 'name',
    cell: (row) => (
      <Link to={`/admin/trips/${row.uuid}`} className="font-semibold text-brand-800 underline">
        {row.name}
      </Link>
    ),
  },
  { header: 'Type', cell: (row) => row.trip_type },
  { header: 'Days', cell: (row) => row.duration_days },
  { header: 'Base price', sortKey: 'base_price', cell: (row) => formatMoney(row.base_price), className: 'text-right' },
  { header: 'Status', cell: (row) => <StatusBadge status={row.is_active ? 'published' : 'draft'} /> },
  { header: 'Updated', sortKey: 'updated_at', cell: (row) => formatDateTime(row.updated_at) },
];

/** The catalogue's trips, drafts included. */
export function TripsList() {
  const list = useListParams(['status']);
  const query = useAdminTrips(list.params);
  return (
    <>
      <ScreenHeader title="Trips">
        <ButtonLink to="/admin/trips/new">New trip</ButtonLink>
      </ScreenHeader>
      <ListToolbar search={list.value('q')} searchLabel="Search trips" onSearch={(q) => list.update({ q })}>
        <StatusFilter list={list} statuses={['published', 'draft']} />
      </ListToolbar>
      <PagedListTable
        list={list}
        query={query}
        loadingLabel="trips"
        caption="Trips"
        columns={columns}
        rowKey={(row) => row.uuid}
        empty="No trip matches."
        defaultSort={{ sort: 'updated_at', order: 'desc' }}
      />
    </>
  );
}
