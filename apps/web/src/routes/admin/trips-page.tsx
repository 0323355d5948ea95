import { useParams } from 'react-router';
import { PageMeta } from '../../components/ui/page-meta';
import { TripEditor } from '../../features/admin/components/trip-editor';
import { TripsList } from '../../features/admin/components/trips-list';

/** /admin/trips */
export function TripsPage() {
  return (
    <>
      <PageMeta title="Trips · Back office" description="The catalogue's trips." />
      <TripsList />
    </>
  );
}

/** /admin/trips/:id and /admin/trips/new */
export function TripPage() {
  const { id } = useParams();
  return (
    <>
      <PageMeta title="Trip · Back office" description="Edit a trip." />
      <TripEditor key={id ?? 'new'} uuid={id} />
    </>
  );
}
