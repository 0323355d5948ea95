import { Link } from 'react-router';
import type { AdminTripRow } from '@safari/contracts/admin-catalogue';
import { ButtonLink } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { formatMoney } from '../../../lib/money';
import { useAdminTrips } from '../api/get-trips';
import { useListParams } from '../hooks/use-list-params';
import { formatDateTime } from '../utils/format';
import { AdminTable, type Column } from './admin-table';
import { FilterSelect, ListToolbar } from './list-toolbar';
import { Pager } from './pager';
import { QueryState, ScreenHeader } from './query-state';
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
        <FilterSelect
          label="Status"
          value={list.value('status')}
          options={[
            ['published', 'Published'],
            ['draft', 'Draft'],
          ]}
          onChange={(status) => list.update({ status })}
        />
      </ListToolbar>
      <QueryState query={query} label="trips">
        {(page) => (
          <div className={cn(query.isPlaceholderData && 'opacity-60')}>
            <AdminTable
              caption="Trips"
              columns={columns}
              rows={page.items}
              rowKey={(row) => row.uuid}
              empty="No trip matches."
              sorting={{
                sort: list.value('sort') || 'updated_at',
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
