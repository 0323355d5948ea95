import { useParams } from 'react-router';
import { TripByName } from '../features/trips/components/trip-by-name';

/** /trips/{slug}: a trip by the slug of its name, redirected to /packages/{uuid}. */
export function TripByNamePage() {
  const { slug = '' } = useParams();
  return <TripByName slug={slug} />;
}
