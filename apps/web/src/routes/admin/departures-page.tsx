import { useParams } from 'react-router';
import { PageMeta } from '../../components/ui/page-meta';
import { DepartureTrips } from '../../features/admin/components/departure-trips';
import { TripDepartures } from '../../features/admin/components/trip-departures';

/** /admin/departures: the trips, to choose whose departures to manage. */
export function DeparturesPage() {
  return (
    <>
      <PageMeta title="Departures · Back office" description="Group departures of each trip." />
      <DepartureTrips />
    </>
  );
}

/** /admin/departures/:tripId */
export function TripDeparturesPage() {
  const { tripId = '' } = useParams();
  return (
    <>
      <PageMeta title="Departures · Back office" description="A trip's departures." />
      <TripDepartures key={tripId} tripUuid={tripId} />
    </>
  );
}
