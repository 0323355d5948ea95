import { Link } from 'react-router';
import type { AdminDestinationRow } from '@safari/contracts/admin-catalogue';
import { Button, ButtonLink } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-controls';
import { errorMessage } from '../../../lib/error-message';
import { useAdminDestinations } from '../api/get-destinations';
import { useUpdateDestination } from '../api/update-destination';
import { useListParams } from '../hooks/use-list-params';
import { formatDateTime } from '../utils/format';
import type { Column } from './admin-table';
import { ListToolbar, StatusFilter } from './list-toolbar';
import { PagedListTable } from './paged-list-table';
import { ScreenHeader } from './query-state';
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
        <StatusFilter list={list} statuses={['active', 'inactive']} />
      </ListToolbar>
      {update.isError && (
        <FormMessage tone="error">{errorMessage(update.error, 'The destination was not changed. Please try again.')}</FormMessage>
      )}
      <PagedListTable
        list={list}
        query={query}
        loadingLabel="destinations"
        caption="Destinations"
        columns={columns}
        rowKey={(d) => d.uuid}
        empty="No destination matches."
        defaultSort={{ sort: 'name', order: 'asc' }}
      />
    </>
  );
}
