import { Link } from 'react-router';
import type { AdminDestinationRow } from '@safari/contracts/admin-catalogue';
import { Button, ButtonLink } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-controls';
import { cn } from '../../../lib/cn';
import { errorMessage } from '../../../lib/error-message';
import { useAdminDestinations } from '../api/get-destinations';
import { useUpdateDestination } from '../api/update-destination';
import { useListParams } from '../hooks/use-list-params';
import { formatDateTime } from '../utils/format';
import { AdminTable, type Column } from './admin-table';
import { FilterSelect, ListToolbar } from './list-toolbar';
import { Pager } from './pager';
import { QueryState, ScreenHeader } from './query-state';
import { StatusBadge } from './status-badge';

/** Destinations: searched, active or not; the active flag is switched here, the rest in the editor (the site follows at once). */
export function DestinationsList() {
  const list = useListParams(['status']);
  const query = useAdminDestinations(list.params);
  const update = useUpdateDestination();
  const columns: Column<AdminDestinationRow>[] = [
    {
      header: 'Destination',
      sortKey: 'name',
      cell: (d) => (
        <Link to={`/admin/destinations/${d.uuid}`} className="font-semibold text-brand-800 underline">
          {d.name}
        </Link>
      ),
    },
    { header: 'Location', cell: (d) => d.location },
    { header: 'Status', cell: (d) => <StatusBadge status={d.is_active ? 'active' : 'inactive'} /> },
    { header: 'Updated', sortKey: 'updated_at', cell: (d) => formatDateTime(d.updated_at) },
    {
      header: 'Action',
      cell: (d) => (
        <Button
          size="sm"
          variant="secondary"
          disabled={update.isPending}
          onClick={() => update.mutate({ uuid: d.uuid, is_active: !d.is_active })}
          aria-label={`${d.is_active ? 'Deactivate' : 'Activate'} ${d.name}`}
        >
          {d.is_active ? 'Deactivate' : 'Activate'}
        </Button>
      ),
    },
  ];
  return (
    <>
      <ScreenHeader title="Destinations">
        <ButtonLink to="/admin/destinations/new">New destination</ButtonLink>
      </ScreenHeader>
      <ListToolbar search={list.value('q')} searchLabel="Search destinations" onSearch={(q) => list.update({ q })}>
        <FilterSelect
          label="Status"
          value={list.value('status')}
          options={[
            ['active', 'Active'],
            ['inactive', 'Inactive'],
          ]}
          onChange={(status) => list.update({ status })}
        />
      </ListToolbar>
      {update.isError && (
        <FormMessage tone="error">{errorMessage(update.error, 'The destination was not changed. Please try again.')}</FormMessage>
      )}
      <QueryState query={query} label="destinations">
        {(page) => (
          <div className={cn(query.isPlaceholderData && 'opacity-60')}>
            <AdminTable
              caption="Destinations"
              columns={columns}
              rows={page.items}
              rowKey={(d) => d.uuid}
              empty="No destination matches."
              sorting={{
                sort: list.value('sort') || 'name',
                order: list.value('order') || 'asc',
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
