import { useState } from 'react';
import { Link } from 'react-router';
import type { AdminDeparture } from '@safari/contracts/admin-bookings';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-controls';
import { errorMessage } from '../../../lib/error-message';
import { formatMoney } from '../../../lib/money';
import { useDepartures } from '../api/get-departures';
import { useAdminTrip } from '../api/get-trip';
import { useUpdateDeparture } from '../api/update-departure';
import { useListParams } from '../hooks/use-list-params';
import { downloadCsv } from '../utils/download-csv';
import type { Column } from './admin-table';
import { DepartureEditDialog, NewDepartureForm } from './departure-forms';
import { FilterSelect } from './list-toolbar';
import { PagedListTable } from './paged-list-table';
import { ScreenHeader } from './query-state';
import { StatusBadge } from './status-badge';

/** One trip's departures: seats sold and left, open a new one, edit, close or reopen, passenger list. */
export function TripDepartures({ tripUuid }: { tripUuid: string }) {
  const trip = useAdminTrip(tripUuid);
  const list = useListParams(['when', 'status']);
  const query = useDepartures(tripUuid, list.params);
  const update = useUpdateDeparture();
  const [editing, setEditing] = useState<AdminDeparture | null>(null);
  const [csvError, setCsvError] = useState<string | null>(null);

  const passengers = (departure: AdminDeparture) => {
    setCsvError(null);
    downloadCsv(`/departures/${departure.uuid}/passengers.csv`, `passengers-${departure.start_date}.csv`).catch((error: unknown) =>
      setCsvError(errorMessage(error, 'The passenger list could not be downloaded. Please try again.')),
    );
  };

  const columns: Column<AdminDeparture>[] = [
    { header: 'Date', sortKey: 'start_date', cell: (d) => <span className="font-semibold">{d.start_date}</span> },
    { header: 'Seats', cell: (d) => d.seats_total },
    { header: 'Sold', cell: (d) => d.seats_sold },
    { header: 'Left', cell: (d) => <span data-testid="seats-left">{d.seats_left}</span> },
    { header: 'Price per person', cell: (d) => (d.price_per_person === null ? 'Trip price' : formatMoney(d.price_per_person)) },
    { header: 'Status', cell: (d) => <StatusBadge status={d.status} /> },
    {
      header: 'Actions',
      cell: (d) =>
        d.status === 'cancelled' ? null : (
          <div className="flex flex-wrap gap-1">
            <Button size="sm" variant="secondary" onClick={() => setEditing(d)} aria-label={`Edit departure of ${d.start_date}`}>
              Edit
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={update.isPending}
              onClick={() => update.mutate({ uuid: d.uuid, status: d.status === 'closed' ? 'scheduled' : 'closed' })}
              aria-label={`${d.status === 'closed' ? 'Reopen' : 'Close'} departure of ${d.start_date}`}
            >
              {d.status === 'closed' ? 'Reopen' : 'Close'}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => passengers(d)} aria-label={`Passenger list of ${d.start_date} (CSV)`}>
              Passengers CSV
            </Button>
          </div>
        ),
    },
  ];

  return (
    <>
      <Link to="/admin/departures" className="text-sm text-brand-800 underline">
        ← All trips
      </Link>
      <ScreenHeader title={trip.data ? `Departures: ${trip.data.name}` : 'Departures'} />
      <div className="grid gap-6 xl:grid-cols-[1fr_22rem]">
        <div>
          <div className="mb-4 flex flex-wrap gap-3">
            <FilterSelect
              label="When"
              value={list.value('when') || 'upcoming'}
              allLabel=""
              options={[
                ['upcoming', 'Upcoming'],
                ['past', 'Past'],
                ['all', 'All'],
              ]}
              onChange={(when) => list.update({ when })}
            />
          </div>
          {update.isError && (
            <FormMessage tone="error">{errorMessage(update.error, 'The departure was not changed. Please try again.')}</FormMessage>
          )}
          {csvError && <FormMessage tone="error">{csvError}</FormMessage>}
          <PagedListTable
            list={list}
            query={query}
            loadingLabel="departures"
            caption="Departures"
            columns={columns}
            rowKey={(d) => d.uuid}
            empty="No departure here yet."
            defaultSort={{ sort: 'start_date', order: 'asc' }}
          />
        </div>
        <NewDepartureForm tripUuid={tripUuid} />
      </div>
      {editing && <DepartureEditDialog departure={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
